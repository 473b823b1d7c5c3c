/// The table a small model on this machine makes from a text: a row for
/// each sentence (or list item), its words as they are in the "Details"
/// column, and in the first its topic, which the model picks among the
/// sentence's noun phrases.
///
/// A model of a hundred million parameters does not lay out a table of its
/// own: SmolLM2-135M, asked for one, made a table from none of eight
/// documentation paragraphs; with a table's shape imposed it filled the
/// cells with words of its own and dropped the text's, and left to name
/// each sentence's topic it wrote "Topic 1", "Topic 2" or one word for all.
/// It can tell which of a sentence's phrases the sentence is about. So the
/// grammar (`grammar`) fixes the header, the markup and every cell of the
/// text, and leaves the model the choice of each topic among the noun
/// phrases the tagger finds in its sentence (their determiner dropped):
/// nothing of the text can be lost, and every word of the table is the text's.
struct TopicTable: Sendable {
    /// The header row and the delimiter row.
    static let head = "| Topic | Details |\n| --- | --- |\n"
    /// The text of each row's "Details" cell, in order.
    let details: [String]
    /// For each row, the topics the model may choose from (at least one).
    let topics: [[String]]

    /// The rows of `text` (as the model sees it): its list items when it is
    /// a list, else its sentences, newlines made spaces; the clauses of a
    /// text of one sentence (`clauses(of:protected:)`). Nil when there are
    /// fewer than two rows with a noun phrase to be their topic, or when
    /// the text holds a `|`, which a cell would have to escape and
    /// protected text could not keep. `protected` are the inline protected
    /// texts it holds, never cut between sentences nor split into topics.
    init?(_ text: String, protected: [String]) {
        guard !text.contains("|") else { return nil }
        let lines = text.split(separator: "\n")
        var rows: [String]
        if lines.count >= 2, lines.allSatisfy(TextLayout.isListItem) {
            rows = lines.map { String($0.dropFirst(TextLayout.prefixLength($0))).trimmingCharacters(in: .whitespaces) }
        } else {
            rows = Sentences.split(text, placeholders: Self.ranges(of: protected, in: text))
        }
        if rows.count == 1 { rows = Self.clauses(of: rows[0], protected: protected) }
        // A sentence with no noun phrase ("This won't work.") joins the row before it, or the first after it.
        var details: [String] = []
        var topics: [[String]] = []
        var pending: String?
        for row in rows {
            let cell = pending.map { $0 + " " + row } ?? row
            let phrases = Self.nounPhrases(of: cell, protected: protected)
            if phrases.isEmpty, !details.isEmpty {
                details[details.count - 1] += " " + cell
                pending = nil
            } else if phrases.isEmpty {
                pending = cell
            } else {
                details.append(cell)
                topics.append(phrases)
                pending = nil
            }
        }
        guard details.count >= 2, pending == nil else { return nil }
        self.details = details
        self.topics = topics
    }

    /// The grammar of the answer: the head, then each row as `| topic | details |`,
    /// where only the choice of the topic is the model's.
    var grammar: AnswerGrammar {
        var root = "root ::= " + AnswerGrammar.literal(Self.head)
        for (cell, choices) in zip(details, topics) {
            root += " \"| \" (" + choices.map(AnswerGrammar.literal).joined(separator: " | ") + ") "
            root += AnswerGrammar.literal(" | " + cell + " |\n")
        }
        return AnswerGrammar(source: root + "\n", required: details)
    }

    /// The noun phrases of `sentence` with a noun for head, from their first
    /// modifier that is a word to their head, the first letter capitalized, each once.
    static func nounPhrases(of sentence: String, protected: [String]) -> [String] {
        let bytes = Array(sentence.utf8)
        let masks = ranges(of: protected, in: sentence)
        let paragraph = Paragraph(bytes: bytes, tokens: Tokenizer.tokenize(bytes, masks: masks))
        let analysis = ParagraphAnalysis(paragraph, spelling: .shared(for: .americanEnglish))
        var seen: Set<String> = []
        var phrases: [String] = []
        for phrase in analysis.nounPhrases where analysis.words[phrase.head].tag.penn.isNoun {
            // From the first modifier that is a word (`5-11 tries` → `Tries`).
            let word = (phrase.modifiers.lowerBound...phrase.head).first { k in
                analysis.words[k].text.first?.isLetter == true || paragraph.tokens[analysis.words[k].token].kind == .masked
            }
            guard let first = word else { continue }
            let range = analysis.words[first].range.lowerBound..<analysis.words[phrase.head].range.upperBound
            let text = String(decoding: bytes[range], as: UTF8.self)
            guard text.count <= 40, text.contains(where: { $0.isLetter }) else { continue }
            let topic = text.prefix(1).uppercased() + text.dropFirst()
            if seen.insert(topic.lowercased()).inserted { phrases.append(topic) }
        }
        return phrases
    }

    /// The clauses of `sentence` (`ParagraphAnalysis.clauses`) that a comma,
    /// a semicolon or a colon ends, each with its punctuation; when fewer
    /// than two of them have a noun phrase, all its clauses.
    static func clauses(of sentence: String, protected: [String]) -> [String] {
        let bytes = Array(sentence.utf8)
        let paragraph = Paragraph(bytes: bytes, tokens: Tokenizer.tokenize(bytes, masks: ranges(of: protected, in: sentence)))
        let analysis = ParagraphAnalysis(paragraph, spelling: .shared(for: .americanEnglish))
        let starts = analysis.clauses.dropFirst().map(\.words.lowerBound).filter { $0 > 0 }
        let afterPunctuation = starts.filter { [",", ";", ":"].contains(analysis.words[$0 - 1].text) }
        func pieces(_ cuts: [Int]) -> [String] {
            var pieces: [String] = []
            var start = 0
            for cut in cuts.map({ analysis.words[$0].range.lowerBound }) + [bytes.count] where cut > start {
                let piece = String(decoding: bytes[start..<cut], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                if !piece.isEmpty { pieces.append(piece) }
                start = cut
            }
            return pieces
        }
        let cut = pieces(afterPunctuation)
        return cut.filter { !nounPhrases(of: $0, protected: protected).isEmpty }.count >= 2 ? cut : pieces(starts)
    }

    /// The UTF-8 ranges of every occurrence of `texts` in `text`, in order, none overlapping.
    static func ranges(of texts: [String], in text: String) -> [Range<Int>] {
        let offset: (String.Index) -> Int = { text.utf8.distance(from: text.startIndex, to: $0) }
        let found = Set(texts).filter { !$0.isEmpty }.flatMap { text.ranges(of: $0) }.map { offset($0.lowerBound)..<offset($0.upperBound) }
        var kept: [Range<Int>] = []
        for range in found.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= (kept.last?.upperBound ?? 0) {
            kept.append(range)
        }
        return kept
    }
}
