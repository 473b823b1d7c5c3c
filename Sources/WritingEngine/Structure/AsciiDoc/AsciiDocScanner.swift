/// Reads AsciiDoc.
///
/// Prose: paragraphs, section titles (one-line `== Title` and two-line, a
/// title over an underline), block titles, list items, description
/// lists, admonition paragraphs, example, sidebar and open blocks, and
/// table cells. Ignored: listing `----`, literal `....` and fenced blocks,
/// blocks and paragraphs styled `[source]`, `[listing]` or `[literal]`, and
/// literal (indented) paragraphs (`codeBlock`); passthrough `++++` blocks
/// (`code`); `stem` blocks (`math`); comments `//` and `////` (`comment`, or
/// a `// wt-lsp-…` directive); quote blocks `____` and `[quote]` paragraphs
/// (`blockQuote`, when protected); attribute entries `:name: value` and block
/// macros `include::`, `image::`… (`code`); block attribute lines `[…]`,
/// delimiters, list markers, table pipes and `+` continuations (`markup`);
/// inline markup as `AsciiDocInlineScanner` says.
struct AsciiDocScanner: FormatScanner {
    private struct Delimited {
        var delimiter: Range<Int>
        var start: Int
        var kind: IgnoredKind
    }

    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let protectBlockQuotes: Bool
    private(set) var builder = StructureBuilder()
    /// An ignored delimited block, open until the same delimiter comes again.
    private var delimited: Delimited?
    /// The style set by a block attribute line (`[source,python]`) for the next block.
    private var style: IgnoredKind?
    private var paragraph: [Range<Int>] = []
    private var paragraphKind: BlockKind = .paragraph
    /// The open paragraph is ignored as this kind (a literal or styled paragraph).
    private var paragraphIgnored: IgnoredKind?
    private var inTable = false

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options: StructureOptions) -> StructureBuilder {
        Self(bytes, options: options).builder
    }

    /// Scans `b`.
    init(_ b: UnsafeBufferPointer<UInt8>, options: StructureOptions) {
        self.b = b
        self.end = b.count
        self.protectBlockQuotes = options.protectBlockQuotes
        var position = 0
        while position < end {
            let lineEnd = Bytes.lineEnd(b, from: position, end: end)
            line(position, Bytes.trimEnd(b, position, lineEnd))
            position = Bytes.nextLine(b, after: lineEnd, end: end)
        }
        closeParagraph()
        if let open = delimited { closeDelimited(open, at: end) }
    }

    private mutating func line(_ lineStart: Int, _ stop: Int) {
        let text = lineStart..<stop
        if let open = delimited {
            if isSameDelimiter(text, open.delimiter) { closeDelimited(open, at: stop) }
            return
        }
        let i = Bytes.skipSpaces(b, lineStart, stop)
        guard i < stop else {
            closeParagraph()
            return
        }
        if i == lineStart, let level = underlinedTitleLevel(text) {
            let title = paragraph[0]
            paragraph = []
            builder.ignore(text, .markup)
            emit(.heading(level: level), [title])
            return
        }
        if paragraphIgnored == nil, !paragraph.isEmpty, isComment(i..<stop) {
            // A comment line inside a paragraph is dropped from it; the paragraph goes on.
            if !builder.directive(in: b, comment: i..<stop, text: (i + 2)..<stop) { builder.ignore(i..<stop, .comment) }
            return
        }
        if paragraphIgnored == nil, !paragraph.isEmpty, continues(text) {
            paragraph.append(i..<stop)
            return
        }
        if paragraphIgnored != nil, !paragraph.isEmpty {
            paragraph.append(text)
            return
        }
        closeParagraph()
        if i > lineStart, !inTable {
            startParagraph(text, ignored: .codeBlock)
            return
        }
        block(text)
    }

    /// The level of a two-line section title whose underline is `text`: the
    /// open paragraph is one line, and the underline is `=`, `-`, `~`, `^` or
    /// `+` (levels 1 to 5) repeated, as long as the title give or take two characters.
    private func underlinedTitleLevel(_ text: Range<Int>) -> Int? {
        guard paragraph.count == 1, paragraphIgnored == nil, paragraphKind == .paragraph, text.count >= 2 else { return nil }
        let c = b[text.lowerBound]
        guard let level = [UInt8(ascii: "="), 0x2D, 0x7E, 0x5E, 0x2B].firstIndex(of: c), text.allSatisfy({ b[$0] == c }) else {
            return nil
        }
        let title = paragraph[0]
        let length = title.count { b[$0] & 0xC0 != 0x80 }
        return abs(length - text.count) <= 2 ? level + 1 : nil
    }

    /// True when the line goes on with the open paragraph (it starts no block of its own).
    private func continues(_ text: Range<Int>) -> Bool {
        let c = b[text.lowerBound]
        if inTable && c == 0x7C { return false }
        if delimiterKind(text) != nil { return false }
        if text.count == 1 && c == 0x2B { return false }
        if c == 0x2A || c == 0x2D || c == 0x2E, AsciiDocSyntax.listMarker(b, text) != nil { return false }
        if Bytes.isDigit(c), AsciiDocSyntax.listMarker(b, text) != nil { return false }
        return true
    }

    private mutating func block(_ text: Range<Int>) {
        let i = text.lowerBound
        let stop = text.upperBound
        let c = b[i]
        if let kind = delimiterKind(text) {
            delimiterLine(text, kind: kind)
            return
        }
        if isComment(text) {
            if !builder.directive(in: b, comment: text, text: (i + 2)..<stop) {
                builder.block(.comment, text)
                builder.ignore(text, .comment)
            }
            return
        }
        if inTable {
            tableRow(text)
            return
        }
        if c == 0x5B, b[stop - 1] == 0x5D {
            builder.ignore(text, .markup)
            style = AsciiDocSyntax.style(b, text, protectBlockQuotes: protectBlockQuotes)
            return
        }
        if c == 0x3A, AsciiDocSyntax.isAttributeEntry(b, text) || AsciiDocSyntax.isBlockMacro(b, text) {
            builder.ignore(text, .code)
            return
        }
        if AsciiDocSyntax.isBlockMacro(b, text) {
            builder.block(.other("macro"), text)
            builder.ignore(text, .code)
            return
        }
        if text.count == 1, c == 0x2B || Bytes.hasPrefix(b, i, stop, "'''") || Bytes.hasPrefix(b, i, stop, "<<<") {
            builder.ignore(text, .markup)
            return
        }
        if let level = AsciiDocSyntax.headingLevel(b, text) {
            let title = Bytes.skipSpaces(b, i + level + 1, stop)
            builder.ignore(i..<title, .markup)
            emit(.heading(level: level), [title..<stop])
            return
        }
        if c == 0x2E, stop > i + 1, b[i + 1] != 0x2E, !Bytes.isWhitespace(b[i + 1]) {
            builder.ignore(i..<(i + 1), .markup)
            emit(.other("blockTitle"), [(i + 1)..<stop])
            return
        }
        if let ignored = style {
            style = nil
            startParagraph(text, ignored: ignored)
            return
        }
        if let marker = AsciiDocSyntax.listMarker(b, text) {
            builder.ignore(i..<marker, .markup)
            paragraphKind = .listItem
            paragraph = [marker..<stop]
            return
        }
        if let label = AsciiDocSyntax.admonitionLabel(b, text) {
            builder.ignore(i..<label, .markup)
            paragraphKind = .paragraph
            paragraph = [Bytes.skipSpaces(b, label, stop)..<stop]
            return
        }
        if let marker = AsciiDocSyntax.descriptionTerm(b, text) {
            builder.ignore(marker, .markup)
            paragraphKind = .listItem
            paragraph = [i..<marker.lowerBound]
            let definition = Bytes.skipSpaces(b, marker.upperBound, stop)
            if definition < stop { paragraph.append(definition..<stop) }
            return
        }
        paragraphKind = .paragraph
        paragraph = [text]
    }

    // MARK: Delimited blocks and tables

    /// What a delimiter line opens: nil when it is not one; `.markup` for a
    /// block whose content is prose (example, sidebar, open, table).
    private func delimiterKind(_ text: Range<Int>) -> IgnoredKind? {
        AsciiDocSyntax.delimiterKind(b, text, protectBlockQuotes: protectBlockQuotes)
    }

    private mutating func delimiterLine(_ text: Range<Int>, kind: IgnoredKind) {
        let styled = style
        style = nil
        if kind == .markup, styled == nil {
            builder.ignore(text, .markup)
            if Bytes.hasPrefix(b, text.lowerBound, text.upperBound, "|===") { inTable.toggle() }
            return
        }
        delimited = Delimited(delimiter: text, start: text.lowerBound, kind: styled ?? kind)
    }

    private func isSameDelimiter(_ text: Range<Int>, _ delimiter: Range<Int>) -> Bool {
        text.count == delimiter.count && zip(text, delimiter).allSatisfy { b[$0] == b[$1] }
    }

    private mutating func closeDelimited(_ open: Delimited, at stop: Int) {
        delimited = nil
        let range = open.start..<stop
        let kind: BlockKind =
            switch open.kind {
            case .comment: .comment
            case .blockQuote: .blockQuote
            case .math: .math
            default: .other("listing")
            }
        builder.block(kind, range)
        builder.ignore(range, open.kind)
    }

    private func isComment(_ text: Range<Int>) -> Bool {
        Bytes.hasPrefix(b, text.lowerBound, text.upperBound, "//") && !Bytes.hasPrefix(b, text.lowerBound, text.upperBound, "////")
    }

    /// `|a |b`, with cell specifiers (`2+|`, `a|`) ignored.
    private mutating func tableRow(_ text: Range<Int>) {
        var cellStart = text.lowerBound
        var j = text.lowerBound
        while j < text.upperBound {
            if b[j] == 0x5C {
                j += 2
                continue
            }
            if b[j] == 0x7C {
                let spec = AsciiDocSyntax.cellSpecifierStart(b, cellStart..<j)
                addCell(cellStart..<spec)
                builder.ignore(spec..<(j + 1), .markup)
                cellStart = j + 1
            }
            j += 1
        }
        addCell(cellStart..<text.upperBound)
    }

    private mutating func addCell(_ range: Range<Int>) {
        let start = Bytes.skipSpaces(b, range.lowerBound, range.upperBound)
        let stop = Bytes.trimEnd(b, start, range.upperBound)
        if start < stop { emit(.other("tableCell"), [start..<stop]) }
    }

    // MARK: Paragraphs

    private mutating func startParagraph(_ text: Range<Int>, ignored: IgnoredKind) {
        paragraphIgnored = ignored
        paragraph = [text]
    }

    private mutating func closeParagraph() {
        guard let first = paragraph.first, let last = paragraph.last else { return }
        if let kind = paragraphIgnored {
            let range = first.lowerBound..<last.upperBound
            builder.block(kind == .blockQuote ? .blockQuote : .other("literalParagraph"), range)
            builder.ignore(range, kind)
        } else {
            emit(paragraphKind, paragraph)
        }
        paragraph = []
        paragraphIgnored = nil
        style = nil
    }

    private mutating func emit(_ kind: BlockKind, _ lines: [Range<Int>]) {
        let range = lines[0].lowerBound..<lines[lines.count - 1].upperBound
        builder.block(kind, range, prose: lines)
        AsciiDocInlineScanner.scan(b, range) { builder.ignore($0, $1) }
    }
}
