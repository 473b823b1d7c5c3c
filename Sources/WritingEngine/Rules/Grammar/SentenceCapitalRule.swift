/// A sentence that starts with a lowercase word: `it works. then it stops.`
///
/// Only ordinary dictionary words are flagged (never identifiers or names
/// written in lowercase on purpose), and a sentence after an ellipsis is left
/// alone. The first sentence counts only when it stands alone (see
/// `RuleContext.firstSentenceStandsAlone`) and does not start with a word
/// that continues text above it, so lowercase list items, headings,
/// fragments and `where n is…` after a formula stay quiet, and so does a
/// first sentence with no verb, a label or the end of a sentence begun above
/// a code block (`in the file above.`). A word followed
/// by `(` (`require("x")`) is code, not a sentence.
public struct SentenceCapitalRule: Rule {
    public init() {}
    public var id: String { "sentence-capital" }
    public var summary: String { "A sentence starts with a capital letter." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        // The first sentence of a list item, a heading or a comment may be a fragment: there only later ones count.
        let starts = (0..<stream.count).filter { stream.startsSentence[$0] }
        // How many parentheses are open before each start: `(validation? default values?)` is one aside.
        var depth = 0
        var scanned = 0
        for item in starts.dropFirst(context.firstSentenceStandsAlone ? 0 : 1) {
            while scanned < item {
                if stream.texts[scanned] == "(" { depth += 1 } else if stream.texts[scanned] == ")" { depth = max(0, depth - 1) }
                scanned += 1
            }
            guard stream.kind(item) == .word, depth == 0 else { continue }
            if item == starts.first, Self.continuations.contains(stream.key(item)) { continue }
            let original = stream.original(item)
            guard let c = original.utf8.first, c >= 0x61 && c <= 0x7A else { continue }
            if Self.followsEllipsis(stream, item) || !Self.hasSeveralWords(stream, item) { continue }
            // `{number} Timeout`, `(see below)`: a label or an aside, not a sentence.
            if item > 0, ["{", "(", "[", "`", "<", "\"", "”", "'", "’"].contains(stream.texts[item - 1]) { continue }
            if Self.followsAbbreviation(stream, item) || !Self.followsSentenceMark(stream, item) { continue }
            // `… it. by @user`: a changelog credit, not a sentence; `print(x)`, `object.__get__`: code.
            if item + 1 < stream.count,
                stream.kind(item + 1) == .symbol || stream.texts[item + 1] == "(" && !stream.hasSpaceBefore(item + 1)
                    || Self.isDottedName(stream, item)
            {
                continue
            }
            if item > 0 && stream.texts[item - 1] == ":" { continue }
            let word = stream.texts[item]
            guard Self.commonStarters.contains(word) || context.spelling.frequencyLevel(word).map({ $0 <= 35 }) == true
            else { continue }
            if context.knownWords.contains(original) { continue }
            // A first sentence without a verb is a label or goes on from the text above (`in the file above.`).
            if item == starts.first, !hasVerb(context, stream.range(item).lowerBound) { continue }
            findings.append(
                context.finding(self, stream.range(item), .message, suggestions: [Casing.capitalized(original)]))
        }
    }

    /// Whether the sentence of the word that starts at byte `start` may hold a verb that
    /// is not a participle: a word tagged so (`try this`) or a word the verb lexicon
    /// knows in a finite form, however it is tagged (`the paragraph starts`).
    private func hasVerb(_ context: RuleContext, _ start: Int) -> Bool {
        let analysis = context.view.analysis
        var low = 0
        var high = analysis.words.count
        while low < high {
            let middle = (low + high) / 2
            if analysis.words[middle].range.lowerBound < start { low = middle + 1 } else { high = middle }
        }
        guard low < analysis.words.count, analysis.words[low].range.lowerBound == start else { return true }
        let sentence = context.view.sentence(of: low)
        let finite: VerbForms = [.thirdPerson, .past]
        return analysis.words[sentence].contains {
            $0.tag.penn.isFinite || $0.tag.penn == .vb || !Lexicon.shared.forms(of: $0.text).isDisjoint(with: finite)
        }
    }

