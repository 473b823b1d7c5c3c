/// The word list regrouped for finding suggestions: entries bucketed by first
/// letter and length, with each word's letter set, phonetic key, level, frequency and dialects in flat
/// columns. Built the first time a misspelling needs suggestions (a few
/// milliseconds, never on the path of a clean check).
///
/// - Important: Immutable after `init`; the buffers are only read, from any thread.
final class SuggestionIndex: Sendable {
    /// The index of the built-in word list.
    static let builtIn = SuggestionIndex(WordList.builtIn)

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
    /// Bit `k` set when the word contains letter `a + k` (either case).
    nonisolated(unsafe) let letterSets: UnsafeMutableBufferPointer<UInt32>
    /// Index into `WordList.levels`.
    nonisolated(unsafe) let levelIndexes: UnsafeMutableBufferPointer<UInt8>
    /// Four times the Zipf frequency, 0…32.
    nonisolated(unsafe) let frequencies: UnsafeMutableBufferPointer<UInt8>
    nonisolated(unsafe) let dialects: UnsafeMutableBufferPointer<UInt8>
    /// Whether the listed spelling has capitals (a name or an acronym).
    nonisolated(unsafe) let hasCapitals: UnsafeMutableBufferPointer<Bool>
    /// Phonetic keys, concatenated in record order; entry `i`'s starts at `keyStarts[i]`, `keyLengths[i]` long.
    nonisolated(unsafe) let keys: UnsafeMutableBufferPointer<UInt8>
    nonisolated(unsafe) let keyStarts: UnsafeMutableBufferPointer<Int32>
    nonisolated(unsafe) let keyLengths: UnsafeMutableBufferPointer<UInt8>

    init(_ words: WordList) {
        self.words = words
        let count = words.count
        self.count = count
        let bucketCount = SuggestionIndex.letterGroups * (SuggestionIndex.maxLength + 1)
        bucketStarts = .allocate(capacity: bucketCount + 1)
        offsets = .allocate(capacity: count)
        letterSets = .allocate(capacity: count)
        levelIndexes = .allocate(capacity: count)
        frequencies = .allocate(capacity: count)
        dialects = .allocate(capacity: count)
        hasCapitals = .allocate(capacity: count)
        keys = .allocate(capacity: words.byteCount + 1)
        keyStarts = .allocate(capacity: count)
        keyLengths = .allocate(capacity: count)

        // Counting sort by bucket: count, then place.
        var recordBuckets = [UInt16](repeating: 0, count: count)
        var recordOffsets = [Int32](repeating: 0, count: count)
        var sizes = [Int32](repeating: 0, count: bucketCount + 1)
        var n = 0
        words.forEachRecord { offset, word in
            let bucket = SuggestionIndex.bucket(first: word.first ?? 0, length: word.count)
            recordBuckets[n] = UInt16(bucket)
            recordOffsets[n] = Int32(offset)
            sizes[bucket + 1] += 1
            n += 1
        }
        precondition(n == count, "word list record count mismatch")
        bucketStarts[0] = 0
        for b in 0..<bucketCount { bucketStarts[b + 1] = bucketStarts[b] + sizes[b + 1] }
        var next = Array(bucketStarts[0..<bucketCount])
        var keyEnd = 0
        for r in 0..<count {
            let bucket = Int(recordBuckets[r])
            let entry = Int(next[bucket])
            next[bucket] += 1
            let offset = Int(recordOffsets[r])
            var set: UInt32 = 0
            var capitals = false
            for c in words.word(at: offset) {
                if ASCIICase.isUpper(c) { capitals = true }
                let l = ASCIICase.lower(c)
                if ASCIICase.isLower(l) { set |= 1 << UInt32(l - 0x61) }
            }
            offsets[entry] = Int32(offset)
            letterSets[entry] = set
            levelIndexes[entry] = UInt8(words.levelIndex(at: offset))
            frequencies[entry] = UInt8(words.frequencyClass(at: offset))
            dialects[entry] = words.dialects(at: offset)
            hasCapitals[entry] = capitals
            // A record's key is at most one code longer than the word, and records are separated by a newline.
            let keyLength = PhoneticKey.write(words.word(at: offset), to: keys.baseAddress! + keyEnd)
            keyStarts[entry] = Int32(keyEnd)
            keyLengths[entry] = UInt8(keyLength)
            keyEnd += keyLength
        }
    }

    deinit {
        bucketStarts.deallocate()
        offsets.deallocate()
        letterSets.deallocate()
        levelIndexes.deallocate()
        frequencies.deallocate()
        dialects.deallocate()
        hasCapitals.deallocate()
        keys.deallocate()
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
        UnsafeBufferPointer(start: keys.baseAddress! + Int(keyStarts[i]), count: Int(keyLengths[i]))
    }

    /// The listed spelling (original case) of entry `i`.
    @inline(__always) func word(_ i: Int) -> UnsafeBufferPointer<UInt8> { words.word(at: Int(offsets[i])) }

    /// The listed spelling of entry `i` as a string.
    func spelling(_ i: Int) -> String { String(decoding: word(i), as: UTF8.self) }

    /// The letter set of a word, ignoring case.
    static func letterSet(_ word: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var set: UInt32 = 0
        for c in word {
            let l = ASCIICase.lower(c)
            if ASCIICase.isLower(l) { set |= 1 << UInt32(l - 0x61) }
        }
        return set
    }
}
