/// How many of each letter a word has, up to three, as three letter sets
/// (letters present at least once, twice, three times): a lower bound of
/// the edit cost between two words in a few instructions.
///
/// Letters one word has beyond the other's must be inserted, deleted or
/// substituted. A substitution settles one letter of each side for at least
/// `substitution`, an insertion or deletion one letter for at least
/// `indel`. Counting only up to three keeps the bound a lower bound (the
/// capped counts differ by no more than the real ones).
struct LetterCounts: Equatable {
    /// Cheapest substitution between two different letters (vowels, sound-alike pairs).
    static let substitution = 6
    /// Cheapest insertion or deletion of a letter (a doubled letter).
    static let indel = 4

    /// Bit `k` is set when the word has letter `a + k` (either case) at least once, twice, three times.
    let once: UInt32
    let twice: UInt32
    let thrice: UInt32

    init(once: UInt32, twice: UInt32, thrice: UInt32) {
        self.once = once
        self.twice = twice
        self.thrice = thrice
    }

    /// The counts of `word`; bytes other than ASCII letters are not counted.
    init(_ word: UnsafeBufferPointer<UInt8>) {
        var once: UInt32 = 0
        var twice: UInt32 = 0
        var thrice: UInt32 = 0
        for c in word where (c | 0x20) &- 0x61 < 26 {
            let bit: UInt32 = 1 << UInt32((c | 0x20) &- 0x61)
            thrice |= twice & bit
            twice |= once & bit
            once |= bit
        }
        self.init(once: once, twice: twice, thrice: thrice)
    }

    /// Letters counted, each up to three times.
    var total: Int { once.nonzeroBitCount + twice.nonzeroBitCount + thrice.nonzeroBitCount }

    /// A lower bound of the cost of turning a word with these counts into one with `other`'s.
    func bound(to other: LetterCounts) -> Int {
        let shared = (once & other.once).nonzeroBitCount + (twice & other.twice).nonzeroBitCount
            + (thrice & other.thrice).nonzeroBitCount
        let extra = total - shared
        let missing = other.total - shared
        return Self.substitution * min(extra, missing) + Self.indel * abs(extra - missing)
    }
}
