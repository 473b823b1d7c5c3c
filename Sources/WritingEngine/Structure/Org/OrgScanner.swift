/// Reads Org.
///
/// Prose: headline titles, paragraphs, list items (description lists
/// included), footnote definitions and table cells, and the content of
/// blocks such as `#+BEGIN_CENTER`. Ignored: `#+BEGIN_SRC`, `EXAMPLE`,
/// `EXPORT` and `LATEX` blocks and `:` fixed-width lines (`codeBlock`),
/// `#+BEGIN_COMMENT` blocks, `#` comments (a `#` followed by a space or a
/// tab) and the subtree of a `COMMENT` headline (`comment`, or a
/// `# wt-lsp-…` directive), `#+BEGIN_QUOTE` blocks (`blockQuote`, when
/// protected), LaTeX environments (`math`), `#+KEYWORD:` lines, the
/// lines a `#+RESULTS:` line heads (`code`), the
/// `#+BEGIN: name` and `#+END:` lines of a dynamic block (whose content is
/// read as Org), drawers (`:PROPERTIES:` … `:END:`; a drawer line with no
/// `:END:` after it is prose, as Org reads it) and planning lines (`code`); headline stars,
/// TODO keywords, priorities and tags, list markers, checkboxes, table
/// rules and pipes (`markup`); inline markup as `OrgInlineScanner` says.
struct OrgScanner: FormatScanner {
    private enum Open {
        /// An ignored block, until its end line.
        case block(end: [UInt8], kind: IgnoredKind, start: Int)
        case drawer(start: Int)
        case environment(end: [UInt8], start: Int)
    }

    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let protectBlockQuotes: Bool
    private(set) var builder = StructureBuilder()
    private var open: Open?
    private var paragraph: [Range<Int>] = []
    private var paragraphKind: BlockKind = .paragraph
    /// Consecutive fixed-width (`: `) lines.
    private var fixedWidth: Range<Int>?
    /// The open subtree of a `COMMENT` headline: its level and where it starts.
    private var commentedSubtree: (level: Int, start: Int, end: Int)?
    /// After a `#+RESULTS:` line: the lines up to the next blank one are a
    /// program's output (`code`), unless a block starts there.
    private var inResults = false
    /// The start of the last `:END:` line: a drawer opens only before it.
    private let lastDrawerEnd: Int

