import Foundation
import Testing

/// Writing Tools with a model provider: a real HTTP server on 127.0.0.1 started by each test.
@Suite(.serialized) struct WritingToolsProviderTests {
    typealias S = WritingToolsSession

    /// The stub as a provider that gets placeholders, as a remote one would (`maskProtectedText`).
    func provider(_ stub: ModelStub, timeoutMs: Int = 10_000) -> [String: Any] {
        [
            "provider": [
                "kind": "openai", "endpoint": stub.endpoint, "model": "stub-model", "timeoutMs": timeoutMs, "maskProtectedText": true,
            ]
        ]
    }

    func concise(_ session: S) throws -> [String: Any] {
        try #require(session.actions(session.range(from: "I just", to: "```", nth: 1))["concise"])
    }

    @Test func theRequestCarriesOnlyTheMaskedSelectionAndNoProtectedText() throws {
        let stub = try ModelStub(mode: "fix")
        let session = try S(options: provider(stub))
        let run = try session.run(try concise(session))
        #expect(run.outcome == "applied")
        let result = session.applying(try #require(run.edits.first))
        #expect(result.contains("reach out to let you know") && result.contains(S.fence) && result.contains("`make deploy`"))
        let chat = try #require(stub.requests.first { $0["path"] as? String == "/v1/chat/completions" })
        let body = try #require(chat["body"] as? [String: Any])
        #expect(body["model"] as? String == "stub-model")
        let messages = body["messages"] as? [[String: Any]] ?? []
        #expect(messages.map { $0["role"] as? String } == ["system", "user"])
        let sent = String(decoding: try JSONSerialization.data(withJSONObject: messages), as: UTF8.self)
        #expect(!sent.contains("make deploy") && !sent.contains("example.com") && !sent.contains("Owner") && !sent.contains("# Plan"))
        #expect((messages.last?["content"] as? String)?.hasPrefix("I just wanted") == true)
    }

    /// An answer that loses protected text is never applied: an instructed
    /// rewrite, which only the model can do, fails.
    @Test func anAnswerThatDropsProtectedTextIsRefused() throws {
        let stub = try ModelStub(mode: "canned")
        let session = try S(options: provider(stub))
        let run = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "I just", to: "```", nth: 1), "instructions": "shorter"]])
        #expect(run.outcome == "refused" && run.edits.isEmpty)
        #expect((run.didEnd["message"] as? String)?.contains("protected text is never changed") == true)
        #expect(run.response["error"] != nil && run.answeredAfterDidEnd)
        // One message: the command's error carries it, no showMessage repeats it.
        let error = ((run.response["error"] as? [String: Any])?["message"] as? String) ?? ""
        #expect(error.contains("was refused") && error.contains("protected text is never changed"), "\(error)")
        #expect(!session.notifications("window/showMessage").contains { ($0["message"] as? String)?.contains("refused") == true })
    }

    /// Concise whose model answers are unusable is done by the built-in
    /// engine, and the user hears why, once.
    @Test func theBuiltInEngineStandsInForUnusableAnswers() throws {
        let stub = try ModelStub(mode: "canned")
        let session = try S(options: provider(stub))
        let run = try session.run(try concise(session))
        #expect(run.outcome == "applied", "\(run.didEnd)")
        let result = session.applying(try #require(run.edits.first))
        #expect(result.contains("because several people cannot make it") && result.contains("`make deploy`"))
        #expect((run.didEnd["message"] as? String)?.contains("done by the built-in engine") == true, "\(run.didEnd)")
        let told = session.notifications("window/showMessage").filter {
            ($0["message"] as? String)?.contains("done by the built-in engine") == true
        }
        #expect(told.count == 1)
    }

    @Test func anEditInsideTheRangeWhileTheModelWorksMakesItStale() throws {
        let stub = try ModelStub(mode: "fix", delay: 1.5)
        var session = try S(options: provider(stub))
        let action = try concise(session)
        let run = try session.run(action) {
            Thread.sleep(forTimeInterval: 0.3)
            session.change("several people", to: "a few people", version: 2)
        }
        #expect(run.outcome == "stale" && run.edits.isEmpty && run.answeredAfterDidEnd)
        Thread.sleep(forTimeInterval: 1.5)
        #expect(session.server.received.allSatisfy { $0["method"] as? String != "workspace/applyEdit" })
    }

    @Test func anEditBeforeTheRangeMovesIt() throws {
        let stub = try ModelStub(mode: "fix", delay: 1)
        let session = try S(options: provider(stub))
        let action = try concise(session)
        var edited = session
        let run = try session.run(action) {
            Thread.sleep(forTimeInterval: 0.2)
            edited.change("# Plan", to: "# The new plan", version: 2)
        }
        #expect(run.outcome == "applied")
        let edit = try #require(run.edits.first)
        #expect(S.version(edit) == 2)
        #expect(edited.applying(edit).hasPrefix("# The new plan\n\nI just wanted to reach out to let you know that"))
    }

    @Test func httpErrorsAndGarbageFailWithTheirCause() throws {
        for (mode, cause) in [("error", "HTTP 500: model exploded"), ("garbage", "not a chat completion (invalid JSON)")] {
            let stub = try ModelStub(mode: mode)
            let session = try S(options: provider(stub))
            let run = try session.run(try concise(session))
            #expect(run.outcome == "failed" && run.edits.isEmpty)
            #expect((run.didEnd["message"] as? String)?.contains(cause) == true, "\(run.didEnd)")
        }
    }

    @Test func twoTimeoutsInARowFallBackToTheBuiltInEngineAndSaySoOnce() throws {
        let stub = try ModelStub(mode: "echo", delay: 3)
        let session = try S(options: provider(stub, timeoutMs: 400))
        let first = try session.run(try concise(session))
        #expect(first.outcome == "failed")
        #expect((first.didEnd["message"] as? String)?.contains("did not answer within 0.4 s") == true)
        let second = try session.run(try concise(session))
        #expect(second.outcome == "applied")
        #expect((second.didEnd["message"] as? String)?.contains("built-in engine") == true)
        let third = try session.run(try concise(session))
        #expect(third.outcome == "applied")
        let down = session.notifications("window/showMessage").filter { ($0["message"] as? String)?.contains("unreachable") == true }
        #expect(down.count == 1)
        #expect(!stub.requests.isEmpty)
    }

    @Test func aRefusedConnectionFallsBackToTheBuiltInEngine() throws {
        // Nothing listens on port 1 of this machine.
        let session = try S(options: ["provider": ["kind": "openai", "endpoint": "http://127.0.0.1:1/v1", "model": "m"]])
        let run = try session.run(try concise(session))
        #expect(run.outcome == "applied", "\(run.didEnd)")
        #expect(session.applying(try #require(run.edits.first)).contains("because several people cannot make it"))
        let down = session.notifications("window/showMessage").filter { ($0["message"] as? String)?.contains("connection refused") == true }
        #expect(down.count == 1)
        let instructions = try session.execute(
            "writingTools.rewrite", [["uri": session.uri, "range": session.range(from: "Please run"), "instructions": "warmer"]])
        #expect(instructions.outcome == "failed")
    }

    /// An `https` provider is reached through libcurl, which the server
    /// loads only then, and its certificate is checked: a certificate the
    /// system does not trust fails the call with its cause (no text is
    /// sent), one `SSL_CERT_FILE` names is trusted.
    @Test func anHTTPSProviderIsReachedWithItsCertificateChecked() throws {
        let stub = try ModelStub(mode: "fix", tls: true)
        #expect(stub.endpoint.hasPrefix("https://127.0.0.1:"))
        let untrusted = try S(options: provider(stub), environment: ["SSL_CERT_FILE": ""])
        let refused = try untrusted.run(try concise(untrusted))
        #expect(refused.outcome == "failed" && refused.edits.isEmpty)
        let said = refused.didEnd["message"] as? String ?? ""
        #expect(said.contains("TLS") && said.contains("certificate"), "\(refused.didEnd)")
        #expect(stub.requests.isEmpty)

        let trusted = try S(options: provider(stub), environment: ["SSL_CERT_FILE": LocalHTTPStub.certificate.path])
        let run = try trusted.run(try concise(trusted))
        #expect(run.outcome == "applied", "\(run.didEnd)")
        #expect(trusted.applying(try #require(run.edits.first)).contains("reach out to let you know"))
        #expect(stub.requests.contains { $0["path"] as? String == "/v1/chat/completions" })
    }

    @Test func cancelRequestEndsTheSessionCancelled() throws {
        let stub = try ModelStub(mode: "echo", delay: 3)
        let session = try S(options: provider(stub))
        let start = session.server.messageCount
        session.server.send([
            "jsonrpc": "2.0", "id": 4242, "method": "workspace/executeCommand",
            "params": [
                "command": "writingTools.rewrite",
                "arguments": [["uri": session.uri, "range": session.range(from: "I just"), "tone": "concise"]],
            ],
        ])
        _ = try session.server.waitFor(from: start) { $0["method"] as? String == "writingTools/willBegin" }
        session.server.notify("$/cancelRequest", ["id": 4242])
        let response = try session.server.waitFor(timeout: 2, from: start) { $0["id"] as? Int == 4242 && $0["method"] == nil }
        #expect(((response["error"] as? [String: Any])?["code"] as? Int) == -32800)
        #expect(session.notifications("writingTools/didEnd", from: start).first?["outcome"] as? String == "cancelled")
    }

    @Test func progressIsReportedAndCancellable() throws {
        let stub = try ModelStub(mode: "echo", delay: 3)
        let session = try S(options: provider(stub))
        let run = try session.run(try concise(session)) {
            let create = try session.server.waitFor { $0["method"] as? String == "window/workDoneProgress/create" }
            let token = try #require((create["params"] as? [String: Any])?["token"])
            let begin = try session.server.waitFor {
                $0["method"] as? String == "$/progress"
                    && (($0["params"] as? [String: Any])?["value"] as? [String: Any])?["kind"] as? String == "begin"
            }
            #expect(((begin["params"] as? [String: Any])?["value"] as? [String: Any])?["cancellable"] as? Bool == true)
            session.server.notify("window/workDoneProgress/cancel", ["token": token])
        }
        #expect(run.outcome == "cancelled" && run.edits.isEmpty)
    }

    @Test func aWorkspaceFileCannotRedirectTextToItsServer() throws {
        let stub = try ModelStub(mode: "echo")
        let session = try S(workspaceFile: ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "x"]])
        let run = try session.run(try concise(session))
        #expect(run.outcome == "applied")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(stub.requests.isEmpty)
    }

    @Test func plainHTTPToAnotherMachineIsRefused() throws {
        let session = try S(options: ["provider": ["kind": "openai", "endpoint": "http://192.0.2.1:8080/v1", "model": "m"]])
        let run = try session.run(try concise(session))
        #expect(run.outcome == "applied")
        #expect(session.notifications("window/showMessage").contains { ($0["message"] as? String)?.contains("plain http") == true })
    }

    @Test func freeInstructionsAndComposeUseTheModel() throws {
        let stub = try ModelStub(mode: "fix")
        let session = try S(options: provider(stub))
        let rewrite = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "I just", to: "meeting."), "instructions": "make it warmer"]])
        #expect(rewrite.outcome == "applied")
        let system = (stub.requests.last?["body"] as? [String: Any]).flatMap {
            ($0["messages"] as? [[String: Any]])?.first?["content"] as? String
        }
        #expect(system?.contains("make it warmer") == true)
        let compose = try session.execute(
            "writingTools.compose",
            [
                [
                    "uri": session.uri, "position": session.position(session.text.range(of: "Thanks so")!.lowerBound),
                    "prompt": "Add a greeting.",
                ]
            ])
        #expect(compose.outcome == "applied")
        #expect(session.applying(try #require(compose.edits.first)).contains("waiting for review\n\nAdd a greeting.\n\nThanks so much!!"))
    }

    /// Composed at the end of a line inside a paragraph, the text lands after
    /// that paragraph, never joined to it.
    @Test func composedTextIsAParagraphOfItsOwn() throws {
        let stub = try ModelStub(mode: "echo")
        let session = try S(options: provider(stub))
        let compose = try session.execute(
            "writingTools.compose",
            [["uri": session.uri, "position": session.position(session.text.range(of: "Deadline")!.lowerBound), "prompt": "Say hi."]])
        #expect(compose.outcome == "applied")
        #expect(session.applying(try #require(compose.edits.first)).contains("Status: waiting for review\n\nSay hi.\n\nThanks so much!!\n"))
    }

    /// Follow-up: the text a session wrote is offered for refinement while it
    /// is unchanged, and `writingTools.refine` rewrites that text (not the
    /// original) as instructed; the new result can be refined in turn.
    @Test func followUpRefinesTheWrittenResultWhileItIsUnchanged() throws {
        let stub = try ModelStub(mode: "toggle")
        var session = try S(options: provider(stub))
        let first = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "I just", to: "meeting."), "instructions": "make it plainer"]])
        #expect(first.outcome == "applied")
        session.accept(try #require(first.edits.first), version: 2)
        #expect(session.text.contains("I just wanted to reach out to let you know"))
        let cursor = session.range(from: "wanted to reach")
        let offered = try session.server.request(
            "textDocument/codeAction", ["textDocument": ["uri": session.uri], "range": cursor, "context": ["diagnostics": [Any]()]])
        let followUps = (offered["result"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "refactor.rewrite.wt.followUp" }
        #expect(followUps.map { $0["title"] as? String } == ["Follow-up: Warmer", "Follow-up: More Conversational", "Follow-up: Shorter"])
        let command = try #require(followUps.first?["command"] as? [String: Any])
        #expect(command["command"] as? String == "writingTools.refine")
        let second = try session.execute("writingTools.refine", command["arguments"] as? [Any] ?? [])
        #expect(second.outcome == "applied", "\(second.didEnd)")
        let sent = (stub.requests.last?["body"] as? [String: Any])?["messages"] as? [[String: Any]] ?? []
        #expect((sent.first?["content"] as? String)?.contains("Make it warmer.") == true)
        #expect((sent.last?["content"] as? String)?.hasPrefix("I just wanted to reach out to let you know that") == true)
        session.accept(try #require(second.edits.first), version: 3)
        #expect(session.text.contains("I just wanted to get in touch to let you know") && session.text.contains("\n\n\(S.fence)\n\n"))
        // The new result is offered in turn; once the user edits it, it is not.
        let session2 = (second.response["result"] as? [String: Any])?["session"] as? Int
        #expect(try self.followUps(session, at: "get in touch").count == 3)
        session.change("get in touch", to: "write", version: 4)
        #expect(try self.followUps(session, at: "wanted to write").isEmpty)
        let stale = try session.execute("writingTools.refine", [["session": session2 ?? -1, "instructions": "Make it shorter."]])
        #expect((stale.response["error"] as? [String: Any])?["message"] as? String != nil && stale.edits.isEmpty)
    }

    /// A Follow-up's answer passes the acceptance check against the result
    /// it refines: one that turns a claim around is refused, nothing is
    /// written, and the result is still offered for refinement.
    @Test func aFollowUpThatTurnsTheResultAroundIsRefused() throws {
        let stub = try ModelStub(mode: "negate")
        var session = try S(options: provider(stub))
        let first = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "I just", to: "meeting."), "instructions": "make it plainer"]])
        #expect(first.outcome == "applied", "\(first.didEnd)")
        session.accept(try #require(first.edits.first), version: 2)
        let id = try #require((first.response["result"] as? [String: Any])?["session"] as? Int)
        let refined = try session.execute("writingTools.refine", [["session": id, "instructions": "Make it warmer."]])
        #expect(refined.outcome == "refused" && refined.edits.isEmpty, "\(refined.didEnd)")
        #expect((refined.didEnd["message"] as? String)?.contains("drops a negation") == true, "\(refined.didEnd)")
        let sent = (stub.requests.last?["body"] as? [String: Any])?["messages"] as? [[String: Any]] ?? []
        #expect((sent.last?["content"] as? String)?.contains("are not able") == true, "the result was asked for")
        #expect(try followUps(session, at: "wanted to reach").count == 3)
    }

    /// Composed text passes the acceptance check too: an answer that stops
    /// mid-sentence, or is in another language than the paragraph it joins,
    /// is refused and nothing is inserted.
    @Test func composedTextThatFailsTheCheckIsRefused() throws {
        let stub = try ModelStub(mode: "echo")
        let session = try S(options: provider(stub))
        let position = session.position(session.text.range(of: "Thanks so")!.lowerBound)
        let cut = try session.execute(
            "writingTools.compose", [["uri": session.uri, "position": position, "prompt": "We will meet again on"]])
        #expect(cut.outcome == "refused" && cut.edits.isEmpty, "\(cut.didEnd)")
        #expect((cut.didEnd["message"] as? String)?.contains("middle of a sentence") == true, "\(cut.didEnd)")
        let french = try ModelStub(mode: "french")
        let other = try S(options: provider(french), text: "# Plan\n\nThe meeting moves to Friday, and the notes are for everyone.\n")
        let composed = try other.execute(
            "writingTools.compose",
            [["uri": other.uri, "position": other.position(other.text.range(of: "The meeting")!.lowerBound), "prompt": "Add a line."]])
        #expect(composed.outcome == "refused" && composed.edits.isEmpty, "\(composed.didEnd)")
        #expect((composed.didEnd["message"] as? String)?.contains("another language") == true, "\(composed.didEnd)")
    }

    /// The Follow-up code actions offered at the start of `needle`.
    func followUps(_ session: S, at needle: String) throws -> [[String: Any]] {
        let offered = try session.server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": session.uri], "range": session.range(from: needle), "context": ["diagnostics": [Any]()]])
        return (offered["result"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "refactor.rewrite.wt.followUp" }
    }

    /// A list is asked for as JSON from a server that takes a
    /// `response_format`, and the editor gets it as Markdown.
    @Test func aListIsAskedForAsStructuredOutputAndAppliedAsMarkdown() throws {
        let stub = try ModelStub(mode: "structured")
        let session = try S(options: provider(stub))
        let run = try session.run(try #require(session.actions(session.range(from: "I just", to: "meeting."))["list"]))
        #expect(run.outcome == "applied", "\(run.didEnd)")
        let result = session.applying(try #require(run.edits.first))
        #expect(result.contains("\n- I just wanted to reach out in order to let you know"), "\(result)")
        #expect(result.contains("\n- Please run `make deploy` before then, and see https://example.com/notes for the details.\n- It is"))
        let body = try #require(stub.requests.last { $0["path"] as? String == "/v1/chat/completions" }?["body"] as? [String: Any])
        let format = try #require(body["response_format"] as? [String: Any])
        #expect(format["type"] as? String == "json_schema")
        #expect((format["json_schema"] as? [String: Any])?["name"] as? String == "items")
    }

    /// A model's result is a proposal: the edit's annotation asks for
    /// confirmation, and didEnd says it is the model's and what it changed.
    @Test func modelEditsAskForConfirmationAndDidEndSaysWhatChanged() throws {
        let stub = try ModelStub(mode: "fix")
        let session = try S(options: provider(stub))
        let run = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "I just", to: "meeting."), "instructions": "make it warmer"]])
        #expect(run.outcome == "applied")
        let edit = try #require(run.edits.first?["edit"] as? [String: Any])
        let annotation = try #require((edit["changeAnnotations"] as? [String: [String: Any]])?.values.first)
        #expect(annotation["needsConfirmation"] as? Bool == true)
        let changes = edit["documentChanges"] as? [[String: Any]] ?? []
        let edits = changes.flatMap { $0["edits"] as? [[String: Any]] ?? [] }
        #expect(!edits.isEmpty && edits.allSatisfy { $0["annotationId"] as? String != nil })
        #expect(run.didEnd["source"] as? String == "model")
        #expect(run.didEnd["summary"] as? String == "2 words removed (74 → 72 words)", "\(run.didEnd)")
        #expect((run.response["result"] as? [String: Any])?["summary"] as? String == run.didEnd["summary"] as? String)
    }
}
