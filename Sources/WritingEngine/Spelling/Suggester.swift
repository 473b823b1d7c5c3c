/// Ranks corrections for one misspelled word, noisy-channel style: the cost
/// of a candidate is how unlikely the typed word is as a misspelling of it
/// (weighted edit distance, and how differently the two sound) plus how
/// unlikely the candidate is to be written at all (its SCOWL level).
///
/// Candidates are the words of similar length whose first letter the writer
/// could have meant (`InitialLetters`), cut by letter-set difference and by
/// the cost of the best candidates so far; the phonetic term lets words
/// several edits away that sound alike (`sissors` → `scissors`) win.
struct Suggester {
    let checker: SpellChecker
    let index = SuggestionIndex.builtIn

    /// Costs, in tenths of an edit.
    enum Weight {
        /// Per unit of phonetic-key distance.
        static let phonetic = 4

        /// The cost of sounding different; within one edit, at most half of
        /// it: a typing slip (`teh`) changes the sound of a word without
        /// being a spelling by ear.
        @inline(__always) static func soundCost(_ distance: Int, edit: Int) -> Int {
            edit <= EditCost.unit ? min(phonetic * distance, edit / 2) : phonetic * distance
        }
        /// Added when the candidate has capitals (a name, an acronym) and the typed word does not.
        static let capitals = 4
        /// Splitting a run-together word (`alot` → `a lot`): dearer than most
        /// single edits, since two valid words hide inside many misspellings.
        static let split = 12
        /// Prior cost by SCOWL level index (10, 20, 35, 40, 50, 55, 60, 70, 80, 95).
        static let level = [0, 2, 5, 6, 8, 9, 11, 14, 18, 22]
        /// Prior cost by frequency class (4 × Zipf): half a point per class below 20 (Zipf 5).
        static let frequency = (0...32).map { max(0, 20 - $0) / 2 }
        /// Candidates costing more than this are not offered.
        static let ceiling = 55
        /// Nor those costing this much more than the best one: they would be noise.
        static let margin = 12
        /// How far ahead of the runner-up a correction one edit away must be to be confident.
        static let clearLead = 8
    }

    /// The longest word that gets suggestions, in bytes.
    static let longestSuggestible = 2 * SuggestionIndex.maxLength

    func corrections(for word: String, limit: Int) -> SpellingCorrections {
        var word = word
        return word.withUTF8 { bytes in
            withNormalizedApostrophes(bytes) { normalized in
                corrections(utf8: normalized, original: String(decoding: bytes, as: UTF8.self), limit: limit)
            }
        }
    }

    private func corrections(utf8 word: UnsafeBufferPointer<UInt8>, original: String, limit: Int) -> SpellingCorrections {
        // A run of letters longer than two indexed words is no misspelling
        // of a word (a hash, a pasted blob), and ranking it would cost its
        // length squared.
        guard limit > 0, !word.isEmpty, word.count <= Self.longestSuggestible else {
            return SpellingCorrections(suggestions: [], isConfident: false)
        }
        if let hyphen = word.firstIndex(of: 0x2D) {
            return hyphenatedCorrections(word, firstHyphen: hyphen, limit: limit)
        }
        let shape = ASCIICase.shape(word)
        let ranked = withLowercased(word) { rank($0, typedHasCapitals: shape != .lower, limit: limit) }
        var suggestions: [String] = []
        var costs: [Int] = []
        for candidate in ranked {
            let cased =
                shape == .lower || candidate.hasCapitals && shape != .allUpper
                ? candidate.text : ASCIICase.apply(shape, to: candidate.text)
            if cased != original && !suggestions.contains(cased) {
                suggestions.append(cased)
                costs.append(candidate.cost)
            }
            if suggestions.count == limit { break }
        }
        return SpellingCorrections(
            suggestions: suggestions, isConfident: isConfident(ranked, typed: word), isClose: isClose(ranked, typed: word),
            isWithinReach: isWithinReach(ranked, typed: word), costs: costs)
    }

