/// Concise phrases that depend on the word after them.
extension ConciseRules {
    /// Plural nouns that do not end in `s`.
    static let irregularPlurals: Set<String> = ["people", "children", "men", "women", "data", "criteria", "feet", "mice"]

    /// Whether `word` reads as a plural noun.
    static func isPlural(_ word: String?) -> Bool {
        guard let word, word.count > 2, word.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else { return false }
        if irregularPlurals.contains(word) { return true }
        return word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is")
    }

    static var contextRules: [PhraseRule] {
        [
            // `a lot of people` → `many people`; `a lot of time` stays (`much time` reads stiffly).
            PhraseRule("a lot of") { _, context in isPlural(context.next) ? "many" : nil },
            PhraseRule("lots of") { _, context in isPlural(context.next) ? "many" : nil },
            // `the process of building` → `building`, but `in the process of` keeps its sense.
            PhraseRule("the process of") { _, context in
                guard context.next?.hasSuffix("ing") == true, !["in", "during", "through"].contains(context.previous ?? "") else {
                    return nil
                }
                return ""
            },
            // `so that we can see` → `so we can see`: with a modal of ability the `so` still reads as a purpose.
            PhraseRule("so that (we|you|they|he|she|i|it|people|users) (can|could)", "so $3 $4"),
            // A trailing `in general` hedges a finished clause.
            PhraseRule("in general") { _, context in endsClause(context) && context.previous != "the" ? "" : nil },
            PhraseRule("(we're|you're|they're) also able to") { words, _ in
                "\(PhraseRule.normalize(words[0]).dropLast(3)) can also"
            },
        ]
    }
}
