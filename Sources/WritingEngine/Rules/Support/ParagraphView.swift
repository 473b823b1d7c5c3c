/// A paragraph as the rules read it, made once per paragraph and shared
/// (`RuleContext.view`): its non-blank tokens (items) with their lowercased
/// texts, verb forms and sentence starts; its grammar (`analysis`: words
/// with tags and lemmas, noun phrases, clauses); and the per-word lookups
/// over that grammar. The grammar and its lookups are made when a rule
/// first asks for them.
///
/// Item `i` is the `i`-th non-blank token. Word texts are lowercased with
/// typographic apostrophes folded to `'`, so tables compare them directly.
///
/// - Important: The rules of one paragraph run one after another on one
///   thread (`RuleContext.shared`); a view is not shared between threads.
final class ParagraphView: @unchecked Sendable {
    let paragraph: Paragraph
    /// Token index of each item.
    let tokenIndices: [Int]
    /// Lowercased text of each item (punctuation and symbols verbatim).
    let texts: [String]
    /// `WordKey` hash of each text, for table lookups.
    private let hashes: [UInt64]
    /// The verb forms each text can be (`Lexicon.forms(of:)`), looked up once.
    let verbForms: [VerbForms]
    /// Whether each item is the first word of a sentence (after opening quotes or brackets).
    let startsSentence: [Bool]
    /// What the grammar reads besides the paragraph.
    private let spelling: SpellChecker
    private let knownWords: Set<String>

    /// Reads `paragraph`; `spelling` and `knownWords` are for its grammar (`ParagraphAnalysis.init`).
    init(_ paragraph: Paragraph, spelling: SpellChecker, knownWords: Set<String> = []) {
        self.paragraph = paragraph
        self.spelling = spelling
        self.knownWords = knownWords
        var indices: [Int] = []
        var texts: [String] = []
        indices.reserveCapacity(paragraph.tokens.count / 2 + 1)
        texts.reserveCapacity(paragraph.tokens.count / 2 + 1)
        for (index, token) in paragraph.tokens.enumerated() where !token.isBlank {
            indices.append(index)
            texts.append(ParagraphView.normalized(paragraph.bytes, token.range, fold: token.kind == .word))
        }
        var starts = [Bool](repeating: false, count: indices.count)
        var item = 0
        for sentence in paragraph.sentences {
            while item < indices.count, indices[item] < sentence.lowerBound { item += 1 }
            var k = item
            while k < indices.count, indices[k] < sentence.upperBound {
                let kind = paragraph.tokens[indices[k]].kind
                if kind == .word || kind == .number || kind == .identifier || kind == .abbreviation || kind == .masked {
                    starts[k] = true
                    break
                }
                if kind != .punctuation { break }
                k += 1
            }
        }
        self.tokenIndices = indices
        self.texts = texts
        self.startsSentence = starts
        let lexicon = Lexicon.shared
        var hashes: [UInt64] = []
        var verbForms: [VerbForms] = []
        hashes.reserveCapacity(texts.count)
        verbForms.reserveCapacity(texts.count)
        for text in texts {
            let key = WordKey(text)
            hashes.append(key.hash)
            verbForms.append(lexicon.forms(of: key))
        }
        self.hashes = hashes
        self.verbForms = verbForms
    }

    /// The paragraph's words with their tags and lemmas, noun phrases and clauses.
    private(set) lazy var analysis = ParagraphAnalysis(paragraph, spelling: spelling, knownWords: knownWords)
    /// The lookups over `analysis`.
    private lazy var lookups = Lookups(analysis)

    var count: Int { tokenIndices.count }

    /// The item's text as a table key.
    func key(_ item: Int) -> WordKey { WordKey(texts[item], hash: hashes[item]) }

    func token(_ item: Int) -> Token { paragraph.tokens[tokenIndices[item]] }
    func kind(_ item: Int) -> TokenKind { paragraph.tokens[tokenIndices[item]].kind }
    func range(_ item: Int) -> Range<Int> { paragraph.tokens[tokenIndices[item]].range }
    func isWord(_ item: Int) -> Bool { item >= 0 && item < count && kind(item) == .word }

    /// The text as written.
    func original(_ item: Int) -> String { paragraph.string(range(item)) }

    /// The byte range from the start of `first` to the end of `last`.
    func span(_ first: Int, _ last: Int) -> Range<Int> { range(first).lowerBound..<range(last).upperBound }

    /// Whether blank tokens separate item `item - 1` from `item`.
    func hasSpaceBefore(_ item: Int) -> Bool {
        item > 0 && tokenIndices[item] - tokenIndices[item - 1] > 1
    }

