extension AnswerChecks {
    /// Refuses a rewrite or a list that drops a number or a name of the
    /// text. A small model asked to shorten a paragraph drops "as in
    /// Listing 6-7", "with MkDocs" or renames the "Theme Developer Guide",
    /// and the text it returns reads well, so only this check sees that a
    /// fact is gone. A name is a word written with a capital where the
    /// sentence does not ask for one; a number may come back spelled out.
    /// Summaries and key points choose what to keep, proofreading may
    /// correct a misspelled name, and an instruction may ask for anything,
    /// so they are left alone.
    static func keepsNamesAndNumbers(_ answer: String, input: String, action: WritingAction) throws(TransformError) {
        switch action {
        case .rewrite, .list: break
        default: return
        }
        let text = withoutInlineCode(input)
        let result = withoutInlineCode(answer)
        let numbersKept = Set(numbers(in: result))
        let spelledKept = Set(spelledNumbers(in: result))
        if let lost = numbers(in: text).first(where: { !numbersKept.contains($0) && !spelledKept.contains($0) }) {
            throw .unusableAnswer("it drops a number of the text (\(lost))")
        }
        let capitalized = Set(capitalizedWords(in: result).map(\.word))
        if let lost = capitalizedWords(in: text).first(where: { !$0.opensSentence && !capitalized.contains($0.word) }) {
            throw .unusableAnswer("it drops a name of the text (\(lost.word))")
        }
    }

    /// The words of `text` that start with a capital letter (runs of letters
    /// and digits), each with whether it opens a sentence, a paragraph or a
    /// list item, where any word takes a capital; a line that only goes on
    /// with the same sentence (a hard-wrapped paragraph) opens nothing. `I`
    /// is left out.
    static func capitalizedWords(in text: String) -> [(word: Substring, opensSentence: Bool)] {
        var found: [(word: Substring, opensSentence: Bool)] = []
        // Whether only blanks, opening marks and list or heading markers came since the last sentence end or line start.
        var atStart = true
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character.isLetter || character.isNumber else {
                if ".!?:".contains(character) || character.isNewline && opensBlock(text[text.index(after: index)...]) {
                    atStart = true
                } else if !character.isWhitespace && !"\"'“‘([*_-+#>`".contains(character) {
                    atStart = false
                }
                index = text.index(after: index)
                continue
            }
            let end = text[index...].firstIndex(where: { !$0.isLetter && !$0.isNumber }) ?? text.endIndex
            let word = text[index..<end]
            if character.isUppercase && word != "I" { found.append((word, atStart)) }
            // The digits of a numbered item (`2.`) still leave the item's first word at its start.
            atStart = atStart && word.allSatisfy(\.isNumber)
            index = end
        }
        return found
    }

    /// Whether the line `rest` starts is blank or opens a list item, a heading or a quote.
    static func opensBlock(_ rest: Substring) -> Bool {
        let line = rest.drop { $0 == " " || $0 == "\t" }
        guard let first = line.first, !first.isNewline else { return true }
        if "-*+#>".contains(first) { return line.dropFirst().first.map { $0 == " " || $0 == "#" } ?? true }
        let digits = line.prefix(while: \.isNumber)
        return !digits.isEmpty && [".", ")"].contains(line.dropFirst(digits.count).first)
    }
}
