/// `extends: conditional`: each match of `first` (its first group, e.g. an
/// acronym) must have been met before, or in the same unit, as a group of a
/// match of `second` (e.g. its definition), unless it is an exception.
struct ConditionalCheck: Sendable {
    private let first: ValePattern
    private let second: ValePattern
    private let options: ValeRuleOptions

    init(_ yaml: YAMLValue, _ options: ValeRuleOptions) throws(ValeRuleError) {
        guard let first = yaml["first"]?.string, let second = yaml["second"]?.string else {
            throw ValeRuleError("it needs both “first” and “second”")
        }
        self.first = try ValeRuleOptions.compile(options.casePrefix + first)
        self.second = try ValeRuleOptions.compile(options.casePrefix + second)
        self.options = options
    }

    func run(_ document: ValeDocument, units: [Range<Int>]) -> [ValeMatch] {
        var defined = Set<String>()
        var found: [ValeMatch] = []
        for unit in units {
            let text = document.string(unit)
            for match in second.matches(in: text) {
                for case let group? in second.groups(in: text, match: match) where !group.isEmpty { defined.insert(group) }
            }
            for match in first.matches(in: text) {
                let whole = String(decoding: Array(text.utf8)[match], as: UTF8.self)
                let term = first.groups(in: text, match: match).first.flatMap { $0 } ?? whole
                guard !defined.contains(term), !options.isException(term) else { continue }
                let range = (match.lowerBound + unit.lowerBound)..<(match.upperBound + unit.lowerBound)
                found.append(ValeMatch(range: range, arguments: [term]))
            }
        }
        return found
    }
}
