import Foundation
import Testing

/// What a cloned repository or a hostile model server must not be able to do:
/// point the provider elsewhere, see the API key in any log or message, or
/// make the server write anywhere but the dictionary files.
@Suite struct RobustSecurityTests {
    static let secret = "sk-wt-TEST-5f0c1d9e-SECRET"

    /// A sandbox: home, user config, a workspace and a folder beside it.
    struct Sandbox {
        let root: URL
        var home: URL { root.appendingPathComponent("home") }
        var config: URL { root.appendingPathComponent("config") }
        var workspace: URL { root.appendingPathComponent("ws") }
        var outside: URL { root.appendingPathComponent("outside") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("wt-security-\(UUID().uuidString)")
            for url in [
                root.appendingPathComponent("home"), root.appendingPathComponent("config"), root.appendingPathComponent("ws"),
                root.appendingPathComponent("outside"),
            ] {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            }
            try Data("Existing notes.\n".utf8).write(to: root.appendingPathComponent("outside/notes.md"))
            try Data("# Readme\n".utf8).write(to: root.appendingPathComponent("ws/README.md"))
        }

        func server(_ environment: [String: String] = [:], arguments: [String] = []) throws -> ServerProcess {
            var env = ["HOME": home.path, "XDG_CONFIG_HOME": config.path, "XDG_CACHE_HOME": root.appendingPathComponent("cache").path]
            for (k, v) in environment { env[k] = v }
            let server = try ServerProcess(arguments: arguments, environment: env, directory: workspace)
            server.answers["workspace/applyEdit"] = { _ in ["applied": true] }
            server.answers["window/showMessageRequest"] = { _ in ["title": "Replace"] }
            return server
        }

