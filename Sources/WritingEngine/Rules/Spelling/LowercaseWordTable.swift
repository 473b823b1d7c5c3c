/// A set of lowercase words, looked up by runs of a text's UTF-8 bytes as
/// `String(decoding: run, as: UTF8.self).lowercased()` reads them, without
/// making a `String` for each run: a run of ASCII bytes (most of them) is
/// lowercased and hashed in place, after a filter on its length, first and
/// last letters has turned away most runs that are none of the words. A
/// pass over a whole document costs a few nanoseconds a word
/// (`SpellingReview` makes two on a check without a `DocumentWordIndex`).
struct LowercaseWordTable {
    /// The words, each at its index (the index `index(of:)` answers).
    let words: [String]
    /// The words of ASCII bytes one after another: entry `e`
    /// is `asciiBytes[entryStarts[e]..<entryStarts[e + 1]]`.
    private var asciiBytes: [UInt8] = []
    private var entryStarts: [Int] = [0]
    private var entryHashes: [UInt64] = []
    private var entryIndices: [Int] = []
    /// Open addressing over the entries (-1: empty); its count is a power of two.
    private var slots: [Int32]
    /// Every word, for a run holding non-ASCII bytes (read as a `String`).
    private var byString: [String: Int] = [:]
    /// Bit n set when some word has n bytes (n < 64); longer lengths in `longLengths`.
    private var lengths: UInt64 = 0
    private var longLengths: Set<Int> = []
    /// 4,096 bits, one set for the length, first and last byte of each ASCII word (`filterBit`).
    private var filter = [UInt64](repeating: 0, count: 64)

    init(_ words: [String]) {
        self.words = words
        var capacity = 8
        while capacity < words.count * 2 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        for (index, word) in words.enumerated() {
            byString[word] = index
            let count = word.utf8.count
            if count < 64 { lengths |= 1 << UInt64(count) } else { longLengths.insert(count) }
            let bytes = Array(word.utf8)
            guard !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }) else { continue }
            let bit = Self.filterBit(count: count, first: bytes[0], last: bytes[count - 1])
            filter[bit >> 6] |= 1 << UInt64(bit & 63)
            let hash = bytes.reduce(Self.seed, Self.step)
            var slot = Self.firstSlot(of: hash, mask: capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(entryHashes.count)
            asciiBytes += bytes
            entryStarts.append(asciiBytes.count)
            entryHashes.append(hash)
            entryIndices.append(index)
        }
    }

    /// The index in `words` of `run` read in lowercase, if it is one of them.
    func index(of run: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = run.count
        guard count < 64 ? lengths & (1 << UInt64(count)) != 0 : longLengths.contains(count) else { return nil }
        var any: UInt8 = 0
        for byte in run { any |= byte }
        guard any < 0x80, count > 0 else { return byString[String(decoding: run, as: UTF8.self).lowercased()] }
        let first = Self.lowercase(run[0])
        let last = Self.lowercase(run[count - 1])
        let bit = Self.filterBit(count: count, first: first, last: last)
        guard filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return nil }
        var hash = Self.seed
        for byte in run { hash = Self.step(hash, Self.lowercase(byte)) }
        let mask = slots.count - 1
        var slot = Self.firstSlot(of: hash, mask: mask)
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if entryHashes[entry] == hash, entryStarts[entry + 1] - entryStarts[entry] == count {
                let start = entryStarts[entry]
                var same = true
                for k in 0..<count where asciiBytes[start + k] != Self.lowercase(run[k]) {
                    same = false
                    break
                }
                if same { return entryIndices[entry] }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    /// FNV-1a, a byte at a time.
    @inline(__always) private static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }

    /// Where the probe for `hash` starts: its high bits, mixed.
    @inline(__always) private static func firstSlot(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The filter's bit for a word of `count` bytes from lowercase `first` to `last`.
    @inline(__always) private static func filterBit(count: Int, first: UInt8, last: UInt8) -> Int {
        let key = UInt64(truncatingIfNeeded: count) << 16 | UInt64(first) << 8 | UInt64(last)
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 52)
    }

    /// An ASCII byte in lowercase, as `String.lowercased()` makes it.
    @inline(__always) private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
