/// Subject–verb agreement in common patterns: a pronoun and its verb
/// (`he go`, `they was`, `it don't`, `I is`), an indefinite pronoun
/// (`everyone have`), `these is`, `there is many`, and a noun phrase that
/// starts a sentence (`The dogs barks`, `My mother, for example, are`).
public struct SubjectVerbAgreementRule: Rule {
    public init() {}
    public var id: String { "subject-verb-agreement" }
    public var summary: String { "The verb agrees with its subject (he goes, they were)." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        var item = 0
        while item < stream.count {
            defer { item += 1 }
            guard stream.kind(item) == .word else { continue }
            let text = stream.texts[item]
            let key = stream.key(item)
            if let person = Self.pronouns[key] {
                checkPronoun(stream, item, person, context, &findings)
            } else if Self.indefinites.contains(key), stream.beginsClause(item), !isQuestion(stream, item) {
                checkVerb(stream, item, after: item + 1, .thirdSingular, context, &findings, auxiliariesOnly: true)
            } else if text == "these" || text == "those", stream.isWord(item + 1),
                Lexicon.singularAuxiliaries[stream.key(item + 1)] != nil
            {
                checkDemonstrative(stream, item, context, &findings)
            } else if text == "there" || text == "there's" || text == "here" {
                checkThere(stream, item, context, &findings)
            } else if startsSubject(stream, item) {
                if Self.subjectDeterminers.contains(key) {
                    checkNounPhrase(stream, item, context, &findings)
                } else if text == "each" || text == "both", stream.isWord(item + 1), stream.texts[item + 1] == "of" {
                    checkNounPhrase(stream, item, context, &findings)
                } else if !Self.functionWords.contains(key), !text.hasSuffix("ly"), !text.contains("'") {
                    // After `what`, `where`…, a noun may start a question (`What color are`): lexical verbs only.
                    let question = !stream.startsSentence[item] && Self.whWords.contains(stream.key(item - 1))
                    checkNounPhrase(stream, item, context, &findings, bare: true, lexicalOnly: question)
                }
            }
            if text == "does" || text == "doesn't", stream.beginsClause(item) {
                checkDoesWithPlural(stream, item, context, &findings)
            }
            if stream.startsSentence[item] {
                checkCompoundSubject(stream, item, context, &findings)
                checkQuantifiedSubject(stream, item, context, &findings)
            }
        }
        checkClauses(context, into: &findings)
    }

    enum Person { case first, thirdSingular, plural }

    /// A subject may start here: at a sentence start or after a word that opens a subordinate clause.
    private func startsSubject(_ stream: ParagraphView, _ item: Int) -> Bool {
        if stream.startsSentence[item] { return true }
        guard item > 0, stream.kind(item - 1) == .word else { return false }
        return Self.subordinators.contains(stream.key(item - 1))
    }

    // MARK: - Pronouns

    private func checkPronoun(_ stream: ParagraphView, _ item: Int, _ person: Person, _ context: RuleContext, _ findings: inout [Finding]) {
        let text = stream.texts[item]
        // `it` and `you` are also objects (`let it go`): only a clause start makes them subjects.
        if text == "it" || text == "you" {
            guard stream.beginsClause(item) else { return }
        }
        if item > 0, stream.kind(item - 1) == .word {
            let previous = stream.texts[item - 1]
            // Questions and inversions (`does he have`, `can they go`) and comparisons (`than I`).
            if Self.auxiliaries.contains(stream.key(item - 1)) || previous == "than" || previous == "as" { return }
            // A compound subject (`you and I are`, `he or she goes`) agrees as a whole.
            if previous == "and" || previous == "or" || previous == "nor", item < 2 || stream.texts[item - 2] != "," { return }
        }
        checkVerb(stream, item, after: item + 1, person, context, &findings)
    }

