/// Sentences of masked prose, and the words they weigh.
enum Sentences {
    /// The sentences of `text` (placeholders at `placeholders` are opaque),
    /// trimmed, with line breaks and indentation inside a sentence made one space.
    static func split(_ text: String, placeholders: [Range<Int>]) -> [String] {
        joinedInsideMarks(splitAtEndMarks(text, placeholders: placeholders))
    }

    /// `sentences` with each one that ends inside brackets or quotes, or
    /// whose end mark is quoted (`query ('?') and fragment`), joined to the
    /// next: a list item or a key point never ends there.
    static func joinedInsideMarks(_ sentences: [String]) -> [String] {
        var out: [String] = []
        var open = false
        for sentence in sentences {
            if open, let last = out.popLast() {
                out.append(last + " " + sentence)
            } else {
                out.append(sentence)
            }
            open = leavesOpen(out[out.count - 1])
        }
        return out
    }

    /// Whether `sentence` leaves a bracket or a double quote open, or ends
    /// on an end mark quoted or bracketed on its own (`('?')`).
    static func leavesOpen(_ sentence: String) -> Bool {
        var depth = 0
        var quotes = 0
        for character in sentence {
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "\"": quotes += 1
            case "“": quotes += 1
            case "”": quotes -= 1
            default: break
            }
        }
        if depth > 0 || quotes % 2 != 0 { return true }
        let tail = sentence.reversed().prefix { ")]}'\"’”".contains($0) }
        let beforeTail = sentence.dropLast(tail.count)
        guard !tail.isEmpty, let mark = beforeTail.last, "?!.".contains(mark) else { return false }
        return beforeTail.dropLast().last.map { "('\"‘“[".contains($0) } ?? false
    }

    /// The sentences of `text` as the tokenizer ends them.
    static func splitAtEndMarks(_ text: String, placeholders: [Range<Int>]) -> [String] {
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
