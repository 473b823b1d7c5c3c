/// "The flag allows users to skip it" → "The flag lets users skip it",
/// "enables us to print" → "lets us print": `allow`/`enable`/`permit` with
/// an object and `to` before a verb is `let`. The object is a pronoun or a
/// short noun phrase.
struct LetObject: SentenceStep {
    /// Each verb form, by the form of `let` that replaces it.
    static let verbs: [String: String] = [
        "allow": "let", "allows": "lets", "enable": "let", "enables": "lets", "permit": "let", "permits": "lets",
    ]
    static let objects: Set<String> = ["me", "us", "you", "him", "her", "them", "it", "everyone", "anyone", "someone", "people"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 3 < sentence.count {
            defer { index += 1 }
            guard sentence[index].isWord, let form = Self.verbs[sentence[index].key], let to = objectEnd(sentence, after: index),
                sentence.key(to) == "to", to + 1 < sentence.count, sentence[to + 1].isWord,
                Lexicon.shared.isBase(sentence[to + 1].key), !sentence.has(to + 1, [.determiner, .kept])
            else { continue }
            guard sentence.canDelete(to..<(to + 1)) else { continue }
            sentence.delete(to..<(to + 1))
            sentence.replace(index..<(index + 1), with: [form], tag: sentence[index].tags.first)
        }
    }

    /// The index after the object of the verb at `index`: a pronoun, or a determiner or none, up to two
    /// adjectives or nouns, and a noun.
    private func objectEnd(_ sentence: CompressibleSentence, after index: Int) -> Int? {
        let start = index + 1
        guard start < sentence.count, sentence[start].isWord || sentence.has(start, .fixed) else { return nil }
        if Self.objects.contains(sentence[start].key) { return start + 1 }
        var end = sentence.has(start, .determiner) && !sentence.has(start, .kept) ? start + 1 : start
        let first = end
        while end < first + 3, end < sentence.count, sentence[end].isWord || sentence.has(end, .fixed),
            sentence.has(end, [.noun, .adjective, .name, .fixed]), !sentence.has(end, [.pronoun, .preposition, .be, .modal])
        {
            end += 1
        }
        guard end > first, sentence.has(end - 1, [.noun, .name, .fixed]) else { return nil }
        return end
    }
}
