/// "It does have a limit" → "It has a limit": an emphatic `do` before the
/// bare verb, after a subject pronoun, becomes the verb's own form. Never
/// before a negation or in a question, and not after a clause that already
/// has its subject (`the things we do make sense`).
struct EmphaticDo: SentenceStep {
    static let subjects = Set(Lexicon.subjectPronouns.words).union(["this", "that"])

    func apply(to sentence: inout CompressibleSentence) {
        guard let last = sentence.items.indices.last, sentence.key(last) != "?" else { return }
        var index = 1
        while index + 1 < sentence.count {
            defer { index += 1 }
            guard let auxiliary = sentence.key(index), Lexicon.doForms.contains(auxiliary),
                sentence.isWord(index - 1, in: Self.subjects), sentence.has(index + 1, .baseVerb), sentence[index + 1].isWord,
                !sentence.has(index + 1, .kept), !sentence.has(index - 2, [.noun, .name])
            else { continue }
            let verb = sentence[index + 1].key
            guard verb != "do" || auxiliary != "do", let entry = Lexicon.shared.paradigm(verb) else { continue }
            let (form, tag): (String, PartOfSpeech) =
                switch auxiliary {
                case "does": (entry.thirdPerson, .thirdPersonVerb)
                case "did": (entry.past, .pastVerb)
                default: (entry.base, .presentVerb)
                }
            sentence.replace(index..<(index + 2), with: [form], tag: tag)
        }
    }
}
