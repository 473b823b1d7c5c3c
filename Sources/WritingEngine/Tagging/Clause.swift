/// A clause of a sentence, with its subject and first finite verb where the
/// tags make them clear: enough to check that they agree.
///
/// A clause starts at the sentence start, at a subordinating conjunction or a
/// wh-word (`because`, `that`, `which`, `when`), at `;` or `:`, and at a
/// coordinating conjunction or a comma that is followed by a new subject and
/// a finite verb (`…, and the tests pass`). Its subject is the first noun
/// phrase before the verb that is not the object of a preposition: in `the
/// list of files is`, `the list`. A comma before the verb drops the subject
/// found so far (it was an introductory phrase, or the comma starts an
/// aside, where the subject is unclear).
public struct Clause: Sendable, Hashable {
    /// Word indices.
    public let words: Range<Int>
    /// Index into `ParagraphAnalysis.nounPhrases` of the subject.
    public let subject: Int?
    /// Word index of the first finite verb (`VBZ VBP VBD MD`).
    public let verb: Int?

    /// The clauses of one sentence, in order; `phrases` are the paragraph's noun phrases.
    static func split(_ words: [ParagraphAnalysis.Word], _ sentence: Range<Int>, _ phrases: [NounPhrase]) -> [Clause] {
        var phraseAt: [Int: Int] = [:]
        for (index, phrase) in phrases.enumerated() where sentence.contains(phrase.words.lowerBound) {
            phraseAt[phrase.words.lowerBound] = index
        }
        var starts = [sentence.lowerBound]
        var hasVerb = false
        for i in sentence {
            let word = words[i]
            let joinsClauses = isJoint(word) && hasVerb && startsSubjectAndVerb(i + 1, words, sentence, phrases, phraseAt)
            if i > sentence.lowerBound, opensClause(word) || joinsClauses {
                // A comma stays with the clause before it.
                let start = word.tag.penn == .comma ? i + 1 : i
                if starts.last != start { starts.append(start) }
                hasVerb = false
            }
            if word.tag.penn.isFinite { hasVerb = true }
        }
        var result: [Clause] = []
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1] : sentence.upperBound
            result.append(clause(start..<end, words, phrases, phraseAt))
        }
        return result
    }

    private static func clause(_ range: Range<Int>, _ words: [ParagraphAnalysis.Word], _ phrases: [NounPhrase], _ phraseAt: [Int: Int])
        -> Clause
    {
        var subject: Int?
        var i = range.lowerBound
        while i < range.upperBound {
            let penn = words[i].tag.penn
            if penn.isFinite { return Clause(words: range, subject: subject, verb: i) }
            if let index = phraseAt[i] {
                let afterPreposition = i > range.lowerBound && words[i - 1].tag.universal == .adp
                if subject == nil, !afterPreposition { subject = index }
                i = phrases[index].words.upperBound
                continue
            }
            // What a comma sets off before the verb is not the subject (`In May, the team…`, `Yesterday, we…`).
            if penn == .comma { subject = nil }
            i += 1
        }
        return Clause(words: range, subject: subject, verb: nil)
    }

    /// Subordinators, wh-words, `;` and `:`.
    private static func opensClause(_ word: ParagraphAnalysis.Word) -> Bool {
        switch word.tag.penn {
        case .wdt, .wp, .wrb: return true
        // `for` before a subject opens only a clause without a finite verb (`for the tool to run`), so it stays a preposition.
        case .in: return word.tag.universal == .sconj && word.text != "for"
        case .colon: return word.text == ";" || word.text == ":"
        default: return false
        }
    }

    /// A coordinating conjunction or a comma.
    private static func isJoint(_ word: ParagraphAnalysis.Word) -> Bool {
        word.tag.penn == .cc || word.tag.penn == .comma
    }

    /// Whether a noun phrase starts at `i` (past a conjunction) and a finite verb follows it (past one adverb).
    private static func startsSubjectAndVerb(
        _ i: Int, _ words: [ParagraphAnalysis.Word], _ sentence: Range<Int>, _ phrases: [NounPhrase], _ phraseAt: [Int: Int]
    ) -> Bool {
        var i = i
        if i < sentence.upperBound, words[i].tag.penn == .cc { i += 1 }
        guard let index = phraseAt[i] else { return false }
        var next = phrases[index].words.upperBound
        if next < sentence.upperBound, words[next].tag.penn.isAdverb { next += 1 }
        return next < sentence.upperBound && words[next].tag.penn.isFinite
    }
}
