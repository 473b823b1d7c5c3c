/// "The value needs to be set" → "The value must be set", "the file has to
/// exist" → "the file must exist": a present obligation on a thing, or a
/// passive one (`links need to be added`), says the same with `must`. A
/// person's `need to` stays (`we need to go`): there it is a need, not a rule.
/// Never after a negation, a modal, `do`
/// or `to` (`don't need to`, `will have to`, `to have to`), never in a
/// question, and not in `has to do with`, which is no obligation.
struct ObligationMust: SentenceStep {
    /// Obligations, as keys, that `must` replaces.
    static let obligations: [[String]] = [["need", "to"], ["needs", "to"], ["have", "to"], ["has", "to"]]
    /// The forms that are an obligation only before a passive (`need to be added`).
    static let passiveOnly: Set<String> = ["need", "have"]
    /// Words before the obligation that make it something else than a statement about its subject.
    static let blockers: Set<String> = ["do", "does", "did", "to", "the", "a", "an", "no", "any", "will", "would", "shall", "may", "might"]

    func apply(to sentence: inout CompressibleSentence) {
        guard let last = sentence.items.indices.last, sentence.key(last) != "?" else { return }
        var index = 1
        while index + 2 < sentence.count {
            defer { index += 1 }
            guard Self.obligations.contains(where: { sentence.matches($0, at: index) }), hasSubject(sentence, before: index) else {
                continue
            }
            let verb = sentence.has(index + 2, .adverb) && !sentence.has(index + 2, [.verb, .kept]) ? index + 3 : index + 2
            guard verb < sentence.count, sentence[verb].isWord, !sentence.has(verb, .kept),
                Lexicon.shared.isBase(sentence[verb].key) || sentence[verb].key == "be",
                !(sentence[verb].key == "do" && sentence.key(verb + 1) == "with")
            else { continue }
            if Self.passiveOnly.contains(sentence[index].key), !(sentence[verb].key == "be" && sentence.has(verb + 1, .participle)) {
                continue
            }
            sentence.replace(index..<(index + 2), with: ["must"], tag: .modal)
        }
    }

    /// Whether the word before `index` is a subject: a pronoun, a noun, a name or a protected span.
    private func hasSubject(_ sentence: CompressibleSentence, before index: Int) -> Bool {
        let previous = index - 1
        guard sentence[previous].isWord || sentence.has(previous, .fixed) else { return false }
        guard !sentence.has(previous, [.negation, .modal, .preposition, .determiner, .verb, .adverb]) || sentence.has(previous, .pronoun)
        else { return false }
        guard !Self.blockers.contains(sentence[previous].key) else { return false }
        return sentence.has(previous, [.pronoun, .noun, .name, .fixed])
    }
}
