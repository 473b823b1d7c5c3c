import Foundation
import Testing

/// `writingTools/didEnd` says why nothing was written: `refused` when the
/// result failed the checks every result passes, `unchanged` when it is the
/// text as it was.
@Suite(.serialized) struct SessionOutcomeTests {
    typealias S = WritingToolsSession

    func provider(_ stub: ModelStub) -> [String: Any] {
        ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "stub-model"]]
    }

    /// A model answer that drops protected text is refused: the session ends
    /// `refused`, nothing is written, and the command's error says why.
    @Test func aRefusedAnswerEndsRefused() throws {
        let stub = try ModelStub(mode: "canned")
        let session = try S(options: provider(stub))
        let run = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "I just", to: "meeting."), "instructions": "make it plainer"]])
        #expect(run.outcome == "refused" && run.edits.isEmpty, "\(run.didEnd)")
        #expect(run.answeredAfterDidEnd)
        let error = ((run.response["error"] as? [String: Any])?["message"] as? String) ?? ""
        #expect(error.contains("was refused") && error.contains("protected text is never changed"), "\(error)")
    }

    /// A model that gives the text back as it was ends the session `unchanged`, with no edit.
    @Test func aResultEqualToTheTextEndsUnchanged() throws {
        let stub = try ModelStub(mode: "echo")
        let session = try S(options: provider(stub), text: "We ship the release on Friday.\n", language: "plaintext")
        let run = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "We", to: "Friday."), "instructions": "make it warmer"]])
        #expect(run.outcome == "unchanged" && run.edits.isEmpty, "\(run.didEnd)")
        #expect((run.response["result"] as? [String: Any])?["outcome"] as? String == "unchanged")
        #expect(run.didEnd["message"] as? String == "nothing to change")
    }
}
