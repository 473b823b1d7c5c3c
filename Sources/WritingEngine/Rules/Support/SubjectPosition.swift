/// Where a clause may begin, so that a pronoun there is a subject.
extension ParagraphView {
    /// Whether a word at `item` begins a clause: it starts the paragraph or a
    /// sentence, or follows punctuation or a word that opens a clause.
    func beginsClause(_ item: Int) -> Bool {
        if item == 0 || startsSentence[item] { return true }
        let previous = item - 1
        switch kind(previous) {
        case .punctuation: return texts[previous] != "'" && texts[previous] != "-"
        case .word: return Lexicon.clauseOpeners.contains(key(previous)) || Self.reportingVerbs.contains(key(previous))
        default: return false
        }
    }

    /// Verbs that take a clause without `that` (`I think he goes`).
    static let reportingVerbs: WordSet = [
        "think", "thinks", "thought", "know", "knows", "knew", "say", "says", "said", "believe", "believes", "believed",
        "hope", "hopes", "hoped", "guess", "feel", "feels", "felt", "suppose", "mean", "means", "meant", "realize",
        "realized", "realise", "realised", "wish", "bet", "sure", "glad", "afraid", "sorry", "seems", "seemed",
    ]
}
