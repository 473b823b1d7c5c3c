/// An answer cut short: a model stopped by its token bound mid-sentence or
/// mid-word ("It includes a", "Use standard e").
enum AnswerEnding {
    /// Why `result` looks cut short, or nil. Prose must end a sentence where
    /// the text ends one (a summary and composed text always); a list's last
    /// item must end one when every other item does; and no answer or item
    /// ends on a word that cannot end a sentence (`a`, `the`, `of`, `and`) or
    /// on the start of a word of the text.
    static func cut(_ result: AnswerText, original text: AnswerText, action: WritingAction) -> String? {
        let lines = result.withoutBlocks.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
        let items = lines.filter(TextLayout.isListItem)
        switch action {
        case .list, .keyPoints, .table:
            if let last = items.last, items.count >= 2, !endsSentence(last), items.dropLast().allSatisfy({ endsSentence($0) }) {
                return "it stops in the middle of an item"
            }
        case .summary, .compose:
            if !endsSentence(result.withoutBlocks) { return "it stops in the middle of a sentence" }
        default:
            if endsSentence(text.withoutBlocks), !endsSentence(result.withoutBlocks) { return "it stops in the middle of a sentence" }
        }
        for line in (items.isEmpty ? [Substring(result.withoutBlocks)] : items) {
            guard let last = AnswerText.words(String(line)).last else { continue }
            let trailing = line.reversed().first { !$0.isWhitespace }
            if let trailing, trailing.isLetter || trailing.isNumber {
                if danglingWords.contains(String(last)) && endsSentence(text.withoutBlocks) {
                    return "it stops in the middle of a sentence (“… \(last)”)"
                }
                if !text.words.contains(last), text.words.contains(where: { $0.count > last.count && $0.hasPrefix(last) }) {
                    return "it stops in the middle of a word (“\(last)”)"
                }
            }
        }
        return nil
    }

    /// Whether `text` ends with a sentence's end mark, closing quotes,
    /// brackets and emphasis aside, or with a colon that leads in to what
    /// follows (not the colon of an emoticon: `:)`).
    static func endsSentence(_ text: some StringProtocol) -> Bool {
        let trimmed = text.reversed().drop(while: \.isWhitespace)
        if trimmed.first == ":" { return true }
        let end = trimmed.drop { ")]\"”’'*_".contains($0) }.first
        return end.map { ".!?".contains($0) } ?? false
    }

    /// Words no sentence ends on: articles, common prepositions and conjunctions.
    static let danglingWords: Set<String> = [
        "a", "an", "the", "of", "to", "and", "or", "but", "with", "for", "from", "in", "into", "on", "at", "by", "as", "than", "that",
        "which", "your", "its", "their", "our", "my", "is", "are", "will",
    ]
}
