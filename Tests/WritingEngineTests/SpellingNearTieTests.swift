import Testing

@testable import WritingEngine

/// Which misspellings fix-all corrects without asking when the spelling alone
/// is not certain: near ties settled by the slot or by the words the
/// workspace writes around them, and what always stays a suggestion
/// (identifiers written in prose, names, a word its document repeats).
@Suite("Spelling: near ties and safe fixes")
struct SpellingNearTieTests {
    let proofreader = Proofreader(options: ProofreadingOptions())

    /// Each document of `documents` (Markdown) with the safe fixes of the
    /// workspace they make together applied, as `check --fix` does.
    func fixed(_ documents: [String]) -> [String] {
        zip(documents, workspaceReviewed(documents, by: proofreader)).map { text, found in found.safeFixes().applied(to: text) }
    }

    func fixed(_ text: String) -> String { fixed([text])[0] }

    @Test func aNearTieInAClosedClassSlotIsSettledByTheSlot() {
        #expect(fixed("We wull send the report tomorrow.\n") == "We will send the report tomorrow.\n")
        #expect(fixed("Please note thet the parser is strict.\n") == "Please note that the parser is strict.\n")
    }

    /// `bulletin` ranks first for `bulitin` by how common it is, but
    /// `builtin` is one swap away: which slip was made is in doubt.
    @Test func aCommonerCorrectionWithANearerRunnerUpStaysASuggestion() {
        let text = "Step one: load the bulitin commands as normal.\n"
        #expect(fixed(text) == text)
        let findings = proofreader.check(text, structure: StructureScanner.scan(text, language: .markdown))
        #expect(findings.first?.suggestions.prefix(2) == ["bulletin", "builtin"])
        #expect(fixed("We recieve the report tomorrow.\n") == "We receive the report tomorrow.\n")
    }

    @Test func aNearTieTheSentenceCannotBreakStaysASuggestion() {
        let text = "It coud be faster.\n"
        #expect(fixed(text) == text)
        let findings = proofreader.check(text, structure: StructureScanner.scan(text, language: .markdown))
        #expect(findings.first?.suggestions.first == "could" && findings.first?.isFixSafe == false)
        #expect(findings.first?.nearTie?.rivals.isEmpty == false)
    }

    @Test func theWorkspaceSettlesANearTieByTheWordsAroundIt() {
        let slip = "It coud be faster.\n"
        let manual = "It could be slower, and it could be done.\n"
        #expect(fixed([slip, manual]) == ["It could be faster.\n", manual])
        // Each neighbour the misspelling has must be seen with the correction.
        #expect(fixed([slip, "We could be there.\n"]) == [slip, "We could be there.\n"])
        // A rival written next to a neighbour leaves the tie open.
        let rival = "It could be slower. It cut the rope.\n"
        #expect(fixed([slip, rival]) == [slip, rival])
    }

    @Test func aSlipItsDocumentRepeatsIsFixedOnlyBesideManyRightSpellings() {
        let slips = "We recieve mail daily, and they recieve it too.\n\n"
        let right = String(repeating: "You receive mail, and we receive replies.\n\n", count: 6)
        #expect(fixed(slips + right) == (slips + right).replacingOccurrences(of: "recieve", with: "receive"))
        #expect(fixed(slips) == slips)
        let few = String(repeating: "You receive mail.\n\n", count: 3)
        #expect(fixed(slips + few) == slips + few)
    }

    @Test func anIdentifierOfTheSoftwareListsIsNeverFixed() {
        let text = "Improve the output with pprint.\n"
        let findings = proofreader.check(text, structure: StructureScanner.scan(text, language: .markdown))
        #expect(findings.map(\.suggestions.first) == ["print"])
        #expect(fixed(text) == text)
        #expect(IdentifierNearMisses.contains("pprint") && !IdentifierNearMisses.contains("print"))
    }

