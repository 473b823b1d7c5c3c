import Testing
import WritingEngine

@Suite struct ParagraphAnalysisTests {
    private func analyze(_ text: String) -> ParagraphAnalysis {
        ParagraphAnalysis(Paragraph(text), spelling: SpellChecker.shared(for: .americanEnglish))
    }

    private func text(_ analysis: ParagraphAnalysis, _ words: Range<Int>) -> String {
        analysis.paragraph.string(analysis.words[words.lowerBound].range.lowerBound..<analysis.words[words.upperBound - 1].range.upperBound)
    }

    @Test func splitsContractionsAsTheTreebankDoes() {
        let analysis = analyze("We can’t say it's done, but they don't mind.")
        let words = analysis.words.map { analysis.paragraph.string($0.range) }
        #expect(words == ["We", "ca", "n’t", "say", "it", "'s", "done", ",", "but", "they", "do", "n't", "mind", "."])
        #expect(analysis.words[1].token == analysis.words[2].token)
        #expect(analysis.words[2].text == "n't")
    }

    @Test func aLowercaseWordTheDictionaryLacksHasNoWordClass() {
        let analysis = analyze("Many pepole walk their dogz to the Zorblat park.")
        let tags = Dictionary(uniqueKeysWithValues: analysis.words.map { ($0.text, $0.tag.penn) })
        #expect(tags["pepole"] == .fw)
        #expect(tags["dogz"] == .fw)
        #expect(tags["walk"] == .vbp)
        #expect(tags["zorblat"] == .nnp)  // a capitalised word is read as a name
        let known = ParagraphAnalysis(
            Paragraph("Many pepole walk."), spelling: SpellChecker.shared(for: .americanEnglish), knownWords: ["pepole"])
        #expect(known.words[1].tag.penn != .fw)
    }

    @Test func keepsWordsWithOtherApostrophes() {
        let analysis = analyze("The rock'n'roll singers' o'clock show")
        #expect(analysis.words.map(\.text) == ["the", "rock'n'roll", "singers", "'", "o'clock", "show"])
    }

    @Test func tagsEachSentence() {
        let analysis = analyze("The cat sleeps. Dogs bark loudly!")
        #expect(analysis.sentences == [0..<4, 4..<8])
        #expect(analysis.words.map(\.tag.penn) == [.dt, .nn, .vbz, .period, .nns, .vbp, .rb, .period])
        #expect(analysis.words[2].tag.universal == .verb)
    }

    @Test func lemmatizesVerbsAndNouns() {
        let analysis = analyze("The children were running and the cats hid from the mice. She doesn't know what he's been doing.")
        let lemmas = analysis.words.indices.map(analysis.lemma)
        #expect(
            lemmas == [
                "the", "child", "be", "run", "and", "the", "cat", "hide", "from", "the", "mouse", ".", "she", "do", "not",
                "know", "what", "he", "have", "be", "do", ".",
            ])
    }

    @Test func lemmatizesRegularVerbsTheLexiconLacks() {
        let analysis = analyze("The engineers refactored the parsers.")
        #expect(analysis.lemma(2) == "refactor")
        #expect(analysis.lemma(4) == "parser")
    }

    @Test func chunksNounPhrases() {
        let analysis = analyze("The two largest text files of my old laptop are on a shelf.")
        let phrases = analysis.nounPhrases.map { text(analysis, $0.words) }
        #expect(phrases == ["The two largest text files", "my old laptop", "a shelf"])
        let first = analysis.nounPhrases[0]
        #expect(first.determiner == 0)
        #expect(text(analysis, first.modifiers) == "two largest text")
        #expect(analysis.words[first.head].text == "files")
        #expect(first.number == .plural)
        #expect(first.countability == .count)
        #expect(analysis.nounPhrases[1].number == .singular)
    }

    @Test func knowsMassNounsAndPossessiveDeterminers() {
        let analysis = analyze("Maria's advice helped an engineer.")
        let advice = analysis.nounPhrases[0]
        #expect(text(analysis, advice.words) == "Maria's advice")
        #expect(analysis.paragraph.string(analysis.words[advice.determiner!].range) == "'s")
        #expect(advice.countability == .mass)
        #expect(analysis.nounPhrases[1].countability == .count)
    }

    @Test func pronounsAreNounPhrases() {
        let analysis = analyze("They told him that this was fine.")
        let numbers = analysis.nounPhrases.map(\.number)
        #expect(numbers == [.plural, .singular, .singular])
    }

    @Test func findsTheSubjectPastAPrepositionalPhrase() {
        let analysis = analyze("The list of files is long.")
        let clause = analysis.clauses[0]
        #expect(text(analysis, analysis.nounPhrases[clause.subject!].words) == "The list")
        #expect(analysis.words[clause.verb!].text == "is")
    }

    @Test func splitsClauses() {
        let analysis = analyze("When the server crashes, the tests stop and the logs grow because nobody reads them.")
        let clauses = analysis.clauses.map { text(analysis, $0.words) }
        #expect(
            clauses == [
                "When the server crashes,", "the tests stop", "and the logs grow", "because nobody reads them.",
            ])
        let subjects = analysis.clauses.map { $0.subject.map { text(analysis, analysis.nounPhrases[$0].words) } }
        #expect(subjects == ["the server", "the tests", "the logs", "nobody"])
    }

    @Test func anIntroductoryPhraseIsNotTheSubject() {
        let analysis = analyze("In most cases, the answer is simple.")
        let clause = analysis.clauses[0]
        #expect(text(analysis, analysis.nounPhrases[clause.subject!].words) == "the answer")
    }

    @Test func questionsHaveNoSubjectBeforeTheVerb() {
        let analysis = analyze("Are the results ready?")
        #expect(analysis.clauses[0].subject == nil)
        #expect(analysis.clauses[0].verb == 0)
    }
}
