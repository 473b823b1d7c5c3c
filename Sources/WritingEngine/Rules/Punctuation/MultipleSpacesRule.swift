/// Two or more spaces between words on one line. Indentation, alignment
/// before a line break and tabs are left alone.
public struct MultipleSpacesRule: Rule {
    public init() {}
    public var id: String { "multiple-spaces" }
    public var summary: String { "One space between words." }
    public var category: RuleCategory { .punctuation }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        let tokens = p.tokens
        guard tokens.count > 2 else { return }
        for i in 1..<(tokens.count - 1) where tokens[i].kind == .space && tokens[i].range.count >= 2 {
            guard !tokens[i - 1].isBlank, !tokens[i + 1].isBlank else { continue }
            guard tokens[i - 1].kind != .masked, tokens[i + 1].kind != .masked else { continue }
            guard p.bytes[tokens[i].range].allSatisfy({ $0 == 0x20 }) else { continue }
            findings.append(context.finding(self, tokens[i].range, .message, suggestions: [" "], safe: true))
        }
    }
}

extension String {
    fileprivate static let message = "Use one space here, not several."
}
