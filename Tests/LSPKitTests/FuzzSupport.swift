import Foundation
import Synchronization

@testable import LSPKit

/// Random, hostile JSON-RPC input from a fixed seed: bodies of wrong shapes
/// for every registered method, truncated and non-UTF-8 bodies, and frames
/// with bad, missing, wrong or huge lengths.
struct FuzzInput {
    var rng: SplitMix

    init(seed: UInt64) { rng = SplitMix(seed: seed) }

    mutating func int(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(rng.next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }

    static let keys = [
        "textDocument", "uri", "version", "languageId", "text", "range", "start", "end", "line", "character",
        "contentChanges", "context", "diagnostics", "only", "command", "arguments", "id", "token", "value", "settings",
        "changes", "capabilities", "processId", "rootUri", "initializationOptions", "workspaceFolders", "trace",
        "previousResultId", "identifier", "data", "severity", "message", "code", "edit", "title", "kind", "type",
    ]

    static let strings = [
        "", "file:///a.md", "file:///nope", "untitled:x", "markdown", "utf-16", "\u{0}", "é😀", "\\", "\"",
        String(repeating: "x", count: 300), "\u{FFFD}", "wt-lsp", "quickfix", "writingTools.addToDictionary",
    ]

    /// A JSON value as text; sometimes with escapes JSON allows but strings dislike (lone surrogates).
    mutating func json(depth: Int = 0) -> String {
        switch int(depth > 4 ? 6 : 10) {
        case 0: return "null"
        case 1: return pick(["true", "false"])
        case 2:
            return pick([
                "0", "-1", "1", "2147483648", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1e400", "1.5", "-0",
                "1e-400",
            ])
        case 3: return "\"" + pick(["\\ud800", "\\udc00x", "\\u0000", "\\n", "\\/", "é", "\\uD83D\\uDE00"]) + "\""
        case 4, 5: return quoted(pick(Self.strings))
        case 6, 7: return "[" + (0..<int(4)).map { _ in json(depth: depth + 1) }.joined(separator: ",") + "]"
        default:
            return "{" + (0..<int(5)).map { _ in quoted(pick(Self.keys)) + ":" + json(depth: depth + 1) }.joined(separator: ",") + "}"
        }
    }

    func quoted(_ s: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [s]), as: UTF8.self).dropFirst().dropLast().description
    }

    /// An id: valid (number, string) or not (null, array, object, float, bool).
    mutating func id() -> (text: String, valid: RequestID?) {
        switch int(9) {
        case 0: return ("null", nil)
        case 1: return ("[1]", nil)
        case 2: return ("{\"a\":1}", nil)
        case 3: return ("1.5", nil)
        case 4: return ("true", nil)
        case 5, 6:
            let n = int(1_000_000)
            return (String(n), .number(n))
        default:
            let s = "s\(int(1_000_000))"
            return (quoted(s), .string(s))
        }
    }

    /// A whole message body for `method`, with params of a random shape.
    mutating func message(method: String, id: String?) -> String {
        var members = ["\"jsonrpc\":\"2.0\"", "\"method\":" + quoted(method)]
        if let id { members.append("\"id\":" + id) }
        if !chance(15) { members.append("\"params\":" + json()) }
        return "{" + members.shuffled(using: &rng).joined(separator: ",") + "}"
    }

    /// Random bytes, sometimes invalid UTF-8.
    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) } }
}

extension SplitMix: RandomNumberGenerator {}

/// A transport in memory: the test feeds bytes, frames written by the connection are kept.
final class MemoryTransport: MessageTransport, @unchecked Sendable {
    private let state = Mutex<(onData: (@Sendable ([UInt8]) -> Void)?, written: [Data])>((nil, []))

    func start(onData: @escaping @Sendable ([UInt8]) -> Void, onEnd: @escaping @Sendable () -> Void) {
        state.withLock { $0.onData = onData }
    }

    func write(_ frame: Data) { state.withLock { $0.written.append(frame) } }

    func flush() {}

    func feed(_ bytes: [UInt8]) { state.withLock { $0.onData }?(bytes) }

    /// The bodies of every frame written so far, as JSON objects (nil when not one).
    var written: [[String: Any]?] {
        state.withLock { $0.written }.map { frame in
            guard let end = frame.range(of: Data("\r\n\r\n".utf8)) else { return nil }
            return (try? JSONSerialization.jsonObject(with: frame[end.upperBound...])) as? [String: Any]
        }
    }
}

/// Answers every request with `null` and counts what it got.
final class EchoHandler: MessageHandler, @unchecked Sendable {
    let notifications = Mutex(0)

    func handle(_ request: any RequestType, id: RequestID, reply: Reply) { reply.success(VoidResponse()) }
    func handle(_ notification: any NotificationType) { notifications.withLock { $0 += 1 } }
    func inputEnded() {}
}

func frame(_ body: [UInt8]) -> [UInt8] { Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body }
func frame(_ body: String) -> [UInt8] { frame(Array(body.utf8)) }
