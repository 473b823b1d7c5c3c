import Foundation
import Testing

/// Writing Tools actions end to end: the built server over real pipes, the built-in engine.
@Suite struct WritingToolsTests {
    typealias S = WritingToolsSession

    @Test func actionsAreListedWithoutComputingAndOnlyOnProse() throws {
        let session = try S()
        let actions = try session.actions(session.range(from: "I just", to: "meeting."))
        #expect(Set(actions.keys).isSuperset(of: ["friendly", "professional", "concise", "summary", "keyPoints", "list"]))
        #expect(actions["table"] == nil)
        for action in actions.values {
            #expect(action["data"] != nil && action["command"] == nil && action["edit"] == nil)
        }
        #expect(try session.actions(session.range(from: "Owner:", to: "review"))["table"] != nil)
        #expect(try session.actions(session.range(from: "deploy --really")).isEmpty)
    }

    @Test func plainTextOffersNoListsOrTables() throws {
        let session = try S(text: "We test on Monday. We ship on Friday.\n", language: "plaintext")
        let actions = try session.actions(session.range(from: "We test", to: "Friday."))
        #expect(Set(actions.keys) == ["friendly", "professional", "concise", "summary"])
    }

    @Test func conciseAppliesOneVersionedAnnotatedEditAndKeepsProtectedText() throws {
        let session = try S()
        let run = try session.run(try #require(session.actions(session.range(from: "I just", to: "```", nth: 1))["concise"]))
        #expect(session.notifications("writingTools/willBegin").first?["action"] as? String == "concise")
        #expect(run.outcome == "applied")
        #expect(run.answeredAfterDidEnd)
        #expect((run.response["result"] as? [String: Any])?["outcome"] as? String == "applied")
        let edit = try #require(run.edits.first)
        #expect(run.edits.count == 1)
        #expect(S.version(edit) == 1)
        let annotations = (edit["edit"] as? [String: Any])?["changeAnnotations"] as? [String: [String: Any]]
        #expect(annotations?.values.first?["label"] as? String == "Writing Tools: Rewrite: Concise")
        // The built-in engine's result is certain: no confirmation asked; didEnd says what changed.
        #expect(annotations?.values.first?["needsConfirmation"] as? Bool == false)
        #expect(run.didEnd["source"] as? String == "builtin")
        #expect((run.didEnd["summary"] as? String)?.contains(" removed") == true, "\(run.didEnd)")
        let result = session.applying(edit)
        #expect(result.contains(S.fence) && result.contains("`make deploy`") && result.contains("https://example.com/notes"))
        #expect(result.contains("\n\n\(S.keyValues)\n\nThanks so much!!\n"))
        #expect(result.utf8.count < S.document.utf8.count - 60)
    }

    /// Follow-up rewrites with instructions, which only a model can follow:
    /// without a provider a written result offers none, and refine says why.
    @Test func followUpNeedsAModel() throws {
        var session = try S()
        let run = try session.run(try #require(session.actions(session.range(from: "I just", to: "meeting."))["concise"]))
        session.accept(try #require(run.edits.first), version: 2)
        let offered = try session.server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": session.uri], "range": session.range(from: "reach out"), "context": ["diagnostics": [Any]()]])
        #expect(!(offered["result"] as? [[String: Any]] ?? []).contains { $0["kind"] as? String == "refactor.rewrite.wt.followUp" })
        let session1 = (run.response["result"] as? [String: Any])?["session"] as? Int
        let refine = try session.execute("writingTools.refine", [["session": session1 ?? -1, "instructions": "Make it warmer."]])
        #expect(((refine.response["error"] as? [String: Any])?["message"] as? String)?.contains("needs a model provider") == true)
        #expect(
            !session.notifications("window/showMessage").contains { ($0["message"] as? String)?.contains("needs a model") == true },
            "the refusal is said once, in the command's error")
    }

    /// A word at point (what Eglot sends as the range without a region) and
    /// an empty range rewrite the sentence holding them, in a hard-wrapped
    /// paragraph of three: never the paragraph.
    @Test func aWordOrACursorRewritesItsSentenceOnly() throws {
        let before = "We need to decide on the plan\nin order to move forward. "
        let sentence = "The team is really\nvery busy this week."
        let after = " I think that we should\nmeet on Friday.\n"
        let session = try S(text: before + sentence + after)
        let word = try session.run(try #require(session.actions(session.range(from: "busy"))["concise"]))
        let cursor = session.range(from: "very").merging(["end": session.range(from: "very")["start"]!]) { $1 }
        let empty = try session.execute("writingTools.rewrite", [["uri": session.uri, "range": cursor, "tone": "concise"]])
        for run in [word, empty] {
            let result = session.applying(try #require(run.edits.first))
            #expect(result.hasPrefix(before) && result.hasSuffix(after) && result != session.text, "\(result)")
        }
    }

    @Test func nothingToCutIsSaidOnceAsAnInfoMessage() throws {
        let session = try S(text: "We ship on Friday.\n", language: "plaintext")
        let start = session.server.messageCount
        let run = try session.run(try #require(session.actions(session.range(from: "We", to: "Friday."))["concise"]))
        #expect(run.outcome == "unchanged" && run.didEnd["message"] as? String == "nothing to change")
        #expect(run.edits.isEmpty)
        let messages = session.notifications("window/showMessage", from: start)
        #expect(messages.count == 1)
        #expect(messages.first?["type"] as? Int == 3)
        #expect((messages.first?["message"] as? String)?.contains("nothing to change") == true)
    }

    @Test func summaryKeepsTheCodeBlockAfterIt() throws {
        let session = try S()
        let run = try session.run(try #require(session.actions(session.range(from: "wanted", to: "```", nth: 1))["summary"]))
        let result = session.applying(try #require(run.edits.first))
        #expect(result.components(separatedBy: S.fence).count == 2)
        #expect(result.hasPrefix("# Plan\n\nI wanted to reach out"))
        #expect(result.count < S.document.count - 150)
    }

    @Test func listAndTable() throws {
        let session = try S()
        let list = try session.run(try #require(session.actions(session.range(from: "I just", to: "meeting."))["list"]))
        #expect(session.applying(try #require(list.edits.first)).contains("\n- Please run `make deploy` before then"))
        let table = try session.run(try #require(session.actions(session.range(from: "Owner", to: "review"))["table"]))
        #expect(
            session.applying(try #require(table.edits.first)).contains(
                "| Owner | Deadline | Budget | Status |\n| --- | --- | --- | --- |\n| Dana Smith | next Friday | 4,000 dollars | waiting for review |"
            ))
    }

    @Test func limitedShowsTheResultAndReplaceAppliesIt() throws {
        let dismiss = try S(options: ["behavior": "limited"], showMessageChoice: "Dismiss")
        let shown = try dismiss.run(try #require(dismiss.actions(dismiss.range(from: "I just", to: "meeting."))["concise"]))
        #expect(shown.outcome == "shown" && shown.edits.isEmpty)
        let request = try #require(dismiss.server.received.first { $0["method"] as? String == "window/showMessageRequest" })
        let params = try #require(request["params"] as? [String: Any])
        #expect((params["message"] as? String)?.contains("because several people cannot make it") == true)
        #expect((params["actions"] as? [[String: Any]])?.compactMap { $0["title"] as? String } == ["Replace", "Dismiss"])

        let replace = try S(options: ["behavior": "limited"], showMessageChoice: "Replace")
        let applied = try replace.run(try #require(replace.actions(replace.range(from: "I just", to: "meeting."))["concise"]))
        let edit = try #require(applied.edits.first)
        #expect(applied.outcome == "applied" && S.version(edit) == 1)
    }

    @Test func behaviorNoneOffersNothingAndRunsNothing() throws {
        let session = try S(options: ["behavior": "none"])
        #expect(try session.actions(session.range(from: "I just", to: "meeting.")).isEmpty)
        let run = try session.execute(
            "writingTools.rewrite", [["uri": session.uri, "range": session.range(from: "I just"), "tone": "concise"]])
        #expect(run.response["error"] != nil && run.didEnd.isEmpty)
    }

    @Test func instructionsAndComposeNeedAModel() throws {
        let session = try S()
        let run = try session.execute(
            "writingTools.rewrite", [["uri": session.uri, "range": session.range(from: "Please run"), "instructions": "warmer"]])
        let message = ((run.response["error"] as? [String: Any])?["message"] as? String) ?? ""
        #expect(message.contains("needs a model provider"))
        #expect(session.notifications("writingTools/willBegin").isEmpty)
        #expect(
            !session.notifications("window/showMessage").contains { ($0["message"] as? String)?.contains("needs a model") == true },
            "the refusal is said once, in the command's error")
    }

    @Test func anActionOfferedForAnOldVersionEndsStale() throws {
        var session = try S()
        let action = try #require(session.actions(session.range(from: "I just", to: "meeting."))["concise"])
        session.change("Thanks so much", to: "Thanks", version: 2)
        let run = try session.run(action)
        #expect(run.outcome == "stale" && run.edits.isEmpty)
    }
}
