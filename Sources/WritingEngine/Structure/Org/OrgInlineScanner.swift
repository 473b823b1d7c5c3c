/// Finds the inline markup of Org that is not prose, in one paragraph:
/// `~code~` and `=verbatim=` (`inlineCode`), link targets (`[[target][`
/// and `[[target]]` as `url`; the description stays prose), timestamps
/// (`<2024-01-15 Mon>`, `[2024-01-15 Mon 10:00]`, `code`), LaTeX fragments
/// (`$…$`, `$$…$$`, `\(…\)`, `\[…\]` and `\begin{x}…\end{x}` as `math`;
/// `\alpha` and `\name[…]{…}` with its arguments as `code`), footnote
/// references, statistics cookies and targets (`markup`), macros
/// `{{{name}}}`, export snippets `@@backend:…@@`, inline source code
/// `src_lang{…}` and babel calls `call_name[…](…)[…]` (`code`), URLs and e-mails.
struct OrgInlineScanner {
    private let b: UnsafeBufferPointer<UInt8>
    private let start: Int
    private let end: Int
    private var search = ClosingSearch()
    /// For the closers of LaTeX fragments (`\)`, `\]`, `$`), which other constructs close differently.
    private var mathSearch = ClosingSearch()
    /// For the `}` that ends inline source code.
    private var sourceSearch = ClosingSearch()
    /// Where a search for a closing `@@` or `\end{x}` found none: a later one from there finds none either.
    private var failedSearches: [[UInt8]: Int] = [:]

    /// Calls `emit` with each span of `b[range]` that is not prose.
    static func scan(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, emit: (Range<Int>, IgnoredKind) -> Void) {
        var scanner = OrgInlineScanner(b: b, start: range.lowerBound, end: range.upperBound)
        scanner.run(emit)
        ProseSpans.scan(b, range, options: [.emails], emit: emit)
    }

    private init(b: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
        self.b = b
        self.start = start
        self.end = end
    }

    private mutating func run(_ emit: (Range<Int>, IgnoredKind) -> Void) {
        var i = start
        while i < end {
            let c = b[i]
            let stop: Int?
            switch c {
            case 0x7E, 0x3D: stop = verbatim(i, emit)
            case 0x5B: stop = bracket(i, emit)
            case 0x3C: stop = angle(i, emit)
            case 0x24: stop = dollar(i, emit)
            case 0x5C: stop = backslash(i, emit)
            case 0x40 where Bytes.hasPrefix(b, i, end, "@@"):
                stop = exportSnippet(i)
                if let stop { emit(i..<stop, .code) }
            case 0x7B where Bytes.hasPrefix(b, i, end, "{{{"):
                stop = search.find(0x7D, in: b, from: i + 2, to: end) { j in Bytes.hasPrefix(self.b, j, self.end, "}}}") }.map { $0 + 3 }
                if let stop { emit(i..<stop, .code) }
            default:
                let atWordStart = i == start || !ProseSpans.isWordByte(b[i - 1])
                if atWordStart, c == 0x73, let source = inlineSource(i) {
                    emit(i..<source, .code)
                    stop = source
                } else if atWordStart, c == 0x63, let call = babelCall(i) {
                    emit(i..<call, .code)
                    stop = call
                } else {
                    stop = atWordStart && Bytes.isLetter(c) ? ProseSpans.url(b, i, end, stops: [0x5B, 0x5D]) : nil
                    if let stop { emit(i..<stop, .url) }
                }
            }
            i = stop ?? i + 1
        }
    }

    /// The end of inline source code `src_lang{code}` or `src_lang[options]{code}` at `i`.
    private mutating func inlineSource(_ i: Int) -> Int? {
        guard Bytes.hasPrefix(b, i, end, "src_") else { return nil }
        var j = i + 4
        while j < end, j - i < 40, Bytes.isAlphanumeric(b[j]) || b[j] == 0x2D { j += 1 }
        if j < end, b[j] == 0x5B {
            while j < end, j - i < 512, b[j] != 0x5D, b[j] != Bytes.newline { j += 1 }
            j += 1
        }
        guard j < end, b[j] == 0x7B, let close = sourceSearch.find(0x7D, in: b, from: j, to: end, escapes: false) else { return nil }
        return close + 1
    }

