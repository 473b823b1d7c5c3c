extension Lexicon {
    /// The facts of one closed-class sense of a word (`her`: an object pronoun;
    /// `her`: a possessive determiner), or of its noun facts. The bits are in
    /// the order of `FLAGS` in `scripts/make-lexicon`.
    struct Sense: OptionSet, Sendable, Hashable {
        let rawValue: UInt64

        // The class.
        static let be = Sense(bit: 0)
        static let have = Sense(bit: 1)
        static let `do` = Sense(bit: 2)
        static let modal = Sense(bit: 3)
        static let pronoun = Sense(bit: 4)
        static let determiner = Sense(bit: 5)
        static let preposition = Sense(bit: 6)
        /// A word that joins clauses: a new subject may follow it (`because`, `which`).
        static let clauseOpener = Sense(bit: 7)
        /// An adverb of degree, which qualifies adjectives and adverbs (`very tired`), not verbs.
        static let degreeAdverb = Sense(bit: 8)

        // The form of be, have and do.
        static let base = Sense(bit: 9)
        static let present = Sense(bit: 10)
        static let past = Sense(bit: 11)
        static let participle = Sense(bit: 12)
        static let ing = Sense(bit: 13)

        // Number and person.
        static let singular = Sense(bit: 14)
        static let plural = Sense(bit: 15)
        static let first = Sense(bit: 16)
        static let second = Sense(bit: 17)
        static let third = Sense(bit: 18)

        /// A negative form (`isn't`, `can't`).
        static let negative = Sense(bit: 19)
        /// Written as a clitic after its subject (the `'s` of `it's`, `'ll`).
        static let clitic = Sense(bit: 20)
        /// Subject and verb in one written word (`it's`, `I'll`).
        static let fused = Sense(bit: 21)
        /// The first piece of a split contraction, as the tagger reads `can't`: `ca n't`.
        static let split = Sense(bit: 22)

        // The case of a pronoun (possessive also marks possessive determiners).
        static let subject = Sense(bit: 23)
        static let object = Sense(bit: 24)
        static let possessive = Sense(bit: 25)
        static let reflexive = Sense(bit: 26)

        // Noun facts.
        /// A plural not made with -s (`children`); its lemma is the singular.
        static let irregularPlural = Sense(bit: 27)
        /// Uncountable: `a`, `many` and a plural do not go with it (`advice`).
        static let uncountable = Sense(bit: 28)
        /// The same in the singular and the plural (`sheep`, `series`).
        static let unmarked = Sense(bit: 29)
        /// Takes a singular or a plural verb (`team`, `number`).
        static let collective = Sense(bit: 30)
        /// An adjective used as a noun for a group (`the rich`).
        static let adjectiveNoun = Sense(bit: 31)
        /// A numeral or an ordinal.
        static let numeral = Sense(bit: 32)
        /// Ends in -s but is not a plural noun (`always`, `physics`).
        static let notPlural = Sense(bit: 33)

        /// `not`, `n't` (a class, after the noun facts).
        static let negation = Sense(bit: 34)

        /// Present or past: a form that agrees with its subject.
        static let finite: Sense = [.present, .past]

        init(rawValue: UInt64) { self.rawValue = rawValue }
        private init(bit: Int) { rawValue = 1 << bit }
    }

    /// A sense with the lemma it names, if any (`can't`: a negative modal, lemma `can`).
    struct SenseReading: Sendable, Hashable {
        let flags: Sense
        let lemma: String?
    }
}
