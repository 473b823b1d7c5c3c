/// The classes a compression step may ask about (`CompressibleSentence.has`).
/// Each is a question on the item's tags in the sentence's analysis, on the
/// lexicon, or on how the item is written; none is stored.
struct WordClass: OptionSet, Sendable, Hashable {
    let rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Tagged `NN NNS NNP NNPS`.
    static let noun = WordClass(rawValue: 1 << 0)
    /// Tagged as a verb form, or a noun the lexicon knows as an `-ing` form.
    static let verb = WordClass(rawValue: 1 << 1)
    static let adjective = WordClass(rawValue: 1 << 2)
    static let adverb = WordClass(rawValue: 1 << 3)
    /// Tagged `DT PDT PRP$ WDT WP$`.
    static let determiner = WordClass(rawValue: 1 << 4)
    /// Tagged `PRP WP WDT EX`.
    static let pronoun = WordClass(rawValue: 1 << 5)
    /// Tagged `IN TO`.
    static let preposition = WordClass(rawValue: 1 << 6)
    /// Tagged `CC`, or a clause opener of the lexicon.
    static let conjunction = WordClass(rawValue: 1 << 7)
    /// Tagged `MD`, or a modal of the lexicon (`can`, `will`, `must`…).
    static let modal = WordClass(rawValue: 1 << 8)
    /// A form of `be` of the lexicon, with its subject (`it's`) or without, not negated.
    static let be = WordClass(rawValue: 1 << 9)
    /// Tagged `VBN`, or `VBD` for a form the lexicon knows as a past participle (`used`, `written`).
    static let participle = WordClass(rawValue: 1 << 10)
    /// A verb's `-ing` form.
    static let gerund = WordClass(rawValue: 1 << 11)
    /// Tagged `VB VBP`: a verb's base form (`use`, `write`).
    static let baseVerb = WordClass(rawValue: 1 << 12)
    /// `not`, `no`, `never`, `n't`…: never dropped.
    static let negation = WordClass(rawValue: 1 << 13)
    /// `if`, `unless`, `only`…: never dropped.
    static let condition = WordClass(rawValue: 1 << 14)
    /// A name: capitalized inside a sentence, or an acronym. Never dropped.
    static let name = WordClass(rawValue: 1 << 15)
    /// A number, an identifier, a URL or a protected span. Never dropped.
    static let fixed = WordClass(rawValue: 1 << 16)
    /// Tagged `NNS NNPS`: a plural noun (`files`, `Workers`).
    static let plural = WordClass(rawValue: 1 << 17)

    /// What a compression step must never delete.
    static let kept: WordClass = [.negation, .condition, .name, .fixed]

    /// The classes of `item`.
    init(_ item: CompressibleSentence.Item) {
        switch item.kind {
        case .word: break
        case .punctuation, .space, .newline, .symbol, .abbreviation:
            self = []
            return
        default:
            self = .fixed
            return
        }
        let key = item.key
        var classes: WordClass = []
        if Self.negations.contains(key) || key.hasSuffix("n't") { classes.insert(.negation) }
        if Self.conditions.contains(key) { classes.insert(.condition) }
        if item.isWrittenAsName { classes.insert(.name) }
        if Lexicon.modals.contains(key) { classes.insert(.modal) }
        if Self.beForms.contains(key) { classes.insert(.be) }
        // A contraction is read as its first word (`do` of `don't`, `it` of `it's`); what the rest
        // adds comes from the lexicon above (a negation, a form of be, a modal): the tagger's `RB`
        // for `n't` would make every `don't` an adverb.
        if let tag = item.tags.first { classes.formUnion(Self.classes(of: tag, key: key)) }
        self = classes
    }

    /// The classes a tag stands for.
    private static func classes(of tag: PartOfSpeech, key: String) -> WordClass {
        var classes: WordClass = []
        switch tag.penn {
        case .nn, .nnp: classes.insert(.noun)
        case .nns, .nnps: classes.formUnion([.noun, .plural])
        case .vb, .vbp: classes.formUnion([.verb, .baseVerb])
        case .vbz, .vbd: classes.insert(.verb)
        case .vbn: classes.formUnion([.verb, .participle])
        case .vbg: classes.formUnion([.verb, .gerund])
        case .jj, .jjr, .jjs: classes.insert(.adjective)
        case .rb, .rbr, .rbs: classes.insert(.adverb)
        case .dt, .pdt, .prpPossessive, .wdt, .wpPossessive: classes.insert(.determiner)
        case .prp, .wp, .ex: classes.insert(.pronoun)
        case .in, .to: classes.insert(.preposition)
        case .cc: classes.insert(.conjunction)
        case .md: classes.insert(.modal)
        case .cd: classes.insert(.fixed)
        default: break
        }
        // Where the tagger hesitates between a form and a word class, the lexicon keeps both readings.
        let forms = Lexicon.shared.forms(of: key)
        if tag.penn == .nn, forms.contains(.presentParticiple) { classes.formUnion([.verb, .gerund]) }
        if tag.penn == .vbd, forms.contains(.pastParticiple) { classes.insert(.participle) }
        if Lexicon.clauseOpeners.contains(key) { classes.insert(.conjunction) }
        if tag.penn == .wdt || tag.penn == .wp { classes.insert(.pronoun) }
        return classes
    }

    /// Words that deny or limit what a sentence says: a step keeps them. A
    /// wider set than the lexicon's negation class (`not`, `n't`), because a
    /// step must not drop `hardly` or `few` either.
    private static let negations: Set<String> = [
        "not", "no", "never", "none", "nothing", "nobody", "nowhere", "neither", "nor", "cannot", "without", "hardly",
        "barely", "scarcely", "seldom", "rarely", "few",
    ]
    /// Words that make what follows conditional or exclusive: a step keeps them.
    private static let conditions: Set<String> = ["if", "unless", "only", "except", "otherwise", "whether", "until", "provided", "unlike"]
    /// The forms of be written as words, with their subject (`it's`) or without, not negated.
    private static let beForms = Set(Lexicon.shared.words(.be, excluding: [.negative, .clitic, .split]))
}

extension PartOfSpeech {
    /// The tags steps give the words they put in.
    static let modal = PartOfSpeech(.md, .aux)
    static let baseVerb = PartOfSpeech(.vb, .verb)
    static let baseBe = PartOfSpeech(.vb, .aux)
    static let presentVerb = PartOfSpeech(.vbp, .verb)
    static let thirdPersonVerb = PartOfSpeech(.vbz, .verb)
    static let pastVerb = PartOfSpeech(.vbd, .verb)
    static let personalPronoun = PartOfSpeech(.prp, .pron)
    static let singularNoun = PartOfSpeech(.nn, .noun)
    static let adjective = PartOfSpeech(.jj, .adj)
    static let adverb = PartOfSpeech(.rb, .adv)
    static let determiner = PartOfSpeech(.dt, .det)
    static let whAdverb = PartOfSpeech(.wrb, .adv)
}
