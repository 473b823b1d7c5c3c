/// Common English verbs with their inflected forms, built once from
/// `VerbData` (irregular verbs spelled out, regular ones inflected by rule).
struct VerbLexicon: Sendable {
    /// Which inflections a written form can be.
    struct Forms: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        static let base = Forms(rawValue: 1)
        static let thirdPerson = Forms(rawValue: 2)
        static let past = Forms(rawValue: 4)
        static let pastParticiple = Forms(rawValue: 8)
        static let presentParticiple = Forms(rawValue: 16)
    }

    /// One verb's paradigm.
    struct Entry: Sendable, Hashable {
        let base: String
        let thirdPerson: String
        let past: String
        let pastParticiple: String
        let presentParticiple: String
    }

    /// One verb a written form belongs to, and which of its forms it is.
    private struct Reading: Sendable {
        let base: String
        var forms: Forms
    }

    /// The lexicon, built on first use.
    static let shared = VerbLexicon()

    private let entries: WordMap<Entry>
    /// Every verb each written form belongs to, in the order the data lists them.
    private let readings: WordMap<[Reading]>
    /// The union of each written form's readings.
    private let allForms: WordMap<Forms>

    private init() {
        var builder = Builder()
        for line in VerbData.irregular.split(separator: "\n") {
            let parts = line.split(separator: " ").map(String.init)
            guard parts.count == 3 else { continue }
            builder.add(
                Entry(
                    base: parts[0], thirdPerson: Self.thirdPerson(parts[0]), past: parts[1], pastParticiple: parts[2],
                    presentParticiple: Self.presentParticiple(parts[0])))
        }
        for word in VerbData.regular.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            var base = String(word)
            let doubles = base.hasSuffix("*")
            if doubles { base.removeLast() }
            let double = doubles || Self.doublesFinalConsonant(base)
            let stem = double ? base + String(base.last!) : base
            builder.add(
                Entry(
                    base: base, thirdPerson: Self.thirdPerson(base), past: Self.past(base, stem: stem),
                    pastParticiple: Self.past(base, stem: stem),
                    presentParticiple: Self.presentParticiple(base, stem: stem)))
            if double && base.count > 3 {
                // British doubles, American does not (travelled/traveled): accept both.
                let plain = Self.past(base, stem: base)
                builder.register(plain, base, [.past, .pastParticiple])
                builder.register(Self.presentParticiple(base, stem: base), base, .presentParticiple)
            }
        }
        builder.add(Entry(base: "be", thirdPerson: "is", past: "was", pastParticiple: "been", presentParticiple: "being"))
        builder.register("were", "be", .past)
        builder.register("am", "be", .base)
        builder.register("are", "be", .base)
        entries = WordMap(builder.entries)
        readings = WordMap(builder.readings)
        allForms = WordMap(builder.readings.mapValues { $0.reduce(into: Forms()) { $0.formUnion($1.forms) } })
    }

    /// The tables while the lexicon is being built.
    private struct Builder {
        var entries: [String: Entry] = [:]
        var readings: [String: [Reading]] = [:]

        mutating func add(_ entry: Entry) {
            if entries[entry.base] == nil { entries[entry.base] = entry }
            register(entry.base, entry.base, .base)
            register(entry.thirdPerson, entry.base, .thirdPerson)
            register(entry.past, entry.base, .past)
            register(entry.pastParticiple, entry.base, .pastParticiple)
            register(entry.presentParticiple, entry.base, .presentParticiple)
        }

        mutating func register(_ form: String, _ base: String, _ kind: Forms) {
            var list = readings[form] ?? []
            if let i = list.firstIndex(where: { $0.base == base }) {
                list[i].forms.formUnion(kind)
            } else {
                list.append(Reading(base: base, forms: kind))
            }
            readings[form] = list
        }
    }

    /// The paradigm of the verb whose base form is `base`.
    func entry(_ base: String) -> Entry? { entries[base] }

    /// The inflections `word` (lowercased) can be, across all verbs it may belong to.
    func forms(of word: String) -> Forms { forms(of: WordKey(word)) }

    /// The inflections the word can be; `TokenStream.verbForms` holds them for each item.
    func forms(of word: WordKey) -> Forms { allForms[word] ?? [] }

    /// The base form of `word` when it is the form `kind` of a known verb.
    func base(of word: String, as kind: Forms) -> String? {
        readings[word]?.first { !$0.forms.isDisjoint(with: kind) }?.base
    }

    /// Whether `word` is the -ing form of a verb (`building`, `writing`), not
    /// a noun that only ends so (`string`).
    func isIngForm(_ word: String) -> Bool {
        word.hasSuffix("ing") && forms(of: word).contains(.presentParticiple)
    }

    /// Whether `word` is only ever the base form (and not, say, also a past form).
    func isBase(_ word: String) -> Bool { forms(of: word).contains(.base) }

    // MARK: - Regular inflection

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

    static func past(_ base: String, stem: String) -> String {
        if base.hasSuffix("e") { return base + "d" }
        if endsInConsonantY(base) { return String(base.dropLast()) + "ied" }
        return stem + "ed"
    }

    static func presentParticiple(_ base: String, stem: String? = nil) -> String {
        if base.hasSuffix("ie") { return String(base.dropLast(2)) + "ying" }
        if base.hasSuffix("e") && !base.hasSuffix("ee") && !base.hasSuffix("ye") && !base.hasSuffix("oe") && base != "be" {
            return String(base.dropLast()) + "ing"
        }
        if let stem { return stem + "ing" }
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
