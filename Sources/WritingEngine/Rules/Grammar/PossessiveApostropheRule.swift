/// Apostrophes that make a plural look possessive, or a possessive look
/// wrong.
///
/// The grammar: `'s` after a singular noun is a possessive or a contracted
/// `is` / `has`, so a plural verb cannot follow it; `the user's are` is the
/// plural `users`. A possessor counted by a number above one is plural, so
/// its apostrophe comes after the `s` (`two week's notice` → `two weeks'`).
/// Possessive pronouns never take an apostrophe (`its'`, `your's`, `their's`).
public struct PossessiveApostropheRule: Rule {
    public init() {}
    public var id: String { "possessive-apostrophe" }
    public var summary: String { "Plurals written as possessives (“the user's are”), “two week's”, “your's”, “its'”." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        let words = analysis.words
        let paragraph = analysis.paragraph
        for sentence in analysis.sentences {
            for i in sentence where i + 1 < sentence.upperBound {
                let word = words[i]
                let next = words[i + 1]
                let tokenRange = paragraph.tokens[word.token].range
                let attached = next.token == word.token || next.range.lowerBound == word.range.upperBound
                if attached, let pronoun = Self.possessivePronouns[word.text + next.text], !isQuoteClosing(words, i + 1, sentence) {
                    let range = tokenRange.lowerBound..<(next.token == word.token ? tokenRange.upperBound : next.range.upperBound)
                    let written = paragraph.string(word.range)
                    findings.append(
                        context.finding(self, range, .pronounApostrophe, suggestions: [Casing.matching(pronoun, to: written)]))
                    continue
                }
                guard word.tag.penn == .nn, next.token == word.token, next.text == "'s", i + 2 < sentence.upperBound,
                    i > sentence.lowerBound
                else { continue }
                let after = words[i + 2]
                let written = paragraph.string(word.range)
                if Self.pluralVerbs.contains(after.text), words[i - 1].tag.penn == .dt, Self.definiteDeterminers.contains(words[i - 1].text)
                {
                    findings.append(
                        context.finding(self, tokenRange, .pluralNotPossessive, suggestions: [Self.plural(of: written)]))
                } else if words[i - 1].tag.penn == .cd, Self.countsMoreThanOne(words[i - 1].text), after.tag.penn.isNoun {
                    findings.append(
                        context.finding(self, tokenRange, .countedPossessor, suggestions: [Self.plural(of: written) + "'"]))
                }
            }
        }
    }

    /// Whether the `'` at `i` closes a quotation opened earlier in the sentence.
    private func isQuoteClosing(_ words: [ParagraphAnalysis.Word], _ i: Int, _ sentence: Range<Int>) -> Bool {
        words[i].text == "'" && words[sentence.lowerBound..<i].contains { $0.text == "'" }
    }

    /// The regular plural of a noun (`policy` → `policies`, `box` → `boxes`).
    static func plural(of noun: String) -> String {
        let lower = noun.lowercased()
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            return noun + "es"
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return noun.dropLast() + "ies"
        }
        return noun + "s"
    }

    /// Whether a word tagged as a number is a numeral above one (`2`, `1,000`,
    /// `two`, `hundred`): the tags also call brackets and symbols numbers.
    private static func countsMoreThanOne(_ word: String) -> Bool {
        if numberWords.contains(word) { return true }
        let digits = word.utf8.filter { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: ".") }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        return !singularNumbers.contains(word)
    }

    private static let numberWords: Set<String> = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety", "hundred", "thousand", "million", "billion", "dozen",
    ]
    private static let possessivePronouns: [String: String] = [
        "its'": "its", "your's": "yours", "their's": "theirs", "our's": "ours", "her's": "hers", "yours'": "yours",
        "theirs'": "theirs", "its’": "its", "yours’": "yours", "theirs’": "theirs",
    ]
    /// Verbs that need a plural subject.
    /// The finite plural forms of be, have and do (`are`, `haven't`).
    private static let pluralVerbs = Set(Lexicon.pluralAuxiliaries.words)
    /// Determiners that do not fix a number, so `the user's` may hide a plural (`every user's` cannot).
    private static let definiteDeterminers: Set<String> = ["the", "these", "those", "our", "your", "their", "my", "his", "her", "all"]
    private static let singularNumbers: Set<String> = ["one", "1", "0", "zero"]
}

extension String {
    fileprivate static let pronounApostrophe = "Possessive pronouns take no apostrophe."
    fileprivate static let pluralNotPossessive = "A plural verb follows, so this is a plural: no apostrophe."
    fileprivate static let countedPossessor = "More than one owns it: the apostrophe goes after the plural “s”."
}
