/// Fills a suggestion or message template of a rule file for one match:
/// `{n}` is the words of element `n` as written, `{n:ing}` (and `base`,
/// `third`, `past`, `participle`) a form of its verb, `{n:plural}` the
/// regular plural of its lemma (the lemma itself for a noun whose plural is
/// the same, such as `aircraft`, so that no finding is made), `{n:ordinal}` its number with the right
/// ordinal ending, `{n:capital}` the words with a capital letter.
enum PatternTemplate {
    /// `template` filled in from `spans` (the words each element of `pattern` took),
    /// with doubled spaces from an absent optional element closed up.
    static func fill(_ template: String, _ pattern: TokenPattern, _ spans: [Range<Int>], _ input: PatternInput) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let reference = rest[rest.index(after: open)..<close].split(separator: ":", maxSplits: 1)
            if let number = Int(reference.first ?? ""), let k = pattern.elements.firstIndex(where: { $0.number == number }) {
                let span = spans[k]
                result += reference.count == 2 ? form(String(reference[1]), of: span, input) : input.original(span)
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result.splitting(by: "  ").joined(separator: " ").trimmingSpaces()
    }

    /// The form `name` of the verb in `span` (its first word), from the verb lexicon or by the regular endings.
    private static func form(_ name: String, of span: Range<Int>, _ input: PatternInput) -> String {
        guard let first = span.first else { return "" }
        switch name {
        case "ordinal": return ordinal(input.original(span))
        case "capital": return Casing.capitalized(input.original(span))
        default: break
        }
        let lexicon = Lexicon.shared
        var base = input.lemma(first).text
        if base == input.keys[first].text, !lexicon.forms(of: input.keys[first]).contains(.base),
            let verb = lexicon.base(of: base, as: [.thirdPerson, .past, .pastParticiple, .presentParticiple])
        {
            base = verb  // a form the tagger read as another part of speech (`swims` as VB)
        }
        let entry = lexicon.paradigm(base)
        switch name {
        case "base": return base
        case "third": return entry?.thirdPerson ?? Inflection.thirdPerson(base)
        case "past": return entry?.past ?? Inflection.past(base, stem: base)
        case "participle": return entry?.pastParticiple ?? Inflection.past(base, stem: base)
        case "ing": return entry?.presentParticiple ?? Inflection.presentParticiple(base)
        case "plural": return Lexicon.shared.isUnmarked(base) ? base : plural(base)
        default: preconditionFailure("unknown form {\(name)}")
        }
    }

    /// The number at the start of `text` with its ordinal ending (`21th` → `21st`, `12nd` → `12th`).
    private static func ordinal(_ text: String) -> String {
        let digits = String(text.prefix { $0.isASCII && $0.isNumber })
        guard let value = Int(digits) else { return text }
        let suffix =
            switch (value % 100, value % 10) {
            case (11...13, _): "th"
            case (_, 1): "st"
            case (_, 2): "nd"
            case (_, 3): "rd"
            default: "th"
            }
        return digits + suffix
    }

    /// The regular plural of a noun (`city` → `cities`, `box` → `boxes`).
    private static func plural(_ noun: String) -> String {
        if noun.hasSuffix("s") || noun.hasSuffix("x") || noun.hasSuffix("z") || noun.hasSuffix("ch") || noun.hasSuffix("sh") {
            return noun + "es"
        }
        if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) { return noun.dropLast() + "ies" }
        return noun + "s"
    }
}