    @Test func aWordJoinedToCodeIsNeverFixed() {
        #expect(fixed("Spell the paramete right.\n") == "Spell the parameter right.\n")
        for text in [
            "Spell paramete?ri[sz]e right.\n", "Set paramete=1 first.\n", "Read opts[paramete] now.\n",
            "Call paramete::new to start.\n",
        ] {
            #expect(fixed(text) == text)
        }
        let bytes = Array("a thet(x) b.thet c thet.d thet, e".utf8)
        #expect(CodeLikeWord.isCodeLike(2..<6, in: bytes))
        #expect(CodeLikeWord.isCodeLike(12..<16, in: bytes))
        #expect(CodeLikeWord.isCodeLike(19..<23, in: bytes))
        #expect(!CodeLikeWord.isCodeLike(26..<30, in: bytes))
    }

    @Test func aSlipAsNearToAnIdentifierOfTheWorkspaceAsToAWordIsNotFixed() {
        let slip = "Add a tempir testing example to the guide.\n"
        #expect(fixed(slip) == "Add a temper testing example to the guide.\n")
        let code = "Use the `tmpdir` fixture for files.\n"
        #expect(fixed([slip, code]) == [slip, code])
        // A code word the dictionary knows says nothing: `temper` is a word.
        #expect(fixed([slip, "Call `temper()` first.\n"])[0] == "Add a temper testing example to the guide.\n")
        var text = code
        let structure = StructureScanner.scan(code, language: .markdown)
        let spelling = SpellChecker.shared(for: .americanEnglish)
        text.withUTF8 { bytes in
            #expect(NearCodeSearch(["tempir", "thet", "fixtur"]).found(in: bytes, structure: structure, spelling: spelling) == ["tempir"])
            #expect(NearCodeSearch(["thet"]).found(in: bytes, structure: structure, spelling: spelling).isEmpty)
        }
    }

    @Test func aCorrectionTheSentenceRulesOutIsNotFixed() {
        #expect(fixed("They retann the value.\n") == "They retain the value.\n")
        let text = "It passed the wrong retann value.\n"
        #expect(fixed(text) == text)
        let findings = proofreader.check(text, structure: StructureScanner.scan(text, language: .markdown))
        #expect(findings.first?.suggestions.first == "retain")
    }

    /// A language, a people, a day or a month; never a name, however common
    /// (a lowercase word may be the command or the term the name stands for).
    @Test func aCaseChangeIsSafeOnlyToACommonCapitalizedWord() {
        #expect(fixed("The japanese docs are old.\n") == "The Japanese docs are old.\n")
        #expect(fixed("We flew to london.\n") == "We flew to london.\n")
        let release = "Tests from Debian jessie pass.\n"
        #expect(fixed(release) == release)
    }

    @Test func aDoubleThatIsATermOrEndsANameIsNotFixed() {
        #expect(fixed("Fix the the parser.\n") == "Fix the parser.\n")
        let term = "Fix parsing of template template parameters.\n"
        #expect(fixed(term) == term)
        let findings = proofreader.check(term, structure: StructureScanner.scan(term, language: .markdown))
        #expect(findings.contains { $0.ruleID == "repeated-word" && !$0.isFixSafe })
        let role = "Fix the rst:directive directive spacing.\n"
        #expect(
            !proofreader.check(role, structure: StructureScanner.scan(role, language: .markdown)).contains {
                $0.ruleID == "repeated-word"
            })
    }

    @Test func theNeighboursOfAMisspellingAreTheWordsBesideIt() {
        let bytes = Array("note thet\n  the end; (thet)".utf8)
        bytes.withUnsafeBufferPointer { bytes in
            let first = NearTie.neighbours(of: 5..<9, in: bytes)
            #expect(first.before == "note" && first.after == "the")
            let second = NearTie.neighbours(of: 22..<26, in: bytes)
            #expect(second.before == nil && second.after == nil)
        }
        let text = Array("It could be. It could\nbe. Could be".utf8)
        text.withUnsafeBufferPointer { text in
            #expect(SpellingReview.pairUses(of: ["could be", "it could", "be it"], in: text) == ["could be": 3, "it could": 2])
        }
    }
}
