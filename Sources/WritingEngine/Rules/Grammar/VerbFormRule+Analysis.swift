/// Verb forms read from the paragraph analysis, for any verb the tagger and
/// the lemmatizer know, not only the listed ones:
/// - a modal takes the base form (`can goes`, `should refactored` → `refactor`);
/// - perfect `have` takes the past participle, not the simple past, of an
///   irregular verb whose two differ (`has went` → `has gone`, `had ate` → `had eaten`);
/// - a passive `be` takes the past participle (`has been introduce` →
///   `introduced`, `should be do` → `done`, `the gift was gave` → `given`):
///   after `be`, `been`, `being`, or `was`/`were`/`is`/`are` after a noun, and
///   only where no object follows (`is eat an apple` wants `eating`);
/// - `do` opening a question takes the base form after its subject (`Did the
///   application worked?` → `work`);
/// - verbs of the `enjoy` kind take the `-ing` form, never `to` (`avoided to
///   answer` → `avoided answering`), in any of their forms.
extension VerbFormRule {
    func checkWithAnalysis(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        let words = analysis.words
        for sentence in analysis.sentences {
            for i in sentence {
                let word = words[i]
                // A modal is a word the tagger read as one and English has as one, never inline code or a name.
                if word.tag.penn == .md, Lexicon.modals.contains(WordKey(word.text)) {
                    checkModal(analysis, i, sentence, context, &findings)
                } else if Self.perfectHave.contains(WordKey(word.text)) {
                    checkPerfectPast(analysis, i, sentence, context, &findings)
                } else if Self.passiveBe.contains(WordKey(word.text)) {
                    checkPassive(analysis, i, sentence, context, &findings)
                } else if i == sentence.lowerBound, Lexicon.doForms.contains(WordKey(word.text)) {
                    checkDoQuestion(analysis, i, sentence, context, &findings)
                } else if word.tag.penn.isVerb, word.tag.penn != .vbn, i + 2 < sentence.upperBound, words[i + 1].tag.penn == .to,
                    Self.gerundTakers.contains(WordKey(analysis.lemma(i)))
                {
                    checkGerundTaker(analysis, i, context, &findings)
                }
            }
        }
    }

    /// The first word after `start` that is not an adverb or `not`; nil
    /// after a preposition read as an adverb (`may be in use`: no verb follows).
    private func verbAfter(_ analysis: ParagraphAnalysis, _ start: Int, _ sentence: Range<Int>) -> Int? {
        var i = start + 1
        while i < sentence.upperBound, analysis.words[i].tag.penn.isAdverb || analysis.words[i].text == "n't" {
            if Lexicon.prepositions.contains(WordKey(analysis.words[i].text)) { return nil }
            i += 1
        }
        return i < sentence.upperBound ? i : nil
    }

    private func checkModal(
        _ analysis: ParagraphAnalysis, _ modal: Int, _ sentence: Range<Int>, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        // `the will was read`, `Will goes home`: a noun or a name, not a modal.
        if modal > sentence.lowerBound, [.dt, .prpPossessive, .jj].contains(analysis.words[modal - 1].tag.penn) { return }
        guard let i = verbAfter(analysis, modal, sentence) else { return }
        let word = analysis.words[i]
        if Self.finiteBe.contains(WordKey(word.text)) { return }
        if word.tag.penn == .vbz, context.paragraph.string(analysis.words[modal].range).first?.isUppercase == true { return }
        guard [.vbz, .vbd, .vbn, .vbg].contains(word.tag.penn), word.text != "been",
            !Self.adjectivalParticiples.contains(WordKey(word.text))
        else { return }
        let lexicon = Lexicon.shared
        let forms = lexicon.forms(of: word.text)
        if forms.contains(.base) { return }
        let lemma = analysis.lemma(i)
        guard lemma != word.text, lexicon.paradigm(lemma) != nil || forms.isEmpty && context.spelling.isCorrect(lemma) else { return }
        // An `-ing` or `-ed` word the lexicon does not know may be an adjective (`could interesting`); known verbs only there.
        if forms.isEmpty, word.tag.penn == .vbg || word.tag.penn == .vbn { return }
        let modalText = context.paragraph.string(analysis.words[modal].range)
        report(analysis, i, lemma, "After “\(modalText)”, use the base form of the verb.", context, &findings)
    }

