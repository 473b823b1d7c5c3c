/// One sentence-compression transformation: a deletion or a contraction
/// that keeps the meaning.
protocol CompressionStep: Sendable {
    /// Shortens `sentence` in place where the step applies.
    func apply(to sentence: inout CompressibleSentence)
}

/// The concise tone as sentence compression: text cut into sentences, each
/// tagged once and run through the steps in order.
struct SentenceCompressor: Sendable {
    let steps: [any CompressionStep]
    let tagger: any PartOfSpeechSource

    /// The built-in steps, tagged by the lexicon.
    static let standard = SentenceCompressor(
        steps: [
            EmptyOpener(), ReferencePointer(), Parenthetical(), NonRestrictiveClause(), TrailingParticiple(), ConditionalThen(),
            ExistentialThere(),
            ReducedRelativeClause(), FillerWords(),
            ComplementThat(), ProgressiveCondition(), MannerAdverb(), RedundantPair(), PassiveToActive(),
        ],
        tagger: LexiconPartsOfSpeech())

    /// Compresses each sentence of `text`; `protected` are opaque byte ranges (placeholders, quotations).
    func compress(_ text: String, protected: [Range<Int>]) -> String {
        let bytes = Array(text.utf8)
        let tokens = Tokenizer.tokenize(bytes, masks: protected)
        let paragraph = Paragraph(bytes: bytes, tokens: tokens)
        var start = 0
        var out = ""
        for (index, sentence) in paragraph.sentences.enumerated() {
            let end = index == paragraph.sentences.count - 1 ? tokens.count : sentence.upperBound
            var compressible = CompressibleSentence(tokens: tokens[start..<end], bytes: bytes, tagger: tagger)
            for step in steps { step.apply(to: &compressible) }
            out += compressible.text
            start = end
        }
        if start < tokens.count { out += tokens[start...].map { String(decoding: bytes[$0.range], as: UTF8.self) }.joined() }
        return out
    }
}
