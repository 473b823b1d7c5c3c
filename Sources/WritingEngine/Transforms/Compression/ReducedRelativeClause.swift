/// "the files that are available" → "the files available", "a tool which
/// is used to build" → "a tool used to build": a relative pronoun and `be`
/// dropped before a participle, a preposition or an adjective that may
/// follow its noun.
struct ReducedRelativeClause: SentenceStep {
    static let relatives: Set<String> = ["that", "which", "who"]
    static let be = Set(Lexicon.shared.finiteForms(of: .be, excluding: Lexicon.Sense.notPlain.union(.first)))
    /// Adjectives that can stand after a noun on their own.
    static let postpositive: Set<String> = [
        "available", "present", "needed", "necessary", "possible", "required", "responsible", "missing", "visible",
        "accessible", "applicable", "installed", "enabled", "disabled", "due", "open", "active", "alive", "ready",
    ]
    /// Adjectives that follow a noun with their preposition (`specific to`).
    static let withPreposition: [String: Set<String>] = [
        "similar": ["to"], "specific": ["to"], "related": ["to"], "relevant": ["to"], "equal": ["to"], "unique": ["to"],
        "common": ["to"], "identical": ["to"], "compatible": ["with"], "consistent": ["with"], "familiar": ["with"],
        "different": ["from"], "separate": ["from"], "independent": ["of"], "capable": ["of"], "aware": ["of"],
        "free": ["of", "from"], "full": ["of"], "suitable": ["for"], "useful": ["for"], "able": ["to"],
    ]
    static let places: Set<String> = ["in", "on", "at", "inside", "under", "within", "near", "outside", "below", "above"]

    func apply(to sentence: inout CompressibleSentence) {
        var index = 1
        while index + 2 < sentence.count {
            defer { index += 1 }
            guard sentence.isWord(index, in: Self.relatives), sentence.isWord(index + 1, in: Self.be) else { continue }
            let head = sentence.key(index - 1) == "," ? index - 2 : index - 1
            guard isNounHead(sentence, head) else { continue }
            // `that is also named` → `also named`: an adverb may stand before the complement.
            let adverb = sentence.has(index + 2, .adverb) && !sentence.has(index + 2, [.kept, .verb, .adjective, .noun])
            guard reduces(sentence, complement: adverb ? index + 3 : index + 2) else { continue }
            sentence.delete(index..<(index + 2))
        }
    }

    /// Whether the clause keeps its sense with only the complement at `index`.
    private func reduces(_ sentence: CompressibleSentence, complement index: Int) -> Bool {
        guard index + 1 < sentence.count, sentence[index].isWord else { return false }
        let key = sentence[index].key
        let next = sentence.key(index + 1) ?? ""
        if Self.postpositive.contains(key) { return true }
        if let prepositions = Self.withPreposition[key] { return prepositions.contains(next) }
        if sentence.has(index, .adjective) && next == "than" && (key.hasSuffix("er") || key == "more" || key == "less") {
            return true
        }
        if Self.places.contains(key) { return sentence.has(index + 1, [.determiner, .name, .fixed, .noun]) }
        if sentence.has(index, .participle) && key.hasSuffix("ed") || sentence.has(index, .participle) && !sentence.has(index, .baseVerb) {
            return !sentence.has(index, .adjective) || sentence.has(index + 1, [.preposition])
        }
        if sentence.has(index, .gerund) && key.hasSuffix("ing") { return sentence[index + 1].isWord || sentence[index + 1].kind == .masked }
        return false
    }

    /// Whether item `index` ends a noun phrase the clause can hang on.
    private func isNounHead(_ sentence: CompressibleSentence, _ index: Int) -> Bool {
        guard index >= 0 else { return false }
        if sentence.has(index, [.name, .fixed]) { return true }
        if Self.indefinites.contains(sentence[index].key) { return true }
        guard sentence.has(index, .noun), !sentence.has(index, [.pronoun, .preposition, .conjunction]) else { return false }
        // A determiner or a plural ending before it: `the files`, `tools`.
        let back = max(0, index - 3)..<index
        return back.contains { sentence.has($0, .determiner) } || sentence[index].key.hasSuffix("s")
    }

    static let indefinites: Set<String> = ["something", "anything", "everything", "someone", "anyone", "everyone", "one", "ones"]
}
