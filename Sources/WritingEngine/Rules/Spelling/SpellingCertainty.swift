/// Whether a correction keeps the parts of the word it corrects, as a fix
/// applied without asking must: only the slip changes, never what the word
/// is made of or what it means.
enum SpellingCertainty {
    /// Whether `fix`, the best correction of the misspelling `word`, keeps
    /// its parts: its negation (`keepsNegation`), the other parts of a
    /// compound (`keepsCompound`), its dialect (`keepsDialect`), and no name
    /// comes of a plain word (`makesAName`); and `word` reads as an attempt
    /// at a word, not a handle or an identifier (`LetterPairs`).
    static func keepsParts(of word: String, in fix: String, spelling: SpellChecker) -> Bool {
        keepsNegation(word, fix, spelling: spelling) && keepsCompound(word, fix, spelling: spelling)
            && keepsDialect(word, fix, spelling: spelling) && !makesAName(word, fix, spelling: spelling)
            && !LetterPairs.common.hasUncommonPair(word, unlessPartedIn: fix)
    }

    /// Prefixes that negate the word they open, longest first.
    static let negatingPrefixes = ["non", "dis", "un", "in", "im", "il", "ir"]

    /// Whether `fix` neither drops nor adds a negating prefix. A word opened
    /// by one that the fix drops is read as negated when the prefix before
    /// the fix makes a word (`unsorded` is `unsorted`, not `sorted`;
    /// `inthusiastic` is `enthusiastic`, there being no `inenthusiastic`). A
    /// fix opened by one adds it when the rest of the fix is a word nearer
    /// the typed word than the fix is, or as near (`nable` may be `able`
    /// as well as `unable`). Either would reverse the meaning.
    static func keepsNegation(_ word: String, _ fix: String, spelling: SpellChecker) -> Bool {
        let typed = word.lowercased()
        let fixed = fix.lowercased()
        if let prefix = negatingPrefixes.first(where: { typed.hasPrefix($0) && typed.utf8.count >= $0.utf8.count + 3 }) {
            return fixed.hasPrefix(prefix) || !spelling.isCorrect(prefix + fixed)
        }
        guard let prefix = negatingPrefixes.first(where: fixed.hasPrefix) else { return true }
        let rest = String(fixed.dropFirst(prefix.count))
        return !spelling.isCorrect(rest) || editDistance(typed, rest) > editDistance(typed, fixed)
    }

    /// Whether a fix inside a hyphenated compound changes one part of five
    /// letters or more while every other part is a common lowercase word
    /// and no name (`well-knwon` → `well-known`). A part that is a name,
    /// code, a clipped word or a prefix makes the compound a term of its own
    /// (`util-linux`, `pre-Eglot`, `pre-aut-gc`): its parts are not slips of words.
    static func keepsCompound(_ word: String, _ fix: String, spelling: SpellChecker) -> Bool {
        guard word.utf8.contains(0x2D) else { return true }
        let typedParts = word.split(separator: "-", omittingEmptySubsequences: false)
        let fixedParts = fix.split(separator: "-", omittingEmptySubsequences: false)
        guard typedParts.count == fixedParts.count else { return false }
        var changed = 0
        for (typed, fixed) in zip(typedParts, fixedParts) {
            if typed == fixed {
                let part = String(typed)
                let name = part.prefix(1).uppercased() + part.dropFirst()
                guard part.utf8.allSatisfy(ASCIICase.isLower), spelling.isCorrect(part), spelling.isCommonWord(part),
                    !spelling.lists(name)
                else { return false }
            } else {
                changed += 1
                guard typed.utf8.count >= 5 else { return false }
            }
        }
        return changed == 1
    }

    /// Whether `fix` keeps the dialect the word is written in: a slip in a
    /// word of another dialect is not respelled in this one
    /// (`recogonisable` → `recognizable`, `colourfull` → `colorful`): the
    /// word is nearer the other dialect's spelling of the fix than the fix.
    static func keepsDialect(_ word: String, _ fix: String, spelling: SpellChecker) -> Bool {
        let typedParts = word.lowercased().split(separator: "-")
        let fixedParts = fix.lowercased().split(separator: "-")
        guard typedParts.count == fixedParts.count else { return true }
        return zip(typedParts, fixedParts).allSatisfy { keepsPartDialect(String($0), String($1), spelling: spelling) }
    }

    /// `keepsDialect` for one part of a word.
    private static func keepsPartDialect(_ typed: String, _ fixed: String, spelling: SpellChecker) -> Bool {
        let distance = editDistance(typed, fixed)
        for (british, american) in dialectPairs {
            let (theirs, ours) = spelling.dialect == .americanEnglish ? (british, american) : (american, british)
            guard typed.contains(theirs), fixed.contains(ours) else { continue }
            let counterpart = fixed.replacingOccurrences(of: ours, with: theirs)
            if editDistance(typed, counterpart) < distance, spelling.isOtherDialectSpelling(counterpart) { return false }
        }
        return true
    }

    /// Spellings that tell British English from American English inside a word.
    private static let dialectPairs = [("is", "iz"), ("ys", "yz"), ("our", "or"), ("tre", "ter")]

    /// Whether `fix` makes a name of a lowercase word (`emacs` → `Emacs`,
    /// `linus` → `Linux`): a lowercase word may be the command, the package
    /// or the term the name stands for. A case change alone to a language,
    /// a people, a day or a month (SCOWL 40 or below: `japanese`, `monday`)
    /// is no name of that kind.
    static func makesAName(_ word: String, _ fix: String, spelling: SpellChecker) -> Bool {
        guard let first = fix.utf8.first, ASCIICase.isUpper(first), let typed = word.utf8.first, !ASCIICase.isUpper(typed) else {
            return false
        }
        return fix.lowercased() != word.lowercased() || (spelling.frequencyLevel(fix) ?? .max) > 40
    }

    /// The number of letters added, dropped, changed or swapped with a
    /// neighbour to make `a` into `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8)
        let b = Array(b.utf8)
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], previous2[j - 2] + 1) }
            }
            previous2 = previous
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
