/// Sentences longer than 40 words, which readers find hard to follow (opt-in).
public struct LongSentenceRule: Rule {
    public init() {}
    public var id: String { "long-sentence" }
    public var summary: String { "Sentences of more than 40 words." }
    public var category: RuleCategory { .style }
    public var isOptIn: Bool { true }

    /// Sentences with more words than this are reported.
    static let limit = 40

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        for sentence in p.sentences {
            let words = sentence.reduce(0) { $0 + (p.tokens[$1].kind == .word || p.tokens[$1].kind == .number ? 1 : 0) }
            guard words > Self.limit, let first = sentence.first(where: { !p.tokens[$0].isBlank }),
                let last = sentence.last(where: { !p.tokens[$0].isBlank })
            else { continue }
            findings.append(
                context.finding(self, p.tokens[first].range.lowerBound..<p.tokens[last].range.upperBound, .message(words)))
        }
    }
}

extension String {
    fileprivate static func message(_ words: Int) -> String {
        "This sentence has \(words) words; consider splitting it."
    }
}
