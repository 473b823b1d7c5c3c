/// "Let's look at the code" → "Look at the code", "Now let's add a field"
/// → "Now add a field": a tutorial's `let's` before a bare verb is an
/// instruction to the reader, said shorter as an imperative. Only where
/// `let's` opens its clause (or follows `now`, `first`, `next`, `then` or
/// `so`), and never before `not`.
struct LetUsImperative: SentenceStep {
    /// Words after which `let's` still opens the instruction.
    static let leads: Set<String> = ["now", "first", "next", "then", "so"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 1 < sentence.count {
            defer { index += 1 }
            guard sentence.key(index) == "let's", sentence[index].isWord,
                sentence.startsClause(index) || sentence.isWord(index - 1, in: Self.leads) || sentence.key(index - 1) == ",",
                sentence[index + 1].isWord, !sentence.has(index + 1, .kept), Lexicon.shared.isBase(sentence[index + 1].key)
            else { continue }
            sentence.delete(index..<(index + 1))
        }
    }
}
