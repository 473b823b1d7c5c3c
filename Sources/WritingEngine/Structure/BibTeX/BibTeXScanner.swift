/// Reads BibTeX.
///
/// Prose: only the values of the title fields (`title`, `subtitle`,
/// `titleaddon`, `booktitle`, `booksubtitle`, `maintitle`, `mainsubtitle`,
/// `eventtitle`: heading blocks) and the fields of sentences (`abstract`,
/// `note`, `annote`, `annotation`, `addendum`, `description`, `comment`,
/// `review`: paragraphs). Names, journals, publishers, series, keywords and
/// `howpublished` are not prose. Ignored: every other part of an entry —
/// type, key, field names, other values, `@string`, `@preamble` and
/// `@comment` — as `code`; text outside entries and `%` lines as `comment`
/// (or a `% wt-lsp-…` directive). Inside a prose value: the braces that
/// protect case and `~` are `markup`, LaTeX commands are `code` (a word
/// with an accent command or braces inside it, `G{\"o}del`, `{B}ayesian`,
/// is ignored whole), math `$…$` is `math`.
struct BibTeXScanner: FormatScanner {
    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private(set) var builder = StructureBuilder()

    private static let proseFields: [String: BlockKind] = [
        "title": .heading(level: 1), "subtitle": .heading(level: 1), "titleaddon": .heading(level: 1),
        "booktitle": .heading(level: 1), "booksubtitle": .heading(level: 1), "maintitle": .heading(level: 1),
        "mainsubtitle": .heading(level: 1), "eventtitle": .heading(level: 1), "abstract": .paragraph, "note": .paragraph,
        "annote": .paragraph, "annotation": .paragraph, "addendum": .paragraph, "description": .paragraph,
        "comment": .paragraph, "review": .paragraph,
    ]

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options _: StructureOptions) -> StructureBuilder {
        Self(bytes).builder
    }

    /// Scans `b`.
    init(_ b: UnsafeBufferPointer<UInt8>) {
        self.b = b
        self.end = b.count
        var i = 0
        var outside = 0
        while i < end {
            let c = b[i]
            if c == 0x40 {
                builder.ignore(outside..<i, .comment)
                i = entry(i)
                outside = i
            } else if c == 0x25 {
                builder.ignore(outside..<i, .comment)
                let stop = Bytes.lineEnd(b, from: i, end: end)
                if !builder.directive(in: b, comment: i..<stop, text: (i + 1)..<stop) { builder.ignore(i..<stop, .comment) }
                i = stop
                outside = i
            } else {
                i += 1
            }
        }
        builder.ignore(outside..<end, .comment)
    }

    /// Reads the entry at `i` (`@`) and returns the offset after it.
    private mutating func entry(_ i: Int) -> Int {
        var j = i + 1
        while j < end, Bytes.isAlphanumeric(b[j]) { j += 1 }
        let type = String(decoding: UnsafeBufferPointer(rebasing: b[(i + 1)..<j]), as: UTF8.self).lowercased()
        j = Bytes.skipSpaces(b, j, end)
        guard j < end, b[j] == 0x7B || b[j] == 0x28 else {
            builder.ignore(i..<j, .code)
            return max(j, i + 1)
        }
        let close: UInt8 = b[j] == 0x7B ? 0x7D : 0x29
        guard type != "comment", type != "preamble", type != "string" else {
            let stop = BibTeXSyntax.groupEnd(b, j, end)
            builder.ignore(i..<stop, .code)
            return stop
        }
        var codeFrom = i
        j += 1
        while j < end, b[j] != close {
            if b[j] == 0x25 {
                let lineEnd = Bytes.lineEnd(b, from: j, end: end)
                _ = builder.directive(in: b, comment: j..<lineEnd, text: (j + 1)..<lineEnd)
                j = lineEnd
                continue
            }
            let field = BibTeXSyntax.field(b, j, end, close: close)
            if let name = field.name, let kind = Self.proseFields[name], let value = field.braced {
                builder.ignore(codeFrom..<value.lowerBound, .code)
                prose(value, kind: kind)
                codeFrom = value.upperBound
            }
            j = field.end
        }
        let stop = min(j + 1, end)
        builder.ignore(codeFrom..<stop, .code)
        return stop
    }

    /// A prose value (inside its outer braces or quotes).
    private mutating func prose(_ value: Range<Int>, kind: BlockKind) {
        let start = Bytes.skipSpaces(b, value.lowerBound, value.upperBound)
        let stop = Bytes.trimEnd(b, start, value.upperBound)
        guard start < stop else { return }
        builder.block(kind, start..<stop, prose: [start..<stop])
        var i = start
        // Where the last command name ended: a `{` there opens its argument, it is not inside a word.
        var commandEnd = -1
        while i < stop {
            let c = b[i]
            switch c {
            case 0x7B, 0x7D, 0x7E:
                let insideWord =
                    (c == 0x7B && i > start && i != commandEnd && Bytes.isLetter(b[i - 1]))
                    || (c == 0x7D && i + 1 < stop && Bytes.isLetter(b[i + 1]))
                if insideWord {
                    let word = BibTeXSyntax.word(around: i, in: b, start..<stop)
                    builder.ignore(word, .code)
                    i = word.upperBound
                } else {
                    builder.ignore(i..<(i + 1), .markup)
                    i += 1
                }
            case 0x24:
                let close = Bytes.find(b, "$", from: i + 1, to: stop).map { $0 + 1 } ?? stop
                builder.ignore(i..<close, .math)
                i = close
            case 0x5C:
                var j = i + 1
                while j < stop, Bytes.isLetter(b[j]) { j += 1 }
                if j == i + 1, j < stop, !Bytes.isWhitespace(b[j]), "\"'^`~=.".utf8.contains(b[j]) {
                    let word = BibTeXSyntax.word(around: i, in: b, start..<stop)
                    builder.ignore(word, .code)
                    i = word.upperBound
                } else {
                    builder.ignore(i..<max(j, min(i + 2, stop)), .code)
                    i = max(j, min(i + 2, stop))
                    commandEnd = i
                }
            default:
                if Bytes.isLetter(c), i == start || !ProseSpans.isWordByte(b[i - 1]), let url = ProseSpans.url(b, i, stop, stops: [0x7D]) {
                    builder.ignore(i..<url, .url)
                    i = url
                } else {
                    i += 1
                }
            }
        }
    }
}
