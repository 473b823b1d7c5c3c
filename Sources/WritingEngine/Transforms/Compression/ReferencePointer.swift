/// "For more information, see X" → "See X", and "See X for more details."
/// → "See X.": a pointer says on its own that more is there.
struct ReferencePointer: SentenceStep {
    static let verbs: Set<String> = ["see", "read", "visit", "consult", "check", "refer"]
    static let nouns: Set<String> = ["information", "details", "info"]

    func apply(to sentence: inout CompressibleSentence) {
        guard let first = sentence.firstWord else { return }
        // For more information, see …
        if sentence.isWord(first, in: ["for"]), sentence.isWord(first + 1, in: ["more", "further"]),
            sentence.isWord(first + 2, in: Self.nouns), sentence.key(first + 3) == ",", sentence.isWord(first + 4, in: Self.verbs)
        {
            sentence.delete(first..<(first + 4))
            return
        }
        // See … for more information.
        guard sentence.isWord(first, in: Self.verbs), let end = sentence.items.indices.last, sentence.key(end) == ".", end - first > 4,
            sentence.isWord(end - 1, in: Self.nouns), sentence.isWord(end - 2, in: ["more", "further"]),
            sentence.isWord(end - 3, in: ["for"])
        else { return }
        sentence.delete((end - 3)..<end)
    }
}
