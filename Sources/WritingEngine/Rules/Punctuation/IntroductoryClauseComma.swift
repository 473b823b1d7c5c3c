/// The comma after an introductory subordinate clause, found from the
/// clause structure: `When the build finishes the tests run` → `finishes,`.
///
/// The grammar: a sentence that opens with a subordinator (`when`, `if`,
/// `because`, `although`…) has the subordinate clause first, then the main
/// clause; a comma marks where the main clause's subject begins. The check
/// wants the whole pattern: the subordinator, a subject and a finite verb
/// right after it, then a second subject (a noun phrase that is not the
/// object of a preposition) with its own finite verb, and no comma,
/// conjunction or relative word in between. It stays silent where the
/// second clause may be the object of the first verb (`If you think the
/// tests run`, `when you let the tests run`) and where the main clause goes
/// on with another finite verb (a clause without `that` hides in it).
extension IntroductoryCommaRule {
    /// The word index where the main clause starts, when the sentence opens with a subordinate clause and no comma.
    func mainClauseStart(_ analysis: ParagraphAnalysis, _ sentence: Range<Int>, _ phraseAt: [Int: NounPhrase]) -> Int? {
        let words = analysis.words
        let first = sentence.lowerBound
        guard Self.subordinators.contains(words[first].text), let subject = phraseAt[first + 1] else { return nil }
        var verb = subject.words.upperBound
        if verb < sentence.upperBound, words[verb].tag.penn.isAdverb { verb += 1 }
        guard verb < sentence.upperBound, words[verb].tag.penn.isFinite else { return nil }
        // The writer's own comma ends the clause elsewhere (`If you don't know the set of types a program uses, …`).
        if words[verb..<sentence.upperBound].contains(where: { $0.text == "," }) { return nil }
        // Past auxiliaries and adverbs to the main verb of the subordinate clause (`is done`, `don't know`).
        var head = verb
        var k = verb
        while words[k].tag.universal == .aux || words[k].tag.penn == .md {
            k += 1
            while k < sentence.upperBound, words[k].tag.penn.isAdverb { k += 1 }
            guard k < sentence.upperBound, words[k].tag.penn.isVerb else { break }
            head = k
        }
        if Self.clauseTakingVerbs.contains(analysis.lemma(head)) { return nil }
        var j = head + 1
        while j < sentence.upperBound {
            let word = words[j]
            if Self.stops(word) || Self.clauseTakingAdjectives.contains(word.text) { return nil }
            if let phrase = phraseAt[j] {
                let afterPreposition = [.in, .to].contains(words[j - 1].tag.penn)
                if !afterPreposition, isSubject(phrase, words), let verb2 = finiteVerb(after: phrase, words, sentence),
                    !hasAnotherFiniteVerb(after: verb2, words, sentence)
                {
                    return j
                }
                j = phrase.words.upperBound
                continue
            }
            j += 1
        }
        return nil
    }

    /// A noun phrase that can be a subject: not an object pronoun.
    private func isSubject(_ phrase: NounPhrase, _ words: [ParagraphAnalysis.Word]) -> Bool {
        phrase.words.count > 1 || !Self.objectPronouns.contains(words[phrase.head].text)
    }

    /// The finite verb right after `phrase` (past one adverb), if any.
    private func finiteVerb(after phrase: NounPhrase, _ words: [ParagraphAnalysis.Word], _ sentence: Range<Int>) -> Int? {
        var k = phrase.words.upperBound
        if k < sentence.upperBound, words[k].tag.penn.isAdverb { k += 1 }
        return k < sentence.upperBound && words[k].tag.penn.isFinite ? k : nil
    }

    /// Whether another finite verb follows `verb` in the same clause.
    private func hasAnotherFiniteVerb(after verb: Int, _ words: [ParagraphAnalysis.Word], _ sentence: Range<Int>) -> Bool {
        var k = verb + 1
        // An auxiliary chain (`will be`, `has been`) is one verb.
        while k < sentence.upperBound, words[k].tag.penn.isVerb || words[k].tag.penn.isAdverb { k += 1 }
        while k < sentence.upperBound {
            if Self.stops(words[k]) { return false }
            if words[k].tag.penn.isFinite { return true }
            k += 1
        }
        return false
    }

    /// Words that end the scan: punctuation inside the sentence, conjunctions, relative and subordinating words.
    private static func stops(_ word: ParagraphAnalysis.Word) -> Bool {
        switch word.tag.penn {
        case .comma, .colon, .cc, .wdt, .wp, .wpPossessive, .wrb, .openingQuote, .closingQuote, .leftBracket, .rightBracket, .hyphen:
            return true
        case .in: return word.tag.universal == .sconj || word.text == "that"
        default: return word.text == "that" || word.text == "then" || word.text == "\"" || word.text == "'"
        }
    }

    private static let subordinators: Set<String> = [
        "when", "whenever", "if", "although", "though", "because", "since", "while", "after", "before", "once", "unless",
        "until", "whereas",
    ]
    /// Verbs that take a clause as object without `that` (`think the tests run`), or a bare infinitive (`let them run`).
    private static let clauseTakingVerbs: Set<String> = [
        "think", "know", "say", "believe", "see", "hear", "feel", "find", "hope", "notice", "realize", "realise", "mean",
        "suppose", "guess", "show", "prove", "ensure", "assume", "decide", "expect", "suggest", "tell", "understand",
        "forget", "remember", "wish", "claim", "agree", "doubt", "fear", "argue", "discover", "learn", "read", "note",
        "confirm", "imagine", "check", "verify", "bet", "insist", "demand", "recommend", "require", "report", "state",
        "indicate", "reveal", "predict", "explain", "admit", "deny", "complain", "worry", "promise", "warn", "mention",
        "let", "make", "help", "have", "watch", "bid", "want", "need", "like", "prefer", "ask", "determine", "judge",
        "consider", "reckon", "figure", "pretend", "write", "answer", "reply", "add", "conclude", "estimate", "sense",
        "trust", "swear", "grant", "observe", "specify", "stipulate", "propose", "request",
    ]
    /// Adjectives that take a clause without `that` (`make sure the tests run`).
    private static let clauseTakingAdjectives: Set<String> = [
        "sure", "certain", "aware", "afraid", "glad", "confident", "convinced", "clear", "possible", "likely", "true",
        "so", "such", "positive", "worried", "happy", "sorry",
    ]
    private static let objectPronouns: Set<String> = ["me", "him", "her", "us", "them", "it", "you", "whom"]
}
