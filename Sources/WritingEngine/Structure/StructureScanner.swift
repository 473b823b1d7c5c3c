/// Reads a document into blocks, prose ranges and ignored ranges.
///
/// Every format has its own scanner (`FormatScanner`, registered in
/// `DocumentFormat.all`); all work on the UTF-8 bytes in one linear pass and
/// report UTF-8 byte offsets.
public enum StructureScanner {
    /// Scans `text` as `language`.
    public static func scan(_ text: String, language: DocumentLanguage, options: StructureOptions = StructureOptions()) -> DocumentStructure
    {
        structure(of: text, language: language, options: options, cancellation: nil)!
    }

    /// `scan(_:language:options:)` that stops once `cancellation` is set,
    /// and then throws: it is read before and after the format's pass over
    /// the text (about 10 ms a megabyte), and while `ignoredPatterns` are
    /// matched, which can take a hundred times as long (between patterns
    /// and every 65,536 steps of a search).
    public static func scan(
        _ text: String, language: DocumentLanguage, options: StructureOptions = StructureOptions(), cancellation: CancellationFlag
    ) throws(CancellationError) -> DocumentStructure {
        guard let structure = structure(of: text, language: language, options: options, cancellation: cancellation) else {
            throw CancellationError()
        }
        return structure
    }

    /// The structure of `text`, or nil once `cancellation` is set.
    private static func structure(
        of text: String, language: DocumentLanguage, options: StructureOptions, cancellation: CancellationFlag?
    ) -> DocumentStructure? {
        if cancellation?.isCancelled == true { return nil }
        var copy = text
        return copy.withUTF8 { b in
            var builder = DocumentFormat.of(language).scanner.scan(b, language: language, options: options)
            if cancellation?.isCancelled == true { return nil }
            return builder.finish(b, text: text, options: options, cancellation: cancellation)
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
        DocumentFormat.of(language).comment(holding: text)
    }
}
