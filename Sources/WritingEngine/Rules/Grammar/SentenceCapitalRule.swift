/// A sentence that starts with a lowercase word: `it works. then it stops.`
///
/// Only ordinary dictionary words are flagged (never identifiers or names
/// written in lowercase on purpose), and a sentence after an ellipsis is left
/// alone. The first sentence of a unit counts only when the unit ends like a
/// sentence, so lowercase list items and headings stay quiet.
public struct SentenceCapitalRule: Rule {
    public init() {}
    public var id: String { "sentence-capital" }
    public var summary: String { "A sentence starts with a capital letter." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = TokenStream(context.paragraph)
        guard let last = (0..<stream.count).last(where: { stream.kind($0) != .masked }) else { return }
        let endsLikeSentence = [".", "!", "?"].contains(stream.texts[last])
        var first = true
        for item in 0..<stream.count where stream.startsSentence[item] {
            defer { first = false }
            if first && !endsLikeSentence { continue }
            guard stream.kind(item) == .word else { continue }
            let original = stream.original(item)
            guard let c = original.utf8.first, c >= 0x61 && c <= 0x7A else { continue }
            if Self.followsEllipsis(stream, item) { continue }
            if item > 0 && stream.texts[item - 1] == ":" { continue }
            let word = stream.texts[item]
            guard Self.commonStarters.contains(word) || context.spelling.frequencyLevel(word).map({ $0 <= 35 }) == true
            else { continue }
            if context.knownWords.contains(original) { continue }
            findings.append(
                context.finding(self, stream.range(item), .message, suggestions: [Casing.capitalized(original)]))
        }
    }

    /// `wait… then`, `wait... then`: the sentence goes on after the pause.
    private static func followsEllipsis(_ stream: TokenStream, _ item: Int) -> Bool {
        guard item > 0 else { return false }
        if stream.texts[item - 1] == "…" { return true }
        return item > 1 && stream.texts[item - 1] == "." && stream.texts[item - 2] == "."
    }

    /// Words that often start sentences, recognised without the word list.
    private static let commonStarters: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "it", "i", "we", "you", "he", "she", "they", "there",
        "then", "but", "and", "so", "if", "when", "in", "on", "at", "for", "my", "our", "his", "her", "their", "your",
        "what", "how", "why", "where", "who", "is", "are", "do", "does", "can", "after", "before", "also", "however",
        "however,", "some", "many", "most", "all", "each", "every", "one", "now", "today", "yesterday", "please",
    ]
}

extension String {
    fileprivate static let message = "Start a sentence with a capital letter."
}
