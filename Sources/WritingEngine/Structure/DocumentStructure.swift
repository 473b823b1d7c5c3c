/// What a range of a document is, when it is not prose to check.
///
/// An open set: the raw value is what `writingTools/ignoredRanges` and
/// `wt-lsp ignored` report.
public struct IgnoredKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Fenced or indented code block, LaTeX verbatim-like environment; literal
    /// blocks and code directives (reStructuredText), listing and literal blocks
    /// (AsciiDoc), source and example blocks (Org), `<pre>` (HTML), raw blocks (Typst).
    public static let codeBlock = IgnoredKind(rawValue: "codeBlock")
    /// Inline code span (any backtick count); ` ``literal`` `, `+literal+`,
    /// `~code~`/`=verbatim=`, `<code>`/`<kbd>`/`<samp>`, Typst raw.
    public static let inlineCode = IgnoredKind(rawValue: "inlineCode")
    /// YAML (`---`) or TOML (`+++`) front matter at the top of a document.
    public static let frontMatter = IgnoredKind(rawValue: "frontMatter")
    /// A URL: autolink, bare URL, link or image destination.
    public static let url = IgnoredKind(rawValue: "url")
    /// An e-mail address.
    public static let email = IgnoredKind(rawValue: "email")
    /// Raw HTML: tags, blocks and comments.
    public static let html = IgnoredKind(rawValue: "html")
    /// Math: `$…$`, `$$…$$`, `\(…\)`, `\[…\]`, LaTeX math environments.
    public static let math = IgnoredKind(rawValue: "math")
    /// A block quote (protected by default).
    public static let blockQuote = IgnoredKind(rawValue: "blockQuote")
    /// A `wt-lsp-*` directive comment, the line after `wt-lsp-ignore-next-line`,
    /// or a region between `wt-lsp-disable` and `wt-lsp-enable` (all rules off).
    public static let directive = IgnoredKind(rawValue: "directive")
    /// A match of a user `ignoredPatterns` regular expression.
    public static let pattern = IgnoredKind(rawValue: "pattern")
    /// Source code outside comments (strings included); identifiers written in
    /// comments; LaTeX commands, their options and non-prose arguments, and
    /// the preamble.
    public static let code = IgnoredKind(rawValue: "code")
    /// Markup syntax that is not prose: emphasis and strikethrough delimiters,
    /// link and image brackets, link titles, table delimiter rows and pipes,
    /// footnote labels, link reference definitions, thematic breaks, attribute
    /// lists (`{ #id .class }`); LaTeX
    /// braces of prose arguments and `~`.
    public static let markup = IgnoredKind(rawValue: "markup")
    /// A comment that is not prose (LaTeX `%` comments, git commit `#` lines,
    /// reStructuredText `..`, AsciiDoc and Typst `//`, Org `#`, HTML `<!-- -->`,
    /// text outside BibTeX entries).
    public static let comment = IgnoredKind(rawValue: "comment")
    /// A file path.
    public static let path = IgnoredKind(rawValue: "path")
    /// An HTML entity or numeric character reference in Markdown, AsciiDoc or
    /// HTML (`&lt;`, `&#169;`).
    public static let entity = IgnoredKind(rawValue: "entity")
    /// The text of a Markdown link, when the setting `protect.links` is on;
    /// always that of a shortcut or collapsed reference link (`[label]`,
    /// `[label][]`), which is its label: editing it would break the link.
    public static let link = IgnoredKind(rawValue: "link")
    /// A GitHub-style mention in Markdown (`@name`, `@org/team`).
    public static let mention = IgnoredKind(rawValue: "mention")
    /// Git trailers (`Signed-off-by: …`) and everything after the scissors line.
    public static let trailer = IgnoredKind(rawValue: "trailer")

    public var description: String { rawValue }
}

/// A range of a document that is not prose, with what it is.
public struct IgnoredRange: Sendable, Hashable {
    /// UTF-8 byte range.
    public var range: Range<Int>
    public var kind: IgnoredKind
    /// What the rules read in place of the range, when it is markup inside a
    /// word: nothing for the emphasis of `the *n*th` or LaTeX's `te\-st`, the
    /// letter for `na\"ive` or `hei\ss{}e`. Nil when the range is masked (a
    /// span the rules see as one opaque token). A finding may hold such a
    /// range whole; its fix is then never applied without asking.
    public var reading: String?

    public init(range: Range<Int>, kind: IgnoredKind, reading: String? = nil) {
        self.range = range
        self.kind = kind
        self.reading = reading
    }
}

/// A range where one rule (or all rules, `ruleID == nil`) is switched off by a directive.
public struct RuleSuppression: Sendable, Hashable {
    public var range: Range<Int>
    public var ruleID: String?

