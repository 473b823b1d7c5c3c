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
    }

    func corrections(for word: String, limit: Int) -> SpellingCorrections {
        var word = word
        return word.withUTF8 { bytes in
            withNormalizedApostrophes(bytes) { normalized in
                corrections(utf8: normalized, original: String(decoding: bytes, as: UTF8.self), limit: limit)
            }
        }
    }

    private func corrections(utf8 word: UnsafeBufferPointer<UInt8>, original: String, limit: Int) -> SpellingCorrections {
        guard limit > 0, !word.isEmpty else { return SpellingCorrections(suggestions: [], isConfident: false) }
        if let hyphen = word.firstIndex(of: 0x2D) {
            return hyphenatedCorrections(word, firstHyphen: hyphen, limit: limit)
        }
        let shape = ASCIICase.shape(word)
        let ranked = withLowercased(word) { rank($0, typedHasCapitals: shape != .lower, limit: limit) }
        var suggestions: [String] = []
        for candidate in ranked {
            let cased = shape == .lower || candidate.hasCapitals && shape != .allUpper
                ? candidate.text : ASCIICase.apply(shape, to: candidate.text)
            if cased != original && !suggestions.contains(cased) { suggestions.append(cased) }
            if suggestions.count == limit { break }
        }
        return SpellingCorrections(suggestions: suggestions, isConfident: isConfident(ranked, typed: word))
    }

    /// A clear winner: one edit away (or only a case change), common, and well ahead of the runner-up.
    /// Words under four letters qualify only for a case change or two swapped letters (`teh` → `the`).
    private func isConfident(_ ranked: [Candidate], typed: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let best = ranked.first, best.edit <= EditCost.unit, best.levelIndex <= 4,
            typed.count >= 4 || best.edit == 0 || Self.isSwap(typed, best.text)
        else { return false }
        // Two swapped letters giving one of the commonest words is the classic typo.
        if best.levelIndex == 0, Self.isSwap(typed, best.text) { return true }
        guard ranked.count > 1 else { return true }
        return ranked[1].cost - best.cost >= 8
    }

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
                return SpellingCorrections(suggestions: inner.suggestions.map { head + $0 + tail }, isConfident: inner.isConfident)
            }
            start = end + 1
        }
        return SpellingCorrections(suggestions: [], isConfident: false)
    }

    struct Candidate {
        var text: String
        var cost: Int
        var edit: Int
        var levelIndex: Int
        /// Four times the Zipf frequency; breaks ties between equal costs.
        var frequency: Int
        var hasCapitals: Bool
    }

    /// The best candidates for the lowercase `typed`, cheapest first.
    private func rank(_ typed: UnsafeBufferPointer<UInt8>, typedHasCapitals: Bool, limit: Int) -> [Candidate] {
        let typedWord = TypedWord(typed)
        let keep = limit + 3
        var best: [(cost: Int, edit: Int, entry: Int)] = []
        var ceiling = Weight.ceiling
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { lowered in
            // Cheapest lower bound first: once a bound passes the ceiling, so do all the rest.
            for (entry, bound, phonetic) in shortlist(typed, typedHasCapitals: typedHasCapitals) {
                guard bound <= ceiling else { break }
                let word = index.word(entry)
                guard word.count <= lowered.count else { continue }
                for k in 0..<word.count { lowered[k] = ASCIICase.lower(word[k]) }
                let candidate = UnsafeBufferPointer(rebasing: lowered[0..<word.count])
                let prior = prior(entry, typedHasCapitals: typedHasCapitals)
                // Past one edit the full sound cost applies; within one edit, it is capped.
                let limit = max(ceiling - prior - Weight.phonetic * phonetic, min(EditCost.unit, ceiling - prior))
                let edit = EditCost.distance(typedWord, candidate, limit: limit)
                let cost = edit + prior + Weight.soundCost(phonetic, edit: edit)
                guard cost <= ceiling else { continue }
                insert((cost, edit, entry), into: &best, keep: keep)
                if best.count == keep { ceiling = best[best.count - 1].cost }
                ceiling = min(ceiling, best[0].cost + Weight.margin)
            }
        }
        var ranked = best.map { item in
            Candidate(
                text: index.spelling(item.entry), cost: item.cost, edit: item.edit,
                levelIndex: Int(index.levelIndexes[item.entry]), frequency: Int(index.frequencies[item.entry]),
                hasCapitals: index.hasCapitals[item.entry])
        }
        ranked.append(contentsOf: splits(typed))
        ranked.sort { ($0.cost, -$0.frequency, $0.levelIndex) < ($1.cost, -$1.frequency, $1.levelIndex) }
        return ranked
    }

    /// Frequency and casing cost of entry `i`: SCOWL level and corpus frequency both count.
    @inline(__always) private func prior(_ i: Int, typedHasCapitals: Bool) -> Int {
        Weight.frequency[Int(index.frequencies[i])] + Weight.level[Int(index.levelIndexes[i])]
            + (index.hasCapitals[i] && !typedHasCapitals ? Weight.capitals : 0)
    }

    /// Entries worth scoring, sorted by a lower bound of their cost, with
    /// the phonetic distance of their key from the typed word's.
    private func shortlist(_ typed: UnsafeBufferPointer<UInt8>, typedHasCapitals: Bool) -> [(Int, Int, Int)] {
        let typedKey = PhoneticKey.of(typed)
        let typedSet = SuggestionIndex.letterSet(typed)
        let initials = InitialLetters.candidates(forTyped: typed[0])
        let n = typed.count
        let maxLengthGap = n <= 4 ? 2 : 3
        let maxLetterSetGap = n <= 4 ? 4 : 6
        let bit = checker.dialectBit
        var found: [(Int, Int, Int)] = []
        var counts = [Int](repeating: 0, count: Weight.ceiling + 2)
        // A word far longer than any dictionary word has no candidates.
        guard n - maxLengthGap <= SuggestionIndex.maxLength else { return [] }
        let lengths = max(1, n - maxLengthGap)...min(SuggestionIndex.maxLength, n + maxLengthGap)
        typedKey.withUnsafeBufferPointer { typedKey in
            for group in 0..<SuggestionIndex.letterGroups {
                let isOther = group == SuggestionIndex.letterGroups - 1
                let groupBit: UInt32 = isOther ? ~0 : 1 << UInt32(group)
                let bySound = isOther ? initials.bySound == ~0 : initials.bySound & groupBit != 0
                guard bySound || initials.byKeyboard & groupBit != 0 else { continue }
                for length in lengths where bySound || abs(length - n) <= 1 {
                    let lengthGap = abs(length - n)
                    for i in index.entries(group: group, length: length) where index.dialects[i] & bit != 0 {
                        let extra = (typedSet & ~index.letterSets[i]).nonzeroBitCount
                        let missing = (index.letterSets[i] & ~typedSet).nonzeroBitCount
                        guard extra + missing <= (bySound ? maxLetterSetGap : 2) else { continue }
                        let prior = prior(i, typedHasCapitals: typedHasCapitals)
                        // Each letter missing from one side costs at least a cheap insertion or deletion.
                        let letters = 4 * max(extra, missing, lengthGap)
                        guard prior + letters <= Weight.ceiling else { continue }
                        let phonetic = KeyDistance.distance(typedKey, index.key(i))
                        // `soundCost` of any edit cost from `letters` up is at least its value at `letters`.
                        let bound = prior + letters + Weight.soundCost(phonetic, edit: letters)
                        guard bound <= Weight.ceiling else { continue }
                        found.append((i, bound, phonetic))
                        counts[bound + 1] += 1
                    }
                }
            }
        }
        // Counting sort by bound.
        for b in 1..<counts.count { counts[b] += counts[b - 1] }
        var sorted = found
        for item in found {
            sorted[counts[item.1]] = item
            counts[item.1] += 1
        }
        return sorted
    }

    private func insert(_ item: (cost: Int, edit: Int, entry: Int), into best: inout [(cost: Int, edit: Int, entry: Int)], keep: Int) {
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
                Candidate(text: text, cost: cost, edit: EditCost.unit, levelIndex: max(l, r), frequency: frequency, hasCapitals: false))
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
    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        if a.elementsEqual(b) { return 0 }
        let n = a.count
        let m = b.count
        if abs(n - m) >= 3 { return 3 }
        if n == 0 || m == 0 { return min(3, max(n, m)) }
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (m + 1)) { rows in
            var previous = rows.baseAddress!
            var current = previous + (m + 1)
            for j in 0...m { previous[j] = j }
            for i in 1...n {
                current[0] = i
                for j in 1...m {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                }
                swap(&previous, &current)
            }
            return min(3, previous[m])
        }
    }
}
