import Testing

@testable import WritingEngine

@Suite("Spelling: letter-count bound")
struct LetterCountsTests {
    func counts(_ word: String) -> LetterCounts {
        var word = word
        return word.withUTF8 { LetterCounts($0) }
    }

    func bound(_ typed: String, _ candidate: String) -> Int {
        counts(typed).bound(to: counts(candidate))
    }

    @Test func countsUpToThreeOfEachLetterInEitherCase() {
        let banana = counts("BaNana")
        #expect(banana.once == 1 << 0 | 1 << 1 | 1 << 13)
        #expect(banana.twice == 1 << 0 | 1 << 13)
        #expect(banana.thrice == 1 << 0)
        #expect(banana.total == 6)
        #expect(counts("aaaaa").total == 3)
    }

    @Test func sameLettersInAnyOrderOrCaseCostNothing() {
        #expect(bound("teh", "the") == 0)
        #expect(bound("london", "London") == 0)
    }

    @Test func aLetterToChangeCostsACheapSubstitution() {
        #expect(bound("cat", "cut") == LetterCounts.substitution)
    }

    @Test func lettersMissingOrInExcessCostAnInsertionOrDeletionEach() {
        #expect(bound("adress", "address") == LetterCounts.indel)
        #expect(bound("untill", "until") == LetterCounts.indel)
        #expect(bound("cat", "cats") == LetterCounts.indel)
        #expect(bound("cat", "scatter") == 4 * LetterCounts.indel)
    }

    @Test func onlyLettersCount() {
        #expect(bound("dont", "don't") == 0)
        #expect(bound("well-known", "wellknown") == 0)
    }

    @Test func neverAboveTheEditCostOfPlainEdits() {
        // Pairs no letter-group rule applies to, so the edit cost is made of plain edits.
        let pairs = [
            ("recieve", "receive"), ("becuase", "because"), ("wierd", "weird"), ("acommodate", "accommodate"), ("xyz", "abc"),
            ("aaaa", "a"),
        ]
        for (typed, candidate) in pairs {
            var a = typed
            var b = candidate
            let cost = a.withUTF8 { a in b.withUTF8 { EditCost.distance(a, $0, limit: 1000) } }
            #expect(bound(typed, candidate) <= cost, "\(typed) → \(candidate)")
        }
    }
}
