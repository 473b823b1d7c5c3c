import Testing

@testable import WritingEngine

/// Spelling as a whole document shows it: software vocabulary, the
/// document's own code and terms, unknown words, other dialects, and which
/// fixes are safe.
@Suite("Spelling: documents")
struct SpellingDocumentTests {
    /// A spelling-family finding, as (rule, flagged text, suggestions, safe, severity).
    struct Flag: Equatable {
        var rule: String
        var text: String
        var suggestions: [String]
        var safe: Bool
        var severity: Severity
    }

    func check(
        _ text: String, language: DocumentLanguage = .plaintext, dialect: Dialect = .americanEnglish,
        levels: [String: RuleLevel] = [:]
    ) -> [Flag] {
        let proofreader = Proofreader(options: ProofreadingOptions(dialect: dialect, ruleLevels: levels))
        let findings = proofreader.check(text, structure: StructureScanner.scan(text, language: language))
        let bytes = Array(text.utf8)
        return findings.filter { ["spelling", "unknown-word", "dialect"].contains($0.ruleID) }.map {
            Flag(
                rule: $0.ruleID, text: String(decoding: bytes[$0.range], as: UTF8.self), suggestions: $0.suggestions,
                safe: $0.isFixSafe, severity: $0.severity)
        }
    }

    @Test func softwareVocabularyIsKnown() {
        #expect(check("We run nginx as a webserver and install msgpack with setuptools in a virtualenv.").isEmpty)
        // List entries one edit from a common word would hide its slips.
        #expect(!SpellChecker.shared(for: .americanEnglish).isCorrect("discoverd"))
        #expect(!SpellChecker.shared(for: .americanEnglish).isCorrect("becaus"))
        #expect(check("We run Nginx, NGINX or nginx.").isEmpty)
        #expect(SpellChecker.shared(for: .americanEnglish).isCorrect("Hynek"))
        #expect(!SpellChecker.shared(for: .americanEnglish).isCorrect("hynek"))
        #expect(check("Kubernetes, PostgreSQL and Dockerfile syntax are covered; msgpack is faster than JSON.").isEmpty)
    }

    @Test func aWordTheDocumentUsesAsCodeIsKnownInItsProse() {
        let prose = "Then zorblify reads the file and prints it."
        #expect(check(prose, language: .markdown).map(\.text) == ["zorblify"])
        #expect(check("Install `zorblify` first.\n\n" + prose, language: .markdown).isEmpty)
        #expect(check("```sh\nzorblify --all\n```\n\n" + prose, language: .markdown).isEmpty)
        #expect(check("See [the guide](https://example.com/zorblify/guide).\n\n" + prose, language: .markdown).isEmpty)
    }

    @Test func thePluralOfACodeWordIsKnownInProse() {
        let prose = "Both zorbs print their output, and the zorbs are big."
        #expect(check(prose, language: .markdown).map(\.text) == ["zorbs", "zorbs"])
        #expect(check("Make a `zorb` first.\n\n" + prose, language: .markdown).isEmpty)
        #expect(check("Make a `zorbbox` first.\n\nThe zorbboxes print.", language: .markdown).isEmpty)
        // `-es` only after a hissing sound: `failes` is a slip, even beside the code word `fail`.
        #expect(check("Call `fail` first.\n\nIt failes.", language: .markdown).map(\.text) == ["failes"])
        // Not the other way round: a plural in code does not make a singular slip known.
        #expect(check("Call `zorbs` first.\n\nThe zorb prints.", language: .markdown).map(\.text) == ["zorb"])
    }

    @Test func aWordOneFileUsesAsCodeIsKnownInAnother() {
        let code = "Call `zorblify` on a `zorb`.\n"
        let prose = "Then zorblify reads the zorbs. A recieve slip stays.\n"
        let proofreader = Proofreader(options: ProofreadingOptions())
        let documents = [code, prose].map { ($0, StructureScanner.scan($0, language: .markdown)) }
        let findings = documents.map { proofreader.check($0.0, structure: $0.1) }
        let flagged = zip(documents, findings).reduce(into: Set<String>()) {
            $0.formUnion(WorkspaceCodeWords.flaggedWords($1.1, in: $1.0.0))
        }
        var workspace = WorkspaceCodeWords()
        for (text, structure) in documents { workspace.note(text, structure: structure, among: flagged) }
        let words = workspace.reviewed(findings[1], in: prose).map { String(decoding: Array(prose.utf8)[$0.range], as: UTF8.self) }
        #expect(findings[1].count == 3 && words == ["recieve"])
    }

