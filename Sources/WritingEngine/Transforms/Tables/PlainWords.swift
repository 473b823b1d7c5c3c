/// Long words and their plain equivalents, in the tradition of plain-English
/// word lists; the concise tone uses them. Verbs are given by their base
/// form and replaced form for form (`demonstrated` → `showed` or `shown`).
enum PlainWords {
    /// Verb → plain verb (the first word of a phrase is inflected: `ascertain` → `find out`).
    static let verbs: [(String, String)] = [
        ("accumulate", "gather"), ("alleviate", "ease"), ("ameliorate", "improve"), ("ascertain", "find out"),
        ("accentuate", "stress"), ("cease", "stop"), ("commence", "start"), ("disseminate", "spread"),
        ("expedite", "speed up"), ("finalize", "finish"), ("furnish", "give"), ("initiate", "start"),
        ("necessitate", "need"), ("obtain", "get"), ("possess", "have"), ("preclude", "prevent"), ("procure", "get"),
        ("reside", "live"), ("terminate", "end"), ("utilize", "use"), ("comprehend", "understand"),
        ("remunerate", "pay"), ("inquire", "ask"), ("enquire", "ask"),
    ]

    /// Other words → plain words.
    static let words: [(String, String)] = [
        ("advantageous", "useful"), ("approximately", "about"), ("belated", "late"), ("beneficial", "helpful"),
        ("equitable", "fair"), ("erroneous", "wrong"), ("magnitude", "size"), ("methodology", "method"),
        ("numerous", "many"), ("optimum", "best"), ("proficiency", "skill"), ("remuneration", "pay"),
        ("subsequently", "later"), ("sufficient", "enough"), ("whilst", "while"), ("inception", "start"),
        ("commencement", "start"), ("cognizant", "aware"),
    ]

    /// The rules: each form of each verb, then the other words.
    static var rules: [PhraseRule] {
        var rules = verbs.map { fancy, plain in
            let from = forms(of: fancy)
            let words = plain.split(separator: " ", maxSplits: 1).map(String.init)
            let to = forms(of: words[0])
            let rest = words.count > 1 ? " " + words[1] : ""
            return PhraseRule(from.alternatives) { matched, context in
                // `your purchase`, `the cease-fire`: after a determiner the word is a noun.
                if ConciseRules.determiners.contains(context.previous ?? "") { return nil }
                guard let form = to.form(matching: matched[0], of: from, previous: context.previous) else { return nil }
                return form + rest
            }
        }
        rules += words.map { PhraseRule($0.0, $0.1) }
        return rules
    }

    /// A verb's forms, from the lexicon when it knows the verb (irregular
    /// verbs, doubled consonants), else by the regular rule.
    static func forms(of base: String) -> Verb {
        guard let entry = Lexicon.shared.paradigm(base) else { return Verb(base) }
        return Verb(entry.base, entry.thirdPerson, entry.past, entry.presentParticiple, entry.pastParticiple)
    }
}
