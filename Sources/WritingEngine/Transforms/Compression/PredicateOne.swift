/// "The idea is a useful one." → "The idea is useful.": after `be`, a noun
/// phrase whose noun is only `one` says what the adjective says. Not with
/// adjectives that pick out an item rather than describe it (`a different
/// one`, `a new one`), and only where the phrase ends its clause.
struct PredicateOne: SentenceStep {
    static let be = Set(Lexicon.shared.words(.be, excluding: [.negative, .fused, .first]))
    /// Adjectives that pick out which item is meant: `is a different one` is not `is different`.
    static let identifying: Set<String> = [
        "different", "other", "new", "old", "same", "separate", "single", "only", "real", "actual", "right", "wrong", "correct",
        "first", "second", "third", "next", "last", "previous", "final", "original", "main", "default", "current", "similar",
    ]
    static let clauseEnds: Set<String> = [".", ",", ";", ":", "!", "?", ")"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index + 3 < sentence.count {
            defer { index += 1 }
            guard sentence.isWord(index, in: ["a", "an"]), sentence.has(index + 1, .adjective), !sentence.has(index + 1, .kept),
                !sentence.isWord(index + 1, in: Self.identifying), sentence.key(index + 2) == "one",
                Self.clauseEnds.contains(sentence.key(index + 3) ?? "")
            else { continue }
            // `be`, perhaps with one adverb between (`is still a useful one`).
            let verb = sentence.has(index - 1, .adverb) && !sentence.has(index - 1, .be) ? index - 2 : index - 1
            guard sentence.isWord(verb, in: Self.be) else { continue }
            sentence.delete((index + 2)..<(index + 3))
            sentence.delete(index..<(index + 1))
        }
    }
}
