/// Per-word data for ranking suggestions, built from the word list the first
/// time a misspelling needs suggestions (never on the path of a clean check).
///
/// Flat arrays, one entry per record: the lowercase word, its phonetic key,
/// the set of letters it uses, its level and dialects.
final class SuggestionIndex: Sendable {
    /// The index of the built-in word list.
    static let builtIn = SuggestionIndex(WordList.builtIn)

    let words: WordList
    /// Record offset of each entry in `words`.
    let offsets: [Int32]
    /// Lowercase spellings, concatenated; entry `i` is `text[textStarts[i]..<textStarts[i + 1]]`.
    let text: [UInt8]
    let textStarts: [Int32]
    /// Phonetic keys, concatenated like `text`.
    let keys: [UInt8]
    let keyStarts: [Int32]
    /// Bit `k` set when the word contains letter `a + k`.
    let letterSets: [UInt32]
    /// Index into `WordList.levels`.
    let levelIndexes: [UInt8]
    let dialects: [UInt8]
    /// Whether the listed spelling has capitals (a name or an acronym).
    let hasCapitals: [Bool]

    init(_ words: WordList) {
        self.words = words
        var offsets: [Int32] = []
        var text: [UInt8] = []
        var textStarts: [Int32] = [0]
        var keys: [UInt8] = []
        var keyStarts: [Int32] = [0]
        var letterSets: [UInt32] = []
        var levelIndexes: [UInt8] = []
        var dialects: [UInt8] = []
        var hasCapitals: [Bool] = []
        offsets.reserveCapacity(words.count)
        textStarts.reserveCapacity(words.count + 1)
        keyStarts.reserveCapacity(words.count + 1)
        letterSets.reserveCapacity(words.count)
        levelIndexes.reserveCapacity(words.count)
        dialects.reserveCapacity(words.count)
        hasCapitals.reserveCapacity(words.count)
        text.reserveCapacity(words.byteCount)
        keys.reserveCapacity(words.byteCount / 2)
        words.forEachRecord { offset in
            let word = words.word(at: offset)
            var set: UInt32 = 0
            var capitals = false
            for c in word {
                let l = ASCIICase.lower(c)
                if l != c { capitals = true }
                if ASCIICase.isLower(l) { set |= 1 << UInt32(l - 0x61) }
                text.append(l)
            }
            PhoneticKey.append(word, to: &keys)
            offsets.append(Int32(offset))
            textStarts.append(Int32(text.count))
            keyStarts.append(Int32(keys.count))
            letterSets.append(set)
            levelIndexes.append(words.bytes[offset] &- 0x30)
            dialects.append(words.dialects(at: offset))
            hasCapitals.append(capitals)
        }
        self.offsets = offsets
        self.text = text
        self.textStarts = textStarts
        self.keys = keys
        self.keyStarts = keyStarts
        self.letterSets = letterSets
        self.levelIndexes = levelIndexes
        self.dialects = dialects
        self.hasCapitals = hasCapitals
    }

    var count: Int { offsets.count }

    /// The listed spelling (original case) of entry `i`.
    func spelling(_ i: Int) -> String {
        String(decoding: words.word(at: Int(offsets[i])), as: UTF8.self)
    }

    /// The letter set of a lowercase word.
    static func letterSet(_ word: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var set: UInt32 = 0
        for c in word where ASCIICase.isLower(c) { set |= 1 << UInt32(c - 0x61) }
        return set
    }
}
