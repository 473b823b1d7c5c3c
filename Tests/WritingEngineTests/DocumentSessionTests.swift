import Synchronization
import Testing

@testable import WritingEngine

/// A document followed from edit to edit: one rule for ranges, the model's
/// marks and written results moved with it, ignored words, the cap.
@Suite("Document session")
struct DocumentSessionTests {
    typealias Edit = DocumentSession.Edit

    /// The range 10..<20 through `edit`.
    func follow(_ edit: Edit) -> Range<Int>? { DocumentSession.follow(10..<20, through: edit) }

    @Test func anEditBeforeARangeMovesItAndOneAfterLeavesIt() {
        #expect(follow(Edit(replaced: 2..<4, insertedCount: 5)) == 13..<23)
        #expect(follow(Edit(replaced: 0..<9, insertedCount: 0)) == 1..<11)
        #expect(follow(Edit(replaced: 21..<30, insertedCount: 1)) == 10..<20)
        #expect(follow(Edit(replaced: 25..<25, insertedCount: 3)) == 10..<20)
    }

    @Test func anEditInsideOrAcrossARangeTouchesIt() {
        #expect(follow(Edit(replaced: 12..<14, insertedCount: 2)) == nil)
        #expect(follow(Edit(replaced: 15..<15, insertedCount: 1)) == nil)
        #expect(follow(Edit(replaced: 5..<12, insertedCount: 0)) == nil)
        #expect(follow(Edit(replaced: 0..<30, insertedCount: 30)) == nil)
    }

    /// The boundary: text typed at a range's end or right before its start,
    /// or deleted right against it, changes what it holds.
    @Test func anEditThatMeetsARangeAtEitherEndTouchesIt() {
        #expect(follow(Edit(replaced: 20..<20, insertedCount: 1)) == nil)
        #expect(follow(Edit(replaced: 10..<10, insertedCount: 1)) == nil)
        #expect(follow(Edit(replaced: 8..<10, insertedCount: 0)) == nil)
        #expect(follow(Edit(replaced: 20..<22, insertedCount: 0)) == nil)
        // One byte away is not touching.
        #expect(follow(Edit(replaced: 9..<9, insertedCount: 1)) == 11..<21)
        #expect(follow(Edit(replaced: 21..<21, insertedCount: 1)) == 10..<20)
    }

    @Test func aRangeFollowsEditsInTurnUntilOneTouchesIt() {
        let edits = [Edit(replaced: 0..<0, insertedCount: 4), Edit(replaced: 30..<31, insertedCount: 0)]
        #expect(DocumentSession.follow(10..<20, through: edits) == 14..<24)
        #expect(DocumentSession.follow(10..<20, through: edits + [Edit(replaced: 24..<24, insertedCount: 1)]) == nil)
    }

    @Test func theReversedEditTakesARangeBack() {
        let edit = Edit(replaced: 2..<4, insertedCount: 7)
        #expect(edit.delta == 5)
        #expect(edit.reversed == Edit(replaced: 2..<9, insertedCount: 2))
        #expect(follow(edit).flatMap { DocumentSession.follow($0, through: edit.reversed) } == 10..<20)
    }

    func mark(_ range: Range<Int>) -> Finding { Finding(ruleID: "model", range: range, message: "m") }

    @Test func applyDropsTheMarksOfATouchedParagraphAndMovesTheOthers() {
        var session = DocumentSession()
        session.modelMarks = [
            ParagraphMarks(paragraph: 0..<10, marks: [mark(2..<4)], rewrites: []),
            ParagraphMarks(
                paragraph: 12..<30, marks: [mark(14..<16)], rewrites: [ModelMark(range: 12..<20, replacement: "x", message: "")]),
            ParagraphMarks(paragraph: 32..<40, marks: [mark(33..<35)], rewrites: []),
        ]
        session.apply(Edit(replaced: 10..<10, insertedCount: 3))  // typed at the first paragraph's end
        #expect(session.modelMarks.map(\.paragraph) == [15..<33, 35..<43])
        #expect(session.modelMarks.map { $0.marks.map(\.range) } == [[17..<19], [36..<38]])
        #expect(session.modelMarks.first?.rewrites.map(\.range) == [15..<23])
    }

    /// The editor's copy of a session's own edit may come after the result
    /// was noted: replacing the old text, or inserting at the place (Compose).
    @Test func applyLeavesATouchedWrittenResultInPlaceAndMovesItPastEditsBefore() {
        var session = DocumentSession()
        session.written = [
            WrittenResult(session: 1, range: 10..<15, text: "Hello"), WrittenResult(session: 2, range: 30..<33, text: "Hi."),
        ]
        session.apply(Edit(replaced: 10..<12, insertedCount: 5))
        #expect(session.written.map(\.range) == [10..<15, 33..<36])
        session.apply(Edit(replaced: 33..<33, insertedCount: 3))
        #expect(session.written.map(\.range) == [10..<15, 33..<36])
        session.apply(Edit(replaced: 0..<1, insertedCount: 0))
        #expect(session.written.map(\.range) == [9..<14, 32..<35])
        let text = Array((String(repeating: "_", count: 9) + "Hello" + String(repeating: "_", count: 18) + "Hi.").utf8)
        #expect(session.written.map { $0.isUnchanged(in: text) } == [true, true])
    }

