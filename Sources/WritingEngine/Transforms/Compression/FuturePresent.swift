/// "It will be removed" → "It is removed", "they'll run twice" → "they run
/// twice": documentation states what a thing does in the present. Only
/// after a subject pronoun whose number is known, never before a negation
/// or `have`, and not in a question or a sentence that points ahead in time
/// (`later`, `tomorrow`), where the future is the meaning.
struct FuturePresent: SentenceStep {
    static let singular: Set<String> = ["it", "this", "he", "she"]
    static let plural: Set<String> = ["we", "they", "these"]
    /// `it'll` and the like, by their pronoun.
    static let contracted: [String: String] = [
        "it'll": "it", "he'll": "he", "she'll": "she", "we'll": "we", "they'll": "they", "this'll": "this",
    ]
    /// Words that make the future the point of the sentence.
    static let timeWords: Set<String> = [
        "tomorrow", "tonight", "later", "soon", "eventually", "someday", "future", "afterwards", "upcoming", "yet",
    ]
    /// Adverbs that hedge a prediction (`it will probably fail`): the sentence stays a prediction.
    static let predictions: Set<String> = ["probably", "likely", "certainly", "surely", "definitely", "perhaps", "maybe", "then"]

    func apply(to sentence: inout CompressibleSentence) {
        guard let last = sentence.items.indices.last, sentence.key(last) != "?",
            !sentence.items.contains(where: { $0.isWord && Self.timeWords.contains($0.key) })
        else { return }
        var index = 0
        while index + 1 < sentence.count {
            defer { index += 1 }
            let start: Int
            let pronoun: String
            if let subject = Self.contracted[sentence[index].key] {
                (start, pronoun) = (index, subject)
            } else if sentence.key(index) == "will", let subject = sentence.key(index - 1), sentence[index - 1].isWord,
                Self.singular.contains(subject) || Self.plural.contains(subject)
            {
                (start, pronoun) = (index - 1, subject)
            } else {
                continue
            }
            var verb = index + 1
            let adverb = sentence.has(verb, .adverb) && !sentence.has(verb, [.verb, .kept]) ? verb : nil
            if let adverb {
                guard !Self.predictions.contains(sentence[adverb].key) else { continue }
                verb += 1
            }
            // After `will` a verb's base form is the verb, whatever the tagger read.
            guard verb < sentence.count, sentence[verb].isWord, VerbLexicon.shared.isBase(sentence[verb].key) || sentence[verb].key == "be",
                !sentence.has(verb, .kept), sentence[verb].key != "have"
            else { continue }
            let single = Self.singular.contains(pronoun)
            let subject = sentence[start].text.first?.isUppercase == true ? pronoun.capitalizingFirst() : pronoun
            let words: [String]
            if sentence[verb].key == "be" {
                words = [subject, single ? "is" : "are"] + (adverb.map { [sentence[$0].text] } ?? [])
            } else {
                guard let entry = VerbLexicon.shared.entry(sentence[verb].key) else { continue }
                words = [subject] + (adverb.map { [sentence[$0].text] } ?? []) + [single ? entry.thirdPerson : entry.base]
            }
            sentence.replace(start..<(verb + 1), with: words, classes: [])
        }
    }
}
