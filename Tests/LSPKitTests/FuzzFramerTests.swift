import Foundation
import Testing

@testable import LSPKit

/// The framer under random and hostile streams (fixed seeds, thousands of
/// cases): it never crashes, its output does not depend on how the stream
/// is cut into reads, and it finds the valid frames around the garbage.
@Suite struct FuzzFramerTests {
    private let maximum = 2048

    /// One piece of a hostile stream, and the body it must yield (if any).
    private func piece(_ input: inout FuzzInput) -> (bytes: [UInt8], body: [UInt8]?) {
        switch input.int(10) {
        case 0, 1, 2:  // a valid frame, sometimes with extra headers or bare \n line ends
            let body = Array(input.message(method: "textDocument/didOpen", id: nil).utf8)
            let expected = body.count <= maximum ? body : nil
            switch input.int(3) {
            case 0: return (frame(body), expected)
            case 1:
                return (
                    Array("content-type: application/vscode-jsonrpc; charset=utf-8\r\nContent-LENGTH:  \(body.count) \r\n\r\n".utf8) + body,
                    expected
                )
            default: return (Array("Content-Length: \(body.count)\n\n".utf8) + body, expected)
            }
        case 3:  // a valid frame whose body is not UTF-8
            let body = input.bytes(input.int(40) + 1)
            return (frame(body), body)
        case 4:  // a bad Content-Length value
            let value = input.pick(["abc", "-5", "", "1e3", "99999999999999999999999", "0x10", "12 34"])
            return (Array("Content-Length: \(value)\r\n\r\n".utf8), nil)
        case 5:  // no Content-Length, or a line with no colon
            return (Array(input.pick(["X-Other: 1\r\n\r\n", "garbage line\r\n\r\n", ":\r\n\r\n", "\r\n\r\n"]).utf8), nil)
        case 6:  // an oversized frame: skipped without being buffered
            let body = input.bytes(maximum + 1 + input.int(3000))
            return (frame(body), nil)
        default:  // an empty body is still a frame
            return (Array("Content-Length: 0\r\n\r\n".utf8), [])
        }
    }

    private func messages(_ events: [MessageFramer.Event]) -> [[UInt8]] {
        events.compactMap { if case .message(let data) = $0 { [UInt8](data) } else { nil } }
    }

    /// Cuts `stream` into random reads and returns every event.
    private func feed(_ stream: [UInt8], _ input: inout FuzzInput, maximum: Int) -> [MessageFramer.Event] {
        var framer = MessageFramer(maximumBodySize: maximum)
        var events: [MessageFramer.Event] = []
        var i = 0
        while i < stream.count {
            let n = min(stream.count - i, input.chance(30) ? 1 : input.int(200) + 1)
            events += framer.feed(stream[i..<(i + n)])
            i += n
        }
        return events
    }

    @Test func hostileStreamsYieldTheValidFramesWhateverTheChunking() {
        var input = FuzzInput(seed: 0x5EED_0001)
        for round in 0..<3_000 {
            var stream: [UInt8] = []
            var expected: [[UInt8]] = []
            for _ in 0..<(input.int(6) + 1) {
                let (bytes, body) = piece(&input)
                stream += bytes
                if let body { expected.append(body) }
            }
            let whole: [MessageFramer.Event] = {
                var framer = MessageFramer(maximumBodySize: maximum)
                return framer.feed(stream)
            }()
            let chunked = feed(stream, &input, maximum: maximum)
            #expect(whole == chunked, "round \(round): events depend on the chunking")
            #expect(messages(whole) == expected, "round \(round): wrong messages")
            if whole != chunked || messages(whole) != expected { return }
        }
    }

    /// Arbitrary bytes: no crash, and a valid frame after a blank line is found again
    /// unless the garbage itself announced a body that swallows it.
    @Test func randomBytesThenAValidFrame() {
        var input = FuzzInput(seed: 0x5EED_0002)
        var recovered = 0
        for _ in 0..<3_000 {
            var garbage = input.bytes(input.int(120))
            if input.chance(50) { garbage += Array("Content-Length: 3\r\n\r\n".utf8).prefix(input.int(22)) }
            let stream = garbage + Array("\r\n\r\n".utf8) + frame("{\"ok\":1}")
            let events = feed(stream, &input, maximum: 1 << 20)
            if messages(events).last == Array("{\"ok\":1}".utf8) { recovered += 1 }
        }
        // Garbage with no `Content-Length` line (almost all of it) cannot hide the frame.
        #expect(recovered > 2_000)
    }

    /// A declared length shorter than the body: the rest of the body is read
    /// as a (bad) header block, and the stream recovers at the next frame.
    @Test func wrongLengthsRecover() {
        var input = FuzzInput(seed: 0x5EED_0003)
        for _ in 0..<1_000 {
            let body = Array(input.message(method: "shutdown", id: "1").utf8)
            let short = input.int(body.count)
            let stream = Array("Content-Length: \(short)\r\n\r\n".utf8) + body + Array("\r\n\r\n".utf8) + frame("{}")
            let events = feed(stream, &input, maximum: 1 << 20)
            #expect(messages(events).first == Array(body.prefix(short)))
            #expect(messages(events).last == Array("{}".utf8))
        }
    }

    /// A header block that never ends is dropped after 64 KiB rather than buffered forever,
    /// and a header sent a byte at a time is scanned once (the resume point moves on).
    @Test func endlessHeadersAreDropped() {
        var framer = MessageFramer()
        var events: [MessageFramer.Event] = []
        for _ in 0..<70_000 { events += framer.feed([0x41]) }
        #expect(events.contains(.badHeader("no end of headers within 64 KiB")))
        #expect(messages(framer.feed(Array("\r\n\r\n".utf8) + frame("[]"))).last == Array("[]".utf8))
    }
}
