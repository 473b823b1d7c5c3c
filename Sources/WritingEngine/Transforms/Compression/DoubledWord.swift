/// "relies on the the result" → "relies on the result": a function word
/// written twice in a row. Only words that are never doubled on purpose
/// (not `that that` or `had had`).
struct DoubledWord: SentenceStep {
    static let words: Set<String> = [
        "the", "a", "an", "to", "of", "in", "on", "at", "and", "or", "for", "with", "by", "from", "as", "we", "you", "can", "will",
        "be", "are", "it", "its", "this", "your", "our",
    ]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index < sentence.count {
            if sentence.isWord(index, in: Self.words), sentence.isWord(index - 1, in: [sentence[index].key]),
                sentence.delete(index..<(index + 1))
            {
                continue
            }
            index += 1
        }
    }
}
