import Foundation
import Testing

/// The command line on the formats read since reStructuredText: the folder
/// walk finds them by extension, `--language` takes their ids, and
/// `wt-lsp ignored` lists their protected parts.
@Suite struct CLIFormatsTests {
    let cli = CLITests()

    /// One file per format: a misspelling in prose (`teh`) and one in code (`codde`).
    static let files = [
        "a.rst": "Read teh guide::\n\n    codde\n",
        "b.adoc": "Read teh guide.\n\n----\ncodde\n----\n",
        "c.org": "Read teh guide.\n#+BEGIN_SRC sh\ncodde\n#+END_SRC\n",
        "d.html": "<p>Read teh guide.</p><pre>codde</pre>\n",
        "e.typ": "Read teh guide. #let x = \"codde\"\n",
        "f.bib": "@book{codde, title = {Read teh guide}}\n",
        "g.qmd": "Read teh guide.\n\n```{r}\ncodde\n```\n",
        "h.Rmd": "Read teh guide with `r codde`.\n",
        "i.mdx": "import codde from 'x'\n\nRead teh guide.\n",
    ]

    @Test func folderWalkChecksEveryFormat() throws {
        let folder = try cli.temporaryFolder()
        for (name, text) in Self.files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let result = try cli.run(["check", "--format", "json", folder.path])
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let files = (json?["files"] as? [[String: Any]]) ?? []
        let checked = Set(files.compactMap { ($0["path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } })
        #expect(checked == Set(Self.files.keys))
        for file in files {
            let messages = ((file["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["message"] as? String }
            #expect(messages.contains { $0.contains("“teh”") }, "\(file["path"] ?? "")")
            #expect(!messages.contains { $0.contains("codde") }, "\(file["path"] ?? "")")
        }
    }

    /// `--fix` corrects a slip in prose, leaves the code of a directive it
    /// does not know alone, and does not apply a fix over a word's inner markup.
    @Test func fixLeavesUnknownDirectivesAndInnerMarkupAlone() throws {
        let folder = try cli.temporaryFolder()
        let rst = folder.appendingPathComponent("a.rst")
        let rstText = ".. click:example::\n\n    def runserver(epilog=None):\n        return isinstance(epilog, str)\n\nRead teh guide.\n"
        try rstText.write(to: rst, atomically: true, encoding: .utf8)
        let markdown = folder.appendingPathComponent("b.md")
        try "A *sp*ecail case.\n".write(to: markdown, atomically: true, encoding: .utf8)
        let result = try cli.run(["check", "--fix", rst.path, markdown.path])
        #expect(try String(contentsOf: rst, encoding: .utf8) == rstText.replacingOccurrences(of: "teh", with: "the"))
        #expect(try String(contentsOf: markdown, encoding: .utf8) == "A *sp*ecail case.\n")
        #expect(result.stdout.contains("“specail”") && result.stdout.contains("special"), "the slip is still reported: \(result.stdout)")
    }

    @Test func languageOptionAndIgnoredRanges() throws {
        let stdin = try cli.run(["check", "--language", "restructuredtext", "-"], stdin: "Read ``codde`` and teh rest.\n")
        #expect(stdin.status == 1 && stdin.stdout.contains("“teh”") && !stdin.stdout.contains("codde"))
        let folder = try cli.temporaryFolder()
        let file = folder.appendingPathComponent("a.org")
        try "Text with ~codde~ in it.\n".write(to: file, atomically: true, encoding: .utf8)
        let ignored = try cli.run(["ignored", "--format", "json", file.path])
        #expect(ignored.status == 0 && ignored.stdout.contains(#""kind":"inlineCode""#))
    }
}
