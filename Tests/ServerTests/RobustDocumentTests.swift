import Foundation
import Testing

/// Document sync the way a confused or hostile client does it: positions
/// past the end, changes for documents never opened, versions going back,
/// a hundred documents at once, closing while an action runs, huge texts.
@Suite struct RobustDocumentTests {
    static func change(_ server: ServerProcess, _ uri: String, version: Int, _ changes: [[String: Any]]) {
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": changes])
    }

    static func range(_ l1: Int, _ c1: Int, _ l2: Int, _ c2: Int) -> [String: Any] {
        ["start": ["line": l1, "character": c1], "end": ["line": l2, "character": c2]]
    }

    static func lastDiagnostics(_ server: ServerProcess, _ uri: String, version: Int) throws -> [[String: Any]] {
        let message = try server.waitFor(timeout: 30) {
            ($0["method"] as? String) == "textDocument/publishDiagnostics"
                && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
                && (($0["params"] as? [String: Any])?["version"] as? Int) == version
        }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    /// Positions out of range are clamped (line past the end → end of text;
    /// character past a line → its end; negative → start), as the spec says.
    @Test func outOfRangePositionsAreClamped() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let uri = "file:///clamp.md"
        server.open(uri, "First line.\nSecond line.\n")
        _ = try server.diagnostics(for: uri)
        Self.change(server, uri, version: 2, [["range": Self.range(1, 1_000_000, 1, 2_000_000), "text": " Teh end."]])
        Self.change(server, uri, version: 3, [["range": Self.range(1_000_000, 0, 2_000_000_000, 5), "text": "Last speling.\n"]])
        Self.change(server, uri, version: 4, [["range": Self.range(-5, -7, 0, 0), "text": "Zeroth "]])
        Self.change(server, uri, version: 5, [["range": Self.range(0, 3, 0, 1), "text": ""]])  // end before start
        let text = "Zeroth First line.\nSecond line. Teh end.\nLast speling.\n"
        let diagnostics = try Self.lastDiagnostics(server, uri, version: 5)
        let words = Set(diagnostics.map { slice(text.replacingOccurrences(of: "Zer", with: "Z"), $0["range"] as! [String: Any]) })
        #expect(words.contains("Teh") && words.contains("speling"), "\(words)")
        // Requests with absurd ranges are answered too.
        let actions = try server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": Self.range(-1, -1, Int(Int32.max), Int(Int32.max)), "context": ["diagnostics": []]])
        #expect(actions["result"] != nil)
        #expect(try RobustProtocolTests.stillAnswers(server))
        #expect(try server.shutdown() == 0)
    }

