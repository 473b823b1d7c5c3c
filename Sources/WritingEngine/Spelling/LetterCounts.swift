/// How many of each letter a typed word has, for a lower bound of its edit
/// cost to a candidate that is far cheaper to compute than the edit cost.
///
/// Letters the candidate has beyond the typed word's must be inserted or
/// substituted in; letters the typed word has in excess must be deleted or
/// substituted away. A substitution settles one of each for at least
/// `substitution`, an insertion or deletion one for at least `indel`.
struct LetterCounts {
    /// Cheapest substitution between two different letters (vowels, sound-alike pairs).
    static let substitution = 6
    /// Cheapest insertion or deletion of a letter (a doubled letter).
    static let indel = 4

    /// One byte per letter `a`…`z`.
    private let counts: (UInt64, UInt64, UInt64, UInt64)
    private let letterCount: Int

    /// `word` in ASCII lowercase; bytes other than `a`…`z` are not counted.
    init(_ word: UnsafeBufferPointer<UInt8>) {
        var counts: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &counts) { counts in
            for c in word where c &- 0x61 < 26 {
                counts[Int(c &- 0x61)] &+= 1
                n += 1
            }
        }
        self.counts = counts
        letterCount = n
    }

    /// A lower bound of the cost of turning the typed word into `candidate` (letters in either case).
    func bound(_ candidate: UnsafeBufferPointer<UInt8>) -> Int {
        var remaining = counts
        var missing = 0
        var candidateLetters = 0
        withUnsafeMutableBytes(of: &remaining) { remaining in
            for c in candidate where (c | 0x20) &- 0x61 < 26 {
                let k = Int((c | 0x20) &- 0x61)
                if remaining[k] == 0 { missing += 1 } else { remaining[k] &-= 1 }
                candidateLetters += 1
            }
        }
        let extra = letterCount - (candidateLetters - missing)
        return Self.substitution * min(extra, missing) + Self.indel * abs(extra - missing)
    }
}
