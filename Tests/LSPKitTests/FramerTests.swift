import Foundation
import Testing

@testable import LSPKit

@Suite struct FramerTests {
    private func frame(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    private func messages(_ events: [MessageFramer.Event]) -> [String] {
        events.compactMap { if case .message(let d) = $0 { String(decoding: d, as: UTF8.self) } else { nil } }
    }

    @Test func byteAtATime() {
        var framer = MessageFramer()
        var out: [String] = []
        for byte in frame(#"{"a":1}"#) + frame(#"{"b":"é😀"}"#) {
            out += messages(framer.feed([byte]))
        }
        #expect(out == [#"{"a":1}"#, #"{"b":"é😀"}"#])
    }

    @Test func coalescedFramesInOneChunk() {
        var framer = MessageFramer()
        let out = messages(framer.feed(frame("{}") + frame("[1]") + frame("null")))
        #expect(out == ["{}", "[1]", "null"])
    }

    @Test func headersAreCaseInsensitiveAndContentTypeIsAccepted() {
        var framer = MessageFramer()
        let raw = Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8)
        #expect(messages(framer.feed(raw)) == ["{}"])
    }

    @Test func missingLengthIsReportedAndTheStreamRecovers() {
        var framer = MessageFramer()
        let events = framer.feed(Array("X-Nothing: 1\r\n\r\n".utf8) + frame("{}"))
        #expect(events.first == .badHeader("no Content-Length header"))
        #expect(messages(events) == ["{}"])
    }

    @Test func oversizedBodiesAreSkippedWithoutBuffering() {
        var framer = MessageFramer(maximumBodySize: 10)
        let big = String(repeating: "x", count: 50)
        let events = framer.feed(frame(big) + frame("{}"))
        #expect(events.first == .oversized(50))
        #expect(messages(events) == ["{}"])
    }

    @Test func severalMegabyteBody() {
        var framer = MessageFramer()
        let body = "\"" + String(repeating: "a", count: 5_000_000) + "\""
        let bytes = frame(body)
        var out: [String] = []
        var i = 0
        while i < bytes.count {
            out += messages(framer.feed(bytes[i..<min(bytes.count, i + 65_536)]))
            i += 65_536
        }
        #expect(out.count == 1 && out[0].utf8.count == body.utf8.count)
    }

    /// Feeds `bytes` whole and a byte at a time; both must give the same events.
    private func events(_ bytes: [UInt8]) -> [MessageFramer.Event] {
        var whole = MessageFramer()
        let once = whole.feed(bytes)
        var slow = MessageFramer()
        let byByte = bytes.flatMap { slow.feed([$0]) }
        #expect(once == byByte)
        return once
    }

    @Test(arguments: ["abc", "-5", "", "1180591620717411303424", "12 34"])
    func aBadLengthLosesItsMessageAndTheNextFrameIsRead(value: String) {
        let lost = #"{"jsonrpc":"2.0","id":1,"method":"lost"}"#
        let stream = Array("Content-Length: \(value)\r\n\r\n\(lost)".utf8) + frame(#"{"id":2}"#)
        let events = events(stream)
        #expect(events.count == 2)
        #expect(events.first == .badHeader("bad Content-Length: \(value)"))
        #expect(messages(events) == [#"{"id":2}"#])
    }

    @Test func aMissingLengthLosesItsBodyToo() {
        let stream = Array("Content-Type: application/json\r\n\r\n{\"id\":1}".utf8) + frame("[2]") + frame("[3]")
        let events = events(stream)
        #expect(events.first == .badHeader("no Content-Length header"))
        #expect(messages(events) == ["[2]", "[3]"])
    }

    @Test func aLengthPastTheLimitIsNotTrusted() {
        // Skipping the announced length would swallow the rest of the session.
        let stream = Array("Content-Length: 9000000000000000000\r\n\r\n{\"id\":1}".utf8) + frame("[2]")
        let events = events(stream)
        #expect(events.first == .oversized(9_000_000_000_000_000_000))
        #expect(messages(events) == ["[2]"])
    }

    @Test func theNextLengthIsFoundInAnyCaseAndAtALineStart() {
        let stream = Array("Content-Length: x\r\n\r\nlost body\r\ncontent-LENGTH: 2\r\n\r\n{}".utf8)
        #expect(messages(events(stream)) == ["{}"])
    }

    @Test func aHeaderLineOfTwoMegabytesIsLost() {
        var framer = MessageFramer()
        var events = framer.feed(Array("X-Padding: ".utf8))
        let line = [UInt8](repeating: 0x61, count: 1 << 16)
        for _ in 0..<32 { events += framer.feed(line) }
        events += framer.feed(Array("\r\n\r\n{\"id\":1}".utf8) + frame("[2]"))
        #expect(events.first == .badHeader("no end of headers within 64 KiB"))
        #expect(messages(events) == ["[2]"])
    }
}
