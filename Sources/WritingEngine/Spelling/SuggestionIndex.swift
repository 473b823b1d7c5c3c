/// The word list regrouped for finding suggestions: entries bucketed by first
/// letter and length, with each word's letter set, phonetic key, level,
/// frequency and dialects in flat columns.
///
/// The bucketing and the phonetic keys are generated (`SuggestionData`, by
/// `scripts/make-dictionary`); the first misspelling only decodes them into
/// columns in one pass (about a millisecond).
///
/// - Important: Immutable after `init`; the buffers are only read, from any thread.
final class SuggestionIndex: Sendable {
    /// The index of the built-in word list.
    static let builtIn = SuggestionIndex(WordList.builtIn, data: SuggestionData.table, count: SuggestionData.entryCount)

    /// Words longer than this share the last length bucket.
    static let maxLength = 31
    /// First-letter groups: `a`…`z`, then everything else.
    static let letterGroups = 27

    let words: WordList
    let count: Int
    /// Entries of bucket `b` are `bucketStarts[b]..<bucketStarts[b + 1]`.
    nonisolated(unsafe) let bucketStarts: UnsafeMutableBufferPointer<Int32>
    /// Record offset in `words` of each entry.
    nonisolated(unsafe) let offsets: UnsafeMutableBufferPointer<Int32>
    /// How many of each letter the word has (up to three, either case).
    nonisolated(unsafe) let letterCounts: UnsafeMutableBufferPointer<LetterCounts>
    /// Index into `WordList.levels`.
    nonisolated(unsafe) let levelIndexes: UnsafeMutableBufferPointer<UInt8>
    /// Four times the Zipf frequency, 0…32.
    nonisolated(unsafe) let frequencies: UnsafeMutableBufferPointer<UInt8>
    nonisolated(unsafe) let dialects: UnsafeMutableBufferPointer<UInt8>
    /// Whether the listed spelling has capitals (a name or an acronym).
    nonisolated(unsafe) let hasCapitals: UnsafeMutableBufferPointer<Bool>
    /// Phonetic keys, in the generated data; entry `i`'s starts at `keyStarts[i]`, `keyLengths[i]` long.
    nonisolated(unsafe) let keys: UnsafePointer<UInt8>
    nonisolated(unsafe) let keyStarts: UnsafeMutableBufferPointer<Int32>
    nonisolated(unsafe) let keyLengths: UnsafeMutableBufferPointer<UInt8>

    /// Decodes `data` (layout in `scripts/make-dictionary`): a header of
    /// bucket starts, then one line per entry, a record offset and a phonetic key.
    init(_ words: WordList, data: StaticString, count: Int) {
        self.words = words
        self.count = count
        let bucketCount = SuggestionIndex.letterGroups * (SuggestionIndex.maxLength + 1)
        bucketStarts = .allocate(capacity: bucketCount + 1)
        offsets = .allocate(capacity: count)
        letterCounts = .allocate(capacity: count)
        levelIndexes = .allocate(capacity: count)
        frequencies = .allocate(capacity: count)
        dialects = .allocate(capacity: count)
        hasCapitals = .allocate(capacity: count)
        keyStarts = .allocate(capacity: count)
        keyLengths = .allocate(capacity: count)

        let bytes = data.utf8Start
        let end = data.utf8CodeUnitCount
        keys = bytes
        precondition(end > (bucketCount + 1) * 4, "malformed suggestion index")
        for b in 0...bucketCount { bucketStarts[b] = Int32(SuggestionIndex.base64(bytes + 4 * b)) }
        precondition(Int(bucketStarts[bucketCount]) == count, "suggestion index entry count mismatch")
        var position = (bucketCount + 1) * 4 + 1
        for entry in 0..<count {
            precondition(position + 4 <= end, "truncated suggestion index")
            offsets[entry] = Int32(SuggestionIndex.base64(bytes + position))
            position += 4
            let keyStart = position
            while position < end && bytes[position] != 0x0A { position += 1 }
            keyStarts[entry] = Int32(keyStart)
            keyLengths[entry] = UInt8(position - keyStart)
            position += 1
        }
        // The records lie in hash order, so each entry's is a cache miss.
        // Touching a batch of them in a loop of independent loads lets
        // the misses overlap, before the branchy loop below reads them.
        var touched: UInt8 = 0
        for batch in stride(from: 0, to: count, by: SuggestionIndex.touchBatch) {
            let batchEnd = min(batch + SuggestionIndex.touchBatch, count)
            for entry in batch..<batchEnd { touched |= words.bytes[Int(offsets[entry])] }
            for entry in batch..<batchEnd { decodeRecord(entry) }
        }
        // Level characters are digits, so no record's first byte sets the top two bits.
        precondition(touched & 0xC0 == 0, "malformed word list")
    }

