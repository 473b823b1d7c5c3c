/// What a result changed in the text it replaces, counted in words, for
/// the user: "4 words replaced, 2 removed (31 → 29 words)".
///
/// The two texts are compared word by word (`ModelMarks`' diff over their
/// words, punctuation and spacing left out); texts too long to compare are
/// only counted.
public struct ChangeSummary: Sendable, Equatable {
    /// Words of the text before and after.
    public var wordsBefore: Int
    public var wordsAfter: Int
    /// Words of the text put in place of others.
    public var replaced: Int
    /// Words of the text dropped, and words added, without counterpart.
    public var removed: Int
    public var added: Int

    /// The changes of `result` against `original`.
    public init(original: String, result: String) {
        let a = ModelMarks.tokens(original).filter(\.isWord).map { $0.text.lowercased() }
        let b = ModelMarks.tokens(result).filter(\.isWord).map { $0.text.lowercased() }
        wordsBefore = a.count
        wordsAfter = b.count
        replaced = 0
        removed = 0
        added = 0
        guard a.count <= ModelMarks.maxTokens, b.count <= ModelMarks.maxTokens else {
            removed = max(0, a.count - b.count)
            added = max(0, b.count - a.count)
            return
        }
        for hunk in ModelMarks.diff(a, b) {
            let both = min(hunk.old.count, hunk.new.count)
            replaced += both
            removed += hunk.old.count - both
            added += hunk.new.count - both
        }
    }

    /// One line for the user: the first count names its unit ("1 word replaced, 2 removed").
    public var description: String {
        let counts = [(replaced, "replaced"), (removed, "removed"), (added, "added")].filter { $0.0 > 0 }
        guard let first = counts.first else { return "punctuation or spacing changed (\(wordsBefore) words)" }
        let parts = ["\(first.0) \(first.0 == 1 ? "word" : "words") \(first.1)"] + counts.dropFirst().map { "\($0.0) \($0.1)" }
        return parts.joined(separator: ", ") + " (\(wordsBefore) → \(wordsAfter) words)"
    }
}
