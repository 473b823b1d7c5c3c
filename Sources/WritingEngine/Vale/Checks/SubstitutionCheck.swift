import Foundation

/// `extends: substitution`: each match of a `swap` key is an alert offering
/// its replacement (where `$1`… stand for the key's groups). Longer keys are
/// tried first, as Vale does.
struct SubstitutionCheck: Sendable {
    private let keys: [String]
    private let replacements: [String]
    /// Each key alone, to tell which one a match of the alternation is.
    private let keyPatterns: [ValePattern]
    private let matcher: TokenMatcher
    private let options: ValeRuleOptions
    /// `capitalize`: a match starting in uppercase gets its replacement capitalized.
    private let capitalize: Bool

    init(_ yaml: YAMLValue, _ options: ValeRuleOptions, vocabulary: ValeVocabulary) throws(ValeRuleError) {
        self.options = options
        capitalize = yaml["capitalize"]?.bool ?? false
        guard let swap = yaml["swap"]?.pairs, !swap.isEmpty else { throw ValeRuleError("it has no “swap” mapping") }
        let sorted = swap.enumerated().sorted { ($0.element.key.count, $1.offset) > ($1.element.key.count, $0.offset) }.map(\.element)
        keys = sorted.map(\.key)
        replacements = sorted.map(\.value)
        var patterns: [ValePattern] = []
        for key in keys { patterns.append(try ValeRuleOptions.compile(options.casePrefix + key)) }
        keyPatterns = patterns
        let source = options.casePrefix + options.wrapped(keys.map { "(\($0))" })
        matcher = try TokenMatcher(source: source, tokens: keys, options: options, allowLiteralSet: true) { "(\($0))" }
    }

    func run(_ document: ValeDocument, units: [Range<Int>]) -> [ValeMatch] {
        units.flatMap { unit in
            matcher.matches(in: document.prose, unit: unit).compactMap { match -> ValeMatch? in
                let observed = document.string(match.range)
                guard let k = match.token ?? keyPatterns.firstIndex(where: { $0.matchesWhole(Substring(observed)) }) else { return nil }
                let groups = keyPatterns[k].groups(in: observed, match: 0..<observed.utf8.count)
                var choices = Self.filled(replacements[k], groups).split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                if capitalize, observed.first?.isUppercase == true { choices = choices.map { $0.prefix(1).uppercased() + $0.dropFirst() } }
                guard !choices.contains(observed), !options.isException(observed) else { return nil }
                let expected = choices.joined(separator: "' or '")
                let shown = observed.trimmingCharacters(in: .whitespacesAndNewlines)
                return ValeMatch(range: match.range, arguments: [expected, shown], suggestions: choices)
            }
        }
    }

    /// `replacement` with `$1`…`$9` replaced by the groups' texts.
    private static func filled(_ replacement: String, _ groups: [String?]) -> String {
        guard replacement.contains("$"), !groups.isEmpty else { return replacement }
        var result = ""
        var characters = replacement[...]
        while let c = characters.popFirst() {
            if c == "$", let digit = characters.first?.wholeNumberValue, digit >= 1, digit <= groups.count {
                characters.removeFirst()
                result += groups[digit - 1] ?? ""
            } else {
                result.append(c)
            }
        }
        return result
    }
}
