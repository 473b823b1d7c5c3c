/// One sentence transformation: for the concise tone a deletion or a
/// contraction that keeps the meaning, for the other tones a register shift.
protocol SentenceStep: Sendable {
    /// Edits `sentence` in place where the step applies.
    func apply(to sentence: inout CompressibleSentence)
}

/// Text cut into sentences, read once (`ParagraphAnalysis`, the view the
/// rules read) and run through the steps in order: the concise tone's
/// sentence compression, and the tones' sentence-level shifts.
struct SentencePipeline: Sendable {
    let steps: [any SentenceStep]

    /// The concise tone's compression steps.
    static let concise = SentencePipeline(
        steps: [
            EmptyOpener(), NecessityThat(), PoliteRequestPlease(), LetUsImperative(), AdditiveConnective(), ChapterPreview(),
            FollowingList(),
            ReferencePointer(),
            Parenthetical(),
            NonRestrictiveClause(), ConditionalThen(),
            ExistentialThere(),
            ReducedRelativeClause(), LocativeParticiple(), ObjectRelativeThat(), FillerWords(), DoubledWord(), BothAnd(),
            ComplementThat(), ProgressiveCondition(), MannerAdverb(), RedundantPair(), PassiveToActive(), HaveObject(),
            ObligationImperative(), ObligationMust(), PermissionMay(), LetObject(), QuantityMany(), EachOfThe(), PurposeSo(),
            NegationAtAll(), InWhichWhere(), EmphaticDo(), PresentCurrently(), PredicateOne(), GoingToFuture(),
            InsteadAfterRatherThan(),
        ])

    /// The professional tone's sentence steps: polite requests, and a thing's obligation stated with `must`.
    static let professional = SentencePipeline(steps: [PoliteRequest(polite: true), ObligationMust()])

    /// The friendly tone's sentence steps.
    static let friendly = SentencePipeline(steps: [PoliteRequest(polite: false)])

    /// Runs the steps on each sentence of `text`; `protected` are opaque byte
    /// ranges (placeholders, quotations). When `accepts` is given, a step's
    /// edit is kept only when `accepts` the whole text with it (and the edits
    /// kept before); a refused step leaves the sentence as it was.
    func apply(_ text: String, protected: [Range<Int>], accepts: ((String) -> Bool)? = nil) -> String {
        let bytes = Array(text.utf8)
        let tokens = Tokenizer.tokenize(bytes, masks: protected)
        let paragraph = Paragraph(bytes: bytes, tokens: tokens)
        let analysis = ParagraphAnalysis(paragraph, spelling: Self.spelling)
        let piece = { (range: Range<Int>) in tokens[range].map { String(decoding: bytes[$0.range], as: UTF8.self) }.joined() }
        var start = 0
        var out = ""
        for (index, sentence) in paragraph.sentences.enumerated() {
            let end = index == paragraph.sentences.count - 1 ? tokens.count : sentence.upperBound
            var compressible = CompressibleSentence(tokens: start..<end, of: analysis)
            var written = compressible.text
            for step in steps {
                let before = compressible
                step.apply(to: &compressible)
                guard let accepts else { continue }
                let edited = compressible.text
                guard edited != written else { continue }
                if accepts(out + edited + piece(end..<tokens.count)) { written = edited } else { compressible = before }
            }
            out += compressible.text
            start = end
        }
        if start < tokens.count { out += piece(start..<tokens.count) }
        return out
    }

    /// The word list the analysis reads (which words are known, and the
    /// lemmas of regular forms): a rewrite keeps the writer's spelling, so
    /// the dialect does not matter here.
    private static let spelling = SpellChecker.shared(for: .americanEnglish)
}
