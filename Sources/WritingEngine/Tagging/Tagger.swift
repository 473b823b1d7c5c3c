import Foundation

/// A part-of-speech tagger: an averaged perceptron trained on UD English-EWT
/// by `scripts/train-tagger`, which tags a sentence greedily from left to right.
///
/// Words are tokens as the treebank splits them: contractions in two
/// (`do` `n't`, `it` `'s`; `ParagraphAnalysis` splits them), punctuation apart.
/// It gives the same tags as the script's `--tag` on the same words.
///
/// Tagging reads the weights summed ahead of time (`TaggerScores`): a word
/// with a row there costs one lookup and six vector adds, plus the two
/// features that join it to the next word's class and to the previous tag;
/// another word has its spelling features looked up one by one, once per
/// sentence. `bench/tagger-bench` measures it; `bench/README.md` has the numbers.
public struct Tagger: Sendable {
    /// The tagger with the weights built into the binary.
    public static let shared = Tagger(model: .builtIn)

    let model: TaggerModel

    /// Starts decoding the built-in weights on a thread of its own (the
    /// first call only), so that the first text to be tagged waits less or
    /// not at all: a caller that will check text calls this before reading
    /// and scanning it.
    public static func prepare() { _ = preparing }

    private static let preparing: Void = Thread { _ = Tagger.shared }.start()

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
            withUnsafeTemporaryAllocation(of: TaggedWord.self, capacity: n + 4) { sentence in
                let sentence = sentence.baseAddress!
                let reader = SentenceReader(model: model, written: text.baseAddress!, lowered: text.baseAddress! + byteCount)
                let unknownCount = reader.read(bytes, words: words, into: sentence)
                // One score vector, then a row for each word without one.
                let scratchSize = (1 + unknownCount * TaggerScores.rowVectors) * lanes
                withUnsafeTemporaryAllocation(of: Int16.self, capacity: scratchSize) { scratch in
                    let scratch = scratch.baseAddress!
                    if unknownCount > 0 { sumUnknownWords(sentence, n, into: scratch + lanes) }
                    chooseTags(sentence, n, scratch: scratch, body)
                }
            }
        }
    }

    /// Sums the rows of the words that have none in `TaggerScores`, laid out
    /// like its rows (the capitalized vector unused), into `rows`.
    private func sumUnknownWords(_ sentence: UnsafeMutablePointer<TaggedWord>, _ n: Int, into rows: UnsafeMutablePointer<Int16>) {
        typealias F = TaggerFeatures
        let table = model.scores
        let lanes = table.lanes
        let features = model.features
        let wordList = model.wordList
        let unknown = UnsafePointer(table.unknown.baseAddress!)
        var row = rows
        for p in 2..<n + 2 where sentence[p].unknown {
            let word = sentence[p].features
            row.update(from: unknown + TaggerScores.unknownOwn * lanes, count: lanes)
            F.forEachSpellingFeature(word) { features.add($0, to: row) }
            add(unknown + (TaggerScores.listing + wordList.taggerListing(word.lowered)) * lanes, to: row, lanes)
            wordList.forEachTaggerStem(word.lowered) {
                add(unknown + (TaggerScores.stem + Int($0 - F.stemPlural)) * lanes, to: row, lanes)
            }
            for role in F.Role.allCases {
                let vector = row + TaggerScores.contextVector(role) * lanes
                vector.update(from: unknown + (TaggerScores.unknownContext + role.rawValue) * lanes, count: lanes)
                F.forEachContextSpellingFeature(hash: word.hash, suffix3: word.suffix3, role) { features.add($0, to: vector) }
            }
            sentence[p].own = UnsafePointer(row)
            sentence[p].row = UnsafePointer(row)
            row += TaggerScores.rowVectors * lanes
        }
    }

    /// Tags from left to right: each word's own vector, its neighbours'
    /// vectors in their roles and the vector of the tags before it, summed in
    /// `scratch`, plus the features that join it to the next word's ambiguity
    /// class and to the previous tag.
    private func chooseTags(
        _ sentence: UnsafeMutablePointer<TaggedWord>, _ n: Int, scratch: UnsafeMutablePointer<Int16>, _ body: (Int, Int) -> Void
    ) {
        typealias F = TaggerFeatures
        let table = model.scores
        let lanes = table.lanes
        let features = model.features
        let history = UnsafePointer(table.history.baseAddress!)
        let previous = TaggerScores.contextVector(.previous) * lanes
        let previous2 = TaggerScores.contextVector(.previous2) * lanes
        let next = TaggerScores.contextVector(.next) * lanes
        let next2 = TaggerScores.contextVector(.next2) * lanes
        var tag1 = table.classCount
        var tag2 = table.classCount + 1
        for p in 2..<n + 2 {
            let word = sentence[p]
            var chosen = Int(word.fixed)
            if word.fixed == TaggerModel.noClass {
                sum(
                    word.own, sentence[p - 1].row + previous, sentence[p - 2].row + previous2, sentence[p + 1].row + next,
                    sentence[p + 2].row + next2, history + (tag1 * table.tagCount + tag2) * lanes, into: scratch, lanes)
                if word.recased {
                    // The lowercase form's scores, with the shape and written form of the word as it is.
                    F.forEachCaseFeature(word.features.lowered) { features.subtract($0, from: scratch) }
                    F.forEachCaseFeature(word.features.written) { features.add($0, to: scratch) }
                }
                let pair = Int(word.ambiguity) * table.ambiguityLimit + Int(sentence[p + 1].ambiguity)
                features.add(span: UInt64(table.ambiguityPairs[pair]), to: scratch)
                features.add(F.tag1LowerFeature(word.features.hash, tag1: UInt64(tag1)), to: scratch)
                chosen = firstMaximum(scratch, lanes)
            }
            body(p - 2, chosen)
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

    /// Writes the lane-by-lane sum of six vectors (wrapping, as every score sum) to `target`.
    @inline(__always) private func sum(
        _ a: UnsafePointer<Int16>, _ b: UnsafePointer<Int16>, _ c: UnsafePointer<Int16>, _ d: UnsafePointer<Int16>,
        _ e: UnsafePointer<Int16>, _ f: UnsafePointer<Int16>, into target: UnsafeMutablePointer<Int16>, _ lanes: Int
    ) {
        typealias V = SIMD8<Int16>
        @inline(__always) func load(_ p: UnsafePointer<Int16>, _ k: Int) -> V { UnsafeRawPointer(p + k).loadUnaligned(as: V.self) }
        for k in stride(from: 0, to: lanes, by: V.scalarCount) {
            let total = (load(a, k) &+ load(b, k)) &+ (load(c, k) &+ load(d, k)) &+ (load(e, k) &+ load(f, k))
            UnsafeMutableRawPointer(target + k).storeBytes(of: total, as: V.self)
        }
    }

    @inline(__always) private func add(_ vector: UnsafePointer<Int16>, to target: UnsafeMutablePointer<Int16>, _ lanes: Int) {
        for k in 0..<lanes { target[k] &+= vector[k] }
    }
}

/// One word of the sentence being tagged, or one of the padding words
/// around it: what its features read, and where its sums are.
struct TaggedWord {
    var features: TaggerFeatures.Word
    /// Its own-feature vector.
    var own: UnsafePointer<Int16>
    /// Its row (`TaggerScores.rows`, or the sentence's scratch for a word without one), whose context vectors its neighbours add.
    var row: UnsafePointer<Int16>
    /// Whether `own` is the vector of the word in lower case, written otherwise here.
    var recased: Bool
    /// Whether the word has no row in `TaggerScores`: `own` and `row` wait for `sumUnknownWords`.
    var unknown: Bool
    var fixed: UInt8
    var ambiguity: UInt64 { features.ambiguity }
}

/// Copies a sentence's words into `text` (`’` folded to `'`, then the same lowercased)
/// and looks each up in the model.
private struct SentenceReader {
    let model: TaggerModel
    /// Room for the sentence's bytes, twice.
    let written: UnsafeMutablePointer<UInt8>
    let lowered: UnsafeMutablePointer<UInt8>

    /// Fills `sentence`: the two padding words before, the words, the two
    /// after. Returns the number of words without a row in `TaggerScores`.
    func read(_ bytes: UnsafeBufferPointer<UInt8>, words: [Range<Int>], into sentence: UnsafeMutablePointer<TaggedWord>) -> Int {
        typealias F = TaggerFeatures
        let scores = model.scores
        let lanes = scores.lanes
        let rows = UnsafePointer(scores.rows.baseAddress!)
        let rowSize = TaggerScores.rowVectors * lanes
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let n = words.count
        func pad(_ p: Int, _ entry: TaggerScores.Entry, _ hash: UInt64) {
            let features = F.Word(written: empty, lowered: empty, hash: hash, ambiguity: entry.ambiguity)
            let vectors = rows + entry.row * rowSize
            (sentence + p).initialize(
                to: TaggedWord(features: features, own: vectors, row: vectors, recased: false, unknown: false, fixed: entry.fixed))
        }
        pad(0, scores.start2, F.start2Hash)
        pad(1, scores.start, F.startHash)
        pad(n + 2, scores.end, F.endHash)
        pad(n + 3, scores.end2, F.end2Hash)
        var unknownCount = 0
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
            var value = scores.words.value(writtenHash)
            var recased = false
            if value == nil, writtenHash != loweredHash {
                value = scores.words.value(loweredHash)
                recased = value != nil
            }
            let item: TaggedWord
            if let value {
                let entry = TaggerScores.Entry(value)
                let vectors = rows + entry.row * rowSize
                let features = F.Word(written: writtenBytes, lowered: loweredBytes, hash: loweredHash, ambiguity: entry.ambiguity)
                item = TaggedWord(
                    features: features, own: entry.capitalized ? vectors + lanes : vectors, row: vectors, recased: recased,
                    unknown: false, fixed: entry.fixed)
            } else {
                let features = F.Word(
                    written: writtenBytes, lowered: loweredBytes, hash: loweredHash, ambiguity: TaggerScores.unknownAmbiguity)
                item = TaggedWord(features: features, own: rows, row: rows, recased: false, unknown: true, fixed: TaggerModel.noClass)
                unknownCount += 1
            }
            (sentence + index + 2).initialize(to: item)
        }
        return unknownCount
    }
}
