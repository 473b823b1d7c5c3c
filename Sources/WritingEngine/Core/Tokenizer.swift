/// Splits UTF-8 text into tokens in one pass over its bytes.
///
/// Non-ASCII letters are treated as letters; typographic punctuation (curly
/// quotes, dashes, ellipsis, non-breaking space) is recognised by its bytes.
public enum Tokenizer {
    /// Tokenizes `bytes`, turning each `masks` range (sorted, non-overlapping,
    /// relative to `bytes`) into one `.masked` token.
    public static func tokenize(_ bytes: [UInt8], masks: [Range<Int>]) -> [Token] {
        tokenize(bytes, masks: masks.map { ($0, TokenKind.masked) })
    }

    /// Tokenizes `bytes`, turning each `masks` range (sorted, non-overlapping,
    /// relative to `bytes`) into one token of the given kind (`.masked` for a
    /// protected span, `.space` for markup between the lines of one paragraph).
    public static func tokenize(_ bytes: [UInt8], masks: [(range: Range<Int>, kind: TokenKind)] = []) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 3)
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for mask in masks {
                let lower = max(mask.range.lowerBound, start)
                let upper = min(mask.range.upperBound, buffer.count)
                guard lower < upper else { continue }
                scan(buffer, start..<lower, into: &tokens)
                tokens.append(Token(kind: mask.kind, range: lower..<upper))
                start = upper
            }
            scan(buffer, start..<buffer.count, into: &tokens)
        }
        return tokens
    }

    private static func scan(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into tokens: inout [Token]) {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let c = b[i]
            let start = i
            if c == 0x20 || c == 0x09 || isNonBreakingSpace(b, i, end) {
                while i < end {
                    if b[i] == 0x20 || b[i] == 0x09 { i += 1 } else if isNonBreakingSpace(b, i, end) { i += 2 } else { break }
                }
                tokens.append(Token(kind: .space, range: start..<i))
            } else if c == 0x0A {
                tokens.append(Token(kind: .newline, range: i..<(i + 1)))
                i += 1
            } else if c == 0x0D {
                i += (i + 1 < end && b[i + 1] == 0x0A) ? 2 : 1
                tokens.append(Token(kind: .newline, range: start..<i))
            } else if let urlEnd = matchURL(b, i, end) {
                tokens.append(Token(kind: .url, range: i..<urlEnd))
                i = urlEnd
            } else if let pathEnd = matchRootedPath(b, i, end) {
                tokens.append(Token(kind: .path, range: i..<pathEnd))
                i = pathEnd
            } else if isWordStart(b, i, end) || c == 0x5F {
                i = scanWordLike(b, i, end, into: &tokens)
            } else if isDigit(c) {
                i = scanNumber(b, i, end)
                tokens.append(Token(kind: .number, range: start..<i))
            } else {
                let length = max(1, utf8Length(c))
                i = min(end, i + length)
                let kind: TokenKind = isPunctuation(b, start, i) ? .punctuation : .symbol
                tokens.append(Token(kind: kind, range: start..<i))
            }
        }
    }

    /// Scans a word, identifier, e-mail, path or abbreviation starting at `start`.
    private static func scanWordLike(
        _ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, into tokens: inout [Token]
    ) -> Int {
        var i = start
        var hasDigit = false
        var hasUnderscore = false
        var hasInnerUpper = false
        var hasLower = false
        var previousLower = false
        var hasDot = false
        var hasSlash = false
        var hasAt = false
        var singleLetterSegments = true
        var segmentLength = 0
        while i < end {
            let c = b[i]
            if isASCIILetter(c) || c >= 0x80 && isLetterAt(b, i, end) {
                let upper = c >= 0x41 && c <= 0x5A
                if upper && previousLower { hasInnerUpper = true }
                previousLower = c >= 0x61 && c <= 0x7A
                if previousLower { hasLower = true }
                i = min(end, i + (c >= 0x80 ? utf8Length(c) : 1))  // a cut-off scalar ends at the range end
                segmentLength += 1
            } else if isDigit(c) {
                hasDigit = true
                previousLower = false
                i += 1
                segmentLength += 1
            } else if c == 0x5F {
                hasUnderscore = true
                i += 1
            } else if (c == 0x27 || isRightSingleQuote(b, i, end)) && followedByLetter(b, i + (c == 0x27 ? 1 : 3), end)
                && i > start
            {
                i += c == 0x27 ? 1 : 3
                previousLower = false
            } else if c == 0x2D && i > start && followedByLetterOrDigit(b, i + 1, end) {
                i += 1
                previousLower = false
            } else if (c == 0x2E || c == 0x2F || c == 0x40 || c == 0x3A && hasSlash) && followedByLetterOrDigit(b, i + 1, end)
                && i > start
            {
                if c == 0x2E {
                    hasDot = true
                    if segmentLength > 1 { singleLetterSegments = false }
                }
                if c == 0x2F { hasSlash = true }
                if c == 0x40 { hasAt = true }
                segmentLength = 0
                i += 1
                previousLower = false
            } else {
                break
            }
        }
        if segmentLength > 1 { singleLetterSegments = false }
        // `e.g.`, `U.S.`: single letters separated by dots, closing dot included.
        if hasDot && !hasSlash && !hasAt && singleLetterSegments && !hasDigit {
            if i < end && b[i] == 0x2E { i += 1 }
            tokens.append(Token(kind: .abbreviation, range: start..<i))
            return i
        }
        let kind: TokenKind
        if hasAt && hasDot {
            kind = .email
        } else if hasSlash {
            kind = .path
        } else if hasDot || hasUnderscore || hasAt || hasDigit || (hasInnerUpper && hasLower) {
            kind = .identifier
        } else {
            kind = .word
        }
        tokens.append(Token(kind: kind, range: start..<i))
        return i
    }

    private static func scanNumber(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        var i = start
        while i < end {
            let c = b[i]
            if isDigit(c) || isASCIILetter(c) {
                i += 1
            } else if (c == 0x2E || c == 0x2C || c == 0x3A) && i + 1 < end && isDigit(b[i + 1]) {
                i += 1
            } else {
                break
            }
        }
        return i
    }

    private static func matchURL(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        guard isASCIILetter(b[i]) else { return nil }
        // scheme://
        var j = i
        while j < end && j - i < 12 && (isASCIILetter(b[j]) || b[j] == 0x2B || b[j] == 0x2D || b[j] == 0x2E) { j += 1 }
        var matched = false
        if j + 2 < end && b[j] == 0x3A && b[j + 1] == 0x2F && b[j + 2] == 0x2F && j > i {
            matched = true
        } else if hasPrefix(b, i, end, "www.") || hasPrefix(b, i, end, "mailto:") {
            matched = true
        }
        guard matched else { return nil }
        var k = i
        while k < end {
            let c = b[k]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x3C || c == 0x3E || c == 0x22 { break }
            k += 1
        }
        // Trailing punctuation belongs to the sentence, unless it closes a bracket opened inside.
        // (The first `(` is found once: looking for it at each `)` would be quadratic in `))))…`.)
        var firstOpen = i
        while firstOpen < k && b[firstOpen] != 0x28 { firstOpen += 1 }
        while k > i {
            let c = b[k - 1]
            if c == 0x2E || c == 0x2C || c == 0x3B || c == 0x3A || c == 0x21 || c == 0x3F || c == 0x27 || c == 0x2A || c == 0x5F {
                k -= 1
            } else if c == 0x29 && firstOpen >= k - 1 {
                k -= 1
            } else {
                break
            }
        }
        return k > i + 4 ? k : nil
    }

    /// `/usr/bin`, `./x`, `../x`, `~/x` — a path that starts at its root.
    private static func matchRootedPath(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        let c = b[i]
        var j = i
        if c == 0x2F {
            j = i + 1
        } else if c == 0x7E && i + 1 < end && b[i + 1] == 0x2F {
            j = i + 2
        } else if c == 0x2E && i + 1 < end && b[i + 1] == 0x2F {
            j = i + 2
        } else if c == 0x2E && i + 2 < end && b[i + 1] == 0x2E && b[i + 2] == 0x2F {
            j = i + 3
        } else {
            return nil
        }
        if i > 0 {
            let p = b[i - 1]
            if isASCIILetter(p) || isDigit(p) { return nil }
        }
        guard j < end, isASCIILetter(b[j]) || isDigit(b[j]) || b[j] == 0x2E || b[j] == 0x5F else { return nil }
        var k = j
        while k < end {
            let d = b[k]
            if isASCIILetter(d) || isDigit(d) || d == 0x2F || d == 0x2E || d == 0x5F || d == 0x2D || d == 0x7E || d == 0x2B {
                k += 1
            } else {
                break
            }
        }
        while k > j && (b[k - 1] == 0x2E) { k -= 1 }
        return k
    }

    // MARK: - Byte classes

    @inline(__always) static func isASCIILetter(_ c: UInt8) -> Bool { (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A }
    @inline(__always) static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    @inline(__always) static func utf8Length(_ lead: UInt8) -> Int {
        if lead < 0x80 { return 1 }
        if lead < 0xC0 { return 1 }  // stray continuation byte
        if lead < 0xE0 { return 2 }
        if lead < 0xF0 { return 3 }
        return 4
    }

    private static func isWordStart(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        let c = b[i]
        if isASCIILetter(c) { return true }
        return c >= 0x80 && isLetterAt(b, i, end)
    }

    /// Whether the non-ASCII scalar at `i` is a letter: anything that is not a
    /// known punctuation, space, symbol or emoji block.
    static func isLetterAt(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        let c = b[i]
        if c < 0xC0 { return false }
        if c == 0xC2 { return false }  // U+0080–U+00BF: nbsp, ©, «, ° …
        if c == 0xC3 { return i + 1 < end && b[i + 1] != 0x97 && b[i + 1] != 0xB7 }  // × ÷
        if c == 0xE2 || c == 0xE3 && i + 1 < end && b[i + 1] == 0x80 { return false }  // punctuation, symbols, CJK punctuation
        if c == 0xEF && i + 1 < end && (b[i + 1] == 0xBB || b[i + 1] == 0xBC || b[i + 1] == 0xBD) {
            return false  // BOM, full-width forms
        }
        if c >= 0xF0 { return false }  // emoji and other astral symbols
        return true
    }

    private static func isNonBreakingSpace(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        b[i] == 0xC2 && i + 1 < end && b[i + 1] == 0xA0
    }

    private static func isRightSingleQuote(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        b[i] == 0xE2 && i + 2 < end && b[i + 1] == 0x80 && b[i + 2] == 0x99
    }

    private static func followedByLetter(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        i < end && (isASCIILetter(b[i]) || b[i] >= 0x80 && isLetterAt(b, i, end))
    }

    private static func followedByLetterOrDigit(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        i < end && (isDigit(b[i]) || followedByLetter(b, i, end))
    }

    private static func isPunctuation(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        if end - start == 1 {
            switch b[start] {
            case 0x21, 0x22, 0x27, 0x28, 0x29, 0x2C, 0x2D, 0x2E, 0x3A, 0x3B, 0x3F, 0x5B, 0x5D, 0x7B, 0x7D: return true
            default: return false
            }
        }
        // U+2010–U+2027 (dashes, quotes, ellipsis), « » ¡ ¿
        if end - start == 3 && b[start] == 0xE2 && b[start + 1] == 0x80 { return b[start + 2] >= 0x90 && b[start + 2] <= 0xA7 }
        if end - start == 2 && b[start] == 0xC2 { return [0xAB, 0xBB, 0xA1, 0xBF].contains(b[start + 1]) }
        return false
    }

    private static func hasPrefix(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, _ prefix: StaticString) -> Bool {
        let n = prefix.utf8CodeUnitCount
        guard i + n <= end else { return false }
        let p = prefix.utf8Start
        for k in 0..<n where b[i + k] | 0x20 != p[k] | 0x20 { return false }
        return true
    }
}
