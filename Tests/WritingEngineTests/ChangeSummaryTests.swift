import Testing

@testable import WritingEngine

/// What a result changed, in words, for `didEnd` and the edit's annotation.
@Suite struct ChangeSummaryTests {
    @Test func countsReplacedRemovedAndAddedWords() {
        let summary = ChangeSummary(original: "We will very likely ship the build on Friday.", result: "We may ship the build on Monday.")
        #expect(summary.wordsBefore == 9 && summary.wordsAfter == 7)
        #expect(summary.replaced == 2 && summary.removed == 2 && summary.added == 0)
        #expect(summary.description == "2 words replaced, 2 removed (9 → 7 words)")
    }

    @Test func namesTheUnitOnceAndSaysWhenOnlyPunctuationMoved() {
        #expect(ChangeSummary(original: "Ship it.", result: "Ship it now.").description == "1 word added (2 → 3 words)")
        #expect(ChangeSummary(original: "Ship it , now", result: "Ship it, now.").description == "punctuation or spacing changed (3 words)")
    }
}
