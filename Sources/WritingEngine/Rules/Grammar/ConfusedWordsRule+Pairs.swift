/// Confused pairs decided by the part of speech of the slot and of the
/// words around it, where the tags leave one reading only: your/you're
/// before an -ing verb, whose/who's, lose/loose, advise/advice, where/were.
extension ConfusedWordsRule {
    /// Runs the pair checks on word `i`.
    func checkPairs(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings) {
        possessiveBeforeParticiple(analysis, i, sentence, &slots)
        switch analysis.words[i].text {
        case "whose": whoseWithoutNoun(analysis, i, sentence, &slots)
        case "lose": loseBeforeNoun(analysis, i, sentence, &slots)
        case "advise": adviseAsNoun(analysis, i, sentence, &slots)
        case "where": whereAsVerb(analysis, i, sentence, &slots)
        case "were": wereAsPlace(analysis, i, sentence, &slots)
        default: break
        }
    }

    /// `your making a mistake` → `you're`, `their leaving now` → `they're`:
    /// a possessive with an -ing form after it is the subject of a gerund
    /// (`your leaving surprised us`), so its clause needs a finite verb later.
    /// Where a clause starts with it and no finite verb follows before the
    /// sentence ends, the -ing form is the clause's verb and the word is the
    /// contraction (`you are`, `they are`, `it is`).
    private func possessiveBeforeParticiple(
        _ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings
    ) {
        let words = analysis.words
        guard let contraction = Self.participleContractions[words[i].text], i + 1 < sentence.upperBound else { return }
        let participle = words[i + 1]
        // `their being late`, `your having left`: gerunds, never a progressive verb.
        guard participle.tag.penn == .vbg, participle.text.hasSuffix("ing"), participle.text != "being",
            participle.text != "having", clauseMayStart(analysis, i, sentence)
        else { return }
        // The gerund's verb may come after an aside or a second subject (`your conveying the work, or …, would infringe`),
        // so the rest of the sentence, not only of the clause, must lack one; any word that may be a past or a
        // present verb counts, as the tags may take the verb for an adjective (`their leaving early annoyed us`).
        let lexicon = Lexicon.shared
        for k in (i + 2)..<sentence.upperBound {
            let word = words[k]
            if word.tag.penn.isFinite || word.tag.penn == .vbn || word.tag.universal == .aux { return }
            let forms = lexicon.forms(of: word.text)
            if forms.contains(.past) || forms.contains(.thirdPerson) { return }
        }
        // A heading or a caption (`Your getting started guide`) has no end punctuation.
        guard words[sentence.upperBound - 1].tag.penn == .period else { return }
        if i + 2 < sentence.upperBound, words[i + 2].tag.penn.isNoun, !Self.timeNouns.contains(words[i + 2].text) { return }
        slots.add(i, analysis, suggestion: contraction, message: .possessiveBeforeParticiple)
    }

    /// `whose going` → `who's`: the possessive `whose` is a determiner and
    /// needs a noun after it (`whose turn`, `whose old car`). Before an
    /// article, `not`, `been`, an -ing participle that modifies no noun, or a
    /// predicate adjective with no noun after it, the word is `who is` /
    /// `who has`.
    private func whoseWithoutNoun(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings) {
        let words = analysis.words
        guard i + 1 < sentence.upperBound else { return }
        let next = words[i + 1]
        let after = i + 2 < sentence.upperBound ? words[i + 2] : nil
        let contraction: Bool
        if Self.whoIsFollowers.contains(next.text) {
            contraction = true
        } else if next.tag.penn == .vbg, next.text.hasSuffix("ing") {
            // `whose writing is clear`: a gerund with its own verb after it is the noun `whose` asks about.
            contraction = after.map { !Self.modifies($0) && !$0.tag.penn.isFinite } ?? true
        } else if next.tag.penn == .jj, !Self.nounlessAdjectives.contains(next.text) {
            contraction = after.map(Self.endsPredicate) ?? true
        } else {
            contraction = false
        }
        guard contraction else { return }
        slots.add(i, analysis, suggestion: "who's", message: .whoseWithoutNoun)
    }

    /// `a lose screw` → `loose`: between a determiner (or an adjective) and
    /// the noun it introduces stands an adjective, never the verb `lose`.
    private func loseBeforeNoun(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings) {
        let words = analysis.words
        guard i > sentence.lowerBound, i + 1 < sentence.upperBound else { return }
        let before = words[i - 1]
        let next = words[i + 1]
        // Not `her` (`made her lose weight`), which the tags may read either way.
        let determined = Self.articles.contains(before.text) || (before.tag.penn == .prpPossessive && before.text != "her")
        guard determined, next.tag.penn == .nn || next.tag.penn == .nns else { return }
        slots.add(i, analysis, suggestion: "loose", message: .loseBeforeNoun)
    }

