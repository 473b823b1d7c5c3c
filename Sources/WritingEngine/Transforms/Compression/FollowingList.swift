/// "the following three steps:" → "these three steps:", "is as follows:" →
/// "is:": before a colon, a plain demonstrative points ahead just as well.
struct FollowingList: SentenceStep {
    /// Endings of a plural noun (`steps`, `entries`), not of `class` or `status`.
    static func isPlural(_ noun: String) -> Bool {
        noun.hasSuffix("s") && !noun.hasSuffix("ss") && !noun.hasSuffix("us") && !noun.hasSuffix("is")
    }

    /// Whether item `index` can be a verb with a subject (`defines`, `used`): then the words before the colon are a clause.
    static func isFiniteVerb(_ sentence: CompressibleSentence, _ index: Int) -> Bool {
        if sentence.has(index, .verb) && !sentence.has(index, [.noun, .adjective]) { return true }
        return !Lexicon.shared.forms(of: sentence[index].key).isDisjoint(with: [.thirdPerson, .past])
    }

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 2 < sentence.count {
            defer { index += 1 }
            if sentence.has(index, .be), sentence.isWord(index + 1, in: ["as"]), sentence.isWord(index + 2, in: ["follows"]),
                sentence.key(index + 3) == ":"
            {
                sentence.delete((index + 1)..<(index + 3))
                continue
            }
            guard sentence.isWord(index, in: ["the"]), sentence.isWord(index + 1, in: ["following"]) else { continue }
            // Up to four words of a noun phrase, ending on a noun right before the colon.
            var end = index + 2
            while end < sentence.count, end - index <= 6, sentence[end].isWord || sentence.has(end, .fixed) { end += 1 }
            guard end > index + 2, end < sentence.count, sentence.key(end) == ":", sentence.has(end - 1, .noun),
                !(index + 2..<end).contains(where: { sentence.has($0, [.be, .modal, .preposition, .conjunction, .pronoun]) }),
                !(index + 2..<(end - 1)).contains(where: { Self.isFiniteVerb(sentence, $0) })
            else { continue }
            sentence.replace(index..<(index + 2), with: [Self.isPlural(sentence[end - 1].key) ? "these" : "this"], tag: .determiner)
        }
    }
}
