/// How far an answer may move from the text it replaces, for one action.
/// `of(_:)` is the one table of them.
struct AcceptanceLimits: Sendable, Equatable {
    /// How the answer's content is held to the text.
    enum Support: Sendable, Equatable {
        /// Over the whole text: a word-level diff for meaning, and few content words of its own.
        case whole
        /// Each sentence or item of the answer is supported by one sentence of the text.
        case eachSentence
        /// Only by its facts (a translation, whose words are another language's).
        case factsOnly
        /// By the prompt and the context it is written from (composed text):
        /// its prose may be new, its facts, code and names may not.
        case prompt
    }

    /// The language the answer must be in.
    enum Language: Sendable, Equatable {
        /// The text's own (English when the text is English).
        case text
        /// The one an instruction asked for.
        case named(String)
    }

    /// A number of words allowed: `share` of the text's, at least `minimum`.
    struct Allowance: Sendable, Equatable {
        var share: Double
        var minimum: Int

        /// The allowance for a text of `count` words.
        func of(_ count: Int) -> Int { max(minimum, Int(share * Double(count))) }
    }

    /// A length: `factor` × the text's length + `extra` bytes.
    struct Stretch: Sendable, Equatable {
        var factor: Double
        var extra: Double
    }

    var support: Support
    /// Distinct new content stems allowed, against the text's content stems.
    var newContent: Allowance
    /// The share of the text's content stems the answer keeps.
    var kept: Double
    /// The text's words the answer may drop, when it keeps the rest in their
    /// order: those the diff deletes (a word replaced by another, a correction,
    /// keeps its place). `nil`: any.
    var dropped: Allowance?
    /// Whether a tone's register words (common words: `get`, `help`, `just`) are free to come and go.
    var registerWordsAreFree: Bool
    /// The longest answer.
    var longest: Stretch?
    /// Whether the answer must be shorter than the text.
    var mustBeShorter: Bool
    /// Whether every number, name, link text and reference link of the text stays.
    var keepsEveryFact: Bool
    /// Whether polarity, modality and tense are compared over the diff.
    var keepsMeaning: Bool
    /// Whether the answer is a correction, which may change between forms of
    /// one verb (`he go` → `he went`) and respell a name (`Pyhton` → `Python`).
    var corrects: Bool
    /// Whether an answer that stops mid-sentence or mid-word is refused.
    var checksEnding: Bool
    /// Whether talk to the user (`Here is…`, `I'll be happy to…`) is refused.
    var refusesTalk: Bool
    var language: Language

    /// The limits of `action`: the one table.
    ///
    /// | action | support | new content | kept | dropped | longest | shorter | every fact |
    /// |---|---|---|---|---|---|---|---|
    /// | proofread | whole | 1/8, min 2 | 0.7 | 0.15, min 2 | 1.25× + 16 | no | yes |
    /// | concise | whole | 1/10, min 2 | 0.45 | — | 1× | yes | yes |
    /// | friendly, professional | whole, register words free | 1/4, min 3 | 0.3 | — | 2× + 40 | no | yes |
    /// | list | whole | 1/6, min 2 | 0.6 | 0.5 | 1.5× + 40 | no | yes |
    /// | table | whole, register words free | 1/2, min 4 | 0.3 | — | 2× + 80 | no | no |
    /// | summary, key points | each sentence | — | — | — | 1× + 40 | no | no |
    /// | instructions | the nearest tone's (`InstructionIntent`) | | | | | | |
    /// | compose | prompt and context | — | — | — | 1× + 1,200 | no | no |
    ///
    /// Every action but compose keeps polarity, modality and tense (proofreading
    /// may change a verb's form) and ends where the text ends a sentence;
    /// tables alone may reorder and label what they hold freely, but no cell
    /// may stop mid-word. No action, compose included, brings a number, a
    /// name, a link or code its text (for compose, its prompt and context)
    /// lacks, talks to the user, or contradicts itself; composed text always
    /// ends a sentence, and its length is held to its prompt and context's.
    static func of(_ action: WritingAction) -> AcceptanceLimits {
        switch action {
        case .proofread:
            rewrite(newContent: (1.0 / 8, 2), kept: 0.7, dropped: (0.15, 2), longest: (1.25, 16), corrects: true)
        case .rewrite(.concise):
            rewrite(newContent: (1.0 / 10, 2), kept: 0.45, longest: (1, 0), mustBeShorter: true)
        case .rewrite(.friendly), .rewrite(.professional):
            rewrite(newContent: (1.0 / 4, 3), kept: 0.3, longest: (2, 40), registerWordsAreFree: true)
        case .list:
            rewrite(newContent: (1.0 / 6, 2), kept: 0.6, dropped: (0.5, 0), longest: (1.5, 40))
        case .table:
            AcceptanceLimits(
                support: .whole, newContent: .init(share: 1.0 / 2, minimum: 4), kept: 0.3, dropped: nil, registerWordsAreFree: true,
                longest: .init(factor: 2, extra: 80), mustBeShorter: false,
                keepsEveryFact: false, keepsMeaning: false, corrects: false, checksEnding: true, refusesTalk: true,
                language: .text)
        case .summary, .keyPoints:
            AcceptanceLimits(
                support: .eachSentence, newContent: .init(share: 0, minimum: 0), kept: 0, dropped: nil, registerWordsAreFree: false,
                longest: .init(factor: 1, extra: 40), mustBeShorter: false,
                keepsEveryFact: false, keepsMeaning: true, corrects: false, checksEnding: true, refusesTalk: true, language: .text)
        case .instructions(let instructions):
            InstructionIntent(instructions).limits
        case .compose:
            AcceptanceLimits(
                support: .prompt, newContent: .init(share: 0, minimum: 0), kept: 0, dropped: nil, registerWordsAreFree: false,
                longest: .init(factor: 1, extra: 1200), mustBeShorter: false, keepsEveryFact: false, keepsMeaning: false,
                corrects: false, checksEnding: true, refusesTalk: true, language: .text)
        }
    }

    /// The limits of an action that rewrites the text in place.
    static func rewrite(
        newContent: (share: Double, minimum: Int), kept: Double, dropped: (share: Double, minimum: Int)? = nil,
        longest: (factor: Double, extra: Double),
        mustBeShorter: Bool = false,
        registerWordsAreFree: Bool = false, corrects: Bool = false
    ) -> AcceptanceLimits {
        AcceptanceLimits(
            support: .whole, newContent: Allowance(share: newContent.share, minimum: newContent.minimum), kept: kept,
            dropped: dropped.map { Allowance(share: $0.share, minimum: $0.minimum) }, registerWordsAreFree: registerWordsAreFree,
            longest: Stretch(factor: longest.factor, extra: longest.extra),
            mustBeShorter: mustBeShorter, keepsEveryFact: true, keepsMeaning: true, corrects: corrects, checksEnding: true,
            refusesTalk: true, language: .text)
    }
}
