// libFuzzer target for LSPKit: framing, JSON-RPC decoding, the connection,
// and document edits. Built by bench/fuzz/run.sh together with the LSPKit
// sources (one module, so internals are reachable).
import Foundation
import Synchronization

/// A transport that writes nowhere.
final class NullTransport: MessageTransport, @unchecked Sendable {
    func start(onData: @escaping @Sendable ([UInt8]) -> Void, onEnd: @escaping @Sendable () -> Void) {}
    func write(_ frame: Data) {}
}

/// Answers every request, applies document changes to one document.
final class FuzzHandler: MessageHandler, @unchecked Sendable {
    var document = TextDocument(uri: "file:///f.md", languageID: "markdown", version: 0, text: "Line one.\r\nLine two 😀.\nThree")

    func handle(_ request: any RequestType, id: RequestID, reply: Reply) { reply.success(VoidResponse()) }

    func handle(_ notification: any NotificationType) {
        switch notification {
        case let note as DidChangeTextDocumentNotification:
            for encoding in [PositionEncoding.utf8, .utf16, .utf32] {
                var copy = document
                copy.apply(note.contentChanges, version: note.textDocument.version, encoding: encoding)
                precondition(copy.text.utf8.count == copy.bytes.count, "text and bytes disagree")
                precondition(copy.lines == LineIndex(copy.bytes), "line index diverged")
                var cursor = copy.positionCursor(encoding: encoding)
                for offset in stride(from: 0, through: copy.bytes.count, by: max(1, copy.bytes.count / 16)) {
                    precondition(cursor.position(of: offset) == copy.position(of: offset, encoding: encoding), "cursor disagrees")
                }
                if encoding == .utf16 { document = copy }
            }
        case let note as DidOpenTextDocumentNotification:
            document = TextDocument(
                uri: note.textDocument.uri, languageID: "markdown", version: 0, text: String(note.textDocument.text.prefix(10_000)))
        default:
            break
        }
    }

    func inputEnded() {}
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = input.first else { return 0 }
    let body = Array(input.dropFirst())
    // 1. The framer, fed in chunks of a size taken from the first byte, must
    //    give the same events as when fed all at once.
    var whole = MessageFramer(maximumBodySize: 4096)
    let expected = whole.feed(body)
    var chunked = MessageFramer(maximumBodySize: 4096)
    let step = Int(first % 17) + 1
    var events: [MessageFramer.Event] = []
    var i = 0
    while i < body.count {
        events += chunked.feed(body[i..<min(body.count, i + step)])
        i += step
    }
    precondition(events == expected, "framing depends on the chunking")
    // 2. The body as one message, and each framed message, through the
    //    decoder and a connection with a handler that edits a document.
    let decoder = MessageDecoder(registry: .standard)
    _ = decoder.decode(Data(body))
    let handler = FuzzHandler()
    let connection = Connection(transport: NullTransport(), registry: .standard) { _ in }
    connection.start(handler: handler)
    connection.receive(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    connection.receive(body)
    connection.queue.sync {}
    return 0
}
