extension Lexicon {
    /// Every word with a sense that passes `test`, in the lexicon's order
    /// (`words { $0.contains([.be, .present]) }`: `'m`, `'re`, `'s`, `am`, `are`…).
    func words(where test: (Sense) -> Bool) -> [String] {
        var result: [String] = []
        for index in senseRecords {
            let record = record(index)
            var passes = false
            Record.forEachItem(record.field(.senses)) { item in
                let equals = item.firstIndex(of: 0x3D) ?? item.endIndex
                if !passes && test(Sense(rawValue: Record.hex(item[..<equals]))) { passes = true }
            }
            if passes { result.append(record.word) }
        }
        return result
    }

    /// The words with a sense that has all of `flags` and none of `excluding`,
    /// leaving out a word any of whose senses has one of `unlessAlso`
    /// (`words(.have, unlessAlso: .be)` leaves out `'s`, which is also be).
    func words(_ flags: Sense, excluding: Sense = [], unlessAlso other: Sense = []) -> [String] {
        let words = words { $0.isSuperset(of: flags) && $0.isDisjoint(with: excluding) }
        return other.isEmpty ? words : words.filter { facts(of: WordKey($0)).isDisjoint(with: other) }
    }

    /// The finite (present or past) forms of `verb` (`.be`, `.have`, `.do`)
    /// with none of `excluding` (`finiteForms(of: .be, excluding: .notPlain)`: `am`, `are`, `is`, `was`, `were`).
    func finiteForms(of verb: Sense, excluding: Sense = []) -> [String] {
        words { $0.contains(verb) && !$0.isDisjoint(with: .finite) && $0.isDisjoint(with: excluding) }
    }

    /// `words(_:excluding:unlessAlso:)` as a set.
    func wordSet(_ flags: Sense, excluding: Sense = [], unlessAlso other: Sense = []) -> WordSet {
        WordSet(words(flags, excluding: excluding, unlessAlso: other))
    }

    /// The closed-class words of each lemma a sense names: `be` for the forms
    /// of be (`'re`, `was`), `will` for `'ll` and `wo`, `not` for `n't`, a
    /// modal's own word for a modal.
    static let wordsByLemma: [String: [String]] = {
        var result: [String: [String]] = [:]
        let named: [(Sense, String)] = [(.be, "be"), (.have, "have"), (.do, "do")]
        for index in shared.senseRecords {
            let record = shared.record(index)
            Record.forEachItem(record.field(.senses)) { item in
                let equals = item.firstIndex(of: 0x3D)
                let flags = Sense(rawValue: Record.hex(item[..<(equals ?? item.endIndex)]))
                var lemma = equals.map { String(decoding: item[($0 + 1)...], as: UTF8.self) }
                if lemma == nil { lemma = named.first { flags.contains($0.0) }?.1 }
                if lemma == nil, !flags.isDisjoint(with: [.modal, .negation]) { lemma = record.word }
                if let lemma, flags.isDisjoint(with: .irregularPlural) { result[lemma, default: []].append(record.word) }
            }
        }
        return result
    }()

    /// All the flags of the word's senses together (`her`: pronoun, determiner,
    /// object, possessive…), without decoding the rest of its entry.
    func facts(of word: WordKey) -> Sense {
        guard let index = index(of: word) else { return [] }
        var facts = Sense()
        Record.forEachItem(record(index).field(.senses)) { item in
            facts.formUnion(Sense(rawValue: Record.hex(item[..<(item.firstIndex(of: 0x3D) ?? item.endIndex)])))
        }
        return facts
    }

    /// The lemma named by the first sense of `word` that passes `test`
    /// (`ca`, a split modal: `can`), decoding only the word's senses.
    func senseLemma(of word: String, where test: (Sense) -> Bool) -> String? {
        guard let index = index(of: WordKey(word)) else { return nil }
        var lemma: String?
        Record.forEachItem(record(index).field(.senses)) { item in
            guard lemma == nil, let equals = item.firstIndex(of: 0x3D), test(Sense(rawValue: Record.hex(item[..<equals]))) else { return }
            lemma = String(decoding: item[(equals + 1)...], as: UTF8.self)
        }
        return lemma
    }

