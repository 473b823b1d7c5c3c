/// Quotes and emphasis an answer leaves open: a model cut short or losing
/// the thread opens `_"` and never closes it. A mark counts as left open
/// only where the text closes all of its own.
enum AnswerMarks {
    /// The first mark `result` leaves open, written as it opens, or nil.
    static func unclosed(_ result: AnswerText, original text: AnswerText) -> String? {
        for mark in ["\"", "“", "«"] where isClosed(mark, in: text.prose) && !isClosed(mark, in: result.prose) { return mark }
        for mark: Character in ["*", "_"] where emphasisIsClosed(mark, in: text.prose) && !emphasisIsClosed(mark, in: result.prose) {
            return String(mark)
        }
        return nil
    }

    /// Whether the quotes opened by `mark` are closed in `prose`: straight
    /// quotes come in pairs, and `“` and `«` are closed as often as opened
    /// (German `„…“` aside: a text with `„` closes with `“`).
    static func isClosed(_ mark: String, in prose: String) -> Bool {
        switch mark {
        case "\"": return prose.count { $0 == "\"" } % 2 == 0
        case "“": return prose.contains("„") || prose.count { $0 == "“" } == prose.count { $0 == "”" }
        default: return prose.count { $0 == "«" } == prose.count { $0 == "»" }
        }
    }

    /// Whether the emphasis marks of one character (`*` or `_`) close what
    /// they open: the marks of runs that touch a word on one side only (an
    /// opening run before a word, a closing one after it) add up to an even
    /// number. Runs inside a word (`snake_case`, `a*b`) or between blanks
    /// (a list's `* `, `2 * 3`) are no emphasis.
    static func emphasisIsClosed(_ mark: Character, in prose: String) -> Bool {
        let characters = Array(prose)
        var count = 0
        var index = 0
        while index < characters.count {
            guard characters[index] == mark else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count && characters[index] == mark { index += 1 }
            let before = start > 0 ? characters[start - 1] : " "
            let after = index < characters.count ? characters[index] : " "
            let touchesBefore = !before.isWhitespace
            let touchesAfter = !after.isWhitespace
            let inWord = (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber)
            if touchesBefore != touchesAfter || (touchesBefore && touchesAfter && !inWord) { count += index - start }
        }
        return count % 2 == 0
    }
}
