/// "It is currently experimental" → "It is experimental": a present tense
/// already says "now". Not after a negation, and not opening the sentence
/// with a comma (`Currently, …` contrasts with what comes later).
struct PresentCurrently: SentenceStep {
    static let presentBe = Set(Lexicon.shared.words([.be, .present], excluding: [.negative, .fused]))

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index + 1 < sentence.count {
            defer { index += 1 }
            guard sentence.isWord(index, in: ["currently"]), sentence[index + 1].isWord, !sentence.has(index + 1, .kept),
                !sentence.has(index - 1, .negation)
            else { continue }
            let afterBe = sentence.isWord(index - 1, in: Self.presentBe)
            let beforePresent =
                sentence.has(index - 1, [.pronoun, .noun]) && sentence.has(index + 1, .verb)
                && !sentence.has(index + 1, [.participle, .gerund])
                && !Lexicon.shared.forms(of: sentence[index + 1].key).contains(.past)
            if afterBe || beforePresent { sentence.delete(index..<(index + 1)) }
        }
    }
}
