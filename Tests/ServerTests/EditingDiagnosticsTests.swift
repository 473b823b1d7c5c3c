import Foundation
import Testing

/// Diagnostics pushed after each edit (converted only where the edit can
/// have moved them) are those of the whole text checked afresh.
@Suite struct EditingDiagnosticsTests {
    static let lines = [
        "# A week by the sea", "",
        "We arrived on Monday and teh hotel was full, so we slept in a small café by the harbour.",
        "The owner lent us blankets 🎉 and told us where the fishing boats went out.", "",
        "- Walk to the lighthouse before breakfast.", "- Buy fresh bread, recieve the post, and write to Anna.", "",
        "On Wednesday it rained all day. We read, played cards and ate to much soup.",
        "By Friday the sun was back and the beach was crowded with familys.", "",
    ]

    @Test func pushedAfterEachEditEqualAFreshCheck() throws {
        let server = try ServerProcess()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let uri = "file:///sea.md"
        var lines = Self.lines
        server.open(uri, lines.joined(separator: "\n"))
        _ = try server.diagnostics(for: uri)
        var generator = SplitMixGenerator(seed: 99)
        for version in 2..<60 {
            let (range, text) = Self.edit(&lines, using: &generator)
            let mark = server.messageCount
            server.notify(
                "textDocument/didChange",
                ["textDocument": ["uri": uri, "version": version], "contentChanges": [["range": range, "text": text]]])
            let push = try server.waitFor(from: mark) {
                let params = $0["params"] as? [String: Any]
                return ($0["method"] as? String) == "textDocument/publishDiagnostics" && params?["version"] as? Int == version
            }
            let pushed = ((push["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
            let check = try server.request("writingTools/check", ["text": lines.joined(separator: "\n"), "languageId": "markdown"])
            let fresh = ((check["result"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
            #expect(NSArray(array: pushed).isEqual(to: fresh), "version \(version): \(text.debugDescription) at \(range)")
        }
        #expect(try server.shutdown() == 0)
    }

    /// Applies a random edit to `lines` (a letter typed or deleted, a line
    /// broken or two joined, a word pasted) and returns it as an LSP change.
    static func edit(_ lines: inout [String], using generator: inout SplitMixGenerator) -> ([String: Any], String) {
        func position(_ line: Int, _ character: Int) -> [String: Int] {
            ["line": line, "character": String(Array(lines[line])[..<character]).utf16.count]
        }
        let line = Int.random(in: 0..<lines.count, using: &generator)
        let characters = Array(lines[line])
        let at = Int.random(in: 0...characters.count, using: &generator)
        let start = position(line, at)
        switch Int.random(in: 0..<5, using: &generator) {
        case 0 where at < characters.count:
            let end = position(line, at + 1)
            lines[line] = String(characters[..<at] + characters[(at + 1)...])
            return (["start": start, "end": end], "")
        case 1:
            lines[line] = String(characters[..<at])
            lines.insert(String(characters[at...]), at: line + 1)
            return (["start": start, "end": start], "\n")
        case 2 where line + 1 < lines.count:
            let end = ["line": line + 1, "character": 0]
            let joined = position(line, characters.count)
            lines[line] += lines.remove(at: line + 1)
            return (["start": joined, "end": end], "")
        case 3:
            lines[line] = String(characters[..<at]) + "teh " + String(characters[at...])
            return (["start": start, "end": start], "teh ")
        default:
            lines[line] = String(characters[..<at]) + "q" + String(characters[at...])
            return (["start": start, "end": start], "q")
        }
    }
}
