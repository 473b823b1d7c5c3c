/// Drops a comment clause set off by a comma, ", which is rarely needed,":
/// the commas mark it as not needed to say what the noun is. Clauses that
/// carry a consequence (`, which means…`) stay, and so do the clauses of a
/// series whose items each have one (`a`, which reads; `b`, which writes):
/// there each clause is what the sentence says of its item.
struct NonRestrictiveClause: SentenceStep {
    static let pronouns: Set<String> = ["which", "who"]
    /// Verbs after which the clause states a consequence, not a comment.
    static let consequences: Set<String> = ["means", "meant", "makes", "made", "lets", "allows", "causes", "explains"]
    static let maximum = 16

    func apply(to sentence: inout CompressibleSentence) {
        guard let stop = sentence.items.indices.last, stop > 2, [".", "!", "?"].contains(sentence.key(stop) ?? "") else { return }
        let openings = (2..<stop).filter { sentence.key($0 - 1) == "," && sentence.isWord($0, in: Self.pronouns) }
        guard openings.count == 1, let index = openings.first, !(0..<stop).contains(where: { sentence.key($0) == ";" }),
            !sentence.isWord(index + 1, in: Self.consequences), !sentence.matches(["is", "why"], at: index + 1),
            let end = (index + 1...min(stop, index + Self.maximum)).first(where: { sentence.key($0) == "," || $0 == stop }),
            end > index + 2, (index + 1..<end).contains(where: { sentence.has($0, [.verb, .be, .modal]) }),
            // `X, which …, does Y` loses both commas; `… X, which ….` keeps the period.
            !(index + 1..<end).contains(where: { sentence.isWord($0, in: Parenthetical.contrasts) })
        else { return }
        // `…, which …, while others …` keeps the comma before the next clause.
        sentence.delete((index - 1)..<(end == stop || sentence.has(end + 1, .conjunction) ? end : end + 1))
    }
}
