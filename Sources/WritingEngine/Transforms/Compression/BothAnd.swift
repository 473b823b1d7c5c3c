/// "supports both YAML and TOML" → "supports YAML and TOML": `both` before
/// a pair joined by `and` adds nothing the `and` does not say. Not in
/// `both of`, nor where `both` stands alone (`both are fast`).
struct BothAnd: SentenceStep {
    /// The most words between `both` and `and`.
    static let maximum = 4

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 2 < sentence.count {
            defer { index += 1 }
            guard sentence.key(index) == "both", !sentence.has(index - 1, .determiner), sentence.key(index + 1) != "of",
                let join = (index + 2...min(sentence.count - 1, index + 1 + Self.maximum)).first(where: { sentence.key($0) == "and" }),
                (index + 1..<join).allSatisfy({ sentence[$0].kind != .punctuation || sentence[$0].key == "'s" }),
                join + 1 < sentence.count, sentence[join + 1].kind != .punctuation
            else { continue }
            sentence.delete(index..<(index + 1))
        }
    }
}
