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
    /// letter) that no common word has, which `fix` does not part by a
    /// letter put between them (a letter left out, `reqest` → `request`,
    /// `fixd` → `fixed`, parts its neighbours; a handle stays apart from
    /// its correction, `midx` → `mix`). Letters are read in lowercase; a
    /// character other than an ASCII letter parts the word, and the start
    /// and end of a part count only at the word's own.
    func hasUncommonPair(_ word: String, unlessPartedIn fix: String) -> Bool {
        let typed = Array(word.lowercased().utf8)
        let fixed = Array(fix.lowercased().utf8)
        func isParted(at i: Int) -> Bool {
            i + 1 < typed.count && i + 2 < fixed.count && fixed[i] == typed[i] && fixed[i + 2] == typed[i + 1]
                && fixed[..<i].elementsEqual(typed[..<i])
        }
        var previous: Int? = Self.boundary
        for (i, c) in typed.enumerated() {
            guard c >= 0x61, c <= 0x7A else {
                previous = nil
                continue
            }
            let letter = Int(c &- 0x61)
            if let previous, seen[previous] & (1 << UInt32(letter)) == 0, previous == Self.boundary || !isParted(at: i - 1) {
                return true
            }
            previous = letter
        }
        if let previous, seen[previous] & (1 << UInt32(Self.boundary)) == 0 { return true }
        return false
    }
}
