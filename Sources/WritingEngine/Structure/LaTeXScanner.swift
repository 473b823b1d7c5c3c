/// Reads LaTeX. Prose: paragraphs (split at blank lines, `\item`,
/// `\begin`/`\end` and sectioning commands), and the arguments of prose
/// commands (`\emph`, `\textbf`, `\footnote`, `\caption`, the text of
/// `\raisebox`…; `\section` and its kin, and beamer frame titles and
/// subtitles, become heading blocks), the text of `\text{…}` and `\mbox{…}`
/// inside math, and words with letters written as commands (`na\"ive`,
/// `te\-st`, `hei\ss{}e`, read whole: `LaTeXLetters`). Ignored: the preamble and `\end{document}`
/// onward (`code`), command names, options and non-prose arguments (`\cite`,
/// `\ref`, `\label`, `\usepackage`… — for unknown commands, arguments without
/// a space) as `code`, braces and `~` as `markup`, `%` comments as `comment`,
/// math (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`, math environments) as `math`,
/// verbatim-like environments as `codeBlock`, `\verb` as `inlineCode`,
/// `\url` and the target of `\href` as `url`.
struct LaTeXScanner: FormatScanner {
    private struct Group {
        /// The heading level when this group is a sectioning command's title.
        var headingLevel: Int?
        /// A beamer frame's title: a `{subtitle}` right after it is a heading too.
        var subtitleMayFollow = false
    }

    private let b: UnsafeBufferPointer<UInt8>
    private var end: Int
    private(set) var builder = StructureBuilder()
    private var paragraphStart: Int?
    private var paragraphEnd = 0
    private var groups: [Group] = []
    /// Each `{` a search for a matching brace has passed, by offset: where its
    /// group ends and whether it holds white space. One search records every
    /// group inside the one it looks for, so nested commands (`\textbf{` ten
    /// thousand deep) cost one pass, not one each.
    private var braceGroups: [Int: BraceGroup] = [:]

