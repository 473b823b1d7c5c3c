import Foundation
import Testing

/// The three kinds of spelling finding over LSP: a word close to no
/// dictionary word is a quiet `unknown-word` diagnostic without a guess that
/// "Add to dictionary" clears, and a word the document uses as code is no
/// finding at all.
@Suite struct SpellingKindsTests {
    /// The diagnostics of the first push for `uri` after `mark` that `settled` accepts.
    static func diagnostics(
        _ server: ServerProcess, _ uri: String, from mark: Int, until settled: ([[String: Any]]) -> Bool
    ) throws -> [[String: Any]] {
        var from = mark
        for _ in 0..<8 {
            let diagnostics = try server.diagnostics(for: uri, from: from)
            if settled(diagnostics) { return diagnostics }
            from = server.messageCount
        }
        throw CocoaError(.featureUnsupported)
    }

    @Test func anUnknownWordIsQuietHasNoGuessAndAddToDictionaryClearsIt() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("wt-kinds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let server = try ServerProcess(environment: ["XDG_CONFIG_HOME": config.path])
        try server.initialize()
        let uri = "file:///kinds.md"
        let text = "We store it as xqzvt for now.\n\nInstall `zorbctl`, then run zorbctl on teh notes.\n"
        server.open(uri, text)
        let diagnostics = try Self.diagnostics(server, uri, from: 0) { list in
            list.contains { $0["code"] as? String == "unknown-word" }
        }
        let unknown = try #require(diagnostics.first { $0["code"] as? String == "unknown-word" })
        #expect(slice(text, unknown["range"] as! [String: Any]) == "xqzvt")
        #expect(unknown["severity"] as? Int == 3)
        let suggestions = (unknown["data"] as? [String: Any])?["suggestions"] as? [String]
        #expect(suggestions?.isEmpty ?? true)
        #expect(!diagnostics.contains { slice(text, $0["range"] as! [String: Any]) == "zorbctl" })
        #expect(diagnostics.contains { slice(text, $0["range"] as! [String: Any]) == "teh" })

        let actions = try server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": unknown["range"]!, "context": ["diagnostics": [unknown]]])
        let list = actions["result"] as? [[String: Any]] ?? []
        let add = try #require(list.first { ($0["title"] as? String)?.hasPrefix("Add “xqzvt” to dictionary") == true })
        #expect(!list.contains { ($0["title"] as? String)?.hasPrefix("Replace") == true })
        let command = try #require(add["command"] as? [String: Any])
        let mark = server.messageCount
        _ = try server.request(
            "workspace/executeCommand", ["command": command["command"]!, "arguments": command["arguments"] ?? []])
        let after = try Self.diagnostics(server, uri, from: mark) { list in
            list.contains { slice(text, $0["range"] as! [String: Any]) == "teh" }
        }
        #expect(!after.contains { slice(text, $0["range"] as! [String: Any]) == "xqzvt" })
        #expect(try server.shutdown() == 0)
    }
}
