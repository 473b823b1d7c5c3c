/// A clause whose subject pronoun is followed by what a verb should
/// introduce, with no finite verb anywhere in the clause: a present
/// participle needs `be` (`I going` → `I am going`), `been` needs `have`
/// (`he been` → `he has been`), and an adjective needs `be` (`she very
/// happy` → `she is very happy`), unless it can be a past-tense verb
/// and no degree adverb qualifies it (`they always prepared` has its verb).
///
/// Only the subject forms `I`, `he`, `she`, `we`, `they` (and `it`, `you`
/// at a sentence start) count, after nothing or a word that opens a clause,
/// so objects (`saw them going`) and questions (`has he been`) are left alone;
/// `being` and `having` start absolute phrases (`It being late, …`).
///
/// A noun subject needs `have` before `been` too (`the build been slow` →
/// `the build has been slow`): `been` is a participle and never follows its
/// subject directly. Only the clause's subject counts (not a preposition's
/// object), with a number the phrase makes clear, in a clause with no finite verb.
public struct MissingVerbRule: Rule {
    public init() {}
    public var id: String { "missing-verb" }
    public var summary: String { "A verb is missing after the subject (I am going, he has been, she is happy)." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        let words = analysis.words
        for clause in analysis.clauses where clause.verb == nil && !clause.words.isEmpty {
            if let finding = nounBeforeBeen(context, clause) {
                findings.append(finding)
                continue
            }
            let sentence = context.view.sentence(of: clause.words.lowerBound)
            for i in clause.words where isSubject(analysis, i, sentence) {
                var j = i + 1
                while j < clause.words.upperBound, words[j].tag.penn.isAdverb { j += 1 }
                guard j < clause.words.upperBound else { break }
                let pronoun = words[i].text
                let next = words[j]
                var verb: String?
                if next.text == "been" {
                    verb = Lexicon.thirdSingularSubjects.contains(WordKey(pronoun)) ? "has" : "have"
                } else if next.tag.penn == .vbg, next.text != "being", next.text != "having" {
                    verb = Self.be(pronoun)
                } else if next.tag.penn == .jj, endsPredicate(analysis, j + 1, clause.words), !isPastVerb(analysis, i + 1, j) {
                    verb = Self.be(pronoun)
                }
                guard let verb else { break }
                let original = context.paragraph.string(words[i].range)
                let rest = context.paragraph.string(words[i].range.upperBound..<next.range.upperBound)
                findings.append(
                    context.finding(
                        self, words[i].range.lowerBound..<next.range.upperBound, "A verb is missing after “\(original)”.",
                        suggestions: ["\(original) \(verb)\(rest)"]))
                break
            }
        }
    }

    /// `the build been slow` → `the build has been slow`: the clause's noun subject right before `been`.
    private func nounBeforeBeen(_ context: RuleContext, _ clause: Clause) -> Finding? {
        let analysis = context.view.analysis
        let words = analysis.words
        guard let subject = clause.subject else { return nil }
        let phrase = analysis.nounPhrases[subject]
        let next = phrase.words.upperBound
        guard next < clause.words.upperBound, words[next].text == "been", words[phrase.head].tag.penn.isNoun else { return nil }
        let have: String
        switch phrase.number {
        case .singular: have = "has"
        case .plural: have = "have"
        case .unknown: return nil
        }
        let head = words[phrase.head]
        let range = head.range.lowerBound..<words[next].range.upperBound
        let written = context.paragraph.string(head.range)
        let rest = context.paragraph.string(head.range.upperBound..<words[next].range.upperBound)
        return context.finding(
            self, range, "A verb is missing after “\(written)”.", suggestions: ["\(written) \(have)\(rest)"])
    }

    /// Word `i` is a subject pronoun in subject position.
    private func isSubject(_ analysis: ParagraphAnalysis, _ i: Int, _ sentence: Range<Int>) -> Bool {
        let word = analysis.words[i]
        guard word.tag.penn == .prp else { return false }
        let key = WordKey(word.text)
        if Self.subjectOnly.contains(key) {
            guard i > sentence.lowerBound else { return true }
            let previous = analysis.words[i - 1]
            switch previous.tag.penn {
            case .cc, .comma, .wrb, .colon: return true
            case .in: return previous.tag.universal == .sconj
            default: return false
            }
        }
        return (word.text == "it" || word.text == "you") && i == sentence.lowerBound
    }

    /// Word `j` after the subject and the adverbs from `first` is a past-tense
    /// verb, whatever its tag: `They always prepared for it` has its verb.
    /// After a degree adverb it is an adjective (`they so tired`), as
    /// `so` and `very` qualify adjectives, not verbs.
    private func isPastVerb(_ analysis: ParagraphAnalysis, _ first: Int, _ j: Int) -> Bool {
        Lexicon.shared.forms(of: analysis.words[j].text).contains(.past)
            && !(first..<j).contains { Lexicon.degreeAdverbs.contains(WordKey(analysis.words[$0].text)) }
    }

    /// What may follow a predicate adjective: the clause end, punctuation, a preposition, `to`, a conjunction.
    private func endsPredicate(_ analysis: ParagraphAnalysis, _ i: Int, _ clause: Range<Int>) -> Bool {
        guard i < clause.upperBound else { return true }
        let word = analysis.words[i]
        switch word.tag.penn {
        case .period, .comma, .colon, .in, .to, .cc, .rb: return true
        default: return Self.timeWords.contains(WordKey(word.text))
        }
    }

    private static func be(_ pronoun: String) -> String {
        pronoun == "i" ? "am" : Lexicon.thirdSingularSubjects.contains(WordKey(pronoun)) ? "is" : "are"
    }

    private static let subjectOnly: WordSet = ["i", "he", "she", "we", "they"]
    private static let timeWords: WordSet = ["today", "tonight", "yesterday", "now", "again"]
}