    private struct BraceGroup {
        /// The offset past the closing brace, or the end of the text when it is not closed.
        var close: Int
        /// Whether white space stands between the braces.
        var spaced: Bool
    }

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options _: StructureOptions) -> StructureBuilder {
        Self(bytes).builder
    }

    init(_ b: UnsafeBufferPointer<UInt8>) {
        self.b = b
        self.end = b.count
        var start = 0
        if let begin = find(Array("\\begin{document}".utf8), from: 0) {
            start = begin + 16
            builder.ignore(0..<start, .code)
            if let stop = find(Array("\\end{document}".utf8), from: start) {
                builder.ignore(stop..<end, .code)
                end = stop
            }
        }
        scan(from: start)
    }

    private static let headingLevels: [String: Int] = [
        "part": 1, "chapter": 1, "section": 2, "subsection": 3, "subsubsection": 4, "paragraph": 5, "subparagraph": 6,
        "frametitle": 2, "title": 1,
    ]
    private static let proseCommands: Set<String> = [
        "emph", "textbf", "textit", "textsl", "textsc", "textsf", "textrm", "textup", "textnormal", "textmd", "underline", "uline",
        "mbox", "fbox", "footnote", "footnotetext", "caption", "author", "thanks", "marginpar", "todo", "framesubtitle", "enquote",
        "intertext", "shortintertext", "item",
    ]
    /// Commands whose prose argument is not the first: its index among the
    /// braced arguments (`\raisebox{lift}[height]{text}`: 1).
    private static let laterArgumentProse: [String: Int] = [
        "href": 1, "textcolor": 1, "colorbox": 1, "foreignlanguage": 1, "raisebox": 1, "parbox": 1, "fcolorbox": 2,
        "makebox": 0, "framebox": 0, "savebox": 1, "sbox": 1,
    ]
    /// Commands inside math whose argument is text (`$x \text{if it holds}$`).
    static let mathTextCommands: Set<String> = [
        "text", "textrm", "textit", "textbf", "textsf", "textup", "textnormal", "mbox", "intertext", "shortintertext", "emph",
    ]
    private static let codeCommands: Set<String> = [
        "cite", "citep", "citet", "citealp", "citeauthor", "citeyear", "parencite", "textcite", "autocite", "footcite", "nocite",
        "ref", "eqref", "pageref", "autoref", "cref", "Cref", "vref", "nameref", "label", "usepackage", "documentclass",
        "RequirePackage", "input", "include", "includegraphics", "includeonly", "bibliography", "bibliographystyle",
        "addbibresource", "newcommand", "renewcommand", "providecommand", "newenvironment", "renewenvironment", "def", "let",
        "setlength", "addtolength", "setcounter", "addtocounter", "hspace", "vspace", "hypersetup", "color", "pagestyle",
        "thispagestyle", "pagenumbering", "graphicspath", "definecolor", "newtheorem", "DeclareMathOperator", "geometry", "lstset",
        "texttt", "path", "tag", "multicolumn", "multirow", "cline", "input", "index", "gls", "glspl", "acrshort", "acrlong", "ac",
        "acp", "newacronym", "lstinputlisting", "inputminted", "includepdf", "bibitem", "column", "resizebox", "scalebox",
    ]
    private static let mathEnvironments: Set<String> = [
        "equation", "align", "gather", "multline", "flalign", "alignat", "eqnarray", "math", "displaymath", "dmath", "dgroup",
        "subequations",
    ]
    private static let verbatimEnvironments: Set<String> = [
        "verbatim", "Verbatim", "lstlisting", "minted", "comment", "spverbatim", "alltt", "BVerbatim", "LVerbatim", "tikzpicture",
        "filecontents", "luacode", "pycode",
    ]

    // MARK: Scanning

    private mutating func scan(from start: Int) {
        var i = start
        while i < end {
            let c = b[i]
            switch c {
            case 0x25:
                let lineEnd = Bytes.lineEnd(b, from: i, end: end)
                if !builder.directive(in: b, comment: i..<lineEnd, text: (i + 1)..<lineEnd) { builder.ignore(i..<lineEnd, .comment) }
                i = lineEnd
            case Bytes.newline:
                let next = i + 1
                let lineEnd = Bytes.lineEnd(b, from: next, end: end)
                if Bytes.skipSpaces(b, next, lineEnd) == lineEnd { breakParagraph() }
                i = next
            case 0x24:
                i = dollarMath(i)
            case 0x5C:
                i = backslash(i)
            case 0x7B:
                builder.ignoreMarkup(b, i..<(i + 1), .markup, within: 0..<end)
                groups.append(Group())
                i += 1
            case 0x7D:
                builder.ignoreMarkup(b, i..<(i + 1), .markup, within: 0..<end)
                i += 1
                if let group = groups.popLast(), let level = group.headingLevel {
                    breakParagraph(as: .heading(level: level))
                    let k = Bytes.skipSpaces(b, i, end)
                    if group.subtitleMayFollow, k < end, b[k] == 0x7B {
                        builder.ignore(k..<(k + 1), .markup)
                        groups.append(Group(headingLevel: level + 1))
                        i = k + 1
                    }
                }
            case 0x7E, 0x26:
                builder.ignore(i..<(i + 1), .markup)
                i += 1
            default:
                if !Bytes.isWhitespace(c) {
                    if paragraphStart == nil { paragraphStart = i }
                    paragraphEnd = i + 1
                }
                i += 1
            }
        }
        breakParagraph()
    }

    /// A letter written as a command (`\"o`, `\ss{}`) at `i` is text of the paragraph.
    private mutating func markWordText(_ i: Int) {
        if paragraphStart == nil { paragraphStart = i }
        paragraphEnd = i + 1
    }

    private mutating func breakParagraph(as kind: BlockKind = .paragraph) {
        guard let start = paragraphStart else { return }
        var stop = paragraphEnd
        while stop < end, b[stop] >= 0x80, b[stop] & 0xC0 == 0x80 { stop += 1 }
        builder.block(kind, start..<stop, prose: [start..<stop])
        paragraphStart = nil
    }

    private mutating func dollarMath(_ i: Int) -> Int {
        let display = i + 1 < end && b[i + 1] == 0x24
        var j = i + (display ? 2 : 1)
        while j < end {
            if b[j] == 0x5C {
                // `$…$` inside the text of `\text{…}` does not close the math.
                j = textArgumentEnd(j) ?? j + 2
                continue
            }
            if b[j] == 0x24 {
                let close = display ? (j + 1 < end && b[j + 1] == 0x24 ? j + 2 : nil) : j + 1
                if let close {
                    math(i..<close, inline: true)
                    return close
                }
            }
            j += 1
        }
        math(i..<end, inline: true)
        return end
    }

    /// Ignores `range` as math, except the text arguments of `\text`,
    /// `\mbox`… inside it: their content is prose, part of the paragraph
    /// around inline math, a block of its own in display math.
    private mutating func math(_ range: Range<Int>, inline: Bool) {
        var texts: [Range<Int>] = []
        var j = range.lowerBound
        while j < range.upperBound {
            guard b[j] == 0x5C, j + 1 < range.upperBound else {
                j += 1
                continue
            }
            var k = j + 1
            while k < range.upperBound, Bytes.isLetter(b[k]) { k += 1 }
            let name = String(decoding: UnsafeBufferPointer(rebasing: b[(j + 1)..<k]), as: UTF8.self)
            let open = Bytes.skipSpaces(b, k, range.upperBound)
            guard k > j + 1, Self.mathTextCommands.contains(name), open < range.upperBound, b[open] == 0x7B else {
                j = max(k, j + 2)
                continue
            }
            let close = min(matching(open, open: 0x7B, close: 0x7D), range.upperBound)
            if close - 1 > open + 1, b[close - 1] == 0x7D { texts.append((open + 1)..<(close - 1)) }
            j = close
        }
        var cursor = range.lowerBound
        for text in texts {
            builder.ignore(cursor..<text.lowerBound, .math)
            innerMath(text)
            if !inline { textBlock(text) }
            cursor = text.upperBound
        }
        builder.ignore(cursor..<range.upperBound, .math)
        if inline, !texts.isEmpty {
            if paragraphStart == nil { paragraphStart = range.lowerBound }
            paragraphEnd = range.upperBound
        }
    }

    /// The offset after the closed argument of `\text{…}` (or another of
    /// `mathTextCommands`) at `i`; nil for any other command.
    private func textArgumentEnd(_ i: Int) -> Int? {
        var k = i + 1
        while k < end, Bytes.isLetter(b[k]) { k += 1 }
        let open = Bytes.skipSpaces(b, k, end)
        guard k > i + 1, open < end, b[open] == 0x7B,
            Self.mathTextCommands.contains(String(decoding: UnsafeBufferPointer(rebasing: b[(i + 1)..<k]), as: UTF8.self))
        else { return nil }
        // Math ends with its paragraph: the argument is looked for up to a blank line, within 4 KiB.
        var limit = min(end, open + 4096)
        if let blank = find(Array("\n\n".utf8), from: open, to: limit) { limit = blank }
        let close = matching(open, open: 0x7B, close: 0x7D, limit: limit)
        return close <= limit && b[close - 1] == 0x7D ? close : nil
    }

    /// `$…$` inside a text argument of math is math again.
    private mutating func innerMath(_ text: Range<Int>) {
        var open: Int?
        for k in text where b[k] == 0x24 && b[k - 1] != 0x5C {
            if let start = open {
                builder.ignore(start..<(k + 1), .math)
                open = nil
            } else {
                open = k
            }
        }
    }

    /// The text of `\text{…}` in display math, a block of its own.
    private mutating func textBlock(_ text: Range<Int>) {
        let start = Bytes.skipSpaces(b, text.lowerBound, text.upperBound)
        let stop = Bytes.trimEnd(b, start, text.upperBound)
        if start < stop { builder.block(.other("mathText"), start..<stop, prose: [start..<stop]) }
    }

    private mutating func backslash(_ i: Int) -> Int {
        guard i + 1 < end else { return end }
        let c = b[i + 1]
        if c == 0x28 || c == 0x5B {
            let close = Array((c == 0x28 ? "\\)" : "\\]").utf8)
            let stop = find(close, from: i + 2).map { $0 + 2 } ?? end
            math(i..<stop, inline: c == 0x28)
            return stop
        }
        if let (stop, reading) = LaTeXLetters.accent(b, i, end) {
            markWordText(i)
            builder.ignore(i..<stop, .code, reading: reading)
            return stop
        }
        guard Bytes.isLetter(c) || c == 0x40 else {
            builder.ignore(i..<(i + 2), .code)
            return i + 2
        }
        var j = i + 1
        while j < end, Bytes.isLetter(b[j]) || b[j] == 0x40 { j += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: b[(i + 1)..<j]), as: UTF8.self)
        if let (stop, reading) = LaTeXLetters.letterCommand(name, b, afterName: j, end) {
            markWordText(i)
            builder.ignore(i..<stop, .code, reading: reading)
            return stop
        }
        if j < end, b[j] == 0x2A { j += 1 }
        switch name {
        case "begin", "end":
            breakParagraph()
            return environment(i, afterName: j, begins: name == "begin")
        case "verb", "lstinline", "mintinline":
            return verb(i, afterName: j)
        case "url":
            return arguments(i, afterName: j, prose: nil, kind: .url)
        case "item", "par", "newline", "linebreak", "noindent", "maketitle", "tableofcontents", "newpage", "clearpage":
            if name != "newline" && name != "linebreak" { breakParagraph() }
            return arguments(i, afterName: j, prose: nil, kind: .code, bracketsOnly: true)
        default:
            break
        }
        if let level = Self.headingLevels[name] {
            breakParagraph()
            return arguments(i, afterName: j, prose: 0, kind: .code, headingLevel: level)
        }
        if Self.proseCommands.contains(name) { return arguments(i, afterName: j, prose: 0, kind: .code) }
        if let prose = Self.laterArgumentProse[name] {
            return arguments(i, afterName: j, prose: prose, kind: name == "href" ? .url : .code)
        }
        if Self.codeCommands.contains(name) { return arguments(i, afterName: j, prose: nil, kind: .code) }
        return arguments(i, afterName: j, prose: nil, kind: .code, spacedIsProse: true)
    }

    /// Ignores a command and its options and arguments up to argument number
    /// `prose`, whose `{` opens a prose group (a heading when `headingLevel`).
    private mutating func arguments(
        _ i: Int, afterName: Int, prose: Int?, kind: IgnoredKind, headingLevel: Int? = nil, bracketsOnly: Bool = false,
        spacedIsProse: Bool = false
    ) -> Int {
        builder.ignore(i..<afterName, .code)
        var j = afterName
        var argument = 0
        while true {
            let k = Bytes.skipSpaces(b, j, end)
            guard k < end, b[k] == 0x5B || b[k] == 0x7B && !bracketsOnly else { return j }
            if b[k] == 0x5B {
                let close = matching(k, open: 0x5B, close: 0x5D)
                builder.ignore(k..<close, .code)
                j = close
                continue
            }
            let group = braceGroup(at: k)
            let close = group.close
            let spaced = spacedIsProse && group.spaced
            if argument == prose || spaced {
                builder.ignore(k..<(k + 1), .markup)
                groups.append(Group(headingLevel: headingLevel))
                return k + 1
            }
            builder.ignore(k..<close, argument == 0 ? kind : .code)
            j = close
            argument += 1
        }
    }

    private mutating func environment(_ i: Int, afterName: Int, begins: Bool) -> Int {
        let k = Bytes.skipSpaces(b, afterName, end)
        guard k < end, b[k] == 0x7B else {
            builder.ignore(i..<afterName, .code)
            return afterName
        }
        let close = braceGroup(at: k).close
        var name = String(decoding: UnsafeBufferPointer(rebasing: b[(k + 1)..<max(k + 1, close - 1)]), as: UTF8.self)
        if name.hasSuffix("*") { name.removeLast() }
        guard begins else {
            builder.ignore(i..<close, .code)
            return close
        }
        let isMath = Self.mathEnvironments.contains(name)
        if isMath || Self.verbatimEnvironments.contains(name) {
            let endTag = Array("\\end{".utf8) + Array(b[(k + 1)..<max(k + 1, close - 1)]) + [0x7D]
            let stop = find(endTag, from: close).map { $0 + endTag.count } ?? end
            if isMath { math(i..<stop, inline: false) } else { builder.ignore(i..<stop, .codeBlock) }
            return stop
        }
        builder.ignore(i..<close, .code)
        if name == "frame" { return frameTitle(after: close) }
        return arguments(close, afterName: close, prose: nil, kind: .code)
    }

    /// A beamer frame's overlay and options, then its title and subtitle
    /// (`\begin{frame}<2->[fragile]{Title}{Subtitle}`), which are headings.
    private mutating func frameTitle(after i: Int) -> Int {
        var j = i
        while true {
            let k = Bytes.skipSpaces(b, j, end)
            guard k < end, b[k] == 0x3C || b[k] == 0x5B else { break }
            let stop = matching(k, open: b[k], close: b[k] == 0x3C ? 0x3E : 0x5D)
            builder.ignore(k..<stop, .code)
            j = stop
        }
        let k = Bytes.skipSpaces(b, j, end)
        guard k < end, b[k] == 0x7B else { return j }
        builder.ignore(k..<(k + 1), .markup)
        groups.append(Group(headingLevel: 2, subtitleMayFollow: true))
        return k + 1
    }

    private mutating func verb(_ i: Int, afterName: Int) -> Int {
        var j = afterName
        if j < end, b[j] == 0x5B { j = matching(j, open: 0x5B, close: 0x5D) }
        guard j < end else { return end }
        let delimiter = b[j] == 0x7B ? UInt8(0x7D) : b[j]
        var k = j + 1
        while k < end, b[k] != delimiter, b[k] != Bytes.newline { k += 1 }
        let stop = min(k + 1, end)
        builder.ignore(i..<stop, .inlineCode)
        return stop
    }

    /// The group opened by the `{` at `k` (see `braceGroups`), counting
    /// nested groups and skipping escapes.
    private mutating func braceGroup(at k: Int) -> BraceGroup {
        if let known = braceGroups[k] { return known }
        var open: [Int] = []
        var lastSpace = -1
        var j = k
        while j < end {
            let c = b[j]
            if c == 0x5C {
                j += 2
                continue
            }
            if c == 0x7B {
                open.append(j)
            } else if c == 0x7D, let start = open.popLast() {
                braceGroups[start] = BraceGroup(close: j + 1, spaced: lastSpace > start)
                if open.isEmpty { break }
            } else if Bytes.isWhitespace(c) {
                lastSpace = j
            }
            j += 1
        }
        for start in open { braceGroups[start] = BraceGroup(close: end, spaced: lastSpace > start) }
        return braceGroups[k] ?? BraceGroup(close: end, spaced: false)
    }

    /// The offset past the group opened at `i`, counting nested groups and
    /// skipping escapes; the end of the text when it is not closed.
    private func matching(_ i: Int, open: UInt8, close: UInt8, limit: Int? = nil) -> Int {
        let end = limit ?? self.end
        var depth = 0
        var j = i
        while j < end {
            let c = b[j]
            if c == 0x5C {
                j += 2
                continue
            }
            if c == open {
                depth += 1
            } else if c == close {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return end
    }

    private func find(_ literal: [UInt8], from i: Int, to limit: Int? = nil) -> Int? {
        guard !literal.isEmpty else { return nil }
        let end = limit ?? self.end
        var j = i
        while j + literal.count <= end {
            if b[j] == literal[0] {
                var k = 1
                while k < literal.count, b[j + k] == literal[k] { k += 1 }
                if k == literal.count { return j }
            }
            j += 1
        }
        return nil
    }
}
