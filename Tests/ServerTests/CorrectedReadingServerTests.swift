import Foundation
import Testing

/// Over LSP, the grammar findings that a misspelling with a confident
/// correction hid arrive once its corrections are ranked, and go when the
/// user ignores the misspelling.
@Suite struct CorrectedReadingServerTests {
    @Test func aGrammarFindingReadOnACorrectionIsPublishedAndGoesWithItsMisspelling() throws {
        // Ignored words are remembered in the user's configuration: a folder of the test's own.
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("wt-reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let server = try ServerProcess(environment: ["XDG_CONFIG_HOME": config.path])
        try server.initialize()
        let uri = "file:///guests.md"
        let text = "Our guests have stayed snice five weeks.\n"
        server.open(uri, text)
        let diagnostics = try SpellingKindsTests.diagnostics(server, uri, from: 0) { list in
            list.contains { $0["code"] as? String == "verb-pattern" }
        }
        let grammar = try #require(diagnostics.first { $0["code"] as? String == "verb-pattern" })
        #expect(slice(text, grammar["range"] as! [String: Any]) == "snice")
        #expect((grammar["data"] as? [String: Any])?["suggestions"] as? [String] == ["for"])
        let spelling = try #require(diagnostics.first { $0["code"] as? String == "spelling" })
        #expect((spelling["data"] as? [String: Any])?["suggestions"] as? [String] == ["since", "sense", "slice"])

        // Ignored in this document, the word is no slip: nothing is read on its correction.
        let mark = server.messageCount
        server.send([
            "jsonrpc": "2.0", "id": 90, "method": "workspace/executeCommand",
            "params": ["command": "writingTools.ignoreInDocument", "arguments": [["uri": uri, "word": "snice"]]],
        ])
        let ignored = try SpellingKindsTests.diagnostics(server, uri, from: mark) { list in
            !list.contains { $0["code"] as? String == "spelling" }
        }
        #expect(ignored.isEmpty)
        #expect(try server.shutdown() == 0)
    }
}