    /// The end of an export snippet `@@backend:value@@` at `i`.
    private mutating func exportSnippet(_ i: Int) -> Int? {
        var j = i + 2
        while j < end, Bytes.isAlphanumeric(b[j]) || b[j] == 0x2D { j += 1 }
        guard j > i + 2, j < end, b[j] == 0x3A, let close = find(Array("@@".utf8), from: j + 1) else { return nil }
        return close + 2
    }

    /// The end of an inline babel call `call_name(arguments)`, with optional
    /// header arguments in brackets before and after the parentheses.
    private func babelCall(_ i: Int) -> Int? {
        guard Bytes.hasPrefix(b, i, end, "call_") else { return nil }
        var j = i + 5
        while j < end, j - i < 64, Bytes.isAlphanumeric(b[j]) || b[j] == 0x2D || b[j] == 0x5F || b[j] == 0x2E { j += 1 }
        guard j > i + 5 else { return nil }
        if j < end, b[j] == 0x5B { j = balanced(j, open: 0x5B, close: 0x5D) ?? end }
        guard j < end, b[j] == 0x28, var stop = balanced(j, open: 0x28, close: 0x29) else { return nil }
        if stop < end, b[stop] == 0x5B, let header = balanced(stop, open: 0x5B, close: 0x5D) { stop = header }
        return stop
    }

