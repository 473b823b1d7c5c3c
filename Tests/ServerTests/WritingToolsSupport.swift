import Foundation
import Testing

/// A small OpenAI-compatible chat server (Python standard library) on
/// 127.0.0.1, started by a test. It logs each request body to a file.
///
/// Modes: `echo` (answers the last user message), `fix` (the last user
/// message with "in order to" → "to"), `spell` (the last user message with
/// "recieve" → "receive"), `recast` (the last user message with
/// "in order to plan the week" recast as a longer clause), `canned` (a fixed text that drops
/// everything), `garbage` (invalid JSON), `error` (HTTP 500), `chatty` (the
/// `fix` answer wrapped in a preface, notes and a template token), `french`
/// (an answer in French), `empty`, `small` (like a small model: `fix` for one
/// sentence, but a text of several sentences comes back without its inline
/// code), `cold` (the `small` damage at a temperature below 0.5, whatever the
/// length, `fix` above it), `llamacpp` (listed as llama.cpp's server: `fix`
/// when the request carries a grammar, else the `small` damage at any
/// length), `nogrammar` (listed as llama.cpp's, but HTTP 400 to a request
/// with a grammar, `fix` otherwise), `toggle` (`fix` when the text has "in order
/// to", else "reach out" → "get in touch"), `negate` (`fix` when the text has "in order to", else
/// "are not able" → "are able" and German " nicht" dropped), `german` (the last user message
/// without "wirklich "), `structured` (to a request with a
/// `response_format`, the last user message's sentences as `{"items": […]}`;
/// `fix` otherwise), and, for streamed requests, `hang` (headers,
/// then nothing), `stall` (`echo` to the first request, `hang` after), `loop` (one phrase forever), `die` (a few tokens, then the
/// connection drops) and `nostream` (HTTP 400 to a streamed request). A
/// streamed request gets its answer a word at a time. `delay` seconds pass
/// before each chat answer.
final class ModelStub: @unchecked Sendable {
    private let stub: LocalHTTPStub
    let log: URL

