import Testing

@testable import WritingEngine

/// The one view of a paragraph that rules and rewrite steps read: its items,
/// its grammar and the lookups over it.
@Suite struct ParagraphViewTests {
    private static let spelling = SpellChecker.shared(for: .americanEnglish)
    private static let text = "The new servers don't start. When the job failed, we ran it twice."

    private func view(_ text: String) -> ParagraphView {
        ParagraphView(Paragraph(text), spelling: Self.spelling)
    }

    @Test func itemsAreTheNonBlankTokensWithTheirTextsFormsAndSentenceStarts() {
        let view = view(Self.text)
        #expect(
            view.texts == [
                "the", "new", "servers", "don't", "start", ".", "when", "the", "job", "failed", ",", "we", "ran", "it", "twice", ".",
            ])
        #expect(view.original(0) == "The")
        #expect(view.startsSentence.indices.filter { view.startsSentence[$0] } == [0, 6])
        #expect(view.verbForms[4].contains(.base))
        #expect(view.verbForms[9].contains(.past))
        #expect(view.verbForms[2].isEmpty)
    }

    @Test func wordsCarryTagsAndLemmas() {
        let analysis = view(Self.text).analysis
        #expect(
            analysis.words.map(\.text) == [
                "the", "new", "servers", "do", "n't", "start", ".", "when", "the", "job", "failed", ",", "we", "ran", "it", "twice", ".",
            ])
        #expect(
            analysis.words.map(\.tag.penn) == [
                .dt, .jj, .nns, .vbp, .rb, .vb, .period, .wrb, .dt, .nn, .vbd, .comma, .prp, .vbd, .prp, .rb, .period,
            ])
        let lemmas = analysis.words.indices.map(analysis.lemma)
        #expect(lemmas[2] == "server")
        #expect(lemmas[4] == "not")
        #expect(lemmas[10] == "fail")
        #expect(lemmas[13] == "run")
        #expect(analysis.sentences == [0..<7, 7..<17])
    }

    @Test func chunksAndClausesAndTheLookupsOverThem() {
        let view = view(Self.text)
        let analysis = view.analysis
        let heads = analysis.nounPhrases.map { analysis.words[$0.head].text }
        #expect(heads == ["servers", "job", "we", "it"])
        #expect(view.phrase(startingAt: 0)?.head == 2)
        #expect(view.phrase(startingAt: 1) == nil)
        #expect(view.phrase(startingAt: 8)?.number == .singular)
        // The second sentence is a `when` clause and a main clause after the comma.
        let clauses = analysis.clausesBySentence()
        #expect(clauses.map(\.count) == [1, 2])
        #expect(view.clause(of: 10)?.verb == 10)
        #expect(view.clause(of: 13)?.verb == 13)
        #expect(view.clause(of: 13).flatMap(\.subject).map { analysis.words[analysis.nounPhrases[$0].head].text } == "we")
        #expect(view.sentence(of: 12) == 7..<17)
        #expect(view.finiteVerb(after: 0) == 3)
        #expect(view.finiteVerb(after: 5) == nil)  // none after it in its own sentence
        #expect(view.finiteVerb(after: 10) == 13)
    }

    @Test func aRuleContextMakesOneViewForAllItsRules() {
        let context = RuleContext(paragraph: Paragraph(Self.text), dialect: .americanEnglish, spelling: Self.spelling, knownWords: [])
        #expect(context.view === context.view)
    }

    @Test func aRewriteStepSeesTheTagsARuleSees() {
        for text in [Self.text, "It’s the cache that we can’t clear; the tests, which run nightly, fail."] {
            let recorder = TagRecorder()
            _ = SentencePipeline(steps: [recorder]).apply(text, protected: [])
            let context = RuleContext(paragraph: Paragraph(text), dialect: .americanEnglish, spelling: Self.spelling, knownWords: [])
            let ruleTags = context.view.analysis.words.map(\.tag)
            #expect(!ruleTags.isEmpty)
            #expect(recorder.seen.flatMap { $0 } == ruleTags)
        }
    }

    @Test func aContractionIsReadAsItsFirstWordWithTheLexiconsClasses() {
        let recorder = TagRecorder()
        _ = SentencePipeline(steps: [recorder]).apply("They don't wait.", protected: [])
        let dont = recorder.sentences[0][1]
        #expect(dont.tags.map(\.penn) == [.vbp, .rb])
        #expect(dont.classes.contains(.negation))
        #expect(dont.classes.contains(.baseVerb))
        #expect(!dont.classes.contains(.adverb))
    }
}

/// A step that changes nothing and records the items it is shown.
private final class TagRecorder: SentenceStep, @unchecked Sendable {
    var sentences: [[CompressibleSentence.Item]] = []
    var seen: [[PartOfSpeech]] { sentences.map { $0.flatMap(\.tags) } }

    func apply(to sentence: inout CompressibleSentence) {
        sentences.append(sentence.items)
    }
}
