import Foundation

/// Splits a byte stream into `Content-Length` framed message bodies.
///
/// Accepts any chunk boundary (a frame split over many reads, several frames
/// in one read), case-insensitive header names, a `Content-Type` header, and
/// bare `\n` line ends in headers. A header block without a usable
/// `Content-Length` is reported and skipped; a body larger than
/// `maximumBodySize` is skipped without being buffered.
public struct MessageFramer: Sendable {
    /// What the framer found in the stream.
    public enum Event: Sendable, Equatable {
        case message(Data)
        /// A header block that could not be used, with the reason.
        case badHeader(String)
        /// A body that was too large and was skipped.
        case oversized(Int)
    }

    public let maximumBodySize: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var pendingLength: Int?
    private var skipping = 0
    /// Where the search for the end of the current header block resumes, so
    /// a header that arrives a byte at a time is still scanned once.
    private var headerScanned = 0

    public init(maximumBodySize: Int = 256 << 20) {
        self.maximumBodySize = maximumBodySize
    }

    /// Feeds bytes; returns the events completed by them, in order.
    public mutating func feed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Event] {
        var events: [Event] = []
        var incoming = bytes[...]
        if skipping > 0 {
            let n = min(skipping, incoming.count)
            skipping -= n
            incoming = incoming.dropFirst(n)
        }
        buffer.append(contentsOf: incoming)
        while true {
            if skipping > 0 {
                let n = min(skipping, buffer.count - start)
                skipping -= n
                start += n
                if skipping > 0 { break }
            }
            if let length = pendingLength {
                guard buffer.count - start >= length else { break }
                events.append(.message(Data(buffer[start..<(start + length)])))
                start += length
                pendingLength = nil
                continue
            }
            guard let (headerEnd, bodyStart) = findHeaderEnd() else {
                // Guard against an endless header: drop garbage with no blank line in 64 KiB.
                if buffer.count - start > 65_536 {
                    events.append(.badHeader("no end of headers within 64 KiB"))
                    start = buffer.count
                }
                break
            }
            let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
            start = bodyStart
            switch parseLength(header) {
            case .success(let length):
                if length > maximumBodySize {
                    events.append(.oversized(length))
                    skipping = length
                } else {
                    pendingLength = length
                }
            case .failure(let reason):
                events.append(.badHeader(reason.message))
            }
        }
        compact()
        return events
    }

    private mutating func compact() {
        if start > 0 && (start == buffer.count || start > 1 << 16) {
            buffer.removeFirst(start)
            headerScanned = max(0, headerScanned - start)
            start = 0
        }
    }

    /// The end of the header block (`\r\n\r\n` or `\n\n`) and the start of the body.
    /// Resumes where the last search of the same block stopped (less the two
    /// bytes a split terminator may have left unmatched).
    private mutating func findHeaderEnd() -> (Int, Int)? {
        var i = max(start, headerScanned - 2)
        let n = buffer.count
        defer { headerScanned = max(start, i) }
        while i < n {
            if buffer[i] == 0x0A {
                if i + 1 < n && buffer[i + 1] == 0x0A { return (i, i + 2) }
                if i + 2 < n && buffer[i + 1] == 0x0D && buffer[i + 2] == 0x0A { return (i, i + 3) }
            }
            i += 1
        }
        return nil
    }

    private struct HeaderError: Error { let message: String }

    private func parseLength(_ header: String) -> Result<Int, HeaderError> {
        var length: Int?
        for line in header.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderError(message: "malformed header line: \(line.prefix(80))"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let n = Int(value), n >= 0 else {
                    return .failure(HeaderError(message: "bad Content-Length: \(value.prefix(40))"))
                }
                length = n
            }
        }
        guard let length else { return .failure(HeaderError(message: "no Content-Length header")) }
        return .success(length)
    }

    /// One frame for `body`.
    public static func frame(_ body: Data) -> Data {
        var out = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        out.append(body)
        return out
    }
}
