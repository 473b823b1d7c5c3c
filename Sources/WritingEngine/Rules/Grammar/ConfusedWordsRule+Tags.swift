/// The confused-word checks that read the part-of-speech analysis: the slot
/// a word stands in (what the grammar expects there) decides between words
/// that sound alike.
extension ConfusedWordsRule {
    /// Runs every check on the analysis, skipping ranges already flagged since `start`.
    func checkSlots(_ context: RuleContext, from start: Int, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        var slots = SlotFindings(context: context, rule: self, start: start)
        for sentence in analysis.sentences {
            for i in sentence {
                possessiveBeforeBareAdjective(analysis, i, sentence, &slots)
                contractionBeforeSubjectNoun(analysis, i, sentence, &slots)
                thenAfterComparative(analysis, i, sentence, &slots)
                verbInNounSlot(analysis, i, sentence, &slots)
                tooBeforeAdjective(analysis, i, sentence, &slots)
                checkPairs(analysis, i, sentence, &slots)
            }
        }
        findings.append(contentsOf: slots.found.filter { new in !findings[start...].contains { $0.range.overlaps(new.range) } })
        findings[start...].sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// `its important to` → `it's`, `your right about` → `you're`: a possessive
    /// determiner needs a noun after its adjectives; an adjective with no noun
    /// after it (the sentence ends, or `to`, `that`, a preposition follows) is
    /// a predicate, so the word is `it is` / `you are`. Only where a clause
    /// can start (the sentence start, after a conjunction, a comma, `that`,
    /// or `think`), since `it is` needs a clause of its own.
    private func possessiveBeforeBareAdjective(
        _ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings
    ) {
        let words = analysis.words
        guard let contraction = Self.possessiveContractions[words[i].text], i + 2 < sentence.upperBound else { return }
        // Only where a clause may start: elsewhere the word is an object's determiner (`wears out its welcome`).
        guard clauseMayStart(analysis, i, sentence) else { return }
        var adjective = i + 1
        if words[adjective].tag.penn == .rb, Lexicon.degreeAdverbs.contains(WordKey(words[adjective].text)) { adjective += 1 }
        guard adjective + 1 < sentence.upperBound, words[adjective].tag.penn == .jj,
            !Self.determinerAdjectives.contains(words[adjective].text)
        else { return }
        let after = words[adjective + 1]
        let predicate =
            after.tag.penn == .period || after.tag.penn == .to || after.tag.penn == .comma
            || (after.tag.penn == .in && Self.predicatePrepositions.contains(after.text))
        guard predicate else { return }
        slots.add(i, analysis, suggestion: contraction, message: .possessiveBeforeAdjective)
    }

    /// Whether a clause may start at word `i`: the sentence start, or after a
    /// conjunction, a comma, a wh-adverb, `that`, or a verb such as `think`.
    func clauseMayStart(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>) -> Bool {
        guard i > sentence.lowerBound else { return true }
        let before = analysis.words[i - 1]
        return before.tag.penn == .cc || before.tag.penn == .comma || before.tag.penn == .wrb || before.tag.universal == .sconj
            || before.text == "that" || (before.tag.penn.isVerb && Self.cognitionVerbs.contains(analysis.lemma(i - 1)))
    }

    /// `it's value is` → `its`, `they're house is` → `their`, `who's car is`
    /// → `whose`: after `it is` a noun phrase without a determiner cannot be
    /// followed by a finite verb, but after a possessive it is the subject.
    private func contractionBeforeSubjectNoun(
        _ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings
    ) {
        let words = analysis.words
        guard i + 3 < sentence.upperBound, words[i].token == words[i + 1].token,
            let possessive = Self.contractionPossessives[words[i].text + words[i + 1].text],
            // A possessive is never followed by a negation (`it's not likely event data will change`).
            !Self.negations.contains(words[i + 2].text),
            let phrase = analysis.nounPhrases.first(where: { $0.words.lowerBound == i + 2 }), phrase.determiner == nil,
            words[phrase.head].tag.penn == .nn || words[phrase.head].tag.penn == .nns,
            phrase.words.upperBound < sentence.upperBound
        else { return }
        let next = words[phrase.words.upperBound]
        guard next.tag.penn.isFinite, next.tag.penn != .vbp || words[phrase.head].tag.penn == .nns else { return }
        slots.add(i, analysis, suggestion: possessive, message: .contractionBeforeNoun)
    }

    /// `faster then the old one` → `than`: after a comparative, `then` compares,
    /// unless a condition opened the sentence and a clause follows (`if it is
    /// larger then the tool fails`).
    private func thenAfterComparative(
        _ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings
    ) {
        let words = analysis.words
        guard words[i].text == "then", i > sentence.lowerBound, i + 1 < sentence.upperBound else { return }
        let before = words[i - 1]
        guard isComparative(analysis, i - 1, sentence), !Self.timeComparatives.contains(before.text) else { return }
        let conditional = words[sentence.lowerBound..<i].contains { Self.conditionals.contains($0.text) }
        let lexicon = Lexicon.shared
        for k in (i + 1)..<sentence.upperBound where conditional {
            let word = words[k]
            if word.tag.penn == .comma || word.tag.penn == .cc || word.tag.penn == .colon { break }
            let forms = lexicon.forms(of: word.text)
            if word.tag.penn.isVerb || word.tag.penn == .md || forms.contains(.thirdPerson) || forms.contains(.past) { return }
        }
        // `we were more careful then, and …`: `then` closing a clause is about time.
        guard words[i + 1].tag.penn != .period, words[i + 1].tag.penn != .comma else { return }
        slots.add(i, analysis, suggestion: "than", message: .thenAfterComparative)
    }

    /// Word `k` ends a comparison: a comparative (`faster`), an adjective or
    /// adverb after `more` or `less` (`less controversial`), or a noun whose
    /// phrase has such a modifier (`a less controversial decision`).
    private func isComparative(_ analysis: ParagraphAnalysis, _ k: Int, _ sentence: Range<Int>) -> Bool {
        let words = analysis.words
        let word = words[k]
        if word.tag.penn == .jjr || word.tag.penn == .rbr { return true }
        if word.tag.penn == .jj || word.tag.penn == .rb {
            return k > sentence.lowerBound && Self.analyticComparatives.contains(words[k - 1].text)
        }
        // `more` may open the phrase's modifiers or stand just before them (the chunker leaves `RBR` out).
        guard word.tag.penn.isNoun, let phrase = analysis.nounPhrase(headedBy: k), let first = phrase.modifiers.first,
            first > sentence.lowerBound
        else { return false }
        if Self.analyticComparatives.contains(words[first].text) {
            return phrase.modifiers.count >= 2 && words[first + 1].tag.penn.isAdjective
        }
        return words[first].tag.penn.isAdjective && Self.analyticComparatives.contains(words[first - 1].text)
    }

    /// `will effect the results` → `affect`, `always loose my keys` → `lose`,
    /// `to advice you` → `advise`, `he advices you` → `advises`: a noun or
    /// adjective standing where a verb must be (after a modal, `to`, or a
    /// subject pronoun; after `he`, `she`, `it` for a form in -s) and taking
    /// an object (a `that` clause for `believe`). `effect change` (bring
    /// about) is left alone.
    private func verbInNounSlot(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings) {
        let words = analysis.words
        guard let verb = Self.verbsOfNouns[words[i].text], i > sentence.lowerBound, i + 1 < sentence.upperBound else { return }
        var before = i - 1
        if words[before].tag.penn == .rb, before > sentence.lowerBound, words[before].text != "not" { before -= 1 }
        let slot = words[before]
        let verbSlot =
            slot.tag.penn == .md || slot.tag.penn == .to || slot.text == "not" || slot.text == "n't"
            || (slot.tag.penn == .prp && Lexicon.subjectPronouns.contains(slot.text))
        guard verbSlot else { return }
        // A verb in -s agrees with `he`, `she`, `it` only (`they effects` is another error).
        if verb.hasSuffix("s"), !Lexicon.thirdSingularSubjects.contains(slot.text) { return }
        let object = words[i + 1]
        let clause = object.text == "that" && Self.clauseTakingVerbs.contains(verb)
        guard clause || [.dt, .prpPossessive, .prp, .nnp].contains(object.tag.penn) || object.tag.penn == .nns else { return }
        if object.tag.penn == .prp, Lexicon.subjectPronouns.contains(object.text), object.text != "you", object.text != "it" { return }
        if let phrase = analysis.nounPhrases.first(where: { $0.words.lowerBound == i + 1 }),
            Self.thingsBroughtAbout.contains(analysis.lemma(phrase.head))
        {
            return
        }
        slots.add(i, analysis, suggestion: verb, message: .verbInNounSlot)
    }

    /// `it is to hard` → `too`: `to` before an adjective that ends the
    /// predicate of a linking verb is the adverb `too`.
    private func tooBeforeAdjective(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>, _ slots: inout SlotFindings) {
        let words = analysis.words
        guard words[i].text == "to", i > sentence.lowerBound, i + 2 < sentence.upperBound,
            Self.linkingVerbs.contains(analysis.lemma(i - 1)), words[i - 1].tag.penn.isVerb
        else { return }
        let adjective = words[i + 1]
        guard adjective.tag.penn == .jj || (adjective.tag.penn == .rb && Self.degreeAdjectives.contains(adjective.text)) else { return }
        let after = words[i + 2]
        let ends = after.tag.penn == .period || after.tag.penn == .comma || after.text == "for" || after.text == "to"
        guard ends else { return }
        slots.add(i, analysis, suggestion: "too", message: .tooBeforeAdjective)
    }

    /// Verbs that may take a clause without `that` (`I think it's late`).
    static let cognitionVerbs: Set<String> = ["think", "know", "guess", "hope", "believe", "say", "feel", "suppose", "mean", "bet"]
    private static let negations: Set<String> = ["not", "never", "n't"]
    private static let conditionals: Set<String> = ["if", "when", "once", "whenever", "unless", "as"]
    private static let possessiveContractions: [String: String] = ["its": "it's", "your": "you're"]
    private static let contractionPossessives: [String: String] = [
        "it's": "its", "they're": "their", "you're": "your", "who's": "whose",
    ]
    /// Adjectives that stand for a noun after a possessive (`on its own`, `your first`).
    private static let determinerAdjectives: Set<String> = [
        "own", "first", "last", "next", "only", "other", "former", "latter", "usual", "entire", "whole", "various", "fellow",
        "current", "previous", "original", "default", "native", "parent", "final", "individual", "best", "worst", "favorite",
        "favourite", "like",
    ]
    private static let predicatePrepositions: Set<String> = [
        "that", "about", "for", "with", "at", "of", "from", "in", "on", "because", "if", "when", "since", "than",
    ]
    private static let timeComparatives: Set<String> = ["later", "earlier", "sooner", "further", "farther"]
    private static let verbsOfNouns: [String: String] = [
        "effect": "affect", "effects": "affects", "loose": "lose", "advice": "advise", "advices": "advises",
        "belief": "believe", "beliefs": "believes",
    ]
    private static let clauseTakingVerbs: Set<String> = ["believe", "believes", "advise", "advises"]
    private static let analyticComparatives: Set<String> = ["more", "less"]
    /// What one may “effect” (bring about).
    private static let thingsBroughtAbout: Set<String> = [
        "change", "transformation", "reform", "cure", "repair", "improvement", "solution", "transfer", "merger", "entry",
        "escape", "compromise", "rescue", "recovery", "shift", "turnaround", "settlement",
    ]
    private static let linkingVerbs: Set<String> = ["be", "seem", "feel", "look", "become", "get", "sound", "appear", "grow"]
    private static let degreeAdjectives: Set<String> = ["much", "hard", "late", "early", "fast", "far", "long", "soon", "often"]
}

/// Findings of the slot checks, one per word.
struct SlotFindings {
    let context: RuleContext
    let rule: ConfusedWordsRule
    let start: Int
    private(set) var found: [Finding] = []

    init(context: RuleContext, rule: ConfusedWordsRule, start: Int) {
        self.context = context
        self.rule = rule
        self.start = start
    }

    /// Flags the whole token of word `i` (`it's`, not only `it`).
    mutating func add(_ i: Int, _ analysis: ParagraphAnalysis, suggestion: String, message: String) {
        let range = analysis.paragraph.tokens[analysis.words[i].token].range
        if found.contains(where: { $0.range == range }) { return }
        let written = analysis.paragraph.string(range)
        found.append(context.finding(rule, range, message, suggestions: [Casing.matching(suggestion, to: written)]))
    }
}

extension String {
    fileprivate static let possessiveBeforeAdjective = "No noun follows, so this means “it is” / “you are”: write the contraction."
    fileprivate static let contractionBeforeNoun = "The noun after this is the subject of the verb that follows: use the possessive."
    fileprivate static let thenAfterComparative = "Use “than” in comparisons; “then” is about time."
    fileprivate static let verbInNounSlot = "A verb belongs here: use the verb form."
    fileprivate static let tooBeforeAdjective = "Use “too” (excessively) before an adjective."
}
