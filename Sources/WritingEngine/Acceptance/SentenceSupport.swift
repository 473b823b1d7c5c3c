/// Summaries and key points choose what to keep, so they are held to the
/// text sentence by sentence: each sentence of the answer (each sentence of
/// each item) must be supported by one sentence of the text (or two it
/// joins), which hold most of its content words, and say nothing the
/// sentences of the text it draws on do not: no negation, modality or tense
/// of its own, and no negation or modality dropped from a word it keeps
/// (`Sometimes the build fails` cannot become `The build fails`).
/// Negations and modalities are read with the words of the text's language.
enum SentenceSupport {
    /// The share of an answer sentence's content stems its best sentence of the text must hold.
    static let needed = 0.6

    /// Why a sentence of `result` is not supported by `text`, or nil when every one is.
    static func unsupported(_ result: AnswerText, original text: AnswerText, vocabulary: MeaningWords) -> String? {
        let sources = sentences(of: text.prose).map { sentence in
            let words = AnswerText.words(sentence)
            return (words: words, stems: Set(words.filter(AnswerText.isContentWord).map(AnswerText.stem)))
        }
        guard !sources.isEmpty else { return nil }
        let answerSentences = sentences(of: result.prose)
        if result.contentStems.isEmpty, sources.contains(where: { !$0.stems.isEmpty }) {
            return "it says nothing of the text (“\(excerpt(result.prose))”)"
        }
        let textSentences = sentences(of: text.prose).map { $0.trimmingCharacters(in: .whitespaces) }
        for sentence in answerSentences {
            let trimmed = sentence.trimmingCharacters(in: .whitespaces)
            // A sentence of the text cut short: its first three words or more, and not its end.
            if AnswerText.words(trimmed).count >= 3,
                textSentences.contains(where: { $0.count > trimmed.count + 1 && $0.hasPrefix(trimmed) })
            {
                return "it stops in the middle of a sentence of the text (“\(excerpt(sentence))”)"
            }
        }
        for sentence in answerSentences {
            let words = AnswerText.words(sentence)
            let stems = Set(words.filter(AnswerText.isContentWord).map(AnswerText.stem))
            guard !stems.isEmpty else { continue }
            // One sentence of the text, or two a summary sentence joins.
            let ranked = sources.sorted { $0.stems.intersection(stems).count > $1.stems.intersection(stems).count }
            let covered = ranked.prefix(2).reduce(into: Set<String>()) { $0.formUnion($1.stems.intersection(stems)) }
            let best = ranked[0].stems.intersection(stems).count
            let joins = ranked.count > 1 && Double(best) < needed * Double(stems.count)
            if Double(joins ? covered.count : best) < needed * Double(stems.count) {
                return "it says what the text does not (“\(excerpt(sentence))”)"
            }
            // The sentences it draws on: the best one, and the next when it joins two or shares two words with it.
            let second = ranked.count > 1 && (joins || ranked[1].stems.intersection(stems).count >= 2)
            let source = ranked.prefix(second ? 2 : 1).flatMap(\.words)
            let said = AnswerMeaning(source, partners: Set(words), vocabulary: vocabulary)
            let claimed = AnswerMeaning(words, partners: Set(source), vocabulary: vocabulary)
            if let change = change(from: said, sourceWords: source, to: claimed, words: words, vocabulary: vocabulary) {
                return "\(change) (“\(excerpt(sentence))”)"
            }
        }
        return nil
    }

