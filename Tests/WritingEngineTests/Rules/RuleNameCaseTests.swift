import Testing

@testable import WritingEngine

@Suite struct NameCaseRuleTests {
    let rule = NameCaseRule()

    @Test func lowercaseNames() {
        expectFindings(rule, "Publish the site on ⟦github→GitHub⟧ and test its ⟦javascript→JavaScript⟧ there.")
        expectFindings(rule, "Paste the ⟦url→URL⟧ of each page, or a list of ⟦urls→URLs⟧, into the form.")
        expectFindings(rule, "The file name may hold any ⟦unicode→Unicode⟧ letter, and the ⟦md5→MD5⟧ sum follows it.")
    }

    @Test func otherMixesOfCase() {
        expectFindings(rule, "We moved the blog from ⟦Wordpress→WordPress⟧ to a static site on ⟦Github→GitHub⟧.")
        expectFindings(rule, "Patches were kept in ⟦StGIT→StGit⟧ and the scripts in ⟦javaScript→JavaScript⟧.")
        expectFindings(rule, "Port the ⟦Javascript→JavaScript⟧ client to the ⟦Postgresql→PostgreSQL⟧ schema.")
    }

    @Test func possessiveKeepsItsEnding() {
        expectFindings(rule, "Read ⟦github's→GitHub's⟧ guide before you start.")
    }

    @Test func aRareWordIsFlaggedButNeverFixedWithoutAsking() {
        expectFindings(rule, "Write the notes in ⟦markdown→Markdown⟧ and keep them short.")
        #expect(findings(of: rule, in: "Write the notes in markdown.").first?.isFixSafe == false)
        #expect(findings(of: rule, in: "Host the notes on github.").first?.isFixSafe == true)
        #expect(findings(of: rule, in: "Host the notes on gitHub.").first?.isFixSafe == false)
        // An initialism in lowercase: a module or a command, and its article may change with it.
        #expect(findings(of: rule, in: "Send the request to the api.").first?.isFixSafe == false)
        #expect(findings(of: rule, in: "Compare the sha256 sums.").first?.isFixSafe == false)
        #expect(findings(of: rule, in: "Paste the urls here.").first?.isFixSafe == false)
        // `unicode` is also Python's type, which the lowercase word may name.
        #expect(findings(of: rule, in: "It takes any unicode letter.").first?.isFixSafe == false)
    }

    @Test func commonWordsCommandsAndCapitalsAreLeftAlone() {
        expectClean(
            rule,
            [
                // The name's lowercase form is a common word.
                "Go fish in the crystal lake, and let the windows rust.",
                "We go to the crystal shop; Go is a language and so is Crystal.",
                // A command written as it is typed.
                "Run git and npm in the shell, then docker to build the image.",
                // A file type named by its extension, and an acronym capitalized as a house style.
                "Print the result as json or html, as Unix tools and Nasa reports do.",
                // A URL's scheme names its protocol; a clipped word is no acronym; an acronym's plural is no other name.
                "Serve it over http or https, on the dev server, to all admins of both OSs.",
                // A person's name has its bearer's case, whatever others write.
                "Thanks to Paul Dubois and Jane Mcdonald for the review.",
                // Capitals alone, as a heading or emphasis writes them.
                "SET UP GITHUB AND JAVASCRIPT FIRST.",
                // Written as the name is.
                "GitHub, JavaScript, WordPress, URLs, Unicode and MD5 are fine.",
            ])
    }

    @Test func codeAndHandlesAreLeftAlone() {
        expectClean(
            rule,
            [
                "Call url(path) and read github.com or url.host in the reply.",
                "Mention @github in a comment, tag it #javascript, or pass --url twice.",
                "Set the kind to \"url\" or ‘unicode’ and the reader takes it as is.",
                "Set url=https://example.com/ or use the github/markdown folder.",
            ])
    }

    @Test func aWordTheDocumentUsesAsCodeNamesThatCode() {
        func flagged(_ text: String) -> [String] {
            let findings = Proofreader().check(text, structure: StructureScanner.scan(text, language: .markdown))
            let bytes = Array(text.utf8)
            return findings.filter { $0.ruleID == "name-case" }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
        }
        #expect(flagged("The `url` argument takes a url as written.\n") == [])
        #expect(flagged("The link takes a url as written; see [the docs](https://github.com/).\n") == ["url"])
        #expect(flagged("```sh\ngithub url\n```\n") == [])
    }

    @Test func theTableParsesEveryRecord() {
        #expect(NameCaseTable.builtIn.names.count == NameCaseData.count)
        #expect(NameCaseTable.builtIn.names["github"]?.forms == ["GitHub"])
    }
}
