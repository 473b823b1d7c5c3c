/// An answer cut short: a model stopped by its token bound mid-sentence or
/// mid-word ("It includes a", "Use standard e").
enum AnswerEnding {
    /// Why `result` looks cut short, or nil. Prose must end a sentence where
    /// the text ends one (a summary and composed text always); a list's last
    /// item must end one when every other item does; and no answer, item or
    /// table cell ends on a word that cannot end a sentence (`a`, `the`,
    /// `of`, `and`), on the start of a word of the text, on a word English
    /// does not know (`configura`; in English text), or, for an item, on a
    /// comma: a bullet needs no full stop, but it says a whole thing. A
    /// table cell of one word is a label, and a cell may end on a word the
    /// text's own cells or lines end on.
    static func cut(_ result: AnswerText, original text: AnswerText, action: WritingAction, english: Bool) -> String? {
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
            if endsSentence(text.withoutBlocks) && !endsSentence(result.withoutBlocks) { return "it stops in the middle of a sentence" }
        }
        let textEndsSentence = endsSentence(text.withoutBlocks)
        let textLines = text.withoutBlocks.split(whereSeparator: \.isNewline)
        let pieces = items.isEmpty ? (lines.contains(where: TextLayout.isTableRow) ? [] : [Substring(result.withoutBlocks)]) : items
        for line in pieces {
            if !items.isEmpty, line.last(where: { !$0.isWhitespace }) == ",",
                !textLines.contains(where: { $0.last(where: { !$0.isWhitespace }) == "," })
            {
                return "an item stops on a comma (“\(excerpt(line))”)"
            }
            if let cut = cutWord(line, text: text, sentenceEnds: textEndsSentence, english: english) {
                return "it stops in the middle of \(cut)"
            }
        }
        // A cell of one word is a label (`A`); a cell may end as the text's own cells and lines do.
        let textEndings = Set(textLines.flatMap { $0.split(separator: "|") }.compactMap { AnswerText.words(String($0)).last })
        for row in lines where TextLayout.isTableRow(row) && !row.allSatisfy({ "|-: \t".contains($0) }) {
            for cell in row.split(separator: "|") where !cell.allSatisfy(\.isWhitespace) {
                let words = AnswerText.words(String(cell))
                let mayDangle = words.count < 2 || words.last.map(textEndings.contains) == true
                if let cut = cutWord(cell, text: text, sentenceEnds: !mayDangle, english: english) {
                    return "a table cell stops in the middle of \(cut)"
                }
            }
        }
        return nil
    }

    /// How `piece` (a sentence, an item, a cell) ends cut short when its
    /// last character is a letter or digit: on a word no sentence ends on
    /// (when `sentenceEnds`, the text ending its own), on the start of a
    /// word of the text, or (`english`) on a word English does not know
    /// that the text does not write; nil when it ends whole.
    static func cutWord(_ piece: Substring, text: AnswerText, sentenceEnds: Bool, english: Bool) -> String? {
        guard let last = AnswerText.words(String(piece)).last,
            let trailing = piece.last(where: { !$0.isWhitespace }), trailing.isLetter || trailing.isNumber
        else { return nil }
        if sentenceEnds && danglingWords.contains(String(last)) { return "a sentence (“… \(last)”)" }
        if text.words.contains(last) { return nil }
        if text.words.contains(where: { $0.count > last.count && $0.hasPrefix(last) }) { return "a word (“\(last)”)" }
        if english, last.count >= 2, last.allSatisfy(\.isLetter), AnswerText.zipfClass(String(last)) == 0,
            piece.reversed().prefix(last.count).allSatisfy({ $0.isLowercase })
        {
            return "a word (“\(last)”)"
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

    private static func excerpt(_ line: Substring) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 60 ? "…" + String(trimmed.suffix(60)) : trimmed
    }
}
