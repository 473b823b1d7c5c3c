/// A paragraph as `TokenPattern`s read it: the analysis's words with their
/// lookup keys, kinds and tag positions computed once, lemmas on demand, and
/// the noun phrase that starts at each word.
///
/// - Important: Built and read by one rule check on one thread; the lemma
///   cache is mutable.
final class PatternInput {
    /// What a word is, for the atoms: only words, numbers and punctuation marks take part.
    enum Kind: UInt8 {
        case word, number, punctuation, other
    }

    let analysis: ParagraphAnalysis
    let keys: [WordKey]
    let kinds: [Kind]
    /// Position of each word's Penn tag in `PennTag.allCases`.
    let pennIndex: [UInt8]
    /// Position of each word's universal tag in `UniversalTag.allCases`.
    let universalIndex: [UInt8]
    /// For each word, the index of the sentence (in `analysis.sentences`) that holds it.
    let sentenceOf: [Int]
    private var lemmas: [WordKey?]
    private var phraseStarts: [Int]?

    init(_ analysis: ParagraphAnalysis) {
        self.analysis = analysis
        let words = analysis.words
        keys = words.map { WordKey($0.text) }
        let tokens = analysis.paragraph.tokens
        kinds = words.map { word in
            switch tokens[word.token].kind {
            case .word, .abbreviation: .word
            case .number: .number
            case .punctuation: .punctuation
            default: .other
            }
        }
        pennIndex = words.map { Self.pennPositions[$0.tag.penn]! }
        universalIndex = words.map { Self.universalPositions[$0.tag.universal]! }
        var sentenceOf = [Int](repeating: 0, count: words.count)
        for (k, sentence) in analysis.sentences.enumerated() {
            for i in sentence { sentenceOf[i] = k }
        }
        self.sentenceOf = sentenceOf
        lemmas = [WordKey?](repeating: nil, count: words.count)
    }

    var count: Int { keys.count }

    /// The lemma of word `index` (`ParagraphAnalysis.lemma`), as a lookup key.
    func lemma(_ index: Int) -> WordKey {
        if let known = lemmas[index] { return known }
        let lemma = analysis.lemma(index)
        let key = lemma == analysis.words[index].text ? keys[index] : WordKey(lemma)
        lemmas[index] = key
        return key
    }

    /// The index in `analysis.nounPhrases` of the noun phrase that starts at word `index`, or nil.
    func phrase(startingAt index: Int) -> Int? {
        if phraseStarts == nil {
            var starts = [Int](repeating: -1, count: count)
            for (k, phrase) in analysis.nounPhrases.enumerated() { starts[phrase.words.lowerBound] = k }
            phraseStarts = starts
        }
        let k = phraseStarts![index]
        return k < 0 ? nil : k
    }

    /// The words of sentence `k`.
    func sentence(_ k: Int) -> Range<Int> { analysis.sentences[k] }

    /// The paragraph text of words `range`, as written.
    func original(_ range: Range<Int>) -> String {
        guard let first = range.first else { return "" }
        let words = analysis.words
        return analysis.paragraph.string(words[first].range.lowerBound..<words[range.upperBound - 1].range.upperBound)
    }

    private static let pennPositions: [PennTag: UInt8] = Dictionary(
        uniqueKeysWithValues: PennTag.allCases.enumerated().map { ($1, UInt8($0)) })
    private static let universalPositions: [UniversalTag: UInt8] = Dictionary(
        uniqueKeysWithValues: UniversalTag.allCases.enumerated().map { ($1, UInt8($0)) })
}
