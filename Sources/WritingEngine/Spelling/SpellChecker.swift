/// Spelling knowledge for one dialect: which words are correct and what to suggest.
///
/// (Being replaced by the word-list implementation.)
public final class SpellChecker: Sendable {
    public let dialect: Dialect

    init(dialect: Dialect) { self.dialect = dialect }

    /// The shared checker for `dialect`, loaded once.
    public static func shared(for dialect: Dialect) -> SpellChecker { SpellChecker(dialect: dialect) }

    /// Whether `word`, as written in text, is correctly spelled.
    public func isCorrect(_ word: String) -> Bool { true }

    /// Replacement candidates for `word`, best first, in the casing of the original.
    public func suggestions(for word: String, limit: Int = 5) -> [String] { [] }

    /// SCOWL size level of `word` (10 = most common … 70), or nil when unknown.
    public func frequencyLevel(_ word: String) -> Int? { nil }
}
