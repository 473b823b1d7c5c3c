/// The missing-article check read from the part-of-speech analysis.
///
/// Grammar: a singular count noun cannot stand alone as an argument; it needs
/// a determiner (`I bought car` → `a car`, `She is teacher` → `a teacher`,
/// `It is good idea` → `a good idea`). The check flags a noun phrase with no
/// determiner whose head is tagged singular (`NN`), lowercase, and one of a
/// closed list of nouns that are count in every common sense, when the
/// phrase is the object of a verb, the complement of `be`/`become`, or the
/// object of a preposition. It leaves alone what English allows bare: set
/// phrases (`by car`, `at home`, `go to bed`, `move house`), a noun after `as` (`works as
/// teacher`), pairs and repeats (`husband and wife`, `day after day`), a noun
/// used as a modifier or followed by a number (`page 4`), a gerund (`after
/// building`), names, quoted terms, and sentences with no finite verb (headings, captions, list items).
extension ArticleUsageRule {
    func checkBareCountNouns(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        let words = analysis.words
        let paragraph = context.paragraph
        // Found once per sentence: a sentence can hold thousands of phrases.
        let finite = Set(analysis.sentences.filter { hasFiniteVerb(words, $0) }.map(\.lowerBound))
        for phrase in analysis.nounPhrases where phrase.determiner == nil {
            var first = phrase.words.lowerBound
            let sentence = context.view.sentence(of: first)
            guard first > sentence.lowerBound, finite.contains(sentence.lowerBound), !followsDeterminer(words, first, sentence)
            else { continue }
            // Without a determiner a leading participle is the verb (`have experienced problem`),
            // except after `be` (`is experienced soldier`).
            while first < phrase.head, words[first].tag.penn == .vbn || words[first].tag.penn == .vbg,
                analysis.lemma(first - 1) != "be"
            {
                first += 1
            }
            // The count noun: the head, or a noun before a phrase of time (`bought car yesterday`).
            guard let noun = (first...phrase.head).first(where: { words[$0].tag.penn.isNoun }),
                noun == phrase.head || Self.timeWords.contains(words[noun + 1].text),
                words[noun].tag.penn == .nn, !isCapitalized(paragraph, words[noun]),
                (first..<noun).allSatisfy({ isPlainModifier(analysis, $0, paragraph) })
            else { continue }
            // A bare -ing form of a verb is a gerund, which takes no article (`after building, run it`).
            if first == noun, Lexicon.shared.isIngForm(words[noun].text) { continue }
            let needsA = Self.bareCountNouns.contains(words[noun].text)
            let quantity =
                Self.quantityNouns.contains(words[noun].text) && first == noun && noun + 1 < sentence.upperBound
                && words[noun + 1].text == "of"
            guard needsA || quantity, inArgumentPosition(analysis, first, sentence),
                quantity || noun < phrase.head || endsBare(analysis, noun, sentence),
                !isIdiom(analysis, first, noun, sentence)
            else { continue }
            let range = words[first].range.lowerBound..<words[noun].range.upperBound
            if findings.contains(where: { $0.range.overlaps(range) }) { continue }
            let text = paragraph.string(range)
            let article: String
            if (first..<noun).contains(where: { words[$0].tag.penn == .jjs || Self.isSuperlative(words[$0].text, context) }) {
                article = "the"
            } else if let vowel = ArticleSound.startsWithVowelSound(
                paragraph.string(words[first].range), isWord: context.spelling.isCorrect)
            {
                article = vowel ? "an" : "a"
            } else {
                continue
            }
            findings.append(context.finding(self, range, .bareCountNoun(words[noun].text), suggestions: ["\(article) \(text)"]))
        }
    }

    /// An adjective, an adverb before one, a participle or an adjective
    /// tagged as a noun, that does not itself count or point (`good`, `very
    /// old`, not `next`, `last`, `own`, `such`, a number or a name).
    private func isPlainModifier(_ analysis: ParagraphAnalysis, _ i: Int, _ paragraph: Paragraph) -> Bool {
        let word = analysis.words[i]
        if Self.pointingModifiers.contains(word.text) || isCapitalized(paragraph, word) { return false }
        switch word.tag.penn {
        case .jj, .jjr, .jjs, .vbn, .vbg: return true
        case .rb: return analysis.words[i + 1].tag.penn.isAdjective
        case .nn: return Adjectives.isLikely(word.text) && !Self.bareCountNouns.contains(word.text)
        default: return false
        }
    }

