import Foundation
import Testing

@testable import WritingEngine

@Suite struct TaggerTests {
    /// Sentences tagged by `scripts/train-tagger --tag` with the committed weights,
    /// as `word/PENN|UNIVERSAL`: the Swift tagger gives the same tags.
    static let reference = [
        "I/PRP|PRON ca/MD|AUX n't/RB|PART believe/VB|VERB it/PRP|PRON 's/VBZ|AUX already/RB|ADV snowing/VBG|VERB again/RB|ADV !/.|PUNCT",
        "Running/VBG|VERB the/DT|DET tests/NNS|NOUN takes/VBZ|VERB about/RB|ADV ten/CD|NUM minutes/NNS|NOUN",
        "He/PRP|PRON has/VBZ|AUX been/VBN|AUX reading/VBG|VERB the/DT|DET report/NN|NOUN ;/,|PUNCT they/PRP|PRON are/VBP|AUX impressed/JJ|ADJ",
        "The/DT|DET quick/JJ|ADJ brown/JJ|ADJ fox/NN|NOUN jumps/VBZ|VERB over/IN|ADP the/DT|DET lazy/JJ|ADJ dog/NN|NOUN ./.|PUNCT",
        "She/PRP|PRON did/VBD|AUX n't/RB|PART think/VB|VERB the/DT|DET glorptastic/JJ|ADJ widgets/NNS|NOUN were/VBD|AUX frobnicated/VBN|VERB quickly/RB|ADV ,/,|PUNCT did/VBD|AUX she/PRP|PRON ?/.|PUNCT",
        "In/IN|ADP 2019/CD|NUM ,/,|PUNCT Zyxolia/NNP|PROPN ’s/POS|PART engineers/NNS|NOUN shipped/VBD|VERB 3.5/CD|NUM million/CD|NUM blorfing/NN|NOUN units/NNS|NOUN to/IN|ADP Ulan-Bator/NNP|PROPN ./.|PUNCT",
        "Dr./NNP|PROPN Smith/NNP|PROPN 's/POS|PART unflinchingly/JJ|ADJ bizarre/NN|NOUN theories/NNS|NOUN were/VBD|AUX debunked/VBN|VERB by/IN|ADP researchers/NNS|NOUN at/IN|ADP MIT/NNP|PROPN",
    ]

    @Test(arguments: reference) func matchesTheTrainingScript(_ line: String) {
        var words: [String] = []
        var expected: [String] = []
        for pair in line.split(separator: " ") {
            let slash = pair.lastIndex(of: "/")!
            words.append(String(pair[..<slash]))
            expected.append(String(pair[slash...].dropFirst()))
        }
        #expect(Tagger.shared.tag(words).map(\.description) == expected)
    }

    @Test func tagsByteRangesOfText() {
        let text = Array("Cats sleep .".utf8)
        let tags = text.withUnsafeBufferPointer { Tagger.shared.tag($0, words: [0..<4, 5..<10, 11..<12]) }
        #expect(tags.map(\.penn) == [.nns, .vbp, .period])
    }

    /// Sentences with words the treebank lacks, capitals, curly apostrophes, numbers and symbols.
    static let sentences = [
        "The committee 's report , which nobody had read , was quietly shelved last Tuesday .",
        "She can’t believe they’re still debugging the frobnicator at 3 a.m. !",
        "Refactor the UTF-8 decoder so that well-formed inputs never allocate .",
        "Quantized weights , summed per word type , make scoring a handful of vector adds .",
        "WHY does NASA keep launching things ?",
        "ok",
        "Hi !",
        "Zorblax and Quenthia photosynthesized twelve glimmering pseudoscorpions in Reykjavík .",
        "I 'll email you the spreadsheet : see https://example.com/q3-budget.xlsx for details .",
        "\u{201C} Yes , \u{201D} he said -- and then , after a pause , \u{201C} no . \u{201D}",
    ]

    @Test(arguments: sentences) func summedScoresTagLikeTheFeatureByFeatureScorer(_ sentence: String) {
        let words = sentence.split(separator: " ").map(String.init)
        #expect(Self.tagsLikeTheReference(words))
    }

    /// Whether the tagger's classes for `words` (joined by spaces) are the reference scorer's.
    static func tagsLikeTheReference(_ words: [String]) -> Bool {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for word in words {
            let start = bytes.count
            bytes += word.utf8
            ranges.append(start..<bytes.count)
            bytes.append(0x20)
        }
        let fast = bytes.withUnsafeBufferPointer { Tagger.shared.classIndices($0, words: ranges) }
        return fast == Tagger.shared.referenceClassIndices(words)
    }

    @Test func wordsTheTreebankNeverSawAreTaggedByTheirEndingsAndTheDictionary() {
        let tags = Tagger.shared.tag(["They", "recalibrated", "the", "spectrometers", "meticulously", "."]).map(\.penn)
        #expect(tags == [.prp, .vbd, .dt, .nns, .rb, .period])
    }

    @Test func capitalizedWordsTheLexiconKnowsInLowerCase() {
        let lower = Tagger.shared.tag(["the", "results", "were", "good", "."]).map(\.penn)
        let capitalized = Tagger.shared.tag(["The", "results", "were", "good", "."]).map(\.penn)
        #expect(lower == capitalized)
        #expect(capitalized == [.dt, .nns, .vbd, .jj, .period])
    }

    @Test func threadsShareTheTagger() {
        let words = Self.sentences[0].split(separator: " ").map(String.init)
        let expected = Tagger.shared.tag(words)
        let results = ConcurrentResults(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { k in results.set(k, Tagger.shared.tag(words)) }
        #expect(results.values.allSatisfy { $0 == expected })
    }

    @Test func emptySentence() {
        #expect(Tagger.shared.tag([]).isEmpty)
    }
}

/// Results written by concurrent iterations, each to its own slot.
private final class ConcurrentResults: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[PartOfSpeech]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func set(_ index: Int, _ value: [PartOfSpeech]) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [[PartOfSpeech]] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
