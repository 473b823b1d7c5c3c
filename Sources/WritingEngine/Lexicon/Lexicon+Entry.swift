extension Lexicon {
    /// The facts of one word, decoded from its record.
    struct Entry: Sendable {
        /// The parts of speech the treebank gives the word (bits over `PennTag.allCases`).
        let tagBits: UInt64
        /// Its closed-class senses and noun facts.
        let senses: [SenseReading]
        /// The verbs it is a form of, most likely first, and which of their forms it is.
        let readings: [(base: String, forms: VerbForms)]
        /// For a verb's base form, the verb's forms.
        let paradigm: Paradigm?
        /// The treebank's most frequent lemma, when it differs from the word.
        let treebankLemma: String?

        init(_ record: Record) {
            tagBits = Record.hex(record.field(.tags))
            var senses: [SenseReading] = []
            Record.forEachItem(record.field(.senses)) { item in
                let equals = item.firstIndex(of: 0x3D)
                let flags = Sense(rawValue: Record.hex(item[..<(equals ?? item.endIndex)]))
                let lemma = equals.map { String(decoding: item[($0 + 1)...], as: UTF8.self) }
                senses.append(SenseReading(flags: flags, lemma: lemma))
            }
            self.senses = senses
            var readings: [(base: String, forms: VerbForms)] = []
            Record.forEachItem(record.field(.readings)) { item in
                guard let colon = item.firstIndex(of: 0x3A) else { return }
                let forms = VerbForms(rawValue: UInt8(truncatingIfNeeded: Record.hex(item[(colon + 1)...])))
                readings.append((String(decoding: item[..<colon], as: UTF8.self), forms))
            }
            self.readings = readings
            let forms = record.field(.paradigm).split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
            paradigm =
                forms.count == 4
                ? Paradigm(
                    base: record.word, thirdPerson: forms[0], past: forms[1], pastParticiple: forms[2], presentParticiple: forms[3])
                : nil
            let lemma = record.text(.lemma)
            treebankLemma = lemma.isEmpty ? nil : lemma
        }

        /// Whether the treebank gives the word this part of speech.
        func hasTag(_ tag: PennTag) -> Bool { tagBits & (1 << Lexicon.tagIndex[tag]!) != 0 }

        /// Whether one of the word's senses has all of `flags` and none of `excluding`.
        func has(_ flags: Sense, excluding: Sense = []) -> Bool {
            senses.contains { $0.flags.isSuperset(of: flags) && $0.flags.isDisjoint(with: excluding) }
        }
    }

    /// The bit of each Penn tag in a record's tags, in the order of `LexiconData.tags`.
    static let tagIndex: [PennTag: Int] = {
        let names = LexiconData.tags.split(separator: " ").map(String.init)
        precondition(names.count == PennTag.allCases.count, "the lexicon's tag set is not the tagger's")
        return Dictionary(uniqueKeysWithValues: names.enumerated().map { (PennTag(rawValue: $1)!, $0) })
    }()
}