    public init(range: Range<Int>, ruleID: String?) {
        self.range = range
        self.ruleID = ruleID
    }
}

/// The kind of a structural block.
///
/// Kinds without a case of their own use `other`: `other("tableCell")` (one
/// GFM table cell, its own prose unit), `other("thematicBreak")`,
/// `other("linkReferenceDefinition")`, `other("trailers")` (git),
/// `other("environment")` (LaTeX verbatim-like environment), `other("code")`.
public enum BlockKind: Sendable, Hashable {
    case paragraph
    case heading(level: Int)
    case listItem
    case tableRow
    case blockQuote
    case fencedCode(info: String)
    case indentedCode
    case htmlBlock
    case frontMatter
    case math
    case comment
    case other(String)
}

/// A block of a document: its kind, its whole range, and the prose ranges in it.
public struct Block: Sendable, Hashable {
    public var kind: BlockKind
    /// UTF-8 byte range of the whole block.
    public var range: Range<Int>
    /// UTF-8 byte ranges of the block's prose, in order. Inline ignored spans
    /// inside a prose range are listed in `DocumentStructure.ignored`.
    public var prose: [Range<Int>]

    public init(kind: BlockKind, range: Range<Int>, prose: [Range<Int>]) {
        self.kind = kind
        self.range = range
        self.prose = prose
    }
}

/// A document read as blocks, prose and ignored ranges. All ranges are UTF-8
/// byte offsets into the scanned text.
public struct DocumentStructure: Sendable, Hashable {
    /// Blocks in document order.
    public var blocks: [Block]
    /// Ignored ranges, sorted by start, not overlapping.
    public var ignored: [IgnoredRange]
    /// Ranges where directives switch rules off.
    public var suppressions: [RuleSuppression]
    /// Words known in this document only (for code: the identifiers of the file and their parts).
    public var knownWords: Set<String>
    /// Normalized labels of the Markdown link reference definitions, kept for
    /// incremental re-scans of single paragraphs.
    var linkLabels: Set<String> = []

    public init(
        blocks: [Block] = [], ignored: [IgnoredRange] = [], suppressions: [RuleSuppression] = [],
        knownWords: Set<String> = []
    ) {
        self.blocks = blocks
        self.ignored = ignored
        self.suppressions = suppressions
        self.knownWords = knownWords
    }
}

extension BlockKind: CustomStringConvertible {
    /// The kind as written by `DocumentStructure.dump()`: `paragraph`,
    /// `heading(2)`, `fencedCode(swift)`, `tableCell`…
    public var description: String {
        switch self {
        case .paragraph: "paragraph"
        case .heading(let level): "heading(\(level))"
        case .listItem: "listItem"
        case .tableRow: "tableRow"
        case .blockQuote: "blockQuote"
        case .fencedCode(let info): "fencedCode(\(info))"
        case .indentedCode: "indentedCode"
        case .htmlBlock: "htmlBlock"
        case .frontMatter: "frontMatter"
        case .math: "math"
        case .comment: "comment"
        case .other(let name): name
        }
    }
}

extension DocumentStructure {
    /// A readable listing for golden tests: one line per block (kind, range,
    /// prose ranges), then one line per ignored range, suppression and known
    /// word. With `text`, each range is followed by its text (escaped,
    /// shortened to 40 characters).
    public func dump(_ text: String? = nil) -> String {
        let bytes = text.map { Array($0.utf8) }
        func show(_ r: Range<Int>) -> String {
            guard let bytes, r.lowerBound >= 0, r.upperBound <= bytes.count else { return "\(r.lowerBound)..<\(r.upperBound)" }
            var s = String(decoding: bytes[r], as: UTF8.self)
            if s.count > 40 { s = String(s.prefix(39)) + "…" }
            s = s.unicodeScalars.map { c in
                switch c {
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\t": "\\t"
                case "\r": "\\r"
                case "\"": "\\\""
                default: String(c)
                }
            }.joined()
            return "\(r.lowerBound)..<\(r.upperBound) \"\(s)\""
        }
        var lines: [String] = []
        for block in blocks {
            lines.append("\(block.kind) \(block.range.lowerBound)..<\(block.range.upperBound)")
            for prose in block.prose { lines.append("  prose \(show(prose))") }
        }
        for item in ignored { lines.append("ignored \(item.kind) \(show(item.range))") }
        for item in suppressions { lines.append("suppressed \(item.ruleID ?? "*") \(show(item.range))") }
        if !knownWords.isEmpty { lines.append("knownWords " + knownWords.sorted().joined(separator: " ")) }
        return lines.joined(separator: "\n") + "\n"
    }
}
