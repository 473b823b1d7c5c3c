/// Real words written for another member of a confusion set (`form` for
/// `from`, `new` for `knew`, `buy` for `by`), told by a small model trained on
/// the English Web Treebank (`ConfusableModel`, `scripts/train-confusables`)
/// from the words and tags around the slot.
///
/// A word is flagged only when the model prefers another member by its set's
/// margin, tuned so that its flags are right at least 95 % of the time on
/// held-out text; the rule yields to every other rule that flags the same
/// words (the hand-written rules of `confused-words` and `commonly-confused`
/// say more). Words capitalized inside a sentence (names, titles) are left alone.
public struct ContextConfusionRule: Rule {
    public init() {}
    public var id: String { "confused-word-context" }
    public var summary: String {
        "Real words written for another word of their confusion set (form/from, new/knew, by/buy…), told by a small trained model from the words around them."
    }
    public var category: RuleCategory { .grammar }
    public var yieldsToOtherRules: Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let model = ConfusableModel.shared
        let analysis = context.view.analysis
        let words = analysis.words
        let paragraph = context.paragraph
        for sentence in analysis.sentences {
            // Made for the first member of a set in the sentence, if any.
            var sentenceWords: (texts: [String], tags: [String])?
            for k in sentence where model.setsOfWord[words[k].text] != nil {
                let word = words[k]
                let token = paragraph.tokens[word.token]
                // A contraction's part (`it` of `it's`) is not a word of its own here.
                guard token.kind == .word, token.range == word.range else { continue }
                let written = paragraph.string(word.range)
                guard isPlain(written, startsSentence: k == sentence.lowerBound) else { continue }
                let (texts, tags) = sentenceWords ?? (words[sentence].map(\.text), words[sentence].map(\.tag.penn.rawValue))
                sentenceWords = (texts, tags)
                guard let preference = model.preference(for: word.text, at: k - sentence.lowerBound, words: texts, tags: tags) else {
                    continue
                }
                guard !Self.grammarKeeps(word.text, over: preference.member, at: k, in: analysis) else { continue }
                let suggestion = Casing.matching(preference.member, to: written)
                findings.append(context.finding(self, word.range, Self.message(written, suggestion), suggestions: [suggestion]))
            }
        }
    }

    /// Lowercase, or capitalized only at the start of its sentence.
    private func isPlain(_ word: String, startsSentence: Bool) -> Bool {
        let uppercase = word.utf8.count { $0 >= 0x41 && $0 <= 0x5A }
        return uppercase == 0 || uppercase == 1 && startsSentence && word.utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } == true
    }
}

extension ContextConfusionRule {
    /// Whether the grammar around word `k` needs the word as written, whatever the model prefers:
    /// - after `each`, `every`, `another`: a count noun's slot (`each piece`, not `peace`);
    /// - `every` before adjectives and a singular noun, with no determiner before it
    ///   (`Every single element will`), where `very` would leave the noun bare;
    /// - `form` between a verb and a noun (`send form data`): the noun `form` modifying another.
    static func grammarKeeps(_ written: String, over member: String, at k: Int, in analysis: ParagraphAnalysis) -> Bool {
        let words = analysis.words
        let before = k > 0 ? words[k - 1] : nil
        if let before, ["each", "every", "another"].contains(before.text) { return true }
        switch (written, member) {
        case ("every", "very"):
            guard before.map({ $0.tag.penn != .dt && $0.tag.penn != .prpPossessive }) ?? true else { return false }
            var next = k + 1
            while next < words.count, words[next].tag.penn.isAdjective || words[next].tag.penn.isAdverb { next += 1 }
            return next > k + 1 && next < words.count && words[next].tag.penn == .nn
        case ("form", "from"):
            guard let before, k + 1 < words.count else { return false }
            return before.tag.penn.isVerb && (words[k + 1].tag.penn == .nn || words[k + 1].tag.penn == .nns)
        default:
            return false
        }
    }

    fileprivate static func message(_ written: String, _ suggestion: String) -> String {
        "The words around “\(written)” call for “\(suggestion)”."
    }
}
