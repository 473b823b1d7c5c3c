extension SpellingRule {
    /// The most suggestions a word in another language gets.
    static let dictionarySuggestionLimit = 5

    /// Spelling in a language other than English, read with its Hunspell
    /// dictionary (none installed: nothing is flagged). A word is correct when
    /// the dictionary accepts it, when the user or the document declared it,
    /// when it is an English word (a term borrowed whole: `Server`,
    /// `Download`), when it is written in capitals (an acronym), and, with
    /// hyphens, when each part is. Its corrections are the dictionary's,
    /// ranked after the review of the document; none is applied without
    /// asking. A word the document writes again is one of its terms
    /// (`SpellingReview`).
    func checkWithDictionary(_ context: RuleContext, into findings: inout [Finding]) {
        guard let dictionary = context.dictionary else { return }
        let paragraph = context.paragraph
        for (index, token) in paragraph.tokens.enumerated() where token.kind == .word {
            let word = paragraph.string(token)
            guard word.unicodeScalars.count > 1, !isMentionOrEntity(index, paragraph) else { continue }
            if Self.isAccepted(word, dictionary: dictionary, context: context) { continue }
            // `Entwicklungs-, Server- und Desktop-Plattform`: the first part of a compound whose rest is written once.
            if Self.isFollowed(token, by: 0x2D, in: paragraph.bytes), dictionary.isCorrect(word + "-") { continue }
            // `bzw.`, `usw.`, `p.ex.`: an abbreviation the dictionary lists with its period.
            if Self.isFollowed(token, by: 0x2E, in: paragraph.bytes), dictionary.isCorrect(word + ".") { continue }
            // Ranking corrections is the dear part: the proofreader does it once per distinct word, for the words
            // the review of the document keeps (`completeFromDictionary`).
            var finding = context.finding(self, token.range, Self.message(word, [], language: context.language))
            finding.isTermIfRepeated = true
            finding.awaitsCorrections = true
            finding.dictionaryLanguage = context.language
            findings.append(finding)
        }
    }

    /// Settles a finding of `checkWithDictionary` with the `suggestions` its
    /// language's dictionary makes for `word`: its suggestions and message.
    static func completeFromDictionary(_ finding: inout Finding, word: String, with suggestions: [String]) {
        finding.awaitsCorrections = false
        finding.suggestions = suggestions
        finding.message = message(word, suggestions, language: finding.dictionaryLanguage ?? .english)
    }

    /// Whether `mark` follows `token` with no letter after it.
    private static func isFollowed(_ token: Token, by mark: UInt8, in bytes: [UInt8]) -> Bool {
        let end = token.range.upperBound
        return end < bytes.count && bytes[end] == mark && (end + 1 == bytes.count || !Character(Unicode.Scalar(bytes[end + 1])).isLetter)
    }

    private static func isAccepted(_ word: String, dictionary: any SpellingDictionary, context: RuleContext) -> Bool {
        if dictionary.isCorrect(word) || context.knownWords.contains(word) || context.knownWords.contains(word.lowercased()) {
            return true
        }
        if word.count >= 2, word.allSatisfy({ !$0.isLetter || $0.isUppercase }) { return true }
        if context.spelling.isCorrect(word) { return true }
        let parts = word.split(separator: "-")
        return parts.count > 1
            && parts.allSatisfy { part in
                let part = String(part)
                return dictionary.isCorrect(part) || context.spelling.isCorrect(part) || context.knownWords.contains(part)
            }
    }

    fileprivate static func message(_ word: String, _ suggestions: [String], language: LanguageTag) -> String {
        "“\(word)” is not in the \(language) dictionary" + (suggestions.isEmpty ? "." : "; did you mean “\(suggestions[0])”?")
    }
}
