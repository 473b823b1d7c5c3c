/// Parts of speech from the engine's word lists (closed classes, the verb
/// lexicon, adjective suffixes) and a little context: the stand-in for a
/// statistical tagger behind `PartOfSpeechSource`.
struct LexiconPartsOfSpeech: PartOfSpeechSource {
    func classes(of sentence: [TaggingInput]) -> [WordClass] {
        var result: [WordClass] = []
        result.reserveCapacity(sentence.count)
        var inputs: [TaggingInput] = []
        for item in sentence {
            defer { inputs.append(item) }
            var classes = Self.classes(of: item)
            // After a determiner an open word is a noun or an adjective, not a verb (`the use`).
            if let previous = inputs.last, Self.articles.contains(previous.key), !classes.isDisjoint(with: [.noun, .adjective]) {
                classes.subtract([.verb, .baseVerb, .participle])
            }
            result.append(classes)
        }
        return result
    }

    /// A word's classes out of context.
    static func classes(of item: TaggingInput) -> WordClass {
        switch item.kind {
        case .word: break
        case .punctuation, .space, .newline, .symbol, .abbreviation: return []
        default: return .fixed
        }
        let key = item.key
        var classes: WordClass = []
        if negations.contains(key) || key.hasSuffix("n't") { classes.insert(.negation) }
        if conditions.contains(key) { classes.insert(.condition) }
        if item.isAllCaps || (item.isCapitalized && !item.startsSentence && key != "i") { classes.insert(.name) }
        if WordClasses.determiners.contains(key) || quantifiers.contains(key) { classes.insert(.determiner) }
        if WordClasses.subjectPronouns.contains(key) || WordClasses.objectPronouns.contains(key) || pronouns.contains(key) {
            classes.insert(.pronoun)
        }
        if WordClasses.prepositions.contains(key) { classes.insert(.preposition) }
        if WordClasses.clauseOpeners.contains(key) || coordinators.contains(key) { classes.insert(.conjunction) }
        if WordClasses.modals.contains(key) { classes.insert(.modal) }
        if beForms.contains(key) { classes.insert(.be) }
        guard classes.isDisjoint(with: [.determiner, .pronoun, .preposition, .conjunction, .modal, .be, .negation]) else {
            return classes
        }
        let forms = VerbLexicon.shared.forms(of: key)
        if !forms.isEmpty { classes.insert(.verb) }
        if forms.contains(.base) { classes.insert(.baseVerb) }
        if forms.contains(.pastParticiple) { classes.insert(.participle) }
        if forms.contains(.presentParticiple) { classes.insert(.gerund) }
        if Adjectives.isLikely(key) { classes.insert(.adjective) }
        if isAdverb(key) { classes.insert(.adverb) }
        if !classes.contains(.adverb) || classes.contains(.adjective) { classes.insert(.noun) }
        return classes
    }

    /// Whether `word` is probably an adverb (`quickly`, `often`).
    static func isAdverb(_ word: String) -> Bool {
        if adverbs.contains(word) { return true }
        return word.utf8.count > 4 && word.hasSuffix("ly") && !notAdverbs.contains(word)
    }

    /// Determiners that only ever start a noun phrase (unlike `that`).
    static let articles: Set<String> = ["a", "an", "the", "my", "your", "our", "their", "its", "his", "every", "each", "another"]

    static let negations: Set<String> = [
        "not", "no", "never", "none", "nothing", "nobody", "nowhere", "neither", "nor", "cannot", "without", "hardly",
        "barely", "scarcely", "seldom", "rarely", "few",
    ]
    static let conditions: Set<String> = ["if", "unless", "only", "except", "otherwise", "whether", "until", "provided", "unlike"]
    static let quantifiers: Set<String> = ["many", "several", "all", "both", "most", "few", "much", "more", "less", "either", "neither"]
    static let pronouns: Set<String> = [
        "something", "anything", "everything", "someone", "anyone", "everyone", "somebody", "anybody", "everybody",
        "itself", "themselves", "yourself", "himself", "herself", "ourselves", "myself", "this", "that", "these", "those",
        "which", "who", "whom", "what",
    ]
    static let coordinators: Set<String> = ["and", "or", "but", "nor", "so", "yet"]
    static let beForms: Set<String> = ["be", "is", "are", "am", "was", "were", "been", "being", "it's", "that's", "there's"]
    static let adverbs: Set<String> = [
        "also", "always", "often", "still", "then", "now", "here", "there", "too", "very", "quite", "rather", "just",
        "soon", "again", "already", "almost", "even", "ever", "instead", "once", "twice", "well", "perhaps", "maybe",
        "indeed", "thus", "hence", "therefore", "however", "sometimes", "usually", "later", "first", "together",
    ]
    static let notAdverbs: Set<String> = [
        "family", "supply", "apply", "reply", "rely", "italy", "july", "assembly", "anomaly", "butterfly", "belly", "jelly",
        "friendly", "lovely", "ugly", "silly", "likely", "unlikely", "early", "daily", "weekly", "monthly", "yearly", "only",
        "holy", "lonely", "costly", "elderly", "orderly", "curly", "bully", "ally", "rally", "tally", "multiply", "comply",
        "imply", "poly", "monopoly",
    ]
}