    /// Whether the blank before `item` contains a line break.
    func hasLineBreakBefore(_ item: Int) -> Bool {
        guard item > 0 else { return false }
        var t = tokenIndices[item - 1] + 1
        while t < tokenIndices[item] {
            if paragraph.tokens[t].kind == .newline { return true }
            t += 1
        }
        return false
    }

    /// Whether the item's first byte is an ASCII capital letter.
    func isCapitalized(_ item: Int) -> Bool {
        let b = paragraph.bytes[range(item).lowerBound]
        return b >= 0x41 && b <= 0x5A
    }

    /// Whether the item is all ASCII capitals (at least two letters), like an acronym.
    func isAllCaps(_ item: Int) -> Bool {
        let r = range(item)
        guard r.count >= 2 else { return false }
        for i in r {
            let b = paragraph.bytes[i]
            if b >= 0x61 && b <= 0x7A { return false }
        }
        return true
    }

    /// Lowercased text with `’` folded to `'`; verbatim for non-words.
    static func normalized(_ bytes: [UInt8], _ range: Range<Int>, fold: Bool) -> String {
        guard fold else { return String(decoding: bytes[range], as: UTF8.self) }
        var ascii = true
        var needsWork = false
        for i in range {
            let b = bytes[i]
            if b >= 0x80 {
                ascii = false
                break
            }
            if b >= 0x41 && b <= 0x5A { needsWork = true }
        }
        if ascii {
            if !needsWork { return String(decoding: bytes[range], as: UTF8.self) }
            var out = [UInt8]()
            out.reserveCapacity(range.count)
            for i in range {
                let b = bytes[i]
                out.append(b >= 0x41 && b <= 0x5A ? b | 0x20 : b)
            }
            return String(decoding: out, as: UTF8.self)
        }
        var folded = [UInt8]()
        folded.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == 0xE2 && i + 2 < range.upperBound && bytes[i + 1] == 0x80 && bytes[i + 2] == 0x99 {
                folded.append(0x27)
                i += 3
            } else {
                folded.append(bytes[i])
                i += 1
            }
        }
        return String(decoding: folded, as: UTF8.self).lowercased()
    }
}

extension ParagraphView {
    /// The noun phrase that starts at word `i` of `analysis`, if any.
    func phrase(startingAt i: Int) -> NounPhrase? {
        i < lookups.phraseStarting.count ? lookups.phraseStarting[i].map { analysis.nounPhrases[$0] } : nil
    }

    /// The word range of the sentence that holds word `i`.
    func sentence(of i: Int) -> Range<Int> {
        analysis.sentences[lookups.sentenceOf[i]]
    }

    /// The first finite verb after word `i` in its sentence.
    func finiteVerb(after i: Int) -> Int? {
        let lookups = lookups
        return i + 1 < lookups.finiteFrom.count && lookups.sentenceOf[i + 1] == lookups.sentenceOf[i] ? lookups.finiteFrom[i + 1] : nil
    }

    /// The clause that holds word `i`.
    func clause(of i: Int) -> Clause? {
        lookups.clauseOf[i].map { analysis.clauses[$0] }
    }

    /// Lookups over the analysis that rules need often, so that none is a scan per word.
    private struct Lookups {
        /// For each word, the index of the noun phrase that starts there.
        let phraseStarting: [Int?]
        /// For each word, the index of the sentence it is in.
        let sentenceOf: [Int]
        /// For each word, the index of the clause it is in.
        let clauseOf: [Int?]
        /// For each word, the first finite verb at or after it in its sentence.
        let finiteFrom: [Int?]

        init(_ analysis: ParagraphAnalysis) {
            var starting = [Int?](repeating: nil, count: analysis.words.count)
            for (index, phrase) in analysis.nounPhrases.enumerated() { starting[phrase.words.lowerBound] = index }
            var sentenceOf = [Int](repeating: 0, count: analysis.words.count)
            for (index, sentence) in analysis.sentences.enumerated() {
                for i in sentence { sentenceOf[i] = index }
            }
            var clauseOf = [Int?](repeating: nil, count: analysis.words.count)
            for (index, clause) in analysis.clauses.enumerated() {
                for i in clause.words { clauseOf[i] = index }
            }
            var finiteFrom = [Int?](repeating: nil, count: analysis.words.count)
            for sentence in analysis.sentences {
                var next: Int?
                for i in sentence.reversed() {
                    if analysis.words[i].tag.penn.isFinite { next = i }
                    finiteFrom[i] = next
                }
            }
            phraseStarting = starting
            self.finiteFrom = finiteFrom
            self.sentenceOf = sentenceOf
            self.clauseOf = clauseOf
        }
    }
}

extension RuleContext {
    /// The paragraph as the rules read it, made once and shared by the rules.
    var view: ParagraphView { shared { ParagraphView($0.paragraph, spelling: $0.spelling, knownWords: $0.knownWords) } }
}
