/// Reads a document into blocks, prose ranges and ignored ranges.
///
/// Every format has its own scanner; all work on the UTF-8 bytes in one
/// linear pass and report UTF-8 byte offsets.
public enum StructureScanner {
    /// Scans `text` as `language`.
    public static func scan(_ text: String, language: DocumentLanguage, options: StructureOptions = StructureOptions()) -> DocumentStructure
    {
        var copy = text
        return copy.withUTF8 { b in
            var builder: StructureBuilder
            switch language {
            case .markdown: builder = MarkdownScanner(b, options: options).builder
            case .quarto, .rMarkdown: builder = MarkdownVariantScanner.scan(b, variant: .quarto, options: options)
            case .mdx: builder = MarkdownVariantScanner.scan(b, variant: .mdx, options: options)
            case .plaintext: builder = PlainTextScanner.scan(b)
            case .latex: builder = LaTeXScanner(b).builder
            case .gitCommit: builder = GitCommitScanner.scan(b)
            case .restructuredText: builder = RSTScanner(b, options: options).builder
            case .asciiDoc: builder = AsciiDocScanner(b, options: options).builder
            case .org: builder = OrgScanner(b, options: options).builder
            case .html: builder = HTMLScanner(b, options: options).builder
            case .typst: builder = TypstScanner(b).builder
            case .bibtex: builder = BibTeXScanner(b).builder
            case .code(let code): builder = CodeCommentScanner(b, syntax: CommentSyntax(code)).builder
            }
            return builder.finish(b, text: text, options: options)
        }
    }

    /// The line to insert above a line to ignore it ("Ignore this line"),
    /// in the format's comment syntax, without a line ending:
    /// `<!-- wt-lsp-ignore-next-line -->`, `% wt-lsp-ignore-next-line`,
    /// `// wt-lsp-ignore-next-line`, `.. wt-lsp-ignore-next-line`,
    /// `# wt-lsp-ignore-next-line` (Org)… Nil for plain text and git commit
    /// messages, which have no comments that survive (git drops `#` lines,
    /// but they are still read; the directive is offered only where it stays
    /// in the document).
    public static func ignoreNextLineDirective(for language: DocumentLanguage) -> String? {
        comment("wt-lsp-ignore-next-line", for: language)
    }

    /// The line to insert at the top of a document to switch off `ruleID`
    /// in all of it (`<!-- wt-lsp-disable spelling -->`…); nil where the
    /// format has no comments.
    public static func disableRuleDirective(_ ruleID: String, for language: DocumentLanguage) -> String? {
        comment("wt-lsp-disable \(ruleID)", for: language)
    }

    private static func comment(_ text: String, for language: DocumentLanguage) -> String? {
        switch language {
        case .markdown, .quarto, .rMarkdown, .html: "<!-- \(text) -->"
        case .mdx: "{/* \(text) */}"
        case .latex, .bibtex: "% \(text)"
        case .restructuredText: ".. \(text)"
        case .asciiDoc, .typst: "// \(text)"
        case .org: "# \(text)"
        case .plaintext, .gitCommit: nil
        case .code(let code):
            CommentSyntax(code).lineComment.map { "\($0) \(text)" }
                ?? CommentSyntax(code).blockComment.map { "\($0.open) \(text) \($0.close)" }
        }
    }
}
