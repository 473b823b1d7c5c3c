/// "the file that we wrote" → "the file we wrote": a relative `that` or
/// `which` that is the object of its clause, right after the noun, before a
/// subject pronoun. Not after nouns whose `that` opens what they say
/// (`the fact that we left`), nor after a comma (`, which we cover later`).
struct ObjectRelativeThat: SentenceStep {
    static let relatives: Set<String> = ["that", "which"]
    static let subjects = Set(Lexicon.subjectPronouns.words)
    /// Subject pronouns written with their auxiliary (`we've`).
    static let contracted: Set<String> = [
        "we've", "we'll", "we'd", "you've", "you'll", "you'd", "they've", "they'll", "they'd", "i've", "i'll", "i'd", "he'll",
        "she'll", "it'll",
    ]
    /// Nouns that take a `that` clause of content, not a relative clause.
    static let contentNouns: Set<String> = [
        "fact", "idea", "assumption", "notion", "belief", "chance", "possibility", "hope", "sign", "evidence", "claim", "news",
        "guarantee", "risk", "proof", "feeling", "impression", "suggestion", "requirement", "rule", "condition", "promise",
        "point", "reason", "hint", "warning", "message", "statement", "view", "argument", "expectation", "concern", "fear",
        "sense", "way", "time", "day", "moment", "extent", "degree", "case", "order", "now", "so", "such",
    ]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index + 2 < sentence.count {
            defer { index += 1 }
            guard sentence.isWord(index, in: Self.relatives), sentence.has(index, .pronoun) || sentence[index].key == "which",
                sentence.has(index - 1, [.noun, .name, .fixed]) || sentence[index - 1].kind == .masked,
                !sentence.has(index - 1, .pronoun), !sentence.isWord(index - 1, in: Self.contentNouns)
            else { continue }
            // A subject and its verb follow: `that we wrote`, `that we've chosen`; not `that it is`, where `that` may be the subject.
            let plain =
                sentence.isWord(index + 1, in: Self.subjects) && sentence.has(index + 2, [.verb, .modal])
                && !sentence.has(index + 2, .be)
            let contracted = sentence.isWord(index + 1, in: Self.contracted) && sentence.has(index + 2, .verb)
            guard plain || contracted else { continue }
            sentence.delete(index..<(index + 1))
        }
    }
}
