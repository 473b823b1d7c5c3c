/// Drops a comment clause set off by a comma, ", which is rarely needed,":
/// the commas mark it as not needed to say what the noun is. Clauses that
/// carry a consequence (`, which means…`) stay.
struct NonRestrictiveClause: SentenceStep {
    static let pronouns: Set<String> = ["which", "who"]
    /// Verbs after which the clause states a consequence, not a comment.
    static let consequences: Set<String> = ["means", "meant", "makes", "made", "lets", "allows", "causes", "explains"]
    static let maximum = 16

    func apply(to sentence: inout CompressibleSentence) {
        guard let stop = sentence.items.indices.last, [".", "!", "?"].contains(sentence.key(stop) ?? "") else { return }
        var index = 2
        while index < stop {
            defer { index += 1 }
            guard sentence.key(index - 1) == ",", sentence.isWord(index, in: Self.pronouns),
                !sentence.isWord(index + 1, in: Self.consequences), !sentence.matches(["is", "why"], at: index + 1)
            else { continue }
            guard let end = (index + 1...min(stop, index + Self.maximum)).first(where: { sentence.key($0) == "," || $0 == stop }),
                end > index + 2, (index + 1..<end).contains(where: { sentence.has($0, [.verb, .be, .modal]) })
            else { continue }
            // `X, which …, does Y` loses both commas; `… X, which ….` keeps the period.
            guard !(index + 1..<end).contains(where: { sentence.isWord($0, in: Parenthetical.contrasts) }) else { continue }
            // `…, which …, while others …` keeps the comma before the next clause.
            let range = (index - 1)..<(end == stop || sentence.has(end + 1, .conjunction) ? end : end + 1)
            sentence.delete(range)
        }
    }
}
