import Testing

@testable import WritingEngine

@Suite("Rules: word keys and tables")
struct RuleWordTableTests {
    @Test func hashIsFixedAndNeverZero() {
        // FNV-1a with a MurmurHash3 finish: the same in every process.
        #expect(WordKey("the").hash == 0xcb3f_f435_b889_fb31)
        #expect(WordKey("").hash == 0xefd0_1f60_ba99_2926)
        #expect(WordKey("x", hash: 0).hash != 0)
    }

    @Test func setFindsItsWordsOnly() {
        let set: WordSet = ["can", "could", "'ll", "isn't", "|"]
        for word in ["can", "could", "'ll", "isn't", "|"] { #expect(set.contains(word)) }
        for word in ["", "ca", "cans", "Can", "isnt", "will"] { #expect(!set.contains(word)) }
        #expect(set.contains(WordKey("could")))
        #expect(Set(set.words) == ["can", "could", "'ll", "isn't", "|"])
    }

    @Test func emptySetHoldsNothing() {
        let set = WordSet([String]())
        #expect(!set.contains(""))
        #expect(!set.contains("a"))
        #expect(set.words.isEmpty)
    }

    @Test func repeatedWordsCountOnce() {
        let set = WordSet(["a", "b", "a", "b", "a"])
        #expect(set.words.sorted() == ["a", "b"])
    }

    @Test func equalHashesAreToldApartByText() {
        // Every key in one probe chain: lookups must compare the texts.
        let words = ["alpha", "beta", "gamma", "delta", "epsilon"]
        let set = WordSet(keys: words.map { WordKey($0, hash: 42) })
        for word in words { #expect(set.contains(WordKey(word, hash: 42))) }
        #expect(!set.contains(WordKey("zeta", hash: 42)))
        #expect(!set.contains(WordKey("alph", hash: 42)))
        let map = WordMap(keysAndValues: words.enumerated().map { (WordKey($1, hash: 7), $0) })
        for (index, word) in words.enumerated() { #expect(map[WordKey(word, hash: 7)] == index) }
        #expect(map[WordKey("zeta", hash: 7)] == nil)
    }

    @Test func manyWordsAllFoundAndNoOthers() {
        let words = (0..<5000).map { "w\($0)" }
        let map = WordMap(Dictionary(uniqueKeysWithValues: words.enumerated().map { ($1, $0) }))
        let set = WordSet(words)
        for (index, word) in words.enumerated() {
            #expect(map[word] == index)
            #expect(set.contains(word))
        }
        for n in 5000..<10000 {
            #expect(map["w\(n)"] == nil)
            #expect(!set.contains("w\(n)"))
        }
    }

    @Test func mapFromLiteral() {
        let map: WordMap<String> = ["is": "are", "was": "were"]
        #expect(map["is"] == "are")
        #expect(map[WordKey("was")] == "were")
        #expect(map["are"] == nil)
        #expect(WordMap<Int>([:])["is"] == nil)
    }

    @Test func streamKeysAndVerbFormsMatchTheText() {
        let stream = ParagraphView(Paragraph("He WALKED home, running."), spelling: SpellChecker.shared(for: .americanEnglish))
        for item in 0..<stream.count {
            #expect(stream.key(item) == WordKey(stream.texts[item]))
            #expect(stream.verbForms[item] == Lexicon.shared.forms(of: stream.texts[item]))
        }
        #expect(stream.verbForms[1].contains(.past))
        #expect(stream.verbForms[4] == .presentParticiple)
    }
}
