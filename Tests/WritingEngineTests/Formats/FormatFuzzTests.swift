import Testing

@testable import WritingEngine

/// The scanners of reStructuredText, AsciiDoc, Org, HTML, Typst, BibTeX and
/// the Markdown variants under random and adversarial input: valid ranges,
/// the pipeline's contracts, and linear time on inputs built to hurt.
@Suite struct FormatFuzzTests {
    static let languages: [DocumentLanguage] = [.restructuredText, .asciiDoc, .org, .html, .typst, .bibtex, .quarto, .rMarkdown, .mdx]

    /// The syntax of every new format, mixed: each scanner also meets the others' markup.
    static let pieces = [
        " ", "  ", "   ", "\t", "\n", "\n\n", "\r\n", "word", "teh", ".", ":", "::", "..", ".. ", "`", "``", "|", "_", "__", "*", "**",
        "-", "- ", "+", "=", "==", "====", "----", "....", "++++", "////", "//", "/*", "*/", "#", "# ", "#+BEGIN_SRC", "#+END_SRC",
        "#let", "#set", "#f(", ")", "[", "]", "[[", "]]", "{", "}", "{{<", ">}}", "(", "<", ">", "</", "<!--", "-->", "<pre>", "</pre>",
        "<script>", "&amp;", "&#", ";", "$", "$$", "\\", "@", "@article{", "title = ", "\"", "~", "=v=", "~c~", ":name:", ":ref:",
        ".. code-block::", ".. note::", "[source]", "```", "```{r}", "`r x`", "import x", "export ", "<Foo", "/>", "é", "😀",
        "wt-lsp-disable", "wt-lsp-enable", "wt-lsp-ignore-next-line", "1. ", "* ", ":PROPERTIES:", ":END:", "alt=\"",
    ]

    @Test(arguments: languages)
    func shortRandomDocumentsKeepTheContracts(_ language: DocumentLanguage) {
        var g = SeededGenerator(seed: 21)
        let proofreader = FuzzEngineTests.withoutSpelling
        for round in 0..<1_500 {
            let text = (0..<Int.random(in: 0..<40, using: &g)).map { _ in Self.pieces.randomElement(using: &g)! }.joined()
            let structure = StructureScanner.scan(text, language: language)
            let findings = proofreader.check(text, structure: structure)
            if let problem = FuzzEngineTests.contractProblem(text, structure, findings) {
                Issue.record("round \(round) (\(language)): \(problem)\n\(text.debugDescription)")
                return
            }
            for block in structure.blocks where !block.prose.allSatisfy({ !$0.isEmpty && block.range.contains($0.lowerBound) }) {
                Issue.record("round \(round) (\(language)): prose outside its block \(block)\n\(text.debugDescription)")
                return
            }
        }
    }

    /// About 256 KiB each of unclosed or deeply nested constructs: a
    /// quadratic step would not finish in time.
    @Test(.timeLimit(.minutes(3)), arguments: languages)
    func adversarialDocumentsScanInLinearTime(_ language: DocumentLanguage) {
        let n = 1 << 14
        let documents = [
            String(repeating: "`", count: n * 8), String(repeating: "``x ", count: n * 2), String(repeating: ":r:`", count: n * 2),
            String(repeating: "|a ", count: n * 3), (0..<n / 16).map { String(repeating: " ", count: $0 % 200) + "- a\n" }.joined(),
            String(repeating: "[", count: n * 8), String(repeating: "<", count: n * 8), String(repeating: "<a ", count: n * 3),
            String(repeating: "{", count: n * 8), String(repeating: "#f(", count: n * 3), String(repeating: "#[", count: n * 4),
            String(repeating: "~a ", count: n * 3), String(repeating: "=a ", count: n * 3), String(repeating: "$", count: n * 8),
            String(repeating: "&#", count: n * 4), String(repeating: "----\n", count: n), String(repeating: ".. a::\n", count: n),
            String(repeating: "@a{", count: n * 3), String(repeating: "title = {", count: n), String(repeating: "<!--", count: n * 2),
            String(repeating: "pass:[", count: n), String(repeating: "[[a][", count: n * 2), String(repeating: "{{<", count: n * 3),
        ]
        for text in documents {
            let structure = StructureScanner.scan(text + " teh\n", language: language)
            #expect(StructureTableFuzzTests.isValid(structure, length: text.utf8.count + 5), "\(text.prefix(20).debugDescription)")
        }
    }
}