    /// `your advise on this` → `advice`: after a determiner, an adjective,
    /// a preposition or the pronoun after a verb of giving (`give me advise`),
    /// and with no object after it (the sentence ends, or a preposition,
    /// a conjunction or the clause's verb follows), the word is the noun.
    private func adviseAsNoun(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings) {
        let words = analysis.words
        guard i > sentence.lowerBound else { return }
        let before = words[i - 1]
        let nounSlot =
            Self.nounDeterminers.contains(before.text) || (before.tag.penn == .prpPossessive && before.text != "her")
            || (before.tag.penn == .jj && !Self.nounlessAdjectives.contains(before.text))
            || Self.nounPrepositions.contains(before.text) || isIndirectObject(analysis, i - 1, sentence)
        guard nounSlot else { return }
        if i + 1 < sentence.upperBound {
            let next = words[i + 1]
            let noObject =
                next.tag.penn == .period || next.tag.penn == .comma || next.tag.penn == .colon || next.tag.penn == .cc
                || (next.tag.penn == .in && next.text != "that") || next.tag.penn == .vbz || next.tag.penn == .vbd
                || next.tag.penn == .md
            guard noObject else { return }
        }
        slots.add(i, analysis, suggestion: "advice", message: .adviseAsNoun)
    }

    /// Word `k` is the pronoun after a verb of giving (`give me`, `offered them`),
    /// so the word after it is the thing given, a noun.
    private func isIndirectObject(_ analysis: ParagraphAnalysis, _ k: Int, _ sentence: Range<Int>) -> Bool {
        guard k > sentence.lowerBound, Self.objectPronouns.contains(analysis.words[k].text) else { return false }
        return analysis.words[k - 1].tag.penn.isVerb && Self.givingVerbs.contains(analysis.lemma(k - 1))
    }

    /// `we where late` → `were`, `the results where good` → `were`: a plural
    /// subject (or `we`, `you`, `they`) with no verb, then `where` and a
    /// predicate (`not`, an adjective, a participle) with no verb either, is
    /// a clause missing its verb, and `where` stands in the slot of `were`.
    /// Elliptical `where possible`, `where needed` are left alone, as is any
    /// sentence with a verb before `where`.
    private func whereAsVerb(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings) {
        let words = analysis.words
        // A whole sentence, ending in its punctuation (not a heading such as `Lines where changed`).
        guard i > sentence.lowerBound, i + 1 < sentence.upperBound, words[sentence.upperBound - 1].tag.penn == .period else { return }
        guard !words[sentence.lowerBound..<i].contains(where: { $0.tag.penn.isVerb || $0.tag.penn == .md }) else { return }
        let pronoun = Self.pluralSubjects.contains(words[i - 1].text) && words[i - 1].tag.penn == .prp
        if !pronoun {
            guard let phrase = analysis.nounPhrase(headedBy: i - 1), phrase.words.lowerBound == sentence.lowerBound,
                words[i - 1].tag.penn == .nns || words[i - 1].tag.penn == .nnps
            else { return }
        }
        // The rest of the clause after `where` has no finite verb; after a noun, the rest of the sentence has none and
        // no comma (`Cases where empty, the list is skipped`: the noun may be an introductory phrase's).
        if !pronoun, words[(i + 1)..<sentence.upperBound].contains(where: { $0.tag.penn.isFinite || $0.tag.penn == .comma }) {
            return
        }
        var end = i + 1
        while end < sentence.upperBound, ![.comma, .cc, .colon, .period].contains(words[end].tag.penn) {
            if words[end].tag.penn.isFinite { return }
            end += 1
        }
        var j = i + 1
        while j < end, words[j].tag.penn.isAdverb, words[j].text != "not" { j += 1 }
        guard j < end else {
            // An adverb alone ends the clause: it is the predicate (`we where late`, `you where right`).
            if j > i + 1 { slots.add(i, analysis, suggestion: "were", message: .whereAsVerb) }
            return
        }
        let predicate = words[j]
        let after = j + 1 < end ? words[j + 1] : nil
        let fits: Bool
        if predicate.text == "not" {
            fits = true
        } else if Self.ellipticalPredicates.contains(predicate.text) {
            fits = false
        } else if predicate.tag.penn == .jj || predicate.tag.penn == .vbn || predicate.tag.penn == .vbg {
            fits = after.map { !Self.modifies($0) } ?? true
        } else {
            fits = pronoun && predicate.tag.penn == .dt && Self.articles.contains(predicate.text)
        }
        guard fits else { return }
        slots.add(i, analysis, suggestion: "were", message: .whereAsVerb)
    }

