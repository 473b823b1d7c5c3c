/// Spelling knowledge for a language other than English: a Hunspell
/// dictionary, or a word list in tests.
public protocol SpellingDictionary: Sendable {
    /// Whether `word`, as written in text, is correctly spelled.
    func isCorrect(_ word: String) -> Bool
    /// Corrections for `word`, best first, at most `limit`.
    func suggestions(for word: String, limit: Int) -> [String]
    /// The corrections `suggestions(for:limit:)` made for `word` before, if
    /// the dictionary remembers them: ranking is the dear part of spelling,
    /// so a proofreader ranks a word anew only when this is nil.
    func rememberedSuggestions(for word: String, limit: Int) -> [String]?
}

extension SpellingDictionary {
    /// A dictionary that remembers nothing.
    public func rememberedSuggestions(for word: String, limit: Int) -> [String]? { nil }
}