    @Test func changesForUnopenedDocumentsAndOlderVersionsRefused() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        Self.change(server, "file:///never-opened.md", version: 3, [["range": Self.range(0, 0, 0, 0), "text": "teh"]])
        server.notify("textDocument/didClose", ["textDocument": ["uri": "file:///never-opened.md"]])
        let code = try server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": "file:///never-opened.md"], "range": Self.range(0, 0, 0, 1), "context": ["diagnostics": []]])
        #expect(code["error"] != nil || code["result"] != nil)
        #expect(
            !server.received.contains {
                (($0["params"] as? [String: Any])?["uri"] as? String) == "file:///never-opened.md"
                    && ($0["params"] as? [String: Any])?["diagnostics"] as? [Any] != nil
                    && !((($0["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty ?? true)
            })
        // Versions only move forward: an older change is refused with a logged error, and the document keeps its version.
        let uri = "file:///back.md"
        server.open(uri, "One.\n", version: 10)
        _ = try server.diagnostics(for: uri)
        let from = server.messageCount
        Self.change(server, uri, version: 4, [["range": Self.range(0, 4, 0, 4), "text": " Teh."]])
        let logged = try server.waitFor(from: from) { ($0["method"] as? String) == "window/logMessage" }
        let params = logged["params"] as? [String: Any]
        #expect(params?["type"] as? Int == 1 && (params?["message"] as? String)?.contains("version 4") == true, "\(logged)")
        Self.change(server, uri, version: 11, [["range": Self.range(0, 4, 0, 4), "text": " Teh."]])
        let diagnostics = try Self.lastDiagnostics(server, uri, version: 11)
        #expect(diagnostics.map { slice("One. Teh.\n", $0["range"] as! [String: Any]) } == ["Teh"])
        #expect(!server.received.contains { (($0["params"] as? [String: Any])?["version"] as? Int) == 4 })
        // Opening a document twice replaces it.
        server.open(uri, "Fresh text with a mistaek.\n", version: 1)
        let again = try Self.lastDiagnostics(server, uri, version: 1)
        #expect(again.contains { slice("Fresh text with a mistaek.\n", $0["range"] as! [String: Any]) == "mistaek" })
        #expect(try server.shutdown() == 0)
    }

    @Test func aHundredDocumentsOpenAtOnce() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        for k in 0..<100 {
            server.open("file:///many/\(k).md", "# Document \(k)\n\nParagraph \(k) has a mistaek in it.\n\n```\ncode teh\n```\n")
        }
        for k in 0..<100 {
            let uri = "file:///many/\(k).md"
            let text = "# Document \(k)\n\nParagraph \(k) has a mistaek in it.\n\n```\ncode teh\n```\n"
            let diagnostics = try server.diagnostics(for: uri, timeout: 30)
            let flagged = diagnostics.map { slice(text, $0["range"] as! [String: Any]) }
            #expect(flagged.contains("mistaek") && !flagged.contains("teh"), "\(uri): \(flagged)")
        }
        // Edit them all, close half, edit again.
        for k in 0..<100 {
            Self.change(server, "file:///many/\(k).md", version: 2, [["range": Self.range(0, 0, 0, 0), "text": "Intro. "]])
        }
        for k in stride(from: 0, to: 100, by: 2) {
            server.notify("textDocument/didClose", ["textDocument": ["uri": "file:///many/\(k).md"]])
        }
        for k in 0..<100 { Self.change(server, "file:///many/\(k).md", version: 3, [["range": Self.range(0, 0, 0, 0), "text": "More. "]]) }
        for k in stride(from: 1, to: 100, by: 2) { _ = try Self.lastDiagnostics(server, "file:///many/\(k).md", version: 3) }
        #expect(try RobustProtocolTests.stillAnswers(server))
        #expect(try server.shutdown() == 0)
    }

    /// Closing a document while a Writing Tools action on it runs: the
    /// command still gets its one answer and the server carries on.
    @Test func closingADocumentDuringARunningAction() throws {
        let server = try ServerProcess.sandboxed()
        server.answers["workspace/applyEdit"] = { _ in ["applied": true] }
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let uri = "file:///action.md"
        let text = String(repeating: "This paragraph is long enough to be worth a summary, and it goes on. ", count: 200) + "\n"
        for (k, (command, argument)) in [
            ("writingTools.rewrite", ["uri": uri, "range": Self.range(0, 0, 0, 500), "tone": "concise"] as [String: Any]),
            ("writingTools.transform", ["uri": uri, "range": Self.range(0, 0, 1, 0), "kind": "summary"]),
            ("writingTools.transform", ["uri": uri, "range": Self.range(0, 0, 1, 0), "kind": "table"]),
        ].enumerated() {
            server.open(uri, text, version: 1)
            server.send([
                "jsonrpc": "2.0", "id": 900 + k, "method": "workspace/executeCommand",
                "params": ["command": command, "arguments": [argument]],
            ])
            server.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
            let answer = try server.waitFor(timeout: 30) { $0["id"] as? Int == 900 + k && $0["method"] == nil }
            #expect(answer["result"] != nil || answer["error"] != nil)
        }
        #expect(try RobustProtocolTests.stillAnswers(server))
        #expect(try RobustProtocolTests.stillProofreads(server))
        #expect(try server.shutdown() == 0)
    }

    /// A large document is analysed off the message loop: while it is, a
    /// second document gets its diagnostics, a request is answered, and so
    /// is `shutdown`; the large one's diagnostics still come.
    @Test func aLargeDocumentDoesNotHoldUpTheOthers() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let big = "file:///big.md"
        let text = (0..<2_000).map { "Paragraph \($0) has a mistaek about item \($0 * 7) of the list.\n\n" }.joined()
        let small = "file:///small.md"
        let from = server.messageCount
        server.open(big, text)
        server.open(small, "A small note with a speling mistake.\n")
        let first = try server.waitFor(timeout: 120, from: from) { ($0["method"] as? String) == "textDocument/publishDiagnostics" }
        #expect(((first["params"] as? [String: Any])?["uri"] as? String) == small)
        let check = try server.request("writingTools/check", ["text": "Teh end."])
        #expect(((check["result"] as? [String: Any])?["diagnostics"] as? [Any])?.count == 1)
        let bigDiagnostics = try server.diagnostics(for: big, from: from, timeout: 120)
        #expect(bigDiagnostics.count == 1000, "the diagnostics are capped at maxPerDocument")
        // Edited twice while analysed: only the newest version is published.
        RobustDocumentTests.change(server, big, version: 2, [["range": Self.range(0, 0, 0, 0), "text": "Old "]])
        RobustDocumentTests.change(server, big, version: 3, [["range": Self.range(0, 0, 0, 4), "text": "New "]])
        let shutdownFrom = server.messageCount
        _ = try Self.lastDiagnostics(server, big, version: 3)
        #expect(
            !server.received[shutdownFrom...].contains {
                (($0["params"] as? [String: Any])?["uri"] as? String) == big && (($0["params"] as? [String: Any])?["version"] as? Int) == 2
            })
        server.open(big, text.replacingOccurrences(of: "Paragraph", with: "Section"), version: 4)
        let answer = try server.request("shutdown", timeout: 30)
        #expect(answer["result"] != nil)
        let beforeAnswer = server.received.prefix { ($0["id"] as? Int) != (answer["id"] as? Int) }
        #expect(
            !beforeAnswer.contains { (($0["params"] as? [String: Any])?["version"] as? Int) == 4 },
            "shutdown waited for the large document")
        server.notify("exit")
        #expect(server.waitForExit() == 0)
    }

    /// A 1.5 MB document, and a 1 MB line of markup characters, then edits in them.
    @Test func hugeDocuments() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let sentence = "The quick brown fox jumps over the lazy dog while the cat sleeps. "
        var big = ""
        for k in 0..<1_500 { big += String(repeating: sentence, count: 15) + "Number \(k).\n\n" }
        big += "A final mistaek.\n"
        let uri = "file:///huge.md"
        server.open(uri, big)
        let lines = big.split(separator: "\n", omittingEmptySubsequences: false).count
        var diagnostics = try server.diagnostics(for: uri, timeout: 120)
        #expect(diagnostics.contains { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int == lines - 2 })
        Self.change(server, uri, version: 2, [["range": Self.range(lines - 2, 0, lines - 2, 0), "text": "Realy "]])
        diagnostics = try Self.lastDiagnostics(server, uri, version: 2)
        #expect(diagnostics.contains { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int == 0 })
        var rng = SplitMixGenerator(seed: 99)
        let markup = Array("`*_[]()<>!$\\#|~")
        // (Starting with prose, so the line cannot open a block — `$$` math, say — that would own what follows.)
        let nasty = "Noise: " + String((0..<(1 << 20)).map { _ in markup.randomElement(using: &rng)! }) + "\n\nAnd a speling error.\n"
        server.open("file:///nasty.md", nasty)
        // The noise alone draws more findings than the per-document cap; the cap is shared between rules.
        // (A large text's first diagnostics cover its start: the last of them reach the error below it.)
        _ = try server.waitFor(timeout: 120) { message in
            guard RobustAnalysisTests.isPublish(message, of: "file:///nasty.md"),
                let flagged = (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
            else { return false }
            return flagged.contains { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int == 2 }
        }
        Self.change(server, "file:///nasty.md", version: 2, [["range": Self.range(0, 500_000, 0, 500_001), "text": "x"]])
        _ = try Self.lastDiagnostics(server, "file:///nasty.md", version: 2)
        #expect(try server.shutdown() == 0)
    }
}
