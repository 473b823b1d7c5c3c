/// The same word twice in a row: `the the`. Grammatical doubles such as
/// `had had` and `that that` are left alone, and `is is` after a free
/// relative (`What it is is a mess.`) but not in `It is is fine.`, as are a
/// word said three times (`tap tap tap`) and a quoted double (`"pow pow"`).
public struct RepeatedWordRule: Rule {
    public init() {}
    public var id: String { "repeated-word" }
    public var summary: String { "A word written twice in a row." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.tokenStream
        var item = 1
        while item < stream.count {
            defer { item += 1 }
            guard stream.kind(item) == .word, stream.kind(item - 1) == .word, stream.texts[item] == stream.texts[item - 1],
                stream.hasSpaceBefore(item)
            else { continue }
            let word = stream.texts[item]
            if Self.allowed.contains(word) { continue }
            if word == "is", Self.followsFreeRelative(stream, item - 1) { continue }
            // `Walla Walla`, `Bora Bora`: a capitalised second word inside a sentence is a name.
            if stream.isCapitalized(item) { continue }
            // `tap tap tap`, `"pow pow"`: a word said over on purpose.
            if item + 1 < stream.count && stream.texts[item + 1] == word || item >= 2 && stream.texts[item - 2] == word
                || Self.isQuoted(stream, item - 1, item)
            {
                continue
            }
            let first = stream.original(item - 1)
            let gap = stream.range(item - 1).upperBound..<stream.range(item).lowerBound
            if stream.paragraph.bytes[gap].contains(0x0A) {
                // Across a line break, the first word and the break stay, the second goes with
                // the spaces after it: the lines and their indentation stay as they are.
                let bytes = stream.paragraph.bytes
                var end = stream.range(item).upperBound
                while end < bytes.count, bytes[end] == 0x20 { end += 1 }
                let kept = first + String(decoding: bytes[gap], as: UTF8.self)
                findings.append(
                    context.finding(self, stream.range(item - 1).lowerBound..<end, .message(first), suggestions: [kept], safe: true))
            } else {
                findings.append(
                    context.finding(self, stream.span(item - 1, item), .message(first), suggestions: [first], safe: true))
            }
        }
    }

    /// Whether the words `first...last` are the whole of a quotation (`"pow pow"`).
    private static func isQuoted(_ stream: TokenStream, _ first: Int, _ last: Int) -> Bool {
        let tokens = stream.paragraph.tokens
        let before = stream.tokenIndices[first] - 1
        let after = stream.tokenIndices[last] + 1
        guard before >= 0, after < tokens.count else { return false }
        let opening = stream.paragraph.string(tokens[before])
        return Self.quotes.contains(opening) && stream.paragraph.string(tokens[after]) == Self.closing(opening)
    }

    private static let quotes: Set<String> = ["\"", "“", "'", "‘"]

    private static func closing(_ opening: String) -> String {
        switch opening {
        case "“": "”"
        case "‘": "’"
        default: opening
        }
    }

    /// Whether a word that opens a free relative (`what`, `all`, `where`…)
    /// stands before `item` in its sentence, a few words back at most: then
    /// `is is` closes the relative and opens the predicate.
    private static func followsFreeRelative(_ stream: TokenStream, _ item: Int) -> Bool {
        var k = item - 1
        while k >= 0, k >= item - 8 {
            if stream.kind(k) == .word, freeRelativeOpeners.contains(stream.texts[k]) { return true }
            if stream.startsSentence[k] { return false }
            k -= 1
        }
        return false
    }

    private static let freeRelativeOpeners: Set<String> = ["what", "whatever", "all", "where", "how", "why", "who", "whoever"]

    /// Words that may be doubled grammatically or idiomatically.
    private static let allowed: Set<String> = [
        "had", "that", "do", "her", "bye", "so", "no", "yeah", "ha", "hey", "boo", "knock", "tut", "chop",
        "pooh", "night", "mama", "papa", "blah", "very", "really", "far", "many", "long",
    ]
}

extension String {
    fileprivate static func message(_ word: String) -> String {
        "“\(word)” is repeated."
    }
}
