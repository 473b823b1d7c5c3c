/// A paragraph's words with their parts of speech, lemmas, noun phrases and
/// clauses: the grammar the rules read (`ParagraphView.analysis`, made once
/// per paragraph) and the rewrite steps read (`CompressibleSentence`).
///
/// Words are the paragraph's non-blank tokens, except that a contraction is
/// two words as the tagger's treebank writes them: `don't` → `do` `n't`,
/// `it’s` → `it` `’s`, `can't` → `ca` `n't`. Each sentence is tagged on its own.
public struct ParagraphAnalysis: Sendable {
    /// One word of the paragraph.
    public struct Word: Sendable, Hashable {
        /// UTF-8 byte range in the paragraph.
        public let range: Range<Int>
        /// Index of the paragraph token it is (or is part of).
        public let token: Int
        /// Lowercased text with `’` folded to `'`.
        public let text: String
        /// Its part of speech: `FW` for a lowercase word the dictionary lacks (see `init`).
        public let tag: PartOfSpeech
        /// The tagger's guess, also for such a word (from its ending and its neighbours).
        public let guessedTag: PartOfSpeech
    }

    public let paragraph: Paragraph
    public let words: [Word]
    /// Sentences as ranges of word indices.
    public let sentences: [Range<Int>]
    /// The noun phrases, in text order (`NounPhrase.chunks`).
    public let nounPhrases: [NounPhrase]
    /// The clauses, in text order (`Clause.split`).
    public let clauses: [Clause]
    private let lemmatizer: Lemmatizer

    ///
    /// A lowercase word the dictionary lacks (nor `knownWords`), and that is
    /// no regular form of a word it has (`furnitures`, `goed`), is tagged
    /// `FW`, a word of no known class: the tagger's guess from its ending
    /// (`pepole` a singular noun) would make rules flag the words around a
    /// misspelling (`Many pepole have` → `pepoles`, `has`). A misspelling
    /// with a confident correction is read as that correction before
    /// (`Proofreader.findingsOnCorrections`).
    public init(_ paragraph: Paragraph, spelling: SpellChecker, knownWords: Set<String> = [], tagger: Tagger = .shared) {
        self.paragraph = paragraph
        var ranges: [Range<Int>] = []
        var tokens: [Int] = []
        var sentences: [Range<Int>] = []
        for sentence in paragraph.sentences {
            let first = ranges.count
            for index in sentence where !paragraph.tokens[index].isBlank {
                let token = paragraph.tokens[index]
                if token.kind == .word, let cut = Self.contractionSplit(paragraph.bytes, token.range) {
                    ranges.append(token.range.lowerBound..<cut)
                    ranges.append(cut..<token.range.upperBound)
                    tokens.append(contentsOf: [index, index])
                } else {
                    ranges.append(token.range)
                    tokens.append(index)
                }
            }
            if ranges.count > first { sentences.append(first..<ranges.count) }
        }
        var tags: [PartOfSpeech] = []
        tags.reserveCapacity(ranges.count)
        paragraph.bytes.withUnsafeBufferPointer { bytes in
            for sentence in sentences { tags.append(contentsOf: tagger.tag(bytes, words: Array(ranges[sentence]))) }
        }
        var words: [Word] = []
        words.reserveCapacity(ranges.count)
        for k in ranges.indices {
            let kind = paragraph.tokens[tokens[k]].kind
            let text = ParagraphView.normalized(paragraph.bytes, ranges[k], fold: kind == .word)
            let unknown =
                kind == .word && ranges[k] == paragraph.tokens[tokens[k]].range && tags[k].penn.isOpenClass
                && Self.isUnknownLowercaseWord(paragraph.bytes, ranges[k], spelling: spelling, knownWords: knownWords)
            words.append(
                Word(range: ranges[k], token: tokens[k], text: text, tag: unknown ? PartOfSpeech(.fw, .x) : tags[k], guessedTag: tags[k]))
        }
        self.words = words
        self.sentences = sentences
        let phrases = sentences.flatMap { NounPhrase.chunks(words, $0) }
        nounPhrases = phrases
        clauses = sentences.flatMap { Clause.split(words, $0, phrases) }
        lemmatizer = Lemmatizer(spelling: spelling)
    }

