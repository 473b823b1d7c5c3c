/// An answer that speaks to the user instead of rewriting the text: a line
/// that opens as talk about the text ("Here is…", "Sure…", "Your text is
/// already…") that the cleaner could not cut off, or a model speaking for
/// itself ("I'll be happy to help") where the text never says "I", or a
/// sentence that closes a chatbot's turn ("Let me know if…", "I hope this
/// helps") in words the text does not write.
enum AnswerTalk {
    /// The talk found in `result`, or nil. With `firstPerson` false (composed
    /// text, which may say "I"), only the openings and closings count.
    static func talk(in result: AnswerText, original text: AnswerText, firstPerson: Bool) -> String? {
        let own = Set(text.text.split(whereSeparator: \.isNewline).compactMap(opening(of:)))
        if let found = result.text.split(whereSeparator: \.isNewline).lazy.compactMap(opening(of:)).first(where: { !own.contains($0) }) {
            return found
        }
        let written = normalized(text.prose[...])
        if let found = SentenceSupport.sentences(of: result.prose).lazy.compactMap(closing(of:)).first(where: { !written.contains($0) }) {
            return found
        }
        guard firstPerson else { return nil }
        let ownPersons = text.words.count { AcceptanceWords.firstPerson.contains(String($0)) }
        let persons = result.words.filter { AcceptanceWords.firstPerson.contains(String($0)) }
        return persons.count > ownPersons ? persons.first.map(String.init) : nil
    }

    /// The closing talk a sentence opens with, as a phrase of `AcceptanceWords.talkClosings` followed by no letter.
    static func closing(of sentence: String) -> String? {
        let lower = normalized(sentence[...])
        return AcceptanceWords.talkClosings.first { lower.hasPrefix($0) && !(lower.dropFirst($0.count).first?.isLetter ?? false) }
    }

    /// The talk a line opens with, as a phrase of `AcceptanceWords.talkOpenings` followed by no letter.
    static func opening(of line: Substring) -> String? {
        let lower = normalized(line)
        return AcceptanceWords.talkOpenings.first { lower.hasPrefix($0) && !(lower.dropFirst($0.count).first?.isLetter ?? false) }
    }

    /// `text` in lowercase, with `’` read as `'` and without the blanks and block markers it opens with.
    private static func normalized(_ text: Substring) -> String {
        text.drop { $0.isWhitespace || "-*#>".contains($0) }.lowercased().replacingOccurrences(of: "’", with: "'")
    }
}
