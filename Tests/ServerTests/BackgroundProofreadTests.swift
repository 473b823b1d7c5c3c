import Foundation
import Testing

/// Background model proofreading (`proofreading.model: "background"`) and
/// the `off` mode, over real pipes against the stub.
@Suite struct BackgroundProofreadTests {
    typealias S = WritingToolsSession
    static let text =
        "# Notes\n\nWe meet early in order to plan the week. Run `make deploy` first.\n\nA second paragraph stays as it is.\n"

    func options(_ stub: ModelStub?, mode: String = "background") -> [String: Any] {
        var options: [String: Any] = ["proofreading": ["model": mode], "diagnostics": ["debounceMs": 0]]
        if let stub { options["provider"] = ["kind": "openai", "endpoint": stub.endpoint, "model": "m"] }
        return options
    }

    /// The diagnostics of the next publish for `version` (after message `from`) that `match` accepts.
    func publish(
        _ session: S, version: Int, from: Int, timeout: TimeInterval = 20, _ match: @escaping ([[String: Any]]) -> Bool = { _ in true }
    ) throws -> (index: Int, diagnostics: [[String: Any]]) {
        let deadline = Date().addingTimeInterval(timeout)
        var index = from
        while Date() < deadline {
            let messages = session.server.received
            while index < messages.count {
                let message = messages[index]
                if message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                    params["version"] as? Int == version
                {
                    let diagnostics = params["diagnostics"] as? [[String: Any]] ?? []
                    if match(diagnostics) { return (index, diagnostics) }
                }
                index += 1
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        throw ServerProcess.Timeout(description: "no publish for version \(version) within \(timeout)s")
    }

    static func hasMarks(_ diagnostics: [[String: Any]]) -> Bool { diagnostics.contains { $0["code"] as? String == "model" } }

    /// Requests to the stub whose text holds `needle`.
    func requests(_ stub: ModelStub, holding needle: String) -> Int {
        stub.requests.filter { request in
            let messages = (request["body"] as? [String: Any])?["messages"] as? [[String: Any]] ?? []
            return (messages.last?["content"] as? String)?.contains(needle) == true
        }.count
    }

    func waitUntil(timeout: TimeInterval = 20, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            guard Date() < deadline else { throw ServerProcess.Timeout(description: "condition not met within \(timeout)s") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    @Test func ruleDiagnosticsComeFirstThenTheMarksOfARestedParagraph() throws {
        let stub = try ModelStub(mode: "fix")
        var session = try S(options: options(stub), text: Self.text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        #expect(stub.requests.filter { $0["path"] as? String != "/v1/models" }.isEmpty, "opening a document sends nothing")
        let start = session.server.messageCount
        session.change("plan the week", to: "plan the whole week", version: 2)
        let rules = try publish(session, version: 2, from: start)
        #expect(!Self.hasMarks(rules.diagnostics), "the rule diagnostics come first, without waiting for the model")
        let marked = try publish(session, version: 2, from: rules.index + 1, timeout: 30, Self.hasMarks)
        let mark = try #require(marked.diagnostics.first { $0["code"] as? String == "model" })
        #expect(slice(session.text, mark["range"] as! [String: Any]) == "in order ")
        #expect(requests(stub, holding: "in order to") == 1)
        #expect(requests(stub, holding: "A second paragraph") == 0, "only the paragraph that changed is sent")

        // An edit elsewhere moves the marks; the paragraph is not sent again.
        let beforeHeading = session.server.messageCount
        session.change("# Notes", to: "# Weekly notes", version: 3)
        let moved = try publish(session, version: 3, from: beforeHeading, Self.hasMarks)
        let movedMark = try #require(moved.diagnostics.first { $0["code"] as? String == "model" })
        #expect(slice(session.text, movedMark["range"] as! [String: Any]) == "in order ")

        // An edit inside the paragraph drops its marks at once; once it rests, it is checked again.
        let beforeInside = session.server.messageCount
        session.change("the whole week", to: "the week", version: 4)
        let dropped = try publish(session, version: 4, from: beforeInside)
        #expect(!Self.hasMarks(dropped.diagnostics))
        _ = try publish(session, version: 4, from: dropped.index + 1, timeout: 30, Self.hasMarks)
        #expect(requests(stub, holding: "in order to") == 2)

        // Back to a text the model already saw: its answer comes from the cache, with no request.
        let beforeUndo = session.server.messageCount
        session.change("plan the week", to: "plan the whole week", version: 5)
        let first = try publish(session, version: 5, from: beforeUndo)
        #expect(!Self.hasMarks(first.diagnostics))
        _ = try publish(session, version: 5, from: first.index + 1, timeout: 30, Self.hasMarks)
        #expect(requests(stub, holding: "in order to") == 2, "a paragraph text already checked is not sent again")
        #expect(try session.server.shutdown() == 0)
    }

    @Test func anAnswerForAParagraphThatChangedMeanwhileIsDropped() throws {
        let stub = try ModelStub(mode: "fix", delay: 1.5)
        var session = try S(options: options(stub), text: Self.text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        session.change("plan the week", to: "plan the whole week", version: 2)
        try waitUntil { requests(stub, holding: "in order to") == 1 }
        let edited = session.server.messageCount
        // While the model runs: the phrase it would correct goes away.
        session.change("in order to", to: "so as to", version: 3)
        _ = try publish(session, version: 3, from: edited)
        try waitUntil(timeout: 30) { requests(stub, holding: "so as to") == 1 }
        Thread.sleep(forTimeInterval: 2 * 1.5 + 0.5)  // both answers are in
        let later = session.server.received[edited...].filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(
            !later.contains { Self.hasMarks((($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []) },
            "the stale answer is never applied")
        #expect(try session.server.shutdown() == 0)
    }

    @Test func aProviderThatIsDownGivesOneNotice() throws {
        let stub = try ModelStub(mode: "fix")
        stub.stop()
        var session = try S(options: options(stub), text: Self.text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        session.change("plan the week", to: "plan the whole week", version: 2)
        Thread.sleep(forTimeInterval: 1.5)
        session.change("stays as it is", to: "stays", version: 3)
        let rules = try session.server.diagnostics(for: session.uri, from: session.server.messageCount - 1, timeout: 20)
        #expect(rules.allSatisfy { $0["code"] as? String != "model" })
        Thread.sleep(forTimeInterval: 1.5)
        let notices = session.notifications("window/showMessage")
        #expect(notices.count == 1, "\(notices)")
        #expect((notices.first?["message"] as? String)?.contains("unreachable") == true)
        #expect(try session.server.shutdown() == 0)
    }

    @Test func withoutAProviderBackgroundModeSaysSoOnce() throws {
        var session = try S(options: options(nil), text: Self.text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        session.change("plan the week", to: "plan the whole week", version: 2)
        Thread.sleep(forTimeInterval: 1.5)
        session.change("stays as it is", to: "stays", version: 3)
        Thread.sleep(forTimeInterval: 1.5)
        let notices = session.notifications("window/showMessage")
        #expect(notices.count == 1, "\(notices)")
        #expect((notices.first?["message"] as? String)?.contains("no model provider") == true)
        #expect(try session.server.shutdown() == 0)
    }

    @Test func offMeansNoCodeActionAndACommandThatSaysSo() throws {
        let stub = try ModelStub(mode: "fix")
        let session = try S(options: options(stub, mode: "off"), text: Self.text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        let listed = try session.server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": session.uri], "range": session.range(from: "We meet"), "context": ["diagnostics": [Any]()]])
        let kinds = (listed["result"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
        #expect(!kinds.contains("source.modelProofread.wt-lsp"), "\(kinds)")
        let answer = try session.server.request(
            "workspace/executeCommand", ["command": "writingTools.modelProofread", "arguments": [["uri": session.uri]]], timeout: 30)
        #expect(((answer["error"] as? [String: Any])?["message"] as? String)?.contains("is off") == true, "\(answer)")
        #expect(requests(stub, holding: "We meet") == 0)
        #expect(try session.server.shutdown() == 0)
    }

    @Test func aWorkspaceFileCannotTurnBackgroundOn() throws {
        let stub = try ModelStub(mode: "fix")
        var session = try S(
            options: ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "m"], "diagnostics": ["debounceMs": 0]],
            text: Self.text, workspaceFile: ["proofreading": ["model": "background"]])
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        session.change("plan the week", to: "plan the whole week", version: 2)
        Thread.sleep(forTimeInterval: 2)
        #expect(requests(stub, holding: "in order to") == 0)
        #expect(try session.server.shutdown() == 0)
    }

    @Test func aBadModeIsReported() throws {
        let session = try S(options: ["proofreading": ["model": "always"]], text: Self.text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        let logs = session.notifications("window/logMessage").compactMap { $0["message"] as? String }
        #expect(logs.contains { $0.contains("proofreading.model must be one of off, onDemand, background") }, "\(logs)")
        #expect(try session.server.shutdown() == 0)
    }

    @Test func aRecastSentenceIsOfferedOnceAsRewriteSentence() throws {
        let stub = try ModelStub(mode: "recast")
        let text =
            "# Notes\n\nWe meet early in order to plan the week. The notes from the last meeting are in the shared folder, "
            + "and everyone should read them before Monday so that nothing is missed.\n"
        let session = try S(options: ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "m"]], text: text)
        _ = try session.server.diagnostics(for: session.uri, timeout: 30)
        let answer = try session.server.request(
            "workspace/executeCommand", ["command": "writingTools.modelProofread", "arguments": [["uri": session.uri]]], timeout: 30)
        #expect((answer["result"] as? [String: Any])?["marks"] as? Int == 0, "a recast sentence is no mark: \(answer)")
        let listed = try session.server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": session.uri], "range": session.range(from: "early"), "context": ["diagnostics": [Any]()]])
        let rewrites = (listed["result"] as? [[String: Any]] ?? []).filter { $0["title"] as? String == "Rewrite sentence" }
        #expect(rewrites.count == 1)
        let rewrite = try #require(rewrites.first)
        #expect(rewrite["kind"] as? String == "refactor.rewrite.sentence.wt-lsp")
        let edited = session.applying(["edit": rewrite["edit"] as Any])
        #expect(edited.contains("We meet early so that the whole week is planned. The notes from the last meeting"), "\(edited)")
        let elsewhere = try session.server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": session.uri], "range": session.range(from: "shared folder"), "context": ["diagnostics": [Any]()]])
        #expect(!(elsewhere["result"] as? [[String: Any]] ?? []).contains { $0["title"] as? String == "Rewrite sentence" })
        #expect(try session.server.shutdown() == 0)
    }
}
