/// The tagger's feature templates and hashes, exactly as `scripts/train-tagger`
/// computes them (its docstring is the reference).
///
/// The features fall in three groups, which is what makes tagging fast
/// (`TaggerScores`): a word's own features (`forEachOwnFeature`), its
/// features as a neighbour of the word being tagged (`forEachContextFeature`),
/// and the few that join two positions or a tag (`ambiguityPair` and the
/// `tag*` templates).
enum TaggerFeatures {
    /// Template numbers.
    static let bias: UInt64 = 0
    static let lower: UInt64 = 1
    static let suffix1: UInt64 = 2
    static let suffix2: UInt64 = 3
    static let suffix3: UInt64 = 4
    static let prefix1: UInt64 = 5
    static let shape: UInt64 = 6
    static let tag1: UInt64 = 7
    static let tag2: UInt64 = 8
    static let tag12: UInt64 = 9
    static let tag1Lower: UInt64 = 10
    static let previousLower: UInt64 = 11
    static let previousSuffix3: UInt64 = 12
    static let previous2Lower: UInt64 = 13
    static let nextLower: UInt64 = 14
    static let nextSuffix3: UInt64 = 15
    static let next2Lower: UInt64 = 16
    static let listed: UInt64 = 17
    static let stemPlural: UInt64 = 18
    static let stemED: UInt64 = 19
    static let stemING: UInt64 = 20
    static let stemLY: UInt64 = 21
    static let written: UInt64 = 22
    static let suffix4: UInt64 = 23
    static let prefix3: UInt64 = 24
    static let ambiguity: UInt64 = 25
    static let nextAmbiguity: UInt64 = 26
    static let next2Ambiguity: UInt64 = 27
    static let ambiguityPair: UInt64 = 28
    /// The stem templates, consecutive numbers: a stem's index here is its template minus `stemPlural`.
    static let stems = [stemPlural, stemED, stemING, stemLY]

    /// Salt that tells a tag-and-word feature from the word alone.
    static let tagSalt: UInt64 = 0xD6E8_FEB8_6659_FD93

    /// The padding words before and after a sentence: bytes text cannot hold.
    static let start2Hash = wordHash(0x02)
    static let startHash = wordHash(0x01)
    static let endHash = wordHash(0x03)
    static let end2Hash = wordHash(0x04)

    /// Where a neighbour stands from the word being tagged.
    enum Role: Int, CaseIterable {
        case previous, previous2, next, next2

        /// How far the word being tagged is from the neighbour.
        var offset: Int {
            switch self {
            case .previous: 1
            case .previous2: 2
            case .next: -1
            case .next2: -2
            }
        }
    }

    /// What the features read of one word: its bytes with `’` folded to `'`
    /// (`written`), the same with ASCII letters lowercased (`lowered`), their
    /// hashes, and the word's ambiguity class plus one (1 for words the lexicon lacks).
    struct Word {
        let written: UnsafeBufferPointer<UInt8>
        let lowered: UnsafeBufferPointer<UInt8>
        let hash: UInt64
        let suffix3: UInt64
        let ambiguity: UInt64

        init(written: UnsafeBufferPointer<UInt8>, lowered: UnsafeBufferPointer<UInt8>, hash: UInt64, ambiguity: UInt64) {
            self.written = written
            self.lowered = lowered
            self.hash = hash
            self.suffix3 = TaggerFeatures.suffixHash(lowered, 3)
            self.ambiguity = ambiguity
        }
    }

    /// Calls `body` with every feature of `word` that depends on it alone.
    static func forEachOwnFeature(_ word: Word, wordList: WordList, _ body: (UInt64) -> Void) {
        body(feature(bias, 0))
        body(feature(ambiguity, word.ambiguity))
        forEachSpellingFeature(word, body)
        body(feature(listed, UInt64(wordList.taggerListing(word.lowered))))
        wordList.forEachTaggerStem(word.lowered) { body(feature($0, 1)) }
    }

    /// Calls `body` with the own features that hash the word's letters: the
    /// word, its ends, its shape and its written form. The rest (bias,
    /// ambiguity class, listing, stems) take few values, whose sums
    /// `TaggerScores` keeps for words it has no vectors for.
    static func forEachSpellingFeature(_ word: Word, _ body: (UInt64) -> Void) {
        let lowered = word.lowered
        let n = lowered.count
        body(feature(lower, word.hash))
        body(feature(suffix1, suffixHash(lowered, 1)))
        body(feature(suffix2, suffixHash(lowered, 2)))
        body(feature(suffix3, word.suffix3))
        body(feature(suffix4, suffixHash(lowered, 4)))
        body(feature(prefix1, n > 0 ? UInt64(lowered[0]) : 0))
        body(feature(prefix3, wordHash(lowered, 0..<min(n, 3))))
        forEachCaseFeature(word.written, body)
    }

