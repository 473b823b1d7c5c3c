/// Drops an aside the writer put in brackets, "(for the most part)", when
/// it holds nothing that must stay (no name, number, negation, condition,
/// link or code).
struct Parenthetical: SentenceStep {
    /// The longest aside dropped, in items.
    static let maximum = 24
    /// Words that make an aside a contrast or an alternative, which is information (`(or replaced)`, `(rather than write)`).
    static let contrasts: Set<String> = ["or", "rather", "instead", "but", "however", "versus", "vs", "although", "though"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index < sentence.count {
            defer { index += 1 }
            // `file(s)` is a word's ending, not an aside.
            guard sentence.key(index) == "(", !sentence[index].leading.isEmpty,
                let close = (index + 1..<min(sentence.count, index + Self.maximum)).first(where: {
                    [")", "("].contains(sentence.key($0))
                }),
                sentence.key(close) == ")", close > index + 1,
                sentence.has(index - 1, [.noun, .verb, .adjective, .adverb, .name, .fixed])
                    || sentence[index - 1].isWord
            else { continue }
            guard !(index + 1..<close).contains(where: { sentence.isWord($0, in: Self.contrasts) }) else { continue }
            if sentence.delete(index..<(close + 1), marks: true) { index -= 1 }
        }
    }
}
