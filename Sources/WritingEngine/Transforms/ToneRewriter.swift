/// The built-in tone rewrites: a phrase table, then sentence steps;
/// deterministic, and blind to placeholders, quotations and headings' and
/// list items' markers. Each step of a sentence's rewrite (a phrase of the
/// table, a sentence step, the tone's punctuation) is kept only when the
/// sentence with it passes the acceptance check (`AnswerAcceptance`); a
/// refused step is dropped on its own, and the others stay.
enum ToneRewriter {
    /// Rewrites masked `text` in `tone`; `masked` locates its placeholders.
    static func rewrite(_ text: String, tone: Tone, masked: MaskedText) -> String {
        let placeholders: (String) -> [Range<Int>] = {
            Quotations.opaque(placeholders: linkTexts(in: $0, masked: masked), in: $0)
        }
        return TextLayout.runs(text).map { run in
            guard run.isParagraph else { return run.text }
            return TextLayout.segments(run.text).map { segment in
                guard !segment.content.isEmpty else { return segment.prefix + segment.content }
                return segment.prefix
                    + eachSentence(of: segment.content, protected: placeholders) { sentence in
                        rewriteSentence(sentence, tone: tone, protected: placeholders)
                    }
            }.joined(separator: "\n")
        }.joined()
    }

    /// `sentence` in `tone`, with each step that passes the acceptance check
    /// against `sentence`; `protected` gives the opaque byte ranges of a text.
    static func rewriteSentence(_ sentence: String, tone: Tone, protected: (String) -> [Range<Int>]) -> String {
        let rewriter: PhraseRewriter
        let steps: SentencePipeline
        switch tone {
        case .concise: (rewriter, steps) = (ConciseRules.rewriter, .concise)
        case .professional: (rewriter, steps) = (ToneRules.professional, .professional)
        case .friendly: (rewriter, steps) = (ToneRules.friendly, .friendly)
        }
        let accepts = { (edited: String) in AnswerAcceptance.verdict(.rewrite(tone), original: sentence, answer: edited).isAccepted }
        var content = rewriter.rewrite(sentence, protected: protected, accepts: accepts)
        content = steps.apply(content, protected: protected(content), accepts: accepts)
        let punctuated = Punctuation.adjust(content, for: tone, protected: protected(content))
        return punctuated == content || accepts(punctuated) ? punctuated : content
    }

    /// The placeholders of masked `text`, each link's text swallowed with
    /// the placeholders around it (from the `[` to the `]…`): a link's text
    /// is what it says, and no tone changes it.
    static func linkTexts(in text: String, masked: MaskedText) -> [Range<Int>] {
        let found = masked.occurrences(in: text)
        var ranges: [Range<Int>] = []
        var index = 0
        while index < found.count {
            let start = found[index]
            if let number = start.number, number <= masked.originals.count, masked.originals[number - 1].hasSuffix("["),
                let end = found[(index + 1)...].firstIndex(where: { next in
                    next.number.map { $0 <= masked.originals.count && masked.originals[$0 - 1].hasPrefix("]") } ?? false
                })
            {
                ranges.append(start.range.lowerBound..<found[end].range.upperBound)
                index = end + 1
            } else {
                ranges.append(start.range)
                index += 1
            }
        }
        return ranges
    }

    /// `text` with each of its sentences (with the blanks after it) replaced
    /// by `rewrite` of it; `protected` gives the opaque byte ranges of a text.
    static func eachSentence(of text: String, protected: (String) -> [Range<Int>], _ rewrite: (String) -> String) -> String {
        let bytes = Array(text.utf8)
        let tokens = Tokenizer.tokenize(bytes, masks: protected(text))
        let sentences = Paragraph(bytes: bytes, tokens: tokens).sentences
        var out = ""
        var start = 0
        for (index, sentence) in sentences.enumerated() where start < bytes.count {
            let end =
                index == sentences.count - 1 || sentence.upperBound >= tokens.count
                ? bytes.count : tokens[sentence.upperBound].range.lowerBound
            guard end > start else { continue }
            out += rewrite(String(decoding: bytes[start..<end], as: UTF8.self))
            start = end
        }
        if start < bytes.count { out += rewrite(String(decoding: bytes[start...], as: UTF8.self)) }
        return out
    }
}

/// Tone-specific punctuation: a professional text loses exclamation runs,
/// emoticons and emoji; a friendly one keeps one exclamation mark.
enum Punctuation {
    static let emoticons: Set<String> = [
        ":)", ":-)", ":(", ":-(", ":D", ":-D", ";)", ";-)", ":P", ":-P", ":p", "<3", "xD", "XD", ":/", ":o", ":O",
    ]

    static func adjust(_ text: String, for tone: Tone, protected: [Range<Int>]) -> String {
        guard tone != .concise else { return text }
        let bytes = Array(text.utf8)
        var out = ""
        var cursor = 0
        for range in protected + [bytes.count..<bytes.count] {
            out += adjustPlain(String(decoding: bytes[cursor..<range.lowerBound], as: UTF8.self), tone: tone)
            out += String(decoding: bytes[range], as: UTF8.self)
            cursor = range.upperBound
        }
        return out
    }

    private static func adjustPlain(_ text: String, tone: Tone) -> String {
        guard tone == .professional else { return text.replacing(/!{2,}/, with: "!") }
        // Emoticons and emoji go with one space each; other spacing stays as it is.
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let kept = words.compactMap { word -> String? in
            guard !emoticons.contains(word) else { return nil }
            let stripped = String(String.UnicodeScalarView(word.unicodeScalars.filter { !isEmoji($0) }))
            return stripped.isEmpty && !word.isEmpty ? nil : stripped
        }
        return kept.joined(separator: " ").replacing(/[!?]*\?[!?]*/, with: "?").replacing(/!+/, with: ".")
    }

    /// Pictographs, dingbats and the joiners and selectors that build emoji.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1F000...0x1FAFF, 0x2600...0x27BF, 0xFE0F, 0x200D, 0x1F1E6...0x1F1FF: true
        default: false
        }
    }
}
