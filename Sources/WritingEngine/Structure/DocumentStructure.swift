/// What a range of a document is, when it is not prose to check.
///
/// An open set: the raw value is what `writingTools/ignoredRanges` and
/// `wt-lsp ignored` report.
public struct IgnoredKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Fenced or indented code block, LaTeX verbatim-like environment.
    public static let codeBlock = IgnoredKind(rawValue: "codeBlock")
    /// Inline code span (any backtick count).
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
    /// A `wt-lsp-*` directive comment, or a region it disables.
    public static let directive = IgnoredKind(rawValue: "directive")
    /// A match of a user `ignoredPatterns` regular expression.
    public static let pattern = IgnoredKind(rawValue: "pattern")
    /// Source code outside comments; LaTeX commands and non-prose arguments.
    public static let code = IgnoredKind(rawValue: "code")
    /// Markup syntax that is not prose: table delimiters, footnote labels, reference definitions.
    public static let markup = IgnoredKind(rawValue: "markup")
    /// A comment that is not prose (LaTeX `%` comments, git commit `#` lines).
    public static let comment = IgnoredKind(rawValue: "comment")
    /// A file path.
    public static let path = IgnoredKind(rawValue: "path")
    /// Git trailers and the part after the scissors line.
    public static let trailer = IgnoredKind(rawValue: "trailer")

    public var description: String { rawValue }
}

/// A range of a document that is not prose, with what it is.
public struct IgnoredRange: Sendable, Hashable {
    /// UTF-8 byte range.
    public var range: Range<Int>
    public var kind: IgnoredKind

    public init(range: Range<Int>, kind: IgnoredKind) {
        self.range = range
        self.kind = kind
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
