import Testing

@testable import WritingEngine

@Suite("Spelling: rule")
struct SpellingRuleTests {
    /// Findings of the spelling rule on `text`, as (flagged text, suggestions, safe).
    func check(_ text: String, dialect: Dialect = .americanEnglish, known: Set<String> = []) -> [(String, [String], Bool)] {
        let paragraph = Paragraph(text)
        let context = RuleContext(
            paragraph: paragraph, dialect: dialect, spelling: SpellChecker.shared(for: dialect), knownWords: known)
        var findings: [Finding] = []
        SpellingRule().check(context, into: &findings)
        #expect(findings.allSatisfy { $0.awaitsCorrections || $0.isCapitalizedSlip })
        findings = Proofreader(options: ProofreadingOptions(dialect: dialect)).completeCorrections(findings, in: text)
        return findings.map { (paragraph.string($0.range), $0.suggestions, $0.isFixSafe) }
    }

    @Test func flagsMisspellingsWithRanges() {
        let findings = check("I wrote teh word recieve yesterday.")
        #expect(findings.map(\.0) == ["teh", "recieve"])
        #expect(findings[1].1.first == "receive")
    }

    @Test func cleanSentenceHasNoFindings() {
        #expect(check("I wrote the word receive yesterday. Don’t worry, it's NASA's job in London.").isEmpty)
    }

    /// Another dialect's spelling is the dialect rule's (`SpellingDocumentTests`).
    @Test func leavesOtherDialectsToTheDialectRule() {
        #expect(check("The colour is nice.").isEmpty)
        #expect(check("The color is nice.", dialect: .britishEnglish).isEmpty)
        #expect(check("The colour is nice. I wrote teh word.", dialect: .britishEnglish).map(\.0) == ["teh"])
    }

    @Test func knownWordsAreCaseInsensitive() {
        #expect(check("We use Zorblax and zorblax.", known: ["ZORBLAX"]).isEmpty)
        #expect(check("We use zorblax.").map(\.0) == ["zorblax"])
        #expect(check("Zorblax's docs and zorblax’s tests.", known: ["zorblax"]).isEmpty)
    }

    @Test func skipsMentionsEntitiesAndOtherScripts() {
        #expect(check("Thanks to @zorblaxer for the &zorb; fix.").isEmpty)
        #expect(check("Calling chars on “Здравствуйте” and नमस्ते works.").isEmpty)
        #expect(check("The zorblaxer &zorb here").map(\.0) == ["zorblaxer", "zorb"])
    }

    /// A lowercase name gets its capital as a suggestion; only a day, a
    /// month, a language or a people gets it without asking: a lowercase
    /// word may be the command, the package or the term a name stands for.
    @Test func lowercaseNameGetsItsCapital() {
        let findings = check("We flew to london.")
        #expect(findings.first?.1.first == "London")
        #expect(findings.first?.2 == false)
        let day = check("We fly on monday.")
        #expect(day.first?.1.first == "Monday" && day.first?.2 == true)
    }

    /// Capitals inside a sentence mark a name: one the dictionary does not
    /// know is no misspelling, unless a slip of a known word or name, at the
    /// start of a sentence, or in a title.
    @Test func anUnknownNameInsideASentenceIsNotFlagged() {
        #expect(check("We met Thelen and Khafre at the station yesterday.").isEmpty)
        #expect(check("Jimmy Buffett sang at the Arco Arena.").isEmpty)
        #expect(check("We asked Dr. Zorbla about it.").isEmpty)
        #expect(check("We flew to Amercia in the summer.").map(\.0) == ["Amercia"])
        #expect(check("They looked for the North Satr tonight.").map(\.0) == ["Satr"])
        #expect(check("Working With Plogins").map(\.0) == ["Plogins"])
        #expect(check("We met Thelen near the statoin.").map(\.0) == ["statoin"])
        // A short name one letter from another name (Kay, Jim) is still a name.
        #expect(check("It was Kai who planned that, and Jimi who played.").isEmpty)
        // A short name a swap from a rare word (der) is a name; a swap to a common word is a slip.
        #expect(check("Yesterday Dre growled at him, and Dr. Dre too.").isEmpty)
        #expect(check("We read Teh book.").map(\.0) == ["Teh"])
    }

