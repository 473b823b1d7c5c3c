/// Reads Markdown: CommonMark blocks and inlines, GFM tables, strikethrough,
/// footnotes and bare links, `$`/`\(`/`\[` math, `$$` math blocks and
/// YAML/TOML front matter.
///
/// Block parsing follows CommonMark's two-phase algorithm, line by line with
/// a stack of open blocks (document, block quotes, list items, then at most
/// one leaf) and a column-aware line cursor. Leaf blocks with inline content
/// are queued and scanned once all link reference definitions are known.
struct MarkdownScanner: FormatScanner {
    private enum Kind: Equatable {
        case document, blockQuote
        case listItem(contentIndent: Int)
        case paragraph
        case fencedCode(char: UInt8, length: Int, indent: Int, info: Range<Int>)
        /// A MyST directive known to hold prose (```` ```{note} ````): a container until its closing fence.
        case directive(char: UInt8, length: Int)
        case indentedCode
        case html(type: Int)
        case table, math

        var isContainer: Bool {
            switch self {
            case .document, .blockQuote, .listItem, .directive: true
            default: false
            }
        }
    }

    private struct OpenBlock {
        var kind: Kind
        var start: Int
        var end: Int
        /// Inside a protected block quote: reported as part of it, not on its own.
        var hidden: Bool
        var hasChild = false
        /// Paragraph lines or table rows (trimmed).
        var lines: [Range<Int>] = []
        var definitionsResolved = false
    }

    private struct InlineJob {
        var kind: BlockKind
        var range: Range<Int>
        var lines: [Range<Int>]
    }

    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let protectBlockQuotes: Bool
    private let protectLinks: Bool
    private(set) var builder = StructureBuilder()
    private var definitions: Set<String> = []
    private var jobs: [InlineJob] = []
    private var stack: [OpenBlock]
    private var joined = JoinedLines()
    private var inline = MarkdownInlineScanner()

