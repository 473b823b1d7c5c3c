/// Lexical steps of BibTeX on UTF-8 bytes.
enum BibTeXSyntax {
    /// One step through an entry's body: a field `name = value # value`, or
    /// a stretch that is not one (the key, a stray character).
    struct Field {
        /// The field name, lowercased; nil when the stretch is not a field.
        var name: String?
        /// The inside of the value when it is one braced or quoted string.
        var braced: Range<Int>?
        /// The offset after the stretch (always past its start).
        var end: Int
    }

    /// Reads the field or stretch at `i`, inside an entry that `close` ends.
    static func field(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, close: UInt8) -> Field {
        var j = i
        while j < end, Bytes.isAlphanumeric(b[j]) || b[j] == 0x5F || b[j] == 0x2D || b[j] == 0x2E || b[j] == 0x3A { j += 1 }
        guard j > i else { return Field(end: i + 1) }
        let name = String(decoding: UnsafeBufferPointer(rebasing: b[i..<j]), as: UTF8.self).lowercased()
        var k = skipWhitespace(b, j, end)
        guard k < end, b[k] == 0x3D else { return Field(end: j) }
        k = skipWhitespace(b, k + 1, end)
        var braced: Range<Int>?
        var parts = 0
        while k < end {
            let start = k
            if b[k] == 0x7B {
                k = groupEnd(b, k, end)
                braced = (start + 1)..<max(start + 1, k - 1)
            } else if b[k] == 0x22 {
                k = quotedEnd(b, k, end)
                braced = (start + 1)..<max(start + 1, k - 1)
            } else {
                while k < end, b[k] != 0x23, b[k] != 0x2C, b[k] != close, !Bytes.isWhitespace(b[k]) { k += 1 }
                braced = nil
            }
            parts += 1
            k = skipWhitespace(b, k, end)
            guard k < end, b[k] == 0x23 else { break }
            k = skipWhitespace(b, k + 1, end)
        }
        return Field(name: name, braced: parts == 1 ? braced : nil, end: max(k, i + 1))
    }

    /// The offset after the group opened at `i` (`{` or `(`), counting nested braces; `end` when unclosed.
    static func groupEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        let open = b[i]
        let close: UInt8 = open == 0x28 ? 0x29 : 0x7D
        var depth = 0
        var j = i
        while j < end {
            let c = b[j]
            if c == 0x5C {
                j += 2
                continue
            }
            if c == open || (c == 0x7B && open == 0x28) {
                depth += 1
            } else if c == close || (c == 0x7D && open == 0x28) {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return end
    }

    /// The offset after the quoted string at `i` (`"…"`; quotes inside braces do not end it).
    static func quotedEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var depth = 0
        var j = i + 1
        while j < end {
            let c = b[j]
            if c == 0x5C {
                j += 2
                continue
            }
            if c == 0x7B { depth += 1 } else if c == 0x7D { depth = max(0, depth - 1) } else if c == 0x22, depth == 0 { return j + 1 }
            j += 1
        }
        return end
    }

    /// The word (up to blanks) around offset `i` of `range`.
    static func word(around i: Int, in b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = i
        while start > range.lowerBound, !Bytes.isWhitespace(b[start - 1]) { start -= 1 }
        var stop = i + 1
        while stop < range.upperBound, !Bytes.isWhitespace(b[stop]) { stop += 1 }
        return start..<stop
    }

    private static func skipWhitespace(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var j = i
        while j < end, Bytes.isWhitespace(b[j]) { j += 1 }
        return j
    }
}
