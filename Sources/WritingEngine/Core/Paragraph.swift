/// One unit of prose handed to the rules: a paragraph, heading, list item,
/// table cell or comment, with its tokens.
///
/// Offsets are UTF-8 byte offsets into `bytes`. Protected spans inside the
/// unit (inline code, URLs, math) appear as single `.masked` tokens.
public struct Paragraph: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]

    /// Sentences as half-open ranges of token indices, found once (several
    /// rules ask). A sentence ends after `.`, `!`, `?` or `…` (plus closing
    /// quotes/brackets) followed by a blank, unless the period ends a known
    /// abbreviation.
    public let sentences: [Range<Int>]

    public init(bytes: [UInt8], tokens: [Token]) {
        self.bytes = bytes
        self.tokens = tokens
        self.sentences = Self.findSentences(bytes, tokens)
    }

    /// Tokenizes `text` with no masks.
    public init(_ text: String) {
        let bytes = Array(text.utf8)
        self.init(bytes: bytes, tokens: Tokenizer.tokenize(bytes))
    }

    /// The text of a byte range.
    public func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The text of a token.
    public func string(_ token: Token) -> String { string(token.range) }

    /// The text of the token at `index`.
    public func string(at index: Int) -> String { string(tokens[index].range) }

    /// Whether the token at `index` is a word equal to `word`, ignoring ASCII case.
    public func word(at index: Int, is word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .word else { return false }
        let range = tokens[index].range
        guard range.count == word.utf8CodeUnitCount else { return false }
        let p = word.utf8Start
        var k = 0
        for i in range {
            let a = bytes[i]
            let b = p[k]
            if a != b && (a | 0x20) != (b | 0x20) { return false }
            if a != b && !Tokenizer.isASCIILetter(a) { return false }
            k += 1
        }
        return true
    }

    /// Index of the next token after `index` that is not blank, or `nil`.
    public func nextNonBlank(after index: Int) -> Int? {
        var i = index + 1
        while i < tokens.count {
            if !tokens[i].isBlank { return i }
            i += 1
        }
        return nil
    }

    /// Index of the previous token before `index` that is not blank, or `nil`.
    public func previousNonBlank(before index: Int) -> Int? {
        var i = index - 1
        while i >= 0 {
            if !tokens[i].isBlank { return i }
            i -= 1
        }
        return nil
    }

    private static func findSentences(_ bytes: [UInt8], _ tokens: [Token]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            if t.kind == .punctuation, isSentenceEnd(at: i, bytes, tokens) {
                var end = i + 1
                while end < tokens.count, tokens[end].kind == .punctuation, isCloser(tokens[end], bytes) { end += 1 }
                if end >= tokens.count || tokens[end].isBlank {
                    result.append(start..<end)
                    start = end
                    i = end
                    continue
                }
            }
            i += 1
        }
        if start < tokens.count { result.append(start..<tokens.count) }
        return result.filter { r in r.contains { !tokens[$0].isBlank } }
    }

    private static func isSentenceEnd(at i: Int, _ bytes: [UInt8], _ tokens: [Token]) -> Bool {
        let r = tokens[i].range
        let c = bytes[r.lowerBound]
        if r.count == 1 {
            if c == 0x21 || c == 0x3F { return true }
            guard c == 0x2E else { return false }
            if i > 0, tokens[i - 1].kind == .word,
                Paragraph.abbreviations.contains(String(decoding: bytes[tokens[i - 1].range], as: UTF8.self).lowercased())
            {
                return false
            }
            return true
        }
        return r.count == 3 && c == 0xE2 && bytes[r.lowerBound + 2] == 0xA6  // …
    }

    private static func isCloser(_ t: Token, _ bytes: [UInt8]) -> Bool {
        let c = bytes[t.range.lowerBound]
        if t.range.count == 1 { return c == 0x22 || c == 0x27 || c == 0x29 || c == 0x5D }
        return t.range.count == 3 && c == 0xE2 && (bytes[t.range.lowerBound + 2] == 0x9D || bytes[t.range.lowerBound + 2] == 0x99)
    }

    static let abbreviations: Set<String> = [
        "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "vs", "etc", "approx", "dept", "est", "fig", "inc", "ltd",
        "no", "vol", "cf", "al", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    ]
}
