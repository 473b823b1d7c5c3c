/// "To build it, you need to run `make`." → "To build it, run `make`.": an
/// obligation addressed to the reader, opening the main clause after a clause
/// of purpose, condition or time, says the same as the imperative. Not in a question, not before a negation, and not for
/// verbs that name what the reader will notice or be (`you should see`,
/// `you must be logged in`), which are no instruction.
struct ObligationImperative: SentenceStep {
    /// Obligations, as keys, that an imperative replaces.
    static let obligations: [[String]] = [
        ["need", "to"], ["must"], ["should"], ["have", "to"], ["may", "want", "to"], ["might", "want", "to"],
    ]
    /// Words that open a clause of purpose, condition, time or sequence before the instruction
    /// (`To build it, you must…`); a bare `You need to…` may state a fact about someone.
    static let introductions: Set<String> = [
        "to", "if", "when", "whenever", "before", "after", "once", "for", "however", "instead", "then", "otherwise", "now",
        "first", "next", "finally", "also", "so", "therefore", "in", "on", "until", "unless", "while",
    ]
    /// Verbs that are no instruction in the imperative.
    static let states: Set<String> = [
        "be", "have", "see", "get", "know", "notice", "receive", "hear", "feel", "understand", "expect", "find", "lose", "end",
        "wait", "remain", "stay", "become", "look", "seem", "appear", "own", "hold", "want", "need", "like",
    ]

    func apply(to sentence: inout CompressibleSentence) {
        guard let last = sentence.items.indices.last, sentence.key(last) != "?" else { return }
        var index = 0
        while index < sentence.count {
            defer { index += 1 }
            guard sentence.key(index) == "you", sentence.key(index - 1) == ",", let first = sentence.firstWord,
                sentence.isWord(first, in: Self.introductions)
            else { continue }
            guard let obligation = Self.obligations.first(where: { sentence.matches($0, at: index + 1) }) else { continue }
            let end = index + 1 + obligation.count
            // One adverb may stand before the verb (`you may want to gently remind them`).
            let verb = sentence.has(end, .adverb) && !sentence.has(end, [.verb, .kept]) ? end + 1 : end
            guard verb < sentence.count, sentence[verb].isWord,
                sentence.has(verb, .baseVerb) || Lexicon.shared.isBase(sentence[verb].key),
                !sentence.has(verb, [.kept, .noun]) || sentence.has(verb, .baseVerb), !Self.states.contains(sentence[verb].key)
            else { continue }
            sentence.delete(index..<end)
        }
    }
}