    private func isCapitalized(_ paragraph: Paragraph, _ word: ParagraphAnalysis.Word) -> Bool {
        guard let first = paragraph.bytes[word.range].first else { return false }
        return first >= 0x41 && first <= 0x5A
    }

    /// The phrase is an object or a complement: after a verb (not `as`,
    /// which names a role), after `be`/`become` that follows a subject, or after a preposition.
    private func inArgumentPosition(_ analysis: ParagraphAnalysis, _ first: Int, _ sentence: Range<Int>) -> Bool {
        let before = analysis.words[first - 1]
        switch before.tag.penn {
        case .vb, .vbd, .vbp, .vbz, .vbg, .vbn:
            let lemma = analysis.lemma(first - 1)
            if Self.bareComplementVerbs.contains(lemma) { return false }
            if lemma == "be" || lemma == "become" {
                // `She is teacher`, `It was good idea`: a subject before the verb, not `what is`.
                guard first - 2 >= sentence.lowerBound else { return false }
                let subject = analysis.words[first - 2]
                return subject.tag.penn == .prp || subject.tag.penn == .ex || subject.tag.penn == .nn
                    || subject.tag.penn == .nns || subject.tag.penn == .rb || subject.text == "this" || subject.text == "that"
            }
            return true
        case .in, .to:
            // `want to store.` is an infinitive the tagger may misread.
            if before.text == "to" { return Lexicon.shared.forms(of: analysis.words[first].text).isEmpty }
            return Self.governingPrepositions.contains(before.text)
        default:
            return false
        }
    }

    /// Nothing after the head continues the noun: the sentence ends, or
    /// punctuation, a preposition, a clause opener or a verb follows. Not a
    /// number (`page 4`), a possessive, `and`/`or` (`mother and child`), a quote.
    private func endsBare(_ analysis: ParagraphAnalysis, _ head: Int, _ sentence: Range<Int>) -> Bool {
        let words = analysis.words
        let next = head + 1
        guard next < sentence.upperBound else { return true }
        let after = words[next]
        switch after.tag.penn {
        case .period, .comma, .colon, .in, .to, .wdt, .wp, .wrb, .md, .vbd, .vbz, .vbp, .rb:
            return true
        case .cc:
            // `is nurse and my uncle…`: a new phrase with its own determiner follows.
            guard next + 1 < sentence.upperBound else { return false }
            let penn = words[next + 1].tag.penn
            return penn == .dt || penn == .prp || penn == .prpPossessive
        default:
            return Self.timeWords.contains(after.text)
        }
    }

    /// Set phrases that take a bare singular: `by car`, `at home`, `go to
    /// bed`, `move house`, `from door to door`, `day after day`, `hand in hand`.
    private func isIdiom(_ analysis: ParagraphAnalysis, _ first: Int, _ head: Int, _ sentence: Range<Int>) -> Bool {
        let words = analysis.words
        let noun = words[head].text
        let before = words[first - 1].text
        if let preps = Self.bareAfterPrepositions[noun], preps.contains(before) { return true }
        if let verbs = Self.bareAfterVerbs[noun], verbs.contains(analysis.lemma(first - 1)) { return true }
        // `word for word`, `face to face`, `from page to page`.
        if first - 2 >= sentence.lowerBound, words[first - 2].text == noun { return true }
        if head + 2 < sentence.upperBound, words[head + 2].text == noun { return true }
        if before == "from", sentence.contains(head + 2), words[head + 1].text == "to" { return true }
        // A coordinated pair (`between parent and child`).
        if first - 2 >= sentence.lowerBound, words[first - 2].tag.penn == .cc { return true }
        return false
    }

    /// A determiner stands before the modifiers the chunker left out (`an extremely | experienced soldier`).
    private func followsDeterminer(_ words: [ParagraphAnalysis.Word], _ first: Int, _ sentence: Range<Int>) -> Bool {
        var k = first - 1
        while k > sentence.lowerBound, words[k].tag.penn.isAdverb || words[k].tag.penn.isAdjective || words[k].tag.penn == .vbn {
            k -= 1
        }
        guard k < first - 1 else { return false }
        return [.dt, .prpPossessive, .wpPossessive, .pos, .cd].contains(words[k].tag.penn)
    }

    private func hasFiniteVerb(_ words: [ParagraphAnalysis.Word], _ sentence: Range<Int>) -> Bool {
        sentence.contains { words[$0].tag.penn.isFinite }
    }

