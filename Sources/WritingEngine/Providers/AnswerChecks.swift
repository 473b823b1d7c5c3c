/// Checks a cleaned model answer must pass before it is used.
enum AnswerChecks {
    /// Refuses an answer that shares too few content words with the text
    /// (a model that wrote about something else): rewrites, proofreading and
    /// lists keep most of the text's words; summaries, key points and any
    /// answer to a text of fewer than four content words at least one.
    static func fidelity(_ answer: String, input: String, action: WritingAction) throws(TransformError) {
        let needed: Double
        switch action {
        case .compose, .table: return
        case .summary, .keyPoints: needed = 0
        case .instructions, .rewrite(.friendly), .rewrite(.professional): needed = 0.35
        case .rewrite(.concise): needed = 0.45
        case .proofread, .list: needed = 0.6
        }
        let sent = contentStems(input)
        guard !sent.isEmpty else { return }
        let kept = sent.intersection(contentStems(answer))
        // A short text (a sentence) shares at least one word with any faithful answer.
        if kept.isEmpty || (sent.count >= 4 && Double(kept.count) < needed * Double(sent.count)) {
            throw .unusableAnswer("it says something else than the text")
        }
    }

    /// The first five letters of each word of four letters or more.
    static func contentStems(_ text: String) -> Set<Substring> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { $0.count >= 4 }.map { $0.prefix(5) })
    }

    /// Refuses an answer in another language than an English input.
    static func language(_ answer: String, input: String) throws(TransformError) {
        let sent = counts(input)
        let got = counts(answer)
        guard sent.english >= 2, sent.english > sent.other, got.english + got.other >= 3, got.other > got.english * 2 else { return }
        throw .unusableAnswer("it is in another language")
    }

    /// Function words of English, and of the languages small models drift into.
    static let english: Set<String> = [
        "the", "a", "an", "to", "of", "and", "is", "are", "in", "it", "you", "that", "for", "on", "with", "be", "this", "can", "your", "or",
    ]
    static let other: Set<String> = [
        "le", "la", "les", "des", "et", "est", "une", "du", "pour", "el", "los", "las", "y", "que", "es", "por", "con", "der", "die", "und",
        "das", "ist", "nicht", "mit", "il", "di", "che", "è", "per", "um", "não", "uma", "para", "het", "een", "van",
    ]

    private static func counts(_ text: String) -> (english: Int, other: Int) {
        var e = 0
        var o = 0
        for word in text.lowercased().split(whereSeparator: { !$0.isLetter }) {
            let w = String(word)
            if english.contains(w) { e += 1 } else if other.contains(w) { o += 1 }
        }
        return (e, o)
    }

    /// Refuses a list with fewer than two items, key points with none, a table without header and delimiter rows.
    static func shape(_ answer: String, for action: WritingAction) throws(TransformError) {
        let lines = answer.split(separator: "\n")
        switch action {
        case .list:
            if lines.filter(TextLayout.isListItem).count < 2 { throw .unusableAnswer("it is not a list") }
        case .keyPoints:
            if !lines.contains(where: TextLayout.isListItem) { throw .unusableAnswer("it holds no points") }
        case .table:
            let rows = lines.filter { TextLayout.isTableRow($0) }
            let delimiter = rows.contains { row in row.allSatisfy { "|-: \t".contains($0) } && row.contains("-") }
            if rows.count < 2 || !delimiter { throw .unusableAnswer("it is not a table") }
        default:
            break
        }
    }
}
