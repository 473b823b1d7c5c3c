import Foundation

/// Splits a byte stream into `Content-Length` framed message bodies.
///
/// Accepts any chunk boundary (a frame split over many reads, several frames
/// in one read), case-insensitive header names, a `Content-Type` header, and
/// bare `\n` line ends in headers.
///
/// A frame that cannot be read is a lost message: a header block without a
/// usable `Content-Length` (missing, not a number, negative), one that
/// announces more than `maximumBodySize`, or one with no end within 64 KiB.
/// The framer reports it and skips input up to the next `Content-Length:`
/// (in any case), wherever it stands: at the start of a line, or right after
/// the lost body, which ends without a line end of its own. Nothing is
/// buffered while it skips, and the stream goes on from there.
public struct MessageFramer: Sendable {
    /// What the framer found in the stream.
    public enum Event: Sendable, Equatable {
        case message(Data)
        /// A header block that could not be used, with the reason: a lost message.
        case badHeader(String)
        /// A header announcing a body larger than the limit: a lost message.
        case oversized(Int)
    }

    /// The longest body accepted; a longer one is a lost message.
    public let maximumBodySize: Int
    /// The longest header block accepted.
    static let maximumHeaderSize = 65_536
    /// What a skip looks for, lowercased.
    private static let lengthName = Array("content-length:".utf8)

    private var buffer: [UInt8] = []
    private var start = 0
    private var pendingLength: Int?
    /// Whether input is being skipped up to the next `Content-Length:`.
    private var skipping = false
    /// Where the search for the end of the current header block resumes, so
    /// a header that arrives a byte at a time is still scanned once.
    private var headerScanned = 0

    public init(maximumBodySize: Int = 64 << 20) {
        self.maximumBodySize = maximumBodySize
    }

    /// Feeds bytes; returns the events completed by them, in order.
    public mutating func feed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [Event] {
        var events: [Event] = []
        buffer.append(contentsOf: bytes)
        while true {
            if skipping {
                guard let next = nextLengthHeader() else { break }
                start = next
                headerScanned = next
                skipping = false
            }
            if let length = pendingLength {
                guard buffer.count - start >= length else { break }
                events.append(.message(Data(buffer[start..<(start + length)])))
                start += length
                pendingLength = nil
                continue
            }
            guard let (headerEnd, bodyStart) = findHeaderEnd() else {
                if buffer.count - start > Self.maximumHeaderSize {
                    events.append(.badHeader("no end of headers within 64 KiB"))
                    lose()
                }
                break
            }
            let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
            switch parseLength(header) {
            case .success(let length) where length > maximumBodySize:
                events.append(.oversized(length))
                lose()
            case .success(let length):
                start = bodyStart
                pendingLength = length
            case .failure(let reason):
                events.append(.badHeader(reason.message))
                lose()
            }
        }
        compact()
        return events
    }

    /// Gives up the frame whose header starts at `start`: the next one is
    /// looked for from the byte after, so a `Content-Length:` glued to the
    /// end of the lost frame is still found.
    private mutating func lose() {
        start += 1
        skipping = true
    }

    /// The offset of the next `Content-Length:` from `start`, or nil, with
    /// `start` moved past everything that cannot begin one.
    private mutating func nextLengthHeader() -> Int? {
        let name = Self.lengthName
        let n = buffer.count
        var i = start
        while i + name.count <= n {
            if Self.lowercased(buffer[i]) == name[0] {
                var k = 1
                while k < name.count && Self.lowercased(buffer[i + k]) == name[k] { k += 1 }
                if k == name.count { return i }
            }
            i += 1
        }
        start = max(start, n - (name.count - 1))
        return nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
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
