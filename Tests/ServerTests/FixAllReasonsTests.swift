import Foundation
import Testing

/// `source.fixAll.wt-lsp` says why each fix is certain: in its title, in
/// each safe diagnostic's data, and, for a client that supports change
/// annotations, as the label of each edit.
@Suite struct FixAllReasonsTests {
    @Test func eachEditIsLabelledWithItsReason() throws {
        let text = "Our team wrote a answer to the the question.\n"
        let session = try WritingToolsSession(text: text)
        let diagnostics = try session.server.diagnostics(for: session.uri)
        let safe = diagnostics.filter { ($0["data"] as? [String: Any])?["safe"] as? Bool == true }
        #expect(
            Set(safe.compactMap { ($0["data"] as? [String: Any])?["reason"] as? String }) == [
                "article before a vowel sound", "repeated word",
            ])
        let response = try session.server.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                "context": ["diagnostics": [Any](), "only": ["source.fixAll.wt-lsp"]],
            ])
        let action = try #require((response["result"] as? [[String: Any]])?.first)
        #expect(action["title"] as? String == "Fix all safe proofreading issues (2): article before a vowel sound, repeated word")
        let edit = try #require(action["edit"] as? [String: Any])
        let annotations = try #require(edit["changeAnnotations"] as? [String: [String: Any]])
        let edits = ((edit["documentChanges"] as? [[String: Any]])?.first?["edits"] as? [[String: Any]]) ?? []
        let labels = edits.map { edit in (edit["annotationId"] as? String).flatMap { annotations[$0]?["label"] as? String } }
        #expect(labels == ["article before a vowel sound", "repeated word"])
        #expect(annotations.values.allSatisfy { $0["needsConfirmation"] as? Bool == false })
        #expect(try session.server.shutdown() == 0)
    }
}
