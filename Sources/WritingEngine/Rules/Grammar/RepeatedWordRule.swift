/// The same word twice in a row: `the the`. Grammatical doubles such as
/// `had had` and `that that` are left alone, and `is is` after a free
/// relative (`What it is is a mess.`) but not in `It is is fine.`, as are a
/// word said three times (`tap tap tap`), a quoted double (`"pow pow"`) and a
/// word after the name it ends (`rst:directive directive`) or joined to code
/// (`sphinx==7.0.1`). Only a double within one line is fixed without
/// asking, and not a doubled term (`isCertain`).
public struct RepeatedWordRule: Rule {
    public init() {}
    public var id: String { "repeated-word" }
    public var summary: String { "A word written twice in a row." }
    public var category: RuleCategory { .grammar }
    public func runs(on language: LanguageTag) -> Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        var item = 1
        while item < stream.count {
            defer { item += 1 }
            guard stream.kind(item) == .word, stream.kind(item - 1) == .word, stream.texts[item] == stream.texts[item - 1],
                stream.hasSpaceBefore(item)
            else { continue }
            let word = stream.texts[item]
            guard context.language.isEnglish else {
                if !Self.allowedByLanguage[context.language.language, default: []].contains(word) {
                    let first = stream.original(item - 1)
                    findings.append(context.finding(self, stream.span(item - 1, item), .message(first), suggestions: [first]))
                }
                continue
            }
            if Self.allowed.contains(word) { continue }
            if word == "is", Self.followsFreeRelative(stream, item - 1) { continue }
            // `Walla Walla`, `Bora Bora`: a capitalised second word inside a sentence is a name.
            if stream.isCapitalized(item) { continue }
            // `rst:directive directive`, `attrs.define define`: the first word ends a name written as code.
            if Self.endsQualifiedName(stream, item - 1) { continue }
            // `# via sphinx` above `sphinx==7.0.1`: a word joined to code is no word of the sentence.
            let bytes = stream.paragraph.bytes
            if CodeLikeWord.isCodeLike(stream.range(item), in: bytes) || CodeLikeWord.isCodeLike(stream.range(item - 1), in: bytes) {
                continue
            }
            // `tap tap tap`, `"pow pow"`: a word said over on purpose.
            if item + 1 < stream.count && stream.texts[item + 1] == word || item >= 2 && stream.texts[item - 2] == word
                || Self.isQuoted(stream, item - 1, item)
            {
                continue
            }
            let first = stream.original(item - 1)
            let gap = stream.range(item - 1).upperBound..<stream.range(item).lowerBound
            let fix: FixReason? = Self.isCertain(stream, item, gap: gap) ? .repeatedWord : nil
            if stream.paragraph.bytes[gap].contains(0x0A) {
                // Across a line break, the first word and the break stay, the second goes with
                // the spaces after it: the lines and their indentation stay as they are.
                var end = stream.range(item).upperBound
                while end < bytes.count, bytes[end] == 0x20 { end += 1 }
                let kept = first + String(decoding: bytes[gap], as: UTF8.self)
                findings.append(
                    context.finding(self, stream.range(item - 1).lowerBound..<end, .message(first), suggestions: [kept], fix: fix))
            } else {
                findings.append(
                    context.finding(self, stream.span(item - 1, item), .message(first), suggestions: [first], fix: fix))
            }
        }
    }

    /// Whether dropping the second of the words `item - 1` and `item` is
    /// certain: they stand on one line with only spaces between them (no
    /// line break, where a line may start with a label of its own, nor
    /// markup), the second labels nothing (`docs: …`, `note: …` after the
    /// same word), and neither is a doubled term: a content word before a
    /// noun (`template template parameters`, `string string data`, where a
    /// word may be missing), or a particle after a verb, which may be
    /// followed by the same word as a preposition (`log in in the browser`,
    /// `turned on on Monday`).
    private static func isCertain(_ stream: ParagraphView, _ item: Int, gap: Range<Int>) -> Bool {
        let bytes = stream.paragraph.bytes
        guard bytes[gap].allSatisfy({ $0 == 0x20 }) else { return false }
        let end = stream.range(item).upperBound
        if end < bytes.count, bytes[end] == 0x3A { return false }
        let analysis = stream.analysis
        let firstWords = analysis.words(ofTokens: stream.tokenIndices[item - 1]..<(stream.tokenIndices[item - 1] + 1))
        let secondWords = analysis.words(ofTokens: stream.tokenIndices[item]..<(stream.tokenIndices[item] + 1))
        guard let first = firstWords.first, let second = secondWords.last else { return false }
        let words = analysis.words
        // A word that can modify a noun: a noun, an adjective, an adverb, a participle (not `are are bugs`).
        func modifies(_ tag: PennTag) -> Bool { tag.isNoun || tag.isAdjective || tag.isAdverb || tag == .vbg || tag == .vbn }
        if second + 1 < words.count, words[second + 1].tag.penn.isNoun, modifies(words[first].tag.penn) || modifies(words[second].tag.penn)
        {
            return false
        }
        if words[first].tag.penn == .rp || first > 0 && words[first - 1].tag.penn.isVerb && Self.particles.contains(stream.texts[item]) {
            return false
        }
        return true
    }

    /// Words that are a phrasal verb's particle as often as a preposition (`log in`, `turn on`, `sign up`).
    private static let particles: Set<String> = [
        "in", "on", "up", "out", "off", "down", "over", "back", "through", "about", "around", "along", "away", "by",
    ]

    /// Whether the word `item` is joined, with no space, by `:`, `.`, `/` or
    /// `_` to a word before it: the end of a name written as code
    /// (`rst:directive`, `attrs.define`), not a word of the sentence.
    private static func endsQualifiedName(_ stream: ParagraphView, _ item: Int) -> Bool {
        let tokens = stream.paragraph.tokens
        let index = stream.tokenIndices[item]
        guard index >= 2 else { return false }
        let joiner = tokens[index - 1]
        let before = tokens[index - 2]
        guard joiner.kind == .punctuation, joiner.range.upperBound == tokens[index].range.lowerBound,
            before.kind == .word, before.range.upperBound == joiner.range.lowerBound
        else { return false }
        return [":", ".", "/", "_", "::"].contains(stream.paragraph.string(joiner))
    }

    /// Whether the words `first...last` are the whole of a quotation (`"pow pow"`).
    private static func isQuoted(_ stream: ParagraphView, _ first: Int, _ last: Int) -> Bool {
        let tokens = stream.paragraph.tokens
        let before = stream.tokenIndices[first] - 1
        let after = stream.tokenIndices[last] + 1
        guard before >= 0, after < tokens.count else { return false }
        let opening = stream.paragraph.string(tokens[before])
        return Self.quotes.contains(opening) && stream.paragraph.string(tokens[after]) == Self.closing(opening)
    }

    private static let quotes: Set<String> = ["\"", "“", "'", "‘"]

    private static func closing(_ opening: String) -> String {
        switch opening {
        case "“": "”"
        case "‘": "’"
        default: opening
        }
    }

    /// Whether a word that opens a free relative (`what`, `all`, `where`…)
    /// stands before `item` in its sentence, a few words back at most: then
    /// `is is` closes the relative and opens the predicate.
    private static func followsFreeRelative(_ stream: ParagraphView, _ item: Int) -> Bool {
        var k = item - 1
        while k >= 0, k >= item - 8 {
            if stream.kind(k) == .word, freeRelativeOpeners.contains(stream.texts[k]) { return true }
            if stream.startsSentence[k] { return false }
            k -= 1
        }
        return false
    }

    private static let freeRelativeOpeners: Set<String> = ["what", "whatever", "all", "where", "how", "why", "who", "whoever"]

    /// Words that may be doubled grammatically or idiomatically.
    private static let allowed: Set<String> = [
        "had", "that", "do", "her", "bye", "so", "no", "yeah", "ha", "hey", "boo", "knock", "tut", "chop",
        "pooh", "night", "mama", "papa", "blah", "very", "really", "far", "many", "long",
    ]

    /// Words other languages write twice on purpose: French reflexive
    /// pronouns (`nous nous`), German and Dutch relative pronouns after their
    /// article (`die die`, `dat dat`), Spanish, Italian and Portuguese `que`
    /// and `che` (`que que` is rare but `como como` is a verb and a conjunction).
    private static let allowedByLanguage: [String: Set<String>] = [
        "fr": ["nous", "vous", "que", "qui", "si"],
        "de": ["die", "der", "das", "dem", "den", "des", "sie", "ob", "was"],
        "nl": ["dat", "die", "de", "het"],
        "es": ["como", "que", "no"],
        "it": ["che", "come", "no"],
        "pt": ["que", "como", "não"],
    ]
}

extension String {
    fileprivate static func message(_ word: String) -> String {
        "“\(word)” is repeated."
    }
}
