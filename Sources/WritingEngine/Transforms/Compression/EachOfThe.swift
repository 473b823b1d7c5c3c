/// "each of the match arms" → "each match arm", "both of the files" → "both
/// files": `of the` after `each` or `both` only repeats the determiner. Only
/// when the noun phrase is `the` with nouns and adjectives up to a plural
/// noun whose singular is known (for `each`), and that noun ends the phrase
/// (`each of the user's files` stays).
struct EachOfThe: SentenceStep {
    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 3 < sentence.count {
            defer { index += 1 }
            guard sentence.isWord(index, in: ["each", "both"]), sentence.matches(["of", "the"], at: index + 1) else { continue }
            var head = index + 3
            while head < sentence.count, sentence[head].isWord, sentence.has(head, [.adjective, .noun]),
                !sentence.has(head, [.plural, .kept, .determiner, .pronoun, .verb]), !sentence[head].key.contains("'")
            {
                head += 1
            }
            guard head < sentence.count, sentence[head].isWord, sentence.has(head, .plural), !sentence.has(head, .kept),
                !sentence.has(head + 1, [.noun, .name, .fixed]), !["'s", "'"].contains(sentence.key(head + 1) ?? "")
            else { continue }
            if sentence[index].key == "each" {
                guard let singular = Lexicon.shared.singular(of: sentence[head].key, spelling: SpellChecker.shared(for: .americanEnglish)),
                    sentence[head].text == sentence[head].key,
                    sentence.replace(head..<(head + 1), with: [singular], tag: .singularNoun)
                else { continue }
            }
            sentence.delete((index + 1)..<(index + 3))
        }
    }
}
