/// Two independent clauses joined by a comma alone: `The tests pass, the
/// build is green` → `The tests pass; the build is green`.
///
/// The grammar: a comma cannot join two main clauses without a coordinating
/// conjunction; a semicolon or a full stop can. The check takes sentences of
/// exactly two clauses (`Clause.split`), where the first is a main clause (it
/// does not open with a subordinator or a wh-word) with its subject before
/// its finite verb, and the second starts right after the comma with its own
/// subject and finite verb. It leaves alone what grammars allow: a short
/// reporting clause (`It works, I think`), a comparative pair (`The more you
/// test, the less you fix`), a result clause whose `that` is left out (`We
/// were so tired, we left`), a denial and its correction (`It's not a bug,
/// it's a feature`), a clause ending in `be` whose complement follows (`The
/// thing is, we pay`), a relative clause (`…Dana, who knows`), and quoted speech.
public struct CommaSpliceRule: Rule {
    public init() {}
    public var id: String { "comma-splice" }
    public var summary: String { "Two main clauses joined by a comma alone (“it works, the tests pass”)." }
    public var category: RuleCategory { .punctuation }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        let words = analysis.words
        for (sentence, clauses) in zip(analysis.sentences, analysis.clausesBySentence()) {
            guard clauses.count == 2, isSplice(analysis, clauses[0], clauses[1], sentence) else { continue }
            let comma = words[clauses[1].words.lowerBound - 1]
            let next = words[clauses[1].words.lowerBound]
            let nextToken = analysis.paragraph.tokens[next.token].range
            let written = analysis.paragraph.string(nextToken)
            findings.append(
                context.finding(
                    self, comma.range.lowerBound..<nextToken.upperBound, .commaSplice,
                    suggestions: ["; " + written, ". " + Casing.capitalized(written)]))
        }
    }

    private func isSplice(_ analysis: ParagraphAnalysis, _ first: Clause, _ second: Clause, _ sentence: Range<Int>) -> Bool {
        let words = analysis.words
        guard first.words.lowerBound == sentence.lowerBound, second.words.lowerBound > first.words.lowerBound,
            words[second.words.lowerBound - 1].text == ",", !words[second.words.lowerBound].tag.penn.isAdverb,
            // `…with Dana, who can help`: a relative clause, not a main one.
            !["who", "whom", "whose", "which"].contains(words[second.words.lowerBound].text),
            // `The thing is, you still pay`: a clause that ends in `be` takes the next one as its complement.
            second.words.lowerBound < 2 || analysis.lemma(second.words.lowerBound - 2) != "be",
            let subject1 = first.subject, let verb1 = first.verb, let subject2 = second.subject, let verb2 = second.verb
        else { return false }
        let phrase1 = analysis.nounPhrases[subject1]
        let phrase2 = analysis.nounPhrases[subject2]
        // Each subject is right before its verb (past one adverb): `Each time I visit` is no subject.
        let adverbs1 = phrase1.words.upperBound < verb1 && words[phrase1.words.upperBound].tag.penn.isAdverb ? 1 : 0
        let adverbs2 = phrase2.words.upperBound < verb2 && words[phrase2.words.upperBound].tag.penn.isAdverb ? 1 : 0
        guard phrase1.words.upperBound + adverbs1 == verb1, phrase2.words.upperBound + adverbs2 == verb2,
            phrase2.words.lowerBound == second.words.lowerBound,
            phrase1.words.lowerBound == sentence.lowerBound
        else { return false }
        let opener = words[sentence.lowerBound]
        if opener.tag.penn == .dt, sentence.lowerBound + 1 < sentence.upperBound,
            [.jjr, .rbr].contains(words[sentence.lowerBound + 1].tag.penn)
        {
            return false
        }
        // One comma only, and no quotation, bracket or conjunction anywhere in the sentence.
        for k in sentence where k != second.words.lowerBound - 1 {
            switch words[k].tag.penn {
            case .comma, .cc, .colon, .openingQuote, .closingQuote, .leftBracket, .rightBracket: return false
            default: if words[k].text == "\"" || words[k].text == "'" { return false }
            }
        }
        if Self.objectPronouns.contains(words[phrase2.head].text) { return false }
        if announcesResult(words, verb1 + 1..<first.words.upperBound) { return false }
        if correctsDenial(analysis, first, second, verb1, verb2) { return false }
        for (clause, verb) in [(first, verb1), (second, verb2)] where clause.words.count <= 4 {
            if Self.reportingVerbs.contains(analysis.lemma(verb)) { return false }
        }
        return true
    }

    /// `so tired` or `such a mess` in `range`: a result clause may follow with its `that` left out (`so tired, we left`).
    private func announcesResult(_ words: [ParagraphAnalysis.Word], _ range: Range<Int>) -> Bool {
        range.contains { k in
            guard words[k].text != "such" else { return true }
            guard words[k].text == "so", k + 1 < range.upperBound else { return false }
            let next = words[k + 1]
            return next.tag.penn.isAdjective || next.tag.penn.isAdverb || next.text == "many" || next.text == "much"
        }
    }

    /// `It's not mine, it's yours`, `We don't guess, we measure`: a short negated
    /// clause and a short positive one with the same subject or the same verb, the
    /// second correcting the first, are commonly joined by a comma alone.
    private func correctsDenial(_ analysis: ParagraphAnalysis, _ first: Clause, _ second: Clause, _ verb1: Int, _ verb2: Int)
        -> Bool
    {
        let words = analysis.words
        let negated = { (clause: Clause) in words[clause.words].contains { Self.negations.contains($0.text.lowercased()) } }
        guard first.words.count <= 6, second.words.count <= 6, negated(first), !negated(second),
            let subject1 = first.subject, let subject2 = second.subject
        else { return false }
        let head1 = words[analysis.nounPhrases[subject1].head].text.lowercased()
        let head2 = words[analysis.nounPhrases[subject2].head].text.lowercased()
        return head1 == head2 || analysis.lemma(verb1) == analysis.lemma(verb2)
    }

    private static let negations: Set<String> = ["not", "n't", "never"]
    private static let reportingVerbs: Set<String> = [
        "say", "think", "believe", "guess", "suppose", "hope", "know", "mean", "reckon", "add", "note", "explain", "write",
        "ask", "reply", "answer", "admit", "agree", "see", "bet", "fear", "imagine", "promise", "swear", "tell", "wonder",
    ]
    private static let objectPronouns: Set<String> = ["me", "him", "us", "them", "whom"]
}

extension String {
    fileprivate static let commaSplice = "Two main clauses are joined by a comma alone: use a semicolon or a full stop."
}
