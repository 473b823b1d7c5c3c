/// Reads Typst.
///
/// Prose: markup text — paragraphs, headings (`= Title`), list and term
/// items — including the content blocks `[…]` of code (`#emph[…]`,
/// `#figure(caption: […])`). Ignored: code mode after `#` (`#let`, `#set`,
/// `#show`, `#import`, function calls and their arguments other than
/// content blocks) as `code`; math `$…$` (`math`); raw `` `…` ``
/// (`inlineCode`) and ```` ```…``` ```` (`codeBlock`); labels `<name>`
/// (`markup`) and references `@name` (`code`); comments `//` and `/* */`
/// (`comment`, or a `// wt-lsp-…` directive); heading and list markers,
/// escapes and `~` (`markup`); URLs.
///
/// One pass with an explicit stack of modes, so nesting depth costs no
/// recursion.
struct TypstScanner: FormatScanner {
    private enum Frame {
        /// Markup; `bracket` when it is a content block that `]` closes.
        case markup(bracket: Bool)
        /// A code expression after `#`: a name or literal, then calls, content blocks and fields.
        case expression(started: Bool)
        /// Code up to `closer` (`)` or `}`).
        case code(closer: UInt8)
        /// A `#let`/`#set`/`#show`… statement, up to the end of its line.
        case statement
    }

