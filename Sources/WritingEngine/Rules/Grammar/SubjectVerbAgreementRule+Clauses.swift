/// Agreement read from the paragraph analysis: a clause's subject noun
/// phrase and its first finite verb agree in number, whatever stands between
/// them, as long as it is only prepositional phrases and an adverb. The
/// number is the head noun's, not that of the nearest noun: `the list of
/// files is`, `the results of the test show`, `each of the users has`.
///
/// Left alone: proper-noun, numeric, acronym (`CORS is`) and collective heads (`the team are`);
/// a subject written as a title (`The Grapes of Wrath is`, `Roots of the Problem gives`);
/// an indefinite pronoun in a question that leaves out its `does` (`Anyone know why?`);
/// quantities whose number comes from what follows (`a lot of`, `half of`);
/// coordinated subjects; a subject after the verb (questions, inversion); a
/// base form in a `that` clause (the subjunctive `that the user be`) or
/// after `lest`, `though` or `whether`; `be` (`if need be`); `were` after `if`.
extension SubjectVerbAgreementRule {
    func checkClauses(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        for clause in analysis.clauses {
            guard let subject = clause.subject else { continue }
            let phrase = analysis.nounPhrases[subject]
            guard let plural = subjectIsPlural(analysis, phrase, context), opensPlainly(analysis, clause, phrase),
                let verb = wordAfterModifiers(analysis, context.view, phrase.words.upperBound, clause.words.upperBound),
                verb == clause.verb || clause.verb == nil && !plural && analysis.words[verb].tag.penn == .vb,
                let fix = verbFix(analysis, clause, verb, plural: plural)
            else { continue }
            // `Anyone know a good dentist?`: a question with its `does` left out, not a statement.
            if Self.indefinites.contains(WordKey(analysis.words[phrase.head].text)),
                analysis.words[context.view.sentence(of: verb).upperBound - 1].text == "?"
            {
                continue
            }
            // A capitalized common word after the head makes the subject the title of a work or a body's name.
            if (phrase.head + 1..<verb).contains(where: { Self.isTitleWord(context.paragraph.string(analysis.words[$0].range), context) }) {
                continue
            }
            let range = analysis.words[verb].range
            guard !findings.contains(where: { $0.ruleID == id && $0.range.overlaps(range) }) else { continue }
            let verbText = context.paragraph.string(range)
            let headText = context.paragraph.string(analysis.words[phrase.head].range)
            findings.append(
                context.finding(
                    self, range, "“\(verbText)” does not agree with “\(headText)”.",
                    suggestions: [Casing.matching(fix, to: verbText)]))
        }
    }

