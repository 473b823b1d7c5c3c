import Testing

@testable import WritingEngine

@Suite("Spelling: suggestions")
struct SpellingSuggestionTests {
    let us = SpellChecker.shared(for: .americanEnglish)

    @Test func commonTyposComeFirst() {
        #expect(us.suggestions(for: "recieve").first == "receive")
        #expect(us.suggestions(for: "teh").first == "the")
        #expect(us.suggestions(for: "definately").first == "definitely")
        #expect(us.suggestions(for: "seperate").first == "separate")
        #expect(us.suggestions(for: "becuase").first == "because")
        #expect(us.suggestions(for: "goverment").first == "government")
        #expect(us.suggestions(for: "tommorow").first == "tomorrow")
        #expect(us.suggestions(for: "wierd").first == "weird")
    }

    @Test func keepsCasing() {
        #expect(us.suggestions(for: "Teh").prefix(3).contains("The"))
        #expect(us.suggestions(for: "Recieve").first == "Receive")
        #expect(us.suggestions(for: "london").first == "London")
    }

    @Test func findsSoundAlikes() {
        #expect(us.suggestions(for: "sissors").prefix(3).contains("scissors"))
        #expect(us.suggestions(for: "fone").prefix(5).contains("phone"))
        #expect(us.suggestions(for: "nite").prefix(3).contains("night"))
    }

    @Test func splitsRunTogetherWords() {
        #expect(us.suggestions(for: "alot").prefix(2).contains("a lot"))
        #expect(us.suggestions(for: "infact").prefix(2).contains("in fact"))
        #expect(us.suggestions(for: "allways").first == "always")
    }

    @Test func hyphenatedWordsKeepTheirCorrectParts() {
        #expect(us.suggestions(for: "well-knwon").first == "well-known")
    }

    @Test func confidence() {
        #expect(us.corrections(for: "recieve").isConfident)
        #expect(!us.corrections(for: "Zorblax").isConfident)
        // Short words: two swapped letters are a clear typo, other edits are guesses.
        #expect(us.corrections(for: "teh").isConfident)
        #expect(!us.corrections(for: "tge").isConfident)
        // A longer word with two letters swapped may stand for two words.
        #expect(!us.corrections(for: "queit").isConfident, "quiet or quite")
        #expect(!us.corrections(for: "flok").isConfident, "folk or flock")
        #expect(us.corrections(for: "becuase").isConfident)
        // Two edits in a long word, with no runner-up near: as sure as one edit.
        #expect(us.corrections(for: "enviromnet").suggestions.first == "environment")
        #expect(us.corrections(for: "enviromnet").isConfident)
        // Two edits and a runner-up near are not.
        #expect(!us.corrections(for: "seprete").isConfident, "separate or separated")
        // A runner-up that only adds an apostrophe is the same word.
        #expect(us.corrections(for: "paramaters").suggestions.prefix(2) == ["parameters", "parameter's"])
        #expect(us.corrections(for: "paramaters").isConfident)
        #expect(Suggester.isApostropheTwin("parameter's", of: "parameters"))
        #expect(!Suggester.isApostropheTwin("parameters", of: "parameters"))
        #expect(!Suggester.isApostropheTwin("exemption's", of: "exceptions"))
    }

    @Test func limit() {
        #expect(us.suggestions(for: "wrod", limit: 2).count <= 2)
        #expect(us.suggestions(for: "wrod", limit: 0).isEmpty)
    }
}

@Suite("Spelling: extreme input")
struct SpellingExtremeInputTests {
    @Test func veryLongWordsHaveNoSuggestionsAndDoNotCrash() {
        let checker = SpellChecker.shared(for: .americanEnglish)
        let long = String(repeating: "teh", count: 40)
        #expect(!checker.isCorrect(long))
        #expect(checker.suggestions(for: long).isEmpty)
    }
}

@Suite("Spelling: suggestions in context")
struct SpellingContextTests {
    let us = SpellChecker.shared(for: .americanEnglish)

    func suggestions(_ text: String, _ word: String) -> [String] {
        let paragraph = Paragraph(text)
        let context = RuleContext(paragraph: paragraph, dialect: .americanEnglish, spelling: us, knownWords: [])
        var findings: [Finding] = []
        SpellingRule().check(context, into: &findings)
        findings = Proofreader(options: ProofreadingOptions(dialect: .americanEnglish)).completeCorrections(findings, in: text)
        return findings.first { paragraph.string($0.range) == word }?.suggestions ?? []
    }

    @Test func slotTakesItsPartOfSpeechFromItsNeighbours() {
        let paragraph = Paragraph("I will acept the offer.")
        let analysis = ParagraphAnalysis(paragraph, spelling: us)
        let token = paragraph.tokens.firstIndex { paragraph.string($0) == "acept" }!
        let slot = SpellingSlot(token: token, in: analysis)
        #expect(slot?.wordClass == .verb)
        #expect(slot?.fits("accept") == true)
        #expect(slot?.fits("aspect") == false)
    }

    @Test func aNearTieGoesToTheCandidateThatFits() {
        let paragraph = Paragraph("I will acept the offer.")
        let token = paragraph.tokens.firstIndex { paragraph.string($0) == "acept" }!
        let verbSlot = SpellingSlot(token: token, in: ParagraphAnalysis(paragraph, spelling: us))!
        let tied = SpellingCorrections(
            suggestions: ["aspect", "accept"], isConfident: true, isClose: true, isWithinReach: true, costs: [20, 21])
        let reranked = verbSlot.rerank(tied)
        #expect(reranked.suggestions == ["accept", "aspect"])
        #expect(!reranked.isConfident)
        // A clear winner stays first whatever the slot.
        let clear = SpellingCorrections(
            suggestions: ["aspect", "accept"], isConfident: true, isClose: true, isWithinReach: true, costs: [10, 30])
        #expect(verbSlot.rerank(clear) == clear)
    }

    @Test func contextRanksTheFittingWordFirst() {
        #expect(suggestions("I will acept the offer.", "acept").first == "accept")
        let nounSlot = Paragraph("The acept of the plan is new.")
        let token = nounSlot.tokens.firstIndex { nounSlot.string($0) == "acept" }!
        #expect(SpellingSlot(token: token, in: ParagraphAnalysis(nounSlot, spelling: us))?.wordClass == .noun)
        #expect(suggestions("We definately agree.", "definately").first == "definitely")
        #expect(suggestions("Did you recieve my letter?", "recieve").first == "receive")
    }
}
