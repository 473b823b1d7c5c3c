/// The five forms of an English verb, for tables that inflect a replacement
/// like the phrase it replaces (`made a decision` → `decided`).
struct Verb: Sendable, Hashable {
    var base: String
    var third: String
    var past: String
    var gerund: String
    var participle: String

    /// Forms in a fixed order: base, third person, past, gerund, participle.
    var forms: [String] { [base, third, past, gerund, participle] }

    init(_ base: String, _ third: String, _ past: String, _ gerund: String, _ participle: String) {
        self.base = base
        self.third = third
        self.past = past
        self.gerund = gerund
        self.participle = participle
    }

    /// A regular verb: `decide` → decides, decided, deciding; `study` → studies, studied.
    init(_ base: String) {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if base.hasSuffix("e") {
            self.init(base, base + "s", base + "d", String(base.dropLast()) + "ing", base + "d")
        } else if base.hasSuffix("y"), let before = base.dropLast().last, !vowels.contains(before) {
            let stem = String(base.dropLast())
            self.init(base, stem + "ies", stem + "ied", base + "ing", stem + "ied")
        } else if ["s", "x", "z", "sh", "ch"].contains(where: { base.hasSuffix($0) }) {
            self.init(base, base + "es", base + "ed", base + "ing", base + "ed")
        } else {
            self.init(base, base + "s", base + "ed", base + "ing", base + "ed")
        }
    }

    /// The form of this verb matching `word`, a form of `like` (past or
    /// participle for an ambiguous form, by `previous`: after have or be, participle).
    func form(matching word: String, of like: Verb, previous: String?) -> String? {
        let w = PhraseRule.normalize(word)
        let participial = Self.auxiliaries.contains(previous ?? "")
        if w == like.past && w == like.participle { return participial ? participle : past }
        guard let index = like.forms.firstIndex(of: w) else { return nil }
        return forms[index]
    }

    /// Words after which a past form is a participle (perfect and passive):
    /// the forms of have and be, and of get.
    static let auxiliaries = Set(
        Lexicon.shared.words(.have, excluding: [.negative, .fused], unlessAlso: [.be, .modal])
            + Lexicon.shared.words(.be, excluding: .notPlain) + ["get", "gets", "got"])

    /// The pattern alternatives for all forms: `(make|makes|made|making)`.
    var alternatives: String { "(" + Set(forms).sorted().joined(separator: "|") + ")" }

    static let make = Verb("make", "makes", "made", "making", "made")
    static let give = Verb("give", "gives", "gave", "giving", "given")
    static let take = Verb("take", "takes", "took", "taking", "taken")
    static let have = Verb("have", "has", "had", "having", "had")
    static let come = Verb("come", "comes", "came", "coming", "come")
    static let choose = Verb("choose", "chooses", "chose", "choosing", "chosen")
    static let pay = Verb("pay", "pays", "paid", "paying", "paid")
    static let know = Verb("know", "knows", "knew", "knowing", "known")
    static let stop = Verb("stop", "stops", "stopped", "stopping", "stopped")
    static let put = Verb("put", "puts", "put", "putting", "put")
}
