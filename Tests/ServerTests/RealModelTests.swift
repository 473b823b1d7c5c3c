import Foundation
import ModelServerTurn
import Testing

/// The real thing: llama.cpp's `llama-server` with a small instruct model
/// (SmolLM2-135M-Instruct in CI), named by `WT_LLAMA_SERVER` and
/// `WT_LLAMA_MODEL`. `.ci/run` installs both and sets them, with
/// `WT_REQUIRE_MODEL=1` so that their absence fails instead of skipping.
enum RealModel {
    static let server = ProcessInfo.processInfo.environment["WT_LLAMA_SERVER"] ?? ""
    static let model = ProcessInfo.processInfo.environment["WT_LLAMA_MODEL"] ?? ""
    static var available: Bool { !server.isEmpty && !model.isEmpty }
    static var required: Bool { ProcessInfo.processInfo.environment["WT_REQUIRE_MODEL"] == "1" }

    /// A link to the model in a folder of its own. A test gives wt-lsp this
    /// link, so the command line of the llama-server started for it names the
    /// link, and the test judges only that server: never the one another test
    /// (RealServerGrammarTests, in parallel) started with the same model.
    static func ownModel() throws -> String {
        let folder = try CLITests().temporaryFolder()
        let link = folder.appendingPathComponent("model.gguf")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: model)
        return link.path
    }

    /// The processes still running whose command line names `ownModel`.
    static func servers(of ownModel: String) -> [String] {
        Thread.sleep(forTimeInterval: 0.3)
        return ManagedModelServerTests.processes(holding: ownModel)
    }

    /// Documentation paragraphs with inline code and links (written for these tests).
    static let paragraphs = [
        "To install the tool, you basically need to run `make install` in the folder where you cloned it. After that, "
            + "the command `wt --version` should print the version number, which means that the installation was successful.",
        "The configuration file is read when the server starts. If you want to change a setting while it is running, you "
            + "can edit the file and save it, and the server will reload it. See [the settings guide](https://example.com/settings) for every key.",
    ]

    /// Protected inline texts of `paragraph`: code spans and link targets.
    static func protected(_ paragraph: String) -> [String] {
        var found: [String] = []
        var rest = Substring(paragraph)
        while let open = rest.firstIndex(of: "`"), let close = rest[rest.index(after: open)...].firstIndex(of: "`") {
            found.append(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        if let start = paragraph.range(of: "](")?.upperBound, let end = paragraph[start...].firstIndex(of: ")") {
            found.append(String(paragraph[start..<end]))
        }
        return found
    }

    /// Chatter that must never reach the user.
    static func chatter(_ text: String) -> Bool {
        let start = text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        return ["here is", "here's", "sure", "certainly", "rewritten text"].contains { start.hasPrefix($0) } || text.contains("<|")
            || text.contains("```")
    }
}

@Suite(.serialized) struct RealModelTests {
    let cli = CLITests()

    @Test func theModelIsThereWhenRequired() {
        #expect(!RealModel.required || RealModel.available, "WT_LLAMA_SERVER and WT_LLAMA_MODEL must name llama-server and a GGUF model")
    }

    /// Every action from the CLI, with wt-lsp starting and stopping llama-server itself:
    /// an answer free of chatter that keeps every protected text, or a clear refusal.
    @Test(.enabled(if: RealModel.available)) func everyActionAnswersCleanlyOrRefusesClearly() throws {
        try ModelServerTurn.runBlocking {
            let actions = [
                ["rewrite", "--tone", "concise"], ["rewrite", "--tone", "friendly"], ["rewrite", "--tone", "professional"], ["proofread"],
                ["summarize"], ["key-points"], ["list"],
            ]
            let model = try RealModel.ownModel()
            var succeeded = 0
            var runs = 0
            for paragraph in RealModel.paragraphs {
                for action in actions {
                    let run = try cli.run(
                        action + [
                            "--language", "markdown", "--provider", "llama.cpp", "--model", model, "--server", RealModel.server,
                        ],
                        stdin: paragraph + "\n")
                    runs += 1
                    // 0: the model's text; 3: the built-in engine's, standing in.
                    guard run.status == 0 || run.status == 3 else {
                        #expect(
                            run.status == 1 && run.stderr.hasPrefix("wt-lsp: ") && run.stdout == paragraph + "\n",
                            "\(action): \(run.stderr)")
                        continue
                    }
                    succeeded += 1
                    #expect(!RealModel.chatter(run.stdout), "\(action): \(run.stdout)")
                    if !["summarize", "key-points"].contains(action[0]) {
                        for text in RealModel.protected(paragraph) { #expect(run.stdout.contains(text), "\(action) lost \(text)") }
                    }
                    if action == ["list"] {
                        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("- ") }.count >= 2, "\(run.stdout)")
                    }
                    if action.last == "concise" { #expect(run.stdout.count < paragraph.count + 1) }
                }
            }
            // A floor, not the target: a 135M model succeeds on about half the actions, the rest refuse.
            #expect(succeeded * 4 >= runs, "only \(succeeded) of \(runs) actions succeeded")
            #expect(RealModel.servers(of: model).isEmpty, "llama-server outlived wt-lsp")
        }
    }

    /// Over LSP with the managed provider: an instructed rewrite streams
    /// `$/progress`, lands as one versioned edit keeping the protected
    /// texts (or fails with a message), diagnostics of another document come
    /// while it runs, and llama-server stops with wt-lsp.
    @Test(.enabled(if: RealModel.available)) func aRewriteOverLSPStreamsAndLands() throws {
        try ModelServerTurn.runBlocking {
            let paragraph = RealModel.paragraphs[0]
            let model = try RealModel.ownModel()
            let provider: [String: Any] = ["kind": "llama.cpp", "model": model, "server": RealModel.server]
            var session = try WritingToolsSession(options: ["provider": provider], text: paragraph + "\n")
            _ = try session.server.diagnostics(for: session.uri, timeout: 30)
            let other = session.folder.appendingPathComponent("other.md").absoluteString
            var sawDiagnostics = false
            let run = try session.execute(
                "writingTools.rewrite",
                [["uri": session.uri, "range": session.range(from: "To install", to: "successful."), "instructions": "Make it warmer."]],
                timeout: 90
            ) {
                let from = session.server.messageCount
                session.server.open(other, "A mistaek while the model works.\n")
                sawDiagnostics = !(try session.server.diagnostics(for: other, from: from, timeout: 30)).isEmpty
            }
            #expect(sawDiagnostics, "diagnostics waited for the model")
            if run.outcome == "applied" {
                let edit = try #require(run.edits.first)
                #expect(WritingToolsSession.version(edit) == 1)
                let result = session.applying(edit)
                for text in RealModel.protected(paragraph) { #expect(result.contains(text)) }
                #expect(!RealModel.chatter(result))
                let reports = session.notifications("$/progress").filter { ($0["value"] as? [String: Any])?["kind"] as? String == "report" }
                #expect(!reports.isEmpty, "no progress while the model generated")
            } else {
                #expect(
                    (run.outcome == "failed" || run.outcome == "refused") && (run.didEnd["message"] as? String)?.isEmpty == false,
                    "\(run.didEnd)")
            }
            session.change("To install", to: "To set up", version: 2)
            #expect(try session.server.shutdown() == 0)
            #expect(RealModel.servers(of: model).isEmpty, "llama-server outlived wt-lsp")
        }
    }

    /// `check --with-model` on sentences with known errors: marks with exact
    /// ranges that stay out of protected text, each fix a change of its range.
    @Test(.enabled(if: RealModel.available)) func theModelsMarksLandOnTheirWords() throws {
        try ModelServerTurn.runBlocking {
            let text =
                "The new setting will effect every document you open.\n\nShe go to the store yesterday and buyed milk.\n\nRun `make instal` before you start.\n"
            let folder = try cli.temporaryFolder()
            let file = folder.appendingPathComponent("errors.md")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let model = try RealModel.ownModel()
            let run = try cli.run(
                [
                    "check", "--format", "json", "--with-model", "--provider", "llama.cpp", "--model", model, "--server",
                    RealModel.server,
                    file.path,
                ])
            let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let diagnostics = ((json?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
            let marks = diagnostics.filter { $0["rule"] as? String == "model" }
            // Whether a 135M model finds these errors depends on its sampling; what it marks must hold.
            #expect(run.status <= 1 && diagnostics.contains { $0["rule"] as? String == "spelling" }, "\(run.stderr)")
            for mark in marks {
                let range = try #require(mark["range"] as? [String: Any])
                let marked = slice(text, range)
                #expect(!marked.isEmpty && !marked.contains("`"), "a mark touches protected text: \(mark)")
                #expect((mark["suggestions"] as? [String])?.first != marked)
            }
            #expect(RealModel.servers(of: model).isEmpty, "llama-server outlived wt-lsp")
        }
    }

    /// A workspace file cannot start a model server.
    @Test(.enabled(if: RealModel.available)) func aWorkspaceFileCannotStartAModelServer() throws {
        let model = try RealModel.ownModel()
        let provider: [String: Any] = ["kind": "llama.cpp", "model": model, "server": RealModel.server]
        let session = try WritingToolsSession(text: RealModel.paragraphs[0] + "\n", workspaceFile: ["provider": provider])
        let run = try session.execute(
            "writingTools.rewrite",
            [["uri": session.uri, "range": session.range(from: "To install", to: "successful."), "tone": "concise"]])
        #expect(run.outcome != nil)
        #expect(RealModel.servers(of: model).isEmpty)
        #expect(try session.server.shutdown() == 0)
    }

    /// Another test's llama-server, running with the same model, is not this test's:
    /// a stand-in with that command line is running while this test judges its own.
    @Test func aTestJudgesOnlyTheServerItStarted() throws {
        let model = RealModel.available ? RealModel.model : try ManagedModelServerTests().model().path
        let ownModel = try CLITests().temporaryFolder().appendingPathComponent("model.gguf").path
        try FileManager.default.createSymbolicLink(atPath: ownModel, withDestinationPath: model)
        let other = Process()
        other.executableURL = URL(fileURLWithPath: "/bin/sh")
        other.arguments = ["-c", "while :; do sleep 0.2; done", "llama-server", "-m", model]
        try other.run()
        defer {
            other.terminate()
            other.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(10)
        while ManagedModelServerTests.processes(holding: model).isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!ManagedModelServerTests.processes(holding: model).isEmpty, "the stand-in did not start")
        #expect(RealModel.servers(of: ownModel).isEmpty)
    }
}

/// The managed server's faults, with stand-ins for `llama-server` that fail the ways the real one can.
@Suite struct ManagedModelServerTests {
    let cli = CLITests()

    func script(_ body: String) throws -> URL {
        let url = try cli.temporaryFolder().appendingPathComponent("llama-server")
        try ("#!/bin/sh\n" + body + "\n").write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    func model() throws -> URL {
        let url = try cli.temporaryFolder().appendingPathComponent("tiny.gguf")
        try Data("GGUF not really a model".utf8).write(to: url)
        return url
    }

    func rewrite(server: String, model: String) throws -> CLITests.Run {
        try cli.run(
            ["rewrite", "--tone", "friendly", "--provider", "llama.cpp", "--model", model, "--server", server],
            stdin: "Please run `make` now.\n")
    }

    @Test func aTakenPortIsTriedAgainThenNamed() throws {
        let server = try script("echo 'could not bind HTTP server socket: address already in use' >&2; exit 1")
        let run = try rewrite(server: server.path, model: try model().path)
        #expect(run.status == 1 && run.stdout == "Please run `make` now.\n")
        #expect(run.stderr.contains("address already in use"), "\(run.stderr)")
    }

    @Test func aServerThatDiesAtStartIsNamed() throws {
        let server = try script("echo 'error: failed to load model' >&2; exit 3")
        let run = try rewrite(server: server.path, model: try model().path)
        #expect(run.status == 1 && run.stdout == "Please run `make` now.\n")
        #expect(run.stderr.contains("failed to load model") && run.stderr.contains("exit status 3"), "\(run.stderr)")
    }

    /// A stand-in that answers `/health` and never answers a completion.
    func hangingServer() throws -> URL {
        try script(
            """
            exec python3 - "$@" <<'EOF'
            import http.server, sys, time
            port = int(sys.argv[sys.argv.index("--port") + 1])
            class Handler(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    self.send_response(200); self.end_headers(); self.wfile.write(b"{}")
                def do_POST(self):
                    time.sleep(600)
                def log_message(self, *args):
                    pass
            http.server.HTTPServer(("127.0.0.1", port), Handler).serve_forever()
            EOF
            """)
    }

    /// Processes whose command line holds `needle`.
    static func processes(holding needle: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let command = String(decoding: raw, as: UTF8.self).replacingOccurrences(of: "\0", with: " ")
            return command.contains(needle) ? command : nil
        }
    }

    /// The pids of the children of `parent` (from `/proc/PID/stat`, whose fourth field is the parent's pid).
    static func children(of parent: Int32) -> Set<Int32> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return Set(
            entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid -> Int32? in
                guard let raw = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
                let stat = String(decoding: raw, as: UTF8.self)
                // The command (field 2) is in parentheses and may hold spaces: count from the last ')'.
                guard let close = stat.lastIndex(of: ")") else { return nil }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                return fields.count > 1 && Int32(fields[1]) == parent ? Int32(pid) : nil
            })
    }

    /// The real llama-server wt-lsp started, killed while the action runs, is
    /// started again and the action still ends with the model's answer (or,
    /// when the second try fails too, with the built-in engine's); the test
    /// kills only the child of the wt-lsp process it started.
    @Test(.enabled(if: RealModel.available)) func aKilledManagedServerIsStartedAgain() throws {
        let process = Process()
        process.executableURL = ServerProcess.executable
        process.arguments = [
            "proofread", "--language", "markdown", "--provider", "llama.cpp", "--model", RealModel.model, "--server", RealModel.server,
            "--timeout-ms", "120000", "--first-token-timeout-ms", "60000",
        ]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data("Please run `make` before you commit your the changes.\n".utf8))
        try input.fileHandleForWriting.close()
        var seen = Set<Int32>()
        var killed: Int32?
        let deadline = Date().addingTimeInterval(150)
        while process.isRunning && Date() < deadline {
            let now = Self.children(of: process.processIdentifier)
            seen.formUnion(now)
            if killed == nil, let first = now.first {
                // Once it answers, so that the action's requests are on their way.
                if let port = Self.port(of: first), loopbackAnswersOK(port: port, path: "/health") {
                    Thread.sleep(forTimeInterval: 0.3)
                    kill(first, SIGKILL)
                    killed = first
                }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(killed != nil, "the managed server never answered")
        #expect(seen.count >= 2, "no second server was started: \(seen) \(stderr)")
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(stdout.contains("`make`") && stdout.hasSuffix("changes.\n"), "\(stdout)")
    }

    /// The `--port` a llama-server process was started with.
    static func port(of pid: Int32) -> Int? {
        guard let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
        let arguments = raw.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard let flag = arguments.firstIndex(of: "--port"), flag + 1 < arguments.count else { return nil }
        return Int(arguments[flag + 1])
    }

    /// A stand-in llama-server that notes what its signals are as it starts
    /// (`SigBlk`, `SigIgn` of `/proc/self/status`, in `marker.signals`; Python
    /// blocks none and ignores none of these three), then in `marker` `listening`,
    /// then `asked` when a request reaches it; `/health` answers 200 only
    /// when `healthy`, so an unhealthy one is still starting for wt-lsp.
    func observedServer(marker: URL, healthy: Bool) throws -> URL {
        try script(
            """
            exec python3 - "$@" <<'EOF'
            import http.server, os, sys, time
            with open("\(marker.path).signals", "w") as f:
                f.writelines(line for line in open("/proc/self/status") if line.startswith(("SigBlk", "SigIgn")))
            port = int(sys.argv[sys.argv.index("--port") + 1])
            def note(text):
                with open("\(marker.path).new", "w") as f:
                    f.write(text)
                os.rename("\(marker.path).new", "\(marker.path)")
            class Handler(http.server.BaseHTTPRequestHandler):
                def do_GET(self):
                    self.send_response(\(healthy ? 200 : 503)); self.end_headers(); self.wfile.write(b"{}")
                def do_POST(self):
                    note("asked")
                    time.sleep(600)
                def log_message(self, *args):
                    pass
            server = http.server.HTTPServer(("127.0.0.1", port), Handler)
            note("listening")
            server.serve_forever()
            EOF
            """)
    }

    /// SIGTERM, SIGINT or SIGHUP to wt-lsp, while the managed server is still
    /// starting or while it answers a request, stops that server before
    /// wt-lsp exits with the signal's status; the server got no blocked or
    /// ignored signal from wt-lsp.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP], [false, true])
    func aSignalStopsTheManagedServerToo(signal: Int32, whileAnswering: Bool) throws {
        let folder = try cli.temporaryFolder()
        let marker = folder.appendingPathComponent("server-state")
        let server = try observedServer(marker: marker, healthy: whileAnswering)
        let model = try model()
        let process = Process()
        process.executableURL = ServerProcess.executable
        process.arguments = ["rewrite", "--tone", "friendly", "--provider", "llama.cpp", "--model", model.path, "--server", server.path]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("Please run `make` now.\n".utf8))
        try input.fileHandleForWriting.close()
        // Waits for what the server itself says: started, or asked.
        let awaited = whileAnswering ? "asked" : "listening"
        let deadline = Date().addingTimeInterval(60)
        while (try? String(contentsOf: marker, encoding: .utf8)) != awaited && process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect((try? String(contentsOf: marker, encoding: .utf8)) == awaited, "the stand-in server never got to \(awaited)")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == 128 + signal)
        // wt-lsp exits only once its server has exited.
        #expect(Self.processes(holding: model.path).isEmpty, "the model server outlived wt-lsp")
        let signals = (try? String(contentsOf: URL(fileURLWithPath: marker.path + ".signals"), encoding: .utf8)) ?? ""
        let masks = Dictionary(
            uniqueKeysWithValues: signals.split(separator: "\n").compactMap { line -> (String, UInt64)? in
                let parts = line.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                return parts.count == 2 ? (parts[0], UInt64(parts[1], radix: 16) ?? .max) : nil
            })
        #expect(masks["SigBlk"] == 0, "\(signals)")
        let stopping = [SIGTERM, SIGINT, SIGHUP].reduce(UInt64(0)) { $0 | 1 << UInt64($1 - 1) }
        #expect(masks["SigIgn"].map { $0 & stopping == 0 } == true, "\(signals)")
    }

    /// The managed server generates with half of the cores, or with the
    /// threads the user's settings give.
    @Test func theServerGetsHalfOfTheCoresUnlessTheSettingsSay() throws {
        let folder = try cli.temporaryFolder()
        let arguments = folder.appendingPathComponent("arguments")
        let server = try script("echo \"$@\" > '\(arguments.path)'; exit 1")
        let model = try model()
        _ = try rewrite(server: server.path, model: model.path)
        let half = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)
        #expect(try String(contentsOf: arguments, encoding: .utf8).contains("-t \(half)\n"))
        let config = folder.appendingPathComponent("wt-lsp/config.json")
        try FileManager.default.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        let provider = ["kind": "llama.cpp", "model": model.path, "server": server.path, "threads": 3] as [String: Any]
        try JSONSerialization.data(withJSONObject: ["provider": provider]).write(to: config)
        _ = try cli.run(
            ["rewrite", "--tone", "friendly"], stdin: "Please run `make` now.\n", environment: ["XDG_CONFIG_HOME": folder.path])
        #expect(try String(contentsOf: arguments, encoding: .utf8).contains("-t 3\n"))
    }

    /// A reader that stops reading before wt-lsp writes its answer or its
    /// error does not kill it before it stops the server it started.
    @Test func aClosedOutputStillStopsTheManagedServer() throws {
        let server = try hangingServer()
        let model = try model()
        let process = Process()
        process.executableURL = ServerProcess.executable
        process.arguments = [
            "rewrite", "--tone", "friendly", "--provider", "llama.cpp", "--model", model.path, "--server", server.path,
            "--timeout-ms", "1500",
        ]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        try output.fileHandleForReading.close()
        try errors.fileHandleForReading.close()
        input.fileHandleForWriting.write(Data("Please run `make` now.\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        Thread.sleep(forTimeInterval: 0.3)
        #expect(Self.processes(holding: model.path).isEmpty, "the model server outlived wt-lsp")
    }

    @Test func aMissingOrForeignModelFileIsNamed() throws {
        let server = try script("exit 0")
        let missing = try rewrite(server: server.path, model: "/nonexistent/model.gguf")
        #expect(missing.status == 2 && missing.stderr.contains("does not exist"), "\(missing.stderr)")
        let foreign = try cli.temporaryFolder().appendingPathComponent("model.gguf")
        try Data("not a model".utf8).write(to: foreign)
        let notGGUF = try rewrite(server: server.path, model: foreign.path)
        #expect(notGGUF.status == 2 && notGGUF.stderr.contains("not a GGUF model"), "\(notGGUF.stderr)")
        let noServer = try rewrite(server: "no-such-llama-server", model: try model().path)
        #expect(noServer.status == 2 && noServer.stderr.contains("not found on PATH"), "\(noServer.stderr)")
    }
}
