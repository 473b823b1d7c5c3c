/// Finds the inline markup of AsciiDoc that is not prose, in one paragraph:
/// monospace `` `code` `` (`inlineCode`), passthroughs `+x+`, `++x++`,
/// `+++x+++` (`inlineCode`) and `pass:[…]` (`code`), attribute references
/// `{name}` (`code`), macros (`kbd:[…]`, `image:…[…]`, `stem:[…]`… as
/// `code`; the target of `link:`, `xref:`, `mailto:` and `footnote:` is
/// ignored and their `[text]` stays prose), cross references `<<id,text>>`
/// (the id ignored), anchors `[[id]]` and role attributes `[.role]#…#`
/// (`markup`), character references (`entity`), URLs and e-mails.
struct AsciiDocInlineScanner {
    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private var search = ClosingSearch()

    /// Macros whose `[text]` is prose; their target is not.
    private static let textMacros: Set<String> = ["link", "xref", "mailto", "footnote", "footnoteref"]
    /// Macros that are not prose at all.
    private static let codeMacros: Set<String> = [
        "kbd", "btn", "menu", "image", "icon", "pass", "anchor", "indexterm", "indexterm2", "include", "video", "audio",
    ]
    private static let mathMacros: Set<String> = ["stem", "latexmath", "asciimath"]

    /// Calls `emit` with each span of `b[range]` that is not prose.
    static func scan(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, emit: (Range<Int>, IgnoredKind) -> Void) {
        var scanner = AsciiDocInlineScanner(b: b, end: range.upperBound)
        scanner.run(range.lowerBound, emit)
        ProseSpans.scan(b, range, options: [.emails], emit: emit)
    }

    private init(b: UnsafeBufferPointer<UInt8>, end: Int) {
        self.b = b
        self.end = end
    }

    private mutating func run(_ start: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) {
        var i = start
        while i < end {
            let c = b[i]
            let atWordStart = i == start || !ProseSpans.isWordByte(b[i - 1])
            switch c {
            case 0x5C:
                i += 2
                continue
            case 0x60, 0x2B:
                i = delimited(i, atWordStart: atWordStart, emit)
                continue
            case 0x7B:
                if let close = search.find(0x7D, in: b, from: i, to: end, accept: { b[$0 - 1] != Bytes.space }), close < i + 64,
                    Bytes.isLetter(b[i + 1])
                {
                    emit(i..<(close + 1), .code)
                    i = close + 1
                    continue
                }
            case 0x3C where Bytes.hasPrefix(b, i, end, "<<"):
                if let close = Bytes.find(b, ">>", from: i + 2, to: min(end, i + 256)) {
                    let comma = (i + 2..<close).first { b[$0] == 0x2C }
                    if let comma {
                        emit(i..<(comma + 1), .code)
                        emit(close..<(close + 2), .markup)
                    } else {
                        emit(i..<(close + 2), .code)
                    }
                    i = close + 2
                    continue
                }
            case 0x5B:
                if let close = search.find(0x5D, in: b, from: i, to: end) {
                    let anchor = Bytes.hasPrefix(b, i, end, "[[") && close + 1 < end && b[close + 1] == 0x5D
                    let role = close + 1 < end && (b[close + 1] == 0x23 || b[close + 1] == 0x2A || b[close + 1] == 0x5F)
                    if anchor || role, i + 1 < close, b[i + 1] == 0x2E || b[i + 1] == 0x23 || anchor {
                        let stop = anchor ? close + 2 : close + 1
                        emit(i..<stop, .markup)
                        i = stop
                        continue
                    }
                }
            case 0x26:
                var j = i + 1
                if j < end, b[j] == 0x23 { j += 1 }
                while j < end, j - i < 32, Bytes.isAlphanumeric(b[j]) { j += 1 }
                if j > i + 1, j < end, b[j] == 0x3B {
                    emit(i..<(j + 1), .entity)
                    i = j + 1
                    continue
                }
            default:
                if atWordStart, Bytes.isLetter(c), let stop = macro(i, emit) ?? url(i, emit) {
                    i = stop
                    continue
                }
            }
            i += 1
        }
    }

    /// `` `x` ``, ``` ``x`` ```, `+x+`, `++x++`, `+++x+++`.
    private mutating func delimited(_ i: Int, atWordStart: Bool, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int {
        let c = b[i]
        var n = i
        while n < end, n - i < 3, b[n] == c { n += 1 }
        let count = n - i
        guard n < end, !Bytes.isWhitespace(b[n]), atWordStart || count > 1 else { return n }
        var from = n - 1
        while let close = search.find(c, in: b, from: from, to: end, escapes: false) {
            var m = close
            while m < end, b[m] == c { m += 1 }
            if m - close >= count {
                emit(i..<(close + count), .inlineCode)
                return close + count
            }
            from = m - 1
        }
        return n
    }

    /// A URL, and its `[text]` (prose) when one follows.
    private mutating func url(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int? {
        guard let stop = ProseSpans.url(b, i, end, stops: [0x5B]) else { return nil }
        emit(i..<stop, .url)
        guard stop < end, b[stop] == 0x5B, let close = search.find(0x5D, in: b, from: stop, to: end) else { return stop }
        emit(stop..<(stop + 1), .markup)
        emit(close..<(close + 1), .markup)
        return stop + 1
    }

    /// `name:target[text]`: returns the offset after it when `name` is a known macro.
    private mutating func macro(_ i: Int, _ emit: (Range<Int>, IgnoredKind) -> Void) -> Int? {
        var j = i
        while j < end, j - i < 16, Bytes.isAlphanumeric(b[j]) { j += 1 }
        guard j < end, b[j] == 0x3A else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: b[i..<j]), as: UTF8.self)
        let isText = Self.textMacros.contains(name)
        let isMath = Self.mathMacros.contains(name)
        guard isText || isMath || Self.codeMacros.contains(name) else { return nil }
        var open = j + 1
        while open < end, open - j < 512, b[open] != 0x5B, !Bytes.isWhitespace(b[open]) { open += 1 }
        guard open < end, b[open] == 0x5B, let close = search.find(0x5D, in: b, from: open, to: end) else { return nil }
        if isText {
            emit(i..<(open + 1), .code)
            emit(close..<(close + 1), .markup)
            return open + 1
        }
        emit(i..<(close + 1), isMath ? .math : .code)
        return close + 1
    }
}
