/// The tagger's trained weights (`TaggerWeights`, written by
/// `scripts/train-tagger`), decoded once into flat open-addressing tables.
///
/// Two tables, both keyed by 64-bit hashes (0 marks an empty slot; the
/// script never writes 0) and probed linearly from the hash's low bits:
/// - the lexicon: a word's hash (`TaggerFeatures.wordHash` of its lowered
///   bytes) → its ambiguity class and, for frequent words that nearly always
///   take one class, that class;
/// - the features: a feature's hash → a run of (class, weight) pairs.
///
/// - Important: the feature table is read through unsafe buffers: the hot path has no bounds checks.
final class TaggerModel: Sendable {
    /// The model built into the binary, decoded on first use.
    static let builtIn = TaggerModel(
        classNames: TaggerWeights.classes, lexiconCount: TaggerWeights.lexiconCount,
        featureCount: TaggerWeights.featureCount, data: TaggerWeights.data)

    /// A lexicon value's class when the word has no fixed class.
    static let noClass: UInt8 = 255

    /// Each class as a part of speech, indexed by class number.
    let classes: [PartOfSpeech]

    private let lexiconKeys: [UInt64]
    /// `ambiguity << 8 | class` for each lexicon slot.
    private let lexiconValues: [UInt32]
    private let lexiconMask: Int
    /// Two values a slot, side by side so that a lookup touches one cache line:
    /// the feature's hash, then `start << 8 | count` of its pairs in `pairs`.
    private let featureSlots: [UInt64]
    private let featureMask: Int
    /// `class << 8 | weight` (the weight a signed byte), each feature's run in turn.
    let pairs: [UInt16]

    init(classNames: [String], lexiconCount: Int, featureCount: Int, data: StaticString) {
        classes = classNames.map { name in
            guard let tag = PartOfSpeech(name: name) else { preconditionFailure("unknown tag \(name)") }
            return tag
        }
        let bytes = Base64.decode(data)
        var reader = LittleEndianReader(bytes: bytes)

        var keys = [UInt64](repeating: 0, count: Self.capacity(for: lexiconCount))
        var values = [UInt32](repeating: 0, count: keys.count)
        for _ in 0..<lexiconCount {
            let hash = reader.uint64()
            let ambiguity = UInt32(reader.uint16())
            let fixed = UInt32(reader.uint8())
            let slot = Self.insert(hash, into: &keys)
            values[slot] = ambiguity << 8 | fixed
        }
        lexiconKeys = keys
        lexiconValues = values
        lexiconMask = keys.count - 1

        let featureCapacity = Self.capacity(for: featureCount)
        var slots = [UInt64](repeating: 0, count: 2 * featureCapacity)
        var pairs: [UInt16] = []
        pairs.reserveCapacity((bytes.count - reader.offset) / 2)
        for _ in 0..<featureCount {
            let hash = reader.uint64()
            let count = reader.uint8()
            precondition(hash != 0, "malformed tagger weights")
            var slot = Int(truncatingIfNeeded: hash) & (featureCapacity - 1)
            while slots[2 * slot] != 0 { slot = (slot + 1) & (featureCapacity - 1) }
            slots[2 * slot] = hash
            slots[2 * slot + 1] = UInt64(pairs.count) << 8 | UInt64(count)
            for _ in 0..<count {
                let tag = UInt16(reader.uint8())
                pairs.append(tag << 8 | UInt16(reader.uint8()))
            }
        }
        precondition(reader.offset == bytes.count, "malformed tagger weights")
        featureSlots = slots
        featureMask = featureCapacity - 1
        self.pairs = pairs
    }

    /// The lexicon entry of a word hash: (ambiguity class, fixed class or `noClass`); (0, `noClass`) when absent.
    @inline(__always) func lexicon(_ hash: UInt64) -> (ambiguity: Int, fixed: UInt8) {
        var slot = Int(truncatingIfNeeded: hash) & lexiconMask
        while true {
            let key = lexiconKeys[slot]
            if key == hash {
                let value = lexiconValues[slot]
                return (Int(value >> 8), UInt8(truncatingIfNeeded: value))
            }
            if key == 0 { return (0, Self.noClass) }
            slot = (slot + 1) & lexiconMask
        }
    }

    /// Calls `body` with the feature slots, for lookups with `FeatureTable.span`.
    @inline(__always) func withFeatureTable<R>(_ body: (FeatureTable) -> R) -> R {
        featureSlots.withUnsafeBufferPointer { slots in
            pairs.withUnsafeBufferPointer { pairs in body(FeatureTable(slots: slots, pairs: pairs, mask: featureMask)) }
        }
    }

    /// The feature table as raw buffers, valid inside `withFeatureTable`.
    struct FeatureTable {
        let slots: UnsafeBufferPointer<UInt64>
        let pairs: UnsafeBufferPointer<UInt16>
        let mask: Int

        /// `start << 8 | count` of a feature's run in `pairs`; 0 when the feature has no weights.
        @inline(__always) func span(_ feature: UInt64) -> Int {
            var slot = Int(truncatingIfNeeded: feature) & mask
            while true {
                let key = slots[2 * slot]
                if key == feature { return Int(truncatingIfNeeded: slots[2 * slot + 1]) }
                if key == 0 { return 0 }
                slot = (slot + 1) & mask
            }
        }
    }

    /// A power of two at least twice `count`.
    private static func capacity(for count: Int) -> Int {
        var capacity = 4
        while capacity < count * 2 { capacity *= 2 }
        return capacity
    }

    private static func insert(_ hash: UInt64, into keys: inout [UInt64]) -> Int {
        precondition(hash != 0, "malformed tagger weights")
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        keys[slot] = hash
        return slot
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
}

/// Standard base 64 (`A–Z a–z 0–9 + /`, `=` padding); line breaks are skipped.
enum Base64 {
    static func decode(_ text: StaticString) -> [UInt8] {
        let start = text.utf8Start
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8CodeUnitCount / 4 * 3)
        var buffer: UInt32 = 0
        var bits = 0
        for i in 0..<text.utf8CodeUnitCount {
            guard let value = digit(start[i]) else { continue }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return out
    }

    private static func digit(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x41...0x5A: c - 0x41
        case 0x61...0x7A: c - 0x61 + 26
        case 0x30...0x39: c - 0x30 + 52
        case 0x2B: 62
        case 0x2F: 63
        default: nil
        }
    }
}