    /// A misspelling another document of the workspace writes too keeps its
    /// finding, but no fix of it is applied without asking.
    @Test func aMisspellingAnotherDocumentWritesIsNeverFixedWithoutAsking() {
        let first = "I will recieve it tomorrow, and the mail is definately late.\n"
        let second = "# Notes\n\nThey recieve it today.\n"
        let proofreader = Proofreader(options: ProofreadingOptions())
        let documents = [first, second].map { ($0, StructureScanner.scan($0, language: .markdown)) }
        let findings = documents.map { proofreader.check($0.0, structure: $0.1) }
        let flagged = WorkspaceCodeWords.flaggedWords(findings[0], in: first)
        var workspace = WorkspaceCodeWords()
        for (text, structure) in documents { workspace.note(text, structure: structure, among: flagged) }
        let reviewed = workspace.reviewed(findings[0], in: first)
        let safety = reviewed.map { (String(decoding: Array(first.utf8)[$0.range], as: UTF8.self), $0.isFixSafe) }
        #expect(findings[0].map(\.isFixSafe) == [true, true])
        #expect(safety.map(\.0) == ["recieve", "definately"] && safety.map(\.1) == [false, true])
    }

    /// A misspelling that other documents write too stays safe when it is
    /// the odd spelling of a word the workspace writes right many times
    /// more: a slip made twice, not a term.
    @Test func aRareVariantOfAWordTheWorkspaceWritesIsStillFixed() {
        let first = "I will recieve it tomorrow.\n"
        let second = "# Notes\n\nThey recieve it today.\n"
        let manual = String(repeating: "You receive mail, and we receive replies.\n\n", count: 5)
        func safety(_ documents: [String]) -> [Bool] {
            workspaceReviewed(documents, by: Proofreader(options: ProofreadingOptions())).prefix(2).flatMap { $0.map(\.isFixSafe) }
        }
        #expect(safety([first, second, manual]) == [true, true])
        // Written right four times beside two slips: not rare enough to be sure.
        let short = String(repeating: "You receive mail, and we receive replies.\n\n", count: 2)
        #expect(safety([first, second, short]) == [false, false])
        // Written right ten times beside three slips in three documents: nor is this.
        #expect(safety([first, second, manual, "We recieve more.\n"]) == [false, false])
    }

    @Test func aCapitalizedWordInAListOfNamesIsNeverFixedWithoutAsking() {
        let flags = check("Thanks to:\n\n* Jouke Witteveen\n* Kanguros\n\nRecieve it now.\n", language: .markdown)
        #expect(flags.last?.text == "Recieve" && flags.last?.safe == true)
        #expect(flags.filter { $0.text != "Recieve" }.allSatisfy { !$0.safe })
        #expect(check("Kanguros is new here. Jouke Witteveen wrote it.").allSatisfy { !$0.safe })
    }

    @Test func anIdentifierInProseMakesItsPartsKnown() {
        #expect(check("Call frobulate.define() once; frobulate then does the rest.").isEmpty)
        #expect(check("Use is_frobby(x) to test, and frobby for the rest.").isEmpty)
        #expect(check("The check calls grobnitz(value) whenever grobnitz is needed.").isEmpty)
        #expect(check("Set frob__limit high; frob then waits.").isEmpty)
    }

    @Test func emphasisAndStrongTextAreProseNotCode() {
        let emphasis = check("I _recieve_ the mail.\n\nThey recieve it too.\n", language: .markdown)
        #expect(emphasis.map(\.text) == ["recieve", "recieve"])
        let strong = check("A __seperate__ step, and a seperate one.\n", language: .markdown)
        #expect(strong.map(\.text) == ["seperate", "seperate"])
        // In plain text, a word between underscores is read as a name, but it is no code either.
        #expect(check("The _wierd_ case, and the wierd one.").map(\.text) == ["wierd"])
    }

    @Test func aWordCloseToNoWordIsAnUnknownWordWithoutAGuess() {
        let flags = check("We store it as xqzvt for now.")
        #expect(flags == [Flag(rule: "unknown-word", text: "xqzvt", suggestions: [], safe: false, severity: .info)])
        #expect(check("We store it as xqzvt for now.", levels: ["unknown-word": .off]).isEmpty)
    }

    @Test func anUnknownWordUsedAgainIsATermOfTheDocument() {
        #expect(check("We store it as xqzvt for now. Later, xqzvt goes away.").isEmpty)
    }

    @Test func aMisspellingUsedAgainStaysFlaggedButIsNeverFixedWithoutAsking() {
        let once = check("I will recieve it tomorrow.")
        #expect(once.map(\.safe) == [true])
        let twice = check("I will recieve it tomorrow. You recieve it today.")
        #expect(twice.map(\.text) == ["recieve", "recieve"])
        #expect(twice.allSatisfy { $0.rule == "spelling" && !$0.safe && $0.suggestions.first == "receive" })
        let inCode = check("You recieve it.\n\n    let recieve = 1\n", language: .markdown)
        #expect(inCode.isEmpty)
        let inHeading = check("# How to recieve\n\nYou recieve it today.", language: .markdown)
        #expect(inHeading.allSatisfy { !$0.safe })
    }

    @Test func anotherDialectsSpellingHasItsOwnRuleAndIsNeverSafe() {
        let flags = check("The colour of the behaviour is nice.")
        #expect(flags.map(\.rule) == ["dialect", "dialect"])
        #expect(flags.map { $0.suggestions.first } == ["color", "behavior"])
        #expect(flags.allSatisfy { !$0.safe && $0.severity == .info })
        #expect(check("The colour of the behaviour is nice.", dialect: .britishEnglish).isEmpty)
        #expect(check("The color is nice.", dialect: .britishEnglish).map(\.rule) == ["dialect"])
    }

