/// The closed word classes the acceptance check reads meaning from. Every
/// list here is a grammatical class, not a model's habit.
enum AcceptanceWords {
    /// Function words that the lexicon's closed classes leave out.
    static let otherFunctionWords: Set<String> = [
        "been", "being", "having", "also", "than", "there", "here", "these", "those", "such", "other", "only", "even", "some",
        "much", "many", "still", "does", "done",
    ]

    /// Contractions whose first word changes (`won't` is `will not`).
    static let irregularContractions: [String: String] = [
        "won't": "will not", "can't": "can not", "cannot": "can not", "shan't": "shall not", "ain't": "is not",
    ]

    /// Contracted endings and the word each stands for (`'s` is left alone: it may be `is`, `has` or a possessive).
    static let contractionEndings: [(String, String)] = [("n't", "not"), ("'ll", "will"), ("'re", "are"), ("'ve", "have"), ("'m", "am")]

    /// Words that negate what follows them (contractions are spelled out first: `n't` is `not`).
    static let negations: Set<String> = [
        "not", "no", "never", "without", "none", "nothing", "nobody", "neither", "nor", "rarely", "seldom", "hardly",
        "barely", "scarcely",
    ]

    /// Quantifiers that negate unless `a` comes before them (`few people` against `a few people`).
    static let negativeQuantifiers: Set<String> = ["few", "little"]

    /// Prefixes that negate the word they open (`invalid`, `unsafe`, `nonzero`, `disallow`).
    static let negatingPrefixes = ["un", "in", "im", "il", "ir", "non", "dis"]

    /// What a modal says of a claim.
    enum Modality: String, Sendable, CaseIterable {
        case necessity, advice, possibility, condition, attempt

        /// What a claim with the modality is (`possible`), as a refusal says it.
        var claim: String {
            switch self {
            case .necessity: "required"
            case .advice: "advised"
            case .possibility: "possible"
            case .condition: "conditional"
            case .attempt: "attempted"
            }
        }
    }

    /// Verbs that make a claim an attempt before `to` (`she will try to go`).
    static let attemptsBeforeTo: Set<String> = ["try", "tries", "tried", "trying", "attempt", "attempts", "attempted", "attempting"]

    /// How much of a whole a claim speaks of (a part is the plain reading: `some` changes nothing).
    enum Quantity: String, Sendable, CaseIterable {
        case all, most
    }

    /// Words that say how much of a whole a claim speaks of.
    static let quantifiers: [String: Quantity] = [
        "all": .all, "every": .all, "each": .all, "always": .all,
        "most": .most, "usually": .most, "mostly": .most, "generally": .most,
    ]

    /// Words that give a claim its modality (`have`, `has` and `had` only
    /// before `to`: `AcceptanceWords.necessityBeforeTo`): a rule, advice, a
    /// possibility (`sometimes`, `often`), a condition (`if`, `unless`).
    static let modals: [String: Modality] = [
        "must": .necessity, "need": .necessity, "needs": .necessity, "needed": .necessity,
        "require": .necessity, "requires": .necessity, "required": .necessity,
        "essential": .necessity, "imperative": .necessity, "necessary": .necessity, "mandatory": .necessity,
        "should": .advice, "ought": .advice, "recommended": .advice, "recommend": .advice, "recommends": .advice,
        "consider": .advice, "advise": .advice, "advised": .advice, "advisable": .advice,
        "can": .possibility, "could": .possibility,
        "may": .possibility, "might": .possibility, "able": .possibility, "allowed": .possibility, "permitted": .possibility,
        "sometimes": .possibility, "often": .possibility, "occasionally": .possibility, "perhaps": .possibility,
        "possibly": .possibility, "maybe": .possibility,
        "would": .condition, "if": .condition, "unless": .condition,
    ]

    /// Verbs after `would` that make it a wish (`would like to`), not a condition.
    static let wishes: Set<String> = ["like", "love", "prefer", "rather"]

    /// Verbs that say necessity before `to` (`it has to`).
    static let necessityBeforeTo = Set(Lexicon.shared.finiteForms(of: .have, excluding: .notPlain))

    /// Auxiliaries of the past: the past forms of be, have and do (`was`, `had`, `did`).
    static let pastAuxiliaries = Set(
        Lexicon.shared.words { !$0.isDisjoint(with: [.be, .have, .do]) && $0.contains(.past) && $0.isDisjoint(with: .notPlain) })

    /// Auxiliaries of the future (`going` is read only in `going to` before a verb).
    static let futureAuxiliaries: Set<String> = ["will", "shall", "gonna"]

    /// How talk to the user opens a line (`Here is…`, `Sure…`).
    static let talkOpenings = [
        "here is", "here's", "here are", "sure", "certainly", "of course", "below is", "the following is", "rewritten",
        "the rewritten", "the revised", "revised text", "revised version", "i've made", "i have made", "i've rewritten",
        "i have rewritten", "i've revised", "i have revised", "your text", "the text", "this text",
        // An assistant answering a question it was not asked.
        "you're right", "you are right", "good question", "great question", "i'd be happy", "i would be happy",
    ]

    /// How a chatbot closes its turn, at the start of any sentence (`Let me know if…`, `I hope this helps`).
    static let talkClosings = [
        "let me know if", "i hope this helps", "hope this helps", "i hope this", "feel free to ask",
        "if you have any other questions", "if you have any further questions", "is there anything else", "happy to help",
    ]

    /// The words a writer uses of themself: an answer that brings them speaks for the model.
    static let firstPerson = Set(
        Lexicon.shared.words { !$0.isDisjoint(with: [.pronoun, .determiner]) && $0.contains([.first, .singular]) })

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
        "portuguese": ["não", "o", "a", "uma", "para", "com", "que", "os", "as", "do", "da", "em", "um", "por", "se", "é"],
        "dutch": ["het", "een", "van", "en", "de", "is", "niet", "dat", "op", "te", "voor", "met", "zijn"],
    ]
}
