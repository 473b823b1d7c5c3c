/// A space before a comma, period, colon, semicolon, question or exclamation
/// mark: `word ,` → `word,`.
public struct SpaceBeforePunctuationRule: Rule {
    public init() {}
    public var id: String { "space-before-punctuation" }
    public var summary: String { "No space before , . ; : ? !" }
    public var category: RuleCategory { .punctuation }
    /// French sets a no-break space before `; : ! ?`: `typography` reads that.
    public func runs(on language: LanguageTag) -> Bool { language.language != "fr" }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        let tokens = p.tokens
        var i = 2
        while i < tokens.count {
            defer { i += 1 }
            let mark = tokens[i]
            guard mark.kind == .punctuation, mark.range.count == 1, Self.marks.contains(p.bytes[mark.range.lowerBound]),
                tokens[i - 1].kind == .space
            else { continue }
            let before = tokens[i - 2].kind
            guard before == .word || before == .number || before == .identifier else { continue }
            // The mark must end something: followed by a blank, a closing mark or the end (`. . .`, `:)` stay).
            if i + 1 < tokens.count {
                let next = tokens[i + 1]
                if !next.isBlank { continue }
                if let after = p.nextNonBlank(after: i), p.string(tokens[after]) == "." || p.string(tokens[after]) == ")" { continue }
            }
            let markText = p.string(mark)
            // A space before `:` or `;` is also a convention (French typography) and a
            // syntax (`term : key`, `name : type`, `pytest ; extra == 'dev'`).
            // A period with a lowercase word after it ends no sentence: it is named (`turn . into √`).
            let namesAPeriod = markText == "." && p.nextNonBlank(after: i).map { p.string(tokens[$0]).first?.isLowercase == true } == true
            let safe =
                markText != ":" && markText != ";" && !namesAPeriod && !p.isAlignedLine(at: mark.range.lowerBound)
                && !Self.isCodeLike(p, markAt: i) && !Self.leavesAPhraseOpen(context, wordAt: i - 2)
            findings.append(
                context.finding(
                    self, tokens[i - 1].range.lowerBound..<mark.range.upperBound, .message(markText), suggestions: [markText],
                    fix: safe ? .spaceBeforePunctuation : nil))
        }
    }

    /// Whether the mark at token `i` stands in code-like text rather than
    /// prose: after a number, an identifier or a one-letter word, or before
    /// a number, an identifier or a symbol (`(1 . 2)`, `x = a , b`,
    /// `f(key , 2)`). Prose has a word of its own before the mark.
    private static func isCodeLike(_ p: Paragraph, markAt i: Int) -> Bool {
        let before = p.tokens[i - 2]
        guard before.kind == .word, before.range.count > 1 || p.string(before) == "I" else { return true }
        guard let after = p.nextNonBlank(after: i) else { return false }
        return [.number, .identifier, .symbol].contains(p.tokens[after].kind)
    }

    /// Whether the word at token `index` cannot end a phrase, so that a word
    /// is missing before the mark rather than a space too many: a
    /// possessive (`the user’s , or`), an article (`send the .`) or a
    /// possessive determiner (`as in your ,`).
    private static func leavesAPhraseOpen(_ context: RuleContext, wordAt index: Int) -> Bool {
        let analysis = context.view.analysis
        let words = analysis.words(ofTokens: index..<(index + 1))
        guard let last = words.last else { return false }
        let word = analysis.words[last]
        return word.tag.penn == .pos || word.tag.penn == .prpPossessive || ["a", "an", "the"].contains(word.text)
    }

    private static let marks: Set<UInt8> = [0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x21]  // , . : ; ? !
}

extension String {
    fileprivate static func message(_ mark: String) -> String {
        "Remove the space before “\(mark)”."
    }
}
