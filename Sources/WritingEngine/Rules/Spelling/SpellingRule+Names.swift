extension SpellingRule {
    /// Whether the unknown word at `index` reads as a name the dictionary
    /// does not know (“Thelen”, “Khafre”) rather than a misspelling.
    ///
    /// Capitals inside a sentence mark a name in English, so such a word is
    /// taken as one unless it is the slip of a known word: a swap of two
    /// neighbouring letters turns it into any word (“Satr” → “Star”), or one
    /// letter changed, dropped, added or swapped turns a word of six letters
    /// or more into a word the general dictionary (SCOWL) lists only
    /// capitalised (“Amercia” → “America”), unless it stands beside another
    /// name (“Floris Bruynooghe”). A shorter name is one edit from some other
    /// name more often than not (“Kai” → “Kay”, “Jimi” → “Jim”), so that says nothing.
    ///
    /// At the start of a sentence every word has a capital, so the word must
    /// also be no slip of a lowercase word: no swap, no one letter changed,
    /// dropped or added anywhere, and no split into two words turns it into
    /// one (“Becuase”, “Nowdays”, “Alot” are flagged; “Suzie” is a name).
    /// Beside another name (“Idi Amin”), only a slip of an everyday word
    /// (SCOWL 10) counts.
    /// Capitals say nothing in capitals throughout (acronyms are handled by
    /// the checker) or in a sentence set in title case (`TitleCaseTokens`),
    /// where a word is a name only beside another (`isBesideName`): a line
    /// of a list of people (`* Daniel Hahler`).
    ///
    /// `titleCase` is found on the first call that needs it, once for the paragraph.
    func isLikelyName(_ index: Int, in paragraph: Paragraph, spelling: SpellChecker, titleCase: inout TitleCaseTokens?) -> Bool {
        let word = Array(paragraph.bytes[paragraph.tokens[index].range])
        guard word.count > 1, ASCIICase.isUpper(word[0]), word.dropFirst().contains(where: ASCIICase.isLower) else { return false }
        if titleCase == nil { titleCase = TitleCaseTokens(paragraph) }
        if titleCase![index] { return isBesideName(index, in: paragraph, spelling: spelling) }
        guard !isSwapOfWord(word, spelling: spelling) else { return false }
        // A name one letter from a known name is that name's slip, unless it stands beside another name (`Floris Bruynooghe`).
        if isNearName(word, spelling: spelling) && !isBesideName(index, in: paragraph, spelling: spelling) { return false }
        guard startsSentence(index, in: paragraph) else { return true }
        // Beside another name (`Idi Amin held`), only the slip of an everyday word is no name.
        let besideName = isBesideName(index, in: paragraph, spelling: spelling)
        return !isSlipOfLowercaseWord(word, spelling: spelling, maxLevel: besideName ? 10 : .max)
    }

    /// Whether the word at `index` stands next to a name: a capitalised word
    /// the dictionary lists only capitalised (`Daniel`) or does not know at
    /// all (`Floris Bruynooghe`), an initial (`Jean-François B.`), a title
    /// (`Dr. Dre`) or a particle before a capitalised word (`Anthon van der
    /// Neut`), not an everyday word (`Installing`).
    /// That makes the word part of a person's name, in a line of capitals
    /// (`* Daniel Hahler`, a list of people) or near another name.
    private func isBesideName(_ index: Int, in paragraph: Paragraph, spelling: SpellChecker) -> Bool {
        func isName(_ i: Int) -> Bool {
            guard i >= 0, i < paragraph.tokens.count, paragraph.tokens[i].kind == .word else { return false }
            let word = Array(paragraph.bytes[paragraph.tokens[i].range])
            guard ASCIICase.isUpper(word[0]), word.dropFirst().allSatisfy({ !ASCIICase.isUpper($0) }) else { return false }
            if word.count == 1 {
                let end = paragraph.tokens[i].range.upperBound
                return end < paragraph.bytes.count && paragraph.bytes[end] == 0x2E
            }
            return Self.nameLevel(word, spelling: spelling) != nil || !word.withUnsafeBufferPointer { spelling.isCorrect(utf8: $0) }
        }
        var before = index - 1
        while before >= 0, paragraph.tokens[before].kind == .space { before -= 1 }
        var after = index + 1
        var particles = 0
        while after < paragraph.tokens.count,
            paragraph.tokens[after].kind == .space || Self.nameParticles.contains(paragraph.string(paragraph.tokens[after]))
        {
            if paragraph.tokens[after].kind != .space { particles += 1 }
            after += 1
        }
        let capitalizedAfter =
            after < paragraph.tokens.count && paragraph.tokens[after].kind == .word
            && ASCIICase.isUpper(paragraph.bytes[paragraph.tokens[after].range.lowerBound])
        var title = before
        if title > 0, paragraph.string(paragraph.tokens[title]) == "." { title -= 1 }
        let afterTitle = title >= 0 && Self.titles.contains(paragraph.string(paragraph.tokens[title]).lowercased())
        return afterTitle || isName(before) || isName(after) || particles > 0 && capitalizedAfter
    }

    /// Words that join a given name to a family name (`Anthon van der Neut`).
    static let nameParticles: Set<String> = [
        "van", "von", "der", "den", "de", "da", "di", "du", "del", "della", "ter", "ten", "bin", "ibn",
    ]

    /// Whether swapping two neighbouring letters after the first turns
    /// `word` into a known word (see `isLikelyName`). A word of three or
    /// four letters must become a common one (SCOWL 50 or below: `Teh` →
    /// `The`): most short names are a swap from some rare word (`Dre`, `Der`).
    private func isSwapOfWord(_ word: [UInt8], spelling: SpellChecker) -> Bool {
        for i in 1..<word.count - 1 where word[i] != word[i + 1] {
            var swapped = word
            swapped.swapAt(i, i + 1)
            guard swapped.withUnsafeBufferPointer({ spelling.isCorrect(utf8: $0) }) else { continue }
            if word.count > 4 || (spelling.frequencyLevel(String(decoding: swapped, as: UTF8.self)) ?? .max) <= 50 { return true }
        }
        return false
    }

    /// Whether one edit after the first letter turns `word`, of six letters
    /// or more, into a name of the general dictionary (see `isLikelyName`):
    /// the long lists of people's names and products hold a name one edit
    /// from most other names (`Khafre`, `Khare`).
    private func isNearName(_ word: [UInt8], spelling: SpellChecker) -> Bool {
        word.count >= 6 && Self.anyOneEdit(of: word, from: 1) { Self.nameLevel($0, spelling: spelling).map { $0 <= 70 } ?? false }
    }

    /// The SCOWL level of `word`, capitalised, when the dictionary lists it
    /// only so (`Daniel`, not `Victor`, which is also a word); else nil.
    private static func nameLevel(_ word: [UInt8], spelling: SpellChecker) -> Int? {
        guard let level = word.withUnsafeBufferPointer({ spelling.entry($0).map(spelling.words.level(at:)) }) else { return nil }
        var lowered = word
        lowered[0] = ASCIICase.lower(lowered[0])
        return lowered.withUnsafeBufferPointer { spelling.isCorrect(utf8: $0) } ? nil : level
    }

    /// Whether `word`, its first letter lowered, is one swap, one letter
    /// changed, dropped or added, or one space away from a word the
    /// dictionary lists in lowercase, at SCOWL level `maxLevel` or below.
    private func isSlipOfLowercaseWord(_ word: [UInt8], spelling: SpellChecker, maxLevel: Int = .max) -> Bool {
        var lowered = word
        lowered[0] = ASCIICase.lower(lowered[0])
        func isWord(_ candidate: [UInt8]) -> Bool {
            guard !candidate.isEmpty, candidate.withUnsafeBufferPointer({ spelling.isCorrect(utf8: $0) }) else { return false }
            return maxLevel == .max || (spelling.frequencyLevel(String(decoding: candidate, as: UTF8.self)) ?? .max) <= maxLevel
        }
        for i in 0..<lowered.count - 1 where lowered[i] != lowered[i + 1] {
            var swapped = lowered
            swapped.swapAt(i, i + 1)
            if isWord(swapped) { return true }
        }
        for i in 1..<lowered.count where isWord(Array(lowered[..<i])) && isWord(Array(lowered[i...])) { return true }
        return Self.anyOneEdit(of: lowered, from: 0, where: isWord)
    }

    /// Whether `found` holds for `word` with one lowercase letter added,
    /// dropped or changed at a position from `start` on.
    private static func anyOneEdit(of word: [UInt8], from start: Int, where found: ([UInt8]) -> Bool) -> Bool {
        let letters = UInt8(ascii: "a")...UInt8(ascii: "z")
        for i in start...word.count {
            for letter in letters {
                var candidate = word
                candidate.insert(letter, at: i)
                if found(candidate) { return true }
            }
            guard i < word.count else { break }
            var candidate = word
            candidate.remove(at: i)
            if found(candidate) { return true }
            for letter in letters where letter != word[i] {
                candidate = word
                candidate[i] = letter
                if found(candidate) { return true }
            }
        }
        return false
    }
}

/// Which tokens of a paragraph sit in a sentence set in title case: one
/// whose lowercase words are all words title case leaves lowercase
/// (articles, conjunctions, prepositions: “Working with the Plogins”).
/// Found in one pass.
struct TitleCaseTokens {
    private var inTitleCase: [Bool]

    /// Words a title keeps in lowercase.
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in", "of", "off", "on", "per", "to",
        "up", "via", "vs", "from", "into", "with", "onto", "over", "than", "upon", "out", "down", "about", "after", "before",
    ]

    init(_ paragraph: Paragraph) {
        let tokens = paragraph.tokens
        inTitleCase = [Bool](repeating: false, count: tokens.count)
        var start = 0
        var hasLowercaseWord = false
        for (i, token) in tokens.enumerated() {
            if token.kind == .word, ASCIICase.isLower(paragraph.bytes[token.range.lowerBound]),
                !Self.minorWords.contains(paragraph.string(token))
            {
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
