/// Suggestions for a misspelt word.
extension HunspellDictionary {
    /// Up to `limit` corrections for a word, best first; never a NOSUGGEST or forbidden word.
    ///
    /// `REP` and `MAP` hits come first, then single edits ranked by cost (a swap, a dropped or doubled letter, a
    /// wrong vowel and a neighbouring key cost least; letters from `TRY` inserted or substituted cost more); only
    /// when no edit makes a word, as in Hunspell, words alike by n-grams. The work per word is bounded.
    public func suggestions(for word: String, limit: Int) -> [String] {
        guard limit > 0, !word.isEmpty, word.utf8.count < HunspellChecker.longestWord else { return [] }
        var suggester = HunspellSuggester(checker: checker, word: checker.inputConversion.apply(word))
        var found = suggester.editSuggestions(limit: limit)
        if found.isEmpty {
            let alike = HunspellNgramSuggester(checker: checker, word: suggester.word).suggestions(limit: limit, excluding: Set(found))
            found += alike.prefix(limit - found.count)
        }
        return found.map(checker.outputConversion.apply)
    }
}
