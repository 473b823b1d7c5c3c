/// A determiner that does not agree in number with its noun: `this errors`
/// → `these errors`, `every days` → `every day`, `much people` → `many
/// people`, `many information` → `much information`, `one of the best
/// player` → `players`, `point of views` → `point of view`.
public struct DeterminerAgreementRule: Rule {
    public init() {}
    public var id: String { "determiner-agreement" }
    public var summary: String { "Determiners agree with their noun (these errors, every day, many people)." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let start = findings.count
        let stream = context.view
        for item in 0..<stream.count where stream.kind(item) == .word && stream.isWord(item + 1) {
            let next = item + 1
            let noun = stream.texts[next]
            switch stream.texts[item] {
            case "this":
                // `this errors are` (`that` is left alone: it also joins clauses, as in `that users can`).
                // `This results in` is a verb: only a plural verb after, or an object position before, makes it a noun.
                guard isPluralNoun(stream, next, context), endsPhrase(stream, next) else { continue }
                let pluralVerbFollows =
                    stream.isWord(next + 1)
                    && (Lexicon.pluralAuxiliaries[stream.texts[next + 1]] != nil || Lexicon.modals.contains(stream.texts[next + 1])
                        || stream.texts[next + 1] == "were")
                let objectPosition =
                    item > 0 && stream.kind(item - 1) == .word
                    && (Lexicon.prepositions.contains(stream.texts[item - 1])
                        || !Lexicon.shared.forms(of: stream.texts[item - 1]).isEmpty)
                guard pluralVerbFollows || objectPosition else { continue }
                report(stream, item, "these", .demonstrative(stream.original(next)), context, &findings)
            case "every", "each":
                if stream.texts[item] == "each", item + 2 < stream.count, stream.texts[item + 2] == "of" { continue }
                guard isPluralNoun(stream, next, context), endsPhrase(stream, next),
                    let singular = Lexicon.shared.singular(of: noun, spelling: context.spelling)
                else { continue }
                report(stream, next, singular, .every, context, &findings)
            case "much":
                guard isPluralNoun(stream, next, context), endsPhrase(stream, next) else { continue }
                report(stream, item, "many", .much(stream.original(next)), context, &findings)
            case "many":
                guard Self.massNouns.contains(noun), endsPhrase(stream, next) else { continue }
                // `many news reports`: a mass noun that modifies the noun after it.
                if stream.isWord(next + 1), tag(stream, next + 1, context)?.isNoun == true { continue }
                report(stream, item, "much", .many(stream.original(next)), context, &findings)
            case "of":
                checkOneOfThe(stream, item, context, &findings)
                // `the amount of people` → `the number of people`.
                if item > 0, stream.texts[item - 1] == "amount", isPluralNoun(stream, next, context), !Self.units.contains(noun) {
                    report(stream, item - 1, "number", .amount(stream.original(next)), context, &findings)
                }
            default:
                continue
            }
        }
        checkPhrases(context, into: &findings)
        findings[start...].sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// `one of the best player` → `players`.
    private func checkOneOfThe(_ stream: ParagraphView, _ of: Int, _ context: RuleContext, _ findings: inout [Finding]) {
        guard of > 0, stream.texts[of - 1] == "one", stream.isWord(of + 1),
            ["the", "my", "your", "his", "her", "our", "their", "these", "those"].contains(stream.texts[of + 1])
        else { return }
        var k = of + 2
        var modifiers = 0
        while stream.isWord(k), modifiers < 2, Self.modifiers.contains(stream.texts[k]) || Adjectives.isLikely(stream.texts[k]) {
            k += 1
            modifiers += 1
        }
        guard stream.isWord(k), endsPhrase(stream, k), !isTaggedAdjective(stream, k, context) else { return }
        let noun = stream.texts[k]
        guard !Self.massNouns.contains(noun), Lexicon.shared.isPlural(noun, spelling: context.spelling) == false,
            !Adjectives.isLikely(noun), Lexicon.shared.forms(of: noun).isEmpty, !stream.isCapitalized(k)
        else { return }
        let plural = Inflection.thirdPerson(noun)
        guard context.spelling.isCorrect(plural) else { return }
        report(stream, k, plural, .oneOf, context, &findings)
    }

    /// Whether the tagger reads the word at `item` as an adjective before its noun
    /// (`one of my favorite places`), where the word list cannot tell.
    private func isTaggedAdjective(_ stream: ParagraphView, _ item: Int, _ context: RuleContext) -> Bool {
        tag(stream, item, context)?.isAdjective == true
    }

    /// The tagger's part of speech for the word at `item`, nil when the paragraph's analysis splits it otherwise.
    private func tag(_ stream: ParagraphView, _ item: Int, _ context: RuleContext) -> PennTag? {
        let start = stream.range(item).lowerBound
        let words = context.view.analysis.words
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle].range.lowerBound < start { low = middle + 1 } else { high = middle }
        }
        return low < words.count && words[low].range.lowerBound == start ? words[low].tag.penn : nil
    }

    private func isPluralNoun(_ stream: ParagraphView, _ item: Int, _ context: RuleContext) -> Bool {
        let word = stream.texts[item]
        guard !stream.isCapitalized(item), !Lexicon.shared.forms(of: word).contains(.thirdPerson) else { return false }
        return Lexicon.shared.isPlural(word, spelling: context.spelling) == true && !Self.notCounted.contains(word)
    }

    /// Punctuation, the end, a verb or a function word follows: the noun ends its phrase.
    private func endsPhrase(_ stream: ParagraphView, _ item: Int) -> Bool {
        let next = item + 1
        guard next < stream.count else { return true }
        if stream.kind(next) == .punctuation { return stream.texts[next] != "-" && stream.texts[next] != "'" }
        guard stream.kind(next) == .word else { return false }
        let w = stream.texts[next]
        return Lexicon.prepositions.contains(w) || Lexicon.modals.contains(w) || Self.followers.contains(w)
            || Lexicon.singularAuxiliaries[w] != nil || Lexicon.pluralAuxiliaries[w] != nil
            || !Lexicon.shared.forms(of: w).isDisjoint(with: [.past, .thirdPerson])
    }

    private func report(
        _ stream: ParagraphView, _ item: Int, _ fix: String, _ message: String, _ context: RuleContext,
        _ findings: inout [Finding]
    ) {
        findings.append(
            context.finding(self, stream.range(item), message, suggestions: [Casing.matching(fix, to: stream.original(item))]))
    }

    private static let followers: Set<String> = [
        "and", "or", "but", "that", "which", "who", "were", "was", "is", "are", "will", "can", "have", "has", "had",
        "because", "when", "if", "so", "than", "here", "there", "now", "today", "too", "again",
    ]
    private static let modifiers: Set<String> = ["best", "worst", "most", "least", "main", "biggest", "greatest", "only", "first", "last"]
    private static let massNouns: Set<String> = [
        "money", "information", "advice", "furniture", "equipment", "knowledge", "homework", "housework", "traffic",
        "music", "luggage", "baggage", "evidence", "research", "software", "hardware", "feedback", "progress", "news",
        "water", "rice", "bread", "time", "work", "fun", "weather", "stuff", "garbage", "pollution", "electricity",
        "sand", "milk", "coffee", "tea", "sugar", "salt", "air", "health", "happiness", "love", "help", "space",
    ]
    /// Units measured as amounts (`the amount of bytes`).
    private static let units: Set<String> = [
        "bytes", "bits", "kilobytes", "megabytes", "gigabytes", "pixels", "seconds", "minutes", "hours", "days",
        "calories", "dollars", "euros", "pounds", "points", "cycles",
    ]
    /// Plurals used with singular determiners in set phrases (`this means`, `every thanks`).
    private static let notCounted: Set<String> = ["means", "series", "species", "news", "thanks", "odds", "times", "ways"]
}

extension String {
    fileprivate static func demonstrative(_ noun: String) -> String {
        "“\(noun)” is plural: use “these”."
    }
    fileprivate static let every = "“Every” and “each” go with a singular noun."
    fileprivate static func amount(_ noun: String) -> String {
        "“\(noun)” can be counted: use “number of”, not “amount of”."
    }
    fileprivate static func much(_ noun: String) -> String {
        "“\(noun)” is countable: use “many”."
    }
    fileprivate static func many(_ noun: String) -> String {
        "“\(noun)” is uncountable: use “much”."
    }
    fileprivate static let oneOf = "After “one of the”, use the plural noun."
}