    /// The offset after the bracket that closes the one at `i`, within one
    /// line and 512 bytes (arguments are short; the bound keeps a line full
    /// of unclosed brackets linear).
    private func balanced(_ i: Int, open: UInt8, close: UInt8) -> Int? {
        var depth = 0
        var j = i
        while j < end, j - i < 512, b[j] != Bytes.newline {
            if b[j] == open {
                depth += 1
            } else if b[j] == close {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return nil
    }

    /// `~code~` or `=verbatim=`, with Org's rules for the characters around the markers.
    private mutating func verbatim(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int? {
        let c = b[i]
        guard i + 1 < end, !Bytes.isWhitespace(b[i + 1]) else { return nil }
        if i > start {
            let p = b[i - 1]
            guard Bytes.isWhitespace(p) || p == 0x2D || p == 0x28 || p == 0x7B || p == 0x27 || p == 0x22 else { return nil }
        }
        let close = search.find(c, in: b, from: i, to: end, escapes: false) { j in
            guard !Bytes.isWhitespace(self.b[j - 1]), j + 1 < self.end else { return j + 1 == self.end }
            let n = self.b[j + 1]
            return Bytes.isWhitespace(n) || "-.,;:!?')}[\"\\".utf8.contains(n)
        }
        guard let close, close > i + 1 else { return nil }
        emit(i..<(close + 1), .inlineCode)
        return close + 1
    }

    /// Links, timestamps, footnote references and statistics cookies.
    private mutating func bracket(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int? {
        if Bytes.hasPrefix(b, i, end, "[[") {
            guard let close = search.find(0x5D, in: b, from: i + 1, to: end) else { return nil }
            if close + 1 < end, b[close + 1] == 0x5D {
                emit(i..<(close + 2), .url)
                return close + 2
            }
            guard close + 1 < end, b[close + 1] == 0x5B, let end2 = search.find(0x5D, in: b, from: close + 1, to: end) else {
                return nil
            }
            emit(i..<(close + 2), .url)
            if end2 + 1 < end, b[end2 + 1] == 0x5D { emit(end2..<(end2 + 2), .markup) }
            return close + 2
        }
        if Bytes.hasPrefix(b, i, end, "[fn:") {
            var j = i + 4
            while j < end, j - i < 64, ProseSpans.isWordByte(b[j]) || b[j] == 0x2D { j += 1 }
            if j < end, b[j] == 0x5D {
                emit(i..<(j + 1), .markup)
                return j + 1
            }
            if j < end, b[j] == 0x3A {
                emit(i..<(j + 1), .markup)
                if let close = search.find(0x5D, in: b, from: j, to: end) { emit(close..<(close + 1), .markup) }
                return j + 1
            }
            return nil
        }
        if let stop = timestamp(i, close: 0x5D) {
            emit(i..<stop, .code)
            return stop
        }
        var j = i + 1
        while j < end, j - i < 12, Bytes.isDigit(b[j]) || b[j] == 0x2F || b[j] == 0x25 { j += 1 }
        guard j > i + 1, j < end, b[j] == 0x5D else { return nil }
        emit(i..<(j + 1), .markup)
        return j + 1
    }

    /// Timestamps `<…>` and targets `<<…>>`.
    private mutating func angle(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int? {
        if Bytes.hasPrefix(b, i, end, "<<"),
            let close = search.find(0x3E, in: b, from: i + 1, to: end, accept: { j in Bytes.hasPrefix(self.b, j, self.end, ">>") })
        {
            var stop = close + 2
            if stop < end, b[stop] == 0x3E { stop += 1 }
            emit(i..<stop, .markup)
            return stop
        }
        guard let stop = timestamp(i, close: 0x3E) else { return nil }
        emit(i..<stop, .code)
        return stop
    }

    /// The end of a timestamp opened at `i` (`<2024-01-15 Mon 10:00>` or with
    /// `[…]`), with a range (`--<…>`) after it.
    private func timestamp(_ i: Int, close: UInt8) -> Int? {
        guard i + 11 <= end, (1...4).allSatisfy({ Bytes.isDigit(b[i + $0]) }), b[i + 5] == 0x2D else { return nil }
        var j = i + 6
        while j < end, j - i < 64, b[j] != close, b[j] != Bytes.newline { j += 1 }
        guard j < end, b[j] == close else { return nil }
        j += 1
        if Bytes.hasPrefix(b, j, end, "--"), j + 2 < end, let range = timestamp(j + 2, close: close) { return range }
        return j
    }

    private mutating func dollar(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int? {
        if i > start, Bytes.isAlphanumeric(b[i - 1]) { return nil }
        let display = i + 1 < end && b[i + 1] == 0x24
        let from = display ? i + 1 : i
        let close = mathSearch.find(0x24, in: b, from: from, to: end) { j in !Bytes.isWhitespace(self.b[j - 1]) }
        guard let close, close > from + 1, i + 1 < end, !Bytes.isWhitespace(b[i + 1]) || display else { return nil }
        let stop = display && close + 1 < end && b[close + 1] == 0x24 ? close + 2 : close + 1
        emit(i..<stop, .math)
        return stop
    }

    private mutating func backslash(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int? {
        guard i + 1 < end else { return nil }
        let c = b[i + 1]
        if c == 0x28 || c == 0x5B {
            let closer: UInt8 = c == 0x28 ? 0x29 : 0x5D
            guard let close = mathSearch.find(closer, in: b, from: i + 2, to: end, escapes: false, accept: { self.b[$0 - 1] == 0x5C })
            else {
                return nil
            }
            emit(i..<(close + 1), .math)
            return close + 1
        }
        guard Bytes.isLetter(c) else { return nil }
        var j = i + 1
        while j < end, Bytes.isLetter(b[j]) { j += 1 }
        if Bytes.hasPrefix(b, i, j, "\\begin"), j < end, b[j] == 0x7B, let nameEnd = balanced(j, open: 0x7B, close: 0x7D) {
            let closer = Array("\\end".utf8) + Array(b[j..<nameEnd])
            if let close = find(closer, from: nameEnd) {
                emit(i..<(close + closer.count), .math)
                return close + closer.count
            }
        }
        // Org's LaTeX fragment: the name with any number of `[…]` and `{…}` arguments.
        while j < end, b[j] == 0x5B || b[j] == 0x7B, let stop = balanced(j, open: b[j], close: b[j] == 0x5B ? 0x5D : 0x7D) { j = stop }
        emit(i..<j, .code)
        return j
    }

    /// Where `bytes` next occur at or after `i`, before the paragraph's end.
    private mutating func find(_ bytes: [UInt8], from i: Int) -> Int? {
        if let failed = failedSearches[bytes], i >= failed { return nil }
        var j = i
        while j + bytes.count <= end {
            if b[j] == bytes[0], bytes.indices.allSatisfy({ b[j + $0] == bytes[$0] }) { return j }
            j += 1
        }
        failedSearches[bytes] = min(failedSearches[bytes] ?? i, i)
        return nil
    }
}
