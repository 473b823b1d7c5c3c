/// "Rather than host the files, you may instead send them" → "…, you may
/// send them": after `rather than` or `instead of` has set the alternative,
/// a later `instead` in the same sentence says it again. `instead of` stays.
struct InsteadAfterRatherThan: SentenceStep {
    func apply(to sentence: inout CompressibleSentence) {
        guard
            let contrast = sentence.items.indices.first(where: {
                sentence.matches(["rather", "than"], at: $0) || sentence.matches(["instead", "of"], at: $0)
            })
        else { return }
        guard
            let repeated = sentence.items.indices.first(where: {
                $0 > contrast + 1 && sentence.key($0) == "instead" && sentence.key($0 + 1) != "of"
            })
        else { return }
        sentence.delete(repeated..<(repeated + 1))
    }
}
