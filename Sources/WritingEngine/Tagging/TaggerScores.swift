import Dispatch
import Foundation

/// The tagger's weights summed ahead of time into score vectors (one `Int16`
/// lane a class), so that scoring a word is a handful of vector adds.
///
/// A perceptron's score is a sum over features, and most features depend on
/// one word only: its own (`TaggerFeatures.forEachOwnFeature`) and those it
/// gives a neighbour (`forEachContextFeature`). For every lexicon word and
/// every frequent word of the word list (`frequentWordClass`), in lower case
/// and capitalized, these sums are stored here, side by side in one row per
/// word; the tag features are stored per tag history (previous tag, tag
/// before it). Built once with the model and never changed, so threads share
/// it without locks.
///
/// Every lexicon word has a row, so a word without one has ambiguity class
/// 0 (1 in the features) and no fixed class; the features of such words that
/// take few values (bias, ambiguity class, listing, stems) are summed here too.
struct TaggerScores: Sendable {
    /// The word list's lowercase words at least this frequent (four times
    /// their Zipf frequency, here 4) get vectors too, besides the lexicon's
    /// words. From Zipf 3.5, the rows took 6.7 MB more and 30 ms more to
    /// sum, for tagging 10 % faster (bench/README.md).
    static let frequentWordClass = 16

    let classCount: Int
    /// Lanes a vector (`ScoreVector.laneCount`).
    let lanes: Int
    /// The history score of lanes past the last class: below any class's score.
    static let unusedLane: Int16 = -16384
    /// Tag values: the classes, then the two start tags.
    let tagCount: Int
    /// The tag features of each history, at `(tag1 * tagCount + tag2) * lanes`.
    nonisolated(unsafe) let history: UnsafeMutableBufferPointer<Int16>
    /// The word as written (`’` folded) → its `Entry`.
    let words: HashIndex
    /// Vectors a row: own features in lower case, then capitalized, then one per `TaggerFeatures.Role`.
    static let rowVectors = 6
    /// Per lowered word, and per padding word, its row of `rowVectors` vectors.
    nonisolated(unsafe) let rows: UnsafeMutableBufferPointer<Int16>
    /// Ambiguity values (a class plus one) are below this.
    let ambiguityLimit: Int
    /// The span of the pairs (`FeatureTable.addPairs`) of each ambiguity-pair feature, at
    /// `word * ambiguityLimit + next` for the ambiguity values of a word and the next.
    nonisolated(unsafe) let ambiguityPairs: UnsafeMutableBufferPointer<UInt32>
    /// The entries of the padding words: two before the sentence, two after.
    let start2: Entry, start: Entry, end: Entry, end2: Entry
    /// For words without a row: the bias and ambiguity features, the
    /// ambiguity feature in each `Role`, each listing value's feature, then
    /// each stem's (`unknownOwn`, `unknownContext`, `listing`, `stem`).
    nonisolated(unsafe) let unknown: UnsafeMutableBufferPointer<Int16>

