/// "so that this call keeps its data" → "so this call keeps its data":
/// `so that` before a clause with its own subject and verb reads the same as
/// `so`.
struct PurposeSo: SentenceStep {
    /// The longest subject read, in items.
    static let maximum = 5

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index + 2 < sentence.count {
            defer { index += 1 }
            guard sentence.matches(["so", "that"], at: index), sentence[index].isWord, sentence[index + 1].isWord,
                !sentence.has(index + 1, .determiner) || sentence.has(index + 1, .preposition), hasClause(sentence, from: index + 2)
            else { continue }
            sentence.delete((index + 1)..<(index + 2))
        }
    }

    /// Whether a subject (a pronoun, a name, a protected span or a noun phrase) and then its verb start at `start`.
    private func hasClause(_ sentence: CompressibleSentence, from start: Int) -> Bool {
        guard start < sentence.count, sentence.has(start, [.pronoun, .determiner, .noun, .name, .fixed]),
            !sentence.has(start, .preposition), sentence.key(start) != "that"
        else { return false }
        var verb = start + 1
        while verb < min(sentence.count, start + Self.maximum), !isVerb(sentence, verb) {
            guard sentence[verb].isWord || sentence.has(verb, .fixed), !sentence.has(verb, [.preposition, .conjunction]) else {
                return false
            }
            verb += 1
        }
        return isVerb(sentence, verb)
    }

    /// Whether item `index` is a finite verb: a modal, a form of `be`, or a word read only as a verb.
    private func isVerb(_ sentence: CompressibleSentence, _ index: Int) -> Bool {
        sentence.has(index, [.modal, .be]) || sentence.has(index, .verb) && !sentence.has(index, [.noun, .gerund, .participle])
    }
}
