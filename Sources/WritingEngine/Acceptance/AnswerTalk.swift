/// An answer that speaks to the user instead of rewriting the text: a line
/// that opens as talk about the text ("Here is…", "Sure…", "Your text is
/// already…") that the cleaner could not cut off, or a model speaking for
/// itself ("I'll be happy to help") where the text never says "I".
enum AnswerTalk {
    /// The talk found in `result`, or nil. With `firstPerson` false (composed
    /// text, which may say "I"), only the openings count.
    static func talk(in result: AnswerText, original text: AnswerText, firstPerson: Bool) -> String? {
        let own = Set(text.text.split(whereSeparator: \.isNewline).compactMap(opening(of:)))
        if let found = result.text.split(whereSeparator: \.isNewline).lazy.compactMap(opening(of:)).first(where: { !own.contains($0) }) {
            return found
        }
        guard firstPerson else { return nil }
        let ownPersons = text.words.count { AcceptanceWords.firstPerson.contains(String($0)) }
        let persons = result.words.filter { AcceptanceWords.firstPerson.contains(String($0)) }
        return persons.count > ownPersons ? persons.first.map(String.init) : nil
    }

    /// The talk a line opens with, as a phrase of `AcceptanceWords.talkOpenings` followed by no letter.
    static func opening(of line: Substring) -> String? {
        let lower = line.drop { $0.isWhitespace || "-*#>".contains($0) }.lowercased().replacingOccurrences(of: "’", with: "'")
        return AcceptanceWords.talkOpenings.first { lower.hasPrefix($0) && !(lower.dropFirst($0.count).first?.isLetter ?? false) }
    }
}
