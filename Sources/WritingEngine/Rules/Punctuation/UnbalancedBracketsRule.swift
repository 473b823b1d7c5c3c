/// A parenthesis or square bracket without its partner in the same paragraph.
///
/// List labels (`1)`, `a)`) and emoticons (`:)`) are not counted. A bracket
/// right after a character that did not decode (U+FFFD) pairs as usual but
/// is not reported alone: it may be the byte a broken character lost (the
/// bytes `C3 28` read as `�(`, `E2 80 5B` as `�[`). The scan is linear:
/// brackets nested deeper than `deepest` are not text but data (a generated
/// file, a minified expression), so the paragraph gets one finding where the
/// nesting passes the limit and the rest of it is not checked; and a
/// paragraph with more than `mostReported` brackets left unpaired gets one
/// finding, at the first, that counts them.
public struct UnbalancedBracketsRule: Rule {
    /// The deepest nesting checked.
    static let deepest = 64
    /// The most unpaired brackets reported one by one in a paragraph.
    static let mostReported = 8

    public init() {}
    public var id: String { "unbalanced-brackets" }
    public var summary: String { "Every ( and [ has its closing partner." }
    public var category: RuleCategory { .punctuation }
    public func runs(on language: LanguageTag) -> Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        let tokens = p.tokens
        var open: [(index: Int, byte: UInt8)] = []
        var unmatched: [Int] = []
        for i in tokens.indices where tokens[i].kind == .punctuation && tokens[i].range.count == 1 {
            let c = p.bytes[tokens[i].range.lowerBound]
            switch c {
            case 0x28, 0x5B:
                guard open.count < Self.deepest else {
                    findings.append(context.finding(self, tokens[i].range, .tooDeep(Self.deepest)))
                    return
                }
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
        unmatched = unmatched.sorted().filter { !followsReplacement(p.bytes, tokens[$0].range.lowerBound) }
        if unmatched.count > Self.mostReported {
            let first = tokens[unmatched[0]]
            findings.append(context.finding(self, first.range, .message(p.string(first), others: unmatched.count - 1)))
            return
        }
        for i in unmatched {
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

    fileprivate static func message(_ mark: String, others: Int) -> String {
        "“\(mark)” has no matching partner, nor have \(others) other brackets of this paragraph."
    }

    fileprivate static func tooDeep(_ depth: Int) -> String {
        "Brackets nested more than \(depth) deep; the brackets of this paragraph are not checked."
    }
}
