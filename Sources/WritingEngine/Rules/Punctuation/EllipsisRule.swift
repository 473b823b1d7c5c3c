/// Three periods written as `...` instead of the ellipsis character `…` (opt-in).
public struct EllipsisRule: Rule {
    public init() {}
    public var id: String { "ellipsis" }
    public var summary: String { "Use the ellipsis character “…” for three periods." }
    public var category: RuleCategory { .punctuation }
    public var isOptIn: Bool { true }
    public var defaultSeverity: Severity { .hint }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        let tokens = p.tokens
        var i = 0
        while i + 2 < tokens.count {
            if isPeriod(p, i), isPeriod(p, i + 1), isPeriod(p, i + 2), i + 3 >= tokens.count || !isPeriod(p, i + 3),
                i == 0 || !isPeriod(p, i - 1)
            {
                findings.append(
                    context.finding(
                        self, tokens[i].range.lowerBound..<tokens[i + 2].range.upperBound, .message, suggestions: ["…"]))
                i += 3
            } else {
                i += 1
            }
        }
    }

    private func isPeriod(_ p: Paragraph, _ i: Int) -> Bool {
        let r = p.tokens[i].range
        return p.tokens[i].kind == .punctuation && r.count == 1 && p.bytes[r.lowerBound] == 0x2E
    }
}

extension String {
    fileprivate static let message = "Use the ellipsis character “…”."
}
