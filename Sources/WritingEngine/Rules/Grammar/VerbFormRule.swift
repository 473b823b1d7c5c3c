/// The wrong form of a verb where grammar fixes the form: the base form after
/// a modal (`can went` → `can go`), after `do` (`didn't knew` → `didn't know`)
/// and after infinitive `to` (`to gave` → `to give`); the `-ing` form after
/// verbs like `enjoy` (`enjoy to swim` → `enjoy swimming`); a past form for
/// a bare participle (`I seen` → `I saw`); an object and `to` after `want`
/// (`want that they go` → `want them to go`).
public struct VerbFormRule: Rule {
    public init() {}
    public var id: String { "verb-form" }
    public var summary: String { "The verb form that modals, “do”, “to” and verbs like “enjoy” require." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        let lexicon = Lexicon.shared
        var item = 0
        while item < stream.count {
            defer { item += 1 }
            guard stream.kind(item) == .word else { continue }
            let text = stream.texts[item]
            let key = stream.key(item)
            if isModal(stream, item) {
                checkAfterModal(stream, item, lexicon, context, &findings)
            } else if Lexicon.doForms.contains(key) || Lexicon.negativeDoForms.contains(key) {
                checkAfterDo(stream, item, lexicon, context, &findings)
            } else if text == "to" {
                checkAfterTo(stream, item, lexicon, context, &findings)
            } else if Lexicon.subjectPronouns.contains(key), stream.beginsClause(item) {
                checkBareParticiple(stream, item, context, &findings)
            } else if Self.wantVerbs.contains(key) {
                checkWantThat(stream, item, lexicon, context, &findings)
            }
            if Self.perfectAuxiliaries.contains(key) {
                checkPerfect(stream, item, lexicon, context, &findings)
            }
        }
        checkWithAnalysis(context, into: &findings)
    }

    // MARK: - After a modal

    private func isModal(_ stream: ParagraphView, _ item: Int) -> Bool {
        let text = stream.texts[item]
        guard Lexicon.modals.contains(stream.key(item)) else { return false }
        // `May` the month, `Will` the name.
        if (text == "may" || text == "will") && stream.isCapitalized(item) { return false }
        // `the will`, `a can`, `a must`, `all his might`: nouns.
        if item > 0, stream.kind(item - 1) == .word {
            let previous = stream.key(item - 1)
            if Lexicon.determiners.contains(previous) || Self.modalNounContext.contains(previous) { return false }
        }
        return true
    }

    private func checkAfterModal(
        _ stream: ParagraphView, _ item: Int, _ lexicon: Lexicon, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        var next = item + 1
        if next < stream.count, stream.texts[next] == "not" { next += 1 }
        while next < stream.count, Self.adverbs.contains(stream.texts[next]) { next += 1 }
        guard stream.isWord(next) else { return }
        let word = stream.texts[next]
        if word == "been" {
            let fix = stream.texts[item] == "can" || stream.texts[item] == "will" ? "be" : "have been"
            report(stream, next, fix, .afterModal(stream.original(item)), context, &findings)
            return
        }
        if word == "to", Self.modalsWithoutTo.contains(stream.texts[item]), next == item + 1,
            stream.isWord(next + 1), lexicon.isBase(stream.texts[next + 1])
        {
            findings.append(
                context.finding(
                    self, stream.span(item, next), .noToAfterModal(stream.original(item)),
                    suggestions: [stream.original(item)]))
            return
        }
        guard let base = nonBaseVerb(word, lexicon, allowing: [.thirdPerson, .past, .pastParticiple, .presentParticiple])
        else { return }
        report(stream, next, base, .afterModal(stream.original(item)), context, &findings)
    }

    /// The base form when `word` is one of `forms` of a known verb and never itself a base form.
    private func nonBaseVerb(_ word: String, _ lexicon: Lexicon, allowing forms: VerbForms) -> String? {
        let wordForms = lexicon.forms(of: word)
        guard !wordForms.isEmpty, !wordForms.contains(.base), !wordForms.isDisjoint(with: forms) else { return nil }
        if Self.adjectivalParticiples.contains(word) { return nil }
        return lexicon.base(of: word, as: forms)
    }

