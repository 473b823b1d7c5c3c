/// Flags words that are not in the dictionary.
public struct SpellingRule: Rule {
    public init() {}
    public var id: String { "spelling" }
    public var summary: String { "Words that are not in the dictionary, with ranked suggestions." }
    public var category: RuleCategory { .spelling }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let paragraph = context.paragraph
        for token in paragraph.tokens where token.kind == .word {
            let word = paragraph.string(token)
            if context.knownWords.contains(word) || context.spelling.isCorrect(word) { continue }
            let suggestions = context.spelling.suggestions(for: word)
            findings.append(context.finding(self, token.range, "Possible spelling mistake: “\(word)”.", suggestions: suggestions))
        }
    }
}
