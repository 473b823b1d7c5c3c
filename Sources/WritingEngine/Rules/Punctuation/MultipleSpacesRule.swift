/// Two or more spaces between words on one line. Indentation, alignment,
/// two spaces after a sentence and tabs are left alone. Only a stray
/// double space, on a line that lines nothing up, is fixed without asking.
public struct MultipleSpacesRule: Rule {
    public init() {}
    public var id: String { "multiple-spaces" }
    public var summary: String { "One space between words." }
    public var category: RuleCategory { .punctuation }
    public func runs(on language: LanguageTag) -> Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        let tokens = p.tokens
        guard tokens.count > 2 else { return }
        for i in 1..<(tokens.count - 1) where tokens[i].kind == .space && tokens[i].range.count >= 2 {
            // Between two words, or after a comma: not after a sentence end, where two spaces are a convention.
            let left = tokens[i - 1]
            let right = tokens[i + 1]
            guard right.kind == .word || right.kind == .number else { continue }
            let afterComma = left.kind == .punctuation && left.range.count == 1 && p.bytes[left.range.lowerBound] == 0x2C
            guard left.kind == .word || left.kind == .number || afterComma else { continue }
            if i >= 2, tokens[i - 2].kind == .symbol { continue }
            guard p.bytes[tokens[i].range].allSatisfy({ $0 == 0x20 }) else { continue }
            // A stray double space in running text is a slip; wider runs, or beside a
            // one-letter word (`  f  failed`), may line things up.
            let safe = tokens[i].range.count == 2 && left.range.count > 1 && !p.isAlignedLine(at: tokens[i].range.lowerBound)
            findings.append(context.finding(self, tokens[i].range, .message, suggestions: [" "], fix: safe ? .doubleSpace : nil))
        }
    }
}

extension String {
    fileprivate static let message = "Use one space here, not several."
}
