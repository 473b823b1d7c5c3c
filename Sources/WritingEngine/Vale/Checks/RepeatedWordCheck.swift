/// `extends: repetition`: a token written twice in a row (`the the`) is an
/// alert, unless it is one of the `exceptions`.
struct RepeatedWordCheck: Sendable {
    private let matcher: TokenMatcher
    private let options: ValeRuleOptions
    private let alpha: Bool

    init(_ yaml: YAMLValue, _ options: ValeRuleOptions) throws(ValeRuleError) {
        self.options = options
        alpha = yaml["alpha"]?.bool ?? false
        let tokens = yaml["tokens"]?.strings ?? []
        guard !tokens.isEmpty else { throw ValeRuleError("it has no “tokens”") }
        matcher = try TokenMatcher(
            source: options.casePrefix + "(?:" + tokens.joined(separator: "|") + ")", tokens: tokens, options: options,
            allowLiteralSet: false)
    }

    func run(_ document: ValeDocument, units: [Range<Int>]) -> [ValeMatch] {
        var found: [ValeMatch] = []
        for unit in units {
            var previous: (range: Range<Int>, text: String)?
            for match in matcher.matches(in: document.prose, unit: unit) {
                let text = document.string(match.range)
                defer { previous = (match.range, text) }
                guard let previous, !alpha || text.contains(where: \.isLetter) else { continue }
                let gap = document.prose[previous.range.upperBound..<match.range.lowerBound]
                guard !gap.contains(0x0A), gap.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
                let same = options.ignoreCase ? previous.text.lowercased() == text.lowercased() : previous.text == text
                if same, !options.isException(text) {
                    found.append(ValeMatch(range: previous.range.lowerBound..<match.range.upperBound, arguments: [text]))
                }
            }
        }
        return found
    }
}
