/// Comparatives and superlatives formed twice or mixed up:
/// - `more` before a comparative, `most` before a superlative (`more better`
///   → `better`, `most easiest` → `easiest`); `more` before a comparative
///   that modifies a noun is left alone (`more older people` counts people);
/// - a superlative before `than` (`the tallest than` → `taller than`,
///   `the most beautiful than` → `more beautiful than`);
/// - `the most` or `more … than` with a one-syllable adjective that has its
///   own forms (`the most tall` → `the tallest`, `more cheap than` → `cheaper than`).
public struct ComparisonRule: Rule {
    public init() {}
    public var id: String { "comparison" }
    public var summary: String { "Comparatives and superlatives (better, not more better; taller than; the tallest)." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let analysis = context.view.analysis
        let words = analysis.words
        for sentence in analysis.sentences {
            var i = sentence.lowerBound
            while i + 1 < sentence.upperBound {
                defer { i += 1 }
                let word = words[i]
                let next = words[i + 1]
                let after = i + 2 < sentence.upperBound ? words[i + 2] : nil
                if word.text == "more", isComparative(next), after.map({ !$0.tag.penn.isNoun }) ?? true {
                    report(context, i, i + 1, next.text, .doubled(next.text), &findings)
                } else if word.text == "most", isSuperlative(next) {
                    report(context, i, i + 1, next.text, .doubled(next.text), &findings)
                } else if next.text == "than", isSuperlative(word), let comparative = comparative(of: word.text, context) {
                    let start = i > sentence.lowerBound && words[i - 1].text == "the" ? i - 1 : i
                    report(context, start, i, comparative, .superlativeThan, &findings)
                } else if word.text == "most", next.tag.penn == .jj, after?.text == "than" {
                    let start = i > sentence.lowerBound && words[i - 1].text == "the" ? i - 1 : i
                    report(context, start, i, "more", .superlativeThan, &findings)
                } else if word.text == "most", i > sentence.lowerBound, words[i - 1].text == "the", next.tag.penn == .jj,
                    after.map({ $0.tag.penn.isNoun || !$0.tag.penn.isAdjective && !$0.tag.penn.isVerb }) ?? true,
                    let forms = inflections(of: next.text, context)
                {
                    report(context, i, i + 1, forms.superlative, .inflected(forms.superlative), &findings)
                } else if word.text == "more", next.tag.penn == .jj, after?.text == "than",
                    let forms = inflections(of: next.text, context)
                {
                    report(context, i, i + 1, forms.comparative, .inflected(forms.comparative), &findings)
                }
            }
        }
    }

    private func isComparative(_ word: ParagraphAnalysis.Word) -> Bool {
        guard word.tag.penn == .jjr || word.tag.penn == .rbr else { return false }
        return Self.irregularComparatives.contains(WordKey(word.text)) || word.text.hasSuffix("er") && word.text.utf8.count > 4
    }

    private func isSuperlative(_ word: ParagraphAnalysis.Word) -> Bool {
        guard word.tag.penn == .jjs || word.tag.penn == .rbs else { return false }
        return word.text == "best" || word.text == "worst" || word.text.hasSuffix("est") && word.text.utf8.count > 5
    }

    /// `tallest` → `taller`, `easiest` → `easier`, `best` → `better`.
    private func comparative(of superlative: String, _ context: RuleContext) -> String? {
        if let irregular = Self.irregularSuperlatives[superlative] { return irregular }
        let candidate = String(superlative.dropLast(3)) + "er"
        return context.spelling.isCorrect(candidate) ? candidate : nil
    }

    /// The `-er` and `-est` forms of a one-syllable adjective, when the word list has both.
    private func inflections(of adjective: String, _ context: RuleContext) -> (comparative: String, superlative: String)? {
        guard !Self.periphrasticOnly.contains(WordKey(adjective)), Self.syllables(adjective) == 1,
            !adjective.hasSuffix("ed"), adjective.utf8.count >= 3
        else { return nil }
        let bytes = Array(adjective.utf8)
        let last = bytes[bytes.count - 1]
        var stem = adjective
        if last == UInt8(ascii: "e") {
            stem = String(adjective.dropLast())
        } else if last == UInt8(ascii: "y") {
            stem = String(adjective.dropLast()) + "i"
        } else if bytes.count >= 3, !Self.isVowel(last), last != UInt8(ascii: "w"), last != UInt8(ascii: "x"),
            Self.isVowel(bytes[bytes.count - 2]), !Self.isVowel(bytes[bytes.count - 3])
        {
            stem = adjective + String(UnicodeScalar(last))
        }
        let comparative = stem + "er"
        let superlative = stem + "est"
        guard context.spelling.isCorrect(comparative), context.spelling.isCorrect(superlative) else { return nil }
        return (comparative, superlative)
    }

    /// Vowel groups, not counting a final silent `e` (`large` 1, `simple` 2).
    private static func syllables(_ word: String) -> Int {
        var bytes = Array(word.utf8)
        if bytes.count > 2, bytes.last == UInt8(ascii: "e"), !isVowel(bytes[bytes.count - 2]) { bytes.removeLast() }
        var count = 0
        var previousVowel = false
        for (k, byte) in bytes.enumerated() {
            let vowel = isVowel(byte) || byte == UInt8(ascii: "y") && k > 0
            if vowel && !previousVowel { count += 1 }
            previousVowel = vowel
        }
        return count
    }

    private static func isVowel(_ byte: UInt8) -> Bool {
        [UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u")].contains(byte)
    }

    private func report(
        _ context: RuleContext, _ first: Int, _ last: Int, _ replacement: String, _ message: String, _ findings: inout [Finding]
    ) {
        let words = context.view.analysis.words
        let range = words[first].range.lowerBound..<words[last].range.upperBound
        let original = context.paragraph.string(range)
        findings.append(context.finding(self, range, message, suggestions: [Casing.matching(replacement, to: original)]))
    }

    private static let irregularComparatives: WordSet = ["better", "worse", "further", "farther"]
    private static let irregularSuperlatives: WordMap<String> = ["best": "better", "worst": "worse", "most": "more", "least": "less"]
    /// One-syllable adjectives usually compared with `more` and `most`, or not compared at all.
    private static let periphrasticOnly: WordSet = [
        "real", "right", "wrong", "fun", "just", "like", "prime", "due", "ill", "main", "own", "whole", "sure", "worth",
        "free", "apt", "true", "clear", "glad", "cross", "live", "mere", "sheer", "vast", "chief", "key", "top", "moot",
    ]
}

extension String {
    fileprivate static func doubled(_ form: String) -> String { "“\(form)” is already compared; drop “more” or “most”." }
    fileprivate static let superlativeThan = "Before “than”, use the comparative."
    fileprivate static func inflected(_ form: String) -> String { "Use “\(form)”." }
}
