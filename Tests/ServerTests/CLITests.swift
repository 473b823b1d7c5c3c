import Foundation
import Testing

/// The built binary's command line.
@Suite struct CLITests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    func run(_ arguments: [String], stdin: String? = nil, directory: URL? = nil, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = ServerProcess.executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["XDG_CONFIG_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("wt-cli-\(UUID())").path
        for (k, v) in environment { env[k] = v }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        if let stdin { try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read before waiting, or a large output deadlocks.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wt-cli-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func checkJSONReportsMisspellingsWithSuggestions() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("bad.md")
        try "# Notes\n\nI recieve teh letter every morning.\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try run(["check", "--format", "json", file.path])
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = ((json?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        let recieve = diagnostics.first { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int == 2 }
        #expect((recieve?["suggestions"] as? [String])?.first == "receive")
        #expect(recieve?["rule"] as? String == "spelling")
        #expect(recieve?["severity"] as? String == "warning")
    }

    @Test func textFormatAndExitStatuses() throws {
        let folder = try temporaryFolder()
        try "I receive the letter.\n".write(to: folder.appendingPathComponent("good.md"), atomically: true, encoding: .utf8)
        try "Teh end.\n".write(to: folder.appendingPathComponent("sub-bad.txt"), atomically: true, encoding: .utf8)
        let good = try run(["check", folder.appendingPathComponent("good.md").path])
        #expect(good.status == 0 && good.stdout.isEmpty)
        let all = try run(["check", folder.path])
        #expect(all.status == 1)
        #expect(all.stdout.contains("sub-bad.txt:1:1: warning spelling:"))
        #expect(all.stdout.contains("The"))
        let failOnError = try run(["check", "--fail-on", "error", folder.path])
        #expect(failOnError.status == 0)
        let missing = try run(["check", folder.appendingPathComponent("missing.md").path])
        #expect(missing.status == 2 && !missing.stderr.isEmpty)
        let usage = try run(["check", "--format", "yaml", folder.path])
        #expect(usage.status == 2 && usage.stderr.contains("--format"))
    }

    @Test func stdinIsPlainTextByDefault() throws {
        let result = try run(["check", "--format", "json", "-"], stdin: "Ths is fine.\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains(#""character":0"#))
    }

    @Test func dialectSwitchesAcceptedSpellings() throws {
        // Another dialect's spelling is an info of its own rule: it fails a check only from --fail-on info.
        let us = try run(["check", "--fail-on", "info", "-"], stdin: "The colour is nice.\n")
        let gb = try run(["check", "--fail-on", "info", "--dialect", "en-GB", "-"], stdin: "The colour is nice.\n")
        #expect(us.status == 1 && gb.status == 0)
        #expect(us.stdout.contains("info dialect:") && us.stdout.contains("[color]"))
        #expect(try run(["check", "-"], stdin: "The colour is nice.\n").status == 0)
    }

    @Test func aCopiedBinaryWorksFromAnotherFolder() throws {
        let folder = try temporaryFolder()
        let copy = folder.appendingPathComponent("wt-lsp")
        try FileManager.default.copyItem(at: ServerProcess.executable, to: copy)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["check", "-"]
        process.currentDirectoryURL = folder
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("I recieve it.\n".utf8))
        try input.fileHandleForWriting.close()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1 && out.contains("receive"))
    }

    @Test func helpVersionAndRules() throws {
        #expect(try run(["--version"]).stdout.hasPrefix("wt-lsp "))
        #expect(try run(["--help"]).stdout.contains("wt-lsp check"))
        let rules = try run(["rules", "--format", "json"])
        #expect(rules.status == 0 && rules.stdout.contains(#""id":"spelling""#))
        #expect(try run(["frobnicate"]).status == 2)
    }
}

/// Settings files seen by the command line.
@Suite struct CLISettingsTests {
    let cli = CLITests()

    @Test func workspaceConfigProtectsLinksAndTurnsRulesOff() throws {
        let folder = try cli.temporaryFolder()
        let doc = folder.appendingPathComponent("a.md")
        try "See the [documantation](https://example.com) for teh details.\n".write(to: doc, atomically: true, encoding: .utf8)
        let plain = try cli.run(["check", doc.path])
        #expect(plain.stdout.contains("documantation") && plain.stdout.contains("teh"))
        let config = folder.appendingPathComponent(".wt-lsp.json")
        try "{ // comments are allowed\n \"protect\": {\"links\": true}, }".write(to: config, atomically: true, encoding: .utf8)
        let links = try cli.run(["check", doc.path])
        #expect(!links.stdout.contains("documantation") && links.stdout.contains("teh"), "\(links.stdout)")
        try "{\"rules\": {\"spelling\": \"off\",},}".write(to: config, atomically: true, encoding: .utf8)
        let off = try cli.run(["check", doc.path])
        #expect(off.status == 0 && off.stdout.isEmpty, "\(off.stdout)")
    }

    @Test func workspaceDictionaryAndIgnoredRanges() throws {
        let folder = try cli.temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".wt-lsp"), withIntermediateDirectories: true)
        try "zorblatt\n".write(to: folder.appendingPathComponent(".wt-lsp/dictionary.txt"), atomically: true, encoding: .utf8)
        let doc = folder.appendingPathComponent("b.md")
        try "A zorblatt with `inlne codde` here.\n".write(to: doc, atomically: true, encoding: .utf8)
        #expect(try cli.run(["check", doc.path]).status == 0)
        let ignored = try cli.run(["ignored", "--format", "json", doc.path])
        #expect(ignored.status == 0 && ignored.stdout.contains(#""kind":"inlineCode""#))
    }
}

extension CLISettingsTests {
    /// `diagnostics.maxPerDocument` caps editor diagnostics, not `wt-lsp check`.
    @Test func checkReportsEveryFinding() throws {
        let text = String(repeating: "Teh cat.\n\n", count: 1200)
        let result = try cli.run(["check", "-"], stdin: text)
        #expect(result.stdout.split(separator: "\n").count == 1200)
    }
}
