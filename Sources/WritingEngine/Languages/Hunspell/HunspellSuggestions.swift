/// Suggestions for a misspelt word.
extension HunspellDictionary {
    /// Up to `limit` corrections for a word, best first; never a NOSUGGEST or forbidden word.
    public func suggestions(for word: String, limit: Int) -> [String] {
        []
    }
}
