/// Fills a suggestion or message template of a rule file for one match:
/// `{n}` is the words of element `n` as written, `{n:ing}` (and `base`,
/// `third`, `past`, `participle`) a form of its verb.
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
        let base = input.lemma(first).text
        let entry = VerbLexicon.shared.entry(base)
        switch name {
        case "base": return base
        case "third": return entry?.thirdPerson ?? VerbLexicon.thirdPerson(base)
        case "past": return entry?.past ?? VerbLexicon.past(base, stem: base)
        case "participle": return entry?.pastParticiple ?? VerbLexicon.past(base, stem: base)
        case "ing": return entry?.presentParticiple ?? VerbLexicon.presentParticiple(base)
        default: preconditionFailure("unknown form {\(name)}")
        }
    }
}