    // MARK: - After do

    private func checkAfterDo(
        _ stream: ParagraphView, _ item: Int, _ lexicon: Lexicon, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        var next = item + 1
        var negated = Lexicon.negativeDoForms.contains(stream.texts[item])
        if next < stream.count, stream.texts[next] == "not" {
            next += 1
            negated = true
        }
        var question = false
        if !negated, stream.beginsClause(item), stream.isWord(next), Lexicon.subjectPronouns.contains(stream.texts[next]) {
            next += 1
            question = true
        } else if !negated, stream.beginsClause(item) {
            checkQuestionWithNounSubject(stream, item, lexicon, context, &findings)
            return
        }
        while next < stream.count, Self.adverbs.contains(stream.texts[next]) { next += 1 }
        guard stream.isWord(next) else { return }
        let word = stream.texts[next]
        // Main-verb `do` takes objects (`do tests`): without `not` or a question, only forms that are never nouns.
        if !negated && !question && !Self.neverNouns.contains(word) && !lexicon.forms(of: word).contains(.past) { return }
        if !negated && !question && stream.texts[item] != "did" { return }
        guard let base = nonBaseVerb(word, lexicon, allowing: [.thirdPerson, .past, .presentParticiple, .pastParticiple])
        else { return }
        report(stream, next, base, .afterDo(stream.original(item)), context, &findings)
    }

    /// `Does memory usage grows during …?` → `grow`: a short noun phrase after
    /// `do` at a clause start, then a third-person form followed by what
    /// follows a verb (so not a plural noun inside the subject).
    private func checkQuestionWithNounSubject(
        _ stream: ParagraphView, _ item: Int, _ lexicon: Lexicon, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        var k = item + 1
        var words = 0
        while stream.isWord(k), words < 4 {
            let w = stream.texts[k]
            if words > 0, let base = nonBaseVerb(w, lexicon, allowing: .thirdPerson) {
                guard k + 1 < stream.count else { return }
                let after = stream.texts[k + 1]
                let verbFollows =
                    stream.kind(k + 1) == .punctuation || Self.objectStarters.contains(after)
                    || Lexicon.prepositions.contains(after) || after.hasSuffix("ly")
                if verbFollows { report(stream, k, base, .afterDo(stream.original(item)), context, &findings) }
                return
            }
            if !lexicon.forms(of: w).isEmpty && !Lexicon.determiners.contains(w) && words > 0 { return }
            if Lexicon.subjectPronouns.contains(w) || w == "not" { return }
            k += 1
            words += 1
        }
    }

    // MARK: - After to

    private func checkAfterTo(
        _ stream: ParagraphView, _ item: Int, _ lexicon: Lexicon, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        let next = item + 1
        guard stream.isWord(next) else { return }
        let word = stream.texts[next]
        let previous = item > 0 && stream.kind(item - 1) == .word ? stream.texts[item - 1] : ""
        if word == "been" {
            report(stream, next, "be", .afterTo, context, &findings)
            return
        }
        let infinitive =
            Self.infinitiveTakers.contains(previous) || previous == "not"
            || item >= 2 && stream.kind(item - 2) == .word && Self.infinitiveTakers.contains(stream.texts[item - 2])
                && Lexicon.objectPronouns.contains(previous)
        // A stranded preposition may precede a finite verb (`the man I spoke to was`).
        if Self.finiteBe.contains(word) && !infinitive { return }
        // After a verb, `to` may be a stranded preposition (`the version it refers to gives`).
        let afterVerb = !previous.isEmpty && !lexicon.forms(of: previous).isEmpty
        if let base = Self.alwaysVerbs[word], infinitive || !afterVerb {
            report(stream, next, base, .afterTo, context, &findings)
            return
        }
        // `look forward to see` → `seeing`; `be used to work` → `working`.
        if let entry = lexicon.paradigm(word), item >= 2,
            previous == "forward" && stream.texts[item - 2].hasPrefix("look")
                || previous == "used" && isPersonBeUsed(stream, item - 2)
        {
            report(stream, next, entry.presentParticiple, .gerundAfterTo(stream.original(item - 1)), context, &findings)
            return
        }
        // `enjoy to swim` → `enjoy swimming`.
        if Self.gerundVerbs.contains(previous), let entry = lexicon.paradigm(word), item >= 1 {
            findings.append(
                context.finding(
                    self, stream.span(item, next), .gerundAfter(stream.original(item - 1)),
                    suggestions: [entry.presentParticiple]))
            return
        }
        let objectFollows = next + 1 < stream.count && Self.objectStarters.contains(stream.texts[next + 1])
        guard infinitive || objectFollows else { return }
        // A third-person form may be a plural noun (`leads to features that`): only after an infinitive verb.
        var allowed: VerbForms = [.past]
        if infinitive { allowed.formUnion([.thirdPerson, .presentParticiple]) }
        guard let base = nonBaseVerb(word, lexicon, allowing: allowed) else { return }
        if lexicon.forms(of: word) == .presentParticiple && !infinitive { return }
        report(stream, next, base, .afterTo, context, &findings)
    }