        /// Every file under the sandbox with its size and modification time.
        func snapshot() -> [String: String] {
            var result: [String: String] = [:]
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
            while let url = enumerator?.nextObject() as? URL {
                let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey])
                if values?.isDirectory == true { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                result[relative] = "\(values?.fileSize ?? -1)@\(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)"
            }
            return result
        }
    }

    static func initialize(_ server: ServerProcess, _ sandbox: Sandbox, options: [String: Any] = [:]) throws {
        let capabilities: [String: Any] = [
            "general": ["positionEncodings": ["utf-16"]],
            "textDocument": [
                "publishDiagnostics": ["versionSupport": true], "codeAction": ["resolveSupport": ["properties": ["command"]]],
            ],
            "workspace": ["applyEdit": true, "workspaceEdit": ["documentChanges": true]],
            "window": ["workDoneProgress": true, "showMessage": [String: Any]()],
        ]
        try server.request(
            "initialize",
            [
                "processId": NSNull(), "rootUri": sandbox.workspace.absoluteString, "capabilities": capabilities, "trace": "verbose",
                "workspaceFolders": [["uri": sandbox.workspace.absoluteString, "name": "ws"]], "initializationOptions": options,
            ] as [String: Any])
        server.notify("initialized", [String: Any]())
    }

    static let paragraph =
        "I just wanted to reach out in order to let you know that, at this point in time, we are basically going to be moving the meeting to Friday.\n"

    /// Runs a command and waits for its answer (any outcome).
    @discardableResult
    static func execute(_ server: ServerProcess, _ id: Int, _ command: String, _ argument: [String: Any]) throws -> [String: Any] {
        server.send([
            "jsonrpc": "2.0", "id": id, "method": "workspace/executeCommand", "params": ["command": command, "arguments": [argument]],
        ])
        return try server.waitFor(timeout: 30) { $0["id"] as? Int == id && $0["method"] == nil }
    }

    static func wholeRange(_ text: String) -> [String: Any] {
        ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": text.utf16.count - 1]]
    }

    /// `.wt-lsp.json` in the workspace is read (its dictionary works) but its
    /// `provider` — kind, endpoint, key variable — is ignored; the user's own
    /// config file may set one.
    @Test func aWorkspaceFileCannotSetTheProvider() throws {
        let stub = try ModelStub(mode: "echo")
        let sandbox = try Sandbox()
        let hostile = """
            // a cloned repository's settings
            {"dictionary": {"words": ["Zorblaxian"]},
             "provider": {"kind": "openai", "endpoint": "\(stub.endpoint)", "model": "m", "apiKeyEnv": "WT_SECRET", "allowInsecure": true},}
            """
        try Data(hostile.utf8).write(to: sandbox.workspace.appendingPathComponent(".wt-lsp.json"))
        let server = try sandbox.server(["WT_SECRET": Self.secret])
        try Self.initialize(server, sandbox)
        let uri = sandbox.workspace.appendingPathComponent("plan.md").absoluteString
        let text = "The Zorblaxian plan has a mistaek. " + Self.paragraph
        server.open(uri, text)
        let flagged = try server.diagnostics(for: uri, timeout: 30).map { slice(text, $0["range"] as! [String: Any]) }
        #expect(flagged.contains("mistaek") && !flagged.contains("Zorblaxian"), "the workspace file was not read: \(flagged)")
        let rewrite = try Self.execute(
            server, 500, "writingTools.rewrite", ["uri": uri, "range": Self.wholeRange(text), "tone": "concise"])
        let instructions = try Self.execute(
            server, 501, "writingTools.rewrite", ["uri": uri, "range": Self.wholeRange(text), "instructions": "warmer"])
        #expect(rewrite["result"] != nil || rewrite["error"] != nil)
        #expect(instructions["error"] != nil || (instructions["result"] as? [String: Any])?["outcome"] as? String != "applied")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(stub.requests.isEmpty, "the workspace file sent text to its own server")
        #expect(try server.shutdown() == 0)

        // The user's config file is trusted: the same provider there is used, with the key from the environment.
        try FileManager.default.createDirectory(at: sandbox.config.appendingPathComponent("wt-lsp"), withIntermediateDirectories: true)
        let trusted = ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "m", "apiKeyEnv": "WT_SECRET"]]
        try JSONSerialization.data(withJSONObject: trusted).write(to: sandbox.config.appendingPathComponent("wt-lsp/config.json"))
        let user = try sandbox.server(["WT_SECRET": Self.secret])
        try Self.initialize(user, sandbox)
        user.open(uri, text)
        _ = try user.diagnostics(for: uri, timeout: 30)
        try Self.execute(user, 502, "writingTools.rewrite", ["uri": uri, "range": Self.wholeRange(text), "instructions": "warmer"])
        #expect(stub.requests.first?["auth"] as? String == "Bearer \(Self.secret)")
        #expect(try user.shutdown() == 0)
    }

    /// The key is sent to the provider and nowhere else: not in stderr, the
    /// log file, `window/logMessage` (trace verbose), `showMessage`, error
    /// answers — even when the provider fails, is unreachable, or echoes the
    /// key back in its error.
    @Test func theAPIKeyNeverAppearsInLogsOrMessages() throws {
        let sandbox = try Sandbox()
        let echoing = try KeyEchoingStub()
        for endpoint in [echoing.endpoint, "http://127.0.0.1:9/v1"] {
            let logFile = sandbox.root.appendingPathComponent("server-\(UUID().uuidString).log")
            let server = try sandbox.server(["WT_SECRET": Self.secret], arguments: ["--log-file", logFile.path])
            let options: [String: Any] = [
                "provider": ["kind": "openai", "endpoint": endpoint, "model": "m", "apiKeyEnv": "WT_SECRET", "timeoutMs": 3000]
            ]
            try Self.initialize(server, sandbox, options: options)
            let uri = sandbox.workspace.appendingPathComponent("key.md").absoluteString
            server.open(uri, Self.paragraph)
            _ = try server.diagnostics(for: uri, timeout: 30)
            for (k, argument) in [
                ["uri": uri, "range": Self.wholeRange(Self.paragraph), "instructions": "warmer"],
                ["uri": uri, "range": Self.wholeRange(Self.paragraph), "tone": "friendly"],
            ].enumerated() {
                try Self.execute(server, 600 + k, "writingTools.rewrite", argument)
            }
            try Self.execute(
                server, 610, "writingTools.transform", ["uri": uri, "range": Self.wholeRange(Self.paragraph), "kind": "summary"])
            #expect(try server.shutdown() == 0)
            let wire = server.received.compactMap { try? JSONSerialization.data(withJSONObject: $0) }.map {
                String(decoding: $0, as: UTF8.self)
            }
            let stderr = server.stderr.withLock { String(decoding: $0, as: UTF8.self) }
            let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
            for (place, text) in [("messages", wire.joined()), ("stderr", stderr), ("log file", log)] {
                #expect(!text.contains(Self.secret) && !text.contains("SECRET"), "the key leaked into \(place) (endpoint \(endpoint))")
            }
        }
        #expect(echoing.sawKey, "the provider never received the key, so the test proved nothing")
    }

    /// Files the server writes: the user and workspace dictionaries, the
    /// ignored-words list beside the user dictionary, and lock files in the
    /// user's cache folder — nothing else, whatever paths the client sends.
    @Test func writesOnlyTheDictionaryFiles() throws {
        let sandbox = try Sandbox()
        let before = sandbox.snapshot()
        let server = try sandbox.server()
        try Self.initialize(server, sandbox, options: ["diagnostics": ["debounceMs": 0]])
        let uri = sandbox.workspace.appendingPathComponent("doc.md").absoluteString
        let text = "A mistaek and a speling error.\n\n" + Self.paragraph
        server.open(uri, text)
        _ = try server.diagnostics(for: uri, timeout: 30)
        let outsideURI = sandbox.outside.appendingPathComponent("notes.md").absoluteString
        var id = 700
        for argument: [String: Any] in [
            ["word": "mistaek", "scope": "user"], ["word": "speling", "scope": "workspace", "uri": uri],
            ["word": "../../outside/notes.md", "scope": "workspace", "uri": outsideURI],
            ["word": "evil", "scope": "workspace", "uri": "file:///etc/passwd"],
            ["word": "escape", "scope": "workspace", "uri": sandbox.workspace.appendingPathComponent("../outside/x.md").absoluteString],
            ["word": "x", "scope": "../../outside"],
        ] {
            try Self.execute(server, id, "writingTools.addToDictionary", argument)
            id += 1
        }
        try Self.execute(server, id, "writingTools.ignoreInDocument", ["uri": uri, "word": "Friday"])
        try Self.execute(server, id + 1, "writingTools.ignoreInDocument", ["uri": outsideURI, "word": "x"])
        try Self.execute(
            server, id + 2, "writingTools.rewrite",
            ["uri": uri, "range": Self.wholeRange("A mistaek and a speling error.\n"), "tone": "concise"])
        try Self.execute(
            server, id + 3, "writingTools.transform",
            ["uri": uri, "range": Self.wholeRange("A mistaek and a speling error.\n"), "kind": "list"])
        server.notify("workspace/didChangeConfiguration", ["settings": ["writingTools": ["dictionary": ["words": ["Zed"]]]]])
        server.notify("textDocument/didSave", ["textDocument": ["uri": uri]])
        server.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(try RobustProtocolTests.stillAnswers(server))
        let pid = server.process.processIdentifier
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        #expect(children.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "the server started a process")
        #expect(try server.shutdown() == 0)
        let after = sandbox.snapshot()
        let allowed: Set<String> = ["config/wt-lsp/dictionary.txt", "config/wt-lsp/ignored-words.json", "ws/.wt-lsp/dictionary.txt"]
        let changed = Set(after.keys.filter { before[$0] != after[$0] }).union(before.keys.filter { after[$0] == nil })
        let unexpected = changed.subtracting(allowed).filter { !$0.hasPrefix("cache/wt-lsp/locks/") }
        #expect(unexpected.isEmpty, "unexpected writes: \(unexpected.sorted())")
        #expect(changed.contains { $0.hasPrefix("cache/wt-lsp/locks/") }, "the locks are kept in the cache folder")
        #expect(changed.contains("config/wt-lsp/dictionary.txt") && changed.contains("ws/.wt-lsp/dictionary.txt"))
        let workspaceWords =
            (try? String(contentsOf: sandbox.workspace.appendingPathComponent(".wt-lsp/dictionary.txt"), encoding: .utf8)) ?? ""
        #expect(workspaceWords.contains("speling"))
    }
}

/// An OpenAI-compatible endpoint that fails every chat request with a 401
/// whose body quotes the Authorization header it got — a provider that
/// echoes the key back, which the server must not pass on.
final class KeyEchoingStub: @unchecked Sendable {
    private let stub: LocalHTTPStub
    private let seen: URL

    init() throws {
        seen = FileManager.default.temporaryDirectory.appendingPathComponent("wt-key-stub-\(UUID().uuidString)")
        let handler = #"""
            seen = sys.argv[1]
            class Handler(BaseHTTPRequestHandler):
                def log_message(self, *args): pass
                def answer(self):
                    auth = self.headers.get("Authorization") or ""
                    if auth: open(seen, "w").write("yes")
                    self.rfile.read(int(self.headers.get("Content-Length", "0")))
                    body = json.dumps({"error": {"message": "Incorrect API key provided: " + auth, "type": "invalid_request_error"}}).encode()
                    self.send_response(401)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                do_GET = answer
                do_POST = answer
            """#
        stub = try LocalHTTPStub(body: handler, arguments: [seen.path])
    }

    deinit { stub.stop() }

    var endpoint: String { stub.endpoint }
    var sawKey: Bool { FileManager.default.fileExists(atPath: seen.path) }
}
