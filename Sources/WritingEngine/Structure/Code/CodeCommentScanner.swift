/// Reads source code: only comments (line, block and doc comments, Python
/// docstrings) are prose; everything else is ignored as `code`. Inside
/// comments, backticked code, URLs, paths, identifiers and doc tags
/// (`@param name`, `:param name:`) are ignored, and so are whole lines of
/// code (`codeBlock`): fenced code, lines indented four or more beyond the
/// comment's own indentation, doctest runs (`>>>` to the next empty line)
/// and table rows (`| … |`, `+---+`). Tool pragmas (`# noqa`,
/// `// eslint-disable-next-line`, `//go:generate`, `# type: ignore`…) are
/// ignored as `code`. The identifiers of the
/// code, and the parts of `snake_case`/`camelCase` ones, become the
/// structure's `knownWords`.
///
/// Consecutive full-line comments form one prose block; an empty comment
/// line ends it.
struct CodeCommentScanner: FormatScanner {
    private struct Comment {
        var range: Range<Int>
        /// The text of each line, markers and decoration removed.
        var lines: [Range<Int>]
        /// Only whitespace before it on its line (may join the comment above).
        var fullLine: Bool
        var isLineComment: Bool
    }

    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let syntax: CommentSyntax
    private(set) var builder = StructureBuilder()
    private var comments: [Comment] = []

