import Foundation
import Testing

/// A large document is analysed off the message loop: whatever asks for its
/// diagnostics (a push, a pull, a code action) waits for that analysis
/// without holding up other messages, and a newer text stops an older
/// analysis mid-way.
@Suite struct RobustAnalysisTests {
    /// About `bytes` bytes of paragraphs that differ by a number (none repeats, so none is checked once for all).
    static func numberedParagraphs(bytes: Int, mistake: String = "") -> String {
        var text = ""
        text.reserveCapacity(bytes + 100)
        var k = 0
        while text.utf8.count < bytes {
            text += "Crate \(k) of the \(mistake)inventory was counted on shelf \(k % 97) by the night team.\n\n"
            k += 1
        }
        return text
    }

    static func isPublish(_ message: [String: Any], of uri: String) -> Bool {
        (message["method"] as? String) == "textDocument/publishDiagnostics"
            && ((message["params"] as? [String: Any])?["uri"] as? String) == uri
    }

    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> [String: Any] {
        ["start": ["line": l1, "character": c1], "end": ["line": l2, "character": c2]]
    }

    /// While 10 MB are analysed, a second document gets its diagnostics and
    /// requests are answered; a newer text stops the analysis of the older
    /// one mid-way (the server says so), and only the newest is published.
    @Test func aTenMegabyteAnalysisGivesWayAndStopsForANewerText() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        server.notify("$/setTrace", ["value": "verbose"])
        let big = "file:///ten-megabytes.md"
        server.open(big, Self.numberedParagraphs(bytes: 10 << 20))
        let small = "file:///note.md"
        server.open(small, "A short note with a mistaek.\n")
        let first = try server.waitFor(timeout: 60) { ($0["method"] as? String) == "textDocument/publishDiagnostics" }
        #expect(((first["params"] as? [String: Any])?["uri"] as? String) == small, "the small document is published first")
        let check = try server.request("writingTools/check", ["text": "Teh end."], timeout: 60)
        #expect(((check["result"] as? [String: Any])?["diagnostics"] as? [Any])?.count == 1)
        #expect(!server.received.contains { Self.isPublish($0, of: big) }, "the 10 MB analysis is still running")
        RobustDocumentTests.change(server, big, version: 2, [["range": Self.range(0, 0, 0, 0), "text": "Newer text. "]])
        RobustDocumentTests.change(server, big, version: 3, [["text": "Now a short text with a speling slip.\n"]])
        _ = try server.waitFor(timeout: 120) {
            ($0["method"] as? String) == "window/logMessage"
                && ((($0["params"] as? [String: Any])?["message"] as? String)?.contains("analysis of \(big) v1 stopped") ?? false)
        }
        let diagnostics = try RobustDocumentTests.lastDiagnostics(server, big, version: 3)
        #expect(diagnostics.map { slice("Now a short text with a speling slip.\n", $0["range"] as! [String: Any]) } == ["speling"])
        let answer = try server.request("shutdown", timeout: 30)
        #expect(answer["result"] != nil)
        #expect(
            !server.received.contains { Self.isPublish($0, of: big) && (($0["params"] as? [String: Any])?["version"] as? Int) != 3 },
            "only the newest text is published")
        server.notify("exit")
        #expect(server.waitForExit() == 0)
    }

    /// A pull and a code action on a large document wait for its analysis,
    /// of its newest text, while a small document's pull is answered.
    @Test func pullsAndCodeActionsWaitForTheAnalysisOfTheNewestText() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize(pull: true)
        let big = "file:///large.md"
        let text = Self.numberedParagraphs(bytes: 400 << 10, mistake: "mistaek ")
        server.open(big, text)
        server.send([
            "jsonrpc": "2.0", "id": 501, "method": "textDocument/diagnostic", "params": ["textDocument": ["uri": big]],
        ])
        // The newer text supersedes the one being analysed: the pull is answered for it.
        RobustDocumentTests.change(server, big, version: 2, [["range": Self.range(0, 0, 0, 0), "text": "Teh "]])
        server.send([
            "jsonrpc": "2.0", "id": 502, "method": "textDocument/codeAction",
            "params": ["textDocument": ["uri": big], "range": Self.range(0, 0, 0, 3), "context": ["diagnostics": []]],
        ])
        let small = "file:///small.md"
        server.open(small, "A small note with a speling mistake.\n")
        let smallReport = try server.request("textDocument/diagnostic", ["textDocument": ["uri": small]], timeout: 60)
        #expect(((smallReport["result"] as? [String: Any])?["items"] as? [Any])?.count == 1)
        #expect(!server.received.contains { [501, 502].contains($0["id"] as? Int) }, "the large document's answers come later")
        let report = try server.waitFor(timeout: 300) { $0["id"] as? Int == 501 && $0["method"] == nil }
        let items = ((report["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
        let newer = "Teh " + text
        #expect(items.first.map { slice(newer, $0["range"] as! [String: Any]) } == "Teh", "\(items.prefix(2))")
        #expect(items.count == 1000, "a mistake in every paragraph, capped at maxPerDocument")
        let actions = try server.waitFor(timeout: 300) { $0["id"] as? Int == 502 && $0["method"] == nil }
        let titles = ((actions["result"] as? [[String: Any]]) ?? []).compactMap { $0["title"] as? String }
        #expect(titles.contains("Replace with “The”"), "\(titles)")
        #expect(try server.shutdown() == 0)
    }

    /// Writing Tools on a large document (a rewrite, the model's
    /// proofreading, a Follow-up) wait for its analysis off the message
    /// loop: a request sent after them is answered before any of their
    /// sessions begins, and each runs on the newest text once it is analysed.
    @Test func writingToolsOnALargeDocumentWaitForItsAnalysis() throws {
        let stub = try ModelStub(mode: "fix")
        let opening = "# Plan\n\nWe meet early in order to plan the week. Run `make deploy` first.\n\n"
        var session = try WritingToolsSession(
            options: ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "m"]],
            text: opening + Self.numberedParagraphs(bytes: 1 << 20))
        let server = session.server
        let paragraph = session.range(from: "We meet", to: "first.")
        func command(_ id: Int, _ name: String, _ argument: [String: Any]) {
            server.send([
                "jsonrpc": "2.0", "id": id, "method": "workspace/executeCommand", "params": ["command": name, "arguments": [argument]],
            ])
        }
        func answer(_ id: Int) throws -> [String: Any] {
            try server.waitFor(timeout: 300) { $0["id"] as? Int == id && $0["method"] == nil }
        }
        func index(_ match: ([String: Any]) -> Bool) -> Int? { server.received.firstIndex(where: match) }
        let isBegin: ([String: Any]) -> Bool = { $0["method"] as? String == "writingTools/willBegin" }

        command(601, "writingTools.rewrite", ["uri": session.uri, "range": paragraph, "tone": "concise"])
        command(602, "writingTools.modelProofread", ["uri": session.uri, "range": paragraph])
        let check = try server.request("writingTools/check", ["text": "Teh end."], timeout: 60)
        #expect(((check["result"] as? [String: Any])?["diagnostics"] as? [Any])?.count == 1)
        #expect(!server.received.contains(where: isBegin), "no session has begun: the document is still being analysed")
        #expect(!server.received.contains { [601, 602].contains($0["id"] as? Int) })

        let rewrite = try answer(601)
        #expect((rewrite["result"] as? [String: Any])?["outcome"] as? String == "applied", "\(rewrite)")
        let proofread = try answer(602)
        #expect((proofread["result"] as? [String: Any])?["marks"] as? Int == 1, "\(proofread)")
        let checkIndex = try #require(index { $0["id"] as? Int == (check["id"] as? Int) && $0["method"] == nil })
        #expect(try #require(index(isBegin)) > checkIndex)

        // The rewrite's edit, accepted, is a new text to analyse; a Follow-up on it waits for that analysis.
        let edit = try #require(server.received.first { $0["method"] as? String == "workspace/applyEdit" }?["params"] as? [String: Any])
        session.accept(edit, version: 2)
        let written = try #require((rewrite["result"] as? [String: Any])?["session"] as? Int)
        let beforeRefine = server.messageCount
        command(603, "writingTools.refine", ["session": written, "instructions": "Make it shorter."])
        let secondCheck = try server.request("writingTools/check", ["text": "Teh start."], timeout: 60)
        let secondIndex = try #require(index { $0["id"] as? Int == (secondCheck["id"] as? Int) && $0["method"] == nil })
        #expect(!server.received[beforeRefine...].contains(where: isBegin), "the Follow-up waits for the new text's analysis")
        _ = try answer(603)
        let refineBegin = try #require(server.received[beforeRefine...].firstIndex(where: isBegin))
        #expect(refineBegin > secondIndex)
        #expect(try server.shutdown() == 0)
    }
}
