/// `extends: consistency`: of each pair in `either`, the form used first in
/// the document sets the spelling; each later use of the other is an alert.
struct ConsistencyCheck: Sendable {
    private let pairs: [(first: ValePattern, second: ValePattern)]

    init(_ yaml: YAMLValue, _ options: ValeRuleOptions) throws(ValeRuleError) {
        guard let either = yaml["either"]?.pairs, !either.isEmpty else { throw ValeRuleError("it has no “either” mapping") }
        var pairs: [(first: ValePattern, second: ValePattern)] = []
        for (a, b) in either {
            pairs.append(
                (
                    try ValeRuleOptions.compile(options.casePrefix + options.wrapped([a])),
                    try ValeRuleOptions.compile(options.casePrefix + options.wrapped([b]))
                ))
        }
        self.pairs = pairs
    }

    func run(_ document: ValeDocument, units: [Range<Int>]) -> [ValeMatch] {
        var found: [ValeMatch] = []
        for (first, second) in pairs {
            var a: [Range<Int>] = []
            var b: [Range<Int>] = []
            for unit in units {
                a += TokenMatcher.search(first, in: document.prose, unit: unit)
                b += TokenMatcher.search(second, in: document.prose, unit: unit)
            }
            guard let firstA = a.first, let firstB = b.first else { continue }
            let flagged = firstA.lowerBound < firstB.lowerBound ? b : a
            found += flagged.map { ValeMatch(range: $0, arguments: [document.string($0)]) }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

extension TokenMatcher {
    /// The absolute ranges of the matches of `pattern` in the unit `range` of `bytes`.
    static func search(_ pattern: ValePattern, in bytes: [UInt8], unit range: Range<Int>) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { all in
            pattern.matches(in: UnsafeBufferPointer(rebasing: all[range])).map {
                ($0.lowerBound + range.lowerBound)..<($0.upperBound + range.lowerBound)
            }
        }
    }
}