    // MARK: - Perfect tenses

    /// `has go` → `has gone`, `could have eat` → `could have eaten`: the past
    /// participle after `have`, for verbs whose base form is rarely a noun.
    private func checkPerfect(
        _ stream: ParagraphView, _ item: Int, _ lexicon: Lexicon, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        var next = item + 1
        while next < stream.count, ["not", "never", "already", "just", "also", "always", "ever", "recently"].contains(stream.texts[next]) {
            next += 1
        }
        guard stream.isWord(next), Self.participleVerbs.contains(stream.texts[next]),
            let entry = lexicon.paradigm(stream.texts[next]), entry.pastParticiple != entry.base
        else { return }
        // `have him go`, `had better go` never reach here: the word right after `have` is the verb.
        if stream.texts[item] == "have", item > 0, stream.texts[item - 1] == "to" { return }
        report(stream, next, entry.pastParticiple, .perfect(stream.original(item)), context, &findings)
    }

    /// `I am used to`, `she got used to`: a person grows used to something
    /// (unlike the passive `it is used to determine`). `They` may be things
    /// (`they are used to send data`), so it says neither.
    private func isPersonBeUsed(_ stream: ParagraphView, _ be: Int) -> Bool {
        let verb = stream.texts[be]
        if ["i'm", "we're", "you're", "he's", "she's"].contains(verb) { return true }
        guard ["am", "is", "are", "was", "were", "get", "got", "getting"].contains(verb), be > 0 else { return false }
        return ["i", "we", "you", "he", "she"].contains(stream.texts[be - 1])
    }

    // MARK: - Bare participle

    private func checkBareParticiple(_ stream: ParagraphView, _ item: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        let next = item + 1
        guard stream.isWord(next), let past = Self.participleOnly[stream.texts[next]] else { return }
        // `you done?`, `it done` after a verb: left alone.
        let pronoun = stream.texts[item]
        if pronoun == "it" || pronoun == "you" { guard item == 0 || stream.startsSentence[item] else { return } }
        report(stream, next, past, .bareParticiple, context, &findings)
    }

    // MARK: - want that

    private func checkWantThat(
        _ stream: ParagraphView, _ item: Int, _ lexicon: Lexicon, _ context: RuleContext, _ findings: inout [Finding]
    ) {
        let that = item + 1
        let subject = item + 2
        let verb = item + 3
        guard stream.isWord(verb), stream.texts[that] == "that", let object = Self.objectForm[stream.texts[subject]],
            stream.kind(subject) == .word
        else { return }
        let word = stream.texts[verb]
        let forms = lexicon.forms(of: word)
        guard !forms.isEmpty, let base = forms.contains(.base) ? word : lexicon.base(of: word, as: [.thirdPerson, .past])
        else { return }
        findings.append(
            context.finding(
                self, stream.span(that, verb), .wantThat(stream.original(item)), suggestions: ["\(object) to \(base)"]))
    }

