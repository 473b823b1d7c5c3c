import Foundation
import Testing

/// The built server over real pipes, fed broken frames and bodies: it
/// answers what it can, drops what it cannot read, and keeps proofreading.
@Suite struct RobustProtocolTests {
    /// Whether the server still answers: an unknown request gets -32601.
    static func stillAnswers(_ server: ServerProcess) throws -> Bool {
        let response = try server.request("wt/ping", [String: Any]())
        return ((response["error"] as? [String: Any])?["code"] as? Int) == -32601
    }

    /// Whether the server still proofreads: a new document gets its misspelling flagged.
    static func stillProofreads(_ server: ServerProcess, _ name: String = "probe") throws -> Bool {
        let uri = "file:///\(name).md"
        let from = server.messageCount
        server.open(uri, "A second documment here.\n")
        let diagnostics = try server.diagnostics(for: uri, from: from, timeout: 30)
        return diagnostics.contains { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int == 9 }
    }

    @Test func malformedHeadersAreSkipped() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize()
        let junk = [
            "Content-Length: abc\r\n\r\n", "Content-Length: -4\r\n\r\n", "Content-Length:\r\n\r\n", "no colon here\r\n\r\n",
            "X-Only: 1\r\n\r\n", "Content-Length: 99999999999999999999\r\n\r\n", "\r\n\r\n", ":\r\n\r\n",
            "content-length: 2\r\nContent-Type: text/nonsense\r\n\r\n{}",
        ]
        for piece in junk { server.sendRaw(Data(piece.utf8)) }
        #expect(try Self.stillAnswers(server))
        // A header sent a byte at a time, and two frames in one write.
        let body = #"{"jsonrpc":"2.0","id":"slow","method":"wt/slow"}"#
        for byte in Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) { server.sendRaw(Data([byte])) }
        _ = try server.waitFor { $0["id"] as? String == "slow" }
        #expect(try Self.stillProofreads(server))
        #expect(try server.shutdown() == 0)
    }

    /// A frame whose header cannot be used loses its message, body and all:
    /// the server logs it, skips to the next `Content-Length:`, answers the
    /// next request, and never answers the lost one (its id is unknown).
    @Test func aBadFrameLosesOneMessageAndTheNextRequestIsAnswered() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize()
        let headers = [
            "Content-Length: abc\r\n\r\n", "Content-Length: -5\r\n\r\n", "Content-Type: application/json\r\n\r\n",
            "Content-Length: 1180591620717411303424\r\n\r\n", "Content-Length: \(100 << 20)\r\n\r\n",
            "X-Padding: " + String(repeating: "a", count: 2 << 20) + "\r\n\r\n",
        ]
        for (k, header) in headers.enumerated() {
            let lost = #"{"jsonrpc":"2.0","id":"lost-\#(k)","method":"shutdown"}"#
            server.sendRaw(Data((header + lost).utf8))
            let answer = try server.request("wt/after-a-bad-frame", timeout: 30)
            #expect(((answer["error"] as? [String: Any])?["code"] as? Int) == -32601, "after \(header.prefix(40)): \(answer)")
        }
        #expect(!server.received.contains { ($0["id"] as? String)?.hasPrefix("lost-") == true })
        #expect(try Self.stillProofreads(server))
        #expect(try server.shutdown() == 0)
        let log = server.stderr.withLock { String(decoding: $0, as: UTF8.self) }
        #expect(log.components(separatedBy: "dropped a frame").count - 1 >= headers.count, "\(log.suffix(2000))")
    }

    /// A declared length shorter than the body: the short body is a parse
    /// error, the rest is read as a bad header, the next frame is fine.
    @Test func wrongContentLengthRecovers() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize()
        let body = #"{"jsonrpc":"2.0","id":77,"method":"wt/short"}"#
        server.sendRaw(Data("Content-Length: 10\r\n\r\n\(body)\r\n\r\n".utf8))
        _ = try server.waitFor { (($0["error"] as? [String: Any])?["code"] as? Int) == -32700 }
        #expect(try Self.stillAnswers(server))
        // An oversized frame (past the 64 MiB limit) is skipped, not buffered;
        // the input ends inside it and the server exits cleanly.
        server.sendRaw(Data("Content-Length: \(300 << 20)\r\n\r\n".utf8))
        for _ in 0..<8 { server.sendRaw(Data(count: 1 << 20)) }
        server.closeInput()
        #expect(server.waitForExit(timeout: 30) == 0)
    }

    @Test func invalidUTF8AndHostileBodies() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize()
        let bodies: [Data] = [
            Data([0xFF, 0xFE, 0xFD]),
            Data(#"{"jsonrpc":"2.0","id":5,"method":"wt/x","params":{"a":""#.utf8) + Data([0xC3, 0x28]) + Data(#""}}"#.utf8),
            Data(
                #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///bad.md","languageId":"markdown","version":1,"text":"teh "#
                    .utf8)
                + Data([0xED, 0xA0, 0x80, 0xF8, 0x88]) + Data(#""}}}"#.utf8),
            Data(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"\ud800"}}}"#.utf8),
            Data((String(repeating: "[", count: 100_000)).utf8),
            Data(
                ("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"workspace/executeCommand\",\"params\":{\"command\":\"x\",\"arguments\":["
                    + String(repeating: "{\"a\":", count: 450) + "1" + String(repeating: "}", count: 450) + "]}}").utf8),
            Data(#"{"jsonrpc":"2.0","id":[1],"method":"shutdown"}"#.utf8),
            Data(#"{"jsonrpc":"2.0","id":9,"method":"initialize","params":{"capabilities":{"general":{"positionEncodings":7}}}}"#.utf8),
        ]
        for body in bodies { server.sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body) }
        _ = try server.waitFor { $0["id"] as? Int == 8 }  // the deep one is refused, not a crash
        #expect(try Self.stillAnswers(server))
        #expect(try Self.stillProofreads(server))
        #expect(try server.shutdown() == 0)
    }

    /// Every message the server writes is a JSON-RPC object with a valid id;
    /// notifications with bad params are dropped, never answered.
    @Test func randomMessagesGetWellFormedAnswers() throws {
        let server = try ServerProcess.sandboxed()
        try server.initialize()
        server.open("file:///a.md", "The cat sat on teh mat.\n")
        _ = try server.diagnostics(for: "file:///a.md")
        var rng = SplitMixGenerator(seed: 4321)
        let methods = [
            "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose", "textDocument/codeAction",
            "textDocument/diagnostic", "workspace/executeCommand", "writingTools/ignoredRanges", "writingTools/check",
            "codeAction/resolve", "workspace/didChangeConfiguration", "$/cancelRequest", "initialize", "$/setTrace",
        ]
        func junk(_ depth: Int = 0) -> Any {
            switch Int.random(in: 0..<9, using: &rng) {
            case 0: return NSNull()
            case 1: return [-1, 0, 1 << 53, Int.max].randomElement(using: &rng)!
            case 2: return ["", "file:///a.md", "file:///nope", "x", String(repeating: "y", count: 500)].randomElement(using: &rng)!
            case 3:
                return [
                    "line": [-1, 0, 1_000_000_000].randomElement(using: &rng)!,
                    "character": [-3, 0, 1_000_000_000].randomElement(using: &rng)!,
                ]
            case 4:
                return [
                    "uri": ["file:///a.md", 5, NSNull()].randomElement(using: &rng)!,
                    "version": [0, -5, "a", 1_000_000_000_000].randomElement(using: &rng)!,
                ]
            case 5 where depth < 4: return (0..<Int.random(in: 0..<4, using: &rng)).map { _ in junk(depth + 1) }
            default:
                guard depth < 4 else { return true }
                var object: [String: Any] = [:]
                for _ in 0..<Int.random(in: 0..<4, using: &rng) {
                    let key = [
                        "textDocument", "range", "contentChanges", "text", "command", "arguments", "context", "start", "end", "settings",
                        "items",
                    ]
                    object[key.randomElement(using: &rng)!] = junk(depth + 1)
                }
                return object
            }
        }
        var ids: [Int] = []
        for k in 0..<600 {
            var message: [String: Any] = ["jsonrpc": "2.0", "method": methods.randomElement(using: &rng)!, "params": junk()]
            if Bool.random(using: &rng) {
                message["id"] = 50_000 + k
                ids.append(50_000 + k)
            }
            server.send(message)
        }
        #expect(try Self.stillAnswers(server))
        let received = server.received
        for id in ids {
            let answers = received.filter { $0["id"] as? Int == id && $0["method"] == nil }
            #expect(answers.count == 1, "request \(id) answered \(answers.count) times")
        }
        for message in received {
            if let id = message["id"] { #expect(id is Int || id is String || id is NSNull, "bad id in \(message)") }
            #expect(message["jsonrpc"] as? String == "2.0")
        }
        #expect(try Self.stillProofreads(server))
        #expect(try server.shutdown() == 0)
    }
}

extension ServerProcess {
    /// A server whose user config folder and home are fresh temporary
    /// folders, so no test reads or writes the real user dictionary.
    static func sandboxed(environment: [String: String] = [:], arguments: [String] = [], directory: URL? = nil) throws -> ServerProcess {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wt-robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("home"), withIntermediateDirectories: true)
        var env = ["XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "HOME": root.appendingPathComponent("home").path]
        for (k, v) in environment { env[k] = v }
        return try ServerProcess(arguments: arguments, environment: env, directory: directory)
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMixGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
