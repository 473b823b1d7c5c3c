/// The tagger's trained weights (`TaggerWeights`, written by
/// `scripts/train-tagger`), decoded once into flat tables.
///
/// - the lexicon: a word's hash (`TaggerFeatures.wordHash` of its lowered
///   bytes) → its ambiguity class and, for frequent words that nearly always
///   take one class, that class;
/// - the features: a feature's hash → a run of (class, weight) pairs;
/// - `scores`: the same weights summed ahead of time into one score vector
///   per tag history and per frequent word (`TaggerScores`).
///
/// The model never changes after `init`, so any number of threads read it.
final class TaggerModel: Sendable {
    /// The model built into the binary, decoded on first use.
    static let builtIn = TaggerModel(
        classNames: TaggerWeights.classes, lexiconCount: TaggerWeights.lexiconCount,
        featureCount: TaggerWeights.featureCount, data: TaggerWeights.data, wordList: .builtIn)

    /// A lexicon value's class when the word has no fixed class.
    static let noClass: UInt8 = 255

    /// Each class as a part of speech, indexed by class number.
    let classes: [PartOfSpeech]
    /// The word list the features read (`WordList+Tagger.swift`).
    let wordList: WordList
    /// Lowered word hash → `ambiguity << 8 | fixed class`.
    let lexicon: HashIndex
    let features: FeatureTable
    let scores: TaggerScores

    init(classNames: [String], lexiconCount: Int, featureCount: Int, data: StaticString, wordList: WordList) {
        classes = classNames.map { name in
            guard let tag = PartOfSpeech(name: name) else { preconditionFailure("unknown tag \(name)") }
            return tag
        }
        self.wordList = wordList
        let bytes = Base64.decode(data)
        var reader = LittleEndianReader(bytes: bytes)

        let lexicon = HashIndex(capacityFor: lexiconCount)
        var words: [ArraySlice<UInt8>] = []
        words.reserveCapacity(lexiconCount)
        for _ in 0..<lexiconCount {
            let word = reader.bytes(Int(reader.uint8()))
            let ambiguity = UInt64(reader.uint16())
            let fixed = reader.uint8()
            lexicon.insert(word.withUnsafeBufferPointer { TaggerFeatures.wordHash($0, 0..<$0.count) }, ambiguity << 8 | UInt64(fixed))
            words.append(word)
        }
        self.lexicon = lexicon

        let index = HashIndex(capacityFor: featureCount)
        let filter = HashFilter(capacityFor: featureCount)
        var pairs: [UInt16] = []
        pairs.reserveCapacity((bytes.count - reader.offset) / 2)
        var denseSpans: [UInt64] = []
        var pending: [(hash: UInt64, value: UInt64)] = []
        pending.reserveCapacity(HashIndex.batchSize)
        for _ in 0..<featureCount {
            let hash = reader.uint64()
            let count = reader.uint8()
            var span = UInt64(pairs.count) << 8 | UInt64(count)
            if count >= FeatureTable.densePairCount {
                denseSpans.append(span)
                span |= UInt64(denseSpans.count - 1) << FeatureTable.denseShift
            }
            pending.append((hash, span))
            if pending.count == HashIndex.batchSize {
                index.insert(contentsOf: pending)
                pending.removeAll(keepingCapacity: true)
            }
            filter.insert(hash)
            for _ in 0..<count {
                let tag = UInt16(reader.uint8())
                pairs.append(tag << 8 | UInt16(reader.uint8()))
            }
        }
        index.insert(contentsOf: pending)
        precondition(reader.offset == bytes.count && pairs.count < 1 << 24, "malformed tagger weights")
        features = FeatureTable(
            index: index, filter: filter, pairs: pairs, denseSpans: denseSpans,
            lanes: ScoreVector.laneCount(classCount: classes.count))
        scores = TaggerScores(
            classCount: classes.count, features: features, wordList: wordList, lexicon: lexicon, lexiconWords: words)
    }

    /// The lexicon entry of a lowered word hash: (ambiguity class, fixed class or `noClass`); (0, `noClass`) when absent.
    @inline(__always) func lexiconEntry(_ hash: UInt64) -> (ambiguity: UInt64, fixed: UInt8) {
        guard let value = lexicon.value(hash) else { return (0, Self.noClass) }
        return (value >> 8, UInt8(truncatingIfNeeded: value))
    }
}

