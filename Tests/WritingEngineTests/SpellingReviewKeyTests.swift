import Testing

@testable import WritingEngine

/// The key the spelling review compares words by: lowercase, without a possessive `'s`.
struct SpellingReviewKeyTests {
    private func key(_ word: String, readAs readWord: String? = nil) -> String {
        var text = "A " + word + " here."
        return text.withUTF8 { bytes in
            var finding = Finding(ruleID: "spelling", range: 2..<(2 + word.utf8.count), message: "m")
            finding.readWord = readWord
            return SpellingReview.key(of: finding, in: bytes)
        }
    }

    @Test func anASCIIWordIsLoweredAndLosesItsPossessive() {
        #expect(key("Zorblat") == "zorblat")
        #expect(key("Zorblat's") == "zorblat")
        #expect(key("ZORBLAT'S") == "zorblat")
        // Too short to be a word and its possessive.
        #expect(key("a's") == "a's")
    }

    @Test func otherWordsAreReadAsCharacters() {
        #expect(key("Zorblat’s") == "zorblat")
        #expect(key("Ćorblat's") == "ćorblat")
        #expect(key("ÉCLAIRS") == "éclairs")
    }

    @Test func aWordWrittenWithMarkupIsKeyedAsItReads() {
        #expect(key("*n*th", readAs: "Nth") == "nth")
    }
}
