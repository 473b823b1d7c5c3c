/// Lexical steps of Typst on UTF-8 bytes: names, strings, math, raw and labels.
enum TypstSyntax {
    /// The end of the identifier at `i` (letters, digits, `_`, `-`; not
    /// starting with a digit or `-`), or `i` when there is none.
    static func nameEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        guard i < end, Bytes.isLetter(b[i]) || b[i] == 0x5F || b[i] >= 0x80 else { return i }
        var j = i + 1
        while j < end, Bytes.isIdentifier(b[j]) || b[j] == 0x2D { j += 1 }
        while j > i + 1, b[j - 1] == 0x2D { j -= 1 }
        return j
    }

    /// The end of the string literal at `i` (`"…"`, with escapes), or `end`.
    static func stringEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var j = i + 1
        while j < end {
            if b[j] == 0x5C {
                j += 2
                continue
            }
            if b[j] == 0x22 { return j + 1 }
            j += 1
        }
        return end
    }

    /// The end of the math at `i` (`$…$`, with escapes), or `end`.
    static func mathEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var j = i + 1
        while j < end {
            if b[j] == 0x5C {
                j += 2
                continue
            }
            if b[j] == 0x24 { return j + 1 }
            j += 1
        }
        return end
    }

    /// The end of a run of at least `count` backticks at or after `i`, or `end`.
    static func backticks(_ b: UnsafeBufferPointer<UInt8>, count: Int, from i: Int, end: Int) -> Int {
        var j = i
        while j < end {
            guard b[j] == 0x60 else {
                j += 1
                continue
            }
            var n = j
            while n < end, b[n] == 0x60 { n += 1 }
            if n - j >= count { return n }
            j = n
        }
        return end
    }

    /// The end of a label `<name>` at `i` (letters, digits, `_-.:`), or nil.
    static func labelEnd(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        var j = i + 1
        while j < end, Bytes.isIdentifier(b[j]) || b[j] == 0x2D || b[j] == 0x2E || b[j] == 0x3A { j += 1 }
        return j > i + 1 && j < end && b[j] == 0x3E ? j + 1 : nil
    }
}
