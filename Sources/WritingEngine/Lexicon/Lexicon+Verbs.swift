extension Lexicon {
    /// The verb forms `word` (lowercased) can be, across all verbs it may belong to.
    func forms(of word: String) -> VerbForms { forms(of: WordKey(word)) }

    /// The verb forms the word can be; `ParagraphView.verbForms` holds them for each item.
    func forms(of word: WordKey) -> VerbForms { index(of: word).map { verbForms[$0] } ?? [] }

    /// The forms of the verb whose base form is `base`.
    func paradigm(_ base: String) -> Paradigm? {
        guard let index = index(of: WordKey(base)), !record(index).field(.paradigm).isEmpty else { return nil }
        return Entry(record(index)).paradigm
    }

    /// The base form of `word` when it is one of the forms `kind` of a known verb
    /// (the first such verb the data lists: `found` as a past is `find`).
    func base(of word: String, as kind: VerbForms) -> String? {
        guard let index = index(of: WordKey(word)), !verbForms[index].isDisjoint(with: kind) else { return nil }
        return Entry(record(index)).readings.first { !$0.forms.isDisjoint(with: kind) }?.base
    }

    /// Whether `word` is the -ing form of a verb (`building`, `writing`), not
    /// a noun that only ends so (`string`).
    func isIngForm(_ word: String) -> Bool {
        word.hasSuffix("ing") && forms(of: word).contains(.presentParticiple)
    }

    /// Whether `word` can be the base form of a known verb.
    func isBase(_ word: String) -> Bool { forms(of: word).contains(.base) }
}

/// The spelling rules of regular English inflection, for verbs (and nouns:
/// a plural is spelled as a third-person form) the lexicon lacks.
enum Inflection {
    /// `go` → `goes`, `carry` → `carries`.
    static func thirdPerson(_ base: String) -> String {
        if base == "have" { return "has" }
        if base == "be" { return "is" }
        if base.hasSuffix("s") || base.hasSuffix("x") || base.hasSuffix("z") || base.hasSuffix("ch")
            || base.hasSuffix("sh") || base.hasSuffix("o")
        {
            return base + "es"
        }
        if endsInConsonantY(base) { return String(base.dropLast()) + "ies" }
        return base + "s"
    }

    /// `like` → `liked`, `carry` → `carried`, the stem (`stopp`) + `ed` otherwise.
    static func past(_ base: String, stem: String) -> String {
        if base.hasSuffix("e") { return base + "d" }
        if endsInConsonantY(base) { return String(base.dropLast()) + "ied" }
        return stem + "ed"
    }

    /// `lie` → `lying`, `make` → `making`, `stop` → `stopping`.
    static func presentParticiple(_ base: String) -> String {
        if base.hasSuffix("ie") { return String(base.dropLast(2)) + "ying" }
        if base.hasSuffix("e") && !base.hasSuffix("ee") && !base.hasSuffix("ye") && !base.hasSuffix("oe") && base != "be" {
            return String(base.dropLast()) + "ing"
        }
        return (doublesFinalConsonant(base) ? base + String(base.last!) : base) + "ing"
    }

    private static func endsInConsonantY(_ word: String) -> Bool {
        let u = Array(word.utf8)
        guard u.count >= 2, u[u.count - 1] == 0x79 else { return false }
        return !isVowel(u[u.count - 2])
    }

    /// One-syllable words ending consonant-vowel-consonant double the consonant (`stop` → `stopped`).
    private static func doublesFinalConsonant(_ word: String) -> Bool {
        let u = Array(word.utf8)
        guard u.count >= 3 else { return false }
        let last = u[u.count - 1]
        let middle = u[u.count - 2]
        let before = u[u.count - 3]
        guard !isVowel(last), isVowel(middle), !isVowel(before) else { return false }
        if last == 0x77 || last == 0x78 || last == 0x79 { return false }  // w x y
        var groups = 0
        var inVowel = false
        for c in u {
            let v = isVowel(c)
            if v && !inVowel { groups += 1 }
            inVowel = v
        }
        return groups == 1
    }

    private static func isVowel(_ c: UInt8) -> Bool {
        c == 0x61 || c == 0x65 || c == 0x69 || c == 0x6F || c == 0x75
    }
}
