/// Spelling knowledge for a language other than English: a Hunspell
/// dictionary, or a word list in tests.
public protocol SpellingDictionary: Sendable {
    /// Whether `word`, as written in text, is correctly spelled.
    func isCorrect(_ word: String) -> Bool
    /// Corrections for `word`, best first, at most `limit`.
    func suggestions(for word: String, limit: Int) -> [String]
}