    /// Whether the sentence holding `item` ends with `?` within 64 tokens (`Anyone have a spare key?`
    /// leaves out its `does`); the bound keeps a paragraph of such words linear.
    private func isQuestion(_ stream: ParagraphView, _ item: Int) -> Bool {
        var k = item + 1
        while k < min(stream.count, item + 64), !stream.startsSentence[k] { k += 1 }
        return (k == stream.count || stream.startsSentence[k]) && stream.texts[k - 1] == "?"
    }

    /// Checks the verb at `after` (past one adverb) against `person`.
    private func checkVerb(
        _ stream: ParagraphView, _ subject: Int, after: Int, _ person: Person, _ context: RuleContext,
        _ findings: inout [Finding], auxiliariesOnly: Bool = false
    ) {
        var next = after
        if next < stream.count, Self.adverbs.contains(stream.key(next)) { next += 1 }
        guard stream.isWord(next) else { return }
        let verb = stream.texts[next]
        let subjectText = stream.texts[subject]
        var fix: String?
        switch person {
        case .first:
            if subjectText == "i" {
                fix =
                    ["is": "am", "are": "am", "has": "have", "does": "do", "doesn't": "don't", "isn't": "am not", "hasn't": "haven't"][verb]
                if verb == "were", !subjunctive(stream, subject) { fix = "was" }
            }
        case .plural:
            fix = Lexicon.singularAuxiliaries[verb] ?? (verb == "am" ? "are" : nil)
        case .thirdSingular:
            fix = Lexicon.pluralAuxiliaries[verb] ?? (verb == "am" ? "is" : nil)
            if verb == "were" || verb == "weren't" { fix = subjunctive(stream, subject) ? nil : (verb == "were" ? "was" : "wasn't") }
        }
        // `she sort of agreed`: `sort of` is an adverb here, not a verb.
        if verb == "sort" || verb == "kind", stream.isWord(next + 1), stream.texts[next + 1] == "of" { return }
        if fix == nil, !auxiliariesOnly, next == after || Self.adverbs.contains(stream.texts[after]) {
            fix = lexicalFix(stream, verb, person, subjectText, next)
        }
        guard let fix else { return }
        findings.append(
            context.finding(
                self, stream.range(next), .agreement(stream.original(subject), stream.original(next)),
                suggestions: [Casing.matching(fix, to: stream.original(next))]))
    }

    /// `he go` → `goes`; `they goes` → `go`.
    private func lexicalFix(_ stream: ParagraphView, _ verb: String, _ person: Person, _ subject: String, _ item: Int) -> String? {
        let lexicon = Lexicon.shared
        let forms = lexicon.forms(of: verb)
        guard !forms.isEmpty, !Self.notLexical.contains(verb) else { return nil }
        // The next word must not make this a noun (`the they dog` is not English anyway, but `it rains` vs. `it rain`).
        switch person {
        case .thirdSingular:
            guard forms.contains(.base), !forms.contains(.past), !forms.contains(.thirdPerson),
                let entry = lexicon.paradigm(verb)
            else { return nil }
            // `that he go` (subjunctive) and `he be` are left alone.
            if let previous = previousWord(stream, before: item - 1), previous == "that" || previous == "lest" { return nil }
            return entry.thirdPerson
        case .plural, .first:
            guard forms.contains(.thirdPerson), !forms.contains(.base), let base = lexicon.base(of: verb, as: .thirdPerson)
            else { return nil }
            return base
        }
    }

    private func previousWord(_ stream: ParagraphView, before item: Int) -> String? {
        item > 0 && stream.kind(item - 1) == .word ? stream.texts[item - 1] : nil
    }

    /// `if I were`, `as if he were`, `I wish she were`, `were he to`.
    private func subjunctive(_ stream: ParagraphView, _ subject: Int) -> Bool {
        var k = subject - 1
        var steps = 0
        while k >= 0, steps < 4, stream.kind(k) == .word {
            if ["if", "wish", "wished", "though", "suppose", "imagine", "rather", "unless"].contains(stream.texts[k]) { return true }
            k -= 1
            steps += 1
        }
        return false
    }