    /// Whether the best candidate is near enough to be the word meant: within
    /// a slip's reach of the typed word (`isWithinReach`), sounding much alike (a spelling by
    /// ear, `sissors` → `scissors`), or any candidate for a long word (nine
    /// letters or more is an attempt at a word more often than a term). A
    /// word close to none is more likely a term or a name the dictionary
    /// lacks than a misspelling.
    private func isClose(_ ranked: [Candidate], typed: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let best = ranked.first else { return false }
        return isWithinReach(ranked, typed: typed) || best.phonetic <= (typed.count <= 5 ? 1 : 2) || typed.count >= 9
    }

    /// Whether the best candidate is within a slip's reach of the typed
    /// word: one edit up to four letters, one and a half up to seven, two beyond.
    private func isWithinReach(_ ranked: [Candidate], typed: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let best = ranked.first else { return false }
        let reach = typed.count <= 4 ? EditCost.unit : typed.count <= 7 ? EditCost.unit * 3 / 2 : EditCost.unit * 2
        return best.edit <= reach
    }

    /// A clear winner, common (SCOWL 50 or below) and well ahead of the
    /// runner-up: one edit away (or only a case change) and `Weight.clearLead`
    /// ahead, or, in a word of eight letters or more, two edits away with no
    /// runner-up within `Weight.margin`, a runner-up that only adds an
    /// apostrophe aside. A case change alone qualifies only for a word of
    /// SCOWL 40 or below or a very common name (`commonCapitalizedLevel`). Words under four letters qualify
    /// only for a case change or two swapped letters (`teh` → `the`).
    ///
    /// How far ahead the runner-up is tells a right first suggestion far
    /// better than how far the typed word is: on halves of the Birkbeck
    /// corpus, each ranked with an error model trained on the other half,
    /// two edits with no runner-up within 12 are right as often (95 %) as
    /// one edit with none within 12, and more often than one edit with a
    /// runner-up 8 behind (80 %). Under eight letters, two edits are too
    /// few to tell.
    private func isConfident(_ ranked: [Candidate], typed: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let best = ranked.first, best.edit <= 2 * EditCost.unit, best.levelIndex <= 4,
            typed.count >= 4 || best.edit == 0 || Self.isSwap(typed, best.text),
            best.edit > 0 || best.levelIndex <= Self.commonCapitalizedLevel || best.frequency >= Self.commonNameFrequency
        else { return false }
        // Two swapped letters of a three-letter word giving one of the commonest
        // words is the classic typo; a longer word swapped is held to the runner-up
        // like any other (`queit` is `quiet` or `quite`, `flok` `folk` or `flock`).
        if best.levelIndex == 0, typed.count < 4, Self.isSwap(typed, best.text) { return true }
        // A runner-up that is the best with an apostrophe (`exception's`
        // after `exceptions`) is the same word to a writer who typed none.
        let typedApostrophe = typed.contains(0x27)
        // Nor is a runner-up that is the best in another form, with an ending
        // the typed word lacks or without one it has (`references` and
        // `reference` for `refereence`, `class` and `classes` for `clases`):
        // the typed ending tells which form is meant.
        let typedText = String(decoding: typed, as: UTF8.self).lowercased()
        let runnerUp = ranked.dropFirst().first {
            (typedApostrophe || !Self.isApostropheTwin($0.text, of: best.text))
                && !Self.isFormTwin($0.text, of: best.text, typed: typedText)
        }
        let lead = runnerUp.map { $0.cost - best.cost } ?? .max
        if best.edit <= EditCost.unit { return lead >= Weight.clearLead }
        return typed.count >= 8 && lead >= Weight.margin
    }

    /// The highest level index (SCOWL 40) of a capitalised word that a case
    /// change alone may confidently give: languages, peoples, days and
    /// months (`japanese` → `Japanese`), not the names of people and
    /// products SCOWL lists at 50 (`jessie`, a release name, stays as
    /// written), unless the name is as common as `commonNameFrequency`.
    static let commonCapitalizedLevel = 3

    /// The least frequency class (Zipf 4.75) of a name of SCOWL 50 that a
    /// case change alone may confidently give (`london` → `London`): rarer
    /// names (`Jessie`, `Debian`) are written in lowercase on purpose as often.
    static let commonNameFrequency = 19

    /// Whether `other` is `word` with apostrophes added or moved (`exception's`, `exceptions`).
    static func isApostropheTwin(_ other: String, of word: String) -> Bool {
        other.utf8.contains(0x27) && other.utf8.filter { $0 != 0x27 }.elementsEqual(word.utf8.filter { $0 != 0x27 })
    }