    @Test func aWrittenResultReplacesThoseItOverlapsAndTheLatestAreKept() {
        var session = DocumentSession()
        session.remember(WrittenResult(session: 1, range: 0..<10, text: ""))
        session.remember(WrittenResult(session: 2, range: 20..<30, text: ""))
        session.remember(WrittenResult(session: 3, range: 5..<8, text: ""))
        session.remember(WrittenResult(session: 4, range: 40..<40, text: ""))
        session.remember(WrittenResult(session: 5, range: 40..<40, text: ""))
        #expect(session.written.map(\.session) == [2, 3, 5])
        for k in 6..<30 { session.remember(WrittenResult(session: k, range: (k * 100)..<(k * 100 + 1), text: "")) }
        #expect(session.written.count == WrittenResult.limit && session.written.last?.session == 29)
    }

    @Test func ignoredWordsSilenceOnlyTheirSpellingFindings() {
        let text = "The wt-lsp tool is teh best."
        let findings = [
            Finding(ruleID: "unknown-word", range: 4..<10, message: "unknown"),
            Finding(ruleID: "style", range: 4..<10, message: "style"),
            Finding(ruleID: "spelling", range: 19..<22, message: "teh"),
        ]
        #expect(DocumentSession().withoutIgnoredWords(findings, in: text) == findings)
        let session = DocumentSession(ignoredWords: ["wt-lsp"])
        #expect(session.withoutIgnoredWords(findings, in: text).map(\.ruleID) == ["style", "spelling"])
    }

    @Test func theCapSharesFindingsFairlyBetweenRulesAndKeepsTheirOrder() {
        let noisy = (0..<10).map { Finding(ruleID: "brackets", range: $0..<($0 + 1), message: "") }
        let others = [Finding(ruleID: "spelling", range: 50..<52, message: ""), Finding(ruleID: "grammar", range: 60..<62, message: "")]
        let capped = DocumentSession.capped(noisy + others, at: 4)
        #expect(capped.map(\.ruleID) == ["brackets", "brackets", "spelling", "grammar"])
        #expect(capped.map(\.range.lowerBound) == [0, 1, 50, 60])
        #expect(DocumentSession.capped(others, at: 0).isEmpty)
        #expect(DocumentSession.capped(others, at: 5) == others)
    }
}

/// The correction schedule: findings now, then their suggestions in steps,
/// then a check again.
@Suite("Document session: correction schedule")
struct CorrectionScheduleTests {
    let proofreader = Proofreader()

    func check(_ text: String, _ corrections: Proofreader.Corrections) -> [Finding] {
        proofreader.check(text, structure: StructureScanner.scan(text, language: .plaintext), corrections: corrections)
    }

    @Test func aCheckRanksTheFewWordsAnEditBrings() {
        #expect(CorrectionSchedule.inCheck(.known) == .upTo(CorrectionSchedule.wordsRankedInCheck))
        #expect(CorrectionSchedule.inCheck(.all) == .all)
    }

    @Test func findingsComeNowAndTheirSuggestionsAWordAtATimeThenTheTextIsCheckedAgain() {
        // Words no other test ranks.
        let text = "The lanturn by the orchird lit the windmil.\n"
        let early = check(text, .known)
        #expect(proofreader.wordsAwaitingCorrections(early, in: text) == ["lanturn", "orchird", "windmil"])
        let checkedAgain = Counter()
        let session = DocumentSession(ignoredWords: ["windmil"])
        var schedule = session.corrections(of: early, in: text, proofreader: proofreader) {
            checkedAgain.add()
            return self.check(text, .known)
        }
        #expect(schedule.findings == early && !schedule.isSettled)
        #expect(!schedule.ranksAtOnce(for: .known))
        #expect(schedule.ranksAtOnce(for: .all))
        schedule.rankNext(1)
        #expect(proofreader.wordsAwaitingCorrections(schedule.findings, in: text) == ["orchird", "windmil"])
        #expect(schedule.ranksAtOnce(for: .known))
        #expect(checkedAgain.count == 0)
        schedule.rankNext()
        #expect(schedule.isSettled && checkedAgain.count == 1)
        // The check again gives the findings, less those of the ignored word.
        #expect(schedule.findings == session.withoutIgnoredWords(check(text, .all), in: text))
        #expect(!schedule.findings.contains { $0.range.lowerBound == 35 })
        #expect(schedule.findings.count == 2 && schedule.findings.allSatisfy { !$0.suggestions.isEmpty })
        schedule.rankNext()
        #expect(checkedAgain.count == 1)
    }

    @Test func aCancelledStepRanksNothingAndDoesNotCheckAgain() {
        let text = "The cathedrel and the lighthuose.\n"
        let cancellation = CancellationFlag()
        cancellation.cancel()
        var schedule = CorrectionSchedule(findings: check(text, .known), of: text, proofreader: proofreader) {
            Issue.record("checked again")
            return []
        }
        schedule.rankNext(cancellation: cancellation)
        #expect(schedule.findings.filter(\.awaitsCorrections).count == 2)
    }
}

/// How many times a closure ran.
private final class Counter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func add() { value.withLock { $0 += 1 } }
}
