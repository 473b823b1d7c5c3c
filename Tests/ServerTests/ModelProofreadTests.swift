import Foundation
import Testing

/// "Proofread with the model": the model's corrections as diagnostics of rule
/// `model`, each with its fix, over real pipes against the stub.
@Suite struct ModelProofreadTests {
    typealias S = WritingToolsSession
    static let text = "# Notes\n\nWe meet early in order to plan the week. Run `make deploy` first.\n\nA second paragraph stays.\n"

    func provider(_ stub: ModelStub) -> [String: Any] {
        ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "m"]]
    }

    func modelDiagnostics(_ session: S, from: Int) throws -> [[String: Any]] {
        let message = try session.server.waitFor(timeout: 20, from: from) {
            guard $0["method"] as? String == "textDocument/publishDiagnostics" else { return false }
            let items = ($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
            return items.contains { $0["code"] as? String == "model" }
        }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == "model" }
    }

    @Test func marksArriveWithExactRangesAndFixesButNotInFixAll() throws {
        let stub = try ModelStub(mode: "fix")
        var session = try S(options: provider(stub), text: Self.text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        let listed = try session.server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": session.uri], "range": session.range(from: "We meet"), "context": ["diagnostics": [Any]()]])
        let kinds = (listed["result"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(kinds.contains("source.modelProofread.wt-lsp"))
        let from = session.server.messageCount
        let answer = try session.server.request(
            "workspace/executeCommand", ["command": "writingTools.modelProofread", "arguments": [["uri": session.uri]]], timeout: 30)
        #expect((answer["result"] as? [String: Any])?["marks"] as? Int == 1, "\(answer)")
        let marks = try modelDiagnostics(session, from: from)
        #expect(marks.count == 1)
        let mark = try #require(marks.first)
        // The smallest change: "in order " goes, "to" stays; its fix alone gives the model's sentence.
        #expect(slice(session.text, mark["range"] as! [String: Any]) == "in order ")
        #expect((mark["message"] as? String)?.contains("delete “in order”") == true, "\(mark)")
        let fix = ((mark["data"] as? [String: Any])?["suggestions"] as? [String])?.first
        #expect(fix == "")
        #expect(mark["source"] as? String == "wt-lsp")
        let fixAll = try session.server.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri], "range": session.range(from: "We meet"),
                "context": ["diagnostics": [Any](), "only": ["source.fixAll.wt-lsp"]],
            ])
        #expect((fixAll["result"] as? [[String: Any]] ?? []).isEmpty, "fix-all never applies a model mark")
        // An edit before the mark moves it; an edit inside drops it.
        let beforeEdit = session.server.messageCount
        session.change("# Notes", to: "# Weekly notes", version: 2)
        let moved = try modelDiagnostics(session, from: beforeEdit)
        #expect(moved.count == 1 && slice(session.text, moved[0]["range"] as! [String: Any]) == "in order ")
        let insideEdit = session.server.messageCount
        session.change("in order to", to: "so as to", version: 3)
        let after = try session.server.diagnostics(for: session.uri, from: insideEdit, timeout: 20)
        #expect(!after.contains { $0["code"] as? String == "model" })
        #expect(try session.server.shutdown() == 0)
    }

    @Test func anAnswerThatRewritesEverythingGivesNoMarks() throws {
        let stub = try ModelStub(mode: "canned")
        let session = try S(options: provider(stub), text: Self.text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        let answer = try session.server.request(
            "workspace/executeCommand", ["command": "writingTools.modelProofread", "arguments": [["uri": session.uri]]], timeout: 30)
        #expect(answer["error"] != nil || (answer["result"] as? [String: Any])?["marks"] as? Int == 0, "\(answer)")
        #expect(
            !session.server.received.contains { m in
                ((m["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []).contains { $0["code"] as? String == "model" }
            })
        #expect(try session.server.shutdown() == 0)
    }

    @Test func withoutAProviderItSaysSo() throws {
        let session = try S(text: Self.text)
        let answer = try session.server.request(
            "workspace/executeCommand", ["command": "writingTools.modelProofread", "arguments": [["uri": session.uri]]], timeout: 30)
        #expect(((answer["error"] as? [String: Any])?["message"] as? String)?.contains("needs a model provider") == true)
        #expect(try session.server.shutdown() == 0)
    }

    /// The report lists a model mark even where a rule found the same: a
    /// script asking for the model's marks gets every one.
    @Test func checkWithModelListsAMarkARuleAlsoFound() throws {
        let stub = try ModelStub(mode: "spell")
        let cli = CLITests()
        let file = try cli.temporaryFolder().appendingPathComponent("notes.md")
        try "# Notes\n\nWe recieve the notes on Monday.\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try cli.run([
            "check", "--format", "json", "--with-model", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m", file.path,
        ])
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let diagnostics = ((json?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        let starts = diagnostics.map { (($0["range"] as? [String: Any])?["start"] as? [String: Int]) ?? [:] }
        let onWord = zip(diagnostics, starts).filter { $0.1 == starts.first }.map(\.0)
        #expect(Set(onWord.compactMap { $0["rule"] as? String }) == ["spelling", "model"], "\(run.stdout) \(run.stderr)")
        #expect(onWord.allSatisfy { ($0["suggestions"] as? [String])?.contains("receive") == true })
    }

    @Test func checkWithModelAddsTheMarksToTheReport() throws {
        let stub = try ModelStub(mode: "fix")
        let cli = CLITests()
        let folder = try cli.temporaryFolder()
        let file = folder.appendingPathComponent("notes.md")
        try Self.text.write(to: file, atomically: true, encoding: .utf8)
        let run = try cli.run([
            "check", "--format", "json", "--with-model", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m", file.path,
        ])
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let diagnostics = ((json?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        let marks = diagnostics.filter { $0["rule"] as? String == "model" }
        #expect(marks.count == 1, "\(run.stdout) \(run.stderr)")
        #expect((marks.first?["suggestions"] as? [String])?.isEmpty == false)
        let plain = try cli.run(["check", "--format", "json", file.path])
        #expect(!plain.stdout.contains("\"model\""), "no model without --with-model")
    }
}
