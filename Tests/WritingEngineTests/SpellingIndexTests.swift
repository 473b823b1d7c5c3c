import Testing

@testable import WritingEngine

@Suite("Spelling: suggestion index")
struct SpellingIndexTests {
    let index = SuggestionIndex.builtIn

    /// The generated index holds every record once, in the bucket of its word,
    /// with the key `PhoneticKey` computes and the columns of its record.
    @Test func generatedIndexMatchesTheWordList() {
        let words = index.words
        #expect(index.count == words.count)
        var seen = Set<Int32>()
        var mismatches: [String] = []
        let bucketCount = SuggestionIndex.letterGroups * (SuggestionIndex.maxLength + 1)
        for bucket in 0..<bucketCount {
            for entry in Int(index.bucketStarts[bucket])..<Int(index.bucketStarts[bucket + 1]) {
                let offset = Int(index.offsets[entry])
                seen.insert(index.offsets[entry])
                let word = words.word(at: offset)
                let expectedKey = PhoneticKey.of(word)
                let ok =
                    SuggestionIndex.bucket(first: word.first ?? 0, length: word.count) == bucket
                    && index.key(entry).elementsEqual(expectedKey)
                    && index.letterCounts[entry] == LetterCounts(word)
                    && index.hasCapitals[entry] == word.contains(where: ASCIICase.isUpper)
                    && Int(index.levelIndexes[entry]) == words.levelIndex(at: offset)
                    && Int(index.frequencies[entry]) == words.frequencyClass(at: offset)
                    && index.dialects[entry] == words.dialects(at: offset)
                if !ok && mismatches.count < 10 { mismatches.append(String(decoding: word, as: UTF8.self)) }
            }
        }
        #expect(mismatches.isEmpty, "entries disagreeing with the word list: \(mismatches)")
        #expect(seen.count == words.count)
    }

    @Test func keyDistanceIsLevenshteinCappedAtThree() {
        func distance(_ a: String, _ b: String) -> Int {
            Array(a.utf8).withUnsafeBufferPointer { a in Array(b.utf8).withUnsafeBufferPointer { KeyDistance.distance(a, $0) } }
        }
        #expect(distance("FN", "FN") == 0)
        #expect(distance("FN", "FM") == 1)
        #expect(distance("KT", "TK") == 2)
        #expect(distance("", "ABC") == 3)
        #expect(distance("SRS", "SSRS") == 1)
        #expect(distance("ABCDEFG", "HIJKLMN") == 3)
        #expect(distance("ABCDEFGHIJ", "ABCDEFGHIJ") == 0)
        #expect(distance("ABCDEFGHIJ", "ABCDXFGHIJK") == 2)
    }

    @Test func editCostHonoursItsLimit() {
        func cost(_ a: String, _ b: String, limit: Int) -> Int {
            Array(a.utf8).withUnsafeBufferPointer { a in Array(b.utf8).withUnsafeBufferPointer { EditCost.distance(a, $0, limit: limit) } }
        }
        let full = cost("abcdef", "uvwxyz", limit: 1000)
        #expect(full > 15)
        #expect(cost("abcdef", "uvwxyz", limit: 15) == 16)
        #expect(cost("abcdef", "uvwxyz", limit: full) == full)
        #expect(cost("recieve", "receive", limit: 100) <= EditCost.unit)
    }
}