    /// `These is` → `This is` or `These are`: which one depends on what follows.
    private func checkDemonstrative(_ stream: ParagraphView, _ item: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        let next = item + 1
        guard stream.isWord(next), let plural = Lexicon.singularAuxiliaries[stream.texts[next]] else { return }
        let singularDeterminer = stream.texts[item] == "these" ? "this" : "that"
        let verb = stream.original(next)
        let keepVerb = "\(Casing.matching(singularDeterminer, to: stream.original(item))) \(verb)"
        let keepDeterminer = "\(stream.original(item)) \(Casing.matching(plural, to: verb))"
        let singularFollows = next + 1 < stream.count && ["a", "an", "one"].contains(stream.texts[next + 1])
        findings.append(
            context.finding(
                self, stream.span(item, next), .agreement(stream.original(item), verb),
                suggestions: singularFollows ? [keepVerb, keepDeterminer] : [keepDeterminer, keepVerb]))
    }

    // MARK: - there is / there are

    private func checkThere(_ stream: ParagraphView, _ item: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        let text = stream.texts[item]
        let verbItem = text == "there's" ? item : item + 1
        guard verbItem < stream.count, stream.beginsClause(item) else { return }
        let verb = text == "there's" ? "is" : stream.texts[verbItem]
        let next = verbItem + 1
        guard stream.isWord(next) else { return }
        let word = stream.texts[next]
        if verb == "is" || verb == "was", Self.pluralQuantifiers.contains(word) {
            let fix = text == "there's" ? "there are" : (verb == "is" ? "are" : "were")
            findings.append(
                context.finding(
                    self, stream.range(verbItem), .thereAgreement,
                    suggestions: [Casing.matching(fix, to: stream.original(verbItem))]))
        } else if verb == "are" || verb == "were" && !subjunctive(stream, item), word == "a" || word == "an" || word == "one",
            stream.isWord(next + 1), !Self.pluralAfterA.contains(stream.texts[next + 1]),
            // `there are an estimated 300 wolves`: a number makes the phrase plural.
            next + 2 >= stream.count || stream.kind(next + 2) != .number
        {
            findings.append(
                context.finding(
                    self, stream.range(verbItem), .thereAgreement,
                    suggestions: [Casing.matching(verb == "are" ? "is" : "was", to: stream.original(verbItem))]))
        }
    }

    // MARK: - Noun phrase subjects

