/// "It is going to fail" → "It will fail", "we're going to add" → "we'll
/// add": `be going to` before a verb is the future. Not before a noun
/// (`going to the store`) or a place (`going to work.`), and never in a
/// question.
struct GoingToFuture: SentenceStep {
    static let be = Set(Lexicon.shared.words([.be, .present], excluding: .notPlain))
    /// Contracted pronoun and `be`, with the pronoun's contracted `will`.
    static let contracted: [String: String] = [
        "it's": "it'll", "we're": "we'll", "you're": "you'll", "they're": "they'll", "i'm": "I'll", "he's": "he'll",
        "she's": "she'll", "that's": "that'll",
    ]
    /// Verbs that also name where one goes (`I'm going to work.`).
    static let places: Set<String> = ["work", "school", "bed", "class", "church", "lunch", "dinner", "court", "press", "sea"]

    func apply(to sentence: inout CompressibleSentence) {
        guard let last = sentence.items.indices.last, sentence.key(last) != "?" else { return }
        var index = 0
        while index + 3 < sentence.count {
            defer { index += 1 }
            guard sentence.matches(["going", "to"], at: index + 1), sentence[index].isWord else { continue }
            let verb = index + 3
            guard sentence[verb].isWord, Lexicon.shared.isBase(sentence[verb].key) || sentence[verb].key == "be",
                !sentence.has(verb, [.kept, .determiner]), !sentence.has(verb, .noun) || sentence.has(verb, .baseVerb),
                !(Self.places.contains(sentence[verb].key) && !sentence.has(verb + 1, [.preposition, .determiner, .pronoun, .noun]))
            else { continue }
            let key = sentence[index].key
            if Self.be.contains(key) {
                sentence.replace(index..<(index + 3), with: ["will"], tag: .modal)
            } else if let will = Self.contracted[key] {
                let curly = sentence[index].text.contains("’")
                let word = curly ? will.replacingOccurrences(of: "'", with: "’") : will
                sentence.replace(index..<(index + 3), with: [word], tag: .personalPronoun)
            }
        }
    }
}
