/// The code an answer holds: its inline code spans, and the identifiers,
/// options, paths and file names its prose writes (`template_custom_dir`,
/// `--force`, `~/.config`, `config.toml`). None may be the answer's own:
/// each must stand in the text (for composed text, in its prompt or
/// context), where a small model invents settings and values that look
/// right (`#123.123.123`). General prose may be new; code may not.
enum AnswerCode {
    /// The first code of `answer` that `known` does not hold, or nil.
    static func invented(in answer: AnswerText, known: String) -> String? {
        for code in spans(in: answer.withoutBlocks) where !known.contains(code) { return "`\(code)`" }
        for word in identifiers(in: answer.prose) where !known.contains(word) { return String(word) }
        return nil
    }

    /// The text of each inline code span of `text` (a run of backticks to
    /// the next run of the same length), blanks around it trimmed.
    static func spans(in text: String) -> [Substring] {
        var found: [Substring] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "`") {
            let fence = rest[open...].prefix { $0 == "`" }
            guard
                let close = rest[fence.endIndex...].ranges(of: fence).first(where: { range in
                    rest[rest.index(before: range.lowerBound)] != "`"
                        && (range.upperBound == rest.endIndex || rest[range.upperBound] != "`")
                })
            else { break }
            let code = rest[fence.endIndex..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if !code.isEmpty { found.append(Substring(code)) }
            rest = rest[close.upperBound...]
        }
        return found
    }

    /// The words of `prose` (split at blanks, with the quotes, brackets,
    /// emphasis and sentence punctuation around them trimmed) that are code
    /// by their shape: a `_` inside, a leading `-` or `--` before a letter
    /// (an option), a leading `/`, `~/` or `./` (a path), a leading `$` or
    /// `#` before a letter or digit (a variable, a colour), `::` or `()`, or
    /// a dot between two parts of two letters or more that are not both
    /// numbers (`config.toml`, `os.path`). Web addresses are left to
    /// `AnswerFacts`.
    static func identifiers(in prose: String) -> [Substring] {
        prose.split(whereSeparator: \.isWhitespace).compactMap { raw in
            let word = trimmed(raw)
            guard word.count >= 2, !word.contains("://"), !word.lowercased().hasPrefix("www.") else { return nil }
            return isCode(word) ? word : nil
        }
    }

    /// `word` without the punctuation, quotes, brackets and emphasis around it.
    private static func trimmed(_ word: Substring) -> Substring {
        let around: Set<Character> = [
            "\"", "'", "“", "”", "‘", "’", "(", ")", "[", "]", "{", "}", "*", "_", "<", ">", ",", ";", ":", "!", "?", ".",
        ]
        var word = word
        while let last = word.last, around.contains(last) {
            // `f()` keeps its brackets.
            if word.hasSuffix("()") { break }
            word = word.dropLast()
        }
        while let first = word.first, around.contains(first) { word = word.dropFirst() }
        return word
    }

    private static func isCode(_ word: Substring) -> Bool {
        let first = word.first!
        let second = word.dropFirst().first!
        if word.contains("_") || word.contains("::") || word.hasSuffix("()") { return true }
        if first == "-" && (second.isLetter || second == "-" && word.dropFirst(2).first?.isLetter == true) { return true }
        if first == "/" && second.isLetter || word.hasPrefix("~/") || word.hasPrefix("./") { return true }
        if (first == "$" || first == "#") && (second.isLetter || second.isNumber) { return true }
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { $0.count >= 2 && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
            && !parts.allSatisfy { $0.allSatisfy(\.isNumber) }
    }
}
