import Foundation
import Testing

/// A cloned repository is untrusted: its `.wt-lsp.json` and `.wt-lsp/`
/// can neither freeze the server nor make it read or write outside the
/// workspace, and its settings cannot cost unbounded time, memory or messages.
@Suite struct RobustWorkspaceTests {
    typealias Sandbox = RobustSecurityTests.Sandbox

    static func start(_ sandbox: Sandbox, options: [String: Any] = [:]) throws -> ServerProcess {
        let server = try sandbox.server()
        try RobustSecurityTests.initialize(server, sandbox, options: options)
        return server
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of every `window/logMessage` and `window/showMessage` so far.
    static func messages(_ server: ServerProcess) -> [String] {
        server.received.compactMap { message in
            guard let method = message["method"] as? String, method == "window/logMessage" || method == "window/showMessage" else {
                return nil
            }
            return (message["params"] as? [String: Any])?["message"] as? String
        }
    }

    /// Opens a document with a misspelling and returns the flagged words.
    static func flagged(_ server: ServerProcess, _ sandbox: Sandbox, _ text: String, name: String = "doc.md") throws -> [String] {
        let uri = sandbox.workspace.appendingPathComponent(name).absoluteString
        let from = server.messageCount
        server.open(uri, text)
        return try server.diagnostics(for: uri, from: from, timeout: 30).map { slice(text, $0["range"] as! [String: Any]) }
    }

    static func stillWorks(_ server: ServerProcess) throws {
        #expect(try RobustProtocolTests.stillAnswers(server))
        #expect(try RobustProtocolTests.stillProofreads(server))
    }

    /// `(a+)+$` in a workspace file is refused with a message naming it and
    /// the file; the paragraph of letters it would hang on is checked, and
    /// the server answers, shuts down and exits cleanly.
    @Test func aCatastrophicWorkspacePatternIsRefused() throws {
        let sandbox = try Sandbox()
        let file = sandbox.workspace.appendingPathComponent(".wt-lsp.json")
        try Self.write(#"{"ignoredPatterns": ["(a+)+$", "TICKET-\\d+"]}"#, to: file)
        let server = try Self.start(sandbox)
        let letters = String(repeating: "a", count: 5000) + "b"
        let flagged = try Self.flagged(server, sandbox, "\(letters)\n\nSee TICKET-42 for the mistaek.\n")
        #expect(flagged.contains("mistaek") && !flagged.contains { $0.contains("TICKET") })
        let messages = Self.messages(server)
        #expect(messages.contains { $0.contains("(a+)+$") && $0.contains(file.path) && $0.contains("refused") }, "\(messages)")
        try Self.stillWorks(server)
        #expect(try server.shutdown() == 0)
    }

    /// The user's own settings get the same treatment, and a pattern that
    /// runs out of time on a document is dropped with one message naming it.
    @Test func theUsersPatternsRunUnderTheSameBudget() throws {
        let sandbox = try Sandbox()
        let server = try Self.start(sandbox, options: ["ignoredPatterns": ["(x+x+)+y", "x.*y|x"]])
        let line = String(repeating: "x", count: 40_000)
        _ = try Self.flagged(server, sandbox, line + "\n\nA mistaek.\n")
        _ = try Self.flagged(server, sandbox, line + "\n\nAnother mistaek.\n", name: "again.md")
        let messages = Self.messages(server)
        #expect(messages.contains { $0.contains("(x+x+)+y") && $0.contains("the editor's settings") && $0.contains("refused") })
        let dropped = messages.filter { $0.contains("x.*y|x") && $0.contains("dropped") }
        #expect(dropped.count == 1, "\(messages)")
        try Self.stillWorks(server)
        #expect(try server.shutdown() == 0)
    }

    /// `.wt-lsp/dictionary.txt` linking to a secret outside the workspace:
    /// its lines are not words, "Add to workspace dictionary" is refused
    /// with a message, the secret is not copied, and no lock file appears.
    @Test func aDictionaryLinkOutOfTheWorkspaceIsNeverFollowed() throws {
        let sandbox = try Sandbox()
        let secret = sandbox.outside.appendingPathComponent("id_rsa")
        try Self.write("Qwxzvbnmkey\n", to: secret)
        let folder = sandbox.workspace.appendingPathComponent(".wt-lsp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("dictionary.txt").path, withDestinationPath: secret.path)
        let before = sandbox.snapshot()
        let server = try Self.start(sandbox)
        let uri = sandbox.workspace.appendingPathComponent("doc.md").absoluteString
        let flagged = try Self.flagged(server, sandbox, "The qwxzvbnmkey has a mistaek.\n")
        #expect(flagged.contains("qwxzvbnmkey"), "the link's target was read as a dictionary")
        let answer = try RobustSecurityTests.execute(
            server, 900, "writingTools.addToDictionary", ["word": "mistaek", "scope": "workspace", "uri": uri])
        let error = (answer["error"] as? [String: Any])?["message"] as? String ?? ""
        #expect(error.contains("outside its workspace"), "\(answer)")
        #expect(Self.messages(server).contains { $0.contains("outside its workspace") })
        try Self.stillWorks(server)
        #expect(try server.shutdown() == 0)
        let after = sandbox.snapshot()
        let changed = Set(after.keys.filter { before[$0] != after[$0] }).filter { !$0.hasPrefix("cache/") }
        #expect(changed.isEmpty, "written: \(changed.sorted())")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("dictionary.txt").path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        #expect(try String(contentsOf: secret, encoding: .utf8) == "Qwxzvbnmkey\n")
    }

    /// `.wt-lsp` itself a link out of the workspace: nothing is written through it.
    @Test func aDictionaryFolderLinkOutOfTheWorkspaceIsNeverFollowed() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.workspace.appendingPathComponent(".wt-lsp").path, withDestinationPath: sandbox.outside.path)
        let before = sandbox.snapshot()
        let server = try Self.start(sandbox)
        let uri = sandbox.workspace.appendingPathComponent("doc.md").absoluteString
        _ = try Self.flagged(server, sandbox, "A mistaek.\n")
        let answer = try RobustSecurityTests.execute(
            server, 901, "writingTools.addToDictionary", ["word": "mistaek", "scope": "workspace", "uri": uri])
        #expect(answer["error"] != nil)
        try Self.stillWorks(server)
        #expect(try server.shutdown() == 0)
        let changed = Set(sandbox.snapshot().keys.filter { before[$0] != sandbox.snapshot()[$0] }).filter { !$0.hasPrefix("cache/") }
        #expect(changed.isEmpty, "written: \(changed.sorted())")
        #expect(!FileManager.default.fileExists(atPath: sandbox.outside.appendingPathComponent("dictionary.txt").path))
    }

    /// A link that stays inside the workspace is fine: words are read from and added to its target.
    @Test func aDictionaryLinkInsideTheWorkspaceWorks() throws {
        let sandbox = try Sandbox()
        let target = sandbox.workspace.appendingPathComponent("docs/words.txt")
        try Self.write("Zorblaxian\n", to: target)
        let folder = sandbox.workspace.appendingPathComponent(".wt-lsp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("dictionary.txt").path, withDestinationPath: "../docs/words.txt")
        let server = try Self.start(sandbox)
        let uri = sandbox.workspace.appendingPathComponent("doc.md").absoluteString
        let flagged = try Self.flagged(server, sandbox, "The Zorblaxian has a mistaek.\n")
        #expect(flagged == ["mistaek"])
        _ = try RobustSecurityTests.execute(
            server, 902, "writingTools.addToDictionary", ["word": "mistaek", "scope": "workspace", "uri": uri])
        #expect(try server.shutdown() == 0)
        #expect(try String(contentsOf: target, encoding: .utf8) == "Zorblaxian\nmistaek\n")
    }

    /// Settings files that are links out, FIFOs, too large or too deep are
    /// not read, each with a message; the server never blocks on them.
    @Test func settingsFilesThatAreNotPlainSmallFilesAreNotRead() throws {
        let cases: [(String, (URL, Sandbox) throws -> Void)] = [
            (
                "outside its workspace",
                { file, sandbox in
                    try Self.write(#"{"dictionary": {"words": ["mistaek"]}}"#, to: sandbox.outside.appendingPathComponent("s.json"))
                    try FileManager.default.createSymbolicLink(
                        atPath: file.path, withDestinationPath: sandbox.outside.appendingPathComponent("s.json").path)
                }
            ),
            ("not a regular file", { file, _ in #expect(mkfifo(file.path, 0o644) == 0) }),
            (
                "larger than",
                { file, _ in
                    try Self.write(
                        #"{"dictionary": {"words": ["mistaek"]}, "x": ""# + String(repeating: " ", count: 2 << 20) + "\"}", to: file)
                }
            ),
            (
                "deeper than",
                { file, _ in try Self.write(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), to: file) }
            ),
        ]
        for (expected, make) in cases {
            let sandbox = try Sandbox()
            let file = sandbox.workspace.appendingPathComponent(".wt-lsp.json")
            try make(file, sandbox)
            let server = try Self.start(sandbox)
            let flagged = try Self.flagged(server, sandbox, "A mistaek.\n")
            #expect(flagged.contains("mistaek"), "\(expected): the file was used")
            #expect(Self.messages(server).contains { $0.contains(expected) && $0.contains(".wt-lsp.json") }, "\(expected)")
            try Self.stillWorks(server)
            #expect(try server.shutdown() == 0)
        }
    }

    /// Numbers out of range are clamped with a message; a flood of unknown
    /// keys and rule ids gives a handful of messages, not thousands.
    @Test func settingsCannotCostUnboundedWorkOrMessages() throws {
        let sandbox = try Sandbox()
        var rules: [String: String] = [:]
        var object: [String: Any] = ["diagnostics": ["debounceMs": -1, "maxPerDocument": 1_000_000_000]]
        for k in 0..<5000 {
            rules["no-such-rule-\(k)"] = "error"
            object["unknown\(k)"] = k
        }
        object["rules"] = rules
        object["ignoredPatterns"] = (0..<500).map { "word\($0)" }
        try JSONSerialization.data(withJSONObject: object).write(to: sandbox.workspace.appendingPathComponent(".wt-lsp.json"))
        let server = try Self.start(sandbox)
        let flagged = try Self.flagged(server, sandbox, "A mistaek.\n")
        #expect(flagged.contains("mistaek"))
        let messages = Self.messages(server)
        #expect(messages.count <= 12, "\(messages.count) messages")
        #expect(messages.contains { $0.contains("maxPerDocument") })
        #expect(messages.contains { $0.contains("debounceMs") })
        try Self.stillWorks(server)
        #expect(try server.shutdown() == 0)
    }

    /// The command line and the server find a file's `.wt-lsp.json` by one
    /// rule: the nearest upward from the file, never above the repository
    /// root or the workspace folder. A file above the clone (`spelling: off`)
    /// hides nothing; one in a subfolder applies to the files under it.
    @Test func theCommandLineAndTheServerFindTheSameSettings() throws {
        let sandbox = try Sandbox()
        try Self.write(#"{"rules": {"spelling": "off"}}"#, to: sandbox.root.appendingPathComponent(".wt-lsp.json"))
        try FileManager.default.createDirectory(at: sandbox.workspace.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Self.write(#"{"dictionary": {"words": ["frobnicate"]}}"#, to: sandbox.workspace.appendingPathComponent("docs/.wt-lsp.json"))
        let text = "We frobnicate a mistaek.\n"
        for name in ["docs/a.md", "b.md"] { try Self.write(text, to: sandbox.workspace.appendingPathComponent(name)) }
        let cli = CLITests()
        func checked(_ name: String) throws -> Set<String> {
            let run = try cli.run(["check", "--format", "json", name], directory: sandbox.workspace)
            let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let diagnostics = ((json?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
            return Set(diagnostics.map { slice(text, $0["range"] as! [String: Any]) })
        }
        #expect(try checked("docs/a.md") == ["mistaek"])
        #expect(try checked("b.md") == ["frobnicate", "mistaek"])
        let server = try Self.start(sandbox)
        #expect(try Set(Self.flagged(server, sandbox, text, name: "docs/a.md")) == ["mistaek"])
        #expect(try Set(Self.flagged(server, sandbox, text, name: "b.md")) == ["frobnicate", "mistaek"])
        #expect(try server.shutdown() == 0)
    }
}
