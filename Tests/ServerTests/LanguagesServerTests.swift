import Foundation
import Testing

/// One document in two languages over LSP: each paragraph is proofread in its
/// own, with the system's Hunspell dictionaries (`.ci/run` installs them).
@Suite struct LanguagesServerTests {
    static let hasGerman = FileManager.default.fileExists(atPath: "/usr/share/hunspell/de_DE.dic")

    @Test(.enabled(if: hasGerman)) func eachParagraphIsReadInItsLanguage() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let text = """
            # Notes

            Dieses Dokument enthält häufig gestellte Fragen über die Distribution. Ein Feler steht hier.

            This paragraph is in English, and it has one mistake: recieve.

            """
        server.open("file:///notes.md", text)
        let diagnostics = try server.diagnostics(for: "file:///notes.md", timeout: 30)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let flagged = diagnostics.map { diagnostic -> String in
            let start = (diagnostic["range"] as! [String: Any])["start"] as! [String: Any]
            let end = (diagnostic["range"] as! [String: Any])["end"] as! [String: Any]
            let line = Array(lines[start["line"] as! Int].utf16)
            let characters = Array(line[(start["character"] as! Int)..<(end["character"] as! Int)])
            return String(utf16CodeUnits: characters, count: characters.count)
        }
        #expect(flagged == ["Feler", "recieve"])
        #expect((diagnostics.first?["message"] as? String)?.contains("de") == true)
        #expect(try server.shutdown() == 0)
    }

    @Test(.enabled(if: hasGerman)) func theLangSettingReadsEveryParagraphInOneLanguage() throws {
        // Three words: too few to detect, so only the setting makes them German.
        for (lang, flagged) in [("auto", true), ("de-DE", false)] {
            let server = try ServerProcess.sandboxed()
            try server.initialize(options: ["diagnostics": ["debounceMs": 0], "lang": lang])
            server.open("file:///kurz.md", "Das reicht nicht.\n")
            #expect(try server.diagnostics(for: "file:///kurz.md", timeout: 30).isEmpty != flagged, "\(lang)")
            #expect(try server.shutdown() == 0)
        }
    }
}
