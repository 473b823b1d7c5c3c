/// Drops a clause-opening connective that only adds: "Additionally,",
/// "Furthermore,", "Moreover,", "Also,". The sentence order says as much.
/// Connectives of contrast or cause (`however`, `therefore`, `so`) carry
/// logic and stay.
struct AdditiveConnective: SentenceStep {
    /// Connectives, as keys; each takes its comma along.
    static let connectives: [[String]] = [
        ["additionally", ","], ["in", "addition", ","], ["furthermore", ","], ["moreover", ","], ["also", ","],
        ["what's", "more", ","], ["on", "top", "of", "that", ","],
    ]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index < sentence.count {
            defer { index += 1 }
            guard sentence.startsClause(index), sentence[index].isWord,
                let connective = Self.connectives.first(where: { sentence.matches($0, at: index) })
            else { continue }
            let end = index + connective.count
            guard end < sentence.count, sentence[end].isWord || sentence[end].kind == .masked else { continue }
            sentence.delete(index..<end)
        }
    }
}