    /// `The dogs of war barks`, `My mother, for example, are`: a determiner at
    /// the start of a sentence, a short noun phrase with optional `of …` and
    /// commas around an aside, then the verb.
    private func checkNounPhrase(
        _ stream: ParagraphView, _ start: Int, _ context: RuleContext, _ findings: inout [Finding], bare: Bool = false,
        lexicalOnly: Bool = false
    ) {
        let determiner = bare ? "" : stream.texts[start]
        var i = bare ? start : start + 1
        var head: Int?
        var words = 0
        if determiner == "each" || determiner == "both", stream.isWord(start + 1), stream.texts[start + 1] == "of" {
            // `each of the children`, `both of them`: the number comes from the determiner.
            head = start
            i = start + 1
        }
        // The noun phrase: words up to a preposition, a comma or the verb.
        while head != start, i < stream.count, stream.kind(i) == .word, words < (bare ? 1 : 5) {
            let w = stream.texts[i]
            let key = stream.key(i)
            if Lexicon.singularAuxiliaries[key] != nil || Lexicon.pluralAuxiliaries[key] != nil { break }
            if Lexicon.modals.contains(key) || w == "were" || w == "am" || w == "had" { break }
            if Self.phraseBreakers.contains(key) || w.contains("'") { return }
            // A participle or adverb after the noun starts a modifier (`the constants defined here are`,
            // `the children getting off the bus are`, but not `the old building`).
            if words > 0,
                w.hasSuffix("ly") || stream.verbForms[i] == .pastParticiple
                    || Lexicon.shared.isIngForm(w) && Lexicon.shared.isPlural(stream.texts[i - 1], spelling: context.spelling) == true
                    || w.hasSuffix("ed") && w.utf8.count > 4 || ["here", "there", "now", "then", "today", "below", "above"].contains(w)
            {
                return
            }
            // A second determiner starts another noun phrase (`how many times your project`).
            if Lexicon.determiners.contains(key) { return }
            if Lexicon.prepositions.contains(key) { break }
            if words > 0, isLexicalVerbCandidate(stream, i) { break }
            // A verb-like word inside the phrase that is not followed by the verb: unsure where the subject ends.
            if words > 0, stream.verbForms[i].contains(.thirdPerson), stream.isWord(i + 1),
                !isFiniteAuxiliary(stream.texts[i + 1])
            {
                return
            }
            head = i
            words += 1
            i += 1
        }
        guard let head else { return }
        // `The United States is`, `the Beatles were`: a capitalized head after a determiner is a name.
        if head > start, stream.isCapitalized(head) { return }
        // `a few people`, `a lot of people`: plural despite `a`.
        if determiner == "a" || determiner == "an", Self.pluralAfterA.contains(stream.texts[start + 1]) { return }
        let headText = stream.texts[head]
        // `The number of`, `A lot of`: the number comes from what follows.
        if head != start, i < stream.count, stream.texts[i] == "of",
            Lexicon.shared.isPlural(headText, spelling: context.spelling) == nil || Self.quantityNouns.contains(headText)
        {
            return
        }
        // Skip a prepositional phrase (`of war`, `in the garden`) and an aside between commas.
        if i < stream.count, Lexicon.prepositions.contains(stream.key(i)) {
            // `Failure to do so`: an infinitive, not a prepositional phrase.
            if stream.texts[i] == "to", stream.isWord(i + 1), stream.verbForms[i + 1].contains(.base) {
                return
            }
            var k = i + 1
            var steps = 0
            while k < stream.count, stream.kind(k) == .word, steps < 5, !isFiniteAuxiliary(stream.texts[k]) {
                if Self.phraseBreakers.contains(stream.key(k)) || Lexicon.modals.contains(stream.key(k)) { return }
                if steps > 0, isLexicalVerbCandidate(stream, k) { break }
                k += 1
                steps += 1
            }
            // A phrase longer than that: where the subject ends is unclear.
            if steps == 5 { return }
            // `The Grapes of Wrath is`: a capitalized common word in the phrase makes it a title.
            if (i + 1..<k).contains(where: { Self.isTitleWord(stream.original($0), context) }) { return }
            i = k
        }
        if i < stream.count, stream.texts[i] == "," {
            guard let close = (i + 1..<min(stream.count, i + 20)).first(where: { stream.texts[$0] == "," }) else { return }
            // `Docopt, and many tools like it, are`: a second subject, not an aside.
            if stream.isWord(i + 1), Self.addingWords.contains(stream.key(i + 1)) { return }
            // An aside holds no clause of its own, unless it is a relative clause (`, which are trained,`).
            let relative = stream.texts[i + 1] == "which" || stream.texts[i + 1] == "who"
            if !relative,
                (i + 1..<close).contains(where: { isFiniteAuxiliary(stream.texts[$0]) || Lexicon.modals.contains(stream.texts[$0]) })
            {
                return
            }
            i = close + 1
        }
        guard stream.isWord(i) else { return }
        let plural: Bool?
        switch determiner {
        case "these", "those", "both", "many", "several", "few", "various", "numerous": plural = true
        case "a", "an", "this", "that", "every", "each", "another":
            // `this errors are`: the determiner is the mistake, reported by `determiner-agreement`.
            if Lexicon.shared.isPlural(headText, spelling: context.spelling) == true { return }
            plural = false
        case "":
            plural = bareNounNumber(stream, head, context)
        default: plural = Lexicon.shared.isPlural(headText, spelling: context.spelling)
        }
        guard let plural else { return }
        let verb = stream.texts[i]
        // `Several spelling fixes`, `various portability fixes`: a plural determiner, a singular noun and a
        // plural noun make one noun phrase (a changelog line, a heading), the singular noun modifying the plural one.
        if plural, !bare, i == head + 1, Lexicon.shared.isPlural(headText, spelling: context.spelling) == false,
            Lexicon.shared.isPlural(verb, spelling: context.spelling) == true
        {
            return
        }
        var fix: String?
        if lexicalOnly, isFiniteAuxiliary(verb) || verb == "were" { return }
        if plural, stream.kind(i) == .word,
            let word = stream.analysis.words(ofTokens: stream.tokenIndices[i]..<stream.tokenIndices[i] + 1).first,
            endsNounCompound(stream.analysis, context, word)
        {
            return
        }
        if plural {
            fix = Lexicon.singularAuxiliaries[verb]
            if fix == nil, stream.kind(i) == .word, isLexicalVerbCandidate(stream, i) {
                fix = lexicalFix(stream, verb, .plural, "they", i)
            }
        } else {
            fix = Lexicon.pluralAuxiliaries[verb]
            if verb == "were" { fix = subjunctive(stream, start) ? nil : "was" }
            // A bare singular noun may be part of a heading or an imperative (`Syntax check the file`):
            // only a determiner makes a lexical verb reliable.
            if fix == nil, stream.kind(i) == .word, !bare {
                fix = singularLexicalFix(stream, i)
            }
        }
        guard let fix else { return }
        findings.append(
            context.finding(
                self, stream.range(i), .agreement(stream.original(head), stream.original(i)),
                suggestions: [Casing.matching(fix, to: stream.original(i))]))
    }

