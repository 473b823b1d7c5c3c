/// Reads reStructuredText.
///
/// Prose: paragraphs, section titles, list items, definition lists, field
/// bodies, footnotes, admonition bodies (`note`, `warning`…) and table cells
/// (grid and simple tables). Ignored: literal blocks after `::` and doctest
/// blocks (`codeBlock`); every directive not known to hold prose
/// (`SphinxDirectives.reading(ofDirective:)`: `code-block`, `raw`, `toctree`, any
/// directive of an extension such as `click:example`…) with its options
/// and content (`codeBlock`), `math` (`math`); directive
/// markers, options and non-prose arguments (`code`); comments (`comment`,
/// or a `.. wt-lsp-…` directive); substitution definitions (`code`); link
/// targets, field names, adornments, list markers and table borders
/// (`markup`); indented block quotes (`blockQuote`, when protected); inline
/// markup as `RSTInlineScanner` says.
///
/// One pass over the lines with a stack of indented contexts: a line no
/// more indented than a context's owner closes it.
struct RSTScanner: FormatScanner {
    private enum Region: Equatable {
        /// Holds prose blocks; paragraphs in a list item are list items.
        case prose(listItem: Bool)
        /// Every line of it is ignored as `kind` and reported as one block.
        case ignored(IgnoredKind, BlockKind)
    }

    private struct Context {
        var region: Region
        /// Lines indented this much or less close the context.
        var owner: Int
        /// The indentation of the content, from its first line.
        var base: Int?
        var start: Int
        var end: Int
        /// Directive option lines (`:name: value`) may follow.
        var inOptions = false
    }

    private struct OpenParagraph {
        var kind: BlockKind
        var indent: Int
        var lines: [Range<Int>]
        var code = false
    }

