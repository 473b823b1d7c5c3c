/// The generated word list (`WordListData`): a hash table laid out by
/// `scripts/make-dictionary`, read in place from the binary's constant data.
/// Loading costs nothing: no scan, no allocation.
///
/// Layout: a header of `2^bucketBits + 1` bucket offsets (4 base-64 digits
/// each) and a newline, then the records, grouped by bucket. A record is one
/// line: a level character (`'0'` + index into `levels`), a dialect character
/// (`'A'` + bit set, bit order as `Dialect.allCases`), a frequency character
/// (`'0'` + 4 × Zipf frequency, 0…32), then the word's UTF-8 bytes.
final class WordList: Sendable {
    /// The SCOWL sizes, indexed by a record's level character.
    static let levels = [10, 20, 35, 40, 50, 55, 60, 70, 80, 95]
    /// Characters before the word in a record.
    static let flagCount = 3

    /// The word list built into the binary.
    static let builtIn = WordList(WordListData.table, bucketBits: WordListData.bucketBits, count: WordListData.recordCount)

    /// Start of the first record. Points into static data that lives as long as the process.
    nonisolated(unsafe) let bytes: UnsafePointer<UInt8>
    /// Bytes from `bytes` to the end of the last record.
    let byteCount: Int
    /// Number of records.
    let count: Int
    nonisolated(unsafe) private let header: UnsafePointer<UInt8>
    private let bucketMask: UInt64

    init(_ data: StaticString, bucketBits: Int, count: Int) {
        let buckets = 1 << bucketBits
        let headerLength = (buckets + 1) * 4 + 1
        precondition(data.utf8CodeUnitCount > headerLength, "malformed word list")
        header = data.utf8Start
        bytes = data.utf8Start + headerLength
        byteCount = data.utf8CodeUnitCount - headerLength
        bucketMask = UInt64(buckets - 1)
        self.count = count
    }

    /// The offset of the record whose word equals `word` byte for byte.
    func find(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !word.isEmpty else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in word { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
        let bucket = Int((hash ^ (hash >> 32)) & bucketMask)
        var offset = bucketOffset(bucket)
        let end = min(bucketOffset(bucket + 1), byteCount)
        while offset < end {
            let start = offset + WordList.flagCount
            var k = 0
            while k < word.count && start + k < byteCount && bytes[start + k] == word[k] { k += 1 }
            let next = start + k
            if k == word.count && (next == byteCount || bytes[next] == 0x0A) { return offset }
            offset = lineEnd(from: next) + 1
        }
        return nil
    }

    /// SCOWL level of the record at `offset`.
    @inline(__always) func level(at offset: Int) -> Int { WordList.levels[levelIndex(at: offset)] }

    /// Index into `levels` of the record at `offset`.
    @inline(__always) func levelIndex(at offset: Int) -> Int { Int(bytes[offset] &- 0x30) }

    /// Four times the Zipf frequency (log10 of uses per billion words) of the record at `offset`, 0…32.
    @inline(__always) func frequencyClass(at offset: Int) -> Int { Int(bytes[offset + 2] &- 0x30) }

    /// Dialect bits of the record at `offset`.
    @inline(__always) func dialects(at offset: Int) -> UInt8 { bytes[offset + 1] &- 0x41 }

    /// The word bytes of the record at `offset`.
    @inline(__always) func word(at offset: Int) -> UnsafeBufferPointer<UInt8> {
        let start = offset + WordList.flagCount
        return UnsafeBufferPointer(start: bytes + start, count: lineEnd(from: start) - start)
    }

    /// Calls `body` with the offset and word of every record, in storage order.
    func forEachRecord(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        var offset = 0
        while offset < byteCount {
            let start = offset + WordList.flagCount
            let end = lineEnd(from: start)
            body(offset, UnsafeBufferPointer(start: bytes + start, count: end - start))
            offset = end + 1
        }
    }

    @inline(__always) private func lineEnd(from offset: Int) -> Int {
        var i = offset
        while i < byteCount && bytes[i] != 0x0A { i += 1 }
        return i
    }

    @inline(__always) private func bucketOffset(_ bucket: Int) -> Int {
        let p = header + bucket * 4
        return Int(WordList.digit(p[0])) << 18 | Int(WordList.digit(p[1])) << 12 | Int(WordList.digit(p[2])) << 6
            | Int(WordList.digit(p[3]))
    }

    /// The value of a base-64 digit (`A–Z a–z 0–9 + /`).
    @inline(__always) private static func digit(_ c: UInt8) -> UInt8 {
        switch c {
        case 0x41...0x5A: c &- 0x41
        case 0x61...0x7A: c &- 0x61 &+ 26
        case 0x30...0x39: c &- 0x30 &+ 52
        case 0x2B: 62
        default: 63
        }
    }
}
