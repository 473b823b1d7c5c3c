/// The pairs of letters the common words of the dictionary have, with the
/// start and the end of a word counted as a letter each (`^q`, `x$`).
///
/// A misspelling with a pair no common word has is rarely an attempt at a
/// word: it is a handle, an identifier or a name (`darkxst`, `midx`,
/// `pgx`), so no correction of it is certain. About one slip in a hundred
/// of the Birkbeck corpus has such a pair.
struct LetterPairs: Sendable {
    /// Bit `b` of `seen[a]` is set when a common word has letter `b` after letter `a`
    /// (0…25 the letters, 26 a word's start or end).
    private let seen: [UInt32]

    /// The pairs of the common words of the built-in list
    /// (`SpellChecker.commonWordLevel`) written in lowercase letters only;
    /// made on first use.
    static let common = LetterPairs(WordList.builtIn)

    private static let boundary = 26

    init(_ list: WordList) {
        var seen = [UInt32](repeating: 0, count: 27)
        let highest = WordList.levels.lastIndex { $0 <= SpellChecker.commonWordLevel }!
        list.forEachRecord { offset, word in
            guard list.levelIndex(at: offset) <= highest, word.allSatisfy(ASCIICase.isLower) else { return }
            var previous = Self.boundary
            for c in word {
                let letter = Int(c &- 0x61)
                seen[previous] |= 1 << UInt32(letter)
                previous = letter
            }
            seen[previous] |= 1 << UInt32(Self.boundary)
        }
        self.seen = seen
    }

    /// Whether `word` has two neighbouring letters (or a first or last
    /// letter) that no common word has. Letters are read in lowercase; a
    /// character other than an ASCII letter parts the word, and the
    /// start and end of a part count only at the word's own.
    func hasUncommonPair(_ word: String) -> Bool {
        var previous: Int? = Self.boundary
        for c in word.utf8 {
            let lower = c | 0x20
            guard lower >= 0x61, lower <= 0x7A, c < 0x80 else {
                previous = nil
                continue
            }
            let letter = Int(lower &- 0x61)
            if let previous, seen[previous] & (1 << UInt32(letter)) == 0 { return true }
            previous = letter
        }
        if let previous, seen[previous] & (1 << UInt32(Self.boundary)) == 0 { return true }
        return false
    }
}
