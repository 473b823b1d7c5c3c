/// "It is essential that every link use a relative URL" → "Every link must
/// use a relative URL": an adjective of necessity before a `that` clause
/// lays an obligation on the clause's subject, which `must` says in fewer
/// words. Only where the sentence, or the clause after an introductory
/// phrase and its comma, opens so, and the `that` clause's first verb
/// follows its subject in the base or present form (`use`, `uses`, `be`,
/// `is`), with no modal, `do` or negation in the clause before it, and no
/// relative clause in the subject (its verb is not the obligation's); a
/// question stays.
struct NecessityThat: SentenceStep {
    static let adjectives: Set<String> = ["imperative", "essential", "necessary", "vital", "crucial", "critical", "important"]
    /// Words that open a clause inside the subject, whose verb is not the obligation's.
    static let relatives: Set<String> = ["who", "which", "that", "whose", "where", "when", "whom"]

    func apply(to sentence: inout CompressibleSentence) {
        guard let last = sentence.items.indices.last, sentence.key(last) != "?",
            let start = sentence.items.indices.first(where: {
                ($0 == sentence.firstWord || sentence.key($0 - 1) == ",") && sentence.matches(["it", "is"], at: $0)
                    && sentence.isWord($0 + 2, in: Self.adjectives) && sentence.key($0 + 3) == "that"
            })
        else { return }
        let subject = start + 4
        var verb = subject
        while verb < sentence.count, sentence[verb].isWord, !sentence.has(verb, [.verb, .be, .modal, .negation]) { verb += 1 }
        guard verb > subject, verb < sentence.count, sentence[verb].isWord,
            (subject..<verb).contains(where: { sentence.has($0, [.noun, .pronoun, .name, .fixed]) }),
            !(subject..<verb).contains(where: { sentence.isWord($0, in: Self.relatives) }),
            !sentence.has(verb, [.modal, .negation]), !sentence.has(verb + 1, .negation),
            let base = Self.base(of: sentence[verb].key), sentence.canDelete(start..<subject), sentence.canDelete(verb..<(verb + 1))
        else { return }
        sentence.replace(verb..<(verb + 1), with: [base], tag: base == "be" ? .baseBe : .baseVerb)
        sentence.insert("must", at: verb, tag: .modal)
        sentence.delete(start..<subject)
    }

    /// The base form of a verb in the base or present form: `be` for `is`
    /// and `are`, `use` for `uses`; nil for any other form, or for `do`,
    /// which would be an auxiliary here.
    static func base(of key: String) -> String? {
        switch key {
        case "be", "is", "are": return "be"
        case "do", "does", "have", "has": return nil
        default:
            let forms = Lexicon.shared.forms(of: key)
            if forms.contains(.base) { return key }
            return forms.contains(.thirdPerson) ? Lexicon.shared.base(of: key, as: .thirdPerson) : nil
        }
    }
}
