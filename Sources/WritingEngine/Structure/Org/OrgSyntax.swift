/// Line-level syntax of Org. Lines are trimmed ranges of UTF-8 bytes.
enum OrgSyntax {
    /// The end of a list marker (`-`, `+`, `*` when indented, `1.`, `1)`,
    /// `a.`) with its checkbox (`[ ]`, `[X]`, `[-]`) and the space after them.
    static func listMarker(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>, atLineStart: Bool) -> Int? {
        let i = text.lowerBound
        let c = b[i]
        var j = i + 1
        if c == 0x2D || c == 0x2B || (c == 0x2A && !atLineStart) {
        } else if Bytes.isDigit(c) || Bytes.isLetter(c) {
            while j < text.upperBound, j - i < 9, Bytes.isDigit(b[j]) && Bytes.isDigit(c) { j += 1 }
            guard j < text.upperBound, b[j] == 0x2E || b[j] == 0x29 else { return nil }
            j += 1
        } else {
            return nil
        }
        guard j == text.upperBound || b[j] == Bytes.space else { return nil }
        j = Bytes.skipSpaces(b, j, text.upperBound)
        if j + 2 < text.upperBound, b[j] == 0x5B, b[j + 2] == 0x5D, j + 3 == text.upperBound || b[j + 3] == Bytes.space {
            j = Bytes.skipSpaces(b, j + 3, text.upperBound)
        }
        return j
    }

    /// The prose of a list item's first line: `term :: definition` gives the
    /// term and the definition (`::` is reported to `markup`), anything else the whole line.
    static func descriptionItem(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>, markup: (Range<Int>) -> Void) -> [Range<Int>] {
        guard !text.isEmpty else { return [] }
        guard let marker = Bytes.find(b, " ::", from: text.lowerBound, to: text.upperBound),
            marker + 3 == text.upperBound || b[marker + 3] == Bytes.space
        else { return [text] }
        markup((marker + 1)..<(marker + 3))
        let definition = Bytes.skipSpaces(b, marker + 3, text.upperBound)
        let term = text.lowerBound..<Bytes.trimEnd(b, text.lowerBound, marker)
        return [term, definition..<text.upperBound].filter { !$0.isEmpty }
    }

    /// Where the tags `:tag:other:` that end a headline start, if it has any.
    static func tagsStart(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Int? {
        var j = text.upperBound - 1
        while j > text.lowerBound {
            let c = b[j - 1]
            if Bytes.isWhitespace(c) { return j < text.upperBound - 1 && b[j] == 0x3A ? j : nil }
            guard Bytes.isIdentifier(c) || c == 0x3A || c == 0x40 || c == 0x23 || c == 0x25 else { return nil }
            j -= 1
        }
        return nil
    }
}