    /// `Does dogs sleep?` → `Do`: `does` with a plural subject and a base verb.
    private func checkDoesWithPlural(_ stream: ParagraphView, _ item: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        var k = item + 1
        if stream.isWord(k),
            ["the", "these", "those", "my", "your", "his", "her", "our", "their", "many", "some", "all"].contains(stream.texts[k])
        {
            k += 1
        }
        guard stream.isWord(k), stream.isWord(k + 1), Lexicon.shared.isPlural(stream.texts[k], spelling: context.spelling) == true,
            stream.verbForms[k].isEmpty, stream.verbForms[k + 1].contains(.base)
        else { return }
        let fix = stream.texts[item] == "does" ? "do" : "don't"
        findings.append(
            context.finding(
                self, stream.range(item), .agreement(stream.original(k), stream.original(item)),
                suggestions: [Casing.matching(fix, to: stream.original(item))]))
    }

    /// `Her mother and her father sings` → `sing`: two short noun phrases
    /// joined by `and`, one with a determiner, then a singular verb.
    private func checkCompoundSubject(_ stream: ParagraphView, _ start: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        guard !["each", "every", "neither", "either", "no"].contains(stream.texts[start]) else { return }
        // The subject starts with a determiner or a name (`Her mother and…`, `Tina and…`).
        let first = stream.texts[start]
        guard
            Lexicon.possessives.contains(first) || first == "the"
                || !context.spelling.isCorrect(first) && Lexicon.shared.forms(of: first).isEmpty
        else { return }
        var k = start
        var sawDeterminer = false
        var sawAnd = false
        var words = 0
        while stream.isWord(k), words < 7 {
            let w = stream.texts[k]
            if w == "and" {
                if sawAnd || words == 0 { return }
                sawAnd = true
            } else if Lexicon.possessives.contains(w) || w == "the" {
                sawDeterminer = true
            } else if isFiniteAuxiliary(w) || !Lexicon.shared.forms(of: w).isEmpty || Self.phraseBreakers.contains(w)
                || Lexicon.prepositions.contains(w) || Lexicon.subjectPronouns.contains(w)
            {
                break
            }
            k += 1
            words += 1
        }
        guard sawAnd, sawDeterminer, stream.isWord(k), stream.texts[k - 1] != "and" else { return }
        let verb = stream.texts[k]
        var fix = Lexicon.singularAuxiliaries[verb]
        if fix == nil, isLexicalVerbCandidate(stream, k), k + 1 < stream.count, stream.kind(k + 1) == .word {
            fix = Lexicon.shared.base(of: verb, as: .thirdPerson)
        }
        guard let fix, !Self.notLexical.contains(fix) else { return }
        findings.append(
            context.finding(
                self, stream.range(k), .compoundSubject(stream.original(k)),
                suggestions: [Casing.matching(fix, to: stream.original(k))]))
    }

