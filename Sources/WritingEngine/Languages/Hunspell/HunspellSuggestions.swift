import Synchronization

/// Suggestions for a misspelt word.
extension HunspellDictionary {
    /// Up to `limit` corrections for a word, best first; never a NOSUGGEST or forbidden word.
    ///
    /// `REP` and `MAP` hits come first, then single edits ranked by cost (a swap, a dropped or doubled letter, a
    /// wrong vowel and a neighbouring key cost least; letters from `TRY` inserted or substituted cost more); only
    /// when no edit makes a word, as in Hunspell, words alike by n-grams. The work per word is bounded, and the
    /// corrections of a word are remembered (`rememberedSuggestions`).
    public func suggestions(for word: String, limit: Int) -> [String] {
        if let known = rememberedSuggestions(for: word, limit: limit) { return known }
        guard limit > 0, !word.isEmpty, word.utf8.count < HunspellChecker.longestWord else { return [] }
        var suggester = HunspellSuggester(checker: checker, word: checker.inputConversion.apply(word))
        var found = suggester.editSuggestions(limit: limit)
        if found.isEmpty {
            let alike = HunspellNgramSuggester(checker: checker, word: suggester.word).suggestions(limit: limit, excluding: Set(found))
            found += alike.prefix(limit - found.count)
        }
        let corrections = found.map(checker.outputConversion.apply)
        memory.remember(corrections, for: word, limit: limit)
        return corrections
    }

    /// The corrections `suggestions(for:limit:)` found for `word` with at least `limit`, cut to `limit`.
    public func rememberedSuggestions(for word: String, limit: Int) -> [String]? {
        memory.recall(word, limit: limit)
    }
}

/// The corrections a dictionary has found, by word, so that a word is ranked once however many documents and
/// checks meet it. Bounded: past `capacity` words it starts again empty.
final class HunspellSuggestionMemory: Sendable {
    /// The most words remembered.
    static let capacity = 20_000

    private let words = Mutex<[String: (limit: Int, corrections: [String])]>([:])

    func recall(_ word: String, limit: Int) -> [String]? {
        words.withLock { words in
            guard let known = words[word], known.limit >= limit || known.corrections.count < known.limit else { return nil }
            return Array(known.corrections.prefix(limit))
        }
    }

    func remember(_ corrections: [String], for word: String, limit: Int) {
        words.withLock { words in
            if words.count >= Self.capacity { words.removeAll(keepingCapacity: true) }
            words[word] = (limit, corrections)
        }
    }
}
