/// A part-of-speech tagger: an averaged perceptron trained on UD English-EWT
/// by `scripts/train-tagger`, which tags a sentence greedily from left to right.
///
/// Words are tokens as the treebank splits them: contractions in two
/// (`do` `n't`, `it` `'s`; `TaggedParagraph` splits them), punctuation apart.
/// It gives the same tags as the script's `--tag` on the same words.
public struct Tagger: Sendable {
    /// The tagger with the weights built into the binary.
    public static let shared = Tagger(model: .builtIn, wordList: .builtIn)

    private let model: TaggerModel
    private let wordList: WordList

    init(model: TaggerModel, wordList: WordList) {
        self.model = model
        self.wordList = wordList
    }

    /// The tags of one sentence's words.
    public func tag(_ words: [String]) -> [PartOfSpeech] {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for word in words {
            let start = bytes.count
            bytes.append(contentsOf: word.utf8)
            ranges.append(start..<bytes.count)
        }
        return bytes.withUnsafeBufferPointer { tag($0, words: ranges) }
    }

    /// The tags of one sentence whose words are the byte ranges `words` of the UTF-8 text `bytes`.
    public func tag(_ bytes: UnsafeBufferPointer<UInt8>, words: [Range<Int>]) -> [PartOfSpeech] {
        let classes = model.classes
        return classIndices(bytes, words: words).map { classes[Int($0)] }
    }

    /// The class number of each word.
    func classIndices(_ bytes: UnsafeBufferPointer<UInt8>, words: [Range<Int>]) -> [UInt8] {
        guard !words.isEmpty else { return [] }
        let sentence = SentenceBytes(bytes, words: words)
        return sentence.withBuffers { written, lowered in
            decode(SentenceView(written: written, lowered: lowered, ranges: sentence.ranges, model: model))
        }
    }

    private func decode(_ view: SentenceView) -> [UInt8] {
        let classCount = model.classes.count
        var result = [UInt8](repeating: 0, count: view.ranges.count)
        var tag1 = UInt64(classCount)
        var tag2 = UInt64(classCount + 1)
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: classCount) { scores in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: SentenceView.maximumFeatureCount) { spans in
                model.withFeatureTable { table in
                    for i in 0..<view.ranges.count {
                        var chosen = view.fixed[i + 2]
                        if chosen == TaggerModel.noClass {
                            // Look every feature up before adding, so that the loads overlap.
                            var count = 0
                            view.forEachFeature(i, tag1: tag1, tag2: tag2, wordList: wordList) { feature in
                                spans[count] = table.span(feature)
                                count += 1
                            }
                            for k in 0..<classCount { scores[k] = 0 }
                            for span in spans[0..<count] {
                                let start = span >> 8
                                for pair in table.pairs[start..<start + (span & 0xFF)] {
                                    scores[Int(pair >> 8)] &+= Int32(Int8(truncatingIfNeeded: pair))
                                }
                            }
                            var best = 0
                            for k in 1..<classCount where scores[k] > scores[best] { best = k }
                            chosen = UInt8(best)
                        }
                        result[i] = chosen
                        tag2 = tag1
                        tag1 = UInt64(chosen)
                    }
                }
            }
        }
        return result
    }
}

/// A sentence's words with `’` folded to `'` (`written`), and the same lowercased (`lowered`).
private struct SentenceBytes {
    var written: [UInt8] = []
    var lowered: [UInt8] = []
    /// Each word's range in `written` and `lowered`.
    var ranges: [Range<Int>] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, words: [Range<Int>]) {
        let total = words.reduce(0) { $0 + $1.count }
        written.reserveCapacity(total)
        lowered.reserveCapacity(total)
        ranges.reserveCapacity(words.count)
        for word in words {
            let start = written.count
            var i = word.lowerBound
            while i < word.upperBound {
                let b = bytes[i]
                if b == 0xE2 && i + 2 < word.upperBound && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x99 {
                    written.append(0x27)
                    lowered.append(0x27)
                    i += 3
                    continue
                }
                written.append(b)
                lowered.append(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
                i += 1
            }
            ranges.append(start..<written.count)
        }
    }

    func withBuffers<R>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> R) -> R {
        written.withUnsafeBufferPointer { written in lowered.withUnsafeBufferPointer { lowered in body(written, lowered) } }
    }
}

