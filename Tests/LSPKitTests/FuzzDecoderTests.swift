import Foundation
import Synchronization
import Testing

@testable import LSPKit

/// JSON-RPC decoding and the connection under hostile input (fixed seeds):
/// nothing crashes, every request whose id can be read is answered exactly
/// once with that id, notifications are never answered, and the connection
/// keeps working afterwards.
@Suite struct FuzzDecoderTests {
    let registry = MessageRegistry.standard
    var requestMethods: [String] { registry.requests.keys.sorted() }
    var notificationMethods: [String] { registry.notifications.keys.sorted() }

    /// Valid JSON of every shape as params of every registered method.
    @Test func wrongShapesForEveryMethod() {
        let decoder = MessageDecoder(registry: registry)
        var input = FuzzInput(seed: 0xDEC0_0001)
        for round in 0..<4_000 {
            let isRequest = input.chance(50)
            let method = isRequest ? input.pick(requestMethods) : input.pick(notificationMethods)
            let id = isRequest ? input.id() : nil
            let body = input.message(method: method, id: id?.text)
            let message = decoder.decode(Data(body.utf8))
            if MessageDecoder.nestingDepth(Data(body.utf8), limit: MessageDecoder.maximumDepth) > MessageDecoder.maximumDepth { continue }
            switch (id, message) {
            case (let id?, .request(let got, let params)) where id.valid != nil:
                #expect(got == id.valid && type(of: params).method == method, "round \(round): \(body)")
            case (let id?, .invalidParams(let got, let m, _)) where id.valid != nil:
                #expect(got == id.valid && m == method, "round \(round)")
            case (let id?, .invalid(nil, let error)) where id.valid == nil:
                #expect(error.code == .invalidRequest || error.code == .parseError, "round \(round)")
            case (nil, .notification(let note)):
                #expect(type(of: note).method == method, "round \(round)")
            case (nil, .invalidNotification(let m, _)):
                #expect(m == method, "round \(round)")
            case (_, .invalid(_, let error)) where error.code == .parseError:
                break  // a lone surrogate or a number out of range: not JSON Foundation reads
            default:
                Issue.record("round \(round): \(body) decoded as \(message)")
                return
            }
        }
    }

    /// Truncated, non-UTF-8 and deeply nested bodies are parse errors or invalid requests, never crashes.
    @Test func truncatedAndBinaryBodies() {
        let decoder = MessageDecoder(registry: registry)
        var input = FuzzInput(seed: 0xDEC0_0002)
        for _ in 0..<3_000 {
            let body: [UInt8]
            switch input.int(4) {
            case 0:
                let full = Array(input.message(method: input.pick(requestMethods), id: "1").utf8)
                body = Array(full.prefix(input.int(full.count)))
            case 1:
                body = input.bytes(input.int(64) + 1)
            case 2:
                var full = Array(input.message(method: "textDocument/didOpen", id: nil).utf8)
                for _ in 0..<3 where !full.isEmpty { full[input.int(full.count)] = input.pick([0xFF, 0xC3, 0xED, 0x80, 0x00]) }
                body = full
            default:
                let depth = input.int(3000)
                body = Array((String(repeating: input.pick(["[", "{\"a\":"]), count: depth)).utf8)
            }
            switch decoder.decode(Data(body)) {
            case .request, .notification, .response, .unknownRequest, .unknownNotification, .invalidParams, .invalid, .invalidNotification:
                break
            }
        }
        // Nesting past the limit is refused before decoding (decoding recurses per level).
        let deep =
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"workspace/executeCommand\",\"params\":{\"command\":\"x\",\"arguments\":["
            + String(repeating: "{\"a\":", count: 400) + "1" + String(repeating: "}", count: 400) + "]}}"
        guard case .invalid(.number(1), let error) = decoder.decode(Data(deep.utf8)) else {
            Issue.record("a message nested 400 deep was decoded, or its id was lost")
            return
        }
        #expect(error.code == .invalidRequest)
    }

    /// Through a real `Connection`: a hostile stream cut at random points.
    @Test func connectionAnswersEveryReadableRequestOnce() throws {
        var input = FuzzInput(seed: 0xDEC0_0003)
        let transport = MemoryTransport()
        let connection = Connection(transport: transport, registry: registry) { _ in }
        let handler = EchoHandler()
        connection.start(handler: handler)
        var stream: [UInt8] = []
        var expectedIDs: [RequestID] = []
        var expectedNulls = 0
        for k in 0..<3_000 {
            switch input.int(5) {
            case 0, 1:  // a request of a registered method, with a fresh valid id
                let method = input.pick(requestMethods.filter { $0 != "shutdown" && $0 != "initialize" } + ["initialize"])
                let id = RequestID.number(100_000 + k)
                let body = input.message(method: method, id: String(100_000 + k))
                expectedIDs.append(id)  // even when nested too deep to decode: the id is still read
                stream += frame(body)
            case 2:  // a notification: never answered (unless nested too deep to be read)
                let body = input.message(method: input.pick(notificationMethods + ["$/unknown", "nope"]), id: nil)
                if MessageDecoder.nestingDepth(Data(body.utf8), limit: MessageDecoder.maximumDepth) > MessageDecoder.maximumDepth {
                    expectedNulls += 1
                }
                stream += frame(body)
            case 3:  // an unknown request: -32601 with its id
                expectedIDs.append(.string("u\(k)"))
                stream += frame("{\"jsonrpc\":\"2.0\",\"id\":\"u\(k)\",\"method\":\"wt/unknown\"}")
            default:  // not JSON: answered with a parse error and a null id
                stream += frame(input.bytes(input.int(30) + 1).map { $0 == 0x7B || $0 == 0x5B ? 0x20 : $0 })
                expectedNulls += 1
            }
        }
        var i = 0
        while i < stream.count {
            let n = min(stream.count - i, input.int(4096) + 1)
            transport.feed(Array(stream[i..<(i + n)]))
            i += n
        }
        connection.queue.sync {}
        let written = transport.written
        #expect(!written.contains { $0 == nil }, "the connection wrote a frame that is not a JSON object")
        var answered: [RequestID: Int] = [:]
        var nulls = 0
        for message in written.compactMap({ $0 }) {
            #expect(message["jsonrpc"] as? String == "2.0")
            #expect(message["method"] == nil, "the echo handler sends nothing of its own")
            switch message["id"] {
            case let n as Int: answered[.number(n), default: 0] += 1
            case let s as String: answered[.string(s), default: 0] += 1
            case is NSNull: nulls += 1
            default: Issue.record("an answer without a usable id: \(message)")
            }
        }
        for id in expectedIDs where answered[id] != 1 {
            Issue.record("request \(id) answered \(answered[id] ?? 0) times")
        }
        #expect(Set(answered.keys).isSubset(of: Set(expectedIDs)))
        #expect(nulls == expectedNulls)
        // Still usable.
        transport.feed(frame("{\"jsonrpc\":\"2.0\",\"id\":\"last\",\"method\":\"shutdown\"}"))
        connection.queue.sync {}
        #expect(transport.written.last??["id"] as? String == "last")
    }
}