/// The feature weights: each feature's hash → its run of `class << 8 | weight`
/// pairs (the weight a signed byte).
///
/// Most features a word could have are not in the model (a word the
/// treebank never saw has no `lower` feature, nor any of its context
/// features); `filter` tells most of them from a table small enough to stay
/// in cache, before the index is read.
///
/// The features with many pairs (suffixes, prefixes and shapes, which the
/// words without a row in `TaggerScores` look up) are also kept as whole
/// score vectors, which add faster than their pairs.
struct FeatureTable: Sendable {
    let index: HashIndex
    let filter: HashFilter
    nonisolated(unsafe) let pairs: UnsafeMutableBufferPointer<UInt16>
    /// Features with at least this many pairs have a vector in `dense`.
    static let densePairCount: UInt8 = 16
    /// Where a span keeps the number of its feature's vector in `dense`.
    static let denseShift: UInt64 = 40
    /// The weights of each feature with `densePairCount` pairs or more, `lanes` lanes a vector.
    nonisolated(unsafe) let dense: UnsafeMutableBufferPointer<Int16>
    let lanes: Int

    /// Copies `pairs` and sums the vectors of the features at `denseSpans`, in
    /// order; the table lives as long as the process (it belongs to the built-in model).
    init(index: HashIndex, filter: HashFilter, pairs: [UInt16], denseSpans: [UInt64], lanes: Int) {
        self.index = index
        self.filter = filter
        self.pairs = .allocate(capacity: pairs.count)
        _ = self.pairs.initialize(from: pairs)
        self.lanes = lanes
        dense = .allocate(capacity: max(1, denseSpans.count * lanes))
        dense.initialize(repeating: 0)
        for (k, span) in denseSpans.enumerated() { addPairs(span: span, to: dense.baseAddress! + k * lanes) }
    }

    /// Adds the weights of `feature` to `scores` (one lane a class).
    @inline(__always) func add(_ feature: UInt64, to scores: UnsafeMutablePointer<Int16>) {
        add(span: span(feature), to: scores)
    }

    /// The run of `feature`'s pairs in `pairs`, `start << 8 | count`, and
    /// for a feature with a dense vector its number `<< denseShift`; 0 when
    /// the model lacks the feature.
    @inline(__always) func span(_ feature: UInt64) -> UInt64 {
        guard filter.mayContain(feature), let span = index.value(feature) else { return 0 }
        return span
    }

    /// Adds the weights of the feature whose span (see `span(_:)`) is `span` to `scores`.
    @inline(__always) func add(span: UInt64, to scores: UnsafeMutablePointer<Int16>) {
        if UInt8(truncatingIfNeeded: span) >= Self.densePairCount {
            ScoreVector.add(dense.baseAddress! + Int(span >> Self.denseShift) * lanes, to: scores, lanes)
        } else {
            addPairs(span: span, to: scores)
        }
    }

    /// Adds the weights of the pairs in `span` (see `span(_:)`) to `scores` one by one,
    /// as the reference scorer does; the dense vector's number, if any, is ignored.
    @inline(__always) func addPairs(span: UInt64, to scores: UnsafeMutablePointer<Int16>) {
        let start = Int(span >> 8 & 0xFF_FFFF)
        for k in start..<start + Int(span & 0xFF) {
            let pair = pairs[k]
            scores[Int(pair >> 8)] &+= Int16(Int8(truncatingIfNeeded: pair))
        }
    }

    /// Takes the weights of `feature` from `scores`.
    func subtract(_ feature: UInt64, from scores: UnsafeMutablePointer<Int16>) {
        let span = span(feature)
        let start = Int(span >> 8 & 0xFF_FFFF)
        for k in start..<start + Int(span & 0xFF) {
            let pair = pairs[k]
            scores[Int(pair >> 8)] &-= Int16(Int8(truncatingIfNeeded: pair))
        }
    }
}

/// An open-addressing map from nonzero 64-bit hashes to 64-bit values,
/// probed linearly from the hash's low bits; a key and its value sit side by
/// side, so that a lookup touches one cache line. Filled once, then only read.
struct HashIndex: Sendable {
    /// `key, value` per slot; key 0 marks an empty slot.
    nonisolated(unsafe) private let slots: UnsafeMutableBufferPointer<UInt64>
    private let mask: Int

    /// An empty index with room for `count` keys at most two thirds full; it lives as long as the process.
    init(capacityFor count: Int) {
        var capacity = 4
        while capacity * 2 < count * 3 { capacity *= 2 }
        slots = .allocate(capacity: 2 * capacity)
        slots.initialize(repeating: 0)
        mask = capacity - 1
    }

