import Testing

@testable import WritingEngine

/// The summed scores and the tables behind them: however they are laid out,
/// the tagger gives the tags of the feature-by-feature scorer.
@Suite struct TaggerScoresTests {
    /// Words of each kind the summed path treats apart: frequent words with
    /// rows, the same capitalized and in capitals, rare and invented words
    /// without rows (with and without the endings the stem features test),
    /// words the word list has only capitalized, numbers, punctuation, curly
    /// apostrophes, non-ASCII letters, symbols and code.
    static let vocabulary = [
        "the", "a", "of", "is", "was", "they", "and", "to", "in", "run", "runs", "quickly", "report", "reports",
        "The", "Results", "RESULTS", "THEY", "Quickly", "NASA", "HTTP",
        "quixotic", "lugubrious", "crepuscular", "defenestration", "perambulates", "obfuscated", "lugubriously",
        "defenestrating", "blorfs", "glimmerizes", "frobnicated", "zorbified", "quenthing", "snarfily", "wuggies",
        "Reykjavik", "Thessaloniki", "Mississauga", "Zyxolia",
        "3.5", "2019", "1,000", "42nd", ",", ".", "?", "--", "(", ")", "\u{201C}", "\u{201D}",
        "ca", "n\u{2019}t", "\u{2019}s", "'s", "n't", "Reykjavík", "naïve", "café", "well-formed", "UTF-8",
        "https://example.org/a-b", "snake_case", "camelCase", "🙂", "",
    ]

    /// `count` sentences of 1 to 14 words drawn from `vocabulary` by a fixed pseudo-random sequence.
    static func sentences(count: Int) -> [[String]] {
        var state: UInt64 = 0x5DEE_CE66_D1CE_4E5B
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        return (0..<count).map { _ in (0...next(14)).map { _ in vocabulary[next(vocabulary.count)] } }
    }

    @Test func mixedSentencesTagLikeTheFeatureByFeatureScorer() {
        for words in Self.sentences(count: 400) {
            #expect(TaggerTests.tagsLikeTheReference(words), "\(words)")
        }
    }

    @Test func denseVectorsAddWhatTheirPairsAdd() {
        typealias F = TaggerFeatures
        let features = Tagger.shared.model.features
        var probes = (0..<256).flatMap { byte in
            [F.feature(F.prefix1, UInt64(byte)), F.feature(F.suffix1, F.wordHash(UInt8(byte)))]
        }
        for word in Self.vocabulary {
            let bytes = Array(word.utf8)
            bytes.withUnsafeBufferPointer { bytes in
                let item = F.Word(written: bytes, lowered: bytes, hash: F.wordHash(bytes, 0..<bytes.count), ambiguity: 1)
                F.forEachSpellingFeature(item) { probes.append($0) }
            }
        }
        var dense = 0
        for feature in probes {
            var fast = [Int16](repeating: 0, count: features.lanes)
            var pairs = fast
            fast.withUnsafeMutableBufferPointer { features.add(feature, to: $0.baseAddress!) }
            pairs.withUnsafeMutableBufferPointer { features.addPairs(span: features.span(feature), to: $0.baseAddress!) }
            #expect(fast == pairs)
            if UInt8(truncatingIfNeeded: features.span(feature)) >= FeatureTable.densePairCount { dense += 1 }
        }
        #expect(dense > 20)
    }

    @Test func anEntryKeepsEachFieldAtItsLimits() {
        let largest = TaggerScores.Entry(row: Int(UInt32.max), capitalized: true, ambiguity: UInt64(UInt16.max) + 1, fixed: 255)
        #expect(largest.row == Int(UInt32.max))
        #expect(largest.capitalized)
        #expect(largest.ambiguity == UInt64(UInt16.max) + 1)
        #expect(largest.fixed == 255)
        let smallest = TaggerScores.Entry(row: 0, capitalized: false, ambiguity: 1, fixed: 0)
        #expect(smallest.row == 0)
        #expect(!smallest.capitalized)
        #expect(smallest.ambiguity == 1)
        #expect(smallest.fixed == 0)
        #expect(TaggerScores.Entry(largest.value).value == largest.value)
    }

    @Test func theFilterNeverDeniesAHashItHolds() {
        let filter = HashFilter(capacityFor: 20_000)
        let held = (0..<20_000).map { TaggerFeatures.feature(TaggerFeatures.lower, UInt64($0)) }
        for hash in held { filter.insert(hash) }
        #expect(held.allSatisfy(filter.mayContain))
        let others = (0..<20_000).map { TaggerFeatures.feature(TaggerFeatures.written, UInt64($0)) }
        #expect(others.filter(filter.mayContain).count < others.count / 100)
    }

    @Test func everyListingValueHasItsStoredSum() {
        let wordList = WordList.builtIn
        var highest = 0
        wordList.forEachRecord { offset, _ in highest = max(highest, wordList.frequencyClass(at: offset)) }
        // A word listed only capitalized has the largest values: 10 + its frequency class / 4.
        #expect(10 + highest / 4 < WordList.taggerListingCount)
    }
}
