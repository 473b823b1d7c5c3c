import Foundation
import Testing

/// The server library driven in the test process, over pipes, by a client
/// of the test's own: no binary started.
@Suite struct InProcessServerTests {
    /// The diagnostics pushed for `version` of `uri` (the last push of that
    /// version, once the misspellings have their suggestions), as the texts they cover in `text`.
    func pushed(_ server: ServerProcess, _ uri: String, version: Int, from: Int, in text: String) throws -> [String] {
        let push = try server.waitFor(from: from) {
            let params = $0["params"] as? [String: Any]
            guard ($0["method"] as? String) == "textDocument/publishDiagnostics", params?["uri"] as? String == uri,
                params?["version"] as? Int == version
            else { return false }
            let diagnostics = params?["diagnostics"] as? [[String: Any]] ?? []
            return diagnostics.allSatisfy { (($0["data"] as? [String: Any])?["suggestions"] as? [String])?.isEmpty == false }
        }
        let diagnostics = (push["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        return diagnostics.map { slice(text, $0["range"] as? [String: Any] ?? [:]) }
    }

    func change(_ server: ServerProcess, _ uri: String, version: Int, at start: (Int, Int), to end: (Int, Int), with text: String) {
        let range = ["start": ["line": start.0, "character": start.1], "end": ["line": end.0, "character": end.1]]
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": version], "contentChanges": [["range": range, "text": text]]])
    }

    @Test func anEditMovesTheDiagnosticsAfterItAndDropsThoseOfTheTextItReplaced() throws {
        let server = ServerProcess(inProcess: ())
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let uri = "file:///in-process.md"
        var text = "# Notes\n\nThe cat sat on teh mat.\n\nWe recieve the post on Mondays.\n"
        var mark = server.messageCount
        server.open(uri, text)
        let opened = try pushed(server, uri, version: 1, from: mark, in: text)
        #expect(opened == ["teh", "recieve"])

        // A paragraph typed before both: they move down two lines.
        mark = server.messageCount
        change(server, uri, version: 2, at: (2, 0), to: (2, 0), with: "We had café and cake 🎉.\n\n")
        text = "# Notes\n\nWe had café and cake 🎉.\n\nThe cat sat on teh mat.\n\nWe recieve the post on Mondays.\n"
        let moved = try pushed(server, uri, version: 2, from: mark, in: text)
        #expect(moved == ["teh", "recieve"])

        // The misspelling replaced goes; the one after stays where it is.
        mark = server.messageCount
        change(server, uri, version: 3, at: (4, 15), to: (4, 18), with: "the")
        text = "# Notes\n\nWe had café and cake 🎉.\n\nThe cat sat on the mat.\n\nWe recieve the post on Mondays.\n"
        let edited = try pushed(server, uri, version: 3, from: mark, in: text)
        #expect(edited == ["recieve"])
        #expect(try server.shutdown() == 0)
    }
}
