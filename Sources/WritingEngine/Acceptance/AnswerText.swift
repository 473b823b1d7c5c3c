/// A text as the acceptance check reads it: its words, its content words
/// and their stems, with inline code left out (it is checked byte for byte
/// elsewhere, and its words are no prose).
struct AnswerText {
    /// The text as written.
    let text: String
    /// The text without its fenced code blocks.
    let withoutBlocks: String
    /// `withoutBlocks` with each inline code span made one space.
    let prose: String
    /// The lowercased words of `prose`, in order (letters, digits and inner apostrophes).
    let words: [Substring]
    /// The words that carry content: four letters or more, no function word, no number.
    let contentWords: [String]
    /// The stems of `contentWords`.
    let contentStems: Set<String>

    init(_ text: String) {
        self.text = text
        withoutBlocks = Self.withoutFencedBlocks(text)
        prose = AnswerFacts.withoutInlineCode(withoutBlocks)
        words = Self.words(prose)
        contentWords = words.filter(Self.isContentWord).map { String($0) }
        contentStems = Set(contentWords.map(Self.stem))
    }

    /// `text` without the lines of its fenced code blocks (from a line opening
    /// with ``` or ~~~ to the next such line), trailing blank lines aside.
    static func withoutFencedBlocks(_ text: String) -> String {
        guard text.contains("```") || text.contains("~~~") else { return text }
        var kept: [Substring] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inFence.toggle()
            } else if !inFence {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The lowercased words of `text`, with `’` read as `'` and contractions
    /// spelled out (`don't` → `do not`, `we'll` → `we will`), so that a tone
    /// may contract and a comparison still meets the same words.
    static func words(_ text: String) -> [Substring] {
        let raw = text.lowercased().replacingOccurrences(of: "’", with: "'").split(whereSeparator: {
            !$0.isLetter && !$0.isNumber && $0 != "'"
        }).map { word in
            var word = word.drop { $0 == "'" }
            while word.last == "'" { word = word.dropLast() }
            return word
        }.filter { !$0.isEmpty }
        return raw.indices.flatMap { index in expanded(raw[index], before: index + 1 < raw.count ? raw[index + 1] : "") }
    }

    /// A contraction as its words (`can't` → `can not`, `it'll` → `it will`;
    /// `'d` is `had` before `better` or a past participle, else `would`); any
    /// other word alone. `next` is the word after it.
    static func expanded(_ word: Substring, before next: Substring) -> [Substring] {
        if word.hasSuffix("'d") && word.count > 2 {
            let forms = Lexicon.shared.forms(of: String(next))
            let had = next == "better" || forms.contains(.pastParticiple) && !forms.contains(.base)
            return [word.dropLast(2), had ? "had" : "would"]
        }
        if let whole = AcceptanceWords.irregularContractions[String(word)] { return whole.split(separator: " ") }
        for (ending, full) in AcceptanceWords.contractionEndings where word.hasSuffix(ending) && word.count > ending.count {
            return [word.dropLast(ending.count), Substring(full)]
        }
        return [word]
    }

    /// A word's stem, which meets its other forms (`moves`, `moving`,
    /// `installed`): the word without an inflection's ending and a final `e`,
    /// cut to five letters.
    static func stem(_ word: some StringProtocol) -> String {
        var word = Substring(word)
        if let ending = ["ing", "ed", "es", "s", "ly"].first(where: { word.hasSuffix($0) && word.count - $0.count >= 3 }) {
            word = word.dropLast(ending.count)
        }
        if word.hasSuffix("e") && word.count > 3 { word = word.dropLast() }
        return String(word.prefix(5))
    }

    /// Whether `word` (lowercased) carries content.
    static func isContentWord(_ word: Substring) -> Bool {
        word.count >= 4 && !word.allSatisfy(\.isNumber) && !isFunctionWord(word)
    }

    /// Whether `word` (lowercased) belongs to a closed class: determiners,
    /// prepositions, pronouns, conjunctions, auxiliaries and modals.
    static func isFunctionWord(_ word: Substring) -> Bool {
        let word = String(word)
        return Lexicon.determiners.contains(word) || Lexicon.prepositions.contains(word)
            || Lexicon.clauseOpeners.contains(word) || Lexicon.modals.contains(word) || Lexicon.possessives.contains(word)
            || Lexicon.subjectPronouns.contains(word) || Lexicon.objectPronouns.contains(word)
            || Lexicon.singularAuxiliaries[word] != nil || Lexicon.pluralAuxiliaries[word] != nil
            || AcceptanceWords.otherFunctionWords.contains(word)
    }

    /// Whether `word` (lowercased) is common enough in English (a Zipf
    /// frequency of 4.5 or more: `get`, `help`, `hello`, `great`) to be a
    /// matter of register a tone may bring, not content of its own.
    static func isRegisterWord(_ word: String) -> Bool { zipfClass(word) >= 18 }

    /// Whether `word` (lowercased) is among the commonest of English (a Zipf
    /// frequency of 5 or more: `because`, `due`): with a capital it names nothing.
    static func isCommonWord(_ word: String) -> Bool { zipfClass(word) >= 20 }

    /// Four times the Zipf frequency of `word` in the built-in word list, 0 when it is not listed.
    static func zipfClass(_ word: String) -> Int {
        var word = word
        return word.withUTF8 { bytes in WordList.builtIn.find(bytes).map(WordList.builtIn.frequencyClass(at:)) ?? 0 }
    }
}
