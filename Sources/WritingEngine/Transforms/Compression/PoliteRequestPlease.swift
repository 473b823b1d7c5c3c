/// "please write the logs to a file" → "write the logs to a file": a
/// `please` that opens an instruction, at the clause start or after a comma,
/// only softens it.
struct PoliteRequestPlease: SentenceStep {
    func apply(to sentence: inout CompressibleSentence) {
        guard let last = sentence.items.indices.last, sentence.key(last) != "?" else { return }
        var index = 0
        while index + 1 < sentence.count {
            defer { index += 1 }
            guard sentence.key(index) == "please", sentence.startsClause(index) || sentence.key(index - 1) == ",",
                sentence[index + 1].isWord, Lexicon.shared.isBase(sentence[index + 1].key), !sentence.has(index + 1, .kept),
                !sentence.has(index + 1, [.determiner, .pronoun])
            else { continue }
            if sentence.delete(index..<(index + 1)) { index -= 1 }
        }
    }
}
