import Foundation
import Testing

/// Writing Tools in the text's language, against the stub model server
/// (the managed small model answers in English only): the prompt asks for
/// the text's language, an answer in it is applied, an answer in another
/// language or one that drops a negation is refused.
@Suite struct WritingToolsLanguageTests {
    typealias S = WritingToolsSession

    static let text =
        "# Reise\n\nDer Zug fährt heute wirklich nicht pünktlich ab, weil die Strecke gesperrt ist. Sie können den Bus nehmen.\n"

    func provider(_ stub: ModelStub) -> [String: Any] {
        ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "m"]]
    }

    func rewrite(_ mode: String) throws -> (run: S.Run, session: S, stub: ModelStub) {
        let stub = try ModelStub(mode: mode)
        let session = try S(options: provider(stub), text: Self.text)
        let run = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "Der Zug", to: "nehmen."), "instructions": "Make it shorter."]])
        return (run, session, stub)
    }

    @Test func anAnswerInTheTextsLanguageIsAppliedAndTheRestRefused() throws {
        let german = try rewrite("german")
        #expect(german.run.outcome == "applied", "\(german.run.didEnd)")
        #expect(german.session.applying(try #require(german.run.edits.first)).contains("fährt heute nicht pünktlich"))
        let system = ((german.stub.requests.last?["body"] as? [String: Any])?["messages"] as? [[String: Any]])?.first?["content"] as? String
        #expect(system?.contains("write your answer in German") == true, "\(system ?? "")")
        let french = try rewrite("french")
        #expect(french.run.outcome == "refused" && french.run.edits.isEmpty, "\(french.run.didEnd)")
        #expect((french.run.didEnd["message"] as? String)?.contains("than the text's German") == true, "\(french.run.didEnd)")
        let negated = try rewrite("negate")
        #expect(negated.run.outcome == "refused" && negated.run.edits.isEmpty, "\(negated.run.didEnd)")
        #expect((negated.run.didEnd["message"] as? String)?.contains("negation") == true, "\(negated.run.didEnd)")
    }
}
