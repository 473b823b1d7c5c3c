import Foundation

/// `extends: capitalization`: a unit (usually a heading) not in the case
/// `match` asks for (`$title`, `$sentence`, `$lower`, `$upper` or a pattern) is an alert.
struct CapitalizationCheck: Sendable {
    private enum Style: Sendable {
        case title, sentence, lower, upper
        case pattern(ValePattern)
    }

    private let style: Style
    private let exceptions: [String]
    private let indicators: [String]
    private let threshold: Double
    private let prefix: ValePattern?

    /// Words a title leaves in lowercase (Chicago and AP agree on these).
    private static let smallWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "for", "nor", "so", "yet", "as", "at", "by", "in", "of", "off", "on", "per",
        "to", "up", "via", "vs", "from", "into", "with", "over", "than",
    ]

    init(_ yaml: YAMLValue, _ options: ValeRuleOptions) throws(ValeRuleError) {
        switch yaml["match"]?.string ?? "" {
        case "$title": style = .title
        case "$sentence": style = .sentence
        case "$lower": style = .lower
        case "$upper": style = .upper
        case let source: style = .pattern(try ValeRuleOptions.compile(source))
        }
        exceptions = options.exceptions
        indicators = yaml["indicators"]?.strings ?? []
        threshold = yaml["threshold"]?.number ?? 0.8
        prefix = try (yaml["prefix"]?.string).map { source throws(ValeRuleError) in try ValeRuleOptions.compile(source) }
    }

    func run(_ document: ValeDocument, units: [Range<Int>]) -> [ValeMatch] {
        units.compactMap { unit in
            let text = document.string(unit).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty, !complies(text) else { return nil }
            let start = unit.lowerBound + document.prose[unit].prefix { $0 == 0x20 || $0 == 0x0A }.count
            return ValeMatch(range: start..<(start + text.utf8.count), arguments: [text])
        }
    }

    private func complies(_ text: String) -> Bool {
        var text = text
        if let prefix, let match = prefix.matches(in: text).first, match.lowerBound == 0 {
            text = String(decoding: Array(text.utf8)[match.upperBound...], as: UTF8.self)
        }
        switch style {
        case .lower: return text == text.lowercased()
        case .upper: return text == text.uppercased()
        case .pattern(let pattern): return pattern.matchesWhole(Substring(text))
        case .title, .sentence: break
        }
        // Words without letters (numbers, list marks) neither count nor start the text; inline
        // code (masked by `*`) is a word that complies.
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init).filter {
            $0.contains(where: \.isLetter) || $0.allSatisfy { $0 == "*" }
        }
        var good = 0
        var counted = 0
        var k = 0
        var afterIndicator = false
        while k < words.count {
            if let exception = exceptions.filter({ self.matches(words, at: k, $0) }).max(by: { $0.count < $1.count }) {
                let length = exception.split(separator: " ").count
                good += length
                counted += length
                k += length
                afterIndicator = false
                continue
            }
            let word = words[k]
            counted += 1
            let first = k == 0 || afterIndicator
            // Each part of a hyphenated word complies, or is an exception.
            let parts = word.split(separator: "-").map(String.init).enumerated()
            if parts.allSatisfy({ exceptions.contains(Self.bare($1)) || ok($1, first: first && $0 == 0, last: k == words.count - 1) }) {
                good += 1
            }
            afterIndicator = indicators.contains { word.hasSuffix($0) }
            k += 1
        }
        // As in Vale, a text complies when more than `threshold` of its words do.
        return counted == 0 || Double(good) / Double(counted) > threshold
    }

    private func matches(_ words: [String], at k: Int, _ exception: String) -> Bool {
        let parts = exception.split(separator: " ")
        guard k + parts.count <= words.count else { return false }
        return zip(parts, words[k..<(k + parts.count)]).allSatisfy { String($0) == Self.bare($1) }
    }

    private static func bare(_ word: String) -> String { word.trimmingCharacters(in: CharacterSet.alphanumerics.inverted) }

    private func ok(_ word: String, first: Bool, last: Bool) -> Bool {
        guard let initial = word.first(where: \.isLetter) else { return true }
        let letters = word.filter(\.isLetter)
        if letters.count > 1, letters.allSatisfy(\.isUppercase) { return true }
        switch style {
        case .sentence: return first ? initial.isUppercase : letters.allSatisfy(\.isLowercase)
        default:
            if !first, !last, Self.smallWords.contains(word.lowercased()) { return initial.isLowercase }
            return initial.isUppercase
        }
    }
}
