import Foundation

/// `extends: existence`: each match of the tokens (or `raw` pattern) is an alert.
struct ExistenceCheck: Sendable {
    private let matcher: TokenMatcher
    private let options: ValeRuleOptions

    init(_ yaml: YAMLValue, _ options: ValeRuleOptions) throws(ValeRuleError) {
        self.options = options
        let tokens = yaml["tokens"]?.strings ?? []
        let rawParts = yaml["raw"]?.strings ?? []
        guard !tokens.isEmpty || !rawParts.isEmpty else { throw ValeRuleError("it has neither “tokens” nor “raw”") }
        let source = options.casePrefix + rawParts.joined() + (tokens.isEmpty ? "" : options.wrapped(tokens))
        matcher = try TokenMatcher(source: source, tokens: tokens, options: options, allowLiteralSet: rawParts.isEmpty)
    }

    func run(_ document: ValeDocument, units: [Range<Int>]) -> [ValeMatch] {
        return units.flatMap { unit in
            matcher.matches(in: document.prose, unit: unit).compactMap { match in
                let text = document.string(match.range)
                let observed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !observed.isEmpty, !options.isException(observed) else { return nil }
                return ValeMatch(range: match.range, arguments: [observed])
            }
        }
    }
}
