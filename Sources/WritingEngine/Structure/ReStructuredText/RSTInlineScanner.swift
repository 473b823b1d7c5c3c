/// Finds the inline markup of reStructuredText that is not prose, in one
/// paragraph: inline literals (` ``x`` `, `inlineCode`), roles with their
/// target (`:ref:`x``, `` `x`:math: ``) and interpreted text (`code`),
/// substitution references (`|name|`, `code`), footnote and citation
/// references (`[1]_`, `markup`), the backticks, `_` and `<target>` of
/// hyperlink references (the link text stays prose), URLs and e-mails.
///
/// Every search for a closing string that fails is remembered, so a
/// paragraph full of unclosed openers is still read in linear time.
struct RSTInlineScanner {
    private let b: UnsafeBufferPointer<UInt8>
    private let start: Int
    private let end: Int
    /// Offsets from which a search for ` `` `, `` ` `` or `|` is known to fail.
    private var noLiteralEnd = Int.max
    private var noBacktick = Int.max
    private var noBar = Int.max

    /// Calls `emit` with each span of `b[range]` that is not prose.
    static func scan(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, emit: (Range<Int>, IgnoredKind) -> Void) {
        var scanner = RSTInlineScanner(b: b, start: range.lowerBound, end: range.upperBound)
        scanner.run(emit)
        ProseSpans.scan(b, range, options: [.urls, .emails], emit: emit)
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
            if c == 0x5C {
                i += 2
                continue
            }
            guard opensMarkup(at: i) else {
                if c == 0x5F, i > start, ProseSpans.isWordByte(b[i - 1]) {
                    let stop = i + 1 < end && b[i + 1] == 0x5F ? i + 2 : i + 1
                    if stop == end || !ProseSpans.isWordByte(b[stop]) { emit(i..<stop, .markup) }
                    i = stop
                    continue
                }
                i += 1
                continue
            }
            switch c {
            case 0x60: i = backtick(i, emit)
            case 0x3A: i = role(i, emit)
            case 0x7C: i = substitution(i, emit)
            case 0x5B: i = footnoteReference(i, emit)
            default: i += 1
            }
        }
    }

    /// A start-string: at the start, or after a blank or an opening
    /// punctuation mark, and followed by something that is not a blank.
    private func opensMarkup(at i: Int) -> Bool {
        let c = b[i]
        guard c == 0x60 || c == 0x3A || c == 0x7C || c == 0x5B else { return false }
        guard i + 1 < end, !Bytes.isWhitespace(b[i + 1]) else { return false }
        guard i > start else { return true }
        let p = b[i - 1]
        return Bytes.isWhitespace(p) || p == 0x27 || p == 0x22 || p == 0x28 || p == 0x5B || p == 0x7B || p == 0x3C || p == 0x2D
            || p == 0x2F || p == 0x3A
    }

    private mutating func backtick(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int {
        if i + 1 < end, b[i + 1] == 0x60 {
            guard let close = find(from: i + 2, double: true) else { return i + 2 }
            emit(i..<(close + 2), .inlineCode)
            return close + 2
        }
        guard let close = find(from: i + 1, double: false) else { return i + 1 }
        let after = close + 1
        if after < end, b[after] == 0x5F {
            let stop = after + 1 < end && b[after + 1] == 0x5F ? after + 2 : after + 1
            emit(i..<(i + 1), .markup)
            if close > i + 1, b[close - 1] == 0x3E, let open = lastIndex(of: 0x3C, in: (i + 1)..<close) {
                emit(open..<close, .url)
            }
            emit(close..<stop, .markup)
            return stop
        }
        let stop = roleName(after) ?? after
        emit(i..<stop, .code)
        return stop
    }

    private mutating func role(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int {
        guard let nameEnd = roleName(i), nameEnd < end, b[nameEnd] == 0x60, let close = find(from: nameEnd + 1, double: false) else {
            return i + 1
        }
        emit(i..<(close + 1), .code)
        return close + 1
    }

    /// The end of `:name:` at `i` (name of letters, digits and `-_.+:`), or nil.
    private func roleName(_ i: Int) -> Int? {
        guard i < end, b[i] == 0x3A else { return nil }
        var j = i + 1
        var lastColon = -1
        while j < end, j - i < 64 {
            let c = b[j]
            if c == 0x3A {
                lastColon = j
            } else if !(Bytes.isAlphanumeric(c) || c == 0x2D || c == 0x5F || c == 0x2E || c == 0x2B) {
                break
            }
            j += 1
        }
        guard lastColon > i + 1 else { return nil }
        return lastColon + 1
    }

    private mutating func substitution(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int {
        guard i < noBar else { return i + 1 }
        var j = i + 1
        while j < end, b[j] != 0x7C, !(b[j] == Bytes.newline && j + 1 < end && b[j + 1] == Bytes.newline) { j += 1 }
        guard j < end, b[j] == 0x7C, !Bytes.isWhitespace(b[j - 1]) else {
            noBar = i
            return i + 1
        }
        var stop = j + 1
        while stop < end, stop < j + 3, b[stop] == 0x5F { stop += 1 }
        emit(i..<stop, .code)
        return stop
    }

    /// `[1]_`, `[#]_`, `[#name]_`, `[*]_`, `[CIT2002]_`.
    private func footnoteReference(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int {
        var j = i + 1
        while j < end, j - i < 64, Bytes.isAlphanumeric(b[j]) || b[j] == 0x23 || b[j] == 0x2A || b[j] == 0x2D || b[j] == 0x2E {
            j += 1
        }
        guard j > i + 1, j + 1 < end, b[j] == 0x5D, b[j + 1] == 0x5F else { return i + 1 }
        emit(i..<(j + 2), .markup)
        return j + 2
    }

    /// The offset of the closing `` ` `` (or ` `` `) at or after `i`, preceded by a non-blank.
    private mutating func find(from i: Int, double: Bool) -> Int? {
        if i >= (double ? noLiteralEnd : noBacktick) { return nil }
        var j = i
        while j < end {
            let c = b[j]
            if c == 0x5C, !double {
                j += 2
                continue
            }
            if c == 0x60, j > i, !Bytes.isWhitespace(b[j - 1]) {
                if !double { return j }
                if j + 1 < end, b[j + 1] == 0x60 { return j }
            }
            j += 1
        }
        if double { noLiteralEnd = i } else { noBacktick = i }
        return nil
    }

    private func lastIndex(of c: UInt8, in range: Range<Int>) -> Int? {
        var j = range.upperBound
        while j > range.lowerBound {
            j -= 1
            if b[j] == c { return j }
        }
        return nil
    }
}
