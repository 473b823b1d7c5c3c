/// Summaries and key points choose what to keep, so they are held to the
/// text sentence by sentence: each sentence of the answer (each sentence of
/// each item) must be supported by one sentence of the text (or two it
/// joins), which hold most of its content words, and say nothing the
/// sentences of the text it draws on do not: no negation, modality or tense
/// of its own, and no negation dropped from a word it keeps.
enum SentenceSupport {
    /// The share of an answer sentence's content stems its best sentence of the text must hold.
    static let needed = 0.6

    /// Why a sentence of `result` is not supported by `text`, or nil when every one is.
    static func unsupported(_ result: AnswerText, original text: AnswerText) -> String? {
        let sources = sentences(of: text.prose).map { sentence in
            let words = AnswerText.words(sentence)
            return (words: words, stems: Set(words.filter(AnswerText.isContentWord).map(AnswerText.stem)))
        }
        guard !sources.isEmpty else { return nil }
        for sentence in sentences(of: result.prose) {
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
            let said = AnswerMeaning(source, partners: Set(words))
            let claimed = AnswerMeaning(words, partners: Set(source))
            if let change = change(from: said, sourceWords: source, to: claimed, words: words) {
                return "\(change) (“\(excerpt(sentence))”)"
            }
        }
        return nil
    }

    /// How a sentence of the answer (`claimed`) turns around the sentence of
    /// the text it comes from (`said`): it may leave out part of it (a clause
    /// with its negation or its modal), not add one or flip one.
    static func change(from said: AnswerMeaning, sourceWords: [Substring], to claimed: AnswerMeaning, words: [Substring]) -> String? {
        if claimed.negations > said.negations { return "it adds a negation the text does not have" }
        if claimed.negations < said.negations {
            // A negation dropped while the word it negates stays.
            for (index, word) in sourceWords.enumerated() where AnswerMeaning.isNegation(word, partners: Set(words)) {
                let negated = sourceWords.dropFirst(index + 1).filter(AnswerText.isContentWord).prefix(1)
                let prefixed = AcceptanceWords.negatingPrefixes.contains { word.hasPrefix($0) && words.contains(word.dropFirst($0.count)) }
                if prefixed || negated.contains(where: words.contains) { return "it drops a negation of the text" }
            }
        }
        if !claimed.modalities.isSubset(of: said.modalities) { return "it changes what the text says is necessary or possible" }
        if !claimed.quantities.isSubset(of: said.quantities) { return "it changes how much the text speaks of" }
        if claimed.past && !said.past || claimed.future && !said.future { return "it changes the tense of the text" }
        return nil
    }

    /// The sentences of `text`: its lines, list markers aside, split after `.`, `!` or `?` before a space.
    static func sentences(of text: String) -> [String] {
        var found: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            var current = ""
            let characters = Array(String(decoding: line.utf8.dropFirst(TextLayout.prefixLength(line)), as: UTF8.self))
            for (index, character) in characters.enumerated() {
                current.append(character)
                if ".!?".contains(character), index + 1 == characters.count || characters[index + 1].isWhitespace {
                    found.append(current)
                    current = ""
                }
            }
            if current.contains(where: { $0.isLetter }) { found.append(current) }
        }
        return found
    }

    private static func excerpt(_ sentence: String) -> String {
        let trimmed = sentence.trimmingCharacters(in: .whitespaces)
        return trimmed.count > 60 ? String(trimmed.prefix(60)) + "…" : trimmed
    }
}