    /// Adds `hash` (nonzero, not yet present).
    func insert(_ hash: UInt64, _ value: UInt64) {
        precondition(hash != 0, "malformed tagger weights")
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[2 * slot] != 0 { slot = (slot + 1) & mask }
        slots[2 * slot] = hash
        slots[2 * slot + 1] = value
    }

    /// How many keys `insert(contentsOf:)` is best given at once.
    static let batchSize = 64

    /// Adds each `(hash, value)` of `entries` (nonzero hashes, none present).
    ///
    /// The table is larger than the cache and a hash's slot is anywhere in
    /// it: the first slots of all the entries are read in one loop of
    /// independent loads, so their cache misses overlap, before the entries go in.
    func insert(contentsOf entries: [(hash: UInt64, value: UInt64)]) {
        var present = 0
        for (hash, _) in entries { present &+= slots[2 * (Int(truncatingIfNeeded: hash) & mask)] == hash ? 1 : 0 }
        precondition(present == 0, "malformed tagger weights")
        for (hash, value) in entries { insert(hash, value) }
    }

    @inline(__always) func value(_ hash: UInt64) -> UInt64? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let key = slots[2 * slot]
            if key == hash { return slots[2 * slot + 1] }
            if key == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }
}

/// A set of nonzero 64-bit hashes that may answer yes for a hash not in it,
/// but never no for one in it (a Bloom filter): each hash sets four bits of
/// one 64-bit word, so that a lookup reads one word. Sized for at least 16
/// bits a hash; filled once, then only read.
struct HashFilter: Sendable {
    nonisolated(unsafe) private let words: UnsafeMutableBufferPointer<UInt64>
    private let mask: Int

    /// An empty filter for `count` hashes; it lives as long as the process.
    init(capacityFor count: Int) {
        var capacity = 1
        while capacity * 4 < count { capacity *= 2 }
        words = .allocate(capacity: capacity)
        words.initialize(repeating: 0)
        mask = capacity - 1
    }

    func insert(_ hash: UInt64) {
        words[word(hash)] |= bits(hash)
    }

    @inline(__always) func mayContain(_ hash: UInt64) -> Bool {
        let bits = bits(hash)
        return words[word(hash)] & bits == bits
    }

    /// The word is chosen by the hash's top bits and the bits within it by
    /// the 24 below; `HashIndex` probes from the low bits.
    @inline(__always) private func word(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> 40) & mask }

    @inline(__always) private func bits(_ hash: UInt64) -> UInt64 {
        let h = hash >> 16
        return 1 << (h & 63) | 1 << (h >> 6 & 63) | 1 << (h >> 12 & 63) | 1 << (h >> 18 & 63)
    }
}

/// Reads little-endian integers from decoded bytes.
private struct LittleEndianReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func uint8() -> UInt8 {
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func uint16() -> UInt16 {
        UInt16(uint8()) | UInt16(uint8()) << 8
    }

    mutating func uint64() -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(uint8()) << UInt64(shift) }
        return value
    }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8> {
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}

/// Standard base 64 (`A–Z a–z 0–9 + /`, `=` padding); line breaks are skipped.
enum Base64 {
    static func decode(_ text: StaticString) -> [UInt8] {
        let digits = digitTable
        let start = text.utf8Start
        let count = text.utf8CodeUnitCount
        return [UInt8](unsafeUninitializedCapacity: count / 4 * 3 + 3) { out, written in
            var n = 0
            var buffer: UInt32 = 0
            var bits = 0
            for i in 0..<count {
                let value = digits[Int(start[i])]
                if value == 0xFF { continue }
                buffer = buffer << 6 | UInt32(value)
                bits += 6
                if bits >= 8 {
                    bits -= 8
                    out[n] = UInt8(truncatingIfNeeded: buffer >> UInt32(bits))
                    n += 1
                }
            }
            written = n
        }
    }

    /// Each byte's digit value; 0xFF for bytes that are not digits (line breaks, `=`).
    private static let digitTable: [UInt8] = (0..<256).map { c in
        switch c {
        case 0x41...0x5A: UInt8(c - 0x41)
        case 0x61...0x7A: UInt8(c - 0x61 + 26)
        case 0x30...0x39: UInt8(c - 0x30 + 52)
        case 0x2B: 62
        case 0x2F: 63
        default: 0xFF
        }
    }
}
