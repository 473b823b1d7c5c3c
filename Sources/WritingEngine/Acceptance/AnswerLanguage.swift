/// The language of an answer, told by its commonest function words.
enum AnswerLanguage {
    /// Refuses an answer in another language than the text's (for English
    /// text), or, when an instruction named one, not in that language.
    static func check(_ result: AnswerText, original text: AnswerText, expected: AcceptanceLimits.Language) throws(TransformError) {
        let got = counts(result.words)
        switch expected {
        case .named(let language):
            let wanted = got[language] ?? 0
            if wanted < 2 || wanted <= got["english"] ?? 0 {
                throw .unusableAnswer("it is not in \(language.capitalized) as asked")
            }
        case .text:
            let sent = counts(text.words)
            let english = sent["english"] ?? 0
            guard english >= 2, english > sent.filter({ $0.key != "english" }).values.max() ?? 0 else { return }
            let answerEnglish = got["english"] ?? 0
            if let other = got.filter({ $0.key != "english" }).max(by: { $0.value < $1.value }), other.value >= 3,
                other.value > answerEnglish * 2
            {
                throw .unusableAnswer("it is in another language (\(other.key.capitalized)) than the text's English")
            }
        }
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
