/// The generated word list (`WordListData`), indexed for exact lookup.
///
/// The records stay where the compiler put them (in the binary's read-only
/// data); loading only scans them once to fill an open-addressing table of
/// record offsets, with no allocation per word.
///
/// Record layout (see `scripts/make-dictionary`): one line per word, a level
/// character (`'0'` + index into `levels`), a dialect character (`'A'` + bit
/// set, bit order as `Dialect.allCases`), then the word's UTF-8 bytes.
final class WordList: Sendable {
    /// The SCOWL sizes, indexed by a record's level character.
    static let levels = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95]

    /// The word list built into the binary.
    static let builtIn = WordList(WordListData.records)

    /// Bytes of the records. Points into static data that lives as long as the process.
    nonisolated(unsafe) let bytes: UnsafePointer<UInt8>
    let byteCount: Int
    /// Number of records.
    let count: Int
    /// Open-addressing table: 0 = empty, else `tag << offsetBits | (record offset + 1)`.
    private let slots: [UInt32]
    private let slotMask: Int

    private static let offsetBits: UInt32 = 22
    private static let offsetMask: UInt32 = (1 << offsetBits) - 1

    init(_ data: StaticString) {
        let base = data.utf8Start
        let n = data.utf8CodeUnitCount
        precondition(n < Int(WordList.offsetMask), "word list too large for the slot encoding")
        bytes = base
        byteCount = n
        // About 12 bytes per record: keep the table at most ~40 % full.
        var capacity = 1024
        while capacity < n / 5 { capacity <<= 1 }
        var table = [UInt32](repeating: 0, count: capacity)
        let mask = capacity - 1
        var records = 0
        var i = 0
        while i < n {
            let start = i
            var hash = WordList.seed
            var j = start + 2
            while j < n && base[j] != 0x0A {
                hash = (hash ^ UInt64(base[j])) &* WordList.prime
                j += 1
            }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while table[slot] != 0 { slot = (slot + 1) & mask }
            table[slot] = WordList.tag(hash) << WordList.offsetBits | UInt32(start + 1)
            records += 1
            i = j + 1
        }
        slots = table
        slotMask = mask
        count = records
    }

    /// The offset of the record whose word equals `word` byte for byte.
    func find(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !word.isEmpty else { return nil }
        var hash = WordList.seed
        for b in word { hash = (hash ^ UInt64(b)) &* WordList.prime }
        let tag = WordList.tag(hash)
        var slot = Int(truncatingIfNeeded: hash) & slotMask
        while true {
            let value = slots[slot]
            if value == 0 { return nil }
            if value >> WordList.offsetBits == tag {
                let offset = Int(value & WordList.offsetMask) - 1
                if wordEquals(at: offset, word) { return offset }
            }
            slot = (slot + 1) & slotMask
        }
    }

    /// SCOWL level of the record at `offset`.
    @inline(__always) func level(at offset: Int) -> Int { WordList.levels[Int(bytes[offset] &- 0x30)] }

    /// Dialect bits of the record at `offset`.
    @inline(__always) func dialects(at offset: Int) -> UInt8 { bytes[offset + 1] &- 0x41 }

    /// The word bytes of the record at `offset`.
    @inline(__always) func word(at offset: Int) -> UnsafeBufferPointer<UInt8> {
        var end = offset + 2
        while end < byteCount && bytes[end] != 0x0A { end += 1 }
        return UnsafeBufferPointer(start: bytes + offset + 2, count: end - offset - 2)
    }

    /// Calls `body` with the offset of every record, in order.
    func forEachRecord(_ body: (Int) -> Void) {
        var i = 0
        while i < byteCount {
            body(i)
            var j = i + 2
            while j < byteCount && bytes[j] != 0x0A { j += 1 }
            i = j + 1
        }
    }

    private func wordEquals(at offset: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = offset + 2
        let end = start + word.count
        guard end <= byteCount, end == byteCount || bytes[end] == 0x0A else { return false }
        for k in 0..<word.count where bytes[start + k] != word[k] { return false }
        return true
    }

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    @inline(__always) private static func tag(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash >> 54) & ((1 << (32 - offsetBits)) - 1)
    }
}
