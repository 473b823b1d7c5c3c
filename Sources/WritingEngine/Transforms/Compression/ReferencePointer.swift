/// "For more information, see X" → "See X", and "See X for more details."
/// → "See X.": a pointer says on its own that more is there. The first
/// form also after `:` or `;` (`…; for more information, see X`).
struct ReferencePointer: SentenceStep {
    static let verbs: Set<String> = ["see", "read", "visit", "consult", "check", "refer"]
    static let nouns: Set<String> = ["information", "details", "info"]

    func apply(to sentence: inout CompressibleSentence) {
        // For more information, see …
        if let start = sentence.items.indices.first(where: { opensPointer(sentence, at: $0) }) {
            sentence.delete(start..<(start + 4))
            return
        }
        guard let first = sentence.firstWord else { return }
        // See … for more information.
        guard sentence.isWord(first, in: Self.verbs), let end = sentence.items.indices.last, sentence.key(end) == ".", end - first > 4,
            sentence.isWord(end - 1, in: Self.nouns), sentence.isWord(end - 2, in: ["more", "further"]),
            sentence.isWord(end - 3, in: ["for"])
        else { return }
        sentence.delete((end - 3)..<end)
    }

    /// Whether `For more information, see` starts a clause at `index`.
    private func opensPointer(_ sentence: CompressibleSentence, at index: Int) -> Bool {
        sentence.startsClause(index) && sentence.isWord(index, in: ["for"]) && sentence.isWord(index + 1, in: ["more", "further"])
            && sentence.isWord(index + 2, in: Self.nouns) && sentence.key(index + 3) == "," && sentence.isWord(index + 4, in: Self.verbs)
    }
}
