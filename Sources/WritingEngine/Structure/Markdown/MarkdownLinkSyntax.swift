/// Link syntax shared by reference definitions (block phase) and links
/// (inline phase): labels, destinations, titles. Positions are offsets in a
/// paragraph's text, where lines are joined by `\n`.
enum MarkdownLinkSyntax {
    /// Longest link label CommonMark accepts.
    static let maxLabelLength = 999

    /// The end (past `]`) of the link label starting with `[` at `i`; nil
    /// when it is not one (unescaped `[`, too long, unclosed).
    static func label(_ v: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int) -> Int? {
        guard i < n, v[i] == 0x5B else { return nil }
        var j = i + 1
        while j < n, j - i <= maxLabelLength + 1 {
            switch v[j] {
            case 0x5C: j += (j + 1 < n && Bytes.isASCIIPunctuation(v[j + 1])) ? 2 : 1
            case 0x5B: return nil
            case 0x5D: return j + 1
            default: j += 1
            }
        }
        return nil
    }

    /// `i` past spaces and tabs and at most one line ending.
    static func skipSpaceAndNewline(_ v: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int) -> Int {
        var j = Bytes.skipSpaces(v, i, n)
        if j < n, v[j] == Bytes.newline { j = Bytes.skipSpaces(v, j + 1, n) }
        return j
    }

    /// The end of the link destination at `i` (`<…>` or a run without spaces
    /// with balanced parentheses, at most 32 deep); may be `i` (empty).
    static func destination(_ v: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int) -> Int? {
        guard i < n else { return i }
        if v[i] == 0x3C {
            var j = i + 1
            while j < n {
                switch v[j] {
                case 0x5C: j += (j + 1 < n && Bytes.isASCIIPunctuation(v[j + 1])) ? 2 : 1
                case 0x3E: return j + 1
                case 0x3C, Bytes.newline: return nil
                default: j += 1
                }
            }
            return nil
        }
        var depth = 0
        var j = i
        loop: while j < n {
            let c = v[j]
            switch c {
            case 0x5C: j += (j + 1 < n && Bytes.isASCIIPunctuation(v[j + 1])) ? 2 : 1
            case 0x28:
                depth += 1
                if depth > 32 { return nil }
                j += 1
            case 0x29:
                if depth == 0 { break loop }
                depth -= 1
                j += 1
            default:
                if c <= 0x20 || c == 0x7F { break loop }
                j += 1
            }
        }
        return depth == 0 ? j : nil
    }

    /// The end of the link title at `i` (`"…"`, `'…'` or `(…)`). A failed
    /// search for a closing quote is remembered in `memo`.
    static func title(_ v: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int, memo: inout SearchMemo) -> Int? {
        guard i < n else { return nil }
        let open = v[i]
        let close: UInt8
        switch open {
        case 0x22, 0x27: close = open
        case 0x28: close = 0x29
        default: return nil
        }
        let key: SearchMemo.Key = open == 0x22 ? .doubleQuote : open == 0x27 ? .singleQuote : .paren
        if memo.failed(key, from: i + 1) { return nil }
        var j = i + 1
        while j < n {
            let c = v[j]
            if c == 0x5C {
                j += (j + 1 < n && Bytes.isASCIIPunctuation(v[j + 1])) ? 2 : 1
            } else if c == close {
                return j + 1
            } else if open == 0x28 && c == 0x28 {
                return nil
            } else {
                j += 1
            }
        }
        memo.fail(key, from: i + 1)
        return nil
    }

    /// The normalized form of a label's content: whitespace collapsed, case folded.
    static func normalize(_ v: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        var pendingSpace = false
        var ascii = true
        for k in range {
            let c = v[k]
            if Bytes.isWhitespace(c) {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(Bytes.space) }
                pendingSpace = false
                ascii = ascii && c < 0x80
                bytes.append(c >= 0x41 && c <= 0x5A ? c | 0x20 : c)
            }
        }
        if ascii { return String(decoding: bytes, as: UTF8.self) }
        let folded = String(decoding: bytes, as: UTF8.self).lowercased()
        return folded.contains("ß") ? folded.split(separator: "ß", omittingEmptySubsequences: false).joined(separator: "ss") : folded
    }

    /// The link reference definition at `p` (the start of a line): its end
    /// (past the line ending) and its label's content; nil when there is none.
    static func definition(_ v: UnsafeBufferPointer<UInt8>, _ p: Int, _ n: Int, memo: inout SearchMemo) -> (end: Int, label: Range<Int>)? {
        guard let labelEnd = label(v, p, n), labelEnd < n, v[labelEnd] == 0x3A else { return nil }
        let content = (p + 1)..<(labelEnd - 1)
        guard content.contains(where: { !Bytes.isWhitespace(v[$0]) }), v[p + 1] != 0x5E else { return nil }
        let destStart = skipSpaceAndNewline(v, labelEnd + 1, n)
        guard destStart < n, let destEnd = destination(v, destStart, n), destEnd > destStart else { return nil }
        func lineEnd(_ k: Int) -> Int? {
            let j = Bytes.skipSpaces(v, k, n)
            if j == n { return n }
            return v[j] == Bytes.newline ? j + 1 : nil
        }
        let titleStart = skipSpaceAndNewline(v, destEnd, n)
        if titleStart > destEnd, let titleEnd = title(v, titleStart, n, memo: &memo), let end = lineEnd(titleEnd) {
            return (end, content)
        }
        guard let end = lineEnd(destEnd) else { return nil }
        return (end, content)
    }
}

/// Remembers where a search for a closing delimiter found none, so that a
/// later search for the same delimiter from further on fails at once (this
/// keeps scanning linear on unclosed delimiters).
struct SearchMemo {
    enum Key: Int, CaseIterable {
        case doubleQuote, singleQuote, paren, dollar, doubleDollar, parenMath, bracketMath
        case commentEnd, processingEnd, cdataEnd, declarationEnd
    }
    /// Per key, the offset from which a search failed (`Int.max`: none yet); inline storage, no allocation.
    private var failedFrom = (
        Int.max, Int.max, Int.max, Int.max, Int.max, Int.max, Int.max, Int.max, Int.max, Int.max, Int.max
    )

    func failed(_ key: Key, from i: Int) -> Bool {
        withUnsafeBytes(of: failedFrom) { i >= $0.load(fromByteOffset: key.rawValue * MemoryLayout<Int>.stride, as: Int.self) }
    }

    mutating func fail(_ key: Key, from i: Int) {
        withUnsafeMutableBytes(of: &failedFrom) { raw in
            let offset = key.rawValue * MemoryLayout<Int>.stride
            raw.storeBytes(of: min(i, raw.load(fromByteOffset: offset, as: Int.self)), toByteOffset: offset, as: Int.self)
        }
    }
}