    /// Whether `other` is `best` with an inflectional ending while `typed`
    /// ends as `best` ends (its last two letters: `refereence` and
    /// `reference`, not `slighlt` and `slight`, where `slightly` may be
    /// meant), or `best` is `other` with an ending `typed` ends with: the
    /// same word in the other form, which the typed ending rules out.
    static func isFormTwin(_ other: String, of best: String, typed: String) -> Bool {
        let other = other.lowercased()
        let best = best.lowercased()
        return inflections.contains { ending in
            other == best + ending && best.utf8.count >= 2 && typed.hasSuffix(best.suffix(2)) && !typed.hasSuffix(ending)
                || best == other + ending && typed.hasSuffix(ending)
        }
    }

    /// Endings that inflect a word: its plural, past, participles, adverb.
    private static let inflections = ["s", "es", "d", "ed", "ing", "ly"]

    /// Whether `candidate` is `typed` with two neighbouring letters swapped.
    static func isSwap(_ typed: UnsafeBufferPointer<UInt8>, _ candidate: String) -> Bool {
        let other = Array(candidate.utf8)
        guard other.count == typed.count else { return false }
        let differing = (0..<other.count).filter { ASCIICase.lower(typed[$0]) != ASCIICase.lower(other[$0]) }
        return differing.count == 2 && differing[1] == differing[0] + 1
            && ASCIICase.lower(typed[differing[0]]) == ASCIICase.lower(other[differing[1]])
            && ASCIICase.lower(typed[differing[1]]) == ASCIICase.lower(other[differing[0]])
    }

    /// Corrects the first misspelled part of a hyphenated word and keeps the rest.
    private func hyphenatedCorrections(_ word: UnsafeBufferPointer<UInt8>, firstHyphen: Int, limit: Int) -> SpellingCorrections {
        var start = 0
        for end in firstHyphen...word.count where end == word.count || word[end] == 0x2D {
            let part = UnsafeBufferPointer(rebasing: word[start..<end])
            if !part.isEmpty && !checker.isCorrect(utf8: part) {
                let inner = corrections(utf8: part, original: String(decoding: part, as: UTF8.self), limit: limit)
                let head = String(decoding: word[0..<start], as: UTF8.self)
                let tail = String(decoding: word[end...], as: UTF8.self)
                return SpellingCorrections(
                    suggestions: inner.suggestions.map { head + $0 + tail }, isConfident: inner.isConfident, isClose: inner.isClose,
                    isWithinReach: inner.isWithinReach, costs: inner.costs)
            }
            start = end + 1
        }
        return SpellingCorrections(suggestions: [], isConfident: false)
    }

    struct Candidate {
        var text: String
        var cost: Int
        var edit: Int
        /// Distance between the phonetic keys of the typed word and the candidate (`KeyDistance`).
        var phonetic: Int
        var levelIndex: Int
        /// Four times the Zipf frequency; breaks ties between equal costs.
        var frequency: Int
        var hasCapitals: Bool
    }

