/// "The file is read by the parser." → "The parser reads the file.": a
/// whole sentence in the passive with a `by` agent, turned active only
/// when both noun phrases are plain (a determiner and a few words) and
/// the verb's forms are known.
struct PassiveToActive: SentenceStep {
    static let determiners: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "our", "your", "their", "its", "his", "her", "my", "each", "every",
    ]
    /// `these`, `those`.
    static let plural = Set(Lexicon.shared.words([.determiner, .plural], excluding: .possessive))
    /// `is`, `are`, `was`, `were`.
    static let be = Set(Lexicon.shared.finiteForms(of: .be, excluding: Lexicon.Sense.notPlain.union(.first)))
    static let pastBe = Set(Lexicon.shared.words([.be, .past], excluding: .notPlain))

    func apply(to sentence: inout CompressibleSentence) {
        guard let first = sentence.firstWord, first == 0, let end = sentence.items.indices.last,
            [".", "!"].contains(sentence[end].key)
        else { return }
        guard let be = (first + 1..<end).first(where: { sentence.isWord($0, in: Self.be) }),
            plainPhrase(sentence, first..<be), sentence.has(be + 1, .participle), sentence.key(be + 2) == "by",
            plainPhrase(sentence, (be + 3)..<end),
            let verb = activeVerb(
                participle: sentence[be + 1].key, past: Self.pastBe.contains(sentence[be].key),
                plural: isPlural(sentence, (be + 3)..<end))
        else { return }
        let agent = Array((be + 3)..<end)
        let patient = Array(first..<be)
        guard sentence.rearrange(agent + [nil] + patient + [end], extra: [verb.form], tag: verb.tag) else { return }
        sentence.lowercase(agent.count + 1)
        sentence.capitalize(0)
    }

    /// A determiner and one to three plain words. (A name would move to or from the sentence start,
    /// where its capital no longer shows that it is a name.)
    private func plainPhrase(_ sentence: CompressibleSentence, _ range: Range<Int>) -> Bool {
        guard (2...4).contains(range.count), range.allSatisfy({ sentence[$0].isWord }),
            sentence.isWord(range.lowerBound, in: Self.determiners)
        else { return false }
        return range.dropFirst().allSatisfy {
            sentence.has($0, [.noun, .adjective]) && !sentence.has($0, [.be, .modal, .preposition, .pronoun, .kept])
        }
    }

    private func isPlural(_ sentence: CompressibleSentence, _ range: Range<Int>) -> Bool {
        if sentence.isWord(range.lowerBound, in: Self.plural) { return true }
        let head = sentence[range.upperBound - 1].key
        return head.hasSuffix("s") && !head.hasSuffix("ss") && !head.hasSuffix("us") && !head.hasSuffix("is")

    }

    /// The active form of the verb whose past participle is `participle`, with its tag.
    private func activeVerb(participle: String, past: Bool, plural: Bool) -> (form: String, tag: PartOfSpeech)? {
        let lexicon = Lexicon.shared
        guard let base = lexicon.base(of: participle, as: .pastParticiple), let entry = lexicon.paradigm(base) else { return nil }
        if past { return (entry.past, .pastVerb) }
        return plural ? (entry.base, .presentVerb) : (entry.thirdPerson, .thirdPersonVerb)
    }
}
