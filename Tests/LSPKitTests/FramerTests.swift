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
}