    private func report(
        _ stream: ParagraphView, _ item: Int, _ replacement: String, _ message: String, _ context: RuleContext,
        _ findings: inout [Finding]
    ) {
        findings.append(
            context.finding(
                self, stream.range(item), message, suggestions: [Casing.matching(replacement, to: stream.original(item))]))
    }

    // MARK: - Tables

    private static let modalNounContext: WordSet = ["free", "good", "ill", "own", "last", "political", "strong", "all", "his", "her"]
    private static let modalsWithoutTo = Lexicon.shared.wordSet(.modal, excluding: .notPlain)

    /// Adverbs that may stand between an auxiliary and its verb.
    static let adverbs: WordSet = [
        "not", "never", "also", "always", "just", "only", "still", "really", "probably", "definitely", "certainly",
        "surely", "even", "ever", "actually", "clearly", "easily", "possibly", "already", "soon", "often", "usually",
        "sometimes", "rarely", "seldom", "generally", "normally", "simply", "truly", "hardly", "barely", "merely",
        "finally", "quickly", "slowly", "completely", "fully", "indeed", "perhaps", "maybe", "immediately", "therefore",
        "then", "now", "once", "again", "further", "better", "well", "badly", "totally", "absolutely", "mostly",
    ]

    /// Forms that cannot be nouns, so main-verb `do` cannot take them as objects.
    private static let neverNouns: WordSet = [
        "has", "is", "was", "were", "does", "goes", "went", "came", "saw", "took", "gave", "ate", "knew", "got", "made",
        "wrote", "thought", "said", "told", "bought", "brought", "felt", "found", "left", "kept", "began", "became",
    ]

    /// Participles used as adjectives after modals and `to` (`will be tired` is fine; `to limited resources`).
    static let adjectivalParticiples: WordSet = ["used", "supposed", "fed", "bound", "left", "best", "ground"]

    /// Non-base forms that are never nouns or adjectives, wrong right after infinitive `to`.
    private static let alwaysVerbs: WordMap<String> = [
        "went": "go", "came": "come", "gave": "give", "took": "take", "ate": "eat", "wrote": "write", "drove": "drive",
        "began": "begin", "knew": "know", "threw": "throw", "chose": "choose", "forgot": "forget", "became": "become",
        "did": "do", "has": "have", "does": "do", "goes": "go", "is": "be", "was": "be", "were": "be", "am": "be",
        "got": "get", "gets": "get", "brought": "bring", "bought": "buy", "thought": "think", "taught": "teach",
        "caught": "catch", "sought": "seek", "told": "tell", "sold": "sell", "makes": "make", "made": "make",
        "says": "say", "takes": "take", "gives": "give", "comes": "come", "knows": "know", "learns": "learn",
        "laughs": "laugh", "seems": "seem", "tries": "try", "shook": "shake", "drank": "drink", "swam": "swim",
        "sang": "sing", "flew": "fly", "grew": "grow", "blew": "blow", "hid": "hide", "rode": "ride", "woke": "wake",
    ]

    private static let perfectAuxiliaries = Lexicon.shared.wordSet(.have, excluding: .ing, unlessAlso: [.be, .modal])
    /// Irregular verbs whose base form is rarely a noun, so `have go` cannot be `have` + object.
    private static let participleVerbs: WordSet = [
        "go", "eat", "see", "take", "give", "do", "know", "drive", "speak", "choose", "forget", "begin", "steal",
        "grow", "throw", "swim", "sing", "bring", "think", "teach", "catch", "tell", "find", "lose", "make", "meet",
        "sell", "send", "sit", "understand", "win", "become", "hide", "bite", "shake", "wake", "feel", "hear", "keep",
        "buy", "spend",
    ]
    private static let finiteBe: WordSet = ["is", "was", "were", "am", "has", "does", "did", "had"]

