/// "a lot of people" → "many people", "lots of small files" → "many small
/// files": a quantity phrase before a plural noun is `many`. A mass noun
/// (`a lot of time`) stays, and so does a phrase that a degree word leads
/// (`quite a lot of files`).
struct QuantityMany: SentenceStep {
    static let phrases: [[String]] = [["a", "lot", "of"], ["lots", "of"], ["a", "great", "deal", "of"], ["plenty", "of"]]
    /// Plurals without an `-s`.
    /// Words before the phrase that `many` cannot follow.
    static let degrees: Set<String> = ["quite", "such", "what", "rather", "so"]
    static let irregular: Set<String> = ["people", "children", "men", "women", "mice", "feet", "teeth"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index < sentence.count {
            defer { index += 1 }
            guard let phrase = Self.phrases.first(where: { sentence.matches($0, at: index) }), sentence[index].isWord,
                !Self.degrees.contains(sentence.key(index - 1) ?? "")
            else { continue }
            let end = index + phrase.count
            // Up to two adjectives, then the plural noun.
            var head = end
            while head < end + 2, sentence.has(head, .adjective), !sentence.has(head, [.noun, .determiner, .kept]) { head += 1 }
            guard isPlural(sentence, head) else { continue }
            sentence.replace(index..<end, with: ["many"], tag: .adjective)
        }
    }

    private func isPlural(_ sentence: CompressibleSentence, _ index: Int) -> Bool {
        guard index < sentence.count, sentence[index].isWord, sentence.has(index, .noun), !sentence.has(index, [.kept, .pronoun])
        else { return false }
        let key = sentence[index].key
        if Self.irregular.contains(key) { return true }
        guard key.count > 3, key.hasSuffix("s"), !key.hasSuffix("ss"), !key.hasSuffix("us"), !key.hasSuffix("is") else { return false }
        // The next word must not make the noun a verb (`a lot of it runs`): a noun phrase ends here.
        return !sentence.has(index + 1, .noun) || sentence.has(index + 1, [.verb, .preposition])
    }
}
