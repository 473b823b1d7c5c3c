import Foundation
import Testing

@testable import WritingEngine

/// Each rule type on a small inline style, in a temporary folder.
@Suite struct ValeRuleTests {
    private func alerts(
        _ rules: [String: String], ini: String = "", accepted: [String] = [], document: String, name: String = "doc.md"
    ) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("styles/T"), withIntermediateDirectories: true)
        let vocabulary = folder.appendingPathComponent("styles/config/vocabularies/Team")
        try FileManager.default.createDirectory(at: vocabulary, withIntermediateDirectories: true)
        try accepted.joined(separator: "\n").write(to: vocabulary.appendingPathComponent("accept.txt"), atomically: true, encoding: .utf8)
        for (name, yaml) in rules {
            try yaml.write(to: folder.appendingPathComponent("styles/T/\(name).yml"), atomically: true, encoding: .utf8)
        }
        let config = "StylesPath = styles\nVocab = Team\n\(ini)\n[*]\nBasedOnStyles = T\n"
        try config.write(to: folder.appendingPathComponent(".vale.ini"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent(name)
        try document.write(to: file, atomically: true, encoding: .utf8)
        let found = try #require(ValeConfiguration.find(from: file.path))
        let styles = ValeStyles(configuration: try ValeConfiguration(path: found, trusted: false))
        let structure = StructureScanner.scan(document, language: DocumentLanguage(languageID: "markdown"))
        return styles.alerts(forFile: file.path, text: document, structure: structure).map {
            let start = document.utf8.index(document.startIndex, offsetBy: $0.range.lowerBound)
            return "\($0.ruleID)@\(document.utf8.distance(from: document.startIndex, to: start)):\($0.message)"
        }
    }

    @Test func existence() throws {
        let rule = "extends: existence\nmessage: \"'%s' is vague.\"\nignorecase: true\ntokens:\n  - very\n  - really"
        #expect(try alerts(["Vague": rule], document: "It is Very good, `very` code.\n") == ["T.Vague@6:'Very' is vague."])
    }

    @Test func substitution() throws {
        let rule = "extends: substitution\nmessage: Use '%s' instead of '%s'.\nswap:\n  utilize: use\n  leverage: use|apply"
        #expect(
            try alerts(["Sub": rule], document: "We utilize and leverage.\n") == [
                "T.Sub@3:Use 'use' instead of 'utilize'.", "T.Sub@15:Use 'use' or 'apply' instead of 'leverage'.",
            ])
    }

    @Test func repetitionAndConsistency() throws {
        let repetition = "extends: repetition\nmessage: \"'%s' is repeated!\"\nalpha: true\ntokens:\n  - '[^\\s]+'"
        let consistency = "extends: consistency\nmessage: Inconsistent spelling of '%s'.\neither:\n  colour: color"
        let found = try alerts(["Rep": repetition, "Con": consistency], document: "The The colour and color.\n")
        #expect(found == ["T.Rep@0:'The' is repeated!", "T.Con@19:Inconsistent spelling of 'color'."])
    }

    @Test func occurrenceAndCapitalization() throws {
        let occurrence = "extends: occurrence\nmessage: Too many commas.\nscope: sentence\nmax: 1\ntoken: ','"
        let capitalization = "extends: capitalization\nmessage: \"'%s' should be sentence-cased\"\nscope: heading\nmatch: $sentence"
        let found = try alerts(["Occ": occurrence, "Cap": capitalization], document: "# A Title Case Heading\n\nA, b, c.\n")
        #expect(found == ["T.Cap@2:'A Title Case Heading' should be sentence-cased", "T.Occ@25:Too many commas."])
    }

    @Test func acceptedTermsAreExceptionsOfEveryRule() throws {
        let rule = "extends: existence\nmessage: \"'%s'\"\ntokens:\n  - very\n  - really"
        #expect(try alerts(["V": rule], accepted: ["very"], document: "A very, really good one.\n") == ["T.V@8:'really'"])
    }

    @Test func sentenceCaseCountsAsVale() throws {
        let rule = "extends: capitalization\nmessage: \"'%s'\"\nscope: heading\nmatch: $sentence\nexceptions:\n  - Vale"
        let document = """
            # this is lowercase first

            # 1. An important heading

            # `code` is a word

            # Section about the MacBook pro edition

            # Well-known Vale rules

            """
        // A lowercase first word is one in five (not more than 80 % comply); a name in mixed case counts against
        // sentence case; a number neither counts nor starts the text; inline code is a word; a hyphenated word's
        // later part is not a first word.
        let found = try alerts(["S": rule], ini: "", document: document).map { $0.split(separator: ":")[1] }
        #expect(found == ["'this is lowercase first'"])
        let threshold = try alerts(
            ["S": rule + "\nthreshold: 0.9"], document: "# Section about the MacBook pro edition here\n")
        #expect(threshold.count == 1)
    }

    @Test func titleCaseReadsEachPartOfAHyphenatedWord() throws {
        let rule = "extends: capitalization\nmessage: \"'%s'\"\nscope: heading\nmatch: $title"
        #expect(try alerts(["T": rule], accepted: ["hubba"], document: "## hubba-hubba\n\n## Self-Hosted Runners\n").isEmpty)
        #expect(try alerts(["T": rule], document: "## Self-hosted runners\n").count == 1)
    }

    @Test func anAlertStartsAfterTheCodeItWouldStartIn() throws {
        let rule = "extends: occurrence\nmessage: Too long.\nscope: heading\nmax: 20\ntoken: ."
        let document = "## `The repository is updated`, but neither fails\n"
        #expect(try alerts(["O": rule], document: document) == ["T.O@30:Too long."])
    }

    @Test func directivesAndLevels() throws {
        let rule = "extends: existence\nmessage: \"'%s'\"\nlevel: suggestion\ntokens:\n  - very"
        let document = "very\n\n<!-- vale off -->\n\nvery\n\n<!-- vale on -->\n\nvery\n"
        // Vale shows warnings and errors unless the configuration asks for suggestions too.
        #expect(try alerts(["V": rule], ini: "MinAlertLevel = suggestion", document: document).count == 2)
        #expect(try alerts(["V": rule], document: document).isEmpty)
    }

    @Test func sequenceOnTheTagger() throws {
        let idiom =
            "extends: sequence\nmessage: Say 'of all time'.\ntokens:\n  - tag: JJS\n    skip: 3\n  - pattern: of\n  - pattern: all\n  - pattern: times"
        let infinitive =
            "extends: sequence\nmessage: \"'%[4]s' after '%[2]s' needs 'to'.\"\ntokens:\n  - tag: MD\n  - pattern: be\n  - tag: JJ\n  - tag: VB|VBN"
        let found = try alerts(
            ["Idiom": idiom, "To": infinitive],
            document: "It would be great write a story.\n\nHe is the greatest basketball player of all times.\n")
        #expect(found == ["T.To@3:'write' after 'be' needs 'to'.", "T.Idiom@44:Say 'of all time'."])
    }

    @Test func metricAndConditional() throws {
        let metric =
            "extends: metric\nmessage: \"%s headings.\"\nformula: heading.h1 + list * 2 + math.sqrt(heading.h6)\ncondition: \"> 2\""
        let grade =
            "extends: metric\nmessage: \"Grade %s.\"\nformula: (0.39 * (words / sentences)) + (11.8 * (syllables / words)) - 15.59\ncondition: \"> 8\""
        let acronym =
            "extends: conditional\nmessage: \"'%s' has no definition\"\nfirst: '\\b([A-Z]{3,5})\\b'\nsecond: '(?:\\b[A-Z][a-z]+ )+\\(([A-Z]{3,5})\\)'\nexceptions:\n  - ABC"
        let document = "# Title\n\n- one\n\nThe World Health Organization (WHO) and WHO, NFL, ABC.\n"
        let found = try alerts(["Metric": metric, "Grade": grade, "Acronym": acronym], document: document)
        #expect(found == ["T.Metric@0:3.00 headings.", "T.Acronym@61:'NFL' has no definition"])
        #expect(throws: ValeRuleError.self) {
            try ValeRule(
                id: "T.M", yaml: try YAMLReader.read("extends: metric\nformula: words +\ncondition: '> 1'"), vocabulary: ValeVocabulary())
        }
    }

    @Test func compoundScopesLeaveUnitsOut() throws {
        let rule = "extends: existence\nmessage: \"'%s'\"\nscope: heading & ~heading.h1\ntokens:\n  - Very"
        #expect(try alerts(["V": rule], document: "# Very top\n\n## Very low\n\nVery text.\n") == ["T.V@15:'Very'"])
    }

    @Test func codeCommentAndAltScopes() throws {
        let rule = { (scope: String) in "extends: existence\nmessage: \"'%s'\"\nscope: \(scope)\ntokens:\n  - TODO\n" }
        let document = """
            TODO in prose, `TODO` in code, <!-- TODO in a comment --> and ![a TODO](todo.png).

            ```
            # TODO
            ```

            """
        #expect(try alerts(["C": rule("code")], document: document) == ["T.C@16:'TODO'", "T.C@90:'TODO'"])
        #expect(try alerts(["C": rule("comment")], document: document) == ["T.C@36:'TODO'"])
        #expect(try alerts(["C": rule("alt")], document: document) == ["T.C@66:'TODO'"])
        #expect(try alerts(["C": rule("text")], document: document) == ["T.C@0:'TODO'", "T.C@66:'TODO'"])
    }

    @Test func indexedMessageArguments() {
        #expect(valeMessage("%[2]s then %[1]s, 100%%", ["a", "b"]) == "b then a, 100%")
        #expect(valeMessage("Use '%s' instead of '%s'.", ["x", "y"]) == "Use 'x' instead of 'y'.")
    }

    @Test func untranslatableRulesAreReportedNotRun() throws {
        #expect(throws: ValeRuleError.self) {
            try ValeRule(id: "T.Look", yaml: try YAMLReader.read("extends: existence\nraw:\n  - 'a(?=b+)'"), vocabulary: ValeVocabulary())
        }
        #expect(throws: ValeRuleError.self) {
            try ValeRule(id: "T.Script", yaml: try YAMLReader.read("extends: script\nscript: x"), vocabulary: ValeVocabulary())
        }
    }

    @Test func stylesPathMustStayInTheRepository() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let ini = folder.appendingPathComponent(".vale.ini")
        try "StylesPath = ../../etc\n[*]\nBasedOnStyles = X\n".write(to: ini, atomically: true, encoding: .utf8)
        #expect(try ValeConfiguration(path: ini.path, trusted: false).stylesPath == nil)
        #expect(try ValeConfiguration(path: ini.path, trusted: true).stylesPath != nil)
    }
}
