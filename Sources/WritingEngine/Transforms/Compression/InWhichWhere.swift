/// "a table in which each row is a file" → "a table where each row is a
/// file": `in which` after a noun, before a clause with its own subject, is
/// `where`; the subject may open with an adjective (`a case in which
/// multiple blocks are useful`). Not after nouns of order, degree or manner (`the order in which`),
/// which `where` would not fit.
struct InWhichWhere: SentenceStep {
    /// Nouns that `in which` follows without naming a place or a case.
    static let exceptions: Set<String> = [
        "order", "way", "ways", "manner", "extent", "degree", "rate", "speed", "sense", "time", "times", "year", "years", "month",
        "day", "days", "period", "moment", "form", "language", "terms", "tone",
    ]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index + 2 < sentence.count {
            defer { index += 1 }
            guard sentence.matches(["in", "which"], at: index), sentence[index].isWord, sentence.has(index - 1, .noun),
                !sentence.has(index - 1, [.pronoun, .kept]), !Self.exceptions.contains(sentence[index - 1].key),
                sentence.has(index + 2, [.determiner, .pronoun, .name, .fixed])
                    || sentence.has(index + 2, .noun) && !sentence.has(index + 2, .verb)
                    || opensNounPhrase(sentence, index + 2)
            else { continue }
            sentence.replace(index..<(index + 2), with: ["where"], tag: .whAdverb)
        }
    }

    /// Whether an adjective at `index` opens the subject's noun phrase (`in which multiple blocks are`).
    private func opensNounPhrase(_ sentence: CompressibleSentence, _ index: Int) -> Bool {
        sentence.has(index, .adjective) && !sentence.has(index, [.verb, .adverb]) && sentence.has(index + 1, .noun)
            && !sentence.has(index + 1, .verb)
    }
}
