/// One test on one word of a `ParagraphAnalysis`: the smallest part of a
/// `TokenPattern` element (`then`, `<be>`, `VB*`, `@object|NNP`, `*`).
///
/// Only prose tokens are read: a word, a number or a punctuation mark.
/// Inline code, URLs, paths and identifiers match no atom, negated or not.
enum PatternAtom: Sendable {
    /// One of these words (ignoring case), a word with one of these Penn
    /// tags (bit `k` is `PennTag.allCases[k]`) or universal tags, or a word
    /// the verb lexicon knows in one of these forms: `then|than`, `,`, `n't`,
    /// `VB*`, `@object|NNP`, `@third`.
    case alternatives(words: WordSet, penn: UInt64, universal: UInt32, forms: VerbForms)
    /// A word whose lemma is one of these (`<be>`, `<let|make>`).
    case lemmas(WordSet)
    /// Any word (letters, not a number or a punctuation mark).
    case anyWord

    /// Parses one atom from its UTF-8 bytes; nil when they are no atom (the caller reports the line).
    static func parse(_ bytes: ArraySlice<UInt8>) -> PatternAtom? {
        if bytes.elementsEqual("*".utf8) { return .anyWord }
        if bytes.count > 2 && bytes.first == 0x3C && bytes.last == 0x3E {  // `<…>`
            return .lemmas(WordSet(bytes.dropFirst().dropLast().split(separator: 0x7C).map(\.text)))
        }
        var words: [String] = []
        var penn: UInt64 = 0
        var universal: UInt32 = 0
        var forms = VerbForms()
        // `|` alone is the word `|`; otherwise `|` separates alternatives.
        for part in bytes.alternatives(0x7C) {
            let text = part.text
            if part.hasMark(first: 0x40) {  // `@`
                let name = String(text.dropFirst())
                if let verbForms = verbForms(name) {
                    forms.formUnion(verbForms)
                    continue
                }
                guard let members = wordClass(name) else { return nil }
                words += members.words
            } else if let first = part.first, (0x41...0x5A).contains(first) {  // `A`–`Z`
                guard let tags = tags(text) else { return nil }
                penn |= tags.penn
                universal |= tags.universal
            } else {
                // Lowercase: ASCII without `A`–`Z`, or else the same as its lowercase.
                guard part.allSatisfy({ $0 < 0x41 || ($0 > 0x5A && $0 < 0x80) }) || text == text.lowercased() else { return nil }
                words.append(text)
            }
        }
        guard !words.isEmpty || penn != 0 || universal != 0 || !forms.isEmpty else { return nil }
        return .alternatives(words: WordSet(words), penn: penn, universal: universal, forms: forms)
    }

    /// `VB`, `VB*` (every Penn tag that starts with `VB`), `NOUN` (a universal tag).
    private static func tags(_ name: String) -> (penn: UInt64, universal: UInt32)? {
        if name.hasSuffix("*") {
            let prefix = name.dropLast()
            var penn: UInt64 = 0
            for (k, tag) in PennTag.allCases.enumerated() where tag.rawValue.hasPrefix(prefix) { penn |= 1 << k }
            return penn == 0 ? nil : (penn, 0)
        }
        if let k = pennPositions[name] { return (1 << k, 0) }
        if let k = universalPositions[name] { return (0, 1 << k) }
        return nil
    }

    private static let pennPositions = Dictionary(uniqueKeysWithValues: PennTag.allCases.enumerated().map { ($1.rawValue, $0) })
    private static let universalPositions = Dictionary(uniqueKeysWithValues: UniversalTag.allCases.enumerated().map { ($1.rawValue, $0) })

    /// The verb forms a pattern may name with `@`, whatever the tagger says (`@third` matches `swims`).
    private static func verbForms(_ name: String) -> VerbForms? {
        switch name {
        case "base": .base
        case "third": .thirdPerson
        case "past": .past
        case "participle": .pastParticiple
        case "ing": .presentParticiple
        default: nil
        }
    }

    /// The closed word classes a pattern may name with `@`.
    static func wordClass(_ name: String) -> WordSet? { Lexicon.namedClass(name) }

    /// Whether word `index` of `input` passes the test.
    func matches(_ input: PatternInput, _ index: Int) -> Bool {
        switch self {
        case .alternatives(let words, let penn, let universal, let forms):
            return penn & (1 << input.pennIndex[index]) != 0 || universal & (1 << input.universalIndex[index]) != 0
                || words.contains(input.keys[index])
                || (!forms.isEmpty && !Lexicon.shared.forms(of: input.keys[index]).isDisjoint(with: forms))
        case .lemmas(let set): return set.contains(input.lemma(index))
        case .anyWord: return input.kinds[index] == .word
        }
    }
}
