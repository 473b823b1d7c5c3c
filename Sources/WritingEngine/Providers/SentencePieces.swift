/// A one-paragraph selection cut at its sentence boundaries, so that a
/// model can take one sentence at a time.
///
/// A small on-device model follows a short input far more faithfully than a
/// paragraph: it keeps the sentence's code and links, and does not wander
/// off into a story. Each sentence's answer is checked on its own, and a
/// sentence whose answer fails keeps its own words, so one bad answer does
/// not sink the rest. The text between sentences (spaces, a line break) is
/// kept exactly.
struct SentencePieces: Sendable {
    /// One sentence: its byte range in the selection, and the selection's
    /// protected spans and findings that fall inside it, made relative to it.
    struct Piece: Sendable {
        let range: Range<Int>
        let input: TransformInput
        /// Whether the sentence has enough words to be worth a request.
        let isWorthAsking: Bool
    }

    let text: String
    let pieces: [Piece]

    /// The sentences of `input`, or nil when it is not one paragraph of at
    /// least two sentences, or when a protected span is a block or crosses a
    /// sentence boundary (such a selection goes to the model whole). With
    /// `clausesOfOneSentence`, a paragraph of one sentence is cut into its
    /// clauses that a comma, a semicolon or a colon ends (that mark left
    /// between them), each of at least three words.
    init?(_ input: TransformInput, clausesOfOneSentence: Bool = false) {
        guard !input.spans.contains(where: \.isBlock) else { return nil }
        let paragraphs = TextLayout.runs(input.text).filter(\.isParagraph)
        guard paragraphs.count == 1, let only = paragraphs.first,
            !only.text.split(separator: "\n").contains(where: { TextLayout.prefixLength($0) > 0 || TextLayout.isTableRow($0) })
        else { return nil }
        let bytes = Array(input.text.utf8)
        let paragraph = Paragraph(bytes: bytes, tokens: Tokenizer.tokenize(bytes, masks: input.spans.map(\.range)))
        var ranges: [Range<Int>] = paragraph.sentences.compactMap { sentence in
            let tokens = paragraph.tokens[sentence].filter { !$0.isBlank }
            guard let first = tokens.first, let last = tokens.last else { return nil }
            return first.range.lowerBound..<last.range.upperBound
        }
        if ranges.count == 1, clausesOfOneSentence { ranges = Self.clauses(paragraph, within: ranges[0]) }
        var pieces: [Piece] = []
        var token = 0
        for range in ranges {
            // The words of this piece: the tokens up to its end, from its start.
            var words = 0
            while token < paragraph.tokens.count, paragraph.tokens[token].range.lowerBound < range.upperBound {
                if paragraph.tokens[token].kind == .word && paragraph.tokens[token].range.lowerBound >= range.lowerBound { words += 1 }
                token += 1
            }
            if input.spans.contains(where: { $0.range.overlaps(range) && !range.encloses($0.range) }) { return nil }
            let spans = input.spans.filter { range.encloses($0.range) }.map {
                ProtectedSpan(
                    range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound), kind: $0.kind,
                    isBlock: false)
            }
            let findings = input.findings.filter { range.encloses($0.range) }.map { $0.shifted(by: -range.lowerBound) }
            let piece = TransformInput(
                text: paragraph.string(range), spans: spans, language: input.language, options: input.options, findings: findings)
            pieces.append(Piece(range: range, input: piece, isWorthAsking: words >= 3))
        }
        guard pieces.count >= 2 else { return nil }
        self.text = input.text
        self.pieces = pieces
    }

    /// The byte ranges of the clauses of the one sentence at `range` that
    /// a comma, a semicolon or a colon ends, without that mark; a clause
    /// of fewer than three words stays with the one before it. A comma
    /// before a verb's base form ends one too: the verb opens an
    /// imperative (`…, remember that …`).
    static func clauses(_ paragraph: Paragraph, within range: Range<Int>) -> [Range<Int>] {
        let analysis = ParagraphAnalysis(paragraph, spelling: .shared(for: .americanEnglish))
        let words = analysis.words
        // wordsBefore[k]: the words (not punctuation) among the first k.
        var wordsBefore = [0]
        for word in words { wordsBefore.append(wordsBefore.last! + (word.text.first?.isLetter == true ? 1 : 0)) }
        // Clause starts, and the imperatives a comma opens (`…, remember that …`), which have no subject to mark them.
        let imperatives = words.indices.dropFirst().filter { words[$0 - 1].text == "," && words[$0].tag.penn == .vb }
        let starts = Set(analysis.clauses.dropFirst().map(\.words.lowerBound)).union(imperatives).sorted()
        var ranges: [Range<Int>] = []
        var start = range.lowerBound
        var startWord = 0
        for k in starts {
            guard k > 0, [",", ";", ":"].contains(words[k - 1].text), wordsBefore[k] - wordsBefore[startWord] >= 3,
                wordsBefore[words.count] - wordsBefore[k] >= 3
            else { continue }
            ranges.append(start..<words[k - 1].range.lowerBound)
            start = words[k].range.lowerBound
            startWord = k
        }
        return ranges + [start..<range.upperBound]
    }

    /// The selection with each sentence replaced by its answer (nil: kept).
    func joined(_ answers: [String?]) -> String {
        let bytes = Array(text.utf8)
        var out = ""
        var cursor = 0
        for (piece, answer) in zip(pieces, answers) {
            out += String(decoding: bytes[cursor..<piece.range.lowerBound], as: UTF8.self)
            out += answer ?? piece.input.text
            cursor = piece.range.upperBound
        }
        return out + String(decoding: bytes[cursor...], as: UTF8.self)
    }

    /// A Markdown list of one `- ` item per sentence: its answer (nil: the
    /// sentence), each on one line, with the whitespace around the selection kept.
    func listed(_ answers: [String?]) -> String {
        let (lead, _, trail) = BuiltinEngine.splitWhitespace(text)
        return lead
            + zip(pieces, answers).map { piece, answer in "- " + (answer.map(Self.oneLine) ?? piece.flowed) }.joined(separator: "\n")
            + trail
    }

    /// Whether every inline protected text of the selection is still in
    /// `result`: each span when the model saw placeholders, else the texts a
    /// whole answer is checked for (`ModelTransform.verbatimTexts`:
    /// emphasis markers may go, code and link targets may not).
    func keepsProtectedText(_ result: String, shown: Bool) -> Bool {
        pieces.allSatisfy { piece in
            if shown { return ModelTransform.verbatimTexts(piece.input).allSatisfy(result.contains) }
            let bytes = Array(piece.input.text.utf8)
            return piece.input.spans.allSatisfy { result.contains(String(decoding: bytes[$0.range], as: UTF8.self)) }
        }
    }

    /// `text` with each run of whitespace that holds a line break made one
    /// space, and without whitespace at either end.
    static func oneLine(_ text: String) -> String {
        flowed(Substring(text)).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `text` with each run of whitespace that holds a line break made one space.
    static func flowed(_ text: Substring) -> String {
        var out = ""
        var blank = ""
        for character in text {
            if character.isWhitespace {
                blank.append(character)
                continue
            }
            out += blank.contains(where: \.isNewline) ? " " : blank
            blank = ""
            out.append(character)
        }
        return out + (blank.contains(where: \.isNewline) ? " " : blank)
    }
}