    init(
        classCount: Int, features: FeatureTable, wordList: WordList, lexicon: HashIndex,
        lexiconWords: [ArraySlice<UInt8>]
    ) {
        typealias F = TaggerFeatures
        var words = lexiconWords
        var added = Set<UInt64>()
        wordList.forEachRecord { offset, word in
            guard wordList.frequencyClass(at: offset) >= TaggerScores.frequentWordClass,
                !word.contains(where: { $0 >= 0x41 && $0 <= 0x5A })
            else { return }
            let hash = F.wordHash(word, 0..<word.count)
            if lexicon.value(hash) == nil, added.insert(hash).inserted { words.append(ArraySlice(word)) }
        }

        let lanes = features.lanes
        let tagCount = classCount + 2
        self.classCount = classCount
        self.lanes = lanes
        self.tagCount = tagCount

        let history = UnsafeMutableBufferPointer<Int16>.allocate(capacity: tagCount * tagCount * lanes)
        history.initialize(repeating: 0)
        for tag1 in 0..<tagCount {
            for tag2 in 0..<tagCount {
                let vector = history.baseAddress! + (tag1 * tagCount + tag2) * lanes
                // Lanes past the last class lose every comparison.
                for k in classCount..<lanes { vector[k] = TaggerScores.unusedLane }
                features.add(F.feature(F.tag1, UInt64(tag1)), to: vector)
                features.add(F.feature(F.tag2, UInt64(tag2)), to: vector)
                features.add(F.feature(F.tag12, UInt64(tag1 << 8 | tag2)), to: vector)
            }
        }

        let rowCount = words.count + 4
        let table = RowTable(rowCount: rowCount, lanes: lanes, features: features, wordList: wordList, lexicon: lexicon)
        let rows = table.rows
        let listed = words
        onEveryCore { worker, workers in
            for row in stride(from: worker, to: listed.count, by: workers) { table.fill(row, word: listed[row]) }
        }
        let index = HashIndex(capacityFor: 2 * words.count)
        for (row, word) in words.enumerated() {
            word.withUnsafeBufferPointer { lowered in
                let entry = { (capitalized: Bool) in
                    Entry(row: row, capitalized: capitalized, ambiguity: table.ambiguity[row], fixed: table.fixed[row]).value
                }
                index.insert(F.wordHash(lowered, 0..<lowered.count), entry(false))
                guard let first = lowered.first, first >= 0x61, first <= 0x7A else { return }
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: lowered.count) { capitalized in
                    _ = capitalized.initialize(from: lowered)
                    capitalized[0] = first - 0x20
                    index.insert(F.wordHash(UnsafeBufferPointer(capitalized), 0..<capitalized.count), entry(true))
                }
            }
        }
        let pads = [F.start2Hash, F.startHash, F.endHash, F.end2Hash]
        for (k, hash) in pads.enumerated() { table.addContext(words.count + k, hash: hash, suffix3: hash) }
        func pad(_ k: Int) -> Entry {
            let row = words.count + k
            return Entry(row: row, capitalized: false, ambiguity: table.ambiguity[row], fixed: table.fixed[row])
        }
        start2 = pad(0)
        start = pad(1)
        end = pad(2)
        end2 = pad(3)

        let unknown = UnsafeMutableBufferPointer<Int16>.allocate(capacity: TaggerScores.unknownVectors * lanes)
        unknown.initialize(repeating: 0)
        func unknownVector(_ k: Int) -> UnsafeMutablePointer<Int16> { unknown.baseAddress! + k * lanes }
        features.add(F.feature(F.bias, 0), to: unknownVector(TaggerScores.unknownOwn))
        features.add(F.feature(F.ambiguity, TaggerScores.unknownAmbiguity), to: unknownVector(TaggerScores.unknownOwn))
        for role in F.Role.allCases {
            guard let feature = F.contextAmbiguityFeature(TaggerScores.unknownAmbiguity, role) else { continue }
            features.add(feature, to: unknownVector(TaggerScores.unknownContext + role.rawValue))
        }
        for value in 0..<WordList.taggerListingCount {
            features.add(F.feature(F.listed, UInt64(value)), to: unknownVector(TaggerScores.listing + value))
        }
        for (k, template) in F.stems.enumerated() {
            features.add(F.feature(template, 1), to: unknownVector(TaggerScores.stem + k))
        }

        // Every ambiguity value is a row's or `unknownAmbiguity`, and the lexicon's words all have rows.
        let ambiguityLimit = Int(max(table.ambiguity.max() ?? 0, TaggerScores.unknownAmbiguity)) + 1
        let ambiguityPairs = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: ambiguityLimit * ambiguityLimit)
        for word in 0..<ambiguityLimit {
            for next in 0..<ambiguityLimit {
                // The span of the pairs, for `FeatureTable.addPairs`: 32 bits for fewer than 2^24 pairs.
                let span = features.span(F.ambiguityPairFeature(UInt64(word), next: UInt64(next)))
                ambiguityPairs[word * ambiguityLimit + next] = UInt32(truncatingIfNeeded: span)
            }
        }
        self.ambiguityLimit = ambiguityLimit
        self.ambiguityPairs = ambiguityPairs
        self.history = history
        self.rows = rows
        self.words = index
        self.unknown = unknown
        table.ambiguity.deallocate()
        table.fixed.deallocate()
    }

    /// Where a word's sums are and what the lexicon says of it, in one index
    /// value: its row, whether its written form is the row's capitalized
    /// vector, its ambiguity class plus one and its fixed class.
    struct Entry {
        let value: UInt64

        init(_ value: UInt64) { self.value = value }

        init(row: Int, capitalized: Bool, ambiguity: UInt64, fixed: UInt8) {
            // The lexicon's ambiguity classes are 16-bit numbers: plus one, they fit the 23 bits left.
            value = UInt64(row) | (capitalized ? 1 << 32 : 0) | UInt64(fixed) << 33 | ambiguity << 41
        }

        var row: Int { Int(truncatingIfNeeded: value & 0xFFFF_FFFF) }
        var capitalized: Bool { value & 1 << 32 != 0 }
        var fixed: UInt8 { UInt8(truncatingIfNeeded: value >> 33) }
        var ambiguity: UInt64 { value >> 41 }
    }

    /// The vector of a row that a neighbour in `role` adds.
    @inline(__always) static func contextVector(_ role: TaggerFeatures.Role) -> Int { 2 + role.rawValue }

    /// The ambiguity feature's value for a word without a row: not in the lexicon, class 0, plus one.
    static let unknownAmbiguity: UInt64 = 1

    /// Where each kind of vector starts in `unknown`, in vectors.
    static let unknownOwn = 0
    static let unknownContext = 1
    static let listing = unknownContext + TaggerFeatures.Role.allCases.count
    static let stem = listing + WordList.taggerListingCount
    static let unknownVectors = stem + TaggerFeatures.stems.count
}

