import Testing

@testable import WritingEngine

/// Writing Tools actions on the new formats: whatever a format's structure
/// protects comes back byte for byte, and the prose around it is rewritten.
@Suite struct FormatTransformTests {
    static let prose = "Due to the fact that the build is slow, we run it in order to check it prior to Friday."

    /// A document per format: wordy prose, then a protected block and an
    /// inline protected span that hold the same wordy phrases.
    static let documents: [(DocumentLanguage, String, [String])] = [
        (
            .restructuredText, "\(prose) Use ``in order to`` here::\n\n    due to the fact that\n",
            ["``in order to``", "    due to the fact that"]
        ),
        (
            .asciiDoc, "\(prose) Use `in order to` here.\n\n----\ndue to the fact that\n----\n",
            ["`in order to`", "----\ndue to the fact that\n----"]
        ),
        (
            .org, "\(prose) Use ~in order to~ here.\n\n#+BEGIN_SRC sh\ndue to the fact that\n#+END_SRC\n",
            ["~in order to~", "#+BEGIN_SRC sh\ndue to the fact that\n#+END_SRC"]
        ),
        (
            .html, "<p>\(prose) Use <code>in order to</code> here.</p>\n<pre>due to the fact that</pre>\n",
            ["<code>in order to</code>", "<pre>due to the fact that</pre>"]
        ),
        (
            .typst, "\(prose) Use `in order to` here.\n\n```sh\ndue to the fact that\n```\n",
            ["`in order to`", "```sh\ndue to the fact that\n```"]
        ),
        (
            .quarto, "\(prose) Use `r in_order_to` here.\n\n```{r}\ndue to the fact that\n```\n",
            ["`r in_order_to`", "```{r}\ndue to the fact that\n```"]
        ),
        (
            .mdx, "import X from 'due to the fact that'\n\n\(prose) Use {in order to} here.\n",
            ["import X from 'due to the fact that'", "{in order to}"]
        ),
        (.bibtex, "@article{k,\n  title = {\(prose)},\n  journal = {due to the fact that},\n}\n", ["journal = {due to the fact that}"]),
    ]

    @Test(arguments: 0..<documents.count)
    func conciseRewriteKeepsProtectedSpans(_ index: Int) throws {
        let (language, text, protected) = Self.documents[index]
        let result = try TransformFixture.run(.rewrite(.concise), text, language: language)
        for span in protected { #expect(result.contains(span), "\(language): \(span.debugDescription) lost in \(result.debugDescription)") }
        #expect(!result.contains("Due to the fact that the build"), "\(language): prose not rewritten")
    }
}