    /// How a sentence of the answer (`claimed`) turns around the sentence of
    /// the text it comes from (`said`): it may leave out part of it (a clause
    /// with its negation or its modal), not add one or flip one, nor drop a
    /// negation or a modality and keep the word it bears on (the first
    /// content word after it).
    static func change(
        from said: AnswerMeaning, sourceWords: [Substring], to claimed: AnswerMeaning, words: [Substring], vocabulary: MeaningWords
    ) -> String? {
        if claimed.negations > said.negations { return "it adds a negation the text does not have" }
        if claimed.negations < said.negations {
            // A negation dropped while the word it negates stays.
            for (index, word) in sourceWords.enumerated()
            where vocabulary.isEnglish ? AnswerMeaning.isNegation(word, partners: Set(words)) : vocabulary.negations.contains(String(word))
            {
                let negated = sourceWords.dropFirst(index + 1).filter(AnswerText.isContentWord).prefix(1)
                let prefixed = AcceptanceWords.negatingPrefixes.contains { word.hasPrefix($0) && words.contains(word.dropFirst($0.count)) }
                if prefixed || negated.contains(where: words.contains) { return "it drops a negation of the text" }
            }
        }
        if let negated = negatedStems(words, partners: Set(sourceWords), vocabulary: vocabulary).subtracting(
            negatedStems(sourceWords, partners: Set(words), vocabulary: vocabulary, widely: true)
        )
        .first(where: { stem in sourceWords.contains { AnswerText.stem($0) == stem } }) {
            return "it negates what the text does not (“\(negated)…”)"
        }
        if !claimed.modalities.isSubset(of: said.modalities) { return "it changes what the text says is necessary or possible" }
        for (index, word) in sourceWords.enumerated() {
            guard let modality = vocabulary.modals[String(word)], said.modalities.contains(modality), !claimed.modalities.contains(modality)
            else { continue }
            // A modality dropped while the word it bears on stays: a possibility, advice or rule made a plain fact.
            let borne = sourceWords.dropFirst(index + 1).prefix(4).first {
                AnswerText.isContentWord($0) && vocabulary.modals[String($0)] == nil
            }
            if let borne, words.contains(borne) { return "it makes a plain fact of what the text says is \(modality.claim) (“\(word)”)" }
        }
        if !claimed.quantities.isSubset(of: said.quantities) { return "it changes how much the text speaks of" }
        if claimed.past && !said.past || claimed.future && !said.future { return "it changes the tense of the text" }
        return nil
    }

    /// The stems of the content words `words` negates: after a negation,
    /// the first content word within the next four words (`never immutable`,
    /// `is not defined`), or with `widely`, every content word of them (`not
    /// able to handle` negates `handle` as well); and the rest of a word
    /// opened by a negating prefix whose rest is in `partners` (`invalid`
    /// negates `valid`).
    static func negatedStems(_ words: [Substring], partners: Set<Substring>, vocabulary: MeaningWords, widely: Bool = false) -> Set<String>
    {
        var stems: Set<String> = []
        for (index, word) in words.enumerated() {
            if vocabulary.negations.contains(String(word)) {
                let negated = words.dropFirst(index + 1).prefix(4).filter(AnswerText.isContentWord)
                stems.formUnion((widely ? Array(negated) : Array(negated.prefix(1))).map(AnswerText.stem))
            } else if vocabulary.isEnglish,
                let prefix = AcceptanceWords.negatingPrefixes.first(where: {
                    word.hasPrefix($0) && partners.contains(word.dropFirst($0.count))
                })
            {
                stems.insert(AnswerText.stem(word.dropFirst(prefix.count)))
            }
        }
        return stems
    }

    /// The sentences of `text`: its lines, list markers aside, cut where the
    /// rules' `Paragraph` ends a sentence (after `.`, `!`, `?` or `…` and any
    /// closing quote or bracket, before a blank; not after an abbreviation
    /// such as `Dr.` or `e.g.`), except that after `!`, `?` or an ellipsis a
    /// sentence goes on in lowercase or after a dash (`or any other method!
    /// -- does not`). A piece with no letter is no sentence.
    static func sentences(of text: String) -> [String] {
        var found: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let paragraph = Paragraph(String(decoding: line.utf8.dropFirst(TextLayout.prefixLength(line)), as: UTF8.self))
            let starts = paragraph.sentences.map { paragraph.tokens[$0.lowerBound].range.lowerBound } + [paragraph.bytes.count]
            var current = ""
            for k in paragraph.sentences.indices {
                current += paragraph.string(starts[k]..<starts[k + 1])
                if k + 1 < paragraph.sentences.count, goesOn(current, in: paragraph.string(starts[k + 1]..<starts[k + 2])) { continue }
                if current.contains(where: \.isLetter) { found.append(current) }
                current = ""
            }
        }
        return found
    }

    /// Whether the sentence `sentence` goes on in `next`: it ends with `!`,
    /// `?` or an ellipsis (before any closing quote or bracket: `early days
    /// (...) was not`) and `next` opens in lowercase or with a dash.
    private static func goesOn(_ sentence: String, in next: String) -> Bool {
        let end = sentence.reversed().drop { $0.isWhitespace || "\"')]”’".contains($0) }
        guard let mark = end.first, "!?…".contains(mark) || end.starts(with: "..."),
            let first = next.first(where: { !$0.isWhitespace })
        else { return false }
        return first.isLowercase || "-–—".contains(first)
    }

    private static func excerpt(_ sentence: String) -> String {
        let trimmed = sentence.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 60 ? String(trimmed.prefix(60)) + "…" : trimmed
    }
}
