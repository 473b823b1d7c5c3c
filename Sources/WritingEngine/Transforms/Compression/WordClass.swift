/// The parts of speech a compression step may ask about. A word out of
/// context can be several (`use` is a noun and a verb).
struct WordClass: OptionSet, Sendable, Hashable {
    let rawValue: UInt32

    static let noun = WordClass(rawValue: 1 << 0)
    static let verb = WordClass(rawValue: 1 << 1)
    static let adjective = WordClass(rawValue: 1 << 2)
    static let adverb = WordClass(rawValue: 1 << 3)
    static let determiner = WordClass(rawValue: 1 << 4)
    static let pronoun = WordClass(rawValue: 1 << 5)
    static let preposition = WordClass(rawValue: 1 << 6)
    static let conjunction = WordClass(rawValue: 1 << 7)
    /// `can`, `will`, `must`…
    static let modal = WordClass(rawValue: 1 << 8)
    /// A form of `be`.
    static let be = WordClass(rawValue: 1 << 9)
    /// A verb's past participle (`used`, `written`).
    static let participle = WordClass(rawValue: 1 << 10)
    /// A verb's `-ing` form.
    static let gerund = WordClass(rawValue: 1 << 11)
    /// A verb's base form (`use`, `write`).
    static let baseVerb = WordClass(rawValue: 1 << 12)
    /// `not`, `no`, `never`, `n't`…: never dropped.
    static let negation = WordClass(rawValue: 1 << 13)
    /// `if`, `unless`, `only`…: never dropped.
    static let condition = WordClass(rawValue: 1 << 14)
    /// A name: capitalized inside a sentence, or an acronym. Never dropped.
    static let name = WordClass(rawValue: 1 << 15)
    /// A number, an identifier, a URL or a protected span. Never dropped.
    static let fixed = WordClass(rawValue: 1 << 16)
    /// A plural noun (`files`, `Workers`).
    static let plural = WordClass(rawValue: 1 << 17)

    /// What a compression step must never delete.
    static let kept: WordClass = [.negation, .condition, .name, .fixed]
}

/// One word or mark handed to a part-of-speech source.
struct TaggingInput: Sendable {
    /// The text as written.
    var text: String
    /// Lowercased, straight apostrophes.
    var key: String
    var kind: TokenKind
    /// Whether the word is written with a capital first letter.
    var isCapitalized: Bool
    /// Whether the word is all capitals (two letters or more).
    var isAllCaps: Bool
    /// Whether the word opens its sentence.
    var startsSentence: Bool
}

/// Where compression steps get parts of speech: one sentence at a time, so
/// that a contextual tagger can stand behind the same seam as the lexicon.
protocol PartOfSpeechSource: Sendable {
    /// The classes of each item of one sentence, in order.
    func classes(of sentence: [TaggingInput]) -> [WordClass]
}
