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
