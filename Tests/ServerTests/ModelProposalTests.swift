import Foundation
import Testing

/// Edits a model wrote are proposals: over real pipes, each carries a change
/// annotation with `needsConfirmation` when the client supports annotations;
/// the built-in engine's edits are deterministic and need none.
@Suite struct ModelProposalTests {
    typealias S = WritingToolsSession

    func provider(_ stub: ModelStub) -> [String: Any] {
        ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "m"]]
    }

    /// The annotations of a workspace edit, and whether every text edit names one.
    func annotations(_ edit: [String: Any]?) -> (values: [[String: Any]], everyEditAnnotated: Bool) {
        let edit = edit ?? [:]
        let values = (edit["changeAnnotations"] as? [String: [String: Any]] ?? [:]).map(\.value)
        let edits = (edit["documentChanges"] as? [[String: Any]] ?? []).flatMap { $0["edits"] as? [[String: Any]] ?? [] }
        return (values, !edits.isEmpty && edits.allSatisfy { $0["annotationId"] as? String != nil })
    }

    /// Compose and Follow-up results written by the model ask to be confirmed.
    @Test func composedAndRefinedTextAskForConfirmation() throws {
        let stub = try ModelStub(mode: "toggle")
        var session = try S(options: provider(stub))
        let position = session.position(session.text.range(of: "Thanks so")!.lowerBound)
        let composed = try session.execute(
            "writingTools.compose", [["uri": session.uri, "position": position, "prompt": "Please bring the notes."]])
        #expect(composed.outcome == "applied", "\(composed.didEnd)")
        let composedEdit = annotations(composed.edits.first?["edit"] as? [String: Any])
        #expect(composedEdit.everyEditAnnotated && composedEdit.values.map { $0["needsConfirmation"] as? Bool } == [true])
        let first = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "I just", to: "meeting."), "instructions": "make it plainer"]])
        #expect(first.outcome == "applied", "\(first.didEnd)")
        session.accept(try #require(first.edits.first), version: 2)
        let id = try #require((first.response["result"] as? [String: Any])?["session"] as? Int)
        let refined = try session.execute("writingTools.refine", [["session": id, "instructions": "Make it warmer."]])
        #expect(refined.outcome == "applied", "\(refined.didEnd)")
        let refinedEdit = annotations(refined.edits.first?["edit"] as? [String: Any])
        #expect(refinedEdit.everyEditAnnotated && refinedEdit.values.map { $0["needsConfirmation"] as? Bool } == [true])
    }

    /// A model's correction offered as a quick fix asks to be confirmed; a
    /// rule's suggestion does not carry the model's annotation.
    @Test func aModelCorrectionQuickFixAsksForConfirmation() throws {
        let stub = try ModelStub(mode: "fix")
        let text = "# Notes\n\nWe meet early in order to plan the week. Teh room is booked.\n"
        let session = try S(options: provider(stub), text: text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        let from = session.server.messageCount
        _ = try session.server.request(
            "workspace/executeCommand", ["command": "writingTools.modelProofread", "arguments": [["uri": session.uri]]], timeout: 30)
        _ = try session.server.waitFor(timeout: 20, from: from) { message in
            let items = (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
            return message["method"] as? String == "textDocument/publishDiagnostics" && items.contains { $0["code"] as? String == "model" }
        }
        let listed = try session.server.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri], "range": session.range(from: "We meet", to: "booked."),
                "context": ["diagnostics": [Any]()],
            ])
        let fixes = (listed["result"] as? [[String: Any]] ?? []).filter { ($0["title"] as? String)?.hasPrefix("Replace with") == true }
        let model = fixes.filter { (($0["diagnostics"] as? [[String: Any]])?.first?["code"] as? String) == "model" }
        let rules = fixes.filter { (($0["diagnostics"] as? [[String: Any]])?.first?["code"] as? String) != "model" }
        #expect(!model.isEmpty && !rules.isEmpty, "\(fixes)")
        for fix in model {
            let found = annotations(fix["edit"] as? [String: Any])
            #expect(found.everyEditAnnotated && found.values.map { $0["needsConfirmation"] as? Bool } == [true], "\(fix)")
        }
        for fix in rules {
            #expect(annotations(fix["edit"] as? [String: Any]).values.allSatisfy { $0["needsConfirmation"] as? Bool != true }, "\(fix)")
        }
    }
}
