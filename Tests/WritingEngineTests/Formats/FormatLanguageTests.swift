import Testing

@testable import WritingEngine

/// File extensions, language ids and directive comments of the new formats.
@Suite struct FormatLanguageTests {
    @Test func fileExtensions() {
        let expected: [String: DocumentLanguage] = [
            "a.rst": .restructuredText, "a.rest": .restructuredText, "a.adoc": .asciiDoc, "a.asciidoc": .asciiDoc, "a.asc": .asciiDoc,
            "a.org": .org, "a.html": .html, "a.htm": .html, "a.xhtml": .html, "a.typ": .typst, "a.bib": .bibtex, "a.qmd": .quarto,
            "a.Rmd": .rMarkdown, "a.mdx": .mdx, "docs/a.md": .markdown,
        ]
        for (name, language) in expected { #expect(DocumentLanguage(fileName: name) == language, "\(name)") }
    }

    @Test func languageIDsRoundTrip() {
        let all: [DocumentLanguage] = [.restructuredText, .asciiDoc, .org, .html, .typst, .bibtex, .quarto, .rMarkdown, .mdx]
        for language in all { #expect(DocumentLanguage(languageID: language.identifier) == language) }
        #expect(DocumentLanguage(languageID: "rst") == .restructuredText)
        #expect(DocumentLanguage(languageID: "markdown.mdx") == .mdx)
        #expect(all.filter(\.isMarkdown) == [.quarto, .rMarkdown, .mdx])
    }

    /// Every canonical id and alias is known; an id no format or code language answers to is not.
    @Test func knownLanguageIDs() {
        for id in DocumentLanguage.knownIdentifiers {
            #expect(DocumentLanguage(knownLanguageID: id)?.identifier == id, "\(id)")
        }
        #expect(DocumentLanguage(knownLanguageID: "MD") == .markdown)
        #expect(DocumentLanguage(knownLanguageID: "py") == .code(.python))
        #expect(DocumentLanguage(knownLanguageID: "klingon") == nil)
        #expect(DocumentLanguage(knownLanguageID: "markdownx") == nil)
    }

    @Test func directiveCommentsPerFormat() {
        let expected: [DocumentLanguage: String] = [
            .restructuredText: ".. wt-lsp-ignore-next-line", .asciiDoc: "// wt-lsp-ignore-next-line", .org: "# wt-lsp-ignore-next-line",
            .html: "<!-- wt-lsp-ignore-next-line -->", .typst: "// wt-lsp-ignore-next-line", .bibtex: "% wt-lsp-ignore-next-line",
            .quarto: "<!-- wt-lsp-ignore-next-line -->", .mdx: "{/* wt-lsp-ignore-next-line */}",
        ]
        for (language, line) in expected { #expect(StructureScanner.ignoreNextLineDirective(for: language) == line) }
    }
}