    /// Entries whose records are fetched together (see `init`).
    private static let touchBatch = 64

    /// Fills entry `entry`'s level, dialects, frequency and letters from its record.
    @inline(__always) private func decodeRecord(_ entry: Int) {
        let wordBytes = words.bytes
        let byteCount = words.byteCount
        let offset = Int(offsets[entry])
        levelIndexes[entry] = wordBytes[offset] &- 0x30
        dialects[entry] = wordBytes[offset + 1] &- 0x41
        frequencies[entry] = wordBytes[offset + 2] &- 0x30
        // Letter bits, and bit 31 for a capital, of each byte up to the end of the line.
        var set: UInt32 = 0
        var twice: UInt32 = 0
        var thrice: UInt32 = 0
        var i = offset + WordList.flagCount
        while i < byteCount {
            let c = wordBytes[i]
            if c == 0x0A { break }
            let bits = SuggestionIndex.byteBits(c)
            let letter = bits & ~(1 << 31)
            thrice |= twice & letter
            twice |= set & letter
            set |= bits
            i += 1
        }
        hasCapitals[entry] = set & 1 << 31 != 0
        set &= ~(1 << 31)
        (letterCounts.baseAddress! + entry).initialize(to: LetterCounts(once: set, twice: twice, thrice: thrice))
    }

    /// The value of four base-64 digits (`A–Z a–z 0–9 + /`), most significant first.
    @inline(__always) private static func base64(_ p: UnsafePointer<UInt8>) -> Int {
        digits.withUnsafeBufferPointer { digits in
            Int(digits[Int(p[0])]) << 18 | Int(digits[Int(p[1])]) << 12 | Int(digits[Int(p[2])]) << 6 | Int(digits[Int(p[3])])
        }
    }

    private static let digits: [UInt8] = (0..<256).map { c in
        switch c {
        case 0x41...0x5A: UInt8(c - 0x41)
        case 0x61...0x7A: UInt8(c - 0x61 + 26)
        case 0x30...0x39: UInt8(c - 0x30 + 52)
        case 0x2B: 62
        default: 63
        }
    }

    /// The letter bit of a byte (either case), plus bit 31 for a capital.
    @inline(__always) private static func byteBits(_ c: UInt8) -> UInt32 {
        switch c {
        case 0x41...0x5A: 1 << UInt32(c - 0x41) | 1 << 31
        case 0x61...0x7A: 1 << UInt32(c - 0x61)
        default: 0
        }
    }

    deinit {
        bucketStarts.deallocate()
        offsets.deallocate()
        letterCounts.deallocate()
        levelIndexes.deallocate()
        frequencies.deallocate()
        dialects.deallocate()
        hasCapitals.deallocate()
        keyStarts.deallocate()
        keyLengths.deallocate()
    }

    /// The bucket of a word starting with byte `first`, `length` bytes long.
    static func bucket(first: UInt8, length: Int) -> Int {
        let l = ASCIICase.lower(first)
        let group = ASCIICase.isLower(l) ? Int(l - 0x61) : letterGroups - 1
        return group * (maxLength + 1) + min(length, maxLength)
    }

    /// The entries of words starting with letter group `group` that are `length` bytes long.
    func entries(group: Int, length: Int) -> Range<Int> {
        let b = group * (SuggestionIndex.maxLength + 1) + min(length, SuggestionIndex.maxLength)
        return Int(bucketStarts[b])..<Int(bucketStarts[b + 1])
    }

    /// The phonetic key of entry `i`.
    @inline(__always) func key(_ i: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: keys + Int(keyStarts[i]), count: Int(keyLengths[i]))
    }

    /// The listed spelling (original case) of entry `i`.
    @inline(__always) func word(_ i: Int) -> UnsafeBufferPointer<UInt8> { words.word(at: Int(offsets[i])) }

    /// The listed spelling of entry `i` as a string.
    func spelling(_ i: Int) -> String { String(decoding: word(i), as: UTF8.self) }
}
