/// Drops a comment phrase that trails a sentence after a comma, "…, making
/// the code harder to read.": an `-ing` phrase that adds a remark to a
/// finished clause.
struct TrailingParticiple: SentenceStep {
    static let maximum = 14
    /// `-ing` words that start a list or name a tool, not a remark.
    static let exceptions: Set<String> = ["including", "using", "depending", "according", "following", "starting", "beginning"]

    func apply(to sentence: inout CompressibleSentence) {
        guard let stop = sentence.items.indices.last, [".", "!"].contains(sentence.key(stop) ?? ""), stop > 6 else { return }
        guard
            let comma = (max(1, stop - Self.maximum)..<stop).first(where: {
                sentence.key($0) == "," && sentence.has($0 + 1, .gerund) && sentence[$0 + 1].key.hasSuffix("ing")
            }),
            !Self.exceptions.contains(sentence[comma + 1].key), stop - comma > 2,
            (comma + 1..<stop).allSatisfy({ sentence.key($0) != "," })
        else { return }
        // The clause before must be finished (a verb of its own, not `an active, growing project`),
        // and the phrase must not be a clause itself (`…, rejecting it is wrong.`).
        guard (0..<comma).contains(where: { sentence.has($0, [.verb, .be, .modal]) }),
            !sentence.has(comma - 1, [.adjective, .determiner]),
            !(comma + 2..<stop).contains(where: { sentence.has($0, [.be, .modal]) })
        else { return }
        sentence.delete(comma..<stop)
    }
}
