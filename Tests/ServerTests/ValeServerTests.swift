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

    /// A rule that cannot be used is said once in the client's log; a changed
    /// rule file takes effect when the client reports the change.
    @Test func styleProblemsAreLoggedAndChangedRulesReload() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vale-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let styles = folder.appendingPathComponent("styles/House")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: styles, withIntermediateDirectories: true)
        let rule = styles.appendingPathComponent("Vague.yml")
        try "extends: existence\nmessage: \"'%s' is vague.\"\nlevel: error\ntokens:\n  - very\n".write(
            to: rule, atomically: true, encoding: .utf8)
        try "extends: script\nmessage: x\nscript: y\n".write(
            to: styles.appendingPathComponent("Custom.yml"), atomically: true, encoding: .utf8)
        try "StylesPath = styles\n\n[*.md]\nBasedOnStyles = House\n".write(
            to: folder.appendingPathComponent(".vale.ini"), atomically: true, encoding: .utf8)
        let text = "A very, really good tool.\n"
        let uri = folder.appendingPathComponent("doc.md").absoluteString

        let server = try ServerProcess()
        try server.initialize(rootURI: folder.absoluteString)
        server.open(uri, text)
        let flagged = { (diagnostics: [[String: Any]]) in
            diagnostics.filter { $0["code"] as? String == "House.Vague" }.map { slice(text, $0["range"] as! [String: Any]) }
        }
        #expect(flagged(try server.diagnostics(for: uri)) == ["very"])
        let logged = try server.waitFor {
            $0["method"] as? String == "window/logMessage"
                && ((($0["params"] as? [String: Any])?["message"] as? String)?.contains("House.Custom") ?? false)
        }
        #expect("\(logged)".contains("script rules (Tengo) are not supported"))

        try "extends: existence\nmessage: \"'%s' is vague.\"\nlevel: error\ntokens:\n  - really\n".write(
            to: rule, atomically: true, encoding: .utf8)
        let from = server.messageCount
        server.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": rule.absoluteString, "type": 2]]])
        _ = try server.waitFor(from: from) { message in
            let params = message["params"] as? [String: Any]
            return message["method"] as? String == "textDocument/publishDiagnostics" && params?["uri"] as? String == uri
                && flagged(params?["diagnostics"] as? [[String: Any]] ?? []) == ["really"]
        }
        let reports = server.received.filter {
            "\($0)".contains("House.Custom") && $0["method"] as? String == "window/logMessage"
        }
        #expect(reports.count == 1)
        #expect(try server.shutdown() == 0)
    }
}
