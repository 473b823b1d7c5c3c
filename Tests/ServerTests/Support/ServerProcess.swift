import Foundation
import LSPKit
import Synchronization

@testable import WTServer

/// The built `wt-lsp` binary, started over real pipes, spoken to with real
/// LSP frames; or the server library run in the test process over the same
/// pipes (`init(inProcess:)`). Messages are kept as JSON objects
/// (`[String: Any]` via JSONSerialization) so tests check the wire format,
/// not our own types.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    /// The server run in this process, if it is, and the status it exited with once it has.
    private var inProcess: (server: Server, status: ExitStatus)?
    private let stdinPipe = Pipe()
    private let stdoutPipe = Pipe()
    private let stderrPipe = Pipe()
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var messages: [[String: Any]] = []
    private var closed = false
    private var nextID = 1
    /// Answers to server → client requests, by method.
    var answers: [String: @Sendable ([String: Any]) -> Any] = [:]
    let stderr = Mutex(Data())

    /// The binary built beside the test bundle (same configuration), or `WT_EXE`.
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["WT_EXE"] { return URL(fileURLWithPath: path) }
        let bundle = Bundle.main.bundleURL
        for base in [bundle.deletingLastPathComponent(), bundle] {
            let candidate = base.appendingPathComponent("wt-lsp")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/wt-lsp")
    }

    init(arguments: [String] = [], environment: [String: String] = [:], directory: URL? = nil) throws {
        process.executableURL = Self.executable
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = stdinPipe
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        let out = stdoutPipe.fileHandleForReading
        Thread { [self] in readLoop(out) }.start()
        let err = stderrPipe.fileHandleForReading
        Thread { [self] in
            while case let data = err.availableData, !data.isEmpty { stderr.withLock { $0.append(data) } }
        }.start()
    }

    /// The server library in this process, reading what `send` writes and
    /// writing frames for this client to read, over pipes as the binary does.
    /// Its exit (after `exit`, or at end of input) closes its output.
    init(inProcess _: Void) {
        let output = stdoutPipe.fileHandleForWriting
        let transport = FileDescriptorTransport(input: stdinPipe.fileHandleForReading.fileDescriptor, output: output.fileDescriptor)
        let connection = Connection(transport: transport, registry: .writingTools) { _ in }
        let status = ExitStatus()
        let server = Server(connection: connection, log: Logger(path: nil)) { code in
            status.code.withLock { $0 = code }
            try? output.close()
        }
        self.inProcess = (server, status)
        connection.start(handler: server)
        let out = stdoutPipe.fileHandleForReading
        Thread { [self] in readLoop(out) }.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    // MARK: Wire

    func sendRaw(_ data: Data) {
        try? stdinPipe.fileHandleForWriting.write(contentsOf: data)
    }

    func send(_ object: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: object)
        sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func closeInput() { try? stdinPipe.fileHandleForWriting.close() }

    private func readLoop(_ handle: FileHandle) {
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                let length =
                    header.split(separator: "\r\n").compactMap { line -> Int? in
                        let parts = line.split(separator: ":", maxSplits: 1)
                        guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                        return Int(parts[1].trimmingCharacters(in: .whitespaces))
                    }.first ?? 0
                guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { break }
                let body = buffer[headerEnd.upperBound..<(headerEnd.upperBound + length)]
                buffer = Data(buffer[(headerEnd.upperBound + length)...])
                guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { continue }
                if let method = object["method"] as? String, let id = object["id"] {
                    let result = answers[method]?(object["params"] as? [String: Any] ?? [:]) ?? NSNull()
                    send(["jsonrpc": "2.0", "id": id, "result": result])
                }
                condition.lock()
                messages.append(object)
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    // MARK: API

    struct Timeout: Error, CustomStringConvertible {
        let description: String
    }

    /// Waits until a received message satisfies `match` (searching from index `from`).
    func waitFor(timeout: TimeInterval = 10, from: Int = 0, _ match: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        var index = from
        while true {
            while index < messages.count {
                if match(messages[index]) { return messages[index] }
                index += 1
            }
            if closed || !condition.wait(until: deadline) {
                throw Timeout(description: "no matching message within \(timeout)s (closed: \(closed))")
            }
        }
    }

    /// How many messages arrived so far.
    var messageCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return messages.count
    }

    /// All received messages so far.
    var received: [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        return messages
    }

    /// Sends a request and waits for its response (the whole response object).
    @discardableResult
    func request(_ method: String, _ params: Any? = nil, timeout: TimeInterval = 10) throws -> [String: Any] {
        condition.lock()
        let id = nextID
        nextID += 1
        condition.unlock()
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        return try waitFor(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    func notify(_ method: String, _ params: Any? = nil) {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        send(message)
    }

    /// `initialize` + `initialized` with typical editor capabilities.
    @discardableResult
    func initialize(
        rootURI: String? = nil, options: [String: Any]? = nil, encodings: [String] = ["utf-16"], pull: Bool = false
    ) throws -> [String: Any] {
        var textDocument: [String: Any] = [
            "publishDiagnostics": ["versionSupport": true],
            "codeAction": ["resolveSupport": ["properties": ["edit", "command"]]],
        ]
        if pull { textDocument["diagnostic"] = ["dynamicRegistration": false] }
        var params: [String: Any] = [
            "processId": NSNull(),
            "capabilities": [
                "general": ["positionEncodings": encodings], "textDocument": textDocument,
                "workspace": ["applyEdit": true, "workspaceEdit": ["documentChanges": true]],
            ] as [String: Any],
        ]
        if let rootURI {
            params["rootUri"] = rootURI
            params["workspaceFolders"] = [["uri": rootURI, "name": "ws"]]
        }
        if let options { params["initializationOptions"] = options }
        let response = try request("initialize", params)
        notify("initialized", [String: Any]())
        return response
    }

    func open(_ uri: String, _ text: String, language: String = "markdown", version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": language, "version": version, "text": text]])
    }

    /// The next `publishDiagnostics` for `uri` after message index `from`.
    func diagnostics(for uri: String, from: Int = 0, timeout: TimeInterval = 10) throws -> [[String: Any]] {
        let message = try waitFor(timeout: timeout, from: from) {
            ($0["method"] as? String) == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
        }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    /// Sends shutdown + exit and returns the exit status.
    func shutdown() throws -> Int32 {
        try request("shutdown")
        notify("exit")
        return waitForExit()
    }

    func waitForExit(timeout: TimeInterval = 10) -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        if let inProcess {
            condition.lock()
            while !closed && condition.wait(until: deadline) {}
            condition.unlock()
            return inProcess.status.code.withLock { $0 } ?? -1
        }
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            process.terminate()
            return -1
        }
        // The process is gone, but its last messages may still be in the pipe:
        // wait until the reader has seen the end of its output.
        condition.lock()
        while !closed && condition.wait(until: deadline.addingTimeInterval(5)) {}
        condition.unlock()
        return process.terminationStatus
    }
}

/// The status a server run in the test process exited with, once it has.
private final class ExitStatus: Sendable {
    let code = Mutex<Int32?>(nil)
}

/// The text of an LSP range in `text` (UTF-16 positions).
func slice(_ text: String, _ range: [String: Any]) -> String {
    func offset(_ p: [String: Any]) -> Int {
        let line = p["line"] as? Int ?? 0
        let character = p["character"] as? Int ?? 0
        var utf16 = Array(text.utf16)[...]
        var currentLine = 0
        var index = 0
        while currentLine < line, index < utf16.count {
            if utf16[index] == 10 { currentLine += 1 }
            index += 1
        }
        utf16 = utf16[index...]
        return index + min(character, utf16.count)
    }
    let units = Array(text.utf16)
    let start = offset(range["start"] as? [String: Any] ?? [:])
    let end = offset(range["end"] as? [String: Any] ?? [:])
    return String(decoding: units[start..<max(start, end)], as: UTF16.self)
}
