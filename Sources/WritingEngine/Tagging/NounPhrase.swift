/// A base noun phrase: an optional determiner, pre-modifiers and a head noun
/// (`the two largest log files`), or a pronoun alone (`they`, `this`).
/// Prepositional phrases and relative clauses after the head are not part of it.
public struct NounPhrase: Sendable, Hashable {
    public enum Number: Sendable, Hashable {
        case singular, plural
        /// `I`, `you`, `who`, a noun whose singular and plural are alike (`sheep`), a collective noun.
        case unknown
    }

    public enum Countability: Sendable, Hashable {
        /// Counted: a plural, or a noun after `a`, `every`, `many`, a number…
        case count
        /// Uncountable (`information`, `advice`).
        case mass
        case unknown
    }

    /// Word indices of the whole phrase.
    public let words: Range<Int>
    /// The determiner (`the`, `my`, `John's` → the `'s`), if any.
    public let determiner: Int?
    /// Word indices between the determiner and the head (adjectives, numbers, nouns used as modifiers).
    public let modifiers: Range<Int>
    public let head: Int
    public let number: Number
    public let countability: Countability

    /// The noun phrases of one sentence (`words[sentence]`), in order.
    static func chunks(_ words: [ParagraphAnalysis.Word], _ sentence: Range<Int>) -> [NounPhrase] {
        var result: [NounPhrase] = []
        var i = sentence.lowerBound
        while i < sentence.upperBound {
            if let phrase = phrase(at: i, words, sentence.upperBound) {
                result.append(phrase)
                i = phrase.words.upperBound
            } else {
                i += 1
            }
        }
        return result
    }

    private static func phrase(at start: Int, _ words: [ParagraphAnalysis.Word], _ end: Int) -> NounPhrase? {
        let first = words[start]
        if first.tag.penn == .prp || first.tag.penn == .ex || first.tag.penn == .wp {
            let number = pronounNumbers[first.text] ?? .unknown
            return NounPhrase(
                words: start..<start + 1, determiner: nil, modifiers: start..<start, head: start, number: number, countability: .count)
        }
        var i = start
        if words[i].tag.penn == .pdt { i += 1 }
        var determiner: Int?
        if i < end, [.dt, .prpPossessive, .wpPossessive].contains(words[i].tag.penn) {
            determiner = i
            i += 1
        } else if i + 1 < end, words[i].tag.penn.isNoun, words[i + 1].tag.penn == .pos {
            determiner = i + 1
            i += 2
        }
        let modifierStart = i
        var head: Int?
        while i < end {
            let penn = words[i].tag.penn
            if penn.isNoun || penn == .cd {
                head = i
            } else if penn.isAdjective || penn == .hyphen {
                // Part of the modifiers; a later noun is the head.
            } else if penn == .rb || penn == .vbn || penn == .vbg, head == nil, i + 1 < end,
                words[i + 1].tag.penn.isAdjective || words[i + 1].tag.penn.isNoun
            {
                // `very large`, `a broken link`, `the running total`.
            } else {
                break
            }
            i += 1
        }
        if head == nil, let determiner, determiner == start, modifierStart == i, words[determiner].tag.universal == .pron {
            // A demonstrative standing alone (`this is`, `those were`).
            let number = determinerNumbers[words[determiner].text] ?? .unknown
            return NounPhrase(
                words: start..<start + 1, determiner: nil, modifiers: start..<start, head: start, number: number, countability: .unknown)
        }
        guard let head else { return nil }
        let headWord = words[head]
        let determinerText = determiner.map { words[$0].text }
        var number: Number =
            switch headWord.tag.penn {
            case .nns, .nnps: .plural
            case .cd: headWord.text == "one" || headWord.text == "1" ? .singular : .plural
            default: .singular
            }
        // A plural without `-s` that the tags may read as singular (`criteria`, `phenomena`).
        if headWord.tag.penn == .nn, Lexicon.shared.facts(of: WordKey(headWord.text)).contains(.irregularPlural) { number = .plural }
        if Lexicon.shared.isUnmarkedOrCollective(headWord.text) { number = .unknown }
        var countability: Countability = .unknown
        if Lexicon.shared.isUncountable(headWord.text) {
            countability = .mass
        } else if number == .plural || determinerText.map({ countedDeterminers.contains(WordKey($0)) }) == true {
            countability = .count
        }
        return NounPhrase(
            words: start..<head + 1, determiner: determiner, modifiers: modifierStart..<head, head: head, number: number,
            countability: countability)
    }

    private static let pronounNumbers: WordMap<Number> = [
        "he": .singular, "she": .singular, "it": .singular, "him": .singular, "her": .singular, "we": .plural,
        "they": .plural, "us": .plural, "them": .plural, "itself": .singular, "himself": .singular,
        "herself": .singular, "themselves": .plural, "ourselves": .plural,
    ]
    private static let determinerNumbers: WordMap<Number> = [
        "this": .singular, "that": .singular, "these": .plural, "those": .plural,
    ]
    private static let countedDeterminers: WordSet = [
        "a", "an", "every", "each", "another", "many", "few", "several", "these", "those", "both", "either", "neither",
    ]
}