    /// `A lot of people thinks` → `think`: a quantity of a plural noun takes a plural verb.
    private func checkQuantifiedSubject(_ stream: ParagraphView, _ start: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        var k = start
        if stream.texts[k] == "a", stream.isWord(k + 1), stream.texts[k + 1] == "lot" { k += 1 }
        guard ["lot", "lots", "many", "most", "some", "all", "plenty", "both", "few", "several"].contains(stream.texts[k]),
            stream.isWord(k + 1), stream.texts[k + 1] == "of"
        else { return }
        k += 2
        if stream.isWord(k), Lexicon.determiners.contains(stream.texts[k]) { k += 1 }
        var words = 0
        while stream.isWord(k + 1), words < 2, !isFiniteAuxiliary(stream.texts[k + 1]), Adjectives.isLikely(stream.texts[k]) {
            k += 1
            words += 1
        }
        guard stream.isWord(k), stream.isWord(k + 1), Lexicon.shared.isPlural(stream.texts[k], spelling: context.spelling) == true
        else { return }
        let verbItem = k + 1
        let verb = stream.texts[verbItem]
        var fix = Lexicon.singularAuxiliaries[verb]
        if fix == nil, isLexicalVerbCandidate(stream, verbItem) || stream.isWord(verbItem + 1) && stream.texts[verbItem + 1] == "so",
            Lexicon.shared.forms(of: verb).contains(.thirdPerson), !Lexicon.shared.forms(of: verb).contains(.base)
        {
            fix = Lexicon.shared.base(of: verb, as: .thirdPerson)
        }
        guard let fix else { return }
        findings.append(
            context.finding(
                self, stream.range(verbItem), .agreement(stream.original(k), stream.original(verbItem)),
                suggestions: [Casing.matching(fix, to: stream.original(verbItem))]))
    }

    /// The number of a noun standing alone at a clause start (`Cars is`,
    /// `Marketing are`, `Jim are`); nil for anything that may not be a noun.
    private func bareNounNumber(_ stream: ParagraphView, _ item: Int, _ context: RuleContext) -> Bool? {
        let word = stream.texts[item]
        let forms = Lexicon.shared.forms(of: word)
        if !forms.isEmpty && !word.hasSuffix("ing") && !word.hasSuffix("s") || forms.contains(.thirdPerson) { return nil }
        if stream.isAllCaps(item) { return nil }
        if word.hasSuffix("ing") { return stream.kind(item) == .word && word.utf8.count > 5 ? false : nil }
        // A capitalized word the dictionary lacks is a name, singular even with a final `s` (`if Abbas keeps`).
        if stream.isCapitalized(item) && !context.spelling.isCorrect(word) { return word.hasSuffix("s") ? nil : false }
        return Lexicon.shared.isPlural(word, spelling: context.spelling)
    }

    /// `The dog eat.` → `eats`: a base form followed by what may follow a verb.
    private func singularLexicalFix(_ stream: ParagraphView, _ i: Int) -> String? {
        let lexicon = Lexicon.shared
        let verb = stream.texts[i]
        let forms = lexicon.forms(of: verb)
        guard forms.contains(.base), !forms.contains(.past), !Self.notLexical.contains(verb), let entry = lexicon.paradigm(verb)
        else { return nil }
        let next = i + 1
        // A heading (`Entry Point`) has no verb: the verb must be followed by something.
        guard next < stream.count, !stream.isCapitalized(i) else { return nil }
        if stream.kind(next) == .word {
            let w = stream.texts[next]
            guard
                w.hasSuffix("ly") || Lexicon.determiners.contains(w) || Lexicon.objectPronouns.contains(w)
                    || Self.adverbs.contains(w)
            else { return nil }
        } else if ![".", "!", "?", ",", ";"].contains(stream.texts[next]) {
            return nil
        }
        return entry.thirdPerson
    }

