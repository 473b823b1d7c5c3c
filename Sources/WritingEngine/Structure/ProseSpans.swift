/// Finds spans inside prose that are not prose: URLs, e-mail addresses, file
/// paths, backticked code and code identifiers. Used by the plain text, git
/// commit, code comment and LaTeX scanners (Markdown has its own inline
/// scanner, which uses the URL and e-mail steps from here).
struct ProseSpans {
    /// What to look for.
    struct Options: OptionSet {
        let rawValue: Int
        static let urls = Options(rawValue: 1)
        static let emails = Options(rawValue: 2)
        static let paths = Options(rawValue: 4)
        static let backticks = Options(rawValue: 8)
        static let identifiers = Options(rawValue: 16)
        static let plainText: Options = [.urls, .emails, .paths]
        static let comments: Options = [.urls, .emails, .paths, .backticks, .identifiers]
    }

    /// Calls `emit` with each span found in `b[range]`, in order.
    static func scan(
        _ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, options: Options, emit: (Range<Int>, IgnoredKind) -> Void
    ) {
        var i = range.lowerBound
        let end = range.upperBound
        var emailSearchedTo = range.lowerBound
        var noSlashUntil = range.lowerBound
        while i < end {
            let c = b[i]
            let atWordStart = i == range.lowerBound || !isWordByte(b[i - 1])
            if c == 0x60, options.contains(.backticks) {
                var n = i
                while n < end, b[n] == 0x60 { n += 1 }
                let count = n - i
                if let close = closingBackticks(b, from: n, end: end, count: count) {
                    emit(i..<close, .inlineCode)
                    i = close
                } else {
                    i = n
                }
                continue
            }
            if atWordStart, Bytes.isLetter(c), options.contains(.urls), let urlEnd = url(b, i, end, stops: []) {
                emit(i..<urlEnd, .url)
                i = urlEnd
                continue
            }
            if atWordStart, i >= noSlashUntil, options.contains(.paths), let pathEnd = path(b, i, end, noSlashUntil: &noSlashUntil) {
                emit(i..<pathEnd, .path)
                i = pathEnd
                continue
            }
            if atWordStart, isWordByte(c) {
                var j = i
                while j < end, isWordByte(b[j]) || (b[j] == 0x2E || b[j] == 0x2D || b[j] == 0x2B) && j + 1 < end && isWordByte(b[j + 1]) {
                    j += 1
                }
                if options.contains(.emails), j < end, b[j] == 0x40, j >= emailSearchedTo, let emailEnd = emailDomain(b, j + 1, end) {
                    emit(i..<emailEnd, .email)
                    i = emailEnd
                    continue
                }
                emailSearchedTo = j
                if options.contains(.identifiers), let identifierEnd = identifier(b, i, end) {
                    emit(i..<identifierEnd, .code)
                    i = identifierEnd
                    continue
                }
                i = j
                continue
            }
            i += 1
        }
    }

    @inline(__always) static func isWordByte(_ c: UInt8) -> Bool { Bytes.isIdentifier(c) }

    private static func closingBackticks(_ b: UnsafeBufferPointer<UInt8>, from start: Int, end: Int, count: Int) -> Int? {
        var j = start
        while j < end {
            if b[j] == Bytes.newline, j + 1 < end, b[j + 1] == Bytes.newline { return nil }
            if b[j] == 0x60 {
                var n = j
                while n < end, b[n] == 0x60 { n += 1 }
                if n - j == count { return n }
                j = n
            } else {
                j += 1
            }
        }
        return nil
    }

    /// The end of a URL starting at `i`: `scheme://…` (scheme of 2–32
    /// letters, digits, `+.-`), `www.…` or `mailto:…`, without trailing
    /// punctuation or an unbalanced `)`. `stops` are extra bytes that end it.
    static func url(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, stops: [UInt8]) -> Int? {
        var j = i
        if Bytes.hasPrefix(b, i, end, "www.", caseInsensitive: true) {
            j = i + 4
        } else if Bytes.hasPrefix(b, i, end, "mailto:", caseInsensitive: true) {
            j = i + 7
        } else {
            while j < end, j - i < 33, Bytes.isAlphanumeric(b[j]) || b[j] == 0x2B || b[j] == 0x2E || b[j] == 0x2D { j += 1 }
            guard j - i >= 2, Bytes.hasPrefix(b, j, end, "://") else { return nil }
            j += 3
        }
        let bodyStart = j
        var open = 0
        var close = 0
        while j < end {
            let c = b[j]
            if Bytes.isWhitespace(c) || c == 0x3C || c == 0x3E || c == 0x60 || c == 0x22 || c < 0x20 || stops.contains(c) { break }
            if c == 0x28 { open += 1 } else if c == 0x29 { close += 1 }
            j += 1
        }
        while j > bodyStart {
            let c = b[j - 1]
            if c == 0x3F || c == 0x21 || c == 0x2E || c == 0x2C || c == 0x3A || c == 0x2A || c == 0x5F || c == 0x7E || c == 0x27
                || c == 0x3B
            {
                j -= 1
            } else if c == 0x29 && close > open {
                close -= 1
                j -= 1
            } else {
                break
            }
        }
        guard j > bodyStart, Bytes.isAlphanumeric(b[bodyStart]) || b[bodyStart] >= 0x80 || b[bodyStart] == 0x5B else { return nil }
        return j
    }