    /// The number of a subject whose head is a common noun (or `each of`, `one of`), nil when unsure.
    private func subjectIsPlural(_ analysis: ParagraphAnalysis, _ phrase: NounPhrase, _ context: RuleContext) -> Bool? {
        let words = analysis.words
        let head = words[phrase.head]
        let next = phrase.words.upperBound
        let ofFollows = next < words.count && words[next].text == "of"
        if head.text == "each" || head.text == "one", phrase.words.count == 1, ofFollows { return false }
        guard head.tag.penn == .nn || head.tag.penn == .nns, phrase.number != .unknown,
            !Lexicon.modals.contains(WordKey(head.text)), head.text != "cannot"
        else { return nil }
        // A gerund phrase is the subject, not its object (`Taking breaks helps`, `using enums has`).
        if phrase.determiner == nil, words[phrase.words].contains(where: { $0.tag.penn == .vbg }) { return nil }
        // Or one read as a modifier (`writing classes is tiresome`): an -ing verb form opening a bare phrase.
        if phrase.determiner == nil, phrase.words.count > 1, Lexicon.shared.isIngForm(words[phrase.words.lowerBound].text) {
            return nil
        }
        // A gerund earlier in the sentence may head the subject (`Naming values as constants is`).
        let sentence = context.view.sentence(of: phrase.head)
        if (sentence.lowerBound..<phrase.words.lowerBound).contains(where: { words[$0].tag.penn == .vbg }) { return nil }
        // What follows a preposition or a verb is its object, whatever the clause split says;
        // after `and`, `or` or a comma the phrase is one of several (`the file or its links is`);
        // a bare noun after `that` or `which` is more likely the relative clause's verb (`that links`).
        if phrase.words.lowerBound > 0 {
            let before = words[phrase.words.lowerBound - 1]
            if before.tag.universal == .adp || before.tag.penn.isVerb { return nil }
            if ["and", "or", "nor", ","].contains(before.text) { return nil }
            if phrase.determiner == nil, ["that", "which", "who"].contains(before.text) { return nil }
        }
        // A fragment of two or three words (a table cell, a label such as `git commit`) has no clause to agree.
        if sentence.count < 4 { return nil }
        // A capitalized head inside a sentence is a name (`the United States is`).
        let sentenceStart = context.view.sentence(of: phrase.head).lowerBound
        if phrase.head > sentenceStart, context.paragraph.string(head.range).first?.isUppercase == true { return nil }
        // An acronym's final `S` is a letter, not a plural (`CORS is`, `DNS resolves`); its plural takes a lowercase `s`.
        if Casing.isAcronym(context.paragraph.string(head.range)) { return nil }
        if ofFollows, Self.quantityNouns.contains(WordKey(head.text)) || Self.quantityNouns.contains(WordKey(analysis.lemma(phrase.head))) {
            return nil
        }
        // A modifier that is a number or a quantity word makes the number unclear (`the 2 file`, `a few`).
        if let determiner = phrase.determiner, Self.pluralAfterA.contains(WordKey(words[min(determiner + 1, phrase.head)].text)) {
            return nil
        }
        if phrase.modifiers.contains(where: { words[$0].tag.penn == .cd }) { return nil }
        // Code (`pytest.raises()`) has no number a reader can tell.
        if context.paragraph.tokens[head.token].kind == .masked { return nil }
        // A demonstrative of the other number (`this prevents crashes`) is a pronoun before a verb read as a noun.
        if let determiner = phrase.determiner,
            let demonstrative = Self.demonstrativeIsPlural[words[determiner].text],
            demonstrative != (phrase.number == .plural)
        {
            return nil
        }
        if phrase.number == .plural {
            // A plural the lemmatizer cannot undo is not surely a plural (`physics`, `analytics`).
            guard analysis.lemma(phrase.head) != head.text else { return nil }
            return true
        }
        return false
    }

    /// Whether the word `verb` is rather the plural noun that ends a noun
    /// phrase (a changelog line, a heading, a list item): a plural noun right
    /// after a singular noun that modifies it, before a preposition, a
    /// conjunction or the end, in a sentence with no other finite verb (`Lots
    /// of doc fixes for the tutorial`, `Dozens of test fixes`). A verb with an
    /// object stays one: `The owners of the shop sells bread.`
    func endsNounCompound(_ analysis: ParagraphAnalysis, _ context: RuleContext, _ verb: Int) -> Bool {
        let words = analysis.words
        guard verb > 0, words[verb - 1].tag.penn == .nn, Lexicon.shared.isPlural(words[verb].text, spelling: context.spelling) == true
        else { return false }
        let sentence = context.view.sentence(of: verb)
        if verb + 1 < sentence.upperBound, ![.adp, .cconj, .punct].contains(words[verb + 1].tag.universal) { return false }
        return !sentence.contains { $0 != verb && Self.finiteTags.contains(words[$0].tag.penn) }
    }

    private static let finiteTags: Set<PennTag> = [.vbz, .vbp, .vbd, .md]

    /// Whether each demonstrative determiner is plural.
    private static let demonstrativeIsPlural: WordMap<Bool> = ["this": false, "that": false, "these": true, "those": true]

    /// A common word written with a capital, as the words of a title are (`Wrath`, `Problem`): one
    /// of the commonest words in lowercase, so not a name (`France`, `Maria`), an acronym (`CORS`) or `I`.
    static func isTitleWord(_ text: String, _ context: RuleContext) -> Bool {
        guard text.utf8.count > 1, let first = text.utf8.first, first >= 0x41 && first <= 0x5A, !Casing.isAcronym(text) else {
            return false
        }
        let lowercase = text.lowercased()
        return context.spelling.isCorrect(lowercase) && context.spelling.frequencyLevel(lowercase).map { $0 <= 20 } == true
    }

