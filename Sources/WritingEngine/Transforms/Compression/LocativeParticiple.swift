/// "the files located in the folder" → "the files in the folder": a
/// participle that only says where its noun is, before a preposition of place.
struct LocativeParticiple: SentenceStep {
    static let participles: Set<String> = [
        "located", "contained", "stored", "found", "placed", "situated", "residing", "sitting", "kept", "included", "present",
        "existing",
    ]
    /// Participles that cannot also be a past tense, so the noun before them may be a subject.
    static let nonFinite: Set<String> = ["present", "residing", "sitting", "existing"]
    static let places: Set<String> = ["in", "inside", "within", "on", "at", "under"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index + 2 < sentence.count {
            defer { index += 1 }
            guard sentence.isWord(index, in: Self.participles), sentence.isWord(index + 1, in: Self.places),
                sentence.has(index - 1, [.noun, .name, .fixed]) || sentence[index - 1].kind == .masked,
                !sentence.has(index - 1, [.be, .pronoun]),
                !sentence.isWord(index - 1, in: ReducedRelativeClause.relatives)
            else { continue }
            // `Users found in the log that…` is a past tense: the noun phrase must be an object unless the word is no verb form.
            guard Self.nonFinite.contains(sentence[index].key) || isObject(sentence, before: index) else { continue }
            sentence.delete(index..<(index + 1))
        }
    }

    /// Whether the noun phrase ending before `index` follows a verb or a preposition.
    private func isObject(_ sentence: CompressibleSentence, before index: Int) -> Bool {
        var start = index - 1
        while start > 0, index - start < 6, sentence.has(start - 1, [.determiner, .adjective, .noun, .name, .fixed]),
            !sentence.has(start - 1, [.verb, .preposition, .be])
        {
            start -= 1
        }
        return start > 0 && sentence.has(start - 1, [.verb, .preposition, .be])
    }
}