    static let handler = #"""
        mode, delay, log = sys.argv[1], float(sys.argv[2]), sys.argv[3]
        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args): pass
            def reply(self, status, body, kind="application/json"):
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            def event(self, payload):
                self.wfile.write(("data: " + json.dumps(payload) + "\n\n").encode())
                self.wfile.flush()
            def chunk(self, text):
                self.event({"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": text}, "finish_reason": None}]})
            def do_GET(self):
                owner = "llamacpp" if mode in ("llamacpp", "nogrammar") else "stub"
                self.reply(200, json.dumps({"object": "list", "data": [{"id": "stub", "owned_by": owner}]}).encode())
            def do_POST(self):
                raw = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                body = json.loads(raw)
                with open(log, "a") as f:
                    f.write(json.dumps({"path": self.path, "auth": self.headers.get("Authorization"), "body": body}) + "\n")
                time.sleep(delay)
                stream = body.get("stream", False)
                if mode == "error": return self.reply(500, b"model exploded", "text/plain")
                if mode == "garbage": return self.reply(200, b"{this is not json")
                if mode == "nostream" and stream: return self.reply(400, b'{"error": {"message": "streaming is not supported"}}')
                if mode == "nogrammar" and "grammar" in body: return self.reply(400, b'{"error": {"message": "grammar not supported"}}')
                users = [m["content"] for m in body["messages"] if m["role"] == "user"]
                fixed = users[-1].replace("in order to", "to")
                if mode == "small" and len(re.findall(r"[.!?](\s|$)", users[-1])) > 1: fixed = re.sub(r"`[^`]*`", "it", fixed)
                if mode == "cold" and body.get("temperature", 1) < 0.5: fixed = re.sub(r"`[^`]*`", "it", fixed)
                if mode == "llamacpp" and "grammar" not in body: fixed = re.sub(r"`[^`]*`", "it", fixed)
                recast = users[-1].replace("in order to plan the week", "so that the whole week is planned")
                if mode == "toggle" and "in order to" not in users[-1]: fixed = users[-1].replace("reach out", "get in touch")
                if mode == "negate" and "in order to" not in users[-1]: fixed = users[-1].replace("are not able", "are able").replace(" nicht", "")
                if mode == "german": fixed = users[-1].replace("wirklich ", "")
                if mode == "structured" and "response_format" in body:
                    fixed = json.dumps({"items": re.split(r"(?<=[.!?])\s+", users[-1].strip())})
                text = {"echo": users[-1], "stall": users[-1], "fix": fixed, "recast": recast, "spell": users[-1].replace("recieve", "receive"), "nostream": fixed, "canned": "Short text.", "empty": "",
                        "chatty": "Sure! Here's a rewritten version of the text:\n\n" + fixed + "\n\nI made the following changes:\n- removed filler<|im_end|>",
                        "french": "Je voulais vous dire que la réunion est déplacée à vendredi, et que les notes sont pour tout le monde."}.get(mode, fixed)
                try:
                    if not stream:
                        answer = {"object": "chat.completion", "choices": [{"index": 0, "message": {"role": "assistant", "content": text}}]}
                        return self.reply(200, json.dumps(answer).encode())
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.end_headers()
                    if mode == "hang" or (mode == "stall" and sum(1 for _ in open(log)) > 1):
                        time.sleep(60); return
                    if mode == "loop":
                        while True:
                            self.chunk("and so on, "); time.sleep(0.001)
                    words = re.findall(r"\S+\s*", text)
                    for k, word in enumerate(words):
                        if mode == "die" and k == 3:
                            self.connection.shutdown(socket.SHUT_RDWR); return
                        self.chunk(word)
                    self.event({"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
                    self.wfile.write(b"data: [DONE]\n\n")
                except (BrokenPipeError, ConnectionResetError):
                    pass
        """#

    init(mode: String, delay: Double = 0, tls: Bool = false) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("wt-model-stub-\(UUID().uuidString).jsonl")
        stub = try LocalHTTPStub(body: Self.handler, arguments: [mode, String(delay), log.path], tls: tls)
    }

    deinit { stop() }

    var endpoint: String { stub.endpoint }

    /// The request bodies received so far.
    var requests: [[String: Any]] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// Stops the server (it also stops by itself when the test process ends).
    func stop() { stub.stop() }
}

/// A server, a document and helpers to run Writing Tools actions on it.
struct WritingToolsSession {
    let server: ServerProcess
    let uri: String
    var text: String
    let folder: URL

    static let paragraph =
        "I just wanted to reach out in order to let you know that, at this point in time, we are basically going to be moving "
        + "the meeting to Friday due to the fact that several people are not able to make it on Thursday. Please run "
        + "`make deploy` before then, and see https://example.com/notes for the details. It is really very important that "
        + "everyone reads the notes in advance of the meeting."
    static let fence = "```bash\nmake deploy --really\n```"
    static let keyValues = "Owner: Dana Smith\nDeadline: next Friday\nBudget: 4,000 dollars\nStatus: waiting for review"
    static let document = "# Plan\n\n\(paragraph)\n\n\(fence)\n\n\(keyValues)\n\nThanks so much!!\n"

    /// Starts the server with `options` as client settings, in a fresh
    /// workspace folder (holding `workspaceFile` as `.wt-lsp.json`), with
    /// `environment` added to its own, and opens the document.
    init(
        options: [String: Any] = [:], text: String = Self.document, language: String = "markdown", workspaceFile: [String: Any]? = nil,
        showMessageChoice: String? = "Replace", applies: Bool = true, environment: [String: String] = [:]
    ) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("wt-actions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("config"), withIntermediateDirectories: true)
        if let workspaceFile {
            try JSONSerialization.data(withJSONObject: workspaceFile).write(to: folder.appendingPathComponent(".wt-lsp.json"))
        }
        server = try ServerProcess(
            environment: environment.merging(["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]) { $1 })
        server.answers["workspace/applyEdit"] = { _ in ["applied": applies] }
        server.answers["window/showMessageRequest"] = { _ in showMessageChoice.map { ["title": $0] as Any } ?? NSNull() }
        uri = folder.appendingPathComponent("plan.md").absoluteString
        self.text = text
        let capabilities: [String: Any] = [
            "general": ["positionEncodings": ["utf-16"]],
            "textDocument": [
                "publishDiagnostics": ["versionSupport": true],
                "codeAction": ["resolveSupport": ["properties": ["command"]], "dataSupport": true],
            ],
            "workspace": [
                "applyEdit": true, "configuration": false,
                "workspaceEdit": ["documentChanges": true, "changeAnnotationSupport": ["groupsOnLabel": true]],
            ],
            "window": ["workDoneProgress": true, "showMessage": [String: Any]()],
        ]
        try server.request(
            "initialize",
            [
                "processId": NSNull(), "rootUri": folder.absoluteString, "capabilities": capabilities,
                "workspaceFolders": [["uri": folder.absoluteString, "name": "ws"]], "initializationOptions": options,
            ] as [String: Any])
        server.notify("initialized", [String: Any]())
        server.open(uri, text, language: language)
    }

    /// The LSP range (UTF-16) from the start of `from` to the end of `to` (its `nth` occurrence).
    func range(from: String, to: String? = nil, nth: Int = 0) -> [String: Any] {
        let start = text.range(of: from)!.lowerBound
        var end = text.range(of: to ?? from)!
        for _ in 0..<nth { end = text.range(of: to ?? from, range: end.upperBound..<text.endIndex)! }
        return ["start": position(start), "end": position(end.upperBound)]
    }

    func position(_ index: String.Index) -> [String: Any] {
        let before = text[..<index]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return ["line": line, "character": text[lineStart..<index].utf16.count]
    }

    /// The Writing Tools code actions for `range`, by kind suffix (`concise`, `table`…).
    func actions(_ range: [String: Any]) throws -> [String: [String: Any]] {
        let response = try server.request(
            "textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": [Any]()]])
        var byKind: [String: [String: Any]] = [:]
        for action in response["result"] as? [[String: Any]] ?? [] {
            guard let kind = action["kind"] as? String, kind.hasPrefix("refactor.rewrite.wt.") else { continue }
            byKind[String(kind.dropFirst("refactor.rewrite.wt.".count))] = action
        }
        return byKind
    }

    /// What one session did.
    struct Run {
        var response: [String: Any]
        var didEnd: [String: Any]
        var edits: [[String: Any]]
        /// Whether the command's answer came after `didEnd`.
        var answeredAfterDidEnd: Bool
        var outcome: String? { didEnd["outcome"] as? String }
    }

    /// Resolves `action`, runs its command, and waits for the answer.
    func run(_ action: [String: Any], timeout: TimeInterval = 20, whileRunning: (() throws -> Void)? = nil) throws -> Run {
        let resolved = try server.request("codeAction/resolve", action)["result"] as? [String: Any] ?? [:]
        let command = try #require(resolved["command"] as? [String: Any])
        return try execute(
            command["command"] as! String, command["arguments"] as? [Any] ?? [], timeout: timeout, whileRunning: whileRunning)
    }

    /// Runs a command; `whileRunning` acts once the session has begun.
    func execute(_ command: String, _ arguments: [Any], timeout: TimeInterval = 20, whileRunning: (() throws -> Void)? = nil) throws -> Run
    {
        let start = server.messageCount
        let id = Int.random(in: 100_000...999_999)
        server.send([
            "jsonrpc": "2.0", "id": id, "method": "workspace/executeCommand", "params": ["command": command, "arguments": arguments],
        ])
        if let whileRunning {
            _ = try server.waitFor(from: start) { $0["method"] as? String == "writingTools/willBegin" }
            try whileRunning()
        }
        let response = try server.waitFor(timeout: timeout, from: start) { $0["id"] as? Int == id && $0["method"] == nil }
        let messages = Array(server.received[start...])
        let endIndex = messages.firstIndex { $0["method"] as? String == "writingTools/didEnd" }
        let responseIndex = messages.firstIndex { $0["id"] as? Int == id && $0["method"] == nil }
        let edits = messages.filter { $0["method"] as? String == "workspace/applyEdit" }.compactMap { $0["params"] as? [String: Any] }
        return Run(
            response: response, didEnd: endIndex.flatMap { messages[$0]["params"] as? [String: Any] } ?? [:], edits: edits,
            answeredAfterDidEnd: endIndex != nil && responseIndex != nil && endIndex! < responseIndex!)
    }

    /// Sends a change replacing `needle` with `replacement` as `version`.
    mutating func change(_ needle: String, to replacement: String, version: Int) {
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": version], "contentChanges": [["range": range(from: needle), "text": replacement]]])
        text = text.replacingOccurrences(of: needle, with: replacement)
    }

    /// Applies a workspace edit the server sent, as an editor does: the
    /// document becomes its result, sent whole as `version`.
    mutating func accept(_ params: [String: Any], version: Int) {
        text = applying(params)
        server.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [["text": text]]])
    }

    /// Server notifications named `method` since message `from`.
    func notifications(_ method: String, from: Int = 0) -> [[String: Any]] {
        server.received[from...].filter { $0["method"] as? String == method && $0["id"] == nil }.compactMap {
            $0["params"] as? [String: Any]
        }
    }

    /// `text` with a workspace edit's single-document text edits applied.
    func applying(_ params: [String: Any]) -> String {
        let edit = params["edit"] as? [String: Any] ?? [:]
        let documentEdits = (edit["documentChanges"] as? [[String: Any]] ?? []).flatMap { $0["edits"] as? [[String: Any]] ?? [] }
        var units = Array(text.utf16)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.utf16.count + 1 }
        func offset(_ p: [String: Any]) -> Int { lines.prefix(p["line"] as! Int).reduce(0, +) + (p["character"] as! Int) }
        for e in documentEdits.sorted(by: {
            offset(($0["range"] as! [String: Any])["start"] as! [String: Any])
                > offset(($1["range"] as! [String: Any])["start"] as! [String: Any])
        }) {
            let r = e["range"] as! [String: Any]
            units.replaceSubrange(
                offset(r["start"] as! [String: Any])..<offset(r["end"] as! [String: Any]), with: Array((e["newText"] as! String).utf16))
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The version a workspace edit carries.
    static func version(_ params: [String: Any]) -> Int? {
        (((params["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first?["textDocument"] as? [String: Any])?["version"]
            as? Int
    }
}
