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
    fileprivate static func message(_ written: String, _ suggestion: String) -> String {
        "The words around “\(written)” call for “\(suggestion)”."
    }
}
