/// Sentences of masked prose, and the words they weigh.
enum Sentences {
    /// The sentences of `text` (placeholders at `placeholders` are opaque),
    /// trimmed, with line breaks and indentation inside a sentence made one space.
    static func split(_ text: String, placeholders: [Range<Int>]) -> [String] {
        let bytes = Array(text.utf8)
        let paragraph = Paragraph(bytes: bytes, tokens: Tokenizer.tokenize(bytes, masks: placeholders))
        return paragraph.sentences.compactMap { sentence in
            let tokens = paragraph.tokens[sentence]
            guard let first = tokens.first(where: { !$0.isBlank }), let last = tokens.last(where: { !$0.isBlank }) else { return nil }
            var out = ""
            var pendingBlank = false
            for token in paragraph.tokens[sentence]
            where token.range.lowerBound >= first.range.lowerBound && token.range.upperBound <= last.range.upperBound {
                if token.isBlank {
                    pendingBlank = true
                } else {
                    if pendingBlank { out += " " }
                    pendingBlank = false
                    out += paragraph.string(token)
                }
            }
            return out
        }
    }

    /// Lowercased content words of `text` (no function words, no placeholders), lightly stemmed.
    static func contentWords(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return Tokenizer.tokenize(bytes).compactMap { token in
            guard token.kind == .word else { return nil }
            var word = PhraseRule.normalize(String(decoding: bytes[token.range], as: UTF8.self))
            guard word.count > 2, !stopwords.contains(word) else { return nil }
            if word.hasSuffix("s") && !word.hasSuffix("ss") && word.count > 3 { word.removeLast() }
            return word
        }
    }

    /// English function words, which carry no topic.
    static let stopwords: Set<String> = [
        "the", "and", "for", "are", "but", "not", "you", "all", "any", "can", "had", "her", "was", "one", "our", "out", "has",
        "him", "his", "how", "its", "may", "new", "now", "old", "see", "two", "way", "who", "did", "get", "got", "let", "put",
        "say", "she", "too", "use", "that", "with", "have", "this", "will", "your", "from", "they", "know", "want", "been",
        "much", "some", "time", "very", "when", "come", "here", "just", "like", "long", "make", "many", "more", "most", "only",
        "over", "such", "take", "than", "them", "well", "were", "what", "also", "into", "each", "then", "there", "these",
        "their", "would", "could", "should", "about", "which", "other", "after", "before", "being", "because", "while", "where",
        "those", "still", "though", "through", "very", "really", "basically", "going", "able", "it's", "i'm", "we're", "don't",
        "does", "doing", "done", "shall", "might", "must", "upon", "onto", "off", "yet", "both", "either", "neither", "every",
        "own", "same", "so", "there's", "that's", "us", "we", "i", "me", "my", "mine", "yours", "ours", "theirs", "whose",
        "again", "ever", "even", "already", "always", "never", "often", "quite", "rather", "perhaps", "please", "thanks",
    ]
}