    private func checkPerfectPast(
        _ analysis: ParagraphAnalysis, _ have: Int, _ sentence: Range<Int>, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        // `had to`, `have got`: other constructions.
        guard let i = verbAfter(analysis, have, sentence) else { return }
        let text = analysis.words[i].text
        let lexicon = Lexicon.shared
        let forms = lexicon.forms(of: text)
        guard forms.contains(.past), !forms.contains(.pastParticiple), !forms.contains(.base),
            let base = lexicon.base(of: text, as: .past), base != "get", let entry = lexicon.paradigm(base), entry.pastParticiple != text
        else { return }
        // `The car we had was red`: `was` after `had` is the main verb after a relative clause, not a participle.
        if base == "be" { return }
        let haveText = context.paragraph.string(analysis.words[have].range)
        report(analysis, i, entry.pastParticiple, "After “\(haveText)”, use the past participle.", context, &findings)
    }

    private func checkPassive(
        _ analysis: ParagraphAnalysis, _ be: Int, _ sentence: Range<Int>, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        let words = analysis.words
        let text = words[be].text
        if text != "be" && text != "been" && text != "being" {
            guard be > sentence.lowerBound, words[be - 1].tag.penn == .nn || words[be - 1].tag.penn == .nns else { return }
        }
        // `All you have to do is click`: a bare infinitive after `do … is`.
        if (sentence.lowerBound..<be).contains(where: { analysis.lemma($0) == "do" }) {
            return
        }
        if isExistential(analysis, be, sentence) { return }
        guard let i = verbAfter(analysis, be, sentence) else { return }
        if i + 1 < sentence.upperBound {
            let after = words[i + 1].tag.penn
            if Self.timeWords.contains(WordKey(words[i + 1].text)) {
                // `was introduce yesterday`: a time, not an object.
            } else if Self.objectStarts.contains(after) || after.isNoun {
                return
            }
        }
        let word = words[i]
        let lexicon = Lexicon.shared
        let forms = lexicon.forms(of: word.text)
        // The tagger may call a base form after `be` an adjective. It is one after a
        // finite `be` (`is welcome`, `is open`); after `been` or before `by` it is not.
        let passiveCue = text == "be" || text == "been" || i + 1 < sentence.upperBound && words[i + 1].text == "by"
        let readsAsBase =
            word.tag.penn == .vb || word.tag.penn == .vbp
            || word.tag.penn == .jj && passiveCue && !context.spelling.isCorrect(word.text + "ly")
        var participle: String?
        if forms.contains(.past), !forms.contains(.pastParticiple), !forms.contains(.base) {
            participle = lexicon.base(of: word.text, as: .past).flatMap { lexicon.paradigm($0)?.pastParticiple }
        } else if readsAsBase, forms == .base {
            participle = lexicon.paradigm(word.text)?.pastParticiple
        } else if readsAsBase, forms.isEmpty, word.tag.penn != .jj, context.spelling.isCorrect(word.text) {
            // A regular verb the lexicon lacks (`been introduce` → `introduced`).
            participle = Inflection.past(word.text, stem: word.text)
            if let regular = participle, !context.spelling.isCorrect(regular) { participle = nil }
        }
        guard let participle, participle != word.text else { return }
        let beText = context.paragraph.string(words[be].range)
        report(analysis, i, participle, "After “\(beText)”, use the past participle.", context, &findings)
    }

