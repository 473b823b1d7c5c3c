/// `extends: occurrence`: a unit holding more than `max` (or fewer than
/// `min`) matches of `token` is an alert.
struct OccurrenceCheck: Sendable {
    private let matcher: TokenMatcher
    private let max: Int?
    private let min: Int?

    init(_ yaml: YAMLValue, _ options: ValeRuleOptions) throws(ValeRuleError) {
        guard let token = yaml["token"]?.string else { throw ValeRuleError("it has no “token”") }
        max = yaml["max"]?.number.map { Int($0) }
        min = yaml["min"]?.number.map { Int($0) }
        guard max != nil || min != nil else { throw ValeRuleError("it has neither “max” nor “min”") }
        matcher = try TokenMatcher(source: options.casePrefix + token, tokens: [token], options: options, allowLiteralSet: false)
    }

    func run(_ document: ValeDocument, units: [Range<Int>]) -> [ValeMatch] {
        return units.compactMap { unit in
            let matches = matcher.matches(in: document.prose, unit: unit)
            let tooMany = max.map { matches.count > $0 } ?? false
            let tooFew = min.map { matches.count < $0 } ?? false
            guard tooMany || tooFew else { return nil }
            let start = matches.first?.range.lowerBound ?? unit.lowerBound
            return ValeMatch(range: start..<Swift.max(start, matches.last?.range.upperBound ?? start), arguments: [String(matches.count)])
        }
    }
}
