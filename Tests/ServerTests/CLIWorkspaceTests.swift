import Foundation
import Testing

/// `wt-lsp check` on a repository it did not write (a pull request in CI):
/// links out of the folder, FIFOs and hostile settings cannot hang it or
/// make it read outside the folder.
@Suite struct CLIWorkspaceTests {
    let cli = CLITests()

    @Test func aFolderWalkSkipsLinksOutAndFilesThatAreNotRegular() throws {
        let root = try cli.temporaryFolder()
        let repo = root.appendingPathComponent("repo")
        let outside = root.appendingPathComponent("outside")
        for folder in [repo, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try "A secrret outside.\n".write(to: outside.appendingPathComponent("secret.md"), atomically: true, encoding: .utf8)
        try "A mistaek inside.\n".write(to: repo.appendingPathComponent("inside.md"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: repo.appendingPathComponent("leak.md").path, withDestinationPath: outside.appendingPathComponent("secret.md").path)
        try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent("zero.md").path, withDestinationPath: "/dev/zero")
        #expect(mkfifo(repo.appendingPathComponent("pipe.md").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent("inner.md").path, withDestinationPath: "inside.md")
        let result = try cli.run(["check", repo.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("inside.md") && result.stdout.contains("mistaek"))
        #expect(result.stdout.contains("inner.md"), "a link inside the folder is followed")
        #expect(!result.stdout.contains("secrret") && !result.stdout.contains("leak.md"))
        #expect(!result.stdout.contains("zero.md") && !result.stdout.contains("pipe.md"))
    }

    /// The files checked together are one workspace: a word one of them
    /// writes as code is known in the prose of all, also when fixing.
    @Test func aWordOneFileUsesAsCodeIsKnownInTheOthers() throws {
        let repo = try cli.temporaryFolder()
        try "Call `frobnicate` on a `widgetry` object.\n".write(
            to: repo.appendingPathComponent("api.md"), atomically: true, encoding: .utf8)
        let guide = repo.appendingPathComponent("guide.md")
        try "Then frobnicate the widgetry. We recieve it.\n".write(to: guide, atomically: true, encoding: .utf8)
        let alone = try cli.run(["check", guide.path])
        #expect(alone.stdout.contains("frobnicate") && alone.stdout.contains("widgetry"))
        let together = try cli.run(["check", repo.path])
        #expect(together.status == 1 && together.stdout.contains("recieve"))
        #expect(!together.stdout.contains("frobnicate") && !together.stdout.contains("widgetry"), "\(together.stdout)")
        let fixed = try cli.run(["check", "--fix", repo.path])
        #expect(fixed.status == 0, "\(fixed.stdout)")
        #expect(try String(contentsOf: guide, encoding: .utf8) == "Then frobnicate the widgetry. We receive it.\n")
    }

    @Test func aNamedFileWithoutEndIsRefusedAtTheSizeCap() throws {
        let result = try cli.run(["check", "--language", "plaintext", "/dev/zero"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("larger than"))
    }

    @Test func aHostilePatternInTheRepositoryIsRefusedByName() throws {
        let repo = try cli.temporaryFolder()
        try #"{"ignoredPatterns": ["(a+)+$"]}"#.write(to: repo.appendingPathComponent(".wt-lsp.json"), atomically: true, encoding: .utf8)
        let letters = String(repeating: "a", count: 5000) + "b"
        try "\(letters)\n\nA mistaek.\n".write(to: repo.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
        let result = try cli.run(["check", repo.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("mistaek"))
        #expect(result.stderr.contains("(a+)+$") && result.stderr.contains(".wt-lsp.json") && result.stderr.contains("refused"))
    }

    /// Settings of the wrong type are named, not silently ignored, and a
    /// workspace `provider` is dropped with the reason.
    @Test func wronglyTypedSettingsAndAWorkspaceProviderAreNamed() throws {
        let repo = try cli.temporaryFolder()
        let settings = #"""
            {"rules": [], "protect": {"blockQuotes": "yes"}, "diagnostics": {"debounceMs": 1e308}, "ignoredPatterns": "TODO",
             "provider": {"kind": "openai", "endpoint": "https://example.com/v1"}}
            """#
        try settings.write(to: repo.appendingPathComponent(".wt-lsp.json"), atomically: true, encoding: .utf8)
        try "> A quoted mistaek.\n\nA mistaek.\n".write(to: repo.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
        let result = try cli.run(["check", repo.path])
        #expect(result.status == 1)
        for expected in [
            "rules must be an object", "protect.blockQuotes must be true or false", "diagnostics.debounceMs must be a whole number",
            "ignoredPatterns must be a list", "provider was not used: a workspace file cannot choose the model provider",
        ] {
            #expect(result.stderr.contains(expected), "\(expected) in \(result.stderr)")
        }
        // Block quotes stay protected by default when the value is not a boolean.
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
    }

    /// A 100 KB "word" is quoted shortened in a message; its fix stays whole.
    @Test func aLongWordIsQuotedShortened() throws {
        let word = String(repeating: "x", count: 100_000)
        let result = try cli.run(["check", "--format", "json", "-"], stdin: "A \(word) here.\n")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = ((json?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            let message = diagnostic["message"] as? String ?? ""
            #expect(message.count < 200 && message.contains("…"), "\(message.prefix(300))")
        }
        #expect(diagnostics.contains { ($0["suggestions"] as? [String])?.first == "An" })
    }

    /// Patterns cost their size at every character: a set larger than the
    /// budget is refused with a message naming the file, and the patterns
    /// that fit still apply.
    @Test func aPatternSetTooLargeIsRefusedByName() throws {
        let repo = try cli.temporaryFolder()
        let large = (0..<100).map { p in "(" + (0..<60).map { String(format: "w%03d%d[a-z]{1,9}", $0, p % 10) }.joined(separator: "|") + ")"
        }
        let patterns = ["mistaek"] + large
        try JSONSerialization.data(withJSONObject: ["ignoredPatterns": patterns]).write(to: repo.appendingPathComponent(".wt-lsp.json"))
        try "A mistaek and a speling.\n".write(to: repo.appendingPathComponent("doc.md"), atomically: true, encoding: .utf8)
        let result = try cli.run(["check", "doc.md"], directory: repo)
        #expect(result.status == 1)
        #expect(result.stdout.contains("speling") && !result.stdout.contains("mistaek"), "\(result.stdout)")
        #expect(result.stderr.contains("of the patterns in") && result.stderr.contains(".wt-lsp.json were refused"), "\(result.stderr)")
    }
}
