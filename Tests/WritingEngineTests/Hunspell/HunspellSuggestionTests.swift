import Testing

@testable import WritingEngine

@Suite struct HunspellSuggestionTests {
    @Test func replacementTableComesFirst() throws {
        let aff = "REP 1\nREP f ph\nTRY abcdefghijklmnopqrstuvwxyz\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "2\nphone\nshone\n")
        #expect(hunspell.suggestions(for: "fone", limit: 3).first == "phone")
    }

    @Test func mapRelatesAccentedLetters() throws {
        let hunspell = try HunspellDictionary(aff: "SET UTF-8\nMAP 1\nMAP eéè\n", dic: "1\nélève\n")
        #expect(hunspell.suggestions(for: "eleve", limit: 3).first == "élève")
    }

    @Test func keyboardNeighboursAndTryLettersAreEdits() throws {
        let aff = "KEY qwertyuiop|asdfghjkl|zxcvbnm\nTRY esianrtolcdugmphbyfvkwzxjq\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "3\nhouse\nmouse\nhorse\n")
        #expect(hunspell.suggestions(for: "hiuse", limit: 3).first == "house")
        #expect(hunspell.suggestions(for: "hose", limit: 3).contains("horse"))
        #expect(hunspell.suggestions(for: "hosue", limit: 3).first == "house")
    }

    @Test func noSuggestWordsAreAcceptedButNeverOffered() throws {
        let aff = "NOSUGGEST N\nTRY abcdefghijklmnopqrstuvwxyz\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "2\nshit/N\nshot\n")
        #expect(hunspell.isCorrect("shit"))
        #expect(!hunspell.suggestions(for: "shiit", limit: 5).contains("shit"))
    }

    @Test func splitSuggestionsFollowNoSplitSugs() throws {
        let hunspell = try HunspellDictionary(aff: "", dic: "2\nthe\ncat\n")
        #expect(hunspell.suggestions(for: "thecat", limit: 3).contains("the cat"))
        let unsplit = try HunspellDictionary(aff: "NOSPLITSUGS\n", dic: "2\nthe\ncat\n")
        #expect(!unsplit.suggestions(for: "thecat", limit: 3).contains("the cat"))
    }

    @Test func ngramsFindDistantWords() throws {
        let aff = "SFX S Y 1\nSFX S 0 s .\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "2\ndictionary/S\nfoo\n")
        #expect(hunspell.suggestions(for: "dictoinarys", limit: 3).contains("dictionaries") == false)
        #expect(hunspell.suggestions(for: "dikshunary", limit: 3).contains("dictionary"))
    }

    @Test func capitalisationIsKept() throws {
        let hunspell = try HunspellDictionary(aff: "TRY abcdefghijklmnopqrstuvwxyz\n", dic: "1\nhouse\n")
        #expect(hunspell.suggestions(for: "Hiuse", limit: 3).first == "House")
    }
}
