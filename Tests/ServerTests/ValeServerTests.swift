import Foundation
import Testing

/// A Vale configuration's styles in the editor: their alerts as diagnostics,
/// their `action` as a quick fix.
@Suite struct ValeServerTests {
    @Test func styleAlertsAreDiagnosticsWithTheirActionAsAQuickFix() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vale-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("styles/House"), withIntermediateDirectories: true)
        let rule =
            "extends: substitution\nmessage: Use '%s' instead of '%s'.\nlevel: error\naction:\n  name: replace\nswap:\n  utilize: use\n"
        try rule.write(to: folder.appendingPathComponent("styles/House/Utilize.yml"), atomically: true, encoding: .utf8)
        try "StylesPath = styles\n\n[*.md]\nBasedOnStyles = House\n".write(
            to: folder.appendingPathComponent(".vale.ini"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("doc.md")
        let text = "We utilize the tool.\n"
        try text.write(to: file, atomically: true, encoding: .utf8)

        let server = try ServerProcess()
        try server.initialize(rootURI: folder.absoluteString)
        let uri = file.absoluteString
        server.open(uri, text)
        let diagnostics = try server.diagnostics(for: uri)
        let alert = try #require(diagnostics.first { $0["code"] as? String == "House.Utilize" })
        #expect(alert["message"] as? String == "Use 'use' instead of 'utilize'.")
        #expect(alert["severity"] as? Int == 1)
        let range = try #require(alert["range"] as? [String: Any])
        #expect(slice(text, range) == "utilize")

        let response = try server.request(
            "textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": [alert]]])
        let actions = response["result"] as? [[String: Any]] ?? []
        let fix = try #require(actions.first { ($0["kind"] as? String) == "quickfix" && ($0["title"] as? String)?.contains("use") == true })
        #expect("\(fix)".contains(#""newText": "use""#))
        #expect(try server.shutdown() == 0)
    }
}
