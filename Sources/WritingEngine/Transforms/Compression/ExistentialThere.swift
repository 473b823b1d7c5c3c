/// "There are tools that help" → "Tools help": an existential `there` with a
/// subject relative clause becomes the clause itself. Only when the
/// relative pronoun is the clause's subject (a verb follows it).
struct ExistentialThere: SentenceStep {
    static let relatives: Set<String> = ["that", "who", "which"]
    static let be = Set(Lexicon.shared.finiteForms(of: .be, excluding: Lexicon.Sense.notPlain.union(.first)))

    func apply(to sentence: inout CompressibleSentence) {
        guard let first = sentence.firstWord, let start = introduction(sentence, at: first) else { return }
        // The noun phrase: up to five plain words, then the relative pronoun.
        var relative = start
        while relative < sentence.count, relative - start < 6, !sentence.isWord(relative, in: Self.relatives) {
            guard sentence[relative].isWord || sentence[relative].kind == .number,
                !sentence.has(relative, [.be, .modal, .conjunction])
            else { return }
            relative += 1
        }
        guard relative > start, sentence.isWord(relative, in: Self.relatives) else { return }
        let verb = sentence.has(relative + 1, .adverb) && !sentence.has(relative + 1, .noun) ? relative + 2 : relative + 1
        guard sentence.has(verb, [.verb, .modal, .be]), !sentence.has(verb, [.pronoun, .determiner]),
            !sentence.has(relative - 1, [.preposition])
        else { return }
        guard sentence.canDelete(relative..<(relative + 1)), sentence.canDelete(first..<start) else { return }
        sentence.delete(relative..<(relative + 1))
        sentence.delete(first..<start)
    }

    /// Where the noun phrase starts after `There is` / `There's`, or nil.
    private func introduction(_ sentence: CompressibleSentence, at first: Int) -> Int? {
        if sentence.key(first) == "there's" { return first + 1 }
        guard sentence.key(first) == "there", sentence.isWord(first + 1, in: Self.be) else { return nil }
        return first + 2
    }
}