    /// Calls `body` with the own features that depend on letter case: the shape and the word as written.
    static func forEachCaseFeature(_ written: UnsafeBufferPointer<UInt8>, _ body: (UInt64) -> Void) {
        body(feature(shape, shapeHash(written, 0..<written.count)))
        body(feature(Self.written, wordHash(written, 0..<written.count)))
    }

    /// Calls `body` with every feature that a neighbour in `role` gives the word being tagged.
    static func forEachContextFeature(
        hash: UInt64, suffix3: UInt64, ambiguity: UInt64, _ role: Role, _ body: (UInt64) -> Void
    ) {
        forEachContextSpellingFeature(hash: hash, suffix3: suffix3, role, body)
        if let feature = contextAmbiguityFeature(ambiguity, role) { body(feature) }
    }

    /// The context features of a neighbour that hash its letters.
    static func forEachContextSpellingFeature(hash: UInt64, suffix3: UInt64, _ role: Role, _ body: (UInt64) -> Void) {
        switch role {
        case .previous:
            body(feature(previousLower, hash))
            body(feature(previousSuffix3, suffix3))
        case .previous2:
            body(feature(previous2Lower, hash))
        case .next:
            body(feature(nextLower, hash))
            body(feature(nextSuffix3, suffix3))
        case .next2:
            body(feature(next2Lower, hash))
        }
    }

    /// The feature of a neighbour's ambiguity class in `role`, if that role has one.
    static func contextAmbiguityFeature(_ ambiguity: UInt64, _ role: Role) -> UInt64? {
        switch role {
        case .previous, .previous2: nil
        case .next: feature(nextAmbiguity, ambiguity)
        case .next2: feature(next2Ambiguity, ambiguity)
        }
    }

    /// The feature of a word's ambiguity class and the next word's.
    @inline(__always) static func ambiguityPairFeature(_ word: UInt64, next: UInt64) -> UInt64 {
        feature(ambiguityPair, next << 16 | word)
    }

    /// The feature of the previous tag and the word's lowered hash.
    @inline(__always) static func tag1LowerFeature(_ hash: UInt64, tag1: UInt64) -> UInt64 {
        feature(tag1Lower, hash ^ ((tag1 + 1) &* tagSalt))
    }

    /// The hash of feature `template` with value `value`.
    @inline(__always) static func feature(_ template: UInt64, _ value: UInt64) -> UInt64 {
        var h = value ^ (template &* 0x9E37_79B9_7F4A_7C15)
        h ^= h >> 33
        h = h &* 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h = h &* 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h == 0 ? 1 : h
    }

    /// FNV-1a (64 bits) of `bytes[range]`.
    @inline(__always) static func wordHash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in range { h = (h ^ UInt64(bytes[i])) &* 0x100_0000_01b3 }
        return h
    }

    /// FNV-1a of the last `count` bytes (all of them in a shorter word).
    @inline(__always) static func suffixHash(_ bytes: UnsafeBufferPointer<UInt8>, _ count: Int) -> UInt64 {
        wordHash(bytes, max(0, bytes.count - count)..<bytes.count)
    }

    static func wordHash(_ byte: UInt8) -> UInt64 {
        (0xcbf2_9ce4_8422_2325 ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// FNV-1a of the word's shape: A–Z → `X`, a–z → `x`, 0–9 → `d`, other
    /// ASCII as is, a non-ASCII character → `u`; no class more than twice in a row.
    static func shapeHash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        var last: UInt8 = 0
        var run = 0
        for i in range {
            let b = bytes[i]
            let c: UInt8
            switch b {
            case 0x80...0xBF: continue
            case 0x41...0x5A: c = 0x58
            case 0x61...0x7A: c = 0x78
            case 0x30...0x39: c = 0x64
            case 0xC0...: c = 0x75
            default: c = b
            }
            if c == last {
                run += 1
                if run > 2 { continue }
            } else {
                last = c
                run = 1
            }
            h = (h ^ UInt64(c)) &* 0x100_0000_01b3
        }
        return h
    }
}