    /// Whether the word at `range` of `bytes` starts with a lowercase ASCII
    /// letter and is neither in the dictionary nor one of `knownWords`.
    private static func isUnknownLowercaseWord(
        _ bytes: [UInt8], _ range: Range<Int>, spelling: SpellChecker, knownWords: Set<String>
    ) -> Bool {
        guard let first = bytes[range].first, first >= 0x61, first <= 0x7A else { return false }
        let correct = bytes.withUnsafeBufferPointer { spelling.isCorrect(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
        guard !correct else { return false }
        let word = String(decoding: bytes[range], as: UTF8.self)
        return !knownWords.contains(word) && !isRegularForm(word, spelling: spelling)
    }

    /// Whether `word` is a known word with a regular ending (`furniture` + `s`,
    /// `go` + `ed`, `advice` + `s`): a learner's form the tagger reads right.
    private static func isRegularForm(_ word: String, spelling: SpellChecker) -> Bool {
        for ending in ["s", "es", "ed", "d", "ing", "er", "est", "ly"] where word.hasSuffix(ending) {
            let stem = String(word.dropLast(ending.count))
            if stem.utf8.count >= 2 && spelling.isCorrect(stem) { return true }
        }
        return false
    }

    /// The dictionary form of word `index`: the base form of a verb
    /// (`was` → `be`, `n't` → `not`), the singular of a plural noun
    /// (`children` → `child`), else the lowercased word. `'s` and `'d` before
    /// `been` are `have`; otherwise `'s` is `be` and `'d` is `would` or `have` by its tag.
    public func lemma(_ index: Int) -> String {
        let word = words[index]
        if word.text == "'s" || word.text == "'d", index + 1 < words.count, words[index + 1].text == "been" { return "have" }
        return lemmatizer.lemma(word)
    }

    /// The clauses of each sentence: element `k` holds those of `sentences[k]`, in order.
    public func clausesBySentence() -> [[Clause]] {
        var k = 0
        return sentences.map { sentence in
            let start = k
            while k < clauses.count, clauses[k].words.lowerBound < sentence.upperBound { k += 1 }
            return clauses[start..<k].filter { sentence.contains($0.words.lowerBound) }
        }
    }

    /// The words of the paragraph tokens `tokens` (a contraction is two words of one token).
    public func words(ofTokens tokens: Range<Int>) -> Range<Int> {
        firstWord(atOrAfterToken: tokens.lowerBound)..<firstWord(atOrAfterToken: tokens.upperBound)
    }

    /// The index of the first word of token `token` or of a later one (binary search: words are in token order).
    private func firstWord(atOrAfterToken token: Int) -> Int {
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle].token < token { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The noun phrase whose head is word `index`, if any.
    public func nounPhrase(headedBy index: Int) -> NounPhrase? {
        nounPhrases.first { $0.head == index }
    }

    /// The split point of a contraction (`do|n't`, `it|'s`), or nil.
    static func contractionSplit(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        // The last apostrophe, `'` or `’`.
        var apostrophe: Int?
        var width = 1
        var i = range.upperBound - 1
        while i > range.lowerBound {
            if bytes[i] == 0x27 {
                apostrophe = i
                break
            }
            if bytes[i] == 0x99 && i >= range.lowerBound + 2 && bytes[i - 1] == 0x80 && bytes[i - 2] == 0xE2 {
                apostrophe = i - 2
                width = 3
                break
            }
            i -= 1
        }
        guard let apostrophe, apostrophe > range.lowerBound else { return nil }
        let after = String(decoding: bytes[(apostrophe + width)..<range.upperBound], as: UTF8.self).lowercased()
        switch after {
        case "s", "m", "re", "ve", "ll", "d":
            return apostrophe
        case "t":
            let n = bytes[apostrophe - 1] | 0x20
            return n == 0x6E && apostrophe - 1 > range.lowerBound ? apostrophe - 1 : nil
        default:
            return nil
        }
    }
}
