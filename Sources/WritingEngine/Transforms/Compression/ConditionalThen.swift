/// Drops the `then` that repeats a condition's comma: "If it fails, then
/// retry" → "If it fails, retry". The condition itself stays.
struct ConditionalThen: SentenceStep {
    static let openers: Set<String> = ["if", "when", "whenever", "once", "unless"]

    func apply(to sentence: inout CompressibleSentence) {
        guard let first = sentence.firstWord, first + 2 < sentence.count, sentence.isWord(first, in: Self.openers) else { return }
        guard let then = (first + 2..<sentence.count).first(where: { sentence.key($0) == "then" && sentence.key($0 - 1) == "," })
        else { return }
        // `then` must open the main clause: a word follows (not `then,` or `then.`).
        guard then + 1 < sentence.count, sentence[then + 1].kind != .punctuation else { return }
        sentence.delete(then..<(then + 1))
    }
}
