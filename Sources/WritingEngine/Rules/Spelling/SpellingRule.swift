/// Flags words that are not in the dictionary, with ranked suggestions.
///
/// Words in `context.knownWords` (user and workspace dictionaries, the
/// identifiers of a code file) are correct whatever their case. The first
/// suggestion is marked safe for fix-all only when it is clearly the intended
/// word and the flagged word is not a capitalised word inside a sentence
/// (likely a name the dictionary does not know).
public struct SpellingRule: Rule {
    public init() {}
    public var id: String { "spelling" }
    public var summary: String { "Words that are not in the dictionary, with ranked suggestions." }
    public var category: RuleCategory { .spelling }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let paragraph = context.paragraph
        let misspelled: [Int] = paragraph.bytes.withUnsafeBufferPointer { bytes in
            paragraph.tokens.indices.filter { index in
                let token = paragraph.tokens[index]
                guard token.kind == .word else { return false }
                return !context.spelling.isCorrect(utf8: UnsafeBufferPointer(rebasing: bytes[token.range]))
            }
        }
        for index in misspelled {
            let token = paragraph.tokens[index]
            let word = paragraph.string(token)
            if isKnown(word, context.knownWords) { continue }
            let corrections = context.spelling.corrections(for: word)
            let safe = corrections.isConfident && !(isCapitalized(word) && !startsSentence(index, in: paragraph))
            findings.append(
                context.finding(
                    self, token.range, message(word, corrections.suggestions), suggestions: corrections.suggestions, safe: safe))
        }
    }

    private func isKnown(_ word: String, _ knownWords: Set<String>) -> Bool {
        guard !knownWords.isEmpty else { return false }
        if knownWords.contains(word) { return true }
        let lowered = word.lowercased()
        return knownWords.contains(lowered) || knownWords.contains { $0.lowercased() == lowered }
    }

    private func isCapitalized(_ word: String) -> Bool {
        word.utf8.first.map(ASCIICase.isUpper) ?? false
    }

    /// Whether the word at `index` is the first word of its sentence.
    private func startsSentence(_ index: Int, in paragraph: Paragraph) -> Bool {
        var i = index - 1
        while i >= 0 {
            let token = paragraph.tokens[i]
            switch token.kind {
            case .space, .newline: i -= 1
            case .punctuation:
                let text = paragraph.string(token)
                if text == "." || text == "!" || text == "?" || text == "…" { return true }
                if text == "\"" || text == "“" || text == "(" || text == "‘" || text == "'" { i -= 1 } else { return false }
            default: return false
            }
        }
        return true
    }
}

extension SpellingRule {
    fileprivate func message(_ word: String, _ suggestions: [String]) -> String {
        if let first = suggestions.first, first.lowercased() == word.lowercased() {
            return "“\(word)” is a name written with capitals: “\(first)”."
        }
        return "Possible spelling mistake: “\(word)”."
    }
}