    /// `wait… then`, `wait... then`, `days (...) was`, `“Stop!” she said`: the sentence goes on.
    private static func followsEllipsis(_ stream: ParagraphView, _ item: Int) -> Bool {
        if item >= 2, ["”", "\"", "’", "'"].contains(stream.texts[item - 1]), ["!", "?"].contains(stream.texts[item - 2]) {
            return true
        }
        var k = item - 1
        while k >= 0, [")", "]", "\"", "'", "”", "’"].contains(stream.texts[k]) { k -= 1 }
        guard k >= 0 else { return false }
        if stream.texts[k] == "…" { return true }
        return k > 0 && stream.texts[k] == "." && stream.texts[k - 1] == "."
    }

    /// Whether a real sentence end precedes `item`: a period, or a `?` / `!` after
    /// a word. `macro_rules! is`, `:? printing` and `Oh! how` do not end sentences.
    private static func followsSentenceMark(_ stream: ParagraphView, _ item: Int) -> Bool {
        var k = item - 1
        while k >= 0, [")", "]", "”", "’", "\"", "'"].contains(stream.texts[k]) { k -= 1 }
        guard k >= 1 else { return true }
        let mark = stream.texts[k]
        let before = stream.kind(k - 1)
        if mark == "!" { return false }
        if mark == "?" { return before == .word }
        return before == .word || before == .number || before == .punctuation && [")", "]", "”", "\""].contains(stream.texts[k - 1])
    }

    /// `object.__get__`, `os.path`: the word, a period and more, with no space between.
    private static func isDottedName(_ stream: ParagraphView, _ item: Int) -> Bool {
        item + 2 < stream.count && stream.texts[item + 1] == "." && !stream.hasSpaceBefore(item + 1) && !stream.hasSpaceBefore(item + 2)
    }

    /// Words that open a paragraph continuing the text above it: `where n is the count`, after a formula.
    private static let continuations: WordSet = ["where", "whereas", "which", "with", "e.g", "i.e", "or", "then"]

    /// `resp. reject`, `approx. three`: a period that ends an abbreviation.
    private static func followsAbbreviation(_ stream: ParagraphView, _ item: Int) -> Bool {
        guard item >= 2, stream.texts[item - 1] == ".", stream.kind(item - 2) == .word else { return false }
        return abbreviations.contains(stream.texts[item - 2])
    }

    private static let abbreviations: Set<String> = [
        "resp", "approx", "incl", "excl", "ca", "viz", "esp", "misc", "ver", "ref", "refs", "sec", "min", "max", "avg",
        "fig", "figs", "eq", "eqs", "no", "nos", "vol", "pp", "ch", "sect", "cf", "etc", "vs", "al", "ed", "eds", "dept",
    ]

    /// Whether the sentence starting at `item` has at least three words (not a lone value like `true`).
    private static func hasSeveralWords(_ stream: ParagraphView, _ item: Int) -> Bool {
        var words = 0
        var k = item
        while k < stream.count, words < 3 {
            if k > item && stream.startsSentence[k] { break }
            if stream.kind(k) == .word { words += 1 }
            k += 1
        }
        return words >= 3
    }

    /// Words that often start sentences, recognised without the word list.
    private static let commonStarters: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "it", "i", "we", "you", "he", "she", "they", "there",
        "then", "but", "and", "so", "if", "when", "in", "on", "at", "for", "my", "our", "his", "her", "their", "your",
        "what", "how", "why", "where", "who", "is", "are", "do", "does", "can", "after", "before", "also", "however",
        "however,", "some", "many", "most", "all", "each", "every", "one", "now", "today", "yesterday", "please",
    ]
}

extension String {
    fileprivate static let message = "Start a sentence with a capital letter."
}
