/// The possessive before a gerund. `your`, `its` and `their` before an -ing
/// form are right where the -ing form heads a noun phrase (a gerund or a
/// compound noun): `your being here helps`, `its being open source
/// matters`, `thanks for your waiting`, `your getting started guide is
/// here`. They are the contraction (`you're going to love it`) only where
/// the -ing form is the clause's verb: the clause then has no finite verb of
/// its own. The table's word patterns (`your getting` → `you're`) cannot see
/// that, so their findings are checked against the analysis.
extension ConfusedWordsRule {
    /// Removes the findings since `start` that turn a possessive before an
    /// -ing form into a contraction where the analysis shows a gerund or a
    /// compound noun.
    func keepPossessivesBeforeGerunds(_ context: RuleContext, from start: Int, in findings: inout [Finding]) {
        guard findings.count > start else { return }
        let analysis = context.view.analysis
        var kept: Set<Range<Int>> = []
        for sentence in analysis.sentences {
            for i in sentence where Self.gerundPossessives.contains(analysis.words[i].text) {
                guard headsGerundPhrase(context, analysis, i, sentence) else { continue }
                kept.insert(analysis.paragraph.tokens[analysis.words[i].token].range)
            }
        }
        guard !kept.isEmpty else { return }
        let flagged = findings[start...].filter { !kept.contains($0.range) }
        findings.replaceSubrange(start..., with: flagged)
    }

    /// Whether the -ing form after the possessive at `i` heads a noun phrase:
    /// the phrase stands as an object (after a preposition or a verb other
    /// than one of thinking or saying, which may take a clause), or the
    /// clause has a finite verb after it, or, with no end punctuation (a
    /// heading), a noun follows it (`your getting started guide`).
    private func headsGerundPhrase(_ context: RuleContext, _ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>) -> Bool {
        let words = analysis.words
        guard i + 1 < sentence.upperBound, words[i + 1].text.hasSuffix("ing") else { return false }
        if i > sentence.lowerBound {
            let before = words[i - 1]
            // The tags may read a preposition as a subordinator (`thanks for your being patient`).
            if before.tag.penn == .in, !Lexicon.clauseOpeners.contains(before.text) { return true }
            let verb = before.tag.penn.isVerb || before.tag.penn == .md
            if verb, !Self.cognitionVerbs.contains(analysis.lemma(i - 1)) { return true }
        }
        guard let clause = context.view.clause(of: i) else { return false }
        if let verb = clause.verb, verb > i + 1 { return !joinsAnotherSubject(analysis, (i + 2)..<verb) }
        if clause.verb == nil, hasUntaggedVerb(analysis, i, clause.words) { return true }
        guard words[sentence.upperBound - 1].tag.penn != .period else { return false }
        var k = i + 2
        while k < sentence.upperBound, words[k].tag.penn == .vbn || words[k].tag.penn.isAdjective { k += 1 }
        return k < sentence.upperBound && words[k].tag.penn.isNoun
    }

    /// Whether a word after the -ing form that the tags read as a plural
    /// noun is the clause's verb in -s (`its being open source matters.`,
    /// `your making progress matters to us`): a gerund subject is singular
    /// and takes such a verb. It must be a verb form, follow a noun (or,
    /// after `being`, its predicate adjective) rather than a determiner or a
    /// modifying adjective (`your making great points`), and close the
    /// clause or come before what a verb takes (a preposition, a
    /// determiner, a pronoun, an adverb).
    private func hasUntaggedVerb(_ analysis: ParagraphAnalysis, _ i: Int, _ clause: Range<Int>) -> Bool {
        let words = analysis.words
        let lexicon = Lexicon.shared
        let copula = words[i + 1].text == "being"
        for k in (i + 2)..<clause.upperBound where words[k].tag.penn == .nns {
            guard lexicon.forms(of: words[k].text).contains(.thirdPerson) else { continue }
            let before = words[k - 1].tag.penn
            guard before.isNoun || (copula && before.isAdjective) else { continue }
            guard k + 1 < clause.upperBound else { return true }
            let after = words[k + 1].tag
            if after.penn == .period || after.penn == .in || after.penn == .dt || after.penn == .prp || after.penn.isAdverb {
                return true
            }
        }
        return false
    }

    /// Whether `range` holds a comma, or a conjunction before a subject
    /// pronoun, so that the verb after it belongs to a clause of its own
    /// (`your doing great, and we are proud`).
    private func joinsAnotherSubject(_ analysis: ParagraphAnalysis, _ range: Range<Int>) -> Bool {
        let words = analysis.words
        return range.contains { k in
            words[k].tag.penn == .comma || (words[k].tag.penn == .cc && k + 1 < words.count && words[k + 1].tag.penn == .prp)
        }
    }

    private static let gerundPossessives: Set<String> = ["your", "its", "their"]
}
