/// Words spelled as another English dialect spells them (`behaviour` in
/// en-US, `color` in en-GB): not a mistake, a convention, so the finding
/// has a rule id of its own, suggests this dialect's spelling and is never
/// applied by fix-all. Only a word with a regular counterpart in this
/// dialect is flagged (`DialectVariants`: not `crocs`), and not a
/// capitalised one inside a sentence, which is a name (`the Labour Party`).
public struct DialectRule: Rule {
    public init() {}
    public var id: String { "dialect" }
    public var summary: String {
        "Words spelled as another English dialect spells them (behaviour in en-US), with this dialect's spelling."
    }
    public var category: RuleCategory { .spelling }
    public var defaultSeverity: Severity { .info }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let paragraph = context.paragraph
        let sentenceStarts = Set(paragraph.sentences.compactMap { $0.first { paragraph.tokens[$0].kind == .word } })
        for (index, token) in paragraph.tokens.enumerated() where token.kind == .word {
            let isCorrect = paragraph.bytes.withUnsafeBufferPointer { bytes in
                context.spelling.isCorrect(utf8: UnsafeBufferPointer(rebasing: bytes[token.range]))
            }
            guard !isCorrect else { continue }
            let word = paragraph.string(token)
            guard context.spelling.isOtherDialectSpelling(word),
                !(word.first?.isUppercase == true && !sentenceStarts.contains(index)),
                let counterpart = DialectVariants.counterpart(of: word, dialect: context.dialect, spelling: context.spelling)
            else { continue }
            findings.append(context.finding(self, token.range, Self.message(word, context.dialect), suggestions: [counterpart]))
        }
    }
}

extension DialectRule {
    fileprivate static func message(_ word: String, _ dialect: Dialect) -> String {
        "“\(word)” is another dialect’s spelling; \(dialect.rawValue) spells it differently."
    }
}