    private struct SimpleTable {
        var columns: [Int]
        var borders = 1
    }

    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let protectBlockQuotes: Bool
    private(set) var builder = StructureBuilder()
    private var stack: [Context]
    private var paragraph: OpenParagraph?
    /// The indentation of a paragraph ending in `::`: a more indented block after it is literal.
    private var pendingLiteral: Int?
    private var gridTable = false
    private var simpleTable: SimpleTable?
    /// Adornment characters in order of first use: their index is the heading level.
    private var headingStyles: [UInt8] = []

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options: StructureOptions) -> StructureBuilder {
        Self(bytes, options: options).builder
    }

    /// Scans `b`.
    init(_ b: UnsafeBufferPointer<UInt8>, options: StructureOptions) {
        self.b = b
        self.end = b.count
        self.protectBlockQuotes = options.protectBlockQuotes
        self.stack = [Context(region: .prose(listItem: false), owner: -1, base: 0, start: 0, end: 0)]
        var position = 0
        while position < end {
            let lineEnd = Bytes.lineEnd(b, from: position, end: end)
            line(position, lineEnd)
            position = Bytes.nextLine(b, after: lineEnd, end: end)
        }
        closeParagraph()
        while stack.count > 1 { closeTop() }
    }

    // MARK: Lines

    private mutating func line(_ lineStart: Int, _ lineEnd: Int) {
        var i = lineStart
        var indent = 0
        while i < lineEnd, Bytes.isSpaceOrTab(b[i]) {
            indent = b[i] == Bytes.tab ? (indent / 8 + 1) * 8 : indent + 1
            i += 1
        }
        let stop = Bytes.trimEnd(b, i, lineEnd)
        guard i < stop else {
            closeParagraph()
            gridTable = false
            if simpleTable.map({ $0.borders >= 2 }) == true { simpleTable = nil }
            stack[stack.count - 1].inOptions = false
            return
        }
        let text = i..<stop
        while stack.count > 1, indent <= stack[stack.count - 1].owner {
            closeParagraph()
            closeTop()
        }
        let top = stack.count - 1
        if case .ignored = stack[top].region {
            stack[top].end = stop
            return
        }
        if stack[top].base == nil { stack[top].base = indent }
        if gridTable || simpleTable != nil {
            tableRow(text, lineStart: lineStart)
            return
        }
        if stack[top].inOptions, RSTSyntax.fieldName(b, i, stop) != nil {
            builder.ignore(text, .code)
            return
        }
        stack[top].inOptions = false
        if paragraph != nil, continueParagraph(text, indent: indent) { return }
        if let literal = pendingLiteral, indent > literal {
            pendingLiteral = nil
            push(.ignored(.codeBlock, .other("literalBlock")), owner: literal, start: lineStart, end: stop)
            return
        }
        pendingLiteral = nil
        if let base = stack[top].base, indent > base {
            if protectBlockQuotes {
                push(.ignored(.blockQuote, .blockQuote), owner: base, start: i, end: stop)
                return
            }
            push(.prose(listItem: false), owner: base, start: i, end: stop)
            stack[stack.count - 1].base = indent
        }
        startBlock(text, indent: indent, lineStart: lineStart)
    }

    /// Adds the line to the open paragraph, or turns it into a heading or a
    /// definition list term; false when the line starts something else.
    private mutating func continueParagraph(_ text: Range<Int>, indent: Int) -> Bool {
        guard var open = paragraph else { return false }
        // A `.. wt-lsp-…` comment inside a paragraph (as "Ignore this line" inserts it) is read, and the paragraph goes on.
        if Bytes.hasPrefix(b, text.lowerBound, text.upperBound, ".. "),
            builder.directive(in: b, comment: text, text: (text.lowerBound + 2)..<text.upperBound)
        {
            return true
        }
        let last = open.lines[open.lines.count - 1]
        if indent > open.indent, !open.code, endsInLiteralMarker(last) {
            closeParagraph()
            pendingLiteral = nil
            push(.ignored(.codeBlock, .other("literalBlock")), owner: open.indent, start: text.lowerBound, end: text.upperBound)
            return true
        }
        if RSTSyntax.isAdornment(b, text), !open.code {
            paragraph = nil
            if open.lines.count == 1 {
                let style = b[text.lowerBound]
                if !headingStyles.contains(style) { headingStyles.append(style) }
                let level = headingStyles.firstIndex(of: style)! + 1
                open.kind = .heading(level: level)
            }
            emitParagraph(open)
            builder.ignore(text, .markup)
            return true
        }
        if indent > open.indent, open.lines.count == 1, !open.code {
            closeParagraph()
            push(.prose(listItem: false), owner: open.indent, start: text.lowerBound, end: text.upperBound)
            stack[stack.count - 1].base = indent
            startBlock(text, indent: indent, lineStart: text.lowerBound)
            return true
        }
        if b[text.lowerBound] == 0x7C, !open.code, open.lines.allSatisfy({ b[$0.lowerBound] == 0x7C }) {
            open.lines.append(lineBlockText(text))
        } else {
            open.lines.append(text)
        }
        paragraph = open
        return true
    }

    private mutating func startBlock(_ text: Range<Int>, indent: Int, lineStart: Int) {
        let i = text.lowerBound
        let stop = text.upperBound
        let c = b[i]
        if c == 0x2E, Bytes.hasPrefix(b, i, stop, ".."), i + 2 == stop || Bytes.isSpaceOrTab(b[i + 2]) {
            explicitMarkup(text, indent: indent)
            return
        }
        if Bytes.hasPrefix(b, i, stop, "__"), i + 2 < stop, b[i + 2] == Bytes.space {
            push(.ignored(.markup, .other("linkTarget")), owner: indent, start: i, end: stop)
            return
        }
        if Bytes.hasPrefix(b, i, stop, ">>>") {
            paragraph = OpenParagraph(kind: .other("doctest"), indent: indent, lines: [text], code: true)
            return
        }
        if text.count == 2, Bytes.hasPrefix(b, i, stop, "::") {
            builder.ignore(text, .markup)
            pendingLiteral = indent
            return
        }
        if RSTSyntax.isGridBorder(b, text) {
            gridTable = true
            builder.ignore(text, .markup)
            return
        }
        if let columns = RSTSyntax.simpleTableColumns(b, text, lineStart: lineStart) {
            simpleTable = SimpleTable(columns: columns)
            builder.ignore(text, .markup)
            return
        }
        if RSTSyntax.isAdornment(b, text) {
            builder.ignore(text, .markup)
            return
        }
        if let marker = RSTSyntax.listMarker(b, i, stop) {
            builder.ignore(i..<marker, .markup)
            let content = Bytes.skipSpaces(b, marker, stop)
            push(.prose(listItem: true), owner: indent, start: i, end: stop)
            stack[stack.count - 1].base = indent + (content - i)
            if content < stop { paragraph = OpenParagraph(kind: .listItem, indent: indent + (content - i), lines: [content..<stop]) }
            return
        }
        if let name = RSTSyntax.fieldName(b, i, stop) {
            builder.ignore(i..<name, .markup)
            push(.prose(listItem: false), owner: indent, start: i, end: stop)
            stack[stack.count - 1].base = nil
            let content = Bytes.skipSpaces(b, name, stop)
            if content < stop { paragraph = OpenParagraph(kind: .paragraph, indent: indent + (content - i), lines: [content..<stop]) }
            return
        }
        let listItem = stack[stack.count - 1].region == .prose(listItem: true)
        let lines = [c == 0x7C && (i + 1 == stop || b[i + 1] == Bytes.space) ? lineBlockText(text) : text]
        paragraph = OpenParagraph(kind: listItem ? .listItem : .paragraph, indent: indent, lines: lines)
    }

    /// `.. _target:`, `.. |name| …`, `.. [label] …`, `.. name:: …` or a comment.
    private mutating func explicitMarkup(_ text: Range<Int>, indent: Int) {
        let i = text.lowerBound
        let stop = text.upperBound
        let body = Bytes.skipSpaces(b, i + 2, stop)
        if body < stop, b[body] == 0x5F {
            push(.ignored(.markup, .other("linkTarget")), owner: indent, start: i, end: stop)
        } else if body < stop, b[body] == 0x7C {
            push(.ignored(.code, .other("substitution")), owner: indent, start: i, end: stop)
        } else if body < stop, let label = RSTSyntax.footnoteLabel(b, body, stop) {
            builder.ignore(i..<label, .markup)
            push(.prose(listItem: false), owner: indent, start: i, end: stop)
            stack[stack.count - 1].base = nil
            let content = Bytes.skipSpaces(b, label, stop)
            if content < stop { paragraph = OpenParagraph(kind: .paragraph, indent: indent + (content - i), lines: [content..<stop]) }
        } else if body < stop, let directive = RSTSyntax.directive(b, body, stop) {
            let name = String(decoding: UnsafeBufferPointer(rebasing: b[directive.name]), as: UTF8.self).lowercased()
            switch SphinxDirectives.reading(ofDirective: name) {
            case .math:
                push(.ignored(.math, .math), owner: indent, start: i, end: stop)
            case .code:
                push(.ignored(.codeBlock, .other("directive(\(name))")), owner: indent, start: i, end: stop)
            case .prose(let argumentReading):
                var argument = Bytes.skipSpaces(b, directive.end, stop)
                if argumentReading == .version {
                    while argument < stop, !Bytes.isWhitespace(b[argument]) { argument += 1 }
                    argument = Bytes.skipSpaces(b, argument, stop)
                }
                let proseArgument = argumentReading != .code && argument < stop
                builder.ignore(i..<(proseArgument ? argument : stop), .code)
                push(.prose(listItem: false), owner: indent, start: i, end: stop)
                stack[stack.count - 1].base = nil
                stack[stack.count - 1].inOptions = true
                if proseArgument {
                    paragraph = OpenParagraph(kind: .paragraph, indent: indent + (argument - i), lines: [argument..<stop])
                }
            }
        } else if !builder.directive(in: b, comment: text, text: (i + 2)..<stop) {
            push(.ignored(.comment, .comment), owner: indent, start: i, end: stop)
        }
    }

    /// A grid table row (`| cell | cell |`) or border, or a simple table row or border.
    private mutating func tableRow(_ text: Range<Int>, lineStart: Int) {
        if gridTable {
            guard b[text.lowerBound] == 0x7C else {
                builder.ignore(text, .markup)
                return
            }
            var cellStart = text.lowerBound + 1
            builder.ignore(text.lowerBound..<cellStart, .markup)
            for j in cellStart..<text.upperBound where b[j] == 0x7C {
                addCell(cellStart..<j)
                builder.ignore(j..<(j + 1), .markup)
                cellStart = j + 1
            }
            addCell(cellStart..<text.upperBound)
            return
        }
        guard var table = simpleTable else { return }
        if RSTSyntax.simpleTableColumns(b, text, lineStart: lineStart) != nil || RSTSyntax.isAdornment(b, text) {
            builder.ignore(text, .markup)
            table.borders += 1
            simpleTable = table
            return
        }
        var cellStart = text.lowerBound
        var column = text.lowerBound - lineStart
        var next = 1
        var j = text.lowerBound
        while j < text.upperBound {
            if next < table.columns.count, column >= table.columns[next] {
                addCell(cellStart..<j)
                cellStart = j
                next += 1
            }
            j += Bytes.scalar(at: j, in: b, end: text.upperBound).1
            column += 1
        }
        addCell(cellStart..<text.upperBound)
    }

    private mutating func addCell(_ range: Range<Int>) {
        let start = Bytes.skipSpaces(b, range.lowerBound, range.upperBound)
        let stop = Bytes.trimEnd(b, start, range.upperBound)
        guard start < stop else { return }
        emitParagraph(OpenParagraph(kind: .other("tableCell"), indent: 0, lines: [start..<stop]))
    }

    /// The text of a line block line after its `| ` (which is markup).
    private mutating func lineBlockText(_ text: Range<Int>) -> Range<Int> {
        let content = Bytes.skipSpaces(b, text.lowerBound + 1, text.upperBound)
        builder.ignore(text.lowerBound..<content, .markup)
        return content..<text.upperBound
    }

    // MARK: Blocks

    private mutating func push(_ region: Region, owner: Int, start: Int, end: Int) {
        stack.append(Context(region: region, owner: owner, base: nil, start: start, end: end))
    }

    private mutating func closeTop() {
        let context = stack.removeLast()
        pendingLiteral = nil
        gridTable = false
        simpleTable = nil
        if case .ignored(let kind, let block) = context.region {
            builder.block(block, context.start..<context.end)
            builder.ignore(context.start..<context.end, kind)
        }
    }

    private mutating func closeParagraph() {
        guard let open = paragraph else { return }
        paragraph = nil
        let last = open.lines[open.lines.count - 1]
        if !open.code, endsInLiteralMarker(last) {
            pendingLiteral = open.indent
        }
        emitParagraph(open)
    }

    /// True when the line ends with `::` (a literal block follows).
    private func endsInLiteralMarker(_ line: Range<Int>) -> Bool {
        line.count >= 2 && b[line.upperBound - 1] == 0x3A && b[line.upperBound - 2] == 0x3A
    }

    private mutating func emitParagraph(_ open: OpenParagraph) {
        var lines = open.lines
        let range = lines[0].lowerBound..<lines[lines.count - 1].upperBound
        if open.code {
            builder.block(open.kind, range)
            builder.ignore(range, .codeBlock)
            return
        }
        let last = lines[lines.count - 1]
        if endsInLiteralMarker(last) {
            let spaced = last.upperBound - 2 == last.lowerBound || Bytes.isWhitespace(b[last.upperBound - 3])
            let marker = spaced ? Bytes.trimEnd(b, last.lowerBound, last.upperBound - 2) : last.upperBound - 1
            builder.ignore(marker..<last.upperBound, .markup)
            lines[lines.count - 1] = last.lowerBound..<marker
            if lines[lines.count - 1].isEmpty { lines.removeLast() }
            guard !lines.isEmpty else { return }
        }
        builder.block(open.kind, range, prose: lines)
        RSTInlineScanner.scan(b, range) { builder.ignore($0, $1) }
    }
}