    private func isFiniteAuxiliary(_ w: String) -> Bool {
        Lexicon.singularAuxiliaries[w] != nil || Lexicon.pluralAuxiliaries[w] != nil
    }

    /// A third-person verb form followed by what can follow a verb (an adverb,
    /// an object, a preposition or punctuation), so it is not part of the noun phrase.
    private func isLexicalVerbCandidate(_ stream: ParagraphView, _ i: Int) -> Bool {
        guard stream.verbForms[i].contains(.thirdPerson) else { return false }
        // After a determiner or an adjective it is a plural noun (`suitable formats`, `associated types`).
        if i > 0, stream.kind(i - 1) == .word {
            let previous = stream.texts[i - 1]
            if Lexicon.determiners.contains(previous) || Adjectives.isLikely(previous)
                || previous.hasSuffix("ed") && previous.utf8.count > 4
            {
                return false
            }
        }
        let next = i + 1
        // The end of a heading or a label (`Options for HTTP requests`), without a sentence's final stop, ends a noun.
        if next >= stream.count { return false }
        if stream.kind(next) == .punctuation { return true }
        let w = stream.texts[next]
        let key = stream.key(next)
        return w.hasSuffix("ly") || Lexicon.determiners.contains(key) || Lexicon.prepositions.contains(key)
            || Lexicon.objectPronouns.contains(key) || Self.adverbs.contains(key)
            || ["more", "less", "much", "well", "very", "too", "so", "again", "twice", "here", "there", "now"].contains(w)
    }

    // MARK: - Tables