    /// The senses of `word` (lowercased), empty when the lexicon lacks it.
    func senses(of word: String) -> [SenseReading] { entry(word)?.senses ?? [] }
}

extension Lexicon.Sense {
    /// The marks of a form that is not a plain word of its own: negative,
    /// clitic, fused with its subject, or a split piece.
    static let notPlain: Lexicon.Sense = [.negative, .clitic, .fused, .split]
}

/// The closed classes the rules share, each a query on the lexicon.
extension Lexicon {
    /// `can`, `would`, `can't`, `'ll`, `I'll`…, not the split pieces (`ca`)
    /// nor `'d`, which is also had.
    static let modals = shared.wordSet(.modal, excluding: .split, unlessAlso: .have)
    static let subjectPronouns = shared.wordSet([.pronoun, .subject])
    static let objectPronouns = shared.wordSet([.pronoun, .object])
    /// `he`, `she`, `it`.
    static let thirdSingularSubjects = shared.wordSet([.pronoun, .subject, .singular, .third])
    /// Possessive determiners: `my`, `your`, `their`…
    static let possessives = shared.wordSet([.determiner, .possessive])
    static let determiners = shared.wordSet(.determiner)
    static let prepositions = shared.wordSet(.preposition)
    /// Words that join clauses: a new subject may follow them.
    static let clauseOpeners = shared.wordSet(.clauseOpener)

    /// The class a phrase or token pattern names with `@` (`@modal`,
    /// `@object`…), or nil for a name of no shared class.
    static func namedClass(_ name: String) -> WordSet? {
        switch name {
        case "modal": modals
        case "subject": subjectPronouns
        case "object": objectPronouns
        case "possessive": possessives
        case "determiner": determiners
        case "preposition": prepositions
        default: nil
        }
    }
    /// Adverbs of degree, which qualify adjectives and adverbs (`very tired`), not verbs.
    static let degreeAdverbs = shared.wordSet(.degreeAdverb)
    /// `do`, `does`, `did`.
    static let doForms = WordSet(shared.finiteForms(of: .do, excluding: .notPlain))
    /// `don't`, `doesn't`, `didn't`.
    static let negativeDoForms = shared.wordSet([.do, .negative])

    /// Finite singular forms of be, have and do with their plural (`is` → `are`, `hasn't` → `haven't`).
    static let singularAuxiliaries = auxiliaries(.singular, counterpart: .plural)
    /// Finite plural forms of be, have and do with their singular (`are` → `is`, `don't` → `doesn't`).
    static let pluralAuxiliaries = auxiliaries(.plural, counterpart: .singular)

    /// The finite forms of be, have and do of one number that agree with a
    /// third-person subject (not `am`), each with the form of the same verb,
    /// tense and negation in the other number.
    /// `excluding` leaves out the forms with one of its flags (`.negative`: `is` → `are` but not `isn't`).
    static func auxiliaries(_ number: Sense, counterpart: Sense, excluding: Sense = []) -> WordMap<String> {
        let identity: Sense = [.be, .have, .do, .present, .past, .negative]
        func agreeing(_ sense: Sense, _ number: Sense) -> Bool {
            sense.contains(number) && !sense.isDisjoint(with: .finite) && !sense.contains(.first)
                && sense.isDisjoint(with: excluding.union([.clitic, .fused, .split])) && !sense.isDisjoint(with: [.be, .have, .do])
        }
        var senses: [(word: String, sense: Sense)] = []
        for word in shared.words(where: { agreeing($0, number) || agreeing($0, counterpart) }) {
            for reading in shared.senses(of: word) { senses.append((word, reading.flags)) }
        }
        var map: [String: String] = [:]
        for (word, sense) in senses where agreeing(sense, number) {
            let verb = sense.intersection(identity)
            if let other = senses.first(where: { agreeing($0.sense, counterpart) && $0.sense.intersection(identity) == verb }) {
                map[word] = other.word
            }
        }
        return WordMap(map)
    }
}
