/// Articles missing or wrong for the noun: a missing article before a
/// singular count noun (`He is friend` → `a friend`, `at airport` →
/// `at an airport`), an article before a mass noun (`a knowledge is` →
/// `knowledge is`) or a plural (`a major milestones` → `milestone`), and
/// a superlative without `the` (`is oldest city` → `the oldest`).
public struct ArticleUsageRule: Rule {
    public init() {}
    public var id: String { "article-usage" }
    public var summary: String { "Missing or wrong articles (He is a friend; knowledge is power; the oldest)." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let start = findings.count
        let stream = context.view
        var item = 0
        while item < stream.count {
            defer { item += 1 }
            guard stream.kind(item) == .word else { continue }
            let text = stream.texts[item]
            if text == "a" || text == "an" {
                checkAfterIndefiniteArticle(stream, item, context, &findings)
            } else if Self.articleTriggers.contains(stream.key(item)) || text == "such" {
                checkMissingArticle(stream, item, context, &findings)
            }
        }
        checkBareCountNouns(context, into: &findings)
        findings[start...].sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    // MARK: - Missing article

    /// `is friend`, `at airport`, `about good friend`, `such friend`.
    private func checkMissingArticle(_ stream: ParagraphView, _ trigger: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        if stream.texts[trigger] == "is" || stream.texts[trigger] == "was" {
            // Only after a personal subject: `He is friend`, not `What is friend`.
            guard trigger > 0, ["he", "she", "it", "this", "that"].contains(stream.texts[trigger - 1]) else { return }
        }
        var k = trigger + 1
        var modifiers = 0
        while stream.isWord(k), modifiers < 2, !Self.countNouns.contains(stream.texts[k]) {
            let w = stream.texts[k]
            if Self.notModifiers.contains(w) || !Adjectives.isLikely(w) || stream.isCapitalized(k) { return }
            k += 1
            modifiers += 1
        }
        guard stream.isWord(k), Self.countNouns.contains(stream.texts[k]), !stream.isCapitalized(k) else { return }
        let noun = stream.texts[k]
        // `interest in meeting`, `about meeting at noon`: after a preposition an -ing word is a gerund.
        if k == trigger + 1, Lexicon.prepositions.contains(stream.texts[trigger]), Lexicon.shared.isIngForm(noun) { return }
        // The noun must end its phrase: `at airport.`, `by river with`, not `at airport security`.
        if k + 1 < stream.count {
            let next = stream.texts[k + 1]
            if stream.kind(k + 1) == .number { return }
            if next == "and" || next == "or" { return }
            if stream.kind(k + 1) == .word, !Lexicon.prepositions.contains(next), !Lexicon.clauseOpeners.contains(next),
                !Self.phraseEnders.contains(next)
            {
                return
            }
            // `day after day`, `week by week`.
            if stream.isWord(k + 2), stream.texts[k + 2] == noun { return }
        }
        if trigger > 0, stream.texts[trigger - 1] == noun { return }
        // A quoted term (`an "about box"`) is a name, not a noun phrase.
        if trigger > 0, ["\"", "“", "'", "‘"].contains(stream.texts[trigger - 1]) { return }
        if k + 1 < stream.count, ["\"", "”", "'", "’"].contains(stream.texts[k + 1]) { return }
        let first = trigger + 1
        let words = (first...k).map { stream.original($0) }.joined(separator: " ")
        guard let vowel = ArticleSound.startsWithVowelSound(stream.original(first), isWord: context.spelling.isCorrect) else { return }
        // A superlative takes `the`: `is funniest friend` → `the funniest friend`.
        let superlative = (first..<k).contains { Self.isSuperlative(stream.texts[$0], context) }
        let article = superlative ? "the" : vowel ? "an" : "a"
        findings.append(
            context.finding(
                self, stream.span(first, k), .missingArticle(noun), suggestions: ["\(article) \(words)"]))
    }

    // MARK: - After a / an

    private func checkAfterIndefiniteArticle(_ stream: ParagraphView, _ article: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        var k = article + 1
        var modifiers = 0
        while stream.isWord(k), modifiers < 3 {
            let w = stream.texts[k]
            if Lexicon.shared.isUncountable(w) || Self.isSuperlative(w, context) && modifiers == 0 { break }
            if Self.quantityWords.contains(w) || Lexicon.determiners.contains(w) { return }
            if Lexicon.shared.isPlural(w, spelling: context.spelling) == true { break }
            // Only adjectives may stand between the article and its noun here.
            if !Adjectives.isLikely(w) { return }
            k += 1
            modifiers += 1
        }
        guard stream.isWord(k) else { return }
        let word = stream.texts[k]
        if k == article + 1, Self.isSuperlative(word, context), stream.isWord(k + 1) {
            // `an oldest city` → `the oldest city`.
            findings.append(
                context.finding(
                    self, stream.range(article), .superlative, suggestions: [Casing.matching("the", to: stream.original(article))]))
            return
        }
        guard endsNounPhrase(stream, k) else { return }
        if Lexicon.shared.isUncountable(word), k + 1 >= stream.count || stream.texts[k + 1] != "of" {
            let rest = stream.paragraph.string(stream.range(article + 1).lowerBound..<stream.range(k).upperBound)
            findings.append(
                context.finding(
                    self, stream.span(article, k), .massNoun(word),
                    suggestions: [Casing.matching(rest, to: stream.original(article))]))
        } else if Lexicon.shared.isPlural(word, spelling: context.spelling) == true, !stream.isCapitalized(k),
            // `a heads up`, `a thumbs down`: one thing, named with a particle.
            !(stream.isWord(k + 1) && ["up", "down"].contains(stream.texts[k + 1])),
            k == article + 1 || !Lexicon.shared.forms(of: word).contains(.thirdPerson),
            let singular = Lexicon.shared.singular(of: word, spelling: context.spelling)
        {
            findings.append(context.finding(self, stream.range(k), .pluralAfterA(word), suggestions: [singular]))
        }
    }

    /// The word at `k` ends a noun phrase: punctuation, the end, or a function word follows.
    private func endsNounPhrase(_ stream: ParagraphView, _ k: Int) -> Bool {
        guard k + 1 < stream.count else { return true }
        if stream.kind(k + 1) == .punctuation { return stream.texts[k + 1] != "-" && stream.texts[k + 1] != "'" }
        guard stream.kind(k + 1) == .word else { return false }
        let next = stream.texts[k + 1]
        return Lexicon.prepositions.contains(next) || Lexicon.clauseOpeners.contains(next)
            || Self.phraseEnders.contains(next) || Lexicon.modals.contains(next)
            || Lexicon.singularAuxiliaries[next] != nil || Lexicon.pluralAuxiliaries[next] != nil
    }

    /// Whether `w` is a superlative adjective (`oldest`, `funniest`), by its stem in the word list.
    static func isSuperlative(_ w: String, _ context: RuleContext) -> Bool {
        guard w.hasSuffix("est"), w.utf8.count > 5, !notSuperlatives.contains(w) else { return false }
        let stem = String(w.dropLast(3))
        if stem.hasSuffix("i") { return context.spelling.isCorrect(String(stem.dropLast()) + "y") }
        return context.spelling.isCorrect(stem) || context.spelling.isCorrect(stem + "e")
            || stem.utf8.count > 3 && stem.utf8.last == stem.utf8.dropLast().last && context.spelling.isCorrect(String(stem.dropLast()))
    }

    // MARK: - Tables

    /// Words after which a singular count noun needs an article.
    private static let articleTriggers: WordSet = [
        "is", "was", "at", "by", "for", "in", "on", "about", "after", "into", "near", "with", "from",
        "takes", "took", "gives", "gave", "need", "needs", "needed", "want", "wants", "wanted",
    ]
    /// Common count nouns that do not stand alone in the singular (no idioms like `at home`, `by car`, `in bed`).
    private static let countNouns: WordSet = [
        "friend", "brother", "sister", "son", "daughter", "husband", "wife", "boyfriend", "girlfriend", "colleague",
        "neighbor", "neighbour", "student", "teacher", "doctor", "lawyer", "engineer", "soldier", "nurse", "driver",
        "problem", "idea", "airport", "river", "lake", "lobby", "kitchen", "bathroom", "bedroom",
        "garden", "apartment", "week", "month", "page", "dog", "cat", "bird", "computer", "ticket", "job",
        "trip", "decision", "story", "movie", "song", "village", "shop", "store", "restaurant",
        "hotel", "chair", "window", "picture", "photo", "camera", "bag", "box", "bottle", "cup", "key", "pen",
        "umbrella", "coat", "jacket", "shirt", "hat", "step", "tad", "covenant", "result", "book",
        "newspaper", "magazine", "meeting", "girl", "boy", "woman", "baby", "guy", "lady",
        "gentleman",
    ]
    /// Words that cannot modify a noun between the trigger and the noun.
    private static let notModifiers: WordSet = [
        "not", "to", "and", "or", "but", "as", "than", "that", "which", "who", "what", "how", "if", "when", "there",
        "here", "it", "he", "she", "they", "we", "you", "i", "me", "him", "her", "them", "us", "all", "every", "each",
        "no", "any", "some", "one", "another", "such", "lot", "more", "most", "less", "least", "own",
        "last", "next", "same", "whole", "first", "previous", "following",
    ]
    private static let phraseEnders: WordSet = ["but", "because", "so", "then", "too", "again", "yesterday", "today"]
    private static let quantityWords: WordSet = [
        "few", "couple", "lot", "number", "dozen", "hundred", "thousand", "million", "billion", "many",
        "series", "pair", "set", "total", "variety", "range", "host", "handful", "bunch", "means", "species", "whole",
        "half", "third", "quarter", "kind", "sort", "type", "little",
    ]
    private static let notSuperlatives: WordSet = [
        "honest", "interest", "request", "forest", "modest", "earnest", "harvest", "manifest", "protest", "contest",
        "suggest", "digest", "arrest", "invest", "conquest", "behest", "tempest", "priest", "inquest", "unrest",
    ]
}

extension String {
    fileprivate static func missingArticle(_ noun: String) -> String {
        "“\(noun)” is a singular count noun: it needs an article (a, an, the) or another determiner."
    }
    fileprivate static func massNoun(_ noun: String) -> String {
        "“\(noun)” is uncountable: drop “a” / “an”."
    }
    fileprivate static func pluralAfterA(_ noun: String) -> String {
        "“a” / “an” goes with a singular noun, not “\(noun)”."
    }
    fileprivate static let superlative = "A superlative takes “the”."
}
