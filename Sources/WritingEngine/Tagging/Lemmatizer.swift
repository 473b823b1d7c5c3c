/// Dictionary forms of tagged words: verbs through the `Lexicon` (and the
/// regular endings for verbs it lacks, checked against the word list),
/// plural nouns through `Lexicon.singular(of:spelling:)`.
struct Lemmatizer: Sendable {
    let spelling: SpellChecker

    func lemma(_ word: ParagraphAnalysis.Word) -> String {
        let text = word.text
        if let clitic = Self.clitics[text] { return clitic(word.tag.penn) }
        switch word.tag.penn {
        case .vb, .vbp, .vbz, .vbd, .vbn, .vbg:
            return verbLemma(text, word.tag.penn)
        case .md:
            return Lexicon.shared.senseLemma(of: text) { $0.contains([.modal, .split]) } ?? text
        case .nns, .nnps:
            return Lexicon.shared.singular(of: text, spelling: spelling) ?? text
        default:
            return text
        }
    }

    private func verbLemma(_ text: String, _ tag: PennTag) -> String {
        let form: VerbForms =
            switch tag {
            case .vbz: .thirdPerson
            case .vbd: .past
            case .vbn: .pastParticiple
            case .vbg: .presentParticiple
            default: .base
            }
        let lexicon = Lexicon.shared
        if let base = lexicon.base(of: text, as: form) { return base }
        if form == .base { return text }
        // Any reading, for a form the tagger named differently (`read` as VBD).
        if let base = lexicon.base(of: text, as: [.base, .thirdPerson, .past, .pastParticiple, .presentParticiple]) { return base }
        for candidate in Self.regularStems(text, form) where spelling.isCorrect(candidate) { return candidate }
        return text
    }

    /// Possible bases of a regular form, in the order they are tried (`stopped` → `stopp`, `stoppe`, `stop`).
    static func regularStems(_ text: String, _ form: VerbForms) -> [String] {
        func drop(_ suffix: String) -> String? {
            text.hasSuffix(suffix) && text.count > suffix.count + 1 ? String(text.dropLast(suffix.count)) : nil
        }
        func undoubled(_ stem: String?) -> String? {
            guard let stem, stem.count >= 3, let last = stem.last, stem.dropLast().last == last else { return nil }
            return String(stem.dropLast())
        }
        var result: [String?] = []
        switch form {
        case .thirdPerson:
            result = [drop("ies").map { $0 + "y" }, drop("es"), drop("s")]
        case .past, .pastParticiple:
            result = [drop("ied").map { $0 + "y" }, drop("ed"), drop("d"), undoubled(drop("ed"))]
        case .presentParticiple:
            result = [drop("ing"), drop("ing").map { $0 + "e" }, undoubled(drop("ing"))]
        default:
            break
        }
        return result.compactMap { $0 }
    }

    /// Clitics and split contractions; `'s` and `'d` by their tag.
    private static let clitics: WordMap<@Sendable (PennTag) -> String> = [
        "n't": { _ in "not" }, "'m": { _ in "be" }, "'re": { _ in "be" }, "'ve": { _ in "have" },
        "'ll": { _ in "will" }, "'s": { $0 == .pos ? "'s" : "be" }, "'d": { $0 == .md ? "would" : "have" },
    ]
}
