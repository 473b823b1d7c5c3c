/// What a run of words says of its claims beyond their content: how many
/// negations it holds, which modalities, and whether it speaks of the past
/// or the future.
struct AnswerMeaning: Equatable {
    var negations = 0
    var modalities: Set<AcceptanceWords.Modality> = []
    var quantities: Set<AcceptanceWords.Quantity> = []
    var past = false
    var future = false

    /// The meaning marks of `words`; a word opened by a negating prefix
    /// (`invalid`) counts as a negation when the rest of it (`valid`) is in
    /// `partners`, the words it is compared with: `individual` negates nothing.
    /// `few` and `little` negate but after `a`, `too` before `to` or `for`
    /// does (`too slow to win` says `not fast enough to win`), and so does
    /// `instead of` (`instead of storing it` says `do not store it`). In
    /// another language than English only the negations and modalities of
    /// its `vocabulary` are read.
    init(_ words: [Substring], partners: Set<Substring> = [], vocabulary: MeaningWords = .english) {
        guard vocabulary.isEnglish else {
            for word in words {
                if vocabulary.negations.contains(String(word)) { negations += 1 }
                if let modality = vocabulary.modals[String(word)] { modalities.insert(modality) }
            }
            return
        }
        let words = Self.imperatives(words)
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            let previous = index > 0 ? words[index - 1] : ""
            if Self.isNegation(word, partners: partners)
                || AcceptanceWords.negativeQuantifiers.contains(String(word)) && previous != "a"
                || word == "too" && words[(index + 1)...].prefix(4).contains(where: { $0 == "to" || $0 == "for" })
                || word == "instead" && next == "of"
            {
                negations += 1
            }
            // `would like` and `would rather` say a wish, not a condition.
            if let modality = AcceptanceWords.modals[String(word)], !(word == "would" && AcceptanceWords.wishes.contains(String(next))) {
                modalities.insert(modality)
            }
            if next == "to" && AcceptanceWords.necessityBeforeTo.contains(String(word)) { modalities.insert(.necessity) }
            if next == "to" && word == "possible" { modalities.insert(.possibility) }
            if next == "to" && AcceptanceWords.attemptsBeforeTo.contains(String(word)) { modalities.insert(.attempt) }
            if let quantity = AcceptanceWords.quantifiers[String(word)] { quantities.insert(quantity) }
            if word == "had" && next == "better" {
                // `had better` advises; it says nothing of the past.
                modalities.insert(.advice)
            } else if AcceptanceWords.pastAuxiliaries.contains(String(word))
                || Self.isPast(word, after: Self.isAdverb(previous) && index > 1 ? words[index - 2] : previous)
            {
                past = true
            }
            // The future of an obligation (`you will need to`) is the obligation.
            if AcceptanceWords.futureAuxiliaries.contains(String(word)),
                AcceptanceWords.modals[String(next)] != .necessity && !AcceptanceWords.necessityBeforeTo.contains(String(next))
            {
                future = true
            }
            if word == "going", next == "to", index + 2 < words.count, Lexicon.shared.isBase(String(words[index + 2])) {
                future = true
            }
        }
    }

    /// `words` with an obligation told to the reader (`you must`, `you need
    /// to`, `you have to`) left out: it says what an imperative says, so
    /// `you need to restart it` and `restart it` mean the same.
    static func imperatives(_ words: [Substring]) -> [Substring] {
        guard words.contains("you") else { return words }
        var out: [Substring] = []
        var index = 0
        while index < words.count {
            if words[index] == "you", index + 1 < words.count {
                let verb = words[index + 1]
                if verb == "must" {
                    index += 2
                    continue
                }
                if ["need", "have"].contains(verb), index + 2 < words.count, words[index + 2] == "to" {
                    index += 3
                    continue
                }
            }
            out.append(words[index])
            index += 1
        }
        return out
    }

    /// Whether `word` negates: a negation word, or a prefixed word whose rest is in `partners`.
    static func isNegation(_ word: Substring, partners: Set<Substring>) -> Bool {
        if AcceptanceWords.negations.contains(String(word)) { return true }
        return AcceptanceWords.negatingPrefixes.contains { prefix in
            word.hasPrefix(prefix) && word.count >= prefix.count + 4 && partners.contains(word.dropFirst(prefix.count))
        }
    }

    /// Whether `word` is an adverb that may stand between a subject and its verb (`I just wanted`, `it quickly failed`).
    static func isAdverb(_ word: Substring) -> Bool {
        word.hasSuffix("ly") || ["just", "also", "only", "still", "already", "always", "never", "often", "then"].contains(word)
    }

    /// Whether `word` is a verb in the past tense: a form that can only be
    /// the past (`went`, `took`), or a past form that may be a participle
    /// (`shipped`) right after a subject pronoun (`they shipped`).
    static func isPast(_ word: Substring, after previous: Substring) -> Bool {
        let forms = Lexicon.shared.forms(of: String(word))
        // After a determiner or a preposition a past form is a noun (`a bit`, `for a bit`).
        guard forms.contains(.past), !forms.contains(.base), !Lexicon.determiners.contains(String(previous)) else { return false }
        return !forms.contains(.pastParticiple) || Lexicon.subjectPronouns.contains(String(previous))
    }

    /// The base form of `word` when it is a verb form the lexicon knows, else the word.
    static func lemma(_ word: Substring) -> String {
        let text = String(word)
        let lexicon = Lexicon.shared
        if lexicon.isBase(text) { return text }
        for kind in [VerbForms.past, .thirdPerson, .pastParticiple, .presentParticiple] {
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
        // A quantity changed for another (`most` → `every`); one that comes or goes alone may be an idiom (`All the best`).
        if answer.quantities != quantities && !answer.quantities.isEmpty && !quantities.isEmpty {
            return
                "it changes how much the text speaks of (\(quantities.symmetricDifference(answer.quantities).map { $0.rawValue }.sorted().joined(separator: ", ")))"
        }
        if !allowingVerbForms && (answer.past != past || answer.future != future) {
            return "it changes the tense of the text"
        }
        return nil
    }
}
