/// Whether an answer may replace the text it was made from: the one
/// acceptance check every result of every action goes through, the model's
/// and the built-in engine's alike.
///
/// The answer is compared with the text it replaces over a word-level diff
/// (`AnswerChanges`), under the action's limits (`AcceptanceLimits`). It is
/// refused when it speaks to the user instead of rewriting, is in another
/// language than the text's, stops mid-sentence, mid-word or mid-item,
/// leaves a quote or emphasis open, is longer than the action allows,
/// changes a number, a name, a link text or a reference link, brings code
/// of its own, turns a claim around (a negation or a negating prefix added
/// or removed), changes a claim's modality or tense, contradicts itself,
/// brings content the text does not support, or keeps too little of it.
/// Negation and modality are read with the function words of the text's
/// language (`MeaningWords`).
public enum AnswerAcceptance {
    /// The judgement on one answer.
    public enum Verdict: Sendable, Hashable, CustomStringConvertible {
        case accepted
        /// Why the answer may not be used, as the end of a sentence ("it drops a negation of the text").
        case refused(String)

        public var isAccepted: Bool { self == .accepted }

        public var description: String {
            switch self {
            case .accepted: "accepted"
            case .refused(let why): "refused: \(why)"
            }
        }
    }

    /// Judges `answer` as the result of `action` on `original`, the text it
    /// replaces (for a Follow-up, the result being refined, with the
    /// follow-up's instructions as `.instructions`; for `compose`, the
    /// paragraph around the insertion point, or the empty string: the
    /// answer is held to it and to the prompt). Both are the texts the user
    /// sees: protected spans restored, Markdown as written. `language` is
    /// the text's when the caller knows it; nil reads it from the text.
    public static func verdict(_ action: WritingAction, original: String, answer: String, language: LanguageTag? = nil) -> Verdict {
        verdict { () throws(TransformError) in try check(action, original: original, answer: answer, language: language) }
    }

    /// Judges a Follow-up's `answer` against `origin`, the text the result
    /// being refined was first made from (`checkFollowUp`).
    public static func verdict(followUp action: WritingAction, origin: FollowUpOrigin, answer: String) -> Verdict {
        verdict { () throws(TransformError) in try checkFollowUp(action, origin: origin, answer: answer) }
    }

    private static func verdict(_ check: () throws(TransformError) -> Void) -> Verdict {
        do {
            try check()
            return .accepted
        } catch {
            if case .unusableAnswer(let why) = error { return .refused(why) }
            return .refused(error.description)
        }
    }

    /// `verdict` as a throwing check: a refusal is `TransformError.unusableAnswer`.
    static func check(_ action: WritingAction, original: String, answer: String, language: LanguageTag? = nil) throws(TransformError) {
        let limits = AcceptanceLimits.of(action)
        let text: AnswerText
        if case .compose(let prompt) = action {
            // Composed text draws on its prompt as much as on the paragraph it joins.
            text = AnswerText([original, prompt].filter { !$0.isEmpty }.joined(separator: "\n\n"))
        } else {
            text = AnswerText(original)
        }
        let result = AnswerText(answer)
        let language = language ?? AnswerLanguage.of(text)
        if limits.refusesTalk,
            let talk = AnswerTalk.talk(in: result, original: text, firstPerson: limits.support != .prompt)
        {
            throw .unusableAnswer("it speaks to you instead of rewriting the text (“\(talk)…”)")
        }
        guard let vocabulary = MeaningWords.of(language) else {
            // Negations and modalities of a language without tables cannot be read: only the text itself passes.
            if result.words != text.words { throw .unusableAnswer("its meaning cannot be checked in \(MeaningWords.name(of: language))") }
            return
        }
        try AnswerLanguage.check(result, original: text, expected: limits.language, language: language)
        if limits.checksEnding, let cut = AnswerEnding.cut(result, original: text, action: action, english: vocabulary.isEnglish) {
            throw .unusableAnswer(cut)
        }
        if let mark = AnswerMarks.unclosed(result, original: text) { throw .unusableAnswer("it leaves a “\(mark)” unclosed") }
        try checkLength(result, text, limits)
        if let repeated = repeatedPart(of: answer, original: original) {
            throw .unusableAnswer("it says the same thing twice (“\(repeated)”)")
        }
        try AnswerFacts.check(result, original: text, limits: limits, english: vocabulary.isEnglish)
        if let code = AnswerCode.invented(in: result, known: text.text) {
            throw .unusableAnswer("it brings code that is not in the text (\(code))")
        }
        if let contradicted = AnswerContradiction.find(in: result, original: text, vocabulary: vocabulary) {
            throw .unusableAnswer("it contradicts itself (“\(contradicted)”)")
        }
        switch limits.support {
        case .whole:
            let changes = AnswerChanges(text, result)
            if limits.keepsMeaning, let flip = changes.meaningChange(allowingVerbForms: limits.corrects, vocabulary: vocabulary) {
                throw .unusableAnswer(flip)
            }
            if let dropped = limits.dropped, changes.dropped > dropped.of(text.words.count) {
                throw .unusableAnswer("it moves the text's words around instead of correcting them")
            }
            try checkContent(result, text, limits)
        case .eachSentence:
            if let unsupported = SentenceSupport.unsupported(result, original: text, vocabulary: vocabulary) {
                throw .unusableAnswer(unsupported)
            }
        case .factsOnly, .prompt:
            break
        }
    }