    /// The subject starts the clause, after at most a conjunction or a subordinator.
    private func opensPlainly(_ analysis: ParagraphAnalysis, _ clause: Clause, _ phrase: NounPhrase) -> Bool {
        let start = clause.words.lowerBound
        let before = phrase.words.lowerBound - start
        if before == 0 { return true }
        guard before == 1 else { return false }
        let opener = analysis.words[start]
        switch opener.tag.penn {
        case .cc: return true
        case .in:
            // A preposition that opens no clause (`of`) opens none, whatever the tagger says (`types of funding require`).
            let key = WordKey(opener.text)
            return opener.tag.universal == .sconj && !Self.comparisonWords.contains(key)
                && (!Lexicon.prepositions.contains(key) || Lexicon.clauseOpeners.contains(key))
        case .wdt: return opener.text == "that"
        case .wrb: return opener.text != "how"
        default: return false
        }
    }

    /// The word after the subject's modifiers: prepositional phrases (`of the
    /// files in the folder`) and one adverb; nil when something else stands there.
    private func wordAfterModifiers(_ analysis: ParagraphAnalysis, _ view: ParagraphView, _ start: Int, _ end: Int) -> Int? {
        let words = analysis.words
        var i = start
        while i < end {
            let word = words[i]
            if word.tag.penn.isAdverb {
                guard !Self.clauseAdverbs.contains(WordKey(word.text)), i + 1 < end, words[i + 1].tag.penn.isVerb else { return nil }
                return i + 1
            }
            guard word.tag.penn == .in, word.tag.universal == .adp, !Self.comparisonWords.contains(WordKey(word.text)),
                let object = view.phrase(startingAt: i + 1), object.words.upperBound < end,
                words[object.head].tag.penn != .prp || !Lexicon.subjectPronouns.contains(WordKey(words[object.head].text))
            else { return i }
            i = object.words.upperBound
        }
        return nil
    }

    /// The verb form that agrees, or nil when the verb already agrees or its form is unsure.
    private func verbFix(_ analysis: ParagraphAnalysis, _ clause: Clause, _ verb: Int, plural: Bool) -> String? {
        let word = analysis.words[verb]
        let text = word.text
        // `are n't`: the verb is the word before a split contraction; `'s`, `'re` are left to the pronoun checks.
        if text.hasPrefix("'") { return nil }
        if plural {
            if let fix = Self.toPlural[text] { return fix }
            guard word.tag.penn == .vbz, !Self.notLexical.contains(WordKey(text)) else { return nil }
            let lexicon = Lexicon.shared
            let forms = lexicon.forms(of: text)
            guard forms.contains(.thirdPerson), !forms.contains(.base) else { return nil }
            return lexicon.base(of: text, as: .thirdPerson)
        }
        let opener = analysis.words[clause.words.lowerBound].text
        if text == "were", Self.subjunctiveOpeners.contains(WordKey(opener)) { return nil }
        if let fix = Self.toSingular[text] { return fix }
        guard word.tag.penn == .vbp || word.tag.penn == .vb, !Self.notLexical.contains(WordKey(text)), text != "be",
            !Self.baseSubjunctiveOpeners.contains(WordKey(opener)), opener != "that"
        else { return nil }
        let lexicon = Lexicon.shared
        let forms = lexicon.forms(of: text)
        guard forms.contains(.base), !forms.contains(.past), let entry = lexicon.paradigm(text) else { return nil }
        return entry.thirdPerson
    }

    private static let toPlural = Lexicon.auxiliaries(.singular, counterpart: .plural, excluding: .negative)
    private static let toSingular = Lexicon.auxiliaries(.plural, counterpart: .singular, excluding: .negative)
    /// Openers after which `were` may be a subjunctive (`if it were`).
    private static let subjunctiveOpeners: WordSet = ["if", "though", "unless", "lest", "whether"]
    /// Openers after which a base form may still be a subjunctive (`lest he forget`); after
    /// `if` and `unless` it has not been one since Early Modern English (`if a user want` is an error).
    private static let baseSubjunctiveOpeners: WordSet = ["though", "lest", "whether"]
    private static let comparisonWords: WordSet = ["than", "as", "like"]
    /// Adverbs that may end an aside rather than modify the verb.
    private static let clauseAdverbs: WordSet = ["there", "here", "then", "now"]
}
