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
    /// Cheapest substitution between two different letters: the floor
    /// `scripts/train-error-model` gives the error model's substitutions.
    static let substitution = 6
    /// Cheapest insertion or deletion of a letter: the model's floor for those.
    static let indel = 4

    /// Bit `k` is set when the word has letter `a + k` (either case) at
    /// least once; bit `32 + k`, at least twice. (One word, so the letters
    /// two words share are counted with one bit count.)
    private let onceAndTwice: UInt64
    /// Bit `k` is set when the word has letter `a + k` at least three times.
    let thrice: UInt32
    /// Letters counted, each up to three times.
    let total: Int

    init(once: UInt32, twice: UInt32, thrice: UInt32) {
        onceAndTwice = UInt64(once) | UInt64(twice) << 32
        self.thrice = thrice
        total = onceAndTwice.nonzeroBitCount + thrice.nonzeroBitCount
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

    /// Letters present at least once.
    var once: UInt32 { UInt32(truncatingIfNeeded: onceAndTwice) }
    /// Letters present at least twice.
    var twice: UInt32 { UInt32(truncatingIfNeeded: onceAndTwice >> 32) }

    /// A lower bound of the cost of turning a word with these counts into one with `other`'s.
    @inline(__always) func bound(to other: LetterCounts) -> Int {
        var shared = (onceAndTwice & other.onceAndTwice).nonzeroBitCount
        let bothThrice = thrice & other.thrice
        if bothThrice != 0 { shared += bothThrice.nonzeroBitCount }
        let extra = total - shared
        let missing = other.total - shared
        return Self.substitution * min(extra, missing) + Self.indel * abs(extra - missing)
    }
}
