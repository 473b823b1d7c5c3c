extension SpellingRule {
    /// Whether the unknown word at `index` reads as a name the dictionary
    /// does not know (“Thelen”, “Khafre”) rather than a misspelling.
    ///
    /// Capitals inside a sentence mark a name in English, so such a word is
    /// taken as one unless it is the slip of a known word: a swap of two
    /// neighbouring letters turns it into any word (“Satr” → “Star”), or one
    /// letter changed, dropped, added or swapped turns a word of six letters
    /// or more into a word the dictionary lists only capitalised (“Amercia” →
    /// “America”). A shorter name is one edit from some other name more often
    /// than not (“Kai” → “Kay”, “Jimi” → “Jim”), so that says nothing. Capitals
    /// say nothing at the start of a sentence, in capitals throughout
    /// (acronyms are handled by the checker), or in a sentence set in title
    /// case (no lowercase word of five letters or more besides this one).
    ///
    /// `titleCase` is found on the first call that needs it, once for the paragraph.
    func isLikelyName(_ index: Int, in paragraph: Paragraph, spelling: SpellChecker, titleCase: inout TitleCaseTokens?) -> Bool {
        let word = Array(paragraph.bytes[paragraph.tokens[index].range])
        guard word.count > 1, ASCIICase.isUpper(word[0]), word.dropFirst().contains(where: ASCIICase.isLower),
            !startsSentence(index, in: paragraph)
        else { return false }
        if titleCase == nil { titleCase = TitleCaseTokens(paragraph) }
        return !titleCase![index] && !isSlip(word, spelling: spelling)
    }

    /// Whether one edit after the first letter turns `word` into a known word (see `isLikelyName`).
    private func isSlip(_ word: [UInt8], spelling: SpellChecker) -> Bool {
        func isWord(_ candidate: [UInt8]) -> Bool { candidate.withUnsafeBufferPointer { spelling.isCorrect(utf8: $0) } }
        func isName(_ candidate: [UInt8]) -> Bool {
            guard isWord(candidate) else { return false }
            var lowered = candidate
            lowered[0] = ASCIICase.lower(lowered[0])
            return !isWord(lowered)
        }
        for i in 1..<word.count - 1 where word[i] != word[i + 1] {
            var swapped = word
            swapped.swapAt(i, i + 1)
            if isWord(swapped) { return true }
        }
        guard word.count >= 6 else { return false }
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        for i in 1...word.count {
            for letter in letters {
                var candidate = word
                candidate.insert(letter, at: i)
                if isName(candidate) { return true }
            }
            guard i < word.count else { break }
            var candidate = word
            candidate.remove(at: i)
            if isName(candidate) { return true }
            for letter in letters where letter != word[i] {
                candidate = word
                candidate[i] = letter
                if isName(candidate) { return true }
            }
        }
        return false
    }
}

/// Which tokens of a paragraph sit in a sentence set in title case: one
/// with no lowercase word of five letters or more. Found in one pass.
struct TitleCaseTokens {
    private var inTitleCase: [Bool]

    init(_ paragraph: Paragraph) {
        let tokens = paragraph.tokens
        inTitleCase = [Bool](repeating: false, count: tokens.count)
        var start = 0
        var hasLowercaseWord = false
        for (i, token) in tokens.enumerated() {
            if token.kind == .word, token.range.count >= 5, ASCIICase.isLower(paragraph.bytes[token.range.lowerBound]) {
                hasLowercaseWord = true
            }
            let endsSentence = token.kind == .punctuation && [".", "!", "?", "…"].contains(paragraph.string(token))
            guard endsSentence || i == tokens.count - 1 else { continue }
            if !hasLowercaseWord { for k in start...i { inTitleCase[k] = true } }
            start = i + 1
            hasLowercaseWord = false
        }
    }

    /// Whether token `index` is in a sentence set in title case.
    subscript(index: Int) -> Bool { inTitleCase[index] }
}