    /// `I know were he lives` → `where`: after a verb of knowing, asking,
    /// showing or going, a clause with its own subject and finite verb
    /// (`were he lives`) is a question or a place, so it opens with `where`.
    /// `were` followed by a subject and then a finite verb is never the verb
    /// itself; a relative clause before it (`the people I know were kind`)
    /// has no second finite verb.
    private func wereAsPlace(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings) {
        let words = analysis.words
        guard i > sentence.lowerBound, i + 2 < sentence.upperBound, words[i - 1].tag.penn.isVerb,
            Self.placeClauseVerbs.contains(analysis.lemma(i - 1)),
            let phrase = analysis.nounPhrases.first(where: { $0.words.lowerBound == i + 1 })
        else { return }
        let subjectPronoun = phrase.words.count == 1 && Self.subjectForms.contains(words[i + 1].text)
        guard subjectPronoun || phrase.determiner != nil else { return }
        var verb = phrase.words.upperBound
        if verb < sentence.upperBound, words[verb].tag.penn.isAdverb { verb += 1 }
        guard verb < sentence.upperBound, words[verb].tag.penn.isFinite else { return }
        slots.add(i, analysis, suggestion: "where", message: .wereAsPlace)
    }

    /// A word that an adjective or participle before it may modify (a noun, or the noun's other modifiers).
    private static func modifies(_ word: ParagraphAnalysis.Word) -> Bool {
        if timeNouns.contains(word.text) { return false }
        return word.tag.penn.isNoun || word.tag.penn.isAdjective || word.tag.penn == .vbg || word.tag.penn == .cd
            || word.tag.penn == .hyphen
    }

    /// What may follow a predicate adjective: the sentence's end, a comma, `to`, a preposition.
    private static func endsPredicate(_ word: ParagraphAnalysis.Word) -> Bool {
        word.tag.penn == .period || word.tag.penn == .comma || word.tag.penn == .to
            || (word.tag.penn == .in && word.text != "of")
    }

    /// Nouns that stand as adverbs of time (`whose coming tomorrow`).
    private static let timeNouns: Set<String> = ["today", "tomorrow", "tonight", "yesterday"]
    private static let whoIsFollowers: Set<String> = ["a", "an", "the", "not", "been", "gonna"]
    private static let articles: Set<String> = ["a", "an", "the"]
    /// Determiners after which only a noun phrase can follow (not `that`, `some`, `each`: they stand alone as subjects).
    private static let nounDeterminers: Set<String> = ["a", "an", "the", "any", "no", "much"]
    private static let nounPrepositions: Set<String> = ["for", "of", "with", "without", "on", "about", "from"]
    /// Adjectives that stand for a noun (`whose own`, `whose first`) or come before a verb (`sure`, `able`).
    private static let nounlessAdjectives: Set<String> = [
        "own", "first", "last", "next", "only", "other", "such", "same", "many", "few", "several", "much", "more", "most",
    ]
    private static let participleContractions: [String: String] = ["your": "you're", "their": "they're", "its": "it's"]
    private static let placeClauseVerbs: Set<String> = [
        "know", "wonder", "ask", "see", "show", "tell", "remember", "forget", "find", "decide", "go", "guess", "check",
        "explain", "learn", "understand", "care", "figure",
    ]
    private static let subjectForms: Set<String> = ["i", "he", "she", "we", "they", "you", "it"]
    private static let objectPronouns: Set<String> = ["me", "him", "us", "them", "you"]
    private static let givingVerbs: Set<String> = ["give", "offer", "send", "owe"]
    private static let pluralSubjects: Set<String> = ["we", "you", "they"]
    /// Words `where` takes in an elliptical clause (`where possible`, `where needed`).
    private static let ellipticalPredicates: Set<String> = [
        "possible", "necessary", "needed", "appropriate", "applicable", "available", "required", "relevant", "practical",
        "feasible", "convenient", "indicated", "noted", "specified", "stated", "shown", "mentioned", "given", "known",
        "allowed", "desired", "wanted", "useful", "helpful", "supported", "used", "found", "present", "missing", "else",
        "otherwise", "permitted", "practicable", "sensible", "warranted", "suitable", "expected", "requested", "listed",
    ]
}

extension String {
    fileprivate static let whoseWithoutNoun = "No noun follows, so this means “who is” / “who has”: write “who's”."
    fileprivate static let loseBeforeNoun = "Before a noun, use the adjective “loose” (not tight); “lose” is the verb."
    fileprivate static let adviseAsNoun = "A noun belongs here: “advice” is the noun; “advise” is the verb."
    fileprivate static let possessiveBeforeParticiple =
        "The -ing form here is the clause's verb, so this means “you are” / “they are” / “it is”: write the contraction."
    fileprivate static let wereAsPlace = "A clause with its own subject and verb follows: use “where”; “were” is a verb."
    fileprivate static let whereAsVerb = "The clause needs its verb: use “were”; “where” asks about place."
}
