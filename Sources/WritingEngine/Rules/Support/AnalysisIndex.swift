/// Lookups over a paragraph's analysis that rules need often, made once per
/// paragraph (`RuleContext.analysisIndex`) so that none is a scan per word.
struct AnalysisIndex: Sendable {
    /// For each word, the index of the noun phrase that starts there.
    let phraseStarting: [Int?]
    /// For each word, the index of the sentence it is in.
    let sentenceOf: [Int]
    /// For each word, the index of the clause it is in.
    let clauseOf: [Int?]
    /// For each word, the first finite verb at or after it in its sentence.
    let finiteFrom: [Int?]

    init(_ analysis: ParagraphAnalysis) {
        var starting = [Int?](repeating: nil, count: analysis.words.count)
        for (index, phrase) in analysis.nounPhrases.enumerated() { starting[phrase.words.lowerBound] = index }
        var sentenceOf = [Int](repeating: 0, count: analysis.words.count)
        for (index, sentence) in analysis.sentences.enumerated() {
            for i in sentence { sentenceOf[i] = index }
        }
        var clauseOf = [Int?](repeating: nil, count: analysis.words.count)
        for (index, clause) in analysis.clauses.enumerated() {
            for i in clause.words { clauseOf[i] = index }
        }
        var finiteFrom = [Int?](repeating: nil, count: analysis.words.count)
        for sentence in analysis.sentences {
            var next: Int?
            for i in sentence.reversed() {
                if analysis.words[i].tag.penn.isFinite { next = i }
                finiteFrom[i] = next
            }
        }
        phraseStarting = starting
        self.finiteFrom = finiteFrom
        self.sentenceOf = sentenceOf
        self.clauseOf = clauseOf
    }

    /// The noun phrase that starts at word `i`, if any.
    func phrase(startingAt i: Int, in analysis: ParagraphAnalysis) -> NounPhrase? {
        i < phraseStarting.count ? phraseStarting[i].map { analysis.nounPhrases[$0] } : nil
    }

    /// The word range of the sentence that holds word `i`.
    func sentence(of i: Int, in analysis: ParagraphAnalysis) -> Range<Int> {
        analysis.sentences[sentenceOf[i]]
    }

    /// The first finite verb after word `i` in its sentence.
    func finiteVerb(after i: Int) -> Int? {
        i + 1 < finiteFrom.count && sentenceOf[i + 1] == sentenceOf[i] ? finiteFrom[i + 1] : nil
    }

    /// The clause that holds word `i`.
    func clause(of i: Int, in analysis: ParagraphAnalysis) -> Clause? {
        clauseOf[i].map { analysis.clauses[$0] }
    }
}

extension RuleContext {
    /// The lookups over `analysis`, made once and shared by the rules.
    var analysisIndex: AnalysisIndex { shared { AnalysisIndex($0.analysis) } }
}