    // The line cursor.
    private var lineEnd = 0
    private var offset = 0
    private var column = 0
    private var partiallyConsumedTab = false
    private var nextNonspace = 0
    private var nextNonspaceColumn = 0
    private var indent = 0
    private var blank = false
    private var indented: Bool { indent >= 4 }
    private var allClosed = true
    private var lastMatched = 0

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options: StructureOptions) -> StructureBuilder {
        Self(bytes, options: options).builder
    }

    /// Scans `b`.
    init(_ b: UnsafeBufferPointer<UInt8>, options: StructureOptions) {
        self.b = b
        self.end = b.count
        self.protectBlockQuotes = options.protectBlockQuotes
        self.protectLinks = options.protectLinks
        self.stack = [OpenBlock(kind: .document, start: 0, end: b.count, hidden: false)]
        var position = 0
        if let frontMatterEnd = MarkdownBlockSyntax.frontMatterEnd(b) {
            builder.block(.frontMatter, 0..<frontMatterEnd)
            builder.ignore(0..<frontMatterEnd, .frontMatter)
            position = Bytes.nextLine(b, after: frontMatterEnd, end: end)
        }
        while position < end {
            lineEnd = Bytes.lineEnd(b, from: position, end: end)
            processLine(position)
            position = Bytes.nextLine(b, after: lineEnd, end: end)
        }
        while stack.count > 1 { closeTop() }
        for job in jobs { scanInline(job) }
        builder.linkLabels = definitions
    }

    // MARK: Line cursor

    private mutating func findNextNonspace() {
        var i = offset
        var cols = column
        while i < lineEnd {
            let c = b[i]
            if c == Bytes.space {
                cols += 1
            } else if c == Bytes.tab {
                cols += 4 - cols % 4
            } else {
                break
            }
            i += 1
        }
        blank = i == lineEnd
        nextNonspace = i
        nextNonspaceColumn = cols
        indent = cols - column
    }

    private mutating func advanceNextNonspace() {
        offset = nextNonspace
        column = nextNonspaceColumn
        partiallyConsumedTab = false
    }

    private mutating func advance(_ count: Int, columns: Bool) {
        var count = count
        while count > 0, offset < lineEnd {
            if b[offset] == Bytes.tab {
                let toTab = 4 - column % 4
                if columns {
                    partiallyConsumedTab = toTab > count
                    let step = min(toTab, count)
                    column += step
                    if !partiallyConsumedTab { offset += 1 }
                    count -= step
                } else {
                    partiallyConsumedTab = false
                    column += toTab
                    offset += 1
                    count -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                count -= 1
            }
        }
    }

    // MARK: Lines

    private mutating func processLine(_ lineStart: Int) {
        offset = lineStart
        column = 0
        partiallyConsumedTab = false
        // 1. Continue the open blocks that this line matches.
        var matched = 0
        var index = 1
        continuation: while index < stack.count {
            findNextNonspace()
            switch stack[index].kind {
            case .blockQuote:
                guard !indented, nextNonspace < lineEnd, b[nextNonspace] == 0x3E else { break continuation }
                advanceNextNonspace()
                advance(1, columns: false)
                if offset < lineEnd, Bytes.isSpaceOrTab(b[offset]) { advance(1, columns: true) }
            case .listItem(let contentIndent):
                if blank {
                    guard stack[index].hasChild else { break continuation }
                    advanceNextNonspace()
                } else if indent >= contentIndent {
                    advance(contentIndent, columns: true)
                } else {
                    break continuation
                }
            case .fencedCode(let char, let length, let fenceIndent, _):
                if !indented, MarkdownBlockSyntax.closesFence(b, nextNonspace, lineEnd, char: char, length: length) {
                    stack[index].end = lineEnd
                    closeTop()
                    touchContainers()
                    return
                }
                var k = fenceIndent
                while k > 0, offset < lineEnd, Bytes.isSpaceOrTab(b[offset]) {
                    advance(1, columns: true)
                    k -= 1
                }
            case .directive(let char, let length):
                if !indented, MarkdownBlockSyntax.closesFence(b, nextNonspace, lineEnd, char: char, length: length) {
                    lastMatched = index - 1
                    allClosed = false
                    closeUnmatched()
                    builder.ignore(nextNonspace..<Bytes.trimEnd(b, nextNonspace, lineEnd), .markup)
                    touchContainers()
                    return
                }
                if !stack[index].hasChild, !blank, index == stack.count - 1, b[nextNonspace] == 0x3A,
                    Bytes.find(b, ":", from: nextNonspace + 1, to: lineEnd) != nil
                {
                    // An option line (`:class: tip`) before the content.
                    builder.ignore(nextNonspace..<Bytes.trimEnd(b, nextNonspace, lineEnd), .code)
                    touchContainers()
                    return
                }
            case .indentedCode:
                if indent >= 4 {
                    advance(4, columns: true)
                } else if blank {
                    advanceNextNonspace()
                } else {
                    break continuation
                }
            case .html(let type):
                if blank && type >= 6 { break continuation }
            case .paragraph, .table:
                if blank { break continuation }
            case .math:
                stack[index].end = lineEnd
                if Bytes.find(b, "$$", from: offset, to: lineEnd) != nil {
                    closeTop()
                    touchContainers()
                    return
                }
                return
            case .document:
                break
            }
            matched = index
            index += 1
        }
        lastMatched = matched
        allClosed = matched == stack.count - 1

        // 2. Open new blocks.
        var container = matched
        switch stack[container].kind {
        case .fencedCode, .indentedCode, .html, .math: break
        default:
            starts: while true {
                findNextNonspace()
                if !indented, blank || !Self.maySpecial(b[nextNonspace]) {
                    advanceNextNonspace()
                    break starts
                }
                switch blockStart(container) {
                case .none:
                    advanceNextNonspace()
                    break starts
                case .container:
                    container = stack.count - 1
                case .leaf:
                    break starts
                case .lineDone:
                    touchContainers()
                    return
                }
            }
        }

        // 3. Add the line's rest to the tip.
        if !allClosed, !blank, stack[stack.count - 1].kind == .paragraph {
            addParagraphLine()
        } else {
            closeUnmatched()
            let top = stack.count - 1
            switch stack[top].kind {
            case .fencedCode, .math:
                stack[top].end = lineEnd
            case .indentedCode:
                if !blank { stack[top].end = lineEnd }
            case .html(let type):
                stack[top].end = lineEnd
                if type <= 5, MarkdownHTMLSyntax.blockEnds(b, offset..<lineEnd, type: type) { closeTop() }
            case .table:
                if !blank { stack[top].lines.append(nextNonspace..<Bytes.trimEnd(b, nextNonspace, lineEnd)) }
            case .paragraph:
                addParagraphLine()
            default:
                if !blank {
                    advanceNextNonspace()
                    push(.paragraph, start: offset)
                    addParagraphLine()
                }
            }
        }
        touchContainers()
    }

    /// Bytes that may start a block: ``# ` ~ * + - _ = < > | : $`` and digits.
    @inline(__always) private static func maySpecial(_ c: UInt8) -> Bool {
        switch c {
        case 0x23, 0x60, 0x7E, 0x2A, 0x2B, 0x2D, 0x5F, 0x3D, 0x3C, 0x3E, 0x7C, 0x3A, 0x24, 0x30...0x39: true
        default: false
        }
    }

    private mutating func addParagraphLine() {
        let top = stack.count - 1
        stack[top].lines.append(nextNonspace..<Bytes.trimEnd(b, nextNonspace, lineEnd))
        stack[top].end = lineEnd
    }

    /// Extends the open containers over a non-blank line.
    private mutating func touchContainers() {
        guard !blank else { return }
        for k in 1..<stack.count where stack[k].kind.isContainer { stack[k].end = lineEnd }
    }

    // MARK: Block starts

    private enum Start { case none, container, leaf, lineDone }

    /// Deeper containers are read as text, so that a line of a thousand `>`
    /// or `-` markers cannot make every following line walk them all.
    private static let maxContainerDepth = 100

    private mutating func blockStart(_ container: Int) -> Start {
        let i = nextNonspace
        let c = i < b.count ? b[i] : 0x0A  // a blank last line without a line break reads as one
        let inParagraph = stack[container].kind == .paragraph
        let mayNest = stack.count < Self.maxContainerDepth
        if !indented {
            if c == 0x3E, mayNest {
                advanceNextNonspace()
                advance(1, columns: false)
                if offset < lineEnd, Bytes.isSpaceOrTab(b[offset]) { advance(1, columns: true) }
                closeUnmatched()
                push(.blockQuote, start: i)
                return .container
            }
            if c == 0x23, let heading = MarkdownBlockSyntax.atxHeading(b, i, lineEnd) {
                closeUnmatched()
                addLeaf(.heading(level: heading.level), i..<lineEnd, lines: heading.content.isEmpty ? [] : [heading.content])
                return .lineDone
            }
            if let fence = MarkdownBlockSyntax.directiveFence(b, i, lineEnd), mayNest,
                case .prose(let argumentReading) = SphinxDirectives.reading(
                    ofDirective: String(decoding: UnsafeBufferPointer(rebasing: b[fence.name]), as: UTF8.self).lowercased())
            {
                closeUnmatched()
                push(.directive(char: fence.char, length: fence.length), start: i)
                stack[stack.count - 1].end = lineEnd
                builder.ignore(i..<(argumentReading == .code ? lineEnd : fence.argument.lowerBound), .markup)
                if argumentReading != .code, !fence.argument.isEmpty {
                    addLeaf(.other("directiveTitle"), fence.argument, lines: [fence.argument])
                    stack[stack.count - 1].hasChild = false
                }
                return .lineDone
            }
            if let fence = MarkdownBlockSyntax.openingFence(b, i, lineEnd) {
                closeUnmatched()
                push(.fencedCode(char: fence.char, length: fence.length, indent: indent, info: fence.info), start: i)
                stack[stack.count - 1].end = lineEnd
                return .lineDone
            }
            let lazyParagraph = !allClosed && !blank && stack[stack.count - 1].kind == .paragraph
            if c == 0x3C, let type = MarkdownHTMLSyntax.blockStart(b, i, lineEnd, canBeType7: !inParagraph && !lazyParagraph) {
                closeUnmatched()
                push(.html(type: type), start: i)
                return .leaf
            }
            if inParagraph, let level = MarkdownBlockSyntax.setextLevel(b, i, lineEnd) {
                closeUnmatched()
                let top = stack.count - 1
                resolveDefinitions(top)
                if !stack[top].lines.isEmpty {
                    let lines = stack[top].lines
                    stack.removeLast()
                    addLeaf(.heading(level: level), lines[0].lowerBound..<lineEnd, lines: lines)
                    return .lineDone
                }
            }
            if MarkdownBlockSyntax.isThematicBreak(b, i, lineEnd) {
                closeUnmatched()
                addLeaf(.other("thematicBreak"), i..<lineEnd, lines: [])
                builder.ignore(i..<lineEnd, .markup)
                return .lineDone
            }
        }
        if !indented, mayNest, let marker = MarkdownBlockSyntax.listMarker(b, i, lineEnd),
            !(inParagraph && (marker.orderedNotOne || Bytes.skipSpaces(b, i + marker.length, lineEnd) == lineEnd))
        {
            let markerIndent = indent
            advanceNextNonspace()
            advance(marker.length, columns: true)
            let spacesStartColumn = column
            let spacesStartOffset = offset
            repeat {
                advance(1, columns: true)
            } while column - spacesStartColumn < 5 && offset < lineEnd && Bytes.isSpaceOrTab(b[offset])
            let blankItem = offset >= lineEnd
            let spaces = column - spacesStartColumn
            var padding = marker.length + spaces
            if spaces >= 5 || spaces < 1 || blankItem {
                padding = marker.length + 1
                column = spacesStartColumn
                offset = spacesStartOffset
                partiallyConsumedTab = false
                if offset < lineEnd, Bytes.isSpaceOrTab(b[offset]) { advance(1, columns: true) }
            }
            closeUnmatched()
            push(.listItem(contentIndent: markerIndent + padding), start: i)
            return .container
        }
        if indented, !blank, stack[stack.count - 1].kind != .paragraph {
            let start = offset
            advance(4, columns: true)
            closeUnmatched()
            push(.indentedCode, start: start)
            return .leaf
        }
        if !indented, inParagraph, let cells = MarkdownBlockSyntax.tableDelimiterCells(b, i, lineEnd) {
            let top = stack.count - 1
            resolveDefinitions(top)
            if let header = stack[top].lines.last, MarkdownBlockSyntax.tableCells(b, header).cells.count == cells {
                closeUnmatched()
                stack[top].lines.removeLast()
                if stack[top].lines.isEmpty { stack.removeLast() } else { closeTop() }
                push(.table, start: header.lowerBound)
                stack[stack.count - 1].lines = [header, i..<Bytes.trimEnd(b, i, lineEnd)]
                stack[stack.count - 1].end = lineEnd
                return .lineDone
            }
        }
        if !indented, Bytes.hasPrefix(b, i, lineEnd, "$$") {
            closeUnmatched()
            push(.math, start: i)
            stack[stack.count - 1].end = lineEnd
            if Bytes.find(b, "$$", from: i + 2, to: lineEnd) != nil { closeTop() }
            return .lineDone
        }
        return .none
    }

    // MARK: Open blocks

    private mutating func closeUnmatched() {
        guard !allClosed else { return }
        while stack.count - 1 > lastMatched { closeTop() }
        allClosed = true
    }

    /// Opens a block as the child of the innermost container (closing an open leaf first).
    private mutating func push(_ kind: Kind, start: Int) {
        while !stack[stack.count - 1].kind.isContainer { closeTop() }
        let parent = stack.count - 1
        stack[parent].hasChild = true
        let hidden = stack[parent].hidden || (stack[parent].kind == .blockQuote && protectBlockQuotes)
        stack.append(OpenBlock(kind: kind, start: start, end: lineEnd, hidden: hidden))
        if kind == .paragraph { stack[stack.count - 1].lines.reserveCapacity(4) }
    }

    /// Adds a one-line (or setext) leaf block that is closed at once.
    private mutating func addLeaf(_ kind: BlockKind, _ range: Range<Int>, lines: [Range<Int>]) {
        while !stack[stack.count - 1].kind.isContainer { closeTop() }
        let parent = stack.count - 1
        stack[parent].hasChild = true
        guard !stack[parent].hidden, !(stack[parent].kind == .blockQuote && protectBlockQuotes) else { return }
        if lines.isEmpty {
            builder.block(kind, range)
        } else {
            jobs.append(InlineJob(kind: kind, range: range, lines: lines))
        }
    }

    private mutating func closeTop() {
        let node = stack.removeLast()
        let parentKind = stack[stack.count - 1].kind
        let range = node.start..<max(node.start, node.end)
        switch node.kind {
        case .document, .listItem, .directive:
            break
        case .blockQuote:
            if protectBlockQuotes, !node.hidden {
                builder.block(.blockQuote, range)
                builder.ignore(range, .blockQuote)
            }
        case .paragraph:
            var node = node
            if !node.definitionsResolved { resolveDefinitions(&node) }
            guard !node.hidden, let first = node.lines.first, let last = node.lines.last else { return }
            if case .listItem = parentKind {
                jobs.append(InlineJob(kind: .listItem, range: first.lowerBound..<last.upperBound, lines: node.lines))
            } else {
                jobs.append(InlineJob(kind: .paragraph, range: first.lowerBound..<last.upperBound, lines: node.lines))
            }
        case .fencedCode(_, _, _, let info):
            guard !node.hidden else { return }
            builder.block(.fencedCode(info: String(decoding: UnsafeBufferPointer(rebasing: b[info]), as: UTF8.self)), range)
            builder.ignore(range, .codeBlock)
        case .indentedCode:
            guard !node.hidden else { return }
            builder.block(.indentedCode, range)
            builder.ignore(range, .codeBlock)
        case .html:
            guard !node.hidden else { return }
            builder.block(.htmlBlock, range)
            addHTML(range)
        case .table:
            guard !node.hidden else { return }
            addTable(node.lines)
        case .math:
            guard !node.hidden else { return }
            builder.block(.math, range)
            builder.ignore(range, .math)
        }
    }

    private mutating func resolveDefinitions(_ index: Int) {
        var node = stack[index]
        resolveDefinitions(&node)
        stack[index] = node
    }

    /// Removes the link reference definitions that start a paragraph,
    /// recording their labels and marking them ignored.
    private mutating func resolveDefinitions(_ node: inout OpenBlock) {
        guard !node.definitionsResolved else { return }
        node.definitionsResolved = true
        guard let first = node.lines.first, b[first.lowerBound] == 0x5B else { return }
        var consumed = 0
        var ranges: [Range<Int>] = []
        var labels: [String] = []
        joined.fill(b, node.lines) { v in
            var memo = SearchMemo()
            var p = 0
            while p < v.count, let definition = MarkdownLinkSyntax.definition(v, p, v.count, memo: &memo) {
                labels.append(MarkdownLinkSyntax.normalize(v, definition.label))
                ranges.append(p..<definition.end)
                p = definition.end
            }
            consumed = p
        }
        guard !ranges.isEmpty else { return }
        definitions.formUnion(labels)
        if !node.hidden {
            for range in ranges {
                let real = joined.map(range)
                builder.block(.other("linkReferenceDefinition"), real)
                builder.ignore(real, .markup)
            }
        }
        node.lines.removeFirst(joined.lineCount(before: consumed))
    }

    // MARK: Emitting

    private mutating func addHTML(_ range: Range<Int>) {
        var position = range.lowerBound
        var search = range.lowerBound
        while let open = Bytes.find(b, "<!--", from: search, to: range.upperBound) {
            guard let close = Bytes.find(b, "-->", from: open + 4, to: range.upperBound) else { break }
            if builder.directive(in: b, comment: open..<(close + 3), text: (open + 4)..<close) {
                builder.ignore(position..<open, .html)
                position = close + 3
            }
            search = close + 3
        }
        builder.ignore(position..<range.upperBound, .html)
    }

    private mutating func addTable(_ rows: [Range<Int>]) {
        for (index, row) in rows.enumerated() {
            if index == 1 {
                builder.block(.other("tableDelimiterRow"), row)
                builder.ignore(row, .markup)
                continue
            }
            let (cells, pipes) = MarkdownBlockSyntax.tableCells(b, row)
            for pipe in pipes { builder.ignore(pipe, .markup) }
            for cell in cells where !cell.isEmpty {
                jobs.append(InlineJob(kind: .other("tableCell"), range: cell, lines: [cell]))
            }
        }
    }

    private mutating func scanInline(_ job: InlineJob) {
        builder.block(job.kind, job.range, prose: job.lines)
        let start = job.range.lowerBound
        if job.kind == .listItem, start + 3 < end, b[start] == 0x5B, b[start + 1] == Bytes.space || b[start + 1] | 0x20 == 0x78,
            b[start + 2] == 0x5D, Bytes.isSpaceOrTab(b[start + 3])
        {
            builder.ignore(start..<(start + 3), .markup)
        }
        Self.inlineSpans(b, lines: job.lines, definitions: definitions, protectLinks: protectLinks, joined: &joined, scanner: &inline)
        for span in inline.spans {
            if let text = span.commentText, builder.directive(in: b, comment: span.range, text: text) { continue }
            builder.ignore(span.range, span.kind, reading: span.reading)
        }
    }

    /// Scans the leaf block made of `lines` into `scanner.spans`, in document offsets.
    static func inlineSpans(
        _ b: UnsafeBufferPointer<UInt8>, lines: [Range<Int>], definitions: Set<String>, protectLinks: Bool, joined: inout JoinedLines,
        scanner: inout MarkdownInlineScanner
    ) {
        joined.fill(b, lines) { v in scanner.scan(v, definitions: definitions, protectLinks: protectLinks) }
        for k in scanner.spans.indices {
            scanner.spans[k].range = joined.map(scanner.spans[k].range)
            scanner.spans[k].commentText = scanner.spans[k].commentText.map { joined.map($0) }
        }
    }
}

