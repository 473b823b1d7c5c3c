/// Concise phrases that depend on the word after them.
extension ConciseRules {
    static var contextRules: [PhraseRule] {
        [
            // `the process of building` → `building`, but `in the process of` keeps its sense.
            PhraseRule("the process of") { _, context in
                guard context.next?.hasSuffix("ing") == true, !["in", "during", "through"].contains(context.previous ?? "") else {
                    return nil
                }
                return ""
            },
            // `…, which means that the cache is stale` → `…, so the cache is stale`: the clause states the consequence.
            PhraseRule("which means that") { _, context in context.previous == "," ? "so" : nil },
            // `X as well as Y` → `X and Y`; a sentence cannot open with `And` in its place.
            PhraseRule("as well as") { _, context in atSentenceStart(context) ? nil : "and" },
            // A trailing `in general` hedges a finished clause.
            PhraseRule("in general") { _, context in endsClause(context) && context.previous != "the" ? "" : nil },
            PhraseRule("(we're|you're|they're) also able to") { words, _ in
                "\(PhraseRule.normalize(words[0]).dropLast(3)) can also"
            },
        ]
    }
}
