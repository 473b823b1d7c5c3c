extension SpellingRule {
    /// Whether the unknown word at `index` reads as a name the dictionary
    /// does not know (“Thelen”, “Khafre”) rather than a misspelling.
    ///
    /// Capitals inside a sentence mark a name in English, so such a word is
    /// taken as one unless it is the slip of a known word: a swap of two
    /// neighbouring letters turns it into any word (“Satr” → “Star”), or one
    /// letter changed, dropped, added or swapped turns it into a word the
    /// dictionary lists only capitalised (“Amercia” → “America”). Capitals
    /// say nothing at the start of a sentence, in capitals throughout
    /// (acronyms are handled by the checker), or in a sentence set in title
    /// case (no lowercase word of five letters or more besides this one).
    func isLikelyName(_ index: Int, in paragraph: Paragraph, spelling: SpellChecker) -> Bool {
        let word = Array(paragraph.bytes[paragraph.tokens[index].range])
        guard word.count > 1, ASCIICase.isUpper(word[0]), word.dropFirst().contains(where: ASCIICase.isLower),
            !startsSentence(index, in: paragraph), !isInTitleCase(index, in: paragraph)
        else { return false }
        return !isSlip(word, spelling: spelling)
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
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        for i in 1..<word.count {
            var candidate = word
            if i + 1 < word.count, word[i] != word[i + 1] {
                candidate.swapAt(i, i + 1)
                if isWord(candidate) { return true }
                candidate = word
            }
            candidate.remove(at: i)
            if isName(candidate) { return true }
            for letter in letters {
                candidate = word
                candidate.insert(letter, at: i)
                if isName(candidate) { return true }
                guard letter != word[i] else { continue }
                candidate = word
                candidate[i] = letter
                if isName(candidate) { return true }
            }
        }
        for letter in letters {
            var candidate = word
            candidate.append(letter)
            if isName(candidate) { return true }
        }
        return false
    }

    /// Whether the sentence around `index` has no lowercase word of five letters or more.
    private func isInTitleCase(_ index: Int, in paragraph: Paragraph) -> Bool {
        let tokens = paragraph.tokens
        var start = index
        while start > 0, !endsSentence(tokens[start - 1], paragraph) { start -= 1 }
        var end = index
        while end < tokens.count, !endsSentence(tokens[end], paragraph) { end += 1 }
        return !tokens[start..<end].contains { token in
            token.kind == .word && token.range.count >= 5 && ASCIICase.isLower(paragraph.bytes[token.range.lowerBound])
        }
    }

    private func endsSentence(_ token: Token, _ paragraph: Paragraph) -> Bool {
        guard token.kind == .punctuation else { return false }
        let text = paragraph.string(token)
        return text == "." || text == "!" || text == "?" || text == "…"
    }
}