    /// Words after which `to` introduces an infinitive.
    private static let infinitiveTakers: WordSet = [
        "want", "wants", "wanted", "try", "tries", "tried", "trying", "decide", "decides", "decided", "need", "needs",
        "needed", "plan", "plans", "planned", "hope", "hopes", "hoped", "manage", "managed", "refuse", "refused",
        "learn", "learned", "learnt", "forget", "forgot", "remember", "like", "likes", "liked", "love", "loved",
        "hate", "hated", "prefer", "preferred", "begin", "began", "start", "started", "continue", "continued", "seem",
        "seems", "seemed", "appear", "appears", "appeared", "tend", "tends", "wish", "wished", "expect", "expected",
        "promise", "promised", "agree", "agreed", "afford", "deserve", "fail", "failed", "offer", "offered", "choose",
        "chose", "intend", "intended", "going", "able", "unable", "supposed", "ought", "have", "has", "had", "surprised",
        "happy", "glad", "sad", "ready", "willing", "eager", "likely", "unlikely", "hard", "easy", "difficult",
        "possible", "impossible", "important", "necessary", "convinced", "asked", "told", "allowed", "forced",
        "encouraged", "helped", "help", "helps", "order", "ordered",
    ]

    /// Verbs followed by the `-ing` form, never by `to`.
    private static let gerundVerbs: WordSet = [
        "enjoy", "enjoys", "enjoyed", "enjoying", "avoid", "avoids", "avoided", "avoiding", "admit", "admits",
        "consider", "considers", "considering", "finish", "finishes", "finished", "mind", "minds", "miss", "misses",
        "suggest", "suggests", "recommend", "recommends", "deny", "denies", "postpone", "quit", "quits", "keep", "keeps", "imagine",
        "appreciate", "appreciates", "dislike", "dislikes", "disliked", "resist",
    ]

    /// Words that start an object: after them a `to` + verb form is a verb, not a noun.
    private static let objectStarters: WordSet = [
        "the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "this", "these", "those", "me", "him",
        "us", "them", "it", "some", "any",
    ]

    /// Participles that are never past forms, with the past form to use after a bare subject.
    private static let participleOnly: WordMap<String> = [
        "done": "did", "seen": "saw", "gone": "went", "eaten": "ate", "taken": "took", "given": "gave", "written": "wrote",
        "driven": "drove", "broken": "broke", "spoken": "spoke", "chosen": "chose", "forgotten": "forgot",
        "begun": "began", "drunk": "drank", "swum": "swam", "sung": "sang", "rung": "rang", "grown": "grew",
        "thrown": "threw", "flown": "flew", "stolen": "stole", "ridden": "rode", "risen": "rose", "fallen": "fell",
        "shaken": "shook", "hidden": "hid", "bitten": "bit", "blown": "blew", "torn": "tore", "worn": "wore",
        "frozen": "froze", "known": "knew",
    ]

    private static let wantVerbs: WordSet = ["want", "wants", "wanted", "wanting"]
    private static let objectForm: WordMap<String> = [
        "i": "me", "he": "him", "she": "her", "we": "us", "they": "them", "you": "you", "it": "it",
    ]
}

extension String {
    fileprivate static func afterModal(_ modal: String) -> String {
        "After “\(modal)”, use the base form of the verb."
    }
    fileprivate static func afterDo(_ auxiliary: String) -> String {
        "After “\(auxiliary)”, use the base form of the verb."
    }
    fileprivate static let afterTo = "After “to”, use the base form of the verb."
    fileprivate static func noToAfterModal(_ modal: String) -> String {
        "“\(modal)” is followed by the verb without “to”."
    }
    fileprivate static func gerundAfter(_ verb: String) -> String {
        "“\(verb)” is followed by the -ing form, not “to”."
    }
    fileprivate static func perfect(_ auxiliary: String) -> String {
        "After “\(auxiliary)”, use the past participle."
    }
    fileprivate static func gerundAfterTo(_ word: String) -> String {
        "After “\(word) to”, use the -ing form."
    }
    fileprivate static let bareParticiple = "Use the past tense here, or add “have”."
    fileprivate static func wantThat(_ verb: String) -> String {
        "“\(verb) that …” is not English; use “\(verb) someone to do”."
    }
}
