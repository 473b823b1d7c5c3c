import Testing

@testable import WritingEngine

/// Misspellings reported before their corrections are ranked (`corrections: .known`).
@Suite("Proofreader: deferred corrections")
struct ProofreaderCorrectionsTests {
    let proofreader = Proofreader()

    func check(_ text: String, _ corrections: Proofreader.Corrections) -> [Finding] {
        proofreader.check(text, structure: StructureScanner.scan(text, language: .plaintext), corrections: corrections)
            .filter { $0.ruleID == "spelling" }
    }

    @Test func aNewMisspellingAwaitsItsCorrectionsThenGetsThem() throws {
        // A word no other test ranks, so the spell checker cannot know it yet.
        let text = "We ate the bycyclle sandwich.\n"
        let early = try #require(check(text, .known).first)
        #expect(early.awaitsCorrections)
        #expect(early.suggestions.isEmpty)
        #expect(early.message == "Possible spelling mistake: “bycyclle”.")

        let completed = try #require(proofreader.completeCorrections([early], in: text).first)
        #expect(!completed.awaitsCorrections)
        #expect(completed.suggestions.first == "bicycle")
        #expect(completed == check(text, .all).first)
        // Ranked once, remembered: a later check settles it at once.
        #expect(check(text, .known).first == completed)
    }

    @Test func completingKeepsACapitalisedWordInsideASentenceUnsafe() throws {
        let text = "The cat sat on Teh mat.\n"
        let findings = proofreader.completeCorrections(check(text, .known), in: text)
        #expect(findings.map(\.suggestions.first) == ["The"])
        #expect(findings.map(\.isFixSafe) == [false])
        let start = "Teh cat sat on the mat.\n"
        #expect(proofreader.completeCorrections(check(start, .known), in: start).map(\.isFixSafe) == [true])
    }

    @Test func aDocumentCanBeSettledAFewWordsAtATime() {
        // Words no other test ranks.
        let text = "The grafitti on the wharehouse, the grafitti on the resturant.\n"
        let early = check(text, .known)
        #expect(proofreader.wordsAwaitingCorrections(early, in: text) == ["grafitti", "wharehouse", "resturant"])
        let step = proofreader.completeCorrections(early, in: text, rankingAtMost: 1)
        // The first word in text order, at both of its places.
        #expect(step.map(\.awaitsCorrections) == [false, true, false, true])
        #expect(proofreader.wordsAwaitingCorrections(step, in: text) == ["wharehouse", "resturant"])
        let done = proofreader.completeCorrections(step, in: text, rankingAtMost: 2)
        #expect(proofreader.wordsAwaitingCorrections(done, in: text).isEmpty)
        #expect(done.map { $0.suggestions.first } == ["graffiti", "warehouse", "graffiti", "restaurant"])
    }

    @Test func aFewNewMisspellingsAreRankedWithinTheCheck() {
        // Words no other test ranks.
        let text = "The conferance on the balcany was long.\n"
        let findings = check(text, .upTo(2))
        #expect(!findings.contains { $0.awaitsCorrections })
        #expect(findings.map { $0.suggestions.first } == ["conference", "balcony"])
        #expect(findings == check(text, .all))
    }

    @Test func moreNewMisspellingsThanTheLimitAwaitTheirCorrections() {
        // Words no other test ranks.
        let text = "The comittee of the asociation met in the auditorum.\n"
        let early = check(text, .upTo(2))
        #expect(early.count == 3)
        #expect(early.allSatisfy { $0.awaitsCorrections })
        // Once one of them is ranked, the other two are few enough.
        _ = proofreader.completeCorrections(early, in: text, rankingAtMost: 1)
        #expect(!check(text, .upTo(2)).contains { $0.awaitsCorrections })
    }

    @Test func findingsWithNothingAwaitingAreReturnedAsTheyAre() {
        let findings = [Finding(ruleID: "repeated-word", range: 0..<3, message: "m", suggestions: ["x"])]
        #expect(proofreader.completeCorrections(findings, in: "the the") == findings)
    }
}