    /// Words after which a subordinate clause, and so a subject, begins.
    private static let subordinators: WordSet = [
        "whether", "when", "if", "where", "because", "although", "though", "while", "since", "what", "how", "why",
        "once", "until", "unless", "whenever", "wherever", "which",
    ]
    private static let whWords: WordSet = ["what", "how", "why", "where", "when", "whenever", "wherever"]
    /// Words that are never a bare noun subject.
    private static let functionWords: WordSet = [
        "i", "you", "he", "she", "it", "we", "they", "me", "him", "her", "us", "them", "this", "that", "these", "those",
        "who", "what", "which", "where", "when", "why", "how", "here", "there", "now", "then", "today", "tomorrow",
        "yesterday", "tonight", "all", "some", "many", "most", "few", "several", "both", "each", "every", "either",
        "neither", "none", "any", "one", "two", "three", "others", "other", "another", "such", "so", "yes", "no", "not",
        "and", "but", "or", "if", "because", "please", "thanks", "mine", "yours", "ours", "theirs", "his", "hers",
        "everyone", "everybody", "someone", "somebody", "anyone", "anybody", "nobody", "everything", "something",
        "anything", "nothing", "more", "less", "much", "little", "enough", "also", "still", "only", "just", "even",
        "perhaps", "maybe", "however", "therefore", "thus", "hence", "again", "once", "never", "always", "often",
        "sometimes", "usually", "first", "second", "last", "next", "finally", "later", "soon", "already", "too",
        "very", "well", "better", "best", "as", "like", "than", "to", "of", "in", "on", "at", "by", "for", "with",
        "from", "about", "after", "before", "since", "until", "while", "whether", "though", "although", "unless",
        "let's", "lets", "whose", "whom", "whatever", "whoever", "whichever", "same", "own", "way", "ways", "times",
        "news", "physics", "mathematics", "economics", "politics", "ethics", "series", "species", "means", "data",
        "media", "people", "police", "staff", "sheep", "fish", "deer", "the", "a", "an", "my", "your", "our", "their",
        "its", "there's", "here's", "it's", "that's", "what's", "who's", "where's", "how's", "let", "see", "look",
        "following", "together", "below", "above", "listed", "included", "attached", "enclosed", "windows", "wales",
        "athens", "paris", "mercedes", "james", "jones", "williams", "adams", "davis", "lewis", "thomas", "texas",
        "note", "remember", "imagine", "consider", "suppose", "say", "go", "come", "make", "take", "give", "get",
    ]
    private static let pronouns: WordMap<Person> = [
        "i": .first, "you": .plural, "we": .plural, "they": .plural, "he": .thirdSingular, "she": .thirdSingular,
        "it": .thirdSingular,
    ]
    static let indefinites: WordSet = [
        "everyone", "everybody", "someone", "somebody", "anyone", "anybody", "nobody", "everything", "something",
        "nothing",
    ]
    private static let subjectDeterminers: WordSet = [
        "the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their", "every", "each",
        "many", "several", "few", "various", "numerous",
    ]
    private static let auxiliaries: WordSet = [
        "do", "does", "did", "can", "could", "will", "would", "shall", "should", "may", "might", "must", "is", "are", "am",
        "was", "were", "have", "has", "had", "let", "make", "makes", "made", "help", "helps", "see", "saw", "watch",
        "hear", "heard", "don't", "doesn't", "didn't", "won't", "can't", "wouldn't", "couldn't", "shouldn't", "isn't",
        "aren't", "wasn't", "weren't", "haven't", "hasn't", "hadn't",
    ]
    private static let adverbs: WordSet = [
        "also", "often", "always", "never", "usually", "sometimes", "still", "just", "really", "only", "even", "already",
        "rarely", "seldom", "frequently", "generally", "normally", "actually", "certainly", "probably", "definitely",
        "simply", "mostly", "hardly", "nearly", "almost", "truly", "clearly",
    ]
    /// Words that are verb forms but agree with no subject here.
    static let notLexical: WordSet = [
        "be", "being", "been", "need", "dare", "used", "let", "ought", "last", "still", "mean", "well", "even",
        "just", "lie",
    ]
    /// Words that open a second subject after a comma (`, and`, `, as well as`), not an aside.
    private static let addingWords: WordSet = ["and", "or", "nor", "as", "along", "together", "plus"]
    private static let phraseBreakers: WordSet = [
        "and", "or", "nor", "who", "which", "that", "whose", "whom", "where", "when", "while", "if", "because", "how",
        "what", "why", "whether",
        "but", "than", "as", "to", "not", "you", "i", "he", "she", "it", "we", "they", "there",
    ]
    static let quantityNouns: WordSet = [
        "number", "lot", "lots", "majority", "couple", "bunch", "variety", "range", "total", "series", "group",
        "handful", "plenty", "percentage", "third", "half", "quarter", "fraction", "proportion", "rest", "remainder",
        "part", "portion", "kind", "type", "sort", "set", "pair", "dozen", "hundreds", "thousands", "millions", "one",
        "each", "none", "some", "all", "most", "many", "any", "either", "neither", "both", "several", "multiple",
        "various", "few", "lots", "minority", "first", "last", "two", "three", "four", "five",
    ]
    private static let pluralQuantifiers: WordSet = [
        "many", "several", "few", "numerous", "various", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "dozens", "hundreds", "thousands", "millions", "both",
    ]
    /// `there are a lot of`, `there are a few`: plural despite `a`.
    static let pluralAfterA: WordSet = [
        "lot", "few", "couple", "number", "bunch", "variety", "dozen", "hundred", "thousand", "million", "billion",
        "great", "good", "range", "host", "series", "total", "handful", "multitude", "myriad", "plethora", "set",
        "ton", "load", "heap", "pile", "slew", "mass", "wealth", "array", "raft",
    ]
}

extension String {
    fileprivate static func agreement(_ subject: String, _ verb: String) -> String {
        "“\(verb)” does not agree with “\(subject)”."
    }
    fileprivate static func compoundSubject(_ verb: String) -> String {
        "Two subjects joined by “and” take a plural verb, not “\(verb)”."
    }
    fileprivate static let thereAgreement = "The verb agrees with the noun that follows “there”."
}
