/// A part-of-speech tagger: an averaged perceptron trained on UD English-EWT
/// by `scripts/train-tagger`, which tags a sentence greedily from left to right.
///
/// Words are tokens as the treebank splits them: contractions in two
/// (`do` `n't`, `it` `'s`; `ParagraphAnalysis` splits them), punctuation apart.
/// It gives the same tags as the script's `--tag` on the same words.
///
/// Tagging reads the weights summed ahead of time (`TaggerScores`): a word
/// of the lexicon costs one lookup and a few vector adds; another word has
/// its features looked up one by one, once per sentence. `bench/tagger-bench`
/// measures it; `bench/README.md` has the numbers.
public struct Tagger: Sendable {
    /// The tagger with the weights built into the binary.
    public static let shared = Tagger(model: .builtIn)

    let model: TaggerModel

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
        return [PartOfSpeech](unsafeUninitializedCapacity: words.count) { buffer, count in
            forEachClass(bytes, words: words) { buffer.initializeElement(at: $0, to: classes[$1]) }
            count = words.count
        }
    }

    /// The class number of each word.
    func classIndices(_ bytes: UnsafeBufferPointer<UInt8>, words: [Range<Int>]) -> [Int] {
        var result = [Int](repeating: 0, count: words.count)
        forEachClass(bytes, words: words) { result[$0] = $1 }
        return result
    }

    /// Calls `body` with each word's index and class number, in order.
    private func forEachClass(_ bytes: UnsafeBufferPointer<UInt8>, words: [Range<Int>], _ body: (Int, Int) -> Void) {
        guard !words.isEmpty else { return }
        let byteCount = words.reduce(0) { $0 + $1.count }
        let lanes = model.scores.lanes
        let n = words.count
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * byteCount + 1) { text in
            withUnsafeTemporaryAllocation(of: TaggedWord.self, capacity: n) { sentence in
                withUnsafeTemporaryAllocation(of: Int16.self, capacity: (n + 1) * lanes) { scores in
                    let sentence = sentence.baseAddress!
                    let reader = SentenceReader(model: model, written: text.baseAddress!, lowered: text.baseAddress! + byteCount)
                    reader.read(bytes, words: words, into: sentence)
                    let scores = scores.baseAddress!
                    scores.initialize(repeating: 0, count: n * lanes)
                    addWordScores(sentence, n, scores)
                    chooseTags(sentence, n, scores, scratch: scores + n * lanes, body)
                }
            }
        }
    }

    /// Adds to each word's scores everything but its tag features: its own
    /// features, its neighbours' and its ambiguity-pair feature.
    private func addWordScores(_ sentence: UnsafeMutablePointer<TaggedWord>, _ n: Int, _ scores: UnsafeMutablePointer<Int16>) {
        typealias F = TaggerFeatures
        let table = model.scores
        let lanes = table.lanes
        let features = model.features
        func needsScores(_ i: Int) -> Bool { i >= 0 && i < n && sentence[i].fixed == TaggerModel.noClass }

        for i in 0..<n where sentence[i].fixed == TaggerModel.noClass {
            let word = sentence[i]
            let target = scores + i * lanes
            if word.own >= 0 {
                add(table.own.baseAddress! + word.own * lanes, to: target, lanes)
                if word.recased {
                    // The lowercase form's scores, with the shape and written form of the word as it is.
                    F.forEachCaseFeature(word.features.lowered) { features.subtract($0, from: target) }
                    F.forEachCaseFeature(word.features.written) { features.add($0, to: target) }
                }
            } else {
                F.forEachOwnFeature(word.features, wordList: model.wordList) { features.add($0, to: target) }
            }
            let next = i + 1 < n ? sentence[i + 1].ambiguity : table.ambiguity[table.end]
            features.add(F.ambiguityPairFeature(word.ambiguity, next: next), to: target)
        }
        for i in -2..<n + 2 {
            let context: Int
            switch i {
            case -2: context = table.start2
            case -1: context = table.start
            case n: context = table.end
            case n + 1: context = table.end2
            default: context = sentence[i].context
            }
            for rawRole in 0..<4 {
                let role = F.Role(rawValue: rawRole)!
                guard needsScores(i + role.offset) else { continue }
                let target = scores + (i + role.offset) * lanes
                if context >= 0 {
                    add(table.context.baseAddress! + (context * 4 + role.rawValue) * lanes, to: target, lanes)
                } else {
                    let word = sentence[i].features
                    F.forEachContextFeature(hash: word.hash, suffix3: word.suffix3, ambiguity: word.ambiguity, role) {
                        features.add($0, to: target)
                    }
                }
            }
        }
    }

    /// Tags from left to right: each word's scores plus those of the tags before it.
    private func chooseTags(
        _ sentence: UnsafeMutablePointer<TaggedWord>, _ n: Int, _ scores: UnsafeMutablePointer<Int16>,
        scratch: UnsafeMutablePointer<Int16>, _ body: (Int, Int) -> Void
    ) {
        let table = model.scores
        let lanes = table.lanes
        let history = table.history.baseAddress!
        var tag1 = table.classCount
        var tag2 = table.classCount + 1
        for i in 0..<n {
            var chosen = Int(sentence[i].fixed)
            if sentence[i].fixed == TaggerModel.noClass {
                let word = scores + i * lanes
                let tags = history + (tag1 * table.tagCount + tag2) * lanes
                for k in 0..<lanes { scratch[k] = word[k] &+ tags[k] }
                model.features.add(TaggerFeatures.tag1LowerFeature(sentence[i].features.hash, tag1: UInt64(tag1)), to: scratch)
                chosen = firstMaximum(scratch, lanes)
            }
            body(i, chosen)
            tag2 = tag1
            tag1 = chosen
        }
    }

    /// The first lane with the highest score (lanes past the last class score `TaggerScores.unusedLane`).
    @inline(__always) private func firstMaximum(_ scores: UnsafeMutablePointer<Int16>, _ lanes: Int) -> Int {
        let raw = UnsafeRawPointer(scores)
        var best = SIMD8<Int16>(repeating: .min)
        for k in stride(from: 0, to: lanes, by: 8) {
            best = pointwiseMax(best, raw.loadUnaligned(fromByteOffset: 2 * k, as: SIMD8<Int16>.self))
        }
        let highest = best.max()
        var k = 0
        while scores[k] != highest { k += 1 }
        return k
    }

    @inline(__always) private func add(_ vector: UnsafePointer<Int16>, to target: UnsafeMutablePointer<Int16>, _ lanes: Int) {
        for k in 0..<lanes { target[k] &+= vector[k] }
    }
}

