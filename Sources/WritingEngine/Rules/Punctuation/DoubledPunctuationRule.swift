/// The same mark typed twice, or two marks that do the same job:
/// `,,` `;;` `..` (but not `...`), `,.`, `.,`.
public struct DoubledPunctuationRule: Rule {
    public init() {}
    public var id: String { "doubled-punctuation" }
    public var summary: String { "Punctuation typed twice: ,, .. ;; ,." }
    public var category: RuleCategory { .punctuation }
    public func runs(on language: LanguageTag) -> Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        let tokens = p.tokens
        var i = 0
        while i + 1 < tokens.count {
            defer { i += 1 }
            let a = tokens[i]
            let b = tokens[i + 1]
            guard a.kind == .punctuation, b.kind == .punctuation, a.range.count == 1, b.range.count == 1 else { continue }
            let x = p.bytes[a.range.lowerBound]
            let y = p.bytes[b.range.lowerBound]
            guard Self.marks.contains(x), Self.marks.contains(y) else { continue }
            // Part of a longer run (`...`, `?!?`): left alone.
            if i + 2 < tokens.count, tokens[i + 2].kind == .punctuation, Self.marks.contains(p.bytes[tokens[i + 2].range.lowerBound]) {
                continue
            }
            if i > 0, tokens[i - 1].kind == .punctuation, Self.marks.contains(p.bytes[tokens[i - 1].range.lowerBound]) { continue }
            // `?!` and `!?` are deliberate; `..` between numbers is a range.
            if x != y && (x == 0x3F || x == 0x21 || y == 0x3F || y == 0x21) { continue }
            if x == y && (x == 0x3F || x == 0x21) { continue }
            if i > 0, tokens[i - 1].kind == .number, i + 2 < tokens.count, tokens[i + 2].kind == .number { continue }
            // `..` in code (`1..=12`, `for..in`, `Allow .. to`): a typo is attached to a word and followed by a blank.
            if x == 0x2E && y == 0x2E {
                guard i > 0, tokens[i - 1].kind == .word || tokens[i - 1].kind == .number,
                    i + 2 >= tokens.count || tokens[i + 2].isBlank
                else { continue }
            }
            // `etc.,`: the period belongs to an abbreviation.
            if x == 0x2E, i > 0, tokens[i - 1].kind == .word, Paragraph.abbreviations.contains(p.string(tokens[i - 1]).lowercased()) {
                continue
            }
            let keep = x == 0x2E || y == 0x2E ? "." : p.string(a)
            findings.append(
                context.finding(
                    self, a.range.lowerBound..<b.range.upperBound, .message(p.string(a.range.lowerBound..<b.range.upperBound)),
                    suggestions: [keep]))
        }
    }

    private static let marks: Set<UInt8> = [0x2C, 0x2E, 0x3B, 0x3F, 0x21]  // , . ; ? !
}

extension String {
    fileprivate static func message(_ marks: String) -> String {
        "“\(marks)”: one punctuation mark is enough."
    }
}
