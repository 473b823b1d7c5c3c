/// Byte classes and small lexing steps shared by the format scanners. All
/// positions are UTF-8 byte offsets.
enum Bytes {
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09

    @inline(__always) static func isSpaceOrTab(_ c: UInt8) -> Bool { c == space || c == tab }
    @inline(__always) static func isLineEnd(_ c: UInt8) -> Bool { c == newline || c == carriageReturn }
    /// Space, tab, line feed, carriage return, form feed, vertical tab.
    @inline(__always) static func isWhitespace(_ c: UInt8) -> Bool { c == space || (c >= 0x09 && c <= 0x0D) }
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    @inline(__always) static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    @inline(__always) static func isAlphanumeric(_ c: UInt8) -> Bool { isLetter(c) || isDigit(c) }
    /// A byte of an identifier: ASCII letter, digit, `_`, or any non-ASCII byte.
    @inline(__always) static func isIdentifier(_ c: UInt8) -> Bool { isAlphanumeric(c) || c == 0x5F || c >= 0x80 }
    /// ASCII punctuation as CommonMark defines it.
    @inline(__always) static func isASCIIPunctuation(_ c: UInt8) -> Bool {
        (c >= 0x21 && c <= 0x2F) || (c >= 0x3A && c <= 0x40) || (c >= 0x5B && c <= 0x60) || (c >= 0x7B && c <= 0x7E)
    }

    /// True when `range` stands inside a word, within `limits`: a letter or
    /// digit on both sides, or on one side with a hyphen or apostrophe on the
    /// other (`the *n*th`, `**wt**-lsp`).
    static func isInsideWord(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, within limits: Range<Int>) -> Bool {
        guard range.lowerBound > limits.lowerBound, range.upperBound < limits.upperBound else { return false }
        let left = scalar(before: range.lowerBound, in: b, start: limits.lowerBound)
        let right = scalar(at: range.upperBound, in: b, end: limits.upperBound).0
        let isWord = { (c: Unicode.Scalar) in c.properties.isAlphabetic || c.isASCII && isDigit(UInt8(c.value)) }
        let isJoiner = { (c: Unicode.Scalar) in c == "-" || c == "'" || c == "’" }
        return isWord(left) && (isWord(right) || isJoiner(right)) || isJoiner(left) && isWord(right)
    }

    /// The end of the line that holds `i` (the offset of its `\n` or `\r\n`, or `end`).
    static func lineEnd(_ b: UnsafeBufferPointer<UInt8>, from i: Int, end: Int) -> Int {
        var j = i
        while j < end, b[j] != newline { j += 1 }
        if j > i, b[j - 1] == carriageReturn { j -= 1 }
        return j
    }

    /// The start of the line after the one ending at `lineEnd` (past `\n` or `\r\n`).
    static func nextLine(_ b: UnsafeBufferPointer<UInt8>, after lineEnd: Int, end: Int) -> Int {
        var j = lineEnd
        if j < end, b[j] == carriageReturn { j += 1 }
        if j < end, b[j] == newline { j += 1 }
        return j
    }

    /// `i` advanced past spaces and tabs, not past `end`.
    static func skipSpaces(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var j = i
        while j < end, isSpaceOrTab(b[j]) { j += 1 }
        return j
    }

    /// `end` moved back over trailing whitespace, not before `start`.
    static func trimEnd(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var j = end
        while j > start, isWhitespace(b[j - 1]) { j -= 1 }
        return j
    }

    /// True when the bytes at `i` are `literal` (ASCII, case-insensitive when `caseInsensitive`).
    static func hasPrefix(
        _ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, _ literal: StaticString, caseInsensitive: Bool = false
    ) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard i + count <= end else { return false }
        let p = literal.utf8Start
        for k in 0..<count {
            let c = b[i + k]
            let l = p[k]
            if c != l && !(caseInsensitive && isLetter(c) && (c | 0x20) == (l | 0x20)) { return false }
        }
        return true
    }

    /// Where `literal` next occurs at or after `i`, before `end`.
    static func find(_ b: UnsafeBufferPointer<UInt8>, _ literal: StaticString, from i: Int, to end: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let first = literal.utf8Start[0]
        var j = i
        while j + count <= end {
            if b[j] == first, hasPrefix(b, j, end, literal) { return j }
            j += 1
        }
        return nil
    }

    /// The Unicode scalar that starts at `i` (or U+FFFD), and its byte length.
    static func scalar(at i: Int, in b: UnsafeBufferPointer<UInt8>, end: Int) -> (Unicode.Scalar, Int) {
        let c = b[i]
        if c < 0x80 { return (Unicode.Scalar(c), 1) }
        let length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1
        guard length > 1, i + length <= end else { return ("\u{FFFD}", 1) }
        var value = UInt32(c) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length { value = value << 6 | UInt32(b[i + k] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The Unicode scalar that ends just before `i`.
    static func scalar(before i: Int, in b: UnsafeBufferPointer<UInt8>, start: Int) -> Unicode.Scalar {
        var j = i - 1
        while j > start, b[j] & 0xC0 == 0x80, i - j < 4 { j -= 1 }
        return scalar(at: j, in: b, end: i).0
    }
}