/// The rows of `TaggerScores` while they are summed: each row is written
/// by one thread, so several threads fill disjoint rows at once.
private struct RowTable: @unchecked Sendable {
    typealias F = TaggerFeatures
    let rows: UnsafeMutableBufferPointer<Int16>
    /// Each row's ambiguity class plus one, and its fixed class.
    let ambiguity: UnsafeMutableBufferPointer<UInt64>
    let fixed: UnsafeMutableBufferPointer<UInt8>
    let lanes: Int
    let features: FeatureTable
    let wordList: WordList
    let lexicon: HashIndex

    init(rowCount: Int, lanes: Int, features: FeatureTable, wordList: WordList, lexicon: HashIndex) {
        rows = .allocate(capacity: rowCount * TaggerScores.rowVectors * lanes)
        rows.initialize(repeating: 0)
        ambiguity = .allocate(capacity: rowCount)
        ambiguity.initialize(repeating: 0)
        fixed = .allocate(capacity: rowCount)
        fixed.initialize(repeating: 0)
        self.lanes = lanes
        self.features = features
        self.wordList = wordList
        self.lexicon = lexicon
    }

    func vector(_ row: Int, _ k: Int) -> UnsafeMutablePointer<Int16> {
        rows.baseAddress! + (row * TaggerScores.rowVectors + k) * lanes
    }

    /// The lexicon's word at `row` and the features it gives its neighbours.
    func addContext(_ row: Int, hash: UInt64, suffix3: UInt64) {
        let value = lexicon.value(hash)
        ambiguity[row] = (value.map { $0 >> 8 } ?? 0) + 1
        fixed[row] = value.map { UInt8(truncatingIfNeeded: $0) } ?? TaggerModel.noClass
        for role in F.Role.allCases {
            let vector = vector(row, TaggerScores.contextVector(role))
            F.forEachContextFeature(hash: hash, suffix3: suffix3, ambiguity: ambiguity[row], role) { features.add($0, to: vector) }
        }
    }

    /// Sums the row of a lowered word: its context vectors, its own
    /// features in lower case, and (for a word that starts with a lowercase
    /// letter) capitalized, where only the shape and the written form change.
    func fill(_ row: Int, word: ArraySlice<UInt8>) {
        word.withUnsafeBufferPointer { lowered in
            let hash = F.wordHash(lowered, 0..<lowered.count)
            addContext(row, hash: hash, suffix3: F.suffixHash(lowered, 3))
            let vector = vector(row, 0)
            let item = F.Word(written: lowered, lowered: lowered, hash: hash, ambiguity: ambiguity[row])
            F.forEachOwnFeature(item, wordList: wordList) { features.add($0, to: vector) }
            guard let first = lowered.first, first >= 0x61, first <= 0x7A else { return }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: lowered.count) { capitalized in
                _ = capitalized.initialize(from: lowered)
                capitalized[0] = first - 0x20
                let capitalizedVector = vector + lanes
                capitalizedVector.update(from: vector, count: lanes)
                F.forEachCaseFeature(lowered) { features.subtract($0, from: capitalizedVector) }
                F.forEachCaseFeature(UnsafeBufferPointer(capitalized)) { features.add($0, to: capitalizedVector) }
            }
        }
    }
}

/// Runs `work(worker, workers)` once on each core, on threads of its own
/// (not the dispatch pool's, whose threads may all be waiting for this
/// very work), and returns when all are done.
private func onEveryCore(_ work: @escaping @Sendable (Int, Int) -> Void) {
    let workers = max(1, min(processorCount, 8))
    let done = DispatchSemaphore(value: 0)
    for worker in 1..<workers {
        Thread {
            work(worker, workers)
            done.signal()
        }.start()
    }
    work(0, workers)
    for _ in 1..<workers { done.wait() }
}
