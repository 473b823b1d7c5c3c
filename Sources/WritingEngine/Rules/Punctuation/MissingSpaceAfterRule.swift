/// No space after a comma, semicolon, question or exclamation mark between
/// two words (`one,two` → `one, two`), or after a period between two
/// sentences (`end.Next` → `end. Next`). Two words in capitals joined by a
/// mark are one term (`TL;DR`).
public struct MissingSpaceAfterRule: Rule {
    public init() {}
    public var id: String { "missing-space-after" }
    public var summary: String { "A space after , ; ? ! and after a period that ends a sentence." }
    public var category: RuleCategory { .punctuation }
    public func runs(on language: LanguageTag) -> Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        let tokens = p.tokens
        for i in tokens.indices {
            let token = tokens[i]
            if token.kind == .punctuation, token.range.count == 1, i > 0, i + 1 < tokens.count,
                Self.marks.contains(p.bytes[token.range.lowerBound]),
                tokens[i - 1].kind == .word, tokens[i + 1].kind == .word,
                tokens[i - 1].range.count > 1, tokens[i + 1].range.count > 1,
                i < 2 || p.string(tokens[i - 2]) != "&",  // `&lt;name&gt;`: an HTML entity
                !Self.insideBraces(p, i),
                !(Self.isInCapitals(p, tokens[i - 1]) && Self.isInCapitals(p, tokens[i + 1]))  // `TL;DR`: one term
            {
                let mark = p.string(token)
                // Fixed without asking only between two dictionary words, in running text:
                // `(mod,minversion)`, `tl;dr` and table cells are left to the writer.
                let safe =
                    mark != ";" && !p.isAlignedLine(at: token.range.lowerBound)
                    && [tokens[i - 1], tokens[i + 1]].allSatisfy { context.spelling.isCorrect(p.string($0)) }
                findings.append(
                    context.finding(
                        self, token.range, .message(mark), suggestions: [mark + " "], fix: safe ? .missingSpaceAfterPunctuation : nil))
            } else if token.kind == .identifier, let dot = Self.sentenceJoin(p, token) {
                findings.append(
                    context.finding(self, dot..<(dot + 1), .message("."), suggestions: [". "], fix: .missingSpaceAfterPunctuation))
            }
        }
    }

    private static let marks: Set<UInt8> = [0x2C, 0x3B, 0x3F, 0x21]  // , ; ? !

    /// Whether a word is written in capitals throughout (`TL`, `DR`).
    private static func isInCapitals(_ p: Paragraph, _ token: Token) -> Bool {
        p.bytes[token.range].allSatisfy { !ASCIICase.isLower($0) }
    }

    /// `{add,sub}`: a list inside braces, as in code or shell patterns.
    private static func insideBraces(_ p: Paragraph, _ i: Int) -> Bool {
        var k = i - 1
        while k >= 0, i - k < 12 {
            let t = p.tokens[k]
            if t.isBlank { return false }
            if t.kind == .punctuation, t.range.count == 1 {
                let c = p.bytes[t.range.lowerBound]
                if c == 0x7B { return true }
                if c == 0x7D { return false }
            }
            k -= 1
        }
        return false
    }

    /// Words that start sentences and rarely start a code name after a dot.
    private static let sentenceStarters: Set<String> = [
        "The", "This", "That", "These", "Those", "It", "We", "You", "He", "She", "They", "In", "But", "And", "If",
        "When", "There", "So", "What", "My", "Our", "Then", "However", "Also", "For", "After", "Now",
    ]

    /// The offset of the period in `word.The`: a lowercase word and a
    /// common sentence opener joined by one period.
    private static func sentenceJoin(_ p: Paragraph, _ token: Token) -> Int? {
        var dot: Int?
        for i in token.range {
            let c = p.bytes[i]
            if c == 0x2E {
                if dot != nil { return nil }
                dot = i
            } else if !Tokenizer.isASCIILetter(c) {
                return nil
            }
        }
        guard let dot, token.range.upperBound - dot >= 3 else { return nil }
        for i in token.range.lowerBound..<dot where p.bytes[i] < 0x61 { return nil }
        guard dot - token.range.lowerBound >= 3 else { return nil }
        let next = p.string((dot + 1)..<token.range.upperBound)
        return sentenceStarters.contains(next) ? dot : nil
    }
}

extension String {
    fileprivate static func message(_ mark: String) -> String {
        "Add a space after “\(mark)”."
    }
}
