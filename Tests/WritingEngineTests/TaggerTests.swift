import Testing
import WritingEngine

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

    @Test func emptySentence() {
        #expect(Tagger.shared.tag([]).isEmpty)
    }
}
