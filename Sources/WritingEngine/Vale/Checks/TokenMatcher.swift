/// A rule's tokens, searched as a literal set when they are plain words,
/// else as one translated pattern.
struct TokenMatcher: Sendable {
    private enum Engine: Sendable {
        case pattern(ValePattern)
        case literals(LiteralSetMatcher)
    }

    private let engine: Engine

    /// Token lists at least this long, all literal, use the literal set.
    static let literalSetThreshold = 8

    /// The matcher of `source` (already wrapped), or of `tokens` as a literal set when they allow it.
    init(source: String, tokens: [String], options: ValeRuleOptions, allowLiteralSet: Bool) throws(ValeRuleError) {
        if allowLiteralSet, tokens.count >= Self.literalSetThreshold,
            let set = LiteralSetMatcher(tokens: tokens, ignoreCase: options.ignoreCase, wordBounded: !options.nonword)
        {
            engine = .literals(set)
        } else {
            engine = .pattern(try ValeRuleOptions.compile(source))
        }
    }

    /// Matches in the unit `range` of `bytes`, as absolute ranges, with the
    /// index of the token for a literal set (nil for a pattern).
    func matches(in bytes: [UInt8], unit range: Range<Int>) -> [(range: Range<Int>, token: Int?)] {
        bytes.withUnsafeBufferPointer { all in
            let slice = UnsafeBufferPointer(rebasing: all[range])
            switch engine {
            case .pattern(let pattern):
                return pattern.matches(in: slice).map { (($0.lowerBound + range.lowerBound)..<($0.upperBound + range.lowerBound), nil) }
            case .literals(let set):
                return set.matches(in: slice).map {
                    (($0.range.lowerBound + range.lowerBound)..<($0.range.upperBound + range.lowerBound), $0.token)
                }
            }
        }
    }
}

extension ValeDocument {
    /// The text of a byte range of the prose (or of the raw file).
    func string(_ range: Range<Int>, raw useRaw: Bool = false) -> String {
        String(decoding: (useRaw ? raw : prose)[range], as: UTF8.self)
    }
}