    /// The best candidates for the lowercase `typed`, cheapest first.
    private func rank(_ typed: UnsafeBufferPointer<UInt8>, typedHasCapitals: Bool, limit: Int) -> [Candidate] {
        let typedWord = TypedWord(typed)
        let keep = limit + 3
        var best: [Scored] = []
        best.reserveCapacity(keep + 1)
        var ceiling = Weight.ceiling
        let typedKey = PhoneticKey.of(typed)
        let candidates = shortlist(typed, typedHasCapitals: typedHasCapitals)
        typedKey.withUnsafeBufferPointer { typedKey in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { lowered in
                // Cheapest lower bound first: once a bound passes the ceiling, so do all the rest.
                for candidate in candidates {
                    guard candidate.bound <= ceiling else { break }
                    let entry = Int(candidate.entry)
                    let prior = Int(candidate.prior)
                    let letters = Int(candidate.letters)
                    // The sound of the word only raises the bound: `soundCost` of any edit cost from `letters` up is at least its value at `letters`.
                    let phonetic = KeyDistance.distance(typedKey, index.key(entry))
                    guard prior + letters + Weight.soundCost(phonetic, edit: letters) <= ceiling else { continue }
                    let word = index.word(entry)
                    guard word.count <= lowered.count else { continue }
                    for k in 0..<word.count { lowered[k] = ASCIICase.lower(word[k]) }
                    let candidate = UnsafeBufferPointer(rebasing: lowered[0..<word.count])
                    // Past one edit the full sound cost applies; within one edit, it is capped.
                    let limit = max(ceiling - prior - Weight.phonetic * phonetic, min(EditCost.unit, ceiling - prior))
                    let edit = EditCost.distance(typedWord, candidate, limit: limit)
                    let cost = edit + prior + Weight.soundCost(phonetic, edit: edit)
                    guard cost <= ceiling else { continue }
                    insert(Scored(cost: cost, edit: edit, phonetic: phonetic, entry: entry), into: &best, keep: keep)
                    if best.count == keep { ceiling = best[best.count - 1].cost }
                    ceiling = min(ceiling, best[0].cost + Weight.margin)
                }
            }
        }
        var ranked = best.map { item in
            Candidate(
                text: index.spelling(item.entry), cost: item.cost, edit: item.edit, phonetic: item.phonetic,
                levelIndex: Int(index.levelIndexes[item.entry]), frequency: Int(index.frequencies[item.entry]),
                hasCapitals: index.hasCapitals[item.entry])
        }
        ranked.append(contentsOf: splits(typed))
        ranked.sort { ($0.cost, -$0.frequency, $0.levelIndex) < ($1.cost, -$1.frequency, $1.levelIndex) }
        return ranked
    }

    /// An entry worth scoring, with a lower bound of its cost that leaves out sound.
    struct ShortlistItem {
        var entry: Int32
        /// `prior + letters`.
        var bound: UInt8
        /// A lower bound of the edit cost from the letters the two words do not share (`LetterCounts`).
        var letters: UInt8
        var prior: UInt8
    }

    /// Entries worth scoring, sorted by a lower bound of their cost that leaves
    /// out sound (`rank` adds it, since the phonetic distance is dearer to compute).
    private func shortlist(_ typed: UnsafeBufferPointer<UInt8>, typedHasCapitals: Bool) -> [ShortlistItem] {
        let typedCounts = LetterCounts(typed)
        let typedSet = typedCounts.once
        let initials = InitialLetters.candidates(forTyped: typed[0])
        let n = typed.count
        let maxLengthGap = n <= 4 ? 2 : 3
        let maxLetterSetGap = n <= 4 ? 4 : 6
        let bit = checker.dialectBit
        var found: [ShortlistItem] = []
        found.reserveCapacity(4096)
        var counts = [Int](repeating: 0, count: Weight.ceiling + 2)
        // A word far longer than any dictionary word has no candidates.
        guard n - maxLengthGap <= SuggestionIndex.maxLength else { return [] }
        let lengths = max(1, n - maxLengthGap)...min(SuggestionIndex.maxLength, n + maxLengthGap)
        let letterCounts = index.letterCounts.baseAddress!
        let dialects = index.dialects.baseAddress!
        // The prior cost of an entry (frequency, level and casing), from tables read once rather than per entry.
        let frequencyCosts = Weight.frequency
        let levelCosts = Weight.level
        let capitalsCost = typedHasCapitals ? 0 : Weight.capitals
        for group in 0..<SuggestionIndex.letterGroups {
            let isOther = group == SuggestionIndex.letterGroups - 1
            let groupBit: UInt32 = isOther ? ~0 : 1 << UInt32(group)
            let bySound = isOther ? initials.bySound == ~0 : initials.bySound & groupBit != 0
            guard bySound || initials.byKeyboard & groupBit != 0 else { continue }
            let maxGap = bySound ? maxLetterSetGap : 2
            for length in lengths where bySound || abs(length - n) <= 1 {
                let lengthGap = abs(length - n)
                for i in index.entries(group: group, length: length) where dialects[i] & bit != 0 {
                    let candidateCounts = letterCounts[i]
                    // Letters only one of the two words has.
                    guard (typedSet ^ candidateCounts.once).nonzeroBitCount <= maxGap else { continue }
                    let prior =
                        frequencyCosts[Int(index.frequencies[i])] + levelCosts[Int(index.levelIndexes[i])]
                        + (index.hasCapitals[i] ? capitalsCost : 0)
                    // Each letter missing from one side costs at least a cheap insertion or deletion.
                    let letters = max(LetterCounts.indel * lengthGap, typedCounts.bound(to: candidateCounts))
                    let bound = prior + letters
                    guard bound <= Weight.ceiling else { continue }
                    found.append(ShortlistItem(entry: Int32(i), bound: UInt8(bound), letters: UInt8(letters), prior: UInt8(prior)))
                    counts[bound + 1] += 1
                }
            }
        }
        // Counting sort by bound (stable: ties stay in index order).
        for b in 1..<counts.count { counts[b] += counts[b - 1] }
        return [ShortlistItem](unsafeUninitializedCapacity: found.count) { sorted, count in
            for item in found {
                let b = Int(item.bound)
                sorted[counts[b]] = item
                counts[b] += 1
            }
            count = found.count
        }
    }