extension SentencePieces.Piece {
    /// A model's `answer` for this piece fitted to its place: a clause
    /// that opens in lower case keeps that, and one that ends without a
    /// sentence's end mark gets none (a model writes each piece as a sentence).
    func fitted(_ answer: String) -> String {
        var text = answer
        if input.text.first?.isLowercase == true, let first = text.first, first.isUppercase,
            text.dropFirst().first?.isLowercase == true
        {
            text = first.lowercased() + text.dropFirst()
        }
        if !AnswerEnding.endsSentence(input.text), text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
        return text
    }

    /// The sentence with its line breaks outside protected spans made
    /// spaces (a list item's text, on one line): the same length, so its
    /// spans and findings stay where they are.
    var unwrappedInput: TransformInput {
        var bytes = Array(input.text.utf8)
        let protected = input.spans.map(\.range)
        for index in bytes.indices
        where (bytes[index] == 0x0A || bytes[index] == 0x0D) && !protected.contains(where: { $0.contains(index) }) {
            bytes[index] = 0x20
        }
        var unwrapped = input
        unwrapped.text = String(decoding: bytes, as: UTF8.self)
        return unwrapped
    }

    /// The sentence on one line: its line breaks made spaces, except inside a protected span.
    var flowed: String {
        let bytes = Array(input.text.utf8)
        var out = ""
        var cursor = 0
        for span in input.spans.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where span.range.lowerBound >= cursor {
            out += SentencePieces.flowed(Substring(decoding: bytes[cursor..<span.range.lowerBound], as: UTF8.self))
            out += String(decoding: bytes[span.range], as: UTF8.self)
            cursor = span.range.upperBound
        }
        return out + SentencePieces.flowed(Substring(decoding: bytes[cursor...], as: UTF8.self))
    }
}

extension Range where Bound == Int {
    /// Whether `other` lies wholly inside this range.
    func encloses(_ other: Range<Int>) -> Bool { other.lowerBound >= lowerBound && other.upperBound <= upperBound }
}
