/// "It doesn't compile the code at all." → "It doesn't compile the code.":
/// `at all` after a negated verb only stresses the negation, which stays.
/// A negated state keeps it (`not true at all` is a degree). Not right after the negation (`not at all`), not after `if` (`if at
/// all`), and only where the clause ends.
struct NegationAtAll: SentenceStep {
    /// How far back, in items, the negation may stand.
    static let reach = 8
    /// Marks and words after which `at all` ends its clause.
    static let clauseEnds: Set<String> = [".", ",", ";", ":", "!", ")", "and", "or", "but"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 2
        while index + 1 < sentence.count {
            defer { index += 1 }
            guard sentence.matches(["at", "all"], at: index), sentence[index].isWord, !sentence.has(index - 1, [.negation, .condition]),
                index + 2 == sentence.count || Self.clauseEnds.contains(sentence.key(index + 2) ?? "")
            else { continue }
            let start = max(0, index - Self.reach)
            // The negation must be in the same clause: no comma or clause mark between.
            guard let negation = (start..<index).last(where: { sentence.has($0, .negation) }),
                !(negation..<index).contains(where: { [",", ";", ":"].contains(sentence.key($0) ?? "") }),
                sentence.has(negation + 1, .verb), !sentence.has(negation + 1, [.be, .adjective])
            else { continue }
            sentence.delete(index..<(index + 2))
        }
    }
}