    /// `There may be snow`, `there used to be rain`: after existential `there` and the verbs
    /// that lead to its `be`, a noun follows, whatever the tagger makes of it.
    private func isExistential(_ analysis: ParagraphAnalysis, _ be: Int, _ sentence: Range<Int>) -> Bool {
        var k = be - 1
        while k > sentence.lowerBound {
            let word = analysis.words[k]
            let leads =
                word.tag.penn == .md || word.tag.penn.isAdverb || word.tag.penn == .cc || word.tag.penn == .to
                || word.tag.penn.isVerb && Self.existentialLeads.contains(WordKey(analysis.lemma(k)))
            guard leads else { break }
            k -= 1
        }
        return k >= sentence.lowerBound && analysis.words[k].tag.penn == .ex
    }

    /// Verbs between existential `there` and its `be` (`there seems to be`, `there has to be`).
    private static let existentialLeads: WordSet = ["be", "have", "seem", "appear", "use", "need", "go", "tend", "ought", "happen"]

    private func checkDoQuestion(
        _ analysis: ParagraphAnalysis, _ doIndex: Int, _ sentence: Range<Int>, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        var start = doIndex + 1
        if start < sentence.upperBound, analysis.words[start].text == "n't" { start += 1 }
        guard let subject = context.view.phrase(startingAt: start),
            let i = verbAfter(analysis, subject.words.upperBound - 1, sentence)
        else { return }
        let word = analysis.words[i]
        guard [.vbd, .vbn, .vbz].contains(word.tag.penn) else { return }
        let lexicon = Lexicon.shared
        let forms = lexicon.forms(of: word.text)
        guard !forms.isEmpty, !forms.contains(.base), let base = lexicon.base(of: word.text, as: [.past, .pastParticiple, .thirdPerson])
        else { return }
        let doText = context.paragraph.string(analysis.words[doIndex].range)
        report(analysis, i, base, "After “\(doText)”, use the base form of the verb.", context, &findings)
    }

    private func checkGerundTaker(_ analysis: ParagraphAnalysis, _ verb: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        let words = analysis.words
        let infinitive = verb + 2
        guard words[infinitive].tag.penn == .vb, let entry = Lexicon.shared.paradigm(words[infinitive].text) else { return }
        let range = words[verb + 1].range.lowerBound..<words[infinitive].range.upperBound
        guard !findings.contains(where: { $0.ruleID == id && $0.range.overlaps(range) }) else { return }
        let verbText = context.paragraph.string(words[verb].range)
        findings.append(
            context.finding(
                self, range, "“\(verbText)” is followed by the -ing form, not “to”.", suggestions: [entry.presentParticiple]))
    }

    private func report(
        _ analysis: ParagraphAnalysis, _ i: Int, _ replacement: String, _ message: String, _ context: RuleContext,
        _ findings: inout [Finding]
    ) {
        let range = analysis.words[i].range
        guard !findings.contains(where: { $0.ruleID == id && $0.range.overlaps(range) }) else { return }
        let original = context.paragraph.string(range)
        findings.append(context.finding(self, range, message, suggestions: [Casing.matching(replacement, to: original)]))
    }

    private static let passiveBe = Lexicon.shared.wordSet(.be, excluding: Lexicon.Sense.notPlain.union(.first))
    /// Tags that start an object or an infinitive, so the verb before them is active (`is eat an apple`).
    private static let objectStarts: Set<PennTag> = [.dt, .prp, .prpPossessive, .to, .cd]
    private static let timeWords: WordSet = ["today", "yesterday", "tomorrow", "tonight", "now", "first", "later"]
    private static let finiteBe = WordSet(Lexicon.shared.finiteForms(of: .be, excluding: .notPlain))
    private static let perfectHave = Lexicon.shared.wordSet(.have, excluding: [.negative, .fused], unlessAlso: [.be, .modal])

    /// Verbs whose verb complement is an `-ing` form and never an infinitive.
    private static let gerundTakers: WordSet = [
        "enjoy", "avoid", "admit", "consider", "finish", "mind", "miss", "suggest", "recommend", "deny", "postpone",
        "delay", "quit", "keep", "imagine", "appreciate", "dislike", "resist", "practice", "practise", "risk",
        "discuss", "mention", "involve", "justify", "tolerate", "detest", "resent", "fancy",
    ]
}