    /// A capitalized word near a name the dictionary knows is its slip: a
    /// long one within a slip's reach, a short one a letter from a common
    /// name (a month, a people). Never a safe fix.
    @Test func aSlipOfAKnownNameIsFlagged() {
        #expect(check("We drove to Chautaqua last summer.").map(\.1.first) == ["Chautauqua"])
        #expect(check("It rained all through Jaly this year.").map(\.1.first) == ["July"])
        #expect(check("The Iresh team won again.").map(\.1.first) == ["Irish"])
        #expect(check("We drove to Chautaqua last summer.").first?.2 == false)
        // A short name a letter from a rarer name is a name (Cindy is SCOWL 50).
        #expect(check("We met Xindy at the station.").isEmpty)
    }

    /// At the start of a sentence an unknown capitalized word is a name
    /// only when it is no slip of a lowercase word either.
    @Test func anUnknownNameAtTheStartOfASentenceIsNotFlagged() {
        #expect(check("Thelen sent the letter. Suzie went home.").isEmpty)
        #expect(check("Becuase it rained, we stayed.").map(\.0) == ["Becuase"])
        #expect(check("Nowdays we work from home.").map(\.0) == ["Nowdays"])
        #expect(check("Alot of people came.").map(\.0) == ["Alot"])
        #expect(check("Recieve the mail first.").map(\.0) == ["Recieve"])
        #expect(check("Zorblan Sent The Letter").map(\.0) == ["Zorblan"])
        // Beside another name, only the slip of an everyday word is no name.
        #expect(check("Idi Amin held the reins of power.").isEmpty)
        #expect(check("Becase Daniel said so, we stayed.").map(\.0) == ["Becase"])
    }

    /// A word in -ing written as said, an apostrophe for its g.
    @Test func aDroppedGIsNoMisspelling() {
        #expect(check("I was givin' my love to nothin’ at all.").isEmpty)
        #expect(check("I was givin my love.").map(\.0) == ["givin"])
        #expect(check("The zorbin' went on.").map(\.0) == ["zorbin"])
    }

    /// In a line set in title case, a word beside a name is part of a
    /// person's name; beside everyday words it is checked as any word.
    @Test func aListOfPeopleIsNotFlagged() {
        #expect(check("Daniel Hahler").isEmpty)
        #expect(check("Floris Bruynooghe").isEmpty)
        #expect(check("Patch by Jean-Françoys B.").isEmpty)
        #expect(check("Thanks to Floris Bruynooghe and Anthon van der Neut for the fix.").isEmpty)
        #expect(check("We flew to Amercia with Daniel.").map(\.0) == ["Amercia"])
        #expect(check("Patch By Jean-Françoys").map(\.0) == ["Jean-Françoys"])
        #expect(check("Installing Dependancies").map(\.0) == ["Dependancies"])
    }

    /// A word of a phrase borrowed from Latin or French is right inside the phrase only.
    @Test func borrowedPhrasesAreSpelledRight() {
        #expect(check("It is not a bug per se, and a de facto standard by now.").isEmpty)
        #expect(check("We ordered the pie à la mode, as Smith et al. did.").isEmpty)
        #expect(check("I will se you tomorrow.").map(\.0) == ["se"])
        #expect(check("The facto is open.").map(\.0) == ["facto"])
    }

    @Test func fixSafetyNeverForUnknownNames() {
        #expect(check("I recieve mail.").first?.2 == true)
        #expect(check("We filed the Dockuments.").first?.2 == false)
    }
}