    /// A Follow-up's answer held to `origin`, the text the first result of
    /// the chain was made from, not only to the result it refines: in the
    /// origin's language (unless the instruction names one), with no
    /// number, name, link or code the origin lacks, and, when the first
    /// action kept every claim of the text and the follow-up rewrites in
    /// place, with the origin's negations, modalities and conditions over
    /// the diff ("If you want to make a few tweaks" cannot go). A result
    /// that chose sentences (a summary, key points) is held to the origin
    /// by its facts only.
    static func checkFollowUp(_ action: WritingAction, origin: FollowUpOrigin, answer: String) throws(TransformError) {
        var limits = AcceptanceLimits.of(action)
        limits.keepsEveryFact = false
        let text = AnswerText(origin.text)
        let result = AnswerText(answer)
        let language = AnswerLanguage.of(text)
        try AnswerLanguage.check(result, original: text, expected: limits.language, language: language)
        guard let vocabulary = MeaningWords.of(language) else { return }
        try AnswerFacts.check(result, original: text, limits: limits, english: vocabulary.isEnglish)
        if let code = AnswerCode.invented(in: result, known: text.text) {
            throw .unusableAnswer("it brings code that is not in the original text (\(code))")
        }
        let first = AcceptanceLimits.of(origin.action)
        guard limits.support == .whole, first.support == .whole, first.keepsMeaning else { return }
        if let flip = AnswerChanges(text, result).meaningChange(allowingVerbForms: false, vocabulary: vocabulary) {
            throw .unusableAnswer("against the original text, \(flip)")
        }
    }

    /// A line or sentence of three words or more that `answer` writes twice
    /// and `original` does not (a small model's list item written again and again).
    static func repeatedPart(of answer: String, original: String) -> String? {
        func parts(_ text: String) -> [String] {
            text.split(whereSeparator: { $0 == "\n" || $0 == "." || $0 == "!" || $0 == "?" || $0 == ";" }).map { part in
                part.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !["-", "*", "+"].contains($0) }
            }.filter { $0.count >= 3 }.map { $0.joined(separator: " ").lowercased() }
        }
        let before = Dictionary(parts(original).map { ($0, 1) }, uniquingKeysWith: +)
        var seen: [String: Int] = [:]
        for part in parts(answer) {
            seen[part, default: 0] += 1
            if seen[part]! > max(1, before[part] ?? 0) { return part }
        }
        return nil
    }

    /// The answer's length against the text's.
    private static func checkLength(_ result: AnswerText, _ text: AnswerText, _ limits: AcceptanceLimits) throws(TransformError) {
        let length = Double(text.text.utf8.count)
        let answer = Double(result.text.utf8.count)
        if limits.mustBeShorter && answer >= length && !text.words.isEmpty {
            throw .unusableAnswer("it is not shorter than the text")
        }
        if let longest = limits.longest, answer > length * longest.factor + longest.extra {
            throw .unusableAnswer("it is much longer than the text")
        }
    }

    /// The answer's content words against the text's: few of its own, and
    /// enough of the text's kept.
    private static func checkContent(_ result: AnswerText, _ text: AnswerText, _ limits: AcceptanceLimits) throws(TransformError) {
        let sent = text.contentStems
        let got = result.contentStems
        let kept = sent.intersection(got)
        // A short text keeps a content word, or a third of its words (by their first four letters).
        let shortWords = Set(text.words.map { $0.prefix(4) })
        // A tone may swap a greeting's words for its own register's (`Hey guys` → `Hello everyone`).
        let ownWords = result.words.filter { !shortWords.contains($0.prefix(4)) }
        let swapsRegister = limits.registerWordsAreFree && ownWords.allSatisfy { AnswerText.isRegisterWord(String($0)) }
        let keptShort =
            sent.count < 4 && !swapsRegister && (kept.isEmpty || sent.isEmpty)
            && 3 * shortWords.intersection(result.words.map { $0.prefix(4) }).count < shortWords.count
        if keptShort || (sent.count >= 4 && Double(kept.count) < limits.kept * Double(sent.count)) {
            throw .unusableAnswer("it says something else than the text")
        }
        let added = result.contentWords.filter { word in
            !sent.contains(AnswerText.stem(word)) && !(limits.registerWordsAreFree && AnswerText.isRegisterWord(word))
        }
        let distinct = Set(added.map(AnswerText.stem))
        if distinct.count > limits.newContent.of(sent.count) {
            throw .unusableAnswer("it adds content the text does not have (\(added.prefix(3).joined(separator: ", ")))")
        }
    }
}