    private static let todoKeywords: Set<String> = ["TODO", "DONE", "NEXT", "WAITING", "HOLD", "CANCELLED", "CANCELED", "STARTED"]

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options: StructureOptions) -> StructureBuilder {
        Self(bytes, options: options).builder
    }

    /// Scans `b`.
    init(_ b: UnsafeBufferPointer<UInt8>, options: StructureOptions) {
        self.b = b
        self.end = b.count
        self.protectBlockQuotes = options.protectBlockQuotes
        self.lastDrawerEnd = Self.lastDrawerEnd(b)
        var position = 0
        while position < end {
            let lineEnd = Bytes.lineEnd(b, from: position, end: end)
            line(position, Bytes.trimEnd(b, position, lineEnd))
            position = Bytes.nextLine(b, after: lineEnd, end: end)
        }
        closeParagraph()
        closeFixedWidth()
        closeCommentedSubtree()
        switch open {
        case .block(_, let kind, let start): ignoreBlock(start..<end, kind)
        case .drawer(let start): builder.ignore(start..<end, .code)
        case .environment(_, let start): ignoreBlock(start..<end, .math)
        case nil: break
        }
    }

    private mutating func line(_ lineStart: Int, _ stop: Int) {
        let i = Bytes.skipSpaces(b, lineStart, stop)
        let text = i..<stop
        if let current = open {
            closeOpen(current, text)
            return
        }
        if let subtree = commentedSubtree {
            if lineStart == i, i < stop, b[i] == 0x2A, let level = headlineLevel(text), level <= subtree.level {
                closeCommentedSubtree()
            } else {
                if i < stop { commentedSubtree?.end = stop }
                return
            }
        }
        if i < stop, b[i] == 0x3A, i + 1 == stop || b[i + 1] == Bytes.space {
            closeParagraph()
            fixedWidth = (fixedWidth?.lowerBound ?? i)..<stop
            return
        }
        closeFixedWidth()
        if inResults {
            inResults = false
            if i < stop, !Bytes.hasPrefix(b, i, stop, "#+begin_", caseInsensitive: true) {
                inResults = true
                builder.ignore(text, .code)
                return
            }
        }
        guard i < stop else {
            closeParagraph()
            return
        }
        if lineStart == i, b[i] == 0x2A, let level = headlineLevel(text) {
            closeParagraph()
            headline(text, level: level)
            return
        }
        if b[i] == 0x23 {
            hashLine(text)
            return
        }
        if b[i] == 0x7C {
            closeParagraph()
            tableRow(text)
            return
        }
        if b[i] == 0x5C, Bytes.hasPrefix(b, i, stop, "\\begin{"), let close = Bytes.find(b, "}", from: i, to: stop) {
            closeParagraph()
            open = .environment(end: Array("\\end".utf8) + Array(b[(i + 6)...close]), start: i)
            return
        }
        if text.count == 5, Bytes.hasPrefix(b, i, stop, ":END:", caseInsensitive: true) {
            // The end of a drawer that was never opened.
            closeParagraph()
            builder.ignore(text, .code)
            return
        }
        if b[i] == 0x3A, i < lastDrawerEnd, isDrawerStart(text) {
            closeParagraph()
            open = .drawer(start: i)
            return
        }
        if isPlanning(text) {
            closeParagraph()
            builder.ignore(text, .code)
            return
        }
        if text.count >= 5, text.allSatisfy({ b[$0] == 0x2D }) {
            closeParagraph()
            builder.ignore(text, .markup)
            return
        }
        if let marker = OrgSyntax.listMarker(b, text, atLineStart: lineStart == i) {
            closeParagraph()
            builder.ignore(i..<marker, .markup)
            paragraphKind = .listItem
            paragraph = OrgSyntax.descriptionItem(b, marker..<stop) { builder.ignore($0, .markup) }
            return
        }
        if lineStart == i, Bytes.hasPrefix(b, i, stop, "[fn:"), let close = Bytes.find(b, "]", from: i, to: stop) {
            closeParagraph()
            builder.ignore(i..<(close + 1), .markup)
            paragraphKind = .paragraph
            let content = Bytes.skipSpaces(b, close + 1, stop)
            if content < stop { paragraph = [content..<stop] }
            return
        }
        if paragraph.isEmpty { paragraphKind = .paragraph }
        paragraph.append(text)
    }

    /// `#+BEGIN_…`, `#+END_…`, `#+KEYWORD: …`, or a `#` comment.
    private mutating func hashLine(_ text: Range<Int>) {
        let i = text.lowerBound
        let stop = text.upperBound
        closeParagraph()
        if Bytes.hasPrefix(b, i, stop, "#+begin_", caseInsensitive: true) {
            var j = i + 8
            while j < stop, !Bytes.isWhitespace(b[j]) { j += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: b[(i + 8)..<j]), as: UTF8.self).lowercased()
            let endLine = Array("#+end_".utf8) + Array(name.utf8)
            switch name {
            case "src", "example", "export", "latex": open = .block(end: endLine, kind: .codeBlock, start: i)
            case "comment": open = .block(end: endLine, kind: .comment, start: i)
            case "quote" where protectBlockQuotes: open = .block(end: endLine, kind: .blockQuote, start: i)
            default: builder.ignore(text, .markup)
            }
            return
        }
        if Bytes.hasPrefix(b, i, stop, "#+") {
            inResults = Bytes.hasPrefix(b, i, stop, "#+results", caseInsensitive: true)
            builder.ignore(text, Bytes.hasPrefix(b, i, stop, "#+end_", caseInsensitive: true) ? .markup : .code)
            return
        }
        if i + 1 == stop || Bytes.isSpaceOrTab(b[i + 1]) {
            if !builder.directive(in: b, comment: text, text: (i + 1)..<stop) {
                builder.block(.comment, text)
                builder.ignore(text, .comment)
            }
            return
        }
        if paragraph.isEmpty { paragraphKind = .paragraph }
        paragraph.append(text)
    }

    private mutating func closeOpen(_ current: Open, _ text: Range<Int>) {
        switch current {
        case .block(let endLine, let kind, let start):
            if matches(text, endLine) {
                ignoreBlock(start..<text.upperBound, kind)
                open = nil
            }
        case .drawer(let start):
            if Bytes.hasPrefix(b, text.lowerBound, text.upperBound, ":END:", caseInsensitive: true) {
                builder.ignore(start..<text.upperBound, .code)
                open = nil
            }
        case .environment(let endLine, let start):
            if matches(text, endLine) {
                ignoreBlock(start..<text.upperBound, .math)
                open = nil
            }
        }
    }

    private func matches(_ text: Range<Int>, _ prefix: [UInt8]) -> Bool {
        guard text.count >= prefix.count else { return false }
        for (k, c) in prefix.enumerated() where b[text.lowerBound + k] | 0x20 != c | 0x20 { return false }
        return true
    }

    private mutating func ignoreBlock(_ range: Range<Int>, _ kind: IgnoredKind) {
        builder.block(kind == .math ? .math : kind == .comment ? .comment : kind == .blockQuote ? .blockQuote : .other("block"), range)
        builder.ignore(range, kind)
    }

    // MARK: Headlines

    private func headlineLevel(_ text: Range<Int>) -> Int? {
        var j = text.lowerBound
        while j < text.upperBound, b[j] == 0x2A { j += 1 }
        return j < text.upperBound && b[j] == Bytes.space ? j - text.lowerBound : nil
    }

    /// `** TODO [#A] Title :tag:other:`: stars, keyword, priority and tags are markup.
    private mutating func headline(_ text: Range<Int>, level: Int) {
        var start = Bytes.skipSpaces(b, text.lowerBound + level, text.upperBound)
        var wordEnd = start
        while wordEnd < text.upperBound, !Bytes.isWhitespace(b[wordEnd]) { wordEnd += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: b[start..<wordEnd]), as: UTF8.self)
        if Self.todoKeywords.contains(word) { start = Bytes.skipSpaces(b, wordEnd, text.upperBound) }
        if Bytes.hasPrefix(b, start, text.upperBound, "[#"), start + 3 < text.upperBound, b[start + 3] == 0x5D {
            start = Bytes.skipSpaces(b, start + 4, text.upperBound)
        }
        if Bytes.hasPrefix(b, start, text.upperBound, "COMMENT"), start + 7 == text.upperBound || Bytes.isSpaceOrTab(b[start + 7]) {
            commentedSubtree = (level, text.lowerBound, text.upperBound)
            return
        }
        builder.ignore(text.lowerBound..<start, .markup)
        var stop = text.upperBound
        if b[stop - 1] == 0x3A, let tags = OrgSyntax.tagsStart(b, start..<stop) {
            builder.ignore(tags..<stop, .markup)
            stop = Bytes.trimEnd(b, start, tags)
        }
        guard start < stop else { return }
        builder.block(.heading(level: level), text.lowerBound..<stop, prose: [start..<stop])
        OrgInlineScanner.scan(b, start..<stop) { builder.ignore($0, $1) }
    }

    /// Ends the subtree of a `COMMENT` headline: all of it is a comment.
    private mutating func closeCommentedSubtree() {
        guard let subtree = commentedSubtree else { return }
        commentedSubtree = nil
        builder.block(.comment, subtree.start..<subtree.end)
        builder.ignore(subtree.start..<subtree.end, .comment)
    }

    // MARK: Other lines

    /// The start of the last line that is `:END:` (trimmed, any case), or -1.
    private static func lastDrawerEnd(_ b: UnsafeBufferPointer<UInt8>) -> Int {
        var lineEnd = b.count
        while lineEnd > 0 {
            var lineStart = lineEnd
            while lineStart > 0, b[lineStart - 1] != Bytes.newline { lineStart -= 1 }
            let i = Bytes.skipSpaces(b, lineStart, lineEnd)
            let stop = Bytes.trimEnd(b, i, lineEnd)
            if stop - i == 5, Bytes.hasPrefix(b, i, stop, ":END:", caseInsensitive: true) { return i }
            lineEnd = lineStart - 1
        }
        return -1
    }

    /// `:NAME:` alone on a line.
    private func isDrawerStart(_ text: Range<Int>) -> Bool {
        guard text.count >= 3, b[text.upperBound - 1] == 0x3A else { return false }
        return (text.lowerBound + 1..<text.upperBound - 1).allSatisfy { Bytes.isAlphanumeric(b[$0]) || b[$0] == 0x5F || b[$0] == 0x2D }
    }

    private func isPlanning(_ text: Range<Int>) -> Bool {
        Bytes.hasPrefix(b, text.lowerBound, text.upperBound, "SCHEDULED:")
            || Bytes.hasPrefix(b, text.lowerBound, text.upperBound, "DEADLINE:")
            || Bytes.hasPrefix(b, text.lowerBound, text.upperBound, "CLOSED:")
    }

    private mutating func tableRow(_ text: Range<Int>) {
        if text.count > 1, b[text.lowerBound + 1] == 0x2D {
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
    }

    private mutating func addCell(_ range: Range<Int>) {
        let start = Bytes.skipSpaces(b, range.lowerBound, range.upperBound)
        let stop = Bytes.trimEnd(b, start, range.upperBound)
        guard start < stop else { return }
        builder.block(.other("tableCell"), start..<stop, prose: [start..<stop])
        OrgInlineScanner.scan(b, start..<stop) { builder.ignore($0, $1) }
    }

    private mutating func closeFixedWidth() {
        guard let range = fixedWidth else { return }
        fixedWidth = nil
        builder.block(.other("fixedWidth"), range)
        builder.ignore(range, .codeBlock)
    }

    private mutating func closeParagraph() {
        guard let first = paragraph.first, let last = paragraph.last else { return }
        let range = first.lowerBound..<last.upperBound
        builder.block(paragraphKind, range, prose: paragraph)
        OrgInlineScanner.scan(b, range) { builder.ignore($0, $1) }
        paragraph = []
    }
}
