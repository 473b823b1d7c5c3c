/// A pronoun in one half of a coordination takes the case of the whole
/// phrase: the object of a preposition or a verb takes object forms
/// (`between you and I` → `me`, `invited him and I` → `me`), and a subject
/// takes subject forms (`Me and him went` → `He and I went`, `John and me
/// went` → `John and I went`).
///
/// The object is recognized by the preposition or lexical verb before it and
/// by what follows it (not a verb, so `I think you and I should` is left alone);
/// `than` and `as` compare subjects (`taller than he and I`), and `be` takes
/// either case (`it was John and I`). The subject is a coordination at a clause
/// start followed by a finite verb.
public struct PronounCaseRule: Rule {
    public init() {}
    public var id: String { "pronoun-case" }
    public var summary: String { "Object pronouns after prepositions and verbs, subject pronouns before verbs (between you and me)." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        for sentence in analysis.sentences {
            for i in sentence where Self.joiners.contains(WordKey(analysis.words[i].text)) && i > sentence.lowerBound {
                checkObject(analysis, i, sentence, context, &findings)
                checkSubject(analysis, i, sentence, context, &findings)
            }
        }
    }

    /// `between you and I`: the word after `and` is a subject form inside an object.
    private func checkObject(
        _ analysis: ParagraphAnalysis, _ and: Int, _ sentence: Range<Int>, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        let words = analysis.words
        let pronoun = and + 1
        guard pronoun < sentence.upperBound, let object = Self.objectForms[words[pronoun].text], words[pronoun].tag.penn == .prp
        else { return }
        if pronoun + 1 < sentence.upperBound {
            let after = words[pronoun + 1].tag
            if after.penn.isVerb || after.penn == .md || after.universal == .aux || after.penn.isAdverb { return }
            // A word the verb lexicon knows, whatever its tag, may be the verb of a new clause (`and we hand pick`).
            if !Lexicon.shared.forms(of: words[pronoun + 1].text).isEmpty { return }
        }
        guard let start = conjunctStart(analysis, before: and, sentence), start > sentence.lowerBound else { return }
        let governor = words[start - 1]
        let isPreposition = governor.tag.penn == .in && governor.tag.universal == .adp && !Self.comparing.contains(WordKey(governor.text))
        let isVerbObject =
            governor.tag.penn.isVerb && governor.tag.universal == .verb && !Self.clauseVerbs.contains(WordKey(analysis.lemma(start - 1)))
        guard isPreposition || isVerbObject else { return }
        let range = words[pronoun].range
        findings.append(
            context.finding(
                self, range, "After “\(context.paragraph.string(governor.range))”, use the object form “\(object)”.",
                suggestions: [object]))
    }

    /// `Me and him went`, `John and me went`: an object form in a subject.
    private func checkSubject(
        _ analysis: ParagraphAnalysis, _ and: Int, _ sentence: Range<Int>, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        let words = analysis.words
        // A subject at the sentence start, written with a capital (`Me and him went`).
        guard let start = conjunctStart(analysis, before: and, sentence), start == sentence.lowerBound,
            context.paragraph.string(words[start].range).first?.isUppercase == true
        else { return }
        var end = and + 1
        while end < sentence.upperBound, end - and <= 3, Self.conjunctTags.contains(words[end].tag.penn) { end += 1 }
        guard end > and + 1, end < sentence.upperBound, words[end].tag.penn.isFinite else { return }
        let first = Array(start..<and)
        let second = Array((and + 1)..<end)
        let hasObjectForm = [first, second].contains { $0.count == 1 && isObjectPronoun(analysis, $0[0]) }
        guard hasObjectForm else { return }
        var parts = [first, second].map { conjunct -> (text: String, isSpeaker: Bool) in
            if conjunct.count == 1, let subject = Self.subjectForms[words[conjunct[0]].text] {
                return (subject, subject == "I")
            }
            let range = words[conjunct[0]].range.lowerBound..<words[conjunct[conjunct.count - 1]].range.upperBound
            return (context.paragraph.string(range), false)
        }
        // The speaker goes last: `my friend and I`.
        if parts[0].isSpeaker && !parts[1].isSpeaker { parts.swapAt(0, 1) }
        let joiner = context.paragraph.string(words[and].range)
        let joined = "\(parts[0].text) \(joiner) \(parts[1].text)"
        let replacement = joined.prefix(1).uppercased() + joined.dropFirst()
        let range = words[start].range.lowerBound..<words[end - 1].range.upperBound
        findings.append(
            context.finding(self, range, "The subject takes subject pronouns: “\(replacement)”.", suggestions: [replacement]))
    }

    /// Where the conjunct before `and` starts: a pronoun, or a short noun phrase.
    private func conjunctStart(_ analysis: ParagraphAnalysis, before and: Int, _ sentence: Range<Int>) -> Int? {
        let words = analysis.words
        var start = and
        while start > sentence.lowerBound, and - start < 3, Self.conjunctTags.contains(words[start - 1].tag.penn) { start -= 1 }
        return start < and ? start : nil
    }

    private func isObjectPronoun(_ analysis: ParagraphAnalysis, _ i: Int) -> Bool {
        let word = analysis.words[i]
        return word.tag.penn == .prp && Self.subjectForms[word.text] != nil
    }

    private static let joiners: WordSet = ["and", "or"]
    private static let comparing: WordSet = ["than", "as", "like", "but", "except"]
    /// Verbs whose complement may be a clause (`I think you and I agree`).
    private static let clauseVerbs: WordSet = [
        "be", "think", "know", "say", "believe", "hope", "guess", "feel", "mean", "suppose", "see", "hear", "wish",
        "bet", "reckon", "notice", "realize", "realise", "find", "show", "imagine", "expect", "become", "seem",
    ]
    private static let conjunctTags: Set<PennTag> = [.prp, .prpPossessive, .nnp, .nn, .nns, .dt, .jj]
    private static let objectForms: WordMap<String> = ["i": "me", "he": "him", "she": "her", "we": "us", "they": "them"]
    private static let subjectForms: WordMap<String> = ["me": "I", "him": "he", "her": "she", "us": "we", "them": "they"]
}
