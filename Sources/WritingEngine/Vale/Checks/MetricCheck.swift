import Foundation

/// `extends: metric`: a formula over the document's counts (Vale's
/// readability variables and its block counts, such as `heading.h2` or
/// `list`); an alert on the first line when `condition` (`> 8`) holds, with
/// the value (two decimals) as the message's `%s`.
///
/// Variables: `words`, `sentences`, `characters` (letters and digits of the
/// words), `syllables`, `complex_words` (three syllables or more, not a
/// name, not hyphenated, not made so by `-es`, `-ed` or `-ing`),
/// `long_words` (more than six letters), `polysyllabic_words` (three
/// syllables or more), and counts of `heading.hN`, `heading`, `paragraph`,
/// `list`, `blockquote`, `table`. An undefined variable is zero.
struct MetricCheck: Sendable {
    private let formula: MetricFormula
    private let comparison: (String, Double)

    init(_ yaml: YAMLValue) throws(ValeRuleError) {
        guard let source = yaml["formula"]?.string else { throw ValeRuleError("it has no “formula”") }
        formula = try MetricFormula(source)
        let condition = (yaml["condition"]?.string ?? "").trimmingCharacters(in: .whitespaces)
        let op = String(condition.prefix { "<>=!".contains($0) })
        guard ["<", ">", "<=", ">=", "==", "!="].contains(op),
            let limit = Double(condition.dropFirst(op.count).trimmingCharacters(in: .whitespaces))
        else { throw ValeRuleError("its “condition” “\(condition)” is not an operator and a number") }
        comparison = (op, limit)
    }

    func run(_ document: ValeDocument) -> [ValeMatch] {
        let value = formula.evaluate(Self.variables(document))
        let (op, limit) = comparison
        let holds: Bool
        switch op {
        case "<": holds = value < limit
        case ">": holds = value > limit
        case "<=": holds = value <= limit
        case ">=": holds = value >= limit
        case "==": holds = value == limit
        default: holds = value != limit
        }
        guard holds, value.isFinite, !document.raw.isEmpty else { return [] }
        return [ValeMatch(range: 0..<1, arguments: [String(format: "%.2f", value)])]
    }

    /// The counts a formula may name.
    static func variables(_ document: ValeDocument) -> [String: Double] {
        var counts: [String: Double] = [:]
        for block in document.blocks {
            switch block.kind {
            case .heading(let level):
                counts["heading.h\(level)", default: 0] += 1
                counts["heading", default: 0] += 1
            case .paragraph: counts["paragraph", default: 0] += 1
            case .listItem: counts["list", default: 0] += 1
            case .blockQuote: counts["blockquote", default: 0] += 1
            case .tableRow: counts["table", default: 0] += 1
            default: break
            }
        }
        let sentences = document.units(of: .sentence)
        counts["sentences"] = Double(sentences.count)
        for sentence in sentences {
            let bytes = Array(document.prose[sentence])
            for token in Tokenizer.tokenize(bytes) where token.kind == .word {
                let word = String(decoding: bytes[token.range], as: UTF8.self)
                let letters = word.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.count
                let syllables = Self.syllables(word.lowercased())
                counts["words", default: 0] += 1
                counts["characters", default: 0] += Double(letters)
                counts["syllables", default: 0] += Double(syllables)
                if letters > 6 { counts["long_words", default: 0] += 1 }
                if syllables >= 3 {
                    counts["polysyllabic_words", default: 0] += 1
                    let simple = ["es", "ed", "ing"].contains { word.hasSuffix($0) }
                    if !simple, !word.contains("-"), word.first?.isUppercase != true { counts["complex_words", default: 0] += 1 }
                }
            }
        }
        return counts
    }

    /// Vowel groups, less a final silent `e` (`-le` keeps it), at least one.
    static func syllables(_ word: String) -> Int {
        var letters = Array(word.unicodeScalars.filter { CharacterSet.letters.contains($0) }.map { Character($0) })
        guard !letters.isEmpty else { return 0 }
        if letters.count > 2, letters.last == "e", letters[letters.count - 2] != "l" { letters.removeLast() }
        var count = 0
        var previousVowel = false
        for (k, letter) in letters.enumerated() {
            let vowel = "aeiou".contains(letter) || letter == "y" && k > 0
            if vowel && !previousVowel { count += 1 }
            previousVowel = vowel
        }
        return max(count, 1)
    }
}
