/// Drops hedges and fillers where they carry nothing: "basically",
/// "actually", "simply" and "just" before a verb, "very", "really",
/// "quite" and "pretty" before a gradable adjective. Never after a negation
/// (`not very`), and never where they change the sense (`just one`, `the very
/// first`, `quite a few`, `simply put`).
struct FillerWords: SentenceStep {
    /// Fillers dropped before a verb, an adjective, an adverb or a determiner.
    static let fillers: Set<String> = ["basically", "actually", "literally", "really", "truly"]
    /// Dropped before a verb only (`just run`, `it simply works`).
    static let beforeVerbs: Set<String> = ["just", "simply"]
    /// Intensifiers dropped before a gradable adjective or adverb.
    static let intensifiers: Set<String> = [
        "very", "really", "quite", "pretty", "extremely", "incredibly", "absolutely", "totally", "completely", "entirely",
        "truly",
    ]
    /// Adjectives and adverbs that are not gradable, or that change sense after an intensifier.
    static let ungradable: Set<String> = [
        "much", "many", "few", "little", "same", "own", "first", "last", "next", "end", "least", "best", "most", "well", "likely",
        "beginning", "top", "bottom", "moment", "thing", "different", "often", "sure",
    ]
    /// Words after which a request goes on (`and just run`, `to just add`).
    static let requestOpeners: Set<String> = [",", "and", "then", "to", "please", "can", "could"]
    /// Words after which `just` means "recently" or "only".
    static let justMeansRecently: Set<String> = ["have", "has", "had", "is", "are", "was", "were", "been", "'ve"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 0
        while index + 1 < sentence.count {
            if drops(sentence, index) && sentence.delete(index..<(index + 1)) { continue }
            index += 1
        }
    }

    private func drops(_ sentence: CompressibleSentence, _ index: Int) -> Bool {
        guard sentence[index].isWord, sentence[index + 1].isWord || sentence[index + 1].kind == .masked else { return false }
        let key = sentence[index].key
        let next = sentence[index + 1].key
        let previous = sentence.key(index - 1)
        if sentence.has(index - 1, .negation) || previous == "the" || next == "put" { return false }
        if Self.intensifiers.contains(key), sentence.has(index + 1, [.adjective, .adverb]), !Self.ungradable.contains(next),
            !sentence.has(index + 1, [.determiner, .preposition])
        {
            return key != "pretty" || !sentence.has(index - 1, .determiner)
        }
        if Self.fillers.contains(key) {
            return sentence.has(index + 1, [.verb, .modal, .be, .adjective, .adverb, .determiner]) && !sentence.has(index + 1, .preposition)
        }
        if Self.beforeVerbs.contains(key) {
            guard !Self.justMeansRecently.contains(previous ?? ""), sentence.has(index + 1, .verb),
                !sentence.has(index + 1, [.determiner, .preposition, .conjunction, .adverb])
            else { return false }
            // `just` means "only" after a subject (`we just want to read`); in a request it only fills (`just run it`).
            if key == "just" {
                return sentence.has(index + 1, .baseVerb) && (sentence.startsClause(index) || Self.requestOpeners.contains(previous ?? ""))
            }
            return !sentence.has(index + 1, [.participle, .gerund]) || sentence.has(index + 1, .baseVerb)
        }
        return false
    }
}
