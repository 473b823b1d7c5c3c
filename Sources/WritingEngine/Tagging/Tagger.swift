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
        let lanes = model.scores.lanes
        let n = words.count
        // The sentence and one score vector (`malloc`, which aligns for any type), then a row for each word without one.
        let wordBytes = (n + 4) * MemoryLayout<TaggedWord>.stride
        let memory = malloc(wordBytes + 2 * lanes)!
        defer { free(memory) }
        let sentence = memory.bindMemory(to: TaggedWord.self, capacity: n + 4)
        let scores = (memory + wordBytes).bindMemory(to: Int16.self, capacity: lanes)
        let unknownCount = SentenceReader(model: model).read(bytes, words: words, into: sentence)
        let rowLanes = unknownCount * TaggerScores.rowVectors * lanes
        let rows = unknownCount > 0 ? malloc(2 * rowLanes) : nil
        defer { free(rows) }
        if let rows { sumUnknownWords(bytes, sentence, n, into: rows.bindMemory(to: Int16.self, capacity: rowLanes)) }
        chooseTags(bytes, sentence, n, scores: scores, body)
    }

    /// Sums the rows of the words that have none in `TaggerScores`, laid out
    /// like its rows (the capitalized vector unused), into `rows`.
    private func sumUnknownWords(
        _ bytes: UnsafeBufferPointer<UInt8>, _ sentence: UnsafeMutablePointer<TaggedWord>, _ n: Int,
        into rows: UnsafeMutablePointer<Int16>
    ) {
        typealias F = TaggerFeatures
        let table = model.scores
        let lanes = table.lanes
        let features = model.features
        let wordList = model.wordList
        let unknown = UnsafePointer(table.unknown.baseAddress!)
        var row = rows
        for p in 2..<n + 2 where sentence[p].unknown {
            sentence[p].withFeatures(bytes) { word in
                ScoreVector.copy(unknown + TaggerScores.unknownOwn * lanes, to: row, lanes)
                F.forEachSpellingFeature(word) { features.add($0, to: row) }
                ScoreVector.add(unknown + (TaggerScores.listing + wordList.taggerListing(word.lowered)) * lanes, to: row, lanes)
                wordList.forEachTaggerStem(word.lowered) {
                    ScoreVector.add(unknown + (TaggerScores.stem + Int($0 - F.stemPlural)) * lanes, to: row, lanes)
                }
                for role in F.Role.allCases {
                    let vector = row + TaggerScores.contextVector(role) * lanes
                    ScoreVector.copy(unknown + (TaggerScores.unknownContext + role.rawValue) * lanes, to: vector, lanes)
                    F.forEachContextSpellingFeature(hash: word.hash, suffix3: word.suffix3, role) { features.add($0, to: vector) }
                }
            }
            sentence[p].own = UnsafePointer(row)
            sentence[p].row = UnsafePointer(row)
            row += TaggerScores.rowVectors * lanes
        }
    }

    /// Tags from left to right: the features that join each word to the
    /// next word's ambiguity class and to the previous tag, plus its own
    /// vector, its neighbours' vectors in their roles and the vector of the
    /// tags before it, summed in `scores`.
    private func chooseTags(
        _ bytes: UnsafeBufferPointer<UInt8>, _ sentence: UnsafeMutablePointer<TaggedWord>, _ n: Int,
        scores: UnsafeMutablePointer<Int16>, _ body: (Int, Int) -> Void
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
                ScoreVector.zero(scores, lanes)
                if word.recased {
                    // The lowercase form's scores, with the shape and written form of the word as it is.
                    word.withFeatures(bytes) { word in
                        F.forEachCaseFeature(word.lowered) { features.subtract($0, from: scores) }
                        F.forEachCaseFeature(word.written) { features.add($0, to: scores) }
                    }
                }
                let pair = Int(word.ambiguity) * table.ambiguityLimit + Int(sentence[p + 1].ambiguity)
                features.addPairs(span: UInt64(table.ambiguityPairs[pair]), to: scores)
                features.add(F.tag1LowerFeature(word.hash, tag1: UInt64(tag1)), to: scores)
                chosen = ScoreVector.addChoosingMaximum(
                    word.own, sentence[p - 1].row + previous, sentence[p - 2].row + previous2, sentence[p + 1].row + next,
                    sentence[p + 2].row + next2, history + (tag1 * table.tagCount + tag2) * lanes, to: scores, lanes)
            }
            body(p - 2, chosen)
            tag2 = tag1
            tag1 = chosen
        }
    }
}

/// One word of the sentence being tagged, or one of the padding words
/// around it: where its sums are, and what its features read.
struct TaggedWord {
    /// Its own-feature vector.
    var own: UnsafePointer<Int16>
    /// Its row (`TaggerScores.rows`, or the sentence's scratch for a word without one), whose context vectors its neighbours add.
    var row: UnsafePointer<Int16>
    /// The hash of its lowered bytes (`TaggerFeatures.wordHash`).
    let hash: UInt64
    /// Its bytes in the text the sentence was read from (empty for a padding word).
    let start: Int32, end: Int32
    /// Its ambiguity class plus one (`TaggerFeatures.Word.ambiguity`).
    let ambiguity: UInt32
    let fixed: UInt8
    /// Whether `own` is the vector of the word in lower case, written otherwise here.
    let recased: Bool
    /// Whether the word has no row in `TaggerScores`: `own` and `row` wait for `sumUnknownWords`.
    let unknown: Bool

