/// A rule's tokens: the plain words (and groups of them) searched as a
/// literal set, the others as one translated pattern; their matches merged
/// leftmost first (the longer at the same start).
struct TokenMatcher: Sendable {
    private let literals: LiteralSetMatcher?
    /// The index in the rule's tokens of each literal-set token.
    private let literalIndices: [Int]
    private let pattern: ValePattern?

    /// Token lists at least this long use the literal set for their literal tokens.
    static let literalSetThreshold = 8

    /// The matcher of `source` (already wrapped), or of `tokens` split into a
    /// literal set and a pattern of the rest (each token through `wrap`) when they allow it.
    init(
        source: String, tokens: [String], options: ValeRuleOptions, allowLiteralSet: Bool,
        wrap: (String) -> String = { $0 }
    ) throws(ValeRuleError) {
        let literal = tokens.indices.filter { LiteralSetMatcher.literals(tokens[$0]) != nil }
        guard allowLiteralSet, tokens.count >= Self.literalSetThreshold, literal.count >= Self.literalSetThreshold,
            let set = LiteralSetMatcher(tokens: literal.map { tokens[$0] }, ignoreCase: options.ignoreCase, wordBounded: !options.nonword)
        else {
            literals = nil
            literalIndices = []
            pattern = try ValeRuleOptions.compile(source)
            return
        }
        literals = set
        literalIndices = literal
        let rest = tokens.indices.filter { LiteralSetMatcher.literals(tokens[$0]) == nil }.map { tokens[$0] }
        pattern = rest.isEmpty ? nil : try ValeRuleOptions.compile(options.casePrefix + options.wrapped(rest.map(wrap)))
    }

    /// Matches in the unit `range` of `bytes`, as absolute ranges, with the
    /// index of the token for a literal-set match (nil for a pattern match).
    func matches(in bytes: [UInt8], unit range: Range<Int>) -> [(range: Range<Int>, token: Int?)] {
        bytes.withUnsafeBufferPointer { all in
            let slice = UnsafeBufferPointer(rebasing: all[range])
            let shift = range.lowerBound
            var found: [(range: Range<Int>, token: Int?)] = []
            if let literals {
                found += literals.matches(in: slice).map {
                    (($0.range.lowerBound + shift)..<($0.range.upperBound + shift), literalIndices[$0.token])
                }
            }
            if let pattern {
                found += pattern.matches(in: slice).map { (($0.lowerBound + shift)..<($0.upperBound + shift), nil) }
            }
            guard literals != nil, pattern != nil else { return found }
            var merged: [(range: Range<Int>, token: Int?)] = []
            for match in found.sorted(by: { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) })
            where match.range.lowerBound >= (merged.last?.range.upperBound ?? 0) {
                merged.append(match)
            }
            return merged
        }
    }
}

extension ValeDocument {
    /// The text of a byte range of the prose (or of the raw file).
    func string(_ range: Range<Int>, raw useRaw: Bool = false) -> String {
        String(decoding: (useRaw ? raw : prose)[range], as: UTF8.self)
    }
}