/// The per-word values the features of a sentence read, with two padding words on each side
/// (position `i + 2` is word `i`).
private struct SentenceView {
    let written: UnsafeBufferPointer<UInt8>
    let lowered: UnsafeBufferPointer<UInt8>
    let ranges: [Range<Int>]
    let hashes: [UInt64]
    let suffix3: [UInt64]
    let ambiguity: [UInt64]
    let fixed: [UInt8]
    /// Features of one word: at most 24 from templates, one listing and four endings.
    static let maximumFeatureCount = 29

    init(written: UnsafeBufferPointer<UInt8>, lowered: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>], model: TaggerModel) {
        self.written = written
        self.lowered = lowered
        self.ranges = ranges
        var hashes = [TaggerFeatures.start2Hash, TaggerFeatures.startHash]
        var suffix3 = hashes
        hashes.reserveCapacity(ranges.count + 4)
        suffix3.reserveCapacity(ranges.count + 4)
        for range in ranges {
            hashes.append(TaggerFeatures.wordHash(lowered, range))
            suffix3.append(TaggerFeatures.wordHash(lowered, max(range.lowerBound, range.upperBound - 3)..<range.upperBound))
        }
        hashes.append(contentsOf: [TaggerFeatures.endHash, TaggerFeatures.end2Hash])
        suffix3.append(contentsOf: [TaggerFeatures.endHash, TaggerFeatures.end2Hash])
        var ambiguity: [UInt64] = []
        var fixed: [UInt8] = []
        ambiguity.reserveCapacity(hashes.count)
        fixed.reserveCapacity(hashes.count)
        for hash in hashes {
            let entry = model.lexicon(hash)
            ambiguity.append(UInt64(entry.ambiguity + 1))
            fixed.append(entry.fixed)
        }
        self.hashes = hashes
        self.suffix3 = suffix3
        self.ambiguity = ambiguity
        self.fixed = fixed
    }

    /// Calls `body` with the hash of every feature of word `i`, given the two tags before it.
    @inline(__always) func forEachFeature(
        _ i: Int, tag1: UInt64, tag2: UInt64, wordList: WordList, _ body: (UInt64) -> Void
    ) {
        typealias F = TaggerFeatures
        let p = i + 2
        let range = ranges[i]
        let end = range.upperBound
        body(F.feature(F.bias, 0))
        body(F.feature(F.lower, hashes[p]))
        body(F.feature(F.suffix1, F.wordHash(lowered, max(range.lowerBound, end - 1)..<end)))
        body(F.feature(F.suffix2, F.wordHash(lowered, max(range.lowerBound, end - 2)..<end)))
        body(F.feature(F.suffix3, suffix3[p]))
        body(F.feature(F.prefix1, UInt64(lowered[range.lowerBound])))
        body(F.feature(F.shape, F.shapeHash(written, range)))
        body(F.feature(F.previousLower, hashes[p - 1]))
        body(F.feature(F.previousSuffix3, suffix3[p - 1]))
        body(F.feature(F.previous2Lower, hashes[p - 2]))
        body(F.feature(F.nextLower, hashes[p + 1]))
        body(F.feature(F.nextSuffix3, suffix3[p + 1]))
        body(F.feature(F.next2Lower, hashes[p + 2]))
        body(F.feature(F.written, F.wordHash(written, range)))
        body(F.feature(F.suffix4, F.wordHash(lowered, max(range.lowerBound, end - 4)..<end)))
        body(F.feature(F.prefix3, F.wordHash(lowered, range.lowerBound..<min(end, range.lowerBound + 3))))
        body(F.feature(F.ambiguity, ambiguity[p]))
        body(F.feature(F.nextAmbiguity, ambiguity[p + 1]))
        body(F.feature(F.next2Ambiguity, ambiguity[p + 2]))
        body(F.feature(F.ambiguityPair, ambiguity[p + 1] << 16 | ambiguity[p]))
        body(F.feature(F.tag1, tag1))
        body(F.feature(F.tag2, tag2))
        body(F.feature(F.tag12, tag1 << 8 | tag2))
        body(F.feature(F.tag1Lower, hashes[p] ^ ((tag1 + 1) &* F.tagSalt)))
        let word = UnsafeBufferPointer(rebasing: lowered[range])
        body(F.feature(F.listed, UInt64(wordList.taggerListing(word))))
        wordList.forEachTaggerStem(word) { body(F.feature($0, 1)) }
    }
}