/// The lines of one leaf block joined by `\n`, with the map from offsets in
/// the joined text back to offsets in the document. Lines that already
/// follow each other in the document (no container prefix, indentation or
/// trailing space between them) are read in place; others are copied into
/// a reusable buffer.
struct JoinedLines {
    private var buffer: [UInt8] = []
    /// For each line: its offset in the joined text and in the document.
    private var starts: [(joined: Int, source: Int)] = []

    /// Joins `lines` of `b` and calls `body` with the joined text.
    mutating func fill(_ b: UnsafeBufferPointer<UInt8>, _ lines: [Range<Int>], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        starts.removeAll(keepingCapacity: true)
        var contiguous = true
        for (k, line) in lines.enumerated() {
            if k > 0 {
                let previous = lines[k - 1].upperBound
                contiguous = contiguous && line.lowerBound == previous + 1 && b[previous] == Bytes.newline
            }
            starts.append((line.lowerBound - lines[0].lowerBound, line.lowerBound))
        }
        if contiguous, let first = lines.first, let last = lines.last {
            body(UnsafeBufferPointer(rebasing: b[first.lowerBound..<last.upperBound]))
            return
        }
        buffer.removeAll(keepingCapacity: true)
        for (k, line) in lines.enumerated() {
            if k > 0 { buffer.append(Bytes.newline) }
            starts[k].joined = buffer.count
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: b[line]))
        }
        buffer.withUnsafeBufferPointer(body)
    }

    /// The document offset of buffer offset `i` (a joining `\n` maps to the end of its line).
    func map(_ i: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid].joined <= i { low = mid } else { high = mid - 1 }
        }
        return starts[low].source + (i - starts[low].joined)
    }

    func map(_ range: Range<Int>) -> Range<Int> {
        let lower = map(range.lowerBound)
        return lower..<max(lower, map(range.upperBound))
    }

    /// How many lines start before buffer offset `i`.
    func lineCount(before i: Int) -> Int {
        starts.firstIndex { $0.joined >= i } ?? starts.count
    }
}