    /// The end of an e-mail address whose domain starts at `i` (after `@`).
    static func emailDomain(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        var j = i
        var lastDot = -1
        while j < end {
            let c = b[j]
            if Bytes.isAlphanumeric(c) || c == 0x2D || c == 0x5F {
                j += 1
            } else if c == 0x2E, j + 1 < end, Bytes.isAlphanumeric(b[j + 1]) {
                lastDot = j
                j += 1
            } else {
                break
            }
        }
        guard lastDot > i, j > lastDot + 1, b[j - 1] != 0x2D, b[j - 1] != 0x5F else { return nil }
        return j
    }

    /// The end of a file path at `i`: rooted (`/a/b`, `~/a`, `./a`, `../a`,
    /// `C:\a`), or relative with two slashes or a file extension (`src/a.c`).
    /// When the scanned run has no slash, `noSlashUntil` is set to its end: no
    /// path starts before it.
    static func path(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, noSlashUntil: inout Int) -> Int? {
        if i + 2 < end, Bytes.isLetter(b[i]), b[i + 1] == 0x3A, b[i + 2] == 0x5C {
            var j = i + 3
            while j < end, !Bytes.isWhitespace(b[j]) { j += 1 }
            return j > i + 3 ? j : nil
        }
        var j = i
        var slashes = 0
        var letters = false
        var lastSlash = -1
        var dotAfterSlash = false
        while j < end {
            let c = b[j]
            if c == 0x2F {
                slashes += 1
                lastSlash = j
                dotAfterSlash = false
            } else if Bytes.isLetter(c) || c >= 0x80 {
                letters = true
            } else if c == 0x2E {
                if lastSlash >= 0 { dotAfterSlash = true }
            } else if !(Bytes.isDigit(c) || c == 0x5F || c == 0x2D || c == 0x7E || c == 0x2B || c == 0x40 || c == 0x25 || c == 0x3D) {
                break
            }
            j += 1
        }
        if slashes == 0 { noSlashUntil = j }
        while j > i, b[j - 1] == 0x2E || b[j - 1] == 0x2C { j -= 1 }
        guard slashes > 0, letters, j > i + 1 else { return nil }
        let rooted =
            b[i] == 0x2F || Bytes.hasPrefix(b, i, end, "~/") || Bytes.hasPrefix(b, i, end, "./") || Bytes.hasPrefix(b, i, end, "../")
        guard rooted || slashes >= 2 || dotAfterSlash && lastSlash < j - 2 && lastSlash > i else { return nil }
        if b[i] == 0x2F, slashes == 1, j - i < 3 { return nil }
        return j
    }

    /// The end of a code identifier at `i`: a word with `_`, inner capitals
    /// (`camelCase`), letters and digits mixed, `::`, `.` or `->` joining
    /// words (`a.b`), or a call (`name()`); nil for an ordinary word.
    static func identifier(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        var j = i
        var codeLike = false
        var previousLower = false
        var hasLetter = false
        var hasDigit = false
        while j < end {
            let c = b[j]
            if Bytes.isLetter(c) {
                let upper = c < 0x61
                if upper && previousLower { codeLike = true }
                previousLower = !upper
                hasLetter = true
                j += 1
            } else if Bytes.isDigit(c) {
                hasDigit = true
                previousLower = false
                j += 1
            } else if c == 0x5F {
                codeLike = true
                j += 1
            } else if c >= 0x80 {
                previousLower = false
                j += 1
            } else if (c == 0x2E || c == 0x3A && j + 1 < end && b[j + 1] == 0x3A) && j + 2 < end,
                Bytes.isIdentifier(b[j + (c == 0x2E ? 1 : 2)]),
                j > i, Bytes.isIdentifier(b[j - 1])
            {
                codeLike = true
                j += c == 0x2E ? 1 : 2
            } else if c == 0x2D, j + 2 < end, b[j + 1] == 0x3E, Bytes.isIdentifier(b[j + 2]) {
                codeLike = true
                j += 2
            } else {
                break
            }
        }
        if j + 1 < end, b[j] == 0x28 {
            var k = j + 1
            while k < end, k - j < 64, b[k] != 0x29, b[k] != 0x28, b[k] != Bytes.newline { k += 1 }
            if k < end, b[k] == 0x29 {
                codeLike = true
                j = k + 1
            }
        }
        if hasLetter && hasDigit && Bytes.isLetter(b[i]) { codeLike = true }
        return codeLike ? j : nil
    }
}