    /// Nouns that are count in every common sense, so that a bare singular
    /// in an argument slot is an error. Nouns with a common mass or idiomatic
    /// use (`time`, `school`, `work`, `room`, `paper`, `class`) are not here.
    static let bareCountNouns: WordSet = [
        "friend", "brother", "sister", "son", "daughter", "husband", "wife", "boyfriend", "girlfriend", "colleague",
        "neighbor", "neighbour", "student", "teacher", "doctor", "lawyer", "engineer", "soldier", "nurse", "driver",
        "cousin", "uncle", "aunt", "boss", "customer", "child", "kid", "girl", "boy", "woman", "man", "baby", "guy",
        "lady", "gentleman", "person", "singer", "actor", "actress", "writer", "artist", "scientist", "farmer",
        "problem", "idea", "question", "answer", "mistake", "decision", "plan", "dream", "goal", "reason", "suggestion",
        "airport", "river", "lake", "lobby", "kitchen", "bathroom", "bedroom", "garden", "apartment", "flat",
        "village", "shop", "store", "restaurant", "hotel", "building", "house", "car", "bike", "bicycle", "truck",
        "phone", "computer", "laptop", "camera", "ticket", "job", "trip", "journey", "story", "movie", "film", "song",
        "chair", "window", "step", "picture", "photo", "bag", "box", "bottle", "cup", "key", "pen", "pencil", "umbrella",
        "coat", "jacket", "shirt", "dress", "hat", "book", "newspaper", "magazine", "letter", "meeting", "dog", "cat",
        "bird", "horse", "week", "month", "apple", "banana", "sandwich", "gift", "wallet", "watch", "ring", "toy",
    ]

    /// Nouns whose bare singular is idiomatic after these prepositions.
    private static let bareAfterPrepositions: WordMap<WordSet> = [
        "car": ["by", "in"], "bike": ["by", "on"], "bicycle": ["by", "on"], "truck": ["by"], "phone": ["by", "on", "over"],
        "letter": ["by", "to"], "computer": ["by", "on"], "camera": ["on"], "film": ["on"], "watch": ["on"],
        "house": ["in", "on"], "child": ["with"], "story": ["in"],
        "answer": ["in"], "question": ["in", "without", "beyond"],
        "job": ["on"], "store": ["in"], "plan": ["to", "according"], "man": ["to", "as"], "person": ["in", "per"],
        "week": ["per", "a"], "month": ["per", "a"], "trip": ["on"], "step": ["in", "of"], "reason": ["without", "with", "for"],
        "building": ["under"], "bag": ["in"], "box": ["in", "out"],
    ]

    /// Nouns whose bare singular is idiomatic after these verbs (`move house`, British `change job`).
    private static let bareAfterVerbs: WordMap<WordSet> = ["house": ["move"], "job": ["change"]]

    /// Words that start a phrase of time after an object (`bought car yesterday`, `last week`, `every day`).
    private static let timeWords: WordSet = ["yesterday", "today", "tomorrow", "tonight", "last", "next", "every", "this"]

    /// Nouns of quantity that take `a` before `of` (`a lot of`, `a couple of`, `a bit of`).
    private static let quantityNouns: WordSet = ["lot", "couple", "bit"]

    /// Verbs whose bare complement names a role or a kind, not a thing (`turned traitor`, `made president`).
    private static let bareComplementVerbs: WordSet = ["turn", "elect", "appoint", "name", "crown", "call", "dub", "play"]

    /// Prepositions whose object takes an article in the singular.
    private static let governingPrepositions: WordSet = [
        "at", "by", "for", "in", "on", "about", "after", "into", "near", "with", "from", "to", "under", "over",
        "without", "behind", "inside", "outside", "onto", "through", "during", "before", "towards", "toward", "like",
        "against", "beside", "across",
    ]

    /// Modifiers that make a determiner unneeded or that need one of their own.
    private static let pointingModifiers: WordSet = [
        "next", "last", "own", "same", "such", "other", "much", "more", "most", "enough", "few", "little", "several",
        "many", "half", "whole", "only", "each", "every", "no", "any", "all", "certain", "said", "above", "following",
        "previous", "first", "second", "third", "final", "home", "back", "ago", "even", "not", "just", "also", "yet",
        "still", "then", "here", "there", "now", "too", "so", "how", "as", "quite", "rather", "enough", "what",
    ]
}

extension String {
    fileprivate static func bareCountNoun(_ noun: String) -> String {
        "“\(noun)” is a singular count noun: it needs an article (a, an, the) or another determiner."
    }
}
