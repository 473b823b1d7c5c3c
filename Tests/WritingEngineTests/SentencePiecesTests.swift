import Testing

@testable import WritingEngine

/// A paragraph cut into the pieces a small model takes one at a time.
@Suite struct SentencePiecesTests {
    static func texts(_ text: String, clauses: Bool = false) -> [String]? {
        SentencePieces(TransformFixture.input(text), clausesOfOneSentence: clauses)?.pieces.map(\.input.text)
    }

    @Test func aParagraphIsCutAtItsSentences() {
        #expect(Self.texts("Run `make` first. Then read\nthe log.") == ["Run `make` first.", "Then read\nthe log."])
        #expect(Self.texts("Only one sentence here, with a comma in it.") == nil)
        let pieces = SentencePieces(TransformFixture.input("We run the tests. Done. Then we read the log."))
        #expect(pieces?.pieces.map(\.isWorthAsking) == [true, false, true], "a sentence of fewer than three words is not sent")
    }

    /// For a list, one sentence is cut where a comma, semicolon or colon
    /// ends a clause, the mark left between the pieces; a clause of fewer
    /// than three words stays with its neighbour.
    @Test func oneSentenceIsCutAtItsClausesForAList() throws {
        let text = "The first line holds three `` ` `` marks, and the last line holds as many as the first."
        #expect(
            Self.texts(text, clauses: true) == [
                "The first line holds three `` ` `` marks", "and the last line holds as many as the first.",
            ])
        let pieces = try #require(SentencePieces(TransformFixture.input(text), clausesOfOneSentence: true))
        #expect(pieces.listed([nil, nil]) == "- The first line holds three `` ` `` marks\n- and the last line holds as many as the first.")
        #expect(Self.texts("In short, you run `make` before every commit.", clauses: true) == nil)
        #expect(Self.texts("Install the server and point the editor at it.", clauses: true) == nil)
    }

    /// Proofreading, concise and lists take a paragraph of one sentence clause by clause; the tones take it whole.
    @Test func whichActionsTakeOneSentenceClauseByClause() {
        let input = TransformFixture.input("The first line holds three `` ` `` marks, and the last line holds as many as the first.")
        for action in [WritingAction.proofread, .rewrite(.concise), .list] {
            #expect(ModelRun.sentencePieces(for: ModelTransform(action: action, input: input))?.pieces.count == 2, "\(action)")
        }
        #expect(ModelRun.sentencePieces(for: ModelTransform(action: .rewrite(.friendly), input: input)) == nil)
    }

    /// An imperative after a comma opens a clause of its own, though no subject marks it.
    @Test func anImperativeAfterACommaIsAClause() {
        #expect(
            Self.texts("When the build takes too long on a laptop, run the tests in `release` mode instead.", clauses: true) == [
                "When the build takes too long on a laptop", "run the tests in `release` mode instead.",
            ])
        #expect(Self.texts("The server reads apples, pears and plums from the file.", clauses: true) == nil)
    }

    /// A clause's answer, written as a sentence, is fitted back to its place.
    @Test func aClausesAnswerKeepsItsPlace() throws {
        let text = "The first line holds three `` ` `` marks, and the last line holds as many as the first."
        let pieces = try #require(SentencePieces(TransformFixture.input(text), clausesOfOneSentence: true))
        #expect(pieces.pieces[0].fitted("The first line holds three `` ` `` marks.") == "The first line holds three `` ` `` marks")
        #expect(pieces.pieces[1].fitted("And the last holds as many.") == "and the last holds as many.")
        #expect(pieces.pieces[1].fitted("I hold as many.") == "I hold as many.")
    }

    /// A list item's sentence goes to the model on one line; its code keeps its own line breaks.
    @Test func anItemsSentenceIsSentOnOneLine() throws {
        let pieces = try #require(SentencePieces(TransformFixture.input("We ship\n`main` on Friday. Then we rest for\na week.")))
        #expect(pieces.pieces.map(\.unwrappedInput.text) == ["We ship `main` on Friday.", "Then we rest for a week."])
        #expect(pieces.pieces[0].unwrappedInput.spans == pieces.pieces[0].input.spans)
    }
}
