import Testing

@testable import WritingEngine

@Suite("Spelling: error model")
struct SpellingErrorModelTests {
    let model = ErrorModel.builtIn

    func letter(_ c: Character) -> Int { ErrorModel.letter(c.asciiValue!)! }

    @Test func decodesTablesAndRules() {
        let small = ErrorModel(
            substitution: UniformErrorModelTables.substitution, insertion: UniformErrorModelTables.insertion,
            omission: UniformErrorModelTables.omission, transposition: UniformErrorModelTables.transposition,
            rules: "f ph 3\nei ie 2")
        #expect(small.substitution(letter("a"), for: letter("e")) == 5)
        #expect(small.insertion(letter("x"), after: ErrorModel.start) == 7)
        #expect(small.omission(letter("l"), after: letter("l")) == 6)
        #expect(small.transposition(letter("i"), letter("e")) == 4)
        #expect(small.rules.map { $0.typed } == ["f", "ei"])
        #expect(small.rules.map { $0.intended } == ["ph", "ie"])
        #expect(small.rules.map { $0.cost } == [3, 2])
    }

    @Test func contextsAreLettersOrTheStart() {
        let word = Array("a-b".utf8)
        word.withUnsafeBufferPointer { word in
            #expect(ErrorModel.context(word, before: 0) == ErrorModel.start)
            #expect(ErrorModel.context(word, before: 1) == letter("a"))
            #expect(ErrorModel.context(word, before: 2) == ErrorModel.start)
        }
    }

    @Test func likelySlipsCostLessThanOddOnes() {
        // A vowel for a vowel is a common misspelling; `q` for `m` is not.
        #expect(model.substitution(letter("a"), for: letter("e")) < model.substitution(letter("q"), for: letter("m")))
        // A doubled letter written once is cheaper to leave out than a first letter.
        #expect(model.omission(letter("s"), after: letter("s")) < model.omission(letter("s"), after: ErrorModel.start))
        #expect(!model.rules.isEmpty)
        for rule in model.rules {
            #expect(rule.typed != rule.intended)
            #expect((1...4).contains(rule.typed.utf8.count) && (1...4).contains(rule.intended.utf8.count))
        }
    }

    func cost(_ typed: String, _ intended: String) -> Int {
        Array(typed.utf8).withUnsafeBufferPointer { a in
            Array(intended.utf8).withUnsafeBufferPointer { EditCost.distance(a, $0, limit: 1000) }
        }
    }

    @Test func editCostFollowsTheModel() {
        // `the` written `teh`: the intended `he` swapped.
        #expect(cost("teh", "the") == EditCost.transpositionCost(0x68, 0x65))
        #expect(cost("teh", "the") <= SlipCost.transposition)
        #expect(cost("aple", "apple") <= Array("apple".utf8).withUnsafeBufferPointer { EditCost.insertCost($0, 2) })
        // The likely misspelling is the cheaper explanation.
        #expect(cost("definately", "definitely") < cost("definately", "defiantly"))
        #expect(cost("recieve", "receive") < cost("recieve", "relieve"))
        #expect(cost("ocasion", "occasion") < cost("ocasion", "location"))
    }
}
