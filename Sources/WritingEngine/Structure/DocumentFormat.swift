/// What wt-lsp knows of one document format, in one place: its language,
/// the ids and file names that select it, its scanner, how a directive
/// comment is written in it, and what a Writing Tools result may hold there.
///
/// Every per-format decision outside the scanner reads this table; adding a
/// format is a `FormatScanner` and one entry in `all` (and its case in
/// `DocumentLanguage`).
struct DocumentFormat: Sendable {
    let language: DocumentLanguage
    /// Language ids, lowercased, the canonical one first (`markdown`, `md`).
    let ids: [String]
    /// File extensions, lowercased, without the dot.
    let extensions: [String]
    let scanner: any FormatScanner.Type
    /// A comment holding `{}`, which stands for a directive's text
    /// (`<!-- {} -->`); nil when no comment of the format stays in the document.
    let comment: String?
    /// Whole file names that select the format (`COMMIT_EDITMSG`).
    var fileNames: [String] = []
    /// What a Writing Tools result may hold by default.
    var resultOptions: ResultOptions = .plainText
    /// Markdown or one of its variants.
    var isMarkdown = false

    /// Every format but code, whose languages share one entry (`code(_:)`).
    static let all: [DocumentFormat] = [
        DocumentFormat(
            language: .markdown, ids: ["markdown", "md"], extensions: ["md", "markdown", "mdown", "mkd"], scanner: MarkdownScanner.self,
            comment: "<!-- {} -->", resultOptions: .all, isMarkdown: true),
        DocumentFormat(
            language: .quarto, ids: ["quarto", "qmd"], extensions: ["qmd"], scanner: MarkdownVariantScanner.self,
            comment: "<!-- {} -->", resultOptions: .all, isMarkdown: true),
        DocumentFormat(
            language: .rMarkdown, ids: ["rmd", "rmarkdown"], extensions: ["rmd"], scanner: MarkdownVariantScanner.self,
            comment: "<!-- {} -->", resultOptions: .all, isMarkdown: true),
        DocumentFormat(
            language: .mdx, ids: ["mdx", "markdown.mdx"], extensions: ["mdx"], scanner: MarkdownVariantScanner.self,
            comment: "{/* {} */}", resultOptions: .all, isMarkdown: true),
        DocumentFormat(
            language: .plaintext, ids: ["plaintext", "text", "txt", ""], extensions: ["txt", "text"], scanner: PlainTextScanner.self,
            comment: nil),
        DocumentFormat(
            language: .latex, ids: ["latex", "tex", "context"], extensions: ["tex", "latex", "ltx", "sty", "cls"],
            scanner: LaTeXScanner.self, comment: "% {}"),
        // git drops `#` lines, but they are still read: a directive is offered only where it stays in the document.
        DocumentFormat(
            language: .gitCommit, ids: ["gitcommit", "git-commit", "git_commit"], extensions: [], scanner: GitCommitScanner.self,
            comment: nil, fileNames: ["COMMIT_EDITMSG", "MERGE_MSG", "TAG_EDITMSG"], resultOptions: [.plainText, .list]),
        DocumentFormat(
            language: .restructuredText, ids: ["restructuredtext", "rst"], extensions: ["rst", "rest"], scanner: RSTScanner.self,
            comment: ".. {}"),
        DocumentFormat(
            language: .asciiDoc, ids: ["asciidoc", "adoc"], extensions: ["adoc", "asciidoc", "asc"], scanner: AsciiDocScanner.self,
            comment: "// {}"),
        DocumentFormat(language: .org, ids: ["org"], extensions: ["org"], scanner: OrgScanner.self, comment: "# {}"),
        DocumentFormat(
            language: .html, ids: ["html", "htm", "xhtml"], extensions: ["html", "htm", "xhtml"], scanner: HTMLScanner.self,
            comment: "<!-- {} -->"),
        DocumentFormat(language: .typst, ids: ["typst", "typ"], extensions: ["typ"], scanner: TypstScanner.self, comment: "// {}"),
        DocumentFormat(language: .bibtex, ids: ["bibtex", "bib"], extensions: ["bib"], scanner: BibTeXScanner.self, comment: "% {}"),
    ]

    /// The entry of a code language: comments only, written in its own syntax.
    static func code(_ code: CodeLanguage) -> DocumentFormat {
        let syntax = CommentSyntax(code)
        let comment = syntax.lineComment.map { "\($0) {}" } ?? syntax.blockComment.map { "\($0.open) {} \($0.close)" }
        return DocumentFormat(
            language: .code(code), ids: [code.rawValue], extensions: [], scanner: CodeCommentScanner.self, comment: comment)
    }

    /// The entry of `language`.
    static func of(_ language: DocumentLanguage) -> DocumentFormat {
        if case .code(let code) = language { return Self.code(code) }
        return byLanguage[language]!
    }

    /// The format a language id names (any case), if it names one but code.
    static func named(_ id: String) -> DocumentFormat? { byID[id.lowercased()] }

    /// The format of a file name (its last path component), if it names one but code.
    static func forFile(named name: String) -> DocumentFormat? {
        if let format = byFileName[name] { return format }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return byExtension[name[name.index(after: dot)...].lowercased()]
    }

    private static let byLanguage = Dictionary(uniqueKeysWithValues: all.map { ($0.language, $0) })
    private static let byID = Dictionary(uniqueKeysWithValues: all.flatMap { format in format.ids.map { ($0, format) } })
    private static let byExtension = Dictionary(uniqueKeysWithValues: all.flatMap { format in format.extensions.map { ($0, format) } })
    private static let byFileName = Dictionary(uniqueKeysWithValues: all.flatMap { format in format.fileNames.map { ($0, format) } })

    /// The comment that holds `text` in this format.
    func comment(holding text: String) -> String? {
        comment.map { $0.replacingOccurrences(of: "{}", with: text) }
    }
}
