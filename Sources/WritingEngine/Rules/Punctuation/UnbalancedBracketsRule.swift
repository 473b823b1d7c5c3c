/// A parenthesis or square bracket without its partner in the same paragraph.
///
/// List labels (`1)`, `a)`) and emoticons (`:)`) are not counted. A bracket
/// right after a character that did not decode (U+FFFD) pairs as usual but
/// is not reported alone: it may be the byte a broken character lost (the
/// bytes `C3 28` read as `�(`, `E2 80 5B` as `�[`).
public struct UnbalancedBracketsRule: Rule {
    public init() {}
    public var id: String { "unbalanced-brackets" }
    public var summary: String { "Every ( and [ has its closing partner." }
    public var category: RuleCategory { .punctuation }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        let tokens = p.tokens
        var open: [(index: Int, byte: UInt8)] = []
        var unmatched: [Int] = []
        for i in tokens.indices where tokens[i].kind == .punctuation && tokens[i].range.count == 1 {
            let c = p.bytes[tokens[i].range.lowerBound]
            switch c {
            case 0x28, 0x5B:
                open.append((i, c))
            case 0x29, 0x5D:
                if isLabelOrEmoticon(p, i) { continue }
                let partner: UInt8 = c == 0x29 ? 0x28 : 0x5B
                if let last = open.last, last.byte == partner {
                    open.removeLast()
                } else if let last = open.last, last.byte == (partner == 0x28 ? 0x5B : 0x28) {
                    // A half-open interval: `[0, 1)`, `(0, 100]`.
                    open.removeLast()
                } else if let k = open.lastIndex(where: { $0.byte == partner }) {
                    unmatched.append(contentsOf: open[(k + 1)...].map(\.index))
                    open.removeSubrange(k...)
                } else {
                    unmatched.append(i)
                }
            default:
                continue
            }
        }
        unmatched.append(contentsOf: open.map(\.index))
        for i in unmatched.sorted() where !followsReplacement(p.bytes, tokens[i].range.lowerBound) {
            let mark = p.string(tokens[i])
            findings.append(context.finding(self, tokens[i].range, .message(mark)))
        }
    }

    /// Whether U+FFFD, the character a decoder puts for bytes it could not read, ends right before `offset`.
    private func followsReplacement(_ bytes: [UInt8], _ offset: Int) -> Bool {
        offset >= 3 && bytes[offset - 3] == 0xEF && bytes[offset - 2] == 0xBF && bytes[offset - 1] == 0xBD
    }

    /// `1)` or `a)` starting a line, or `:)` / `;)` / `:-)`.
    private func isLabelOrEmoticon(_ p: Paragraph, _ i: Int) -> Bool {
        guard i > 0 else { return false }
        let previous = p.tokens[i - 1]
        let text = p.string(previous)
        if text == ":" || text == ";" || text == "=" { return true }
        // `:-)`, but not the closing parenthesis of `(de-)serialization`.
        if text == "-" { return i > 1 && [":", ";", "="].contains(p.string(p.tokens[i - 2])) }
        if previous.kind == .number || previous.kind == .word && previous.range.count <= 2 {
            var j = i - 2
            while j >= 0, p.tokens[j].kind == .space { j -= 1 }
            return j < 0 || p.tokens[j].kind == .newline
        }
        return false
    }
}

extension String {
    fileprivate static func message(_ mark: String) -> String {
        "“\(mark)” has no matching partner."
    }
}