    private static let keywords: Set<String> = [
        "let", "set", "show", "import", "include", "if", "for", "while", "return", "context", "break", "continue",
    ]

    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private(set) var builder = StructureBuilder()
    private var stack: [Frame] = [.markup(bracket: false)]
    private var codeStart: Int?
    private var paragraphStart: Int?
    private var paragraphEnd = 0
    private var paragraphKind: BlockKind = .paragraph
    /// Only spaces since the last line break: a marker here starts a heading or an item.
    private var atLineStart = true

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options _: StructureOptions) -> StructureBuilder {
        Self(bytes).builder
    }

    /// Scans `b`.
    init(_ b: UnsafeBufferPointer<UInt8>) {
        self.b = b
        self.end = b.count
        var i = 0
        while i < end {
            switch stack[stack.count - 1] {
            case .markup(let bracket): i = markup(i, bracket: bracket)
            case .expression(let started): i = expression(i, started: started)
            case .code(let closer): i = code(i, closer: closer, statement: false)
            case .statement: i = code(i, closer: 0, statement: true)
            }
        }
        if let start = codeStart { builder.ignore(start..<end, .code) }
        breakParagraph()
    }

    // MARK: Modes

    private var inMarkup: Bool {
        if case .markup = stack[stack.count - 1] { return true }
        return false
    }

    private mutating func push(_ frame: Frame, at i: Int) {
        let wasMarkup = inMarkup
        stack.append(frame)
        switchedMode(wasMarkup: wasMarkup, at: i)
    }

    private mutating func pop(at i: Int) {
        let wasMarkup = inMarkup
        if stack.count > 1 { stack.removeLast() }
        switchedMode(wasMarkup: wasMarkup, at: i)
    }

    private mutating func switchedMode(wasMarkup: Bool, at i: Int) {
        if wasMarkup && !inMarkup {
            codeStart = i
        } else if !wasMarkup && inMarkup, let start = codeStart {
            builder.ignore(start..<i, .code)
            codeStart = nil
        }
    }

    // MARK: Markup

    private mutating func markup(_ i: Int, bracket: Bool) -> Int {
        let c = b[i]
        if c == Bytes.newline {
            if case .heading = paragraphKind { breakParagraph() }
            if HTMLSyntax.isBlankLineAfter(b, i, end) { breakParagraph() }
            atLineStart = true
            return i + 1
        }
        if Bytes.isWhitespace(c) { return i + 1 }
        let lineStart = atLineStart
        atLineStart = false
        switch c {
        case 0x5D where bracket:
            pop(at: i)
            return i + 1
        case 0x23:
            push(.expression(started: false), at: i)
            return i + 1
        case 0x24: return skip(i, to: TypstSyntax.mathEnd(b, i, end), as: .math)
        case 0x60: return raw(i)
        case 0x2F where i + 1 < end && (b[i + 1] == 0x2F || b[i + 1] == 0x2A): return comment(i)
        case 0x3C:
            if let stop = TypstSyntax.labelEnd(b, i, end) { return skip(i, to: stop, as: .markup) }
        case 0x40:
            let stop = TypstSyntax.nameEnd(b, i + 1, end)
            if stop > i + 1 { return skip(i, to: stop, as: .code) }
        case 0x5C:
            builder.ignore(i..<(i + 1), .markup)
            guard i + 1 < end else { return end }
            prose((i + 1)..<(i + 2))
            return i + 2
        case 0x7E:
            builder.ignore(i..<(i + 1), .markup)
            return i + 1
        case 0x3D where lineStart:
            var j = i
            while j < end, b[j] == 0x3D { j += 1 }
            if j < end, b[j] == Bytes.space {
                breakParagraph()
                paragraphKind = .heading(level: min(j - i, 6))
                return skip(i, to: j, as: .markup)
            }
        case 0x2D, 0x2B, 0x2F:
            if lineStart, i + 1 < end, b[i + 1] == Bytes.space {
                breakParagraph()
                paragraphKind = .listItem
                return skip(i, to: i + 1, as: .markup)
            }
        default:
            if Bytes.isLetter(c), i == 0 || !ProseSpans.isWordByte(b[i - 1]), let stop = ProseSpans.url(b, i, end, stops: [0x5D]) {
                builder.ignore(i..<stop, .url)
                prose(i..<stop)
                return stop
            }
        }
        prose(i..<(i + 1))
        return i + 1
    }

    private mutating func prose(_ range: Range<Int>) {
        if paragraphStart == nil { paragraphStart = range.lowerBound }
        paragraphEnd = range.upperBound
    }

    private mutating func skip(_ i: Int, to stop: Int, as kind: IgnoredKind) -> Int {
        builder.ignore(i..<stop, kind)
        if kind != .markup && kind != .comment { prose(i..<stop) }
        return stop
    }

    private mutating func raw(_ i: Int) -> Int {
        var n = i
        while n < end, b[n] == 0x60 { n += 1 }
        let count = n - i
        if count == 2 { return skip(i, to: n, as: .inlineCode) }
        if count >= 3 {
            let stop = TypstSyntax.backticks(b, count: count, from: n, end: end)
            breakParagraph()
            builder.block(.fencedCode(info: ""), i..<stop)
            builder.ignore(i..<stop, .codeBlock)
            return stop
        }
        var j = n
        while j < end, b[j] != 0x60 { j += 1 }
        return skip(i, to: min(j + 1, end), as: .inlineCode)
    }

    private mutating func comment(_ i: Int) -> Int {
        if b[i + 1] == 0x2F {
            let stop = Bytes.lineEnd(b, from: i, end: end)
            if !builder.directive(in: b, comment: i..<stop, text: (i + 2)..<stop) { builder.ignore(i..<stop, .comment) }
            return stop
        }
        let close = Bytes.find(b, "*/", from: i + 2, to: end)
        let stop = close.map { $0 + 2 } ?? end
        if !builder.directive(in: b, comment: i..<stop, text: (i + 2)..<(close ?? end)) { builder.ignore(i..<stop, .comment) }
        return stop
    }

    private mutating func breakParagraph() {
        if let start = paragraphStart {
            var stop = paragraphEnd
            while stop < end, b[stop] & 0xC0 == 0x80 { stop += 1 }
            builder.block(paragraphKind, start..<stop, prose: [start..<stop])
        }
        paragraphStart = nil
        paragraphKind = .paragraph
    }

    // MARK: Code

    private mutating func expression(_ i: Int, started: Bool) -> Int {
        let c = b[i]
        stack[stack.count - 1] = .expression(started: true)
        if c == 0x28 {
            push(.code(closer: 0x29), at: i)
            return i + 1
        }
        if c == 0x5B {
            push(.markup(bracket: true), at: i + 1)
            return i + 1
        }
        if started {
            if c == 0x2E, i + 1 < end, Bytes.isLetter(b[i + 1]) { return TypstSyntax.nameEnd(b, i + 1, end) }
            pop(at: i)
            return i
        }
        if c == 0x7B {
            push(.code(closer: 0x7D), at: i)
            return i + 1
        }
        if c == 0x22 { return TypstSyntax.stringEnd(b, i, end) }
        let stop = TypstSyntax.nameEnd(b, i, end)
        guard stop > i else {
            pop(at: i)
            return i
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: b[i..<stop]), as: UTF8.self)
        if Self.keywords.contains(name) { stack[stack.count - 1] = .statement }
        return stop
    }

    private mutating func code(_ i: Int, closer: UInt8, statement: Bool) -> Int {
        let c = b[i]
        switch c {
        case Bytes.newline where statement:
            pop(at: i)
            return i
        case 0x22: return TypstSyntax.stringEnd(b, i, end)
        case 0x28:
            push(.code(closer: 0x29), at: i)
        case 0x7B:
            push(.code(closer: 0x7D), at: i)
        case 0x5B:
            push(.markup(bracket: true), at: i + 1)
        case 0x2F where i + 1 < end && (b[i + 1] == 0x2F || b[i + 1] == 0x2A):
            return b[i + 1] == 0x2F
                ? Bytes.lineEnd(b, from: i, end: end) : (Bytes.find(b, "*/", from: i + 2, to: end).map { $0 + 2 } ?? end)
        case 0x24:
            return TypstSyntax.mathEnd(b, i, end)
        default:
            if c == closer {
                pop(at: i + 1)
                return i + 1
            }
        }
        return i + 1
    }
}
