/// The language of a text or an answer: the detector's reading
/// (`LanguageDetector`) when it is sure, else the language whose commonest
/// function words it uses most.
enum AnswerLanguage {
    /// Refuses an answer that is not in `language`, the text's, or, when an
    /// instruction named one, not in that language. An answer to text that
    /// is clearly English is refused only when it is clearly in another
    /// language; an
    /// answer to text in another language must be told to be in it (a
    /// change in a language the check cannot tell is not verified).
    static func check(
        _ result: AnswerText, original text: AnswerText, expected: AcceptanceLimits.Language, language: LanguageTag
    ) throws(TransformError) {
        let got = counts(result.words)
        switch expected {
        case .named(let name):
            let wanted = got[name] ?? 0
            if wanted < 2 || wanted <= got["english"] ?? 0 {
                throw .unusableAnswer("it is not in \(name.capitalized) as asked")
            }
        case .text where language.isEnglish:
            let sent = counts(text.words)
            let english = sent["english"] ?? 0
            guard english >= 2, english > sent.filter({ $0.key != "english" }).values.max() ?? 0 else { return }
            let answerEnglish = got["english"] ?? 0
            if let other = got.filter({ $0.key != "english" }).max(by: { $0.value < $1.value }), other.value >= 3,
                other.value > answerEnglish * 2
            {
                throw .unusableAnswer("it is in another language (\(other.key.capitalized)) than the text's English")
            }
        case .text:
            guard !result.words.isEmpty, result.words != text.words else { return }
            let name = MeaningWords.name(of: language)
            guard let told = told(result) else { throw .unusableAnswer("it cannot be told to be in \(name), the text's language") }
            if told.language != language.language {
                throw .unusableAnswer("it is in another language (\(MeaningWords.name(of: told))) than the text's \(name)")
            }
        }
    }

    /// The language of `text`, English when it cannot be told.
    static func of(_ text: AnswerText) -> LanguageTag { told(text) ?? .english }

    /// The language of `text` when the detector is sure of it and the
    /// text uses more of its function words than of English's (English
    /// prose full of names and commands can read as another language by its
    /// letters alone), or when the function words of one language are two or
    /// more and outnumber every other's; nil otherwise (too short, or mixed).
    static func told(_ text: AnswerText) -> LanguageTag? {
        let counted = counts(text.words)
        if let detected = LanguageDetector.shared.candidates(for: text.prose[...]).first,
            counted[MeaningWords.name(of: detected).lowercased(), default: 0] > counted["english", default: 0]
        {
            return detected.withoutRegion
        }
        let ranked = counted.sorted { $0.value > $1.value }
        guard let best = ranked.first, best.value >= 2, ranked.count < 2 || ranked[1].value < best.value else { return nil }
        return MeaningWords.tag(named: best.key)
    }

    /// How many of `words` are function words of each language.
    static func counts(_ words: [Substring]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for word in words {
            for (language, common) in AcceptanceWords.languages where common.contains(String(word)) { counts[language, default: 0] += 1 }
        }
        return counts
    }
}
