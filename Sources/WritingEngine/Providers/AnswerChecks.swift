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

    /// Refuses an answer that adds too much to the text. No answer but
    /// composed text brings a web address of its own. A concise answer has
    /// few words of its own (an eighth of the text's, at least three). A
    /// proofread answer is a correction, about as long as the text, with
    /// few words of its own (a corrected spelling is one). A rewrite in
    /// another tone may add a greeting or a softer phrasing, not a new
    /// paragraph. Each item of a list takes at least half of its words from
    /// the text, each key point at least one (a small model copies its
    /// worked example's items, and key points may rephrase). A model whose
    /// answer must keep code at its place (`AnswerGrammar`) can still write
    /// about something else around it; this is where that stops.
    static func additions(_ answer: String, input: String, action: WritingAction) throws(TransformError) {
        let length = Double(input.utf8.count)
        switch action {
        case .compose: return
        default:
            if links(in: answer).contains(where: { !input.contains($0) }) {
                throw .unusableAnswer("it adds a link that is not in the text")
            }
        }
        switch action {
        case .rewrite(.concise):
            let sent = contentStems(input)
            if contentStems(answer).subtracting(sent).count > max(3, sent.count / 8) {
                throw .unusableAnswer("it adds to the text instead of shortening it")
            }
        case .proofread:
            let sent = contentStems(input)
            let added = contentStems(answer).subtracting(sent)
            if Double(answer.utf8.count) > length * 1.25 + 16 || added.count > max(2, sent.count / 4)
                || keptInOrder(words(input), words(answer)) < 0.6
            {
                throw .unusableAnswer("it adds to the text instead of correcting it")
            }
        case .rewrite(.friendly), .rewrite(.professional):
            if Double(answer.utf8.count) > length * 2 + 40 { throw .unusableAnswer("it adds to the text instead of rewriting it") }
        case .list, .keyPoints:
            let sent = contentStems(input)
            for item in answer.split(separator: "\n") where TextLayout.isListItem(item) {
                let stems = contentStems(String(item))
                let kept = stems.intersection(sent).count
                if action == .list ? stems.count >= 2 && 2 * kept < stems.count : stems.count >= 3 && kept == 0 {
                    throw .unusableAnswer("it adds points that are not in the text")
                }
            }
        default:
            break
        }
    }

    /// The web addresses in `text`: from `http://`, `https://` or `www.` to
    /// the first space, quote, bracket or angle bracket, without the
    /// punctuation that ends a sentence after it.
    static func links(in text: String) -> [Substring] {
        var found: [Substring] = []
        var rest = text[...]
        while let start = ["http://", "https://", "www."].compactMap({ rest.range(of: $0)?.lowerBound }).min() {
            let end = rest[start...].firstIndex { $0.isWhitespace || "\"'<>()[]`".contains($0) } ?? rest.endIndex
            var link = rest[start..<end]
            while let last = link.last, ".,;:!?".contains(last) { link = link.dropLast() }
            found.append(link)
            rest = rest[end...]
        }
        return found
    }

    /// Refuses a rewrite or correction that stops mid-sentence where the
    /// text ends a sentence: a model cut short by its token bound. A list
    /// is cut short when its last item does not end a sentence and every
    /// other item does.
    static func ending(_ answer: String, input: String, action: WritingAction) throws(TransformError) {
        guard endsSentence(input) else { return }
        switch action {
        case .proofread, .rewrite, .instructions:
            if !endsSentence(answer) { throw .unusableAnswer("it stops in the middle of a sentence") }
        case .list:
            let items = answer.split(separator: "\n").filter(TextLayout.isListItem).map(String.init)
            if let last = items.last, items.count >= 2, !endsSentence(last), items.dropLast().allSatisfy(endsSentence) {
                throw .unusableAnswer("it stops in the middle of an item")
            }
        default:
            return
        }
    }

    /// Whether `text` ends with a sentence's end mark, closing quotes, brackets and emphasis aside.
    static func endsSentence(_ text: String) -> Bool {
        let end = text.reversed().drop { $0.isWhitespace || ")]\"”’'*_".contains($0) }.first
        return end.map { ".!?:".contains($0) } ?? false
    }

    /// The lowercased words of `text`.
    static func words(_ text: String) -> [Substring] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" && $0 != "’" })
    }

    /// The share of `original` that `answer` keeps in order (their longest
    /// common subsequence of words over the original's length).
    static func keptInOrder(_ original: [Substring], _ answer: [Substring]) -> Double {
        guard !original.isEmpty else { return 1 }
        var previous = [Int](repeating: 0, count: answer.count + 1)
        var current = previous
        for word in original {
            for (j, other) in answer.enumerated() {
                current[j + 1] = word == other ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return Double(previous[answer.count]) / Double(original.count)
    }

    /// The first five letters of each word of four letters or more.
    static func contentStems(_ text: String) -> Set<Substring> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).filter { $0.count >= 4 }.map { $0.prefix(5) })
    }

    /// Refuses an answer with a line that opens as talk about the text
    /// ("Here is a basic example of…", "Sure, …", "The rewritten text…")
    /// that the cleaner could not cut off, because no colon or line break
    /// ends it: what follows is the model's own writing, not the text.
    /// A line of the text that opens the same way is the text's own, and
    /// composed text may open any way.
    static func talk(_ answer: String, input: String, action: WritingAction) throws(TransformError) {
        if case .compose = action { return }
        let own = Set(input.split(whereSeparator: \.isNewline).compactMap { talkOpening(of: $0) })
        if let opening = answer.split(whereSeparator: \.isNewline).lazy.compactMap({ talkOpening(of: $0) }).first(where: {
            !own.contains($0)
        }) {
            throw .unusableAnswer("it talks about the text (“\(opening)…”)")
        }
    }

    /// The talk a line opens with, as a word or phrase of `talkOpenings` followed by no letter.
    static func talkOpening(of line: Substring) -> String? {
        let lower = line.drop(while: \.isWhitespace).lowercased()
        return talkOpenings.first { lower.hasPrefix($0) && !(lower.dropFirst($0.count).first?.isLetter ?? false) }
    }

    /// How a model's talk about the text opens.
    static let talkOpenings = [
        "here is", "here's", "here are", "sure", "certainly", "of course", "below is", "the following is", "rewritten",
        "the rewritten", "the revised", "revised text", "revised version", "i've made", "i have made", "i've rewritten",
        "i have rewritten", "i've revised", "i have revised",
    ]

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