    /// Reads the comments of `bytes` in the syntax of `language`'s code
    /// language (registered for code languages only; anything else is read as C).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language: DocumentLanguage, options _: StructureOptions) -> StructureBuilder {
        let code: CodeLanguage = if case .code(let code) = language { code } else { .c }
        return Self(bytes, syntax: CommentSyntax(code)).builder
    }

    init(_ b: UnsafeBufferPointer<UInt8>, syntax: CommentSyntax) {
        self.b = b
        self.end = b.count
        self.syntax = syntax
        lex()
        emit()
    }

    // MARK: Lexing

    private mutating func lex() {
        var i = 0
        if Bytes.hasPrefix(b, 0, end, "#!") { i = Bytes.lineEnd(b, from: 0, end: end) }
        let blockOpen = syntax.blockComment.map { Array($0.open.utf8) }
        let markers = syntax.lineMarkers.map { Array($0.utf8) }
        while i < end {
            let c = b[i]
            if let open = blockOpen, c == open[0], matches(open, at: i) {
                i = blockComment(i)
                continue
            }
            if let marker = markers.first(where: { c == $0[0] && matches($0, at: i) }), isLineCommentStart(i, marker) {
                let lineEnd = Bytes.lineEnd(b, from: i, end: end)
                var textStart = i + marker.count
                while textStart < lineEnd, b[textStart] == marker[marker.count - 1] || b[textStart] == 0x21 { textStart += 1 }
                comments.append(
                    Comment(range: i..<lineEnd, lines: [textStart..<lineEnd], fullLine: onlySpaceBefore(i), isLineComment: true))
                i = lineEnd
                continue
            }
            if syntax.quotes.contains(c) || c == 0x60 && syntax.backtickStrings {
                i = string(i)
                continue
            }
            if Bytes.isLetter(c) || c == 0x5F || c >= 0x80 {
                var j = i + 1
                while j < end, Bytes.isIdentifier(b[j]) { j += 1 }
                addKnownWord(i..<j)
                i = j
                continue
            }
            i += 1
        }
    }

    private func matches(_ literal: [UInt8], at i: Int) -> Bool {
        guard i + literal.count <= end else { return false }
        for k in 0..<literal.count where b[i + k] != literal[k] { return false }
        return true
    }

    private func isLineCommentStart(_ i: Int, _ marker: [UInt8]) -> Bool {
        guard marker == [0x23] else { return true }
        if syntax.hashNeedsWordStart, i > 0, !(Bytes.isWhitespace(b[i - 1]) || b[i - 1] == 0x3B) { return false }
        return !(syntax.lineMarkers.contains("//") && i + 1 < end && b[i + 1] == 0x5B)
    }

    private func onlySpaceBefore(_ i: Int) -> Bool {
        var j = i
        while j > 0, Bytes.isSpaceOrTab(b[j - 1]) { j -= 1 }
        return j == 0 || b[j - 1] == Bytes.newline
    }

    private mutating func blockComment(_ start: Int) -> Int {
        let (openText, closeText) = syntax.blockComment!
        let open = Array(openText.utf8)
        let close = Array(closeText.utf8)
        var depth = 1
        var j = start + open.count
        var stop = end
        var after = end
        while j < end {
            if matches(close, at: j) {
                depth -= 1
                if depth == 0 {
                    stop = j
                    after = j + close.count
                    break
                }
                j += close.count
            } else if syntax.nestedBlocks, matches(open, at: j) {
                depth += 1
                j += open.count
            } else {
                j += 1
            }
        }
        var textStart = start + open.count
        while textStart < stop, b[textStart] == 0x2A || b[textStart] == 0x21 || b[textStart] == 0x2D { textStart += 1 }
        comments.append(Comment(range: start..<after, lines: blockLines(textStart..<stop), fullLine: false, isLineComment: false))
        return after
    }

    /// The lines of a block comment's text, without the `*` that decorates
    /// their starts (their indentation is kept).
    private func blockLines(_ text: Range<Int>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var position = text.lowerBound
        var first = true
        while position < text.upperBound || first {
            let lineEnd = Bytes.lineEnd(b, from: position, end: text.upperBound)
            var start = position
            let decoration = Bytes.skipSpaces(b, position, lineEnd)
            if !first, decoration < lineEnd, b[decoration] == 0x2A, !(decoration + 1 < lineEnd && b[decoration + 1] == 0x2F) {
                start = decoration + 1
            }
            var stop = lineEnd
            while stop > start, b[stop - 1] == 0x2A { stop -= 1 }
            lines.append(start..<stop)
            first = false
            let next = Bytes.nextLine(b, after: lineEnd, end: text.upperBound)
            if next == position { break }
            position = next
        }
        return lines
    }

    /// Skips the string at `i`; a docstring becomes a comment.
    private mutating func string(_ i: Int) -> Int {
        let q = b[i]
        if syntax.tripleQuotes, q != 0x60, i + 2 < end, b[i + 1] == q, b[i + 2] == q {
            var j = i + 3
            while j + 2 < end, !(b[j] == q && b[j + 1] == q && b[j + 2] == q) { j += b[j] == 0x5C ? 2 : 1 }
            let stop = min(j, end)
            let after = min(j + 3, end)
            if syntax.docstrings, onlySpaceBefore(i) {
                comments.append(Comment(range: i..<after, lines: blockLines((i + 3)..<stop), fullLine: false, isLineComment: false))
            }
            return after
        }
        if q == 0x27, syntax.singleQuoteIsCharacter {
            if i + 2 < end, b[i + 1] != 0x5C, b[i + 2] == 0x27 { return i + 3 }
            if i + 1 < end, b[i + 1] == 0x5C {
                var j = i + 2
                while j < end, j < i + 12, b[j] != 0x27, b[j] != Bytes.newline { j += 1 }
                return j < end && b[j] == 0x27 ? j + 1 : i + 1
            }
            return i + 1
        }
        let multiline = q == 0x60
        var j = i + 1
        while j < end {
            let c = b[j]
            if c == q { return j + 1 }
            if c == 0x5C, q != 0x60 || !multiline {
                j += 2
                continue
            }
            if c == Bytes.newline, !multiline { return j }
            j += 1
        }
        return end
    }

    private mutating func addKnownWord(_ range: Range<Int>) {
        guard range.count >= 2, range.count <= 64 else { return }
        let word = String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self)
        guard !builder.knownWords.contains(word) else { return }
        builder.knownWords.insert(word)
        var part = range.lowerBound
        var k = range.lowerBound + 1
        func addPart(_ r: Range<Int>) {
            guard r.count >= 2, r.count < range.count else { return }
            let text = String(decoding: UnsafeBufferPointer(rebasing: b[r]), as: UTF8.self)
            builder.knownWords.insert(text)
            builder.knownWords.insert(text.lowercased())
        }
        while k <= range.upperBound {
            if k == range.upperBound {
                addPart(part..<k)
                break
            }
            let c = b[k]
            if c == 0x5F || Bytes.isDigit(c) {
                addPart(part..<k)
                part = k + 1
            } else if c >= 0x41, c <= 0x5A, b[k - 1] >= 0x61, b[k - 1] <= 0x7A {
                addPart(part..<k)
                part = k
            } else if c >= 0x61, c <= 0x7A, k >= part + 2, b[k - 1] >= 0x41, b[k - 1] <= 0x5A, b[k - 2] >= 0x41, b[k - 2] <= 0x5A {
                addPart(part..<(k - 1))
                part = k - 1
            }
            k += 1
        }
    }

    // MARK: Emitting

    private mutating func emit() {
        var protected: [Range<Int>] = []
        var group: [Range<Int>] = []
        var groupStart = 0
        var previous: Comment?
        var inFence = false
        var inDoctest = false
        func flush(_ builder: inout StructureBuilder) {
            if let first = group.first, let last = group.last {
                builder.block(.comment, groupStart..<last.upperBound, prose: group)
                protected.append(first.lowerBound..<last.upperBound)
            }
            group.removeAll()
        }
        for comment in comments {
            if builder.directive(in: b, comment: comment.range, text: comment.lines.first!.lowerBound..<comment.lines.last!.upperBound) {
                flush(&builder)
                protected.append(comment.range)
                previous = nil
                continue
            }
            if comment.isLineComment, isPragma(comment.lines[0]) {
                flush(&builder)
                previous = nil
                continue
            }
            let joins =
                comment.isLineComment && comment.fullLine
                && previous.map { p in
                    p.isLineComment && p.fullLine
                        && Bytes.nextLine(b, after: p.range.upperBound, end: end) == Bytes.lineStart(b, comment.range.lowerBound)
                } == true
            if !joins {
                flush(&builder)
                inFence = false
                inDoctest = false
            }
            var firstLine = true
            let base = baseIndentation(comment)
            for line in comment.lines {
                defer { firstLine = false }
                let start = Bytes.skipSpaces(b, line.lowerBound, line.upperBound)
                let stop = Bytes.trimEnd(b, start, line.upperBound)
                if Bytes.hasPrefix(b, start, stop, "```") || Bytes.hasPrefix(b, start, stop, "~~~") {
                    flush(&builder)
                    inFence.toggle()
                    builder.ignore(start..<stop, .codeBlock)
                    protected.append(start..<stop)
                    continue
                }
                if start == stop {
                    flush(&builder)
                    inDoctest = false
                    continue
                }
                if Bytes.hasPrefix(b, start, stop, ">>>") { inDoctest = true }
                let indented = !(firstLine && !comment.isLineComment) && start - line.lowerBound >= base + 4
                if inFence || inDoctest || indented || b[start] == 0x7C || Bytes.hasPrefix(b, start, stop, "+-")
                    || Bytes.hasPrefix(b, start, stop, "+=")
                {
                    flush(&builder)
                    builder.ignore(start..<stop, .codeBlock)
                    protected.append(start..<stop)
                    continue
                }
                if group.isEmpty { groupStart = firstLine ? comment.range.lowerBound : start }
                group.append(start..<stop)
                scanProse(start..<stop)
            }
            if !comment.isLineComment {
                flush(&builder)
                inFence = false
                inDoctest = false
            }
            previous = comment
        }
        flush(&builder)
        var position = 0
        for range in protected.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if range.lowerBound > position { builder.ignore(position..<range.lowerBound, .code) }
            position = max(position, range.upperBound)
        }
        if position < end { builder.ignore(position..<end, .code) }
    }

    private static let pragmaPrefixes: [StaticString] = [
        "noqa", "type:", "pylint:", "mypy:", "pyright:", "ruff:", "fmt:", "isort:", "nosec", "pragma", "eslint", "prettier-",
        "@ts-", "istanbul ", "c8 ", "jshint", "global ", "swiftlint:", "swift-format-", "go:", "nolint", "NOLINT", "clang-format",
        "cppcheck-", "rubocop:", "frozen_string_literal:", "shellcheck ", "-*-", "vim:", "region", "endregion", "#region",
        "#endregion", "sourcery:", "@formatter:", "noinspection", "spell-checker:", "cspell:",
    ]

    /// A comment for a tool rather than a reader.
    private func isPragma(_ text: Range<Int>) -> Bool {
        let start = Bytes.skipSpaces(b, text.lowerBound, text.upperBound)
        return Self.pragmaPrefixes.contains { Bytes.hasPrefix(b, start, text.upperBound, $0) }
    }

    /// The indentation of a comment's text: one space after a line comment
    /// marker; for a block comment or docstring, the least indentation of its
    /// lines after the first.
    private func baseIndentation(_ comment: Comment) -> Int {
        if comment.isLineComment { return 1 }
        var base = Int.max
        for line in comment.lines.dropFirst() {
            let start = Bytes.skipSpaces(b, line.lowerBound, line.upperBound)
            if start < line.upperBound { base = min(base, start - line.lowerBound) }
        }
        return base == Int.max ? 0 : base
    }

    /// Ignored spans inside one comment line: doc tags, then what `ProseSpans` finds.
    private mutating func scanProse(_ range: Range<Int>) {
        var i = range.lowerBound
        if i < range.upperBound, b[i] == 0x40 || b[i] == 0x3A {
            var j = i + 1
            while j < range.upperBound, Bytes.isLetter(b[j]) { j += 1 }
            if j > i + 1 {
                let tag = String(decoding: UnsafeBufferPointer(rebasing: b[(i + 1)..<j]), as: UTF8.self)
                let named = [
                    "param", "parameter", "throws", "exception", "tparam", "type", "raises", "arg", "var", "ivar", "cvar",
                    "property", "typedef", "template",
                ].contains(tag)
                if named || tag == "returns" || tag == "return" {
                    var k = Bytes.skipSpaces(b, j, range.upperBound)
                    if k < range.upperBound, b[k] == 0x7B {
                        while k < range.upperBound, b[k] != 0x7D { k += 1 }
                        j = min(k + 1, range.upperBound)
                        k = Bytes.skipSpaces(b, j, range.upperBound)
                    }
                    if named {
                        while k < range.upperBound, Bytes.isIdentifier(b[k]) || b[k] == 0x2E || b[k] == 0x24 { k += 1 }
                        j = max(j, k)
                    }
                }
                if b[i] == 0x3A, j < range.upperBound, b[j] == 0x3A { j += 1 }
                if b[i] == 0x40 || j > i + 1 && b[j - 1] == 0x3A {
                    builder.ignore(i..<j, .code)
                    i = j
                }
            }
        }
        ProseSpans.scan(b, i..<range.upperBound, options: .comments) { builder.ignore($0, $1) }
    }
}

extension Bytes {
    /// The start of the line that holds `i`.
    static func lineStart(_ b: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        var j = i
        while j > 0, b[j - 1] != newline { j -= 1 }
        return j
    }
}
