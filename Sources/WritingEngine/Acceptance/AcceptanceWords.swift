/// The closed word classes the acceptance check reads meaning from. Every
/// list here is a grammatical class, not a model's habit.
enum AcceptanceWords {
    /// Function words that `WordClasses` leaves out.
    static let otherFunctionWords: Set<String> = [
        "been", "being", "having", "also", "than", "there", "here", "these", "those", "such", "other", "only", "even", "some",
        "much", "many", "still", "does", "done",
    ]

    /// Words that negate what follows them (`n't` is read on its own).
    static let negations: Set<String> = ["not", "no", "never", "cannot", "without", "none", "nothing", "nobody", "neither", "nor"]

    /// Prefixes that negate the word they open (`invalid`, `unsafe`, `nonzero`, `disallow`).
    static let negatingPrefixes = ["un", "in", "im", "il", "ir", "non", "dis"]

    /// What a modal says of a claim.
    enum Modality: String, Sendable, CaseIterable {
        case necessity, advice, possibility, condition
    }

    /// Words that give a claim its modality (`have`, `has` and `had` only
    /// before `to`: `AcceptanceWords.necessityBeforeTo`).
    static let modals: [String: Modality] = [
        "must": .necessity, "mustn't": .necessity, "need": .necessity, "needs": .necessity, "needed": .necessity,
        "require": .necessity, "requires": .necessity, "required": .necessity,
        "essential": .necessity, "necessary": .necessity, "mandatory": .necessity,
        "should": .advice, "shouldn't": .advice, "ought": .advice, "recommended": .advice,
        "can": .possibility, "can't": .possibility, "cannot": .possibility, "could": .possibility, "couldn't": .possibility,
        "may": .possibility, "might": .possibility, "able": .possibility, "allowed": .possibility, "permitted": .possibility,
        "possible": .possibility,
        "would": .condition, "wouldn't": .condition,
    ]

    /// Verbs that say necessity before `to` (`it has to`).
    static let necessityBeforeTo: Set<String> = ["have", "has", "had"]

    /// Auxiliaries of the past.
    static let pastAuxiliaries: Set<String> = ["was", "were", "had", "did", "wasn't", "weren't", "hadn't", "didn't"]

    /// Auxiliaries of the future (`'ll` is read on its own; `going` only in `going to` before a verb).
    static let futureAuxiliaries: Set<String> = ["will", "won't", "shall", "shan't"]

    /// How talk to the user opens a line (`Here is…`, `Sure…`).
    static let talkOpenings = [
        "here is", "here's", "here are", "sure", "certainly", "of course", "below is", "the following is", "rewritten",
        "the rewritten", "the revised", "revised text", "revised version", "i've made", "i have made", "i've rewritten",
        "i have rewritten", "i've revised", "i have revised", "your text", "the text", "this text",
    ]

    /// The words a writer uses of themself: an answer that brings them speaks for the model.
    static let firstPerson: Set<String> = ["i", "i'm", "i'll", "i've", "i'd", "me", "my", "mine", "myself"]

    /// The commonest function words of English and of the languages an instruction may ask for.
    static let languages: [String: Set<String>] = [
        "english": [
            "the", "a", "an", "to", "of", "and", "is", "are", "in", "it", "you", "that", "for", "on", "with", "be", "this", "can",
            "your", "or",
        ],
        "french": ["le", "la", "les", "des", "et", "est", "une", "du", "pour", "que", "dans", "vous", "pas", "sur", "au", "ce", "qui"],
        "spanish": ["el", "los", "las", "y", "que", "es", "por", "con", "una", "para", "del", "en", "se", "no", "lo", "su"],
        "german": ["der", "die", "das", "und", "ist", "nicht", "mit", "sie", "ein", "eine", "zu", "den", "von", "es", "auf", "für"],
        "italian": ["il", "di", "che", "è", "per", "una", "sono", "gli", "della", "con", "non", "si", "le", "da"],
        "portuguese": ["não", "uma", "para", "com", "que", "os", "as", "do", "da", "em", "um", "por", "se", "é"],
        "dutch": ["het", "een", "van", "en", "de", "is", "niet", "dat", "op", "te", "voor", "met", "zijn"],
    ]
}
