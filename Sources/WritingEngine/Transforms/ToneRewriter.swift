/// The built-in tone rewrites: a phrase table, then sentence steps;
/// deterministic, and blind to placeholders, quotations and headings' and
/// list items' markers.
enum ToneRewriter {
    /// Rewrites masked `text` in `tone`; `masked` locates its placeholders.
    static func rewrite(_ text: String, tone: Tone, masked: MaskedText) -> String {
        let rewriter: PhraseRewriter
        switch tone {
        case .concise: rewriter = ConciseRules.rewriter
        case .professional: rewriter = ToneRules.professional
        case .friendly: rewriter = ToneRules.friendly
        }
        let placeholders: (String) -> [Range<Int>] = {
            Quotations.opaque(placeholders: masked.occurrences(in: $0).map(\.range), in: $0)
        }
        let sentences: SentencePipeline
        switch tone {
        case .concise: sentences = .concise
        case .professional: sentences = .professional
        case .friendly: sentences = .friendly
        }
        return TextLayout.runs(text).map { run in
            guard run.isParagraph else { return run.text }
            return TextLayout.segments(run.text).map { segment in
                guard !segment.content.isEmpty else { return segment.prefix + segment.content }
                var content = rewriter.rewrite(segment.content, protected: placeholders)
                content = sentences.apply(content, protected: placeholders(content))
                content = Punctuation.adjust(content, for: tone, protected: placeholders(content))
                return segment.prefix + content
            }.joined(separator: "\n")
        }.joined()
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