    @Test func anotherDialectsSpellingSuggestsItsRegularCounterpart() {
        let text = "The centre travelled onwards to the theatre; organise the files, then defence."
        #expect(check(text).map { $0.suggestions.first } == ["center", "traveled", "onward", "theater", "organize", "defense"])
        #expect(check("Colour matters.").map { $0.suggestions.first } == ["Color"])
        #expect(check("The color of the theater.", dialect: .britishEnglish).map { $0.suggestions.first } == ["colour", "theatre"])
    }

    @Test func anotherDialectsWordWithNoCounterpartOrANameIsLeftAlone() {
        // A word another list has and this one lacks, with no regular counterpart: a word all the same.
        #expect(check("She wore crocs to the party.").isEmpty)
        // Capitalised inside a sentence: a name.
        #expect(check("The Labour Party met at the Harbour Bridge.").isEmpty)
    }

    @Test func aSafeFixNeitherSplitsNorJoinsWords() {
        #expect(SpellingRule.keepsWordBoundaries("recieve", "receive"))
        #expect(!SpellingRule.keepsWordBoundaries("monkeypatch", "monkey patch"))
        #expect(!SpellingRule.keepsWordBoundaries("weak-referenceable", "weak-reference able"))
        #expect(!SpellingRule.keepsWordBoundaries("e-mail", "email"))
        #expect(check("You can monkeypatch it.").allSatisfy { !$0.safe })
    }

    @Test func aRegularFormOfAKnownWordIsNeverFixedWithoutAsking() {
        #expect(check("The bytes are undecodable here.").allSatisfy { !$0.safe })
        let spelling = SpellChecker.shared(for: .americanEnglish)
        #expect(SpellingRule.isRegularDerivation("attaches", spelling: spelling))
        #expect(SpellingRule.isRegularDerivation("Attaching", spelling: spelling))
        #expect(SpellingRule.isRegularDerivation("undecodable", spelling: spelling))
        #expect(!SpellingRule.isRegularDerivation("failes", spelling: spelling))
        #expect(!SpellingRule.isRegularDerivation("recieve", spelling: spelling))
    }

    @Test func aCapitalisedSlipOfACommonWordIsFlaggedUnlessUsedAsAName() {
        let flags = check("We filed the Dockuments yesterday.")
        #expect(flags.map(\.text) == ["Dockuments"])
        #expect(flags.first?.suggestions.first == "Documents")
        #expect(flags.first?.safe == false)
        #expect(check("We met Occasionlly at the fair.").map(\.text) == ["Occasionlly"])
        #expect(check("We filed the Dockuments yesterday. We thank Dockuments for it.").isEmpty)
        #expect(check("# Why not Dockuments?\n\nWe filed the Dockuments yesterday.", language: .markdown).isEmpty)
        #expect(check("We met Thelen and Khafre at the station yesterday.").isEmpty)
        #expect(check("Jimmy Buffett sang here, and we thanked Juan Perez Chemistrey.").isEmpty)
    }
}

@Suite("Safe fixes: deliberate repeats and terms")
struct DeliberateRepeatTests {
    func flags(_ text: String) -> [(rule: String, safe: Bool)] {
        Proofreader().check(text, structure: StructureScanner.scan(text, language: .plaintext))
            .filter { ["repeated-word", "missing-space-after"].contains($0.ruleID) }.map { ($0.ruleID, $0.isFixSafe) }
    }

    @Test func aQuotedOrTripledWordIsSaidOverOnPurpose() {
        #expect(flags("Released in June, codename \"tap tap tap\", with fixes.").isEmpty)
        #expect(flags("The sound was \"pow pow\" and then quiet.").isEmpty)
        #expect(flags("The sound was “zoom zoom” and then quiet.").isEmpty)
        #expect(flags("He gave the the book back.").map(\.rule) == ["repeated-word"])
        #expect(flags("He gave the the book back.").map(\.safe) == [true])
    }

    @Test func twoWordsInCapitalsJoinedByAMarkAreOneTerm() {
        #expect(flags("The TL;DR is short.").isEmpty)
        #expect(flags("We saw one,two and three.").map(\.rule) == ["missing-space-after"])
    }
}

@Suite("Spelling: plain edit distance")
struct PlainEditsTests {
    @Test func countsInsertionsDeletionsChangesAndSwaps() {
        #expect(SpellingRule.plainEdits("dockuments", "documents", atMost: 1))
        #expect(SpellingRule.plainEdits("teh", "the", atMost: 1))
        #expect(SpellingRule.plainEdits("cat", "cut", atMost: 1))
        #expect(!SpellingRule.plainEdits("khafre", "care", atMost: 1))
        #expect(SpellingRule.plainEdits("geomotery", "geometry", atMost: 2))
        #expect(!SpellingRule.plainEdits("geomotery", "geometry", atMost: 1))
        #expect(SpellingRule.plainEdits("", "ab", atMost: 2))
    }
}
