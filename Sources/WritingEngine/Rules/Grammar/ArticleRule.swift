/// `a` before a vowel sound and `an` before a consonant sound: `an hour`,
/// `a university`, `an MRI`, `a one-time fee`. Fixed without asking only
/// where that is certain (`ArticleCertainty`).
public struct ArticleRule: Rule {
    public init() {}
    public var id: String { "a-an" }
    public var summary: String { "“a” or “an” chosen by the sound of the next word." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        var item = 0
        while item + 1 < stream.count {
            defer { item += 1 }
            let text = stream.texts[item]
            guard text == "a" || text == "an", stream.kind(item) == .word else { continue }
            // A capital `A` inside a sentence is a label (`plan A`, `Type A`), not the article.
            if stream.isCapitalized(item) && !stream.startsSentence[item] { continue }
            if item > 0, stream.kind(item - 1) == .word, Self.labelNouns.contains(stream.key(item - 1)) { continue }
            // `<a href=…>`, `</a>`: markup, not prose.
            if item > 0, stream.texts[item - 1] == "<" || stream.texts[item - 1] == "/" { continue }
            let next = item + 1
            let nextKind = stream.kind(next)
            guard nextKind == .word || nextKind == .number || nextKind == .abbreviation, stream.hasSpaceBefore(next),
                !stream.hasLineBreakBefore(next)
            else { continue }
            // `a a custom role`: a repeated word, not an article to change.
            guard stream.texts[next] != "a" && stream.texts[next] != "an" else { continue }
            guard let vowel = ArticleSound.startsWithVowelSound(stream.original(next), isWord: context.spelling.isCorrect) else {
                continue
            }
            let wanted = vowel ? "an" : "a"
            guard wanted != text else { continue }
            let replacement = Casing.matching(wanted, to: stream.original(item))
            let nextWord = stream.original(next)
            let certain = ArticleCertainty.isCertain(article: item, in: context)
            let reason: FixReason = vowel ? .articleBeforeVowelSound : .articleBeforeConsonantSound
            findings.append(
                context.finding(
                    self, stream.range(item), .message(wanted, before: nextWord), suggestions: [replacement],
                    fix: certain ? reason : nil))
        }
    }

    /// Nouns after which a lowercase `a` is a label (`option a`, `column a`).
    private static let labelNouns: WordSet = [
        "letter", "plan", "type", "grade", "vitamin", "class", "point", "option", "section", "part", "step", "item",
        "column", "row", "figure", "table", "appendix", "exhibit", "variable", "list", "case", "group", "team", "size",
    ]
}

extension String {
    fileprivate static func message(_ article: String, before word: String) -> String {
        article == "an"
            ? "Use “an” before a word that starts with a vowel sound: “an \(word)”."
            : "Use “a” before a word that starts with a consonant sound: “a \(word)”."
    }
}