    /// A scored entry of the word list.
    private struct Scored {
        var cost: Int
        var edit: Int
        var phonetic: Int
        var entry: Int
    }

    private func insert(_ item: Scored, into best: inout [Scored], keep: Int) {
        var position = best.count
        while position > 0 && best[position - 1].cost > item.cost { position -= 1 }
        guard position < keep else { return }
        best.insert(item, at: position)
        if best.count > keep { best.removeLast() }
    }

    /// Two common words written together (`alot` → `a lot`, `infact` → `in fact`).
    private func splits(_ typed: UnsafeBufferPointer<UInt8>) -> [Candidate] {
        guard typed.count >= 3 else { return [] }
        var result: [Candidate] = []
        for cut in 1..<typed.count {
            let left = UnsafeBufferPointer(rebasing: typed[0..<cut])
            let right = UnsafeBufferPointer(rebasing: typed[cut...])
            guard let l = commonWordLevel(left), let r = commonWordLevel(right) else { continue }
            let frequency = min(frequencyClass(left), frequencyClass(right))
            let text = String(decoding: left, as: UTF8.self) + " " + String(decoding: right, as: UTF8.self)
            let cost = Weight.split + Weight.level[l] + Weight.level[r]
            result.append(
                Candidate(
                    text: text, cost: cost, edit: EditCost.unit, phonetic: 0, levelIndex: max(l, r), frequency: frequency,
                    hasCapitals: false))
        }
        return result
    }

    /// Four times the Zipf frequency of a word known in this dialect, else 0.
    private func frequencyClass(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        checker.entry(word).map(checker.words.frequencyClass(at:)) ?? 0
    }

    /// The level index of a lowercase word common enough to stand in a split (SCOWL 20 or below).
    private func commonWordLevel(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        if word.count == 1 && word[0] != 0x61 && word[0] != 0x69 { return nil }
        guard let offset = checker.entry(word) else { return nil }
        let level = checker.words.levelIndex(at: offset)
        return level <= 1 ? level : nil
    }
}

/// Plain Levenshtein distance between two short phonetic keys, capped at 3.
enum KeyDistance {
    static let cap = 3

    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let n = a.count
        let m = b.count
        if abs(n - m) >= cap { return cap }
        if n == 0 || m == 0 { return min(cap, max(n, m)) }
        if n == m {
            var k = 0
            while k < n && a[k] == b[k] { k += 1 }
            if k == n { return 0 }
        }
        // Keys are short: rows fit on the stack.
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 2 * (m + 1)) { rows in
            var previous = rows.baseAddress!
            var current = previous + (m + 1)
            for j in 0...m { previous[j] = UInt16(j) }
            for i in 1...n {
                let ca = a[i - 1]
                current[0] = UInt16(i)
                var rowMin = current[0]
                for j in 1...m {
                    let substitution = previous[j - 1] &+ (ca == b[j - 1] ? 0 : 1)
                    let value = min(substitution, previous[j] &+ 1, current[j - 1] &+ 1)
                    current[j] = value
                    rowMin = min(rowMin, value)
                }
                // Values never fall from one row to the next.
                if Int(rowMin) >= cap { return cap }
                swap(&previous, &current)
            }
            return min(cap, Int(previous[m]))
        }
    }
}
