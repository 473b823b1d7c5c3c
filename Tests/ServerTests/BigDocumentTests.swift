import Foundation
import Testing

/// A large document's diagnostics come progressively, from its start, and
/// an edit re-checks only what it changed.
@Suite struct BigDocumentTests {
    static let uri = "file:///big.md"

    /// The `publishDiagnostics` of `uri` received so far, as (version, diagnostics).
    static func publishes(_ server: ServerProcess) -> [(version: Int, diagnostics: [[String: Any]])] {
        server.received.filter { RobustAnalysisTests.isPublish($0, of: uri) }.map {
            let params = $0["params"] as! [String: Any]
            return (params["version"] as? Int ?? -1, params["diagnostics"] as? [[String: Any]] ?? [])
        }
    }

    static func line(_ diagnostic: [String: Any]) -> Int {
        ((diagnostic["range"] as! [String: Any])["start"] as! [String: Any])["line"] as! Int
    }

    /// Opens 300 KB of paragraphs, each with a misspelling, and waits for
    /// diagnostics that reach its last paragraph; returns the server and the text.
    static func openBigDocument() throws -> (ServerProcess, String) {
        let server = try ServerProcess.sandboxed()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0, "maxPerDocument": 100_000]])
        let text = RobustAnalysisTests.numberedParagraphs(bytes: 300 << 10, mistake: "mistaek ")
        let lastLine = text.split(separator: "\n").count * 2 - 2
        server.open(uri, text)
        _ = try server.waitFor(timeout: 120) {
            RobustAnalysisTests.isPublish($0, of: uri)
                && ((($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])?.last.map(line) == lastLine)
        }
        return (server, text)
    }

    @Test func theFirstDiagnosticsCoverTheStartAndTheLastCoverTheWhole() throws {
        let (server, text) = try Self.openBigDocument()
        let lines = text.split(separator: "\n").count * 2
        let publishes = Self.publishes(server).filter { !$0.diagnostics.isEmpty }
        #expect(publishes.count >= 2, "at least one publish of a part before the whole")
        #expect(publishes.count <= 5, "parts that double: a few publishes, not one per paragraph")
        let first = publishes.first!.diagnostics
        #expect(first.map(Self.line).max()! < lines / 2, "the first part is the start of the document")
        #expect(first.map(Self.line) == publishes.last!.diagnostics.prefix(first.count).map(Self.line))
        #expect(publishes.last!.diagnostics.count == lines / 2)
        #expect(try server.shutdown() == 0)
    }

    @Test func anEditAtTheEndPublishesEveryFindingAtOnce() throws {
        let (server, text) = try Self.openBigDocument()
        let before = Self.publishes(server).last!.diagnostics
        let end = text.split(separator: "\n").count * 2
        RobustDocumentTests.change(
            server, Self.uri, version: 2, [["range": RobustDocumentTests.range(end, 0, end, 0), "text": "A last paragraf.\n"]])
        let after = try RobustDocumentTests.lastDiagnostics(server, Self.uri, version: 2)
        // Re-checking every paragraph would publish the parts first, as at the opening.
        #expect(after.count == before.count + 1, "the first publish of the edited text holds every finding")
        #expect(after.prefix(before.count).map(Self.line) == before.map(Self.line))
        #expect(Self.line(after.last!) == end)
        #expect(try server.shutdown() == 0)
    }
}
