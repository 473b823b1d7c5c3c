/// What a run of words says of its claims beyond their content: how many
/// negations it holds, which modalities, and whether it speaks of the past
/// or the future.
struct AnswerMeaning: Equatable {
    var negations = 0
    var modalities: Set<AcceptanceWords.Modality> = []
    var past = false
    var future = false

    /// The meaning marks of `words`; a word opened by a negating prefix
    /// (`invalid`) counts as a negation when the rest of it (`valid`) is in
    /// `partners`, the words it is compared with: `individual` negates nothing.
    init(_ words: [Substring], partners: Set<Substring> = []) {
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            if Self.isNegation(word, partners: partners) { negations += 1 }
            if let modality = AcceptanceWords.modals[String(word)] { modalities.insert(modality) }
            if next == "to" && AcceptanceWords.necessityBeforeTo.contains(String(word)) { modalities.insert(.necessity) }
            if AcceptanceWords.pastAuxiliaries.contains(String(word)) || Self.isPast(word, after: index > 0 ? words[index - 1] : "") {
                past = true
            }
            if AcceptanceWords.futureAuxiliaries.contains(String(word)) || word.hasSuffix("'ll") { future = true }
            if word == "going", next == "to", index + 2 < words.count, VerbLexicon.shared.isBase(String(words[index + 2])) {
                future = true
            }
        }
    }

    /// Whether `word` negates: a negation word, a `n't` form, or a prefixed word whose rest is in `partners`.
    static func isNegation(_ word: Substring, partners: Set<Substring>) -> Bool {
        if AcceptanceWords.negations.contains(String(word)) || word.hasSuffix("n't") { return true }
        return AcceptanceWords.negatingPrefixes.contains { prefix in
            word.hasPrefix(prefix) && word.count >= prefix.count + 4 && partners.contains(word.dropFirst(prefix.count))
        }
    }

    /// Whether `word` is a verb in the past tense: a form that can only be
    /// the past (`went`, `took`), or a past form that may be a participle
    /// (`shipped`) right after a subject pronoun (`they shipped`).
    static func isPast(_ word: Substring, after previous: Substring) -> Bool {
        let forms = VerbLexicon.shared.forms(of: String(word))
        guard forms.contains(.past), !forms.contains(.base) else { return false }
        return !forms.contains(.pastParticiple) || WordClasses.subjectPronouns.contains(String(previous))
    }

    /// The base form of `word` when it is a verb form the lexicon knows, else the word.
    static func lemma(_ word: Substring) -> String {
        let text = String(word)
        let lexicon = VerbLexicon.shared
        if lexicon.isBase(text) { return text }
        for kind in [VerbLexicon.Forms.past, .thirdPerson, .pastParticiple, .presentParticiple] {
            if let base = lexicon.base(of: text, as: kind) { return base }
        }
        return text
    }

    /// How `answer` turns the claims of `self` around, as the end of a
    /// refusal, or nil when it keeps them. With `allowingVerbForms`, a
    /// change of tense is fine when the words changed are forms of one
    /// verb (a correction).
    func change(to answer: AnswerMeaning, allowingVerbForms: Bool = false) -> String? {
        if answer.negations != negations {
            return answer.negations > negations ? "it adds a negation the text does not have" : "it drops a negation of the text"
        }
        if answer.modalities != modalities {
            let changed = modalities.symmetricDifference(answer.modalities).map(\.rawValue).sorted().joined(separator: ", ")
            return "it changes what the text says is necessary or possible (\(changed))"
        }
        if !allowingVerbForms && (answer.past != past || answer.future != future) {
            return "it changes the tense of the text"
        }
        return nil
    }
}