    /// Calls `body` with what the features read of the word, its bytes in `text` copied to the stack.
    func withFeatures<R>(_ text: UnsafeBufferPointer<UInt8>, _ body: (TaggerFeatures.Word) -> R) -> R {
        let count = Int(end - start)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * count) { buffer in
            let written = buffer.baseAddress!
            let lowered = written + count
            var length = 0
            var i = Int(start)
            while i < Int(end) {
                let b = SentenceReader.folded(text, &i, end: Int(end))
                written[length] = b
                lowered[length] = SentenceReader.lowered(b)
                length += 1
            }
            return body(
                TaggerFeatures.Word(
                    written: UnsafeBufferPointer(start: written, count: length),
                    lowered: UnsafeBufferPointer(start: lowered, count: length), hash: hash, ambiguity: UInt64(ambiguity)))
        }
    }
}

/// Hashes a sentence's words (`’` folded to `'`, as written and lowercased)
/// and looks each up in the model.
private struct SentenceReader {
    let model: TaggerModel

    /// Fills `sentence`: the two padding words before, the words, the two
    /// after. Returns the number of words without a row in `TaggerScores`.
    func read(_ bytes: UnsafeBufferPointer<UInt8>, words: [Range<Int>], into sentence: UnsafeMutablePointer<TaggedWord>) -> Int {
        typealias F = TaggerFeatures
        let scores = model.scores
        let lanes = scores.lanes
        let rows = UnsafePointer(scores.rows.baseAddress!)
        let rowSize = TaggerScores.rowVectors * lanes
        let n = words.count
        func pad(_ p: Int, _ entry: TaggerScores.Entry, _ hash: UInt64) {
            let vectors = rows + entry.row * rowSize
            (sentence + p).initialize(
                to: TaggedWord(
                    own: vectors, row: vectors, hash: hash, start: 0, end: 0, ambiguity: UInt32(entry.ambiguity), fixed: entry.fixed,
                    recased: false, unknown: false))
        }
        pad(0, scores.start2, F.start2Hash)
        pad(1, scores.start, F.startHash)
        pad(n + 2, scores.end, F.endHash)
        pad(n + 3, scores.end2, F.end2Hash)
        var unknownCount = 0
        let lowercase = Self.lowercase
        for (index, word) in words.enumerated() {
            // The lowered hash, and whether the word has capitals (the written hash differs).
            var loweredHash: UInt64 = 0xcbf2_9ce4_8422_2325
            var capitals: UInt8 = 0
            var i = word.lowerBound
            while i < word.upperBound {
                let b = Self.folded(bytes, &i, end: word.upperBound)
                let low = lowercase[Int(b)]
                capitals |= b ^ low
                loweredHash = (loweredHash ^ UInt64(low)) &* 0x100_0000_01b3
            }
            var writtenHash = loweredHash
            if capitals != 0 {
                writtenHash = 0xcbf2_9ce4_8422_2325
                i = word.lowerBound
                while i < word.upperBound {
                    writtenHash = (writtenHash ^ UInt64(Self.folded(bytes, &i, end: word.upperBound))) &* 0x100_0000_01b3
                }
            }
            var value = scores.words.value(writtenHash)
            var recased = false
            if value == nil, capitals != 0 {
                value = scores.words.value(loweredHash)
                recased = value != nil
            }
            let start = Int32(truncatingIfNeeded: word.lowerBound)
            let end = Int32(truncatingIfNeeded: word.upperBound)
            let item: TaggedWord
            if let value {
                let entry = TaggerScores.Entry(value)
                let vectors = rows + entry.row * rowSize
                item = TaggedWord(
                    own: entry.capitalized ? vectors + lanes : vectors, row: vectors, hash: loweredHash, start: start, end: end,
                    ambiguity: UInt32(entry.ambiguity), fixed: entry.fixed, recased: recased, unknown: false)
            } else {
                item = TaggedWord(
                    own: rows, row: rows, hash: loweredHash, start: start, end: end, ambiguity: UInt32(TaggerScores.unknownAmbiguity),
                    fixed: TaggerModel.noClass, recased: false, unknown: true)
                unknownCount += 1
            }
            (sentence + index + 2).initialize(to: item)
        }
        return unknownCount
    }

    /// The byte at `i` in `bytes` (`’` read as `'`), moving `i` past it.
    @inline(__always) static func folded(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int, end: Int) -> UInt8 {
        let b = bytes[i]
        if b == 0xE2 && i + 2 < end && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x99 {
            i += 3
            return 0x27
        }
        i += 1
        return b
    }

    /// `b` with ASCII capitals lowercased.
    @inline(__always) static func lowered(_ b: UInt8) -> UInt8 { b &- 0x41 < 26 ? b | 0x20 : b }

    /// `lowered` of each byte, a table the reading loop indexes: one load instead of a compare and a select.
    private nonisolated(unsafe) static let lowercase: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for b in 0..<256 { table[b] = lowered(UInt8(b)) }
        return UnsafePointer(table)
    }()
}