/// One word of the sentence being tagged: what its features read, and where its sums are in `TaggerScores`.
struct TaggedWord {
    var features: TaggerFeatures.Word
    /// Index of its own-feature vector, or -1 when its features are summed one by one.
    var own: Int
    /// Whether `own` is the vector of the word in lower case, written otherwise here.
    var recased: Bool
    /// Index of its context vectors, or -1.
    var context: Int
    var ambiguity: UInt64 { features.ambiguity }
    var fixed: UInt8
}

/// Copies a sentence's words into `text` (`’` folded to `'`, then the same lowercased)
/// and looks each up in the model.
private struct SentenceReader {
    let model: TaggerModel
    /// Room for the sentence's bytes, twice.
    let written: UnsafeMutablePointer<UInt8>
    let lowered: UnsafeMutablePointer<UInt8>

    func read(_ bytes: UnsafeBufferPointer<UInt8>, words: [Range<Int>], into sentence: UnsafeMutablePointer<TaggedWord>) {
        let scores = model.scores
        var cursor = 0
        for (index, word) in words.enumerated() {
            let start = cursor
            var writtenHash: UInt64 = 0xcbf2_9ce4_8422_2325
            var loweredHash: UInt64 = 0xcbf2_9ce4_8422_2325
            var i = word.lowerBound
            while i < word.upperBound {
                var b = bytes[i]
                if b == 0xE2 && i + 2 < word.upperBound && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x99 {
                    b = 0x27
                    i += 3
                } else {
                    i += 1
                }
                let low = b >= 0x41 && b <= 0x5A ? b | 0x20 : b
                written[cursor] = b
                lowered[cursor] = low
                cursor += 1
                writtenHash = (writtenHash ^ UInt64(b)) &* 0x100_0000_01b3
                loweredHash = (loweredHash ^ UInt64(low)) &* 0x100_0000_01b3
            }
            let writtenBytes = UnsafeBufferPointer(start: written + start, count: cursor - start)
            let loweredBytes = UnsafeBufferPointer(start: lowered + start, count: cursor - start)
            var own = -1
            var context = -1
            var recased = false
            if let value = scores.words.value(writtenHash) {
                own = Int(truncatingIfNeeded: value & 0xFFFF_FFFF)
                context = Int(truncatingIfNeeded: value >> 32)
            } else if writtenHash != loweredHash, let value = scores.words.value(loweredHash) {
                own = Int(truncatingIfNeeded: value & 0xFFFF_FFFF)
                context = Int(truncatingIfNeeded: value >> 32)
                recased = true
            }
            let ambiguity: UInt64
            let fixed: UInt8
            if context >= 0 {
                ambiguity = scores.ambiguity[context]
                fixed = scores.fixed[context]
            } else {
                let entry = model.lexiconEntry(loweredHash)
                ambiguity = entry.ambiguity + 1
                fixed = entry.fixed
            }
            let features = TaggerFeatures.Word(written: writtenBytes, lowered: loweredBytes, hash: loweredHash, ambiguity: ambiguity)
            (sentence + index).initialize(to: TaggedWord(features: features, own: own, recased: recased, context: context, fixed: fixed))
        }
    }
}
