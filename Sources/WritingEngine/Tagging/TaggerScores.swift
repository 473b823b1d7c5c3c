/// The tagger's weights summed ahead of time into score vectors (one `Int16`
/// lane a class), so that scoring a word is a handful of vector adds.
///
/// A perceptron's score is a sum over features, and most features depend on
/// one word only: its own (`TaggerFeatures.forEachOwnFeature`) and those it
/// gives a neighbour (`forEachContextFeature`). For every lexicon word and
/// every frequent word of the word list (`frequentWordClass`), in lower case
/// and capitalized, these sums are stored here; the tag features are stored
/// per tag history (previous tag, tag before it). Built once with the model
/// and never changed, so threads share it without locks.
struct TaggerScores: Sendable {
    /// The word list's lowercase words at least this frequent (four times
    /// their Zipf frequency) get vectors too, besides the lexicon's words.
    static let frequentWordClass = 14

    let classCount: Int
    /// Lanes a vector: `classCount` rounded up to a multiple of 8.
    let lanes: Int
    /// The history score of lanes past the last class: below any class's score.
    static let unusedLane: Int16 = -16384
    /// Tag values: the classes, then the two start tags.
    let tagCount: Int
    /// The tag features of each history, at `(tag1 * tagCount + tag2) * lanes`.
    nonisolated(unsafe) let history: UnsafeMutableBufferPointer<Int16>
    /// The word as written (`’` folded) → `own | context << 32`, indices into `own` and the context arrays.
    let words: HashIndex
    /// Own-feature vectors, one per written form.
    nonisolated(unsafe) let own: UnsafeMutableBufferPointer<Int16>
    /// Per lowered word, its vectors in each `TaggerFeatures.Role`, role by role (`4 * lanes`).
    nonisolated(unsafe) let context: UnsafeMutableBufferPointer<Int16>
    /// Per lowered word, its ambiguity class plus one.
    nonisolated(unsafe) let ambiguity: UnsafeMutableBufferPointer<UInt64>
    /// Per lowered word, its fixed class or `TaggerModel.noClass`.
    nonisolated(unsafe) let fixed: UnsafeMutableBufferPointer<UInt8>
    /// Context indices of the padding words: two before the sentence, two after.
    let start2: Int, start: Int, end: Int, end2: Int

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

        let lanes = (classCount + 7) / 8 * 8
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

        let contextCount = words.count + 4
        let context = UnsafeMutableBufferPointer<Int16>.allocate(capacity: contextCount * 4 * lanes)
        context.initialize(repeating: 0)
        let ambiguity = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: contextCount)
        let fixed = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: contextCount)
        let own = UnsafeMutableBufferPointer<Int16>.allocate(capacity: 2 * words.count * lanes)
        own.initialize(repeating: 0)
        let index = HashIndex(capacityFor: 2 * words.count)

        func addContext(_ entry: Int, hash: UInt64, suffix3: UInt64) {
            let value = lexicon.value(hash)
            ambiguity[entry] = (value.map { $0 >> 8 } ?? 0) + 1
            fixed[entry] = value.map { UInt8(truncatingIfNeeded: $0) } ?? TaggerModel.noClass
            for role in F.Role.allCases {
                let vector = context.baseAddress! + (entry * 4 + role.rawValue) * lanes
                F.forEachContextFeature(hash: hash, suffix3: suffix3, ambiguity: ambiguity[entry], role) {
                    features.add($0, to: vector)
                }
            }
        }
        var ownCount = 0
        for (entry, word) in words.enumerated() {
            word.withUnsafeBufferPointer { lowered in
                let hash = F.wordHash(lowered, 0..<lowered.count)
                addContext(entry, hash: hash, suffix3: F.suffixHash(lowered, 3))
                let vector = own.baseAddress! + ownCount * lanes
                let item = F.Word(written: lowered, lowered: lowered, hash: hash, ambiguity: ambiguity[entry])
                F.forEachOwnFeature(item, wordList: wordList) { features.add($0, to: vector) }
                index.insert(hash, UInt64(ownCount) | UInt64(entry) << 32)
                ownCount += 1
                guard let first = lowered.first, first >= 0x61, first <= 0x7A else { return }
                // Capitalized, only the shape and the written form change.
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: lowered.count) { capitalized in
                    _ = capitalized.initialize(from: lowered)
                    capitalized[0] = first - 0x20
                    let written = UnsafeBufferPointer(capitalized)
                    let vector = own.baseAddress! + ownCount * lanes
                    vector.update(from: own.baseAddress! + (ownCount - 1) * lanes, count: lanes)
                    F.forEachCaseFeature(lowered) { features.subtract($0, from: vector) }
                    F.forEachCaseFeature(written) { features.add($0, to: vector) }
                    index.insert(F.wordHash(written, 0..<written.count), UInt64(ownCount) | UInt64(entry) << 32)
                    ownCount += 1
                }
            }
        }
        let pads = [F.start2Hash, F.startHash, F.endHash, F.end2Hash]
        for (k, hash) in pads.enumerated() { addContext(words.count + k, hash: hash, suffix3: hash) }
        start2 = words.count
        start = words.count + 1
        end = words.count + 2
        end2 = words.count + 3
        self.history = history
        self.context = context
        self.ambiguity = ambiguity
        self.fixed = fixed
        self.own = own
        self.words = index
    }
}
