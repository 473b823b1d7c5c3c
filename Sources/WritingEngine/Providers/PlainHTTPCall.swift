import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One plain-HTTP/1.1 request over a socket, its answer read on a thread of
/// its own as it arrives (`Content-Length`, chunked, or to the end of the
/// connection). Used for `http://` providers, which are on this machine
/// unless `allowInsecure`: it waits in `recv`, so it takes no CPU time from
/// a model on the same cores. Cancelling shuts the socket down, which ends
/// the read.
final class PlainHTTPCall: HTTPCall {
    private let socket = Mutex<Int32>(-1)
    private let cancelled = Atomic<Bool>(false)

    func start(_ request: HTTPRequest, handlers: HTTPHandlers) {
        let thread = Thread { [self] in run(request, handlers: handlers) }
        thread.stackSize = 1 << 20
        thread.start()
    }

    func cancel() {
        cancelled.store(true, ordering: .relaxed)
        socket.withLock { fd in if fd >= 0 { shutdown(fd, Int32(SHUT_RDWR)) } }
    }

    private func run(_ request: HTTPRequest, handlers: HTTPHandlers) {
        let url = request.url
        guard let host = url.host else { return handlers.end(.failed("no host in \(url)")) }
        let port = url.port ?? 80
        guard let fd = Self.connect(host: host, port: port) else {
            return handlers.end(.unreachable("connection refused"))
        }
        socket.withLock { $0 = fd }
        defer {
            socket.withLock { $0 = -1 }
            close(fd)
        }
        if cancelled.load(ordering: .relaxed) { return handlers.end(.cancelled) }
        var path = url.path.isEmpty ? "/" : url.path
        if let query = url.query { path += "?" + query }
        var head = "\(request.method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        if request.method == "POST" { head += "Content-Length: \(request.body.count)\r\n" }
        for (name, value) in request.headers { head += "\(name): \(value)\r\n" }
        guard Self.send(fd, Data((head + "\r\n").utf8) + request.body) else {
            return handlers.end(failure("the request could not be sent"))
        }
        var reader = ResponseReader()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            for event in reader.feed(buffer[0..<n]) {
                switch event {
                case .head(let status, let type): handlers.response(status, type)
                case .body(let data): handlers.data(data)
                case .end: return handlers.end(nil)
                case .malformed(let why): return handlers.end(.invalidAnswer(why))
                }
            }
        }
        if cancelled.load(ordering: .relaxed) { return handlers.end(.cancelled) }
        handlers.end(reader.endsWithConnection ? nil : failure("the connection closed before the answer was complete"))
    }

    private func failure(_ why: String) -> ProviderError { cancelled.load(ordering: .relaxed) ? .cancelled : .failed(why) }

    private static func connect(host: String, port: Int) -> Int32? {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), String(port), &hints, &list) == 0 else {
            return nil
        }
        defer { freeaddrinfo(list) }
        var entry = list
        while let info = entry {
            let fd = Glibc.socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            if fd >= 0 {
                if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return fd }
                close(fd)
            }
            entry = info.pointee.ai_next
        }
        return nil
    }

    private static func send(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let n = Glibc.send(fd, bytes.baseAddress! + done, bytes.count - done, Int32(MSG_NOSIGNAL))
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
    }
}

/// Reads an HTTP/1.1 response from bytes in arbitrary chunks.
struct ResponseReader {
    enum Event: Equatable {
        case head(status: Int, contentType: String)
        case body(Data)
        case end
        case malformed(String)
    }

    private enum Framing {
        case length(Int)
        case chunked
        case untilClose
    }

    private var pending: [UInt8] = []
    private var framing: Framing?
    /// In a chunked body: bytes left in the current chunk (nil: a size line is next).
    private var chunkLeft: Int?
    /// The body ended; later bytes are ignored.
    private var done = false

    /// Whether a body that runs to the end of the connection was being read (so a close ends it cleanly).
    var endsWithConnection: Bool {
        if case .untilClose = framing { return true }
        return false
    }

    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Event] {
        guard !done else { return [] }
        pending += bytes
        var events: [Event] = []
        if framing == nil {
            guard let headEnd = pending.firstRange(of: Array("\r\n\r\n".utf8)) else { return [] }
            let head = String(decoding: pending[..<headEnd.lowerBound], as: UTF8.self)
            pending.removeSubrange(..<headEnd.upperBound)
            let lines = head.components(separatedBy: "\r\n")
            let parts = lines.first?.split(separator: " ") ?? []
            guard parts.count >= 2, let status = Int(parts[1]) else { return [.malformed("not an HTTP response")] }
            var fields: [String: String] = [:]
            for line in lines.dropFirst() {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            if fields["transfer-encoding"]?.lowercased().contains("chunked") == true {
                framing = .chunked
            } else if let length = fields["content-length"].flatMap(Int.init) {
                framing = .length(length)
            } else {
                framing = .untilClose
            }
            events.append(.head(status: status, contentType: fields["content-type"] ?? ""))
        }
        switch framing! {
        case .untilClose:
            if !pending.isEmpty { events.append(.body(Data(pending))) }
            pending.removeAll()
        case .length(let left):
            let take = min(left, pending.count)
            if take > 0 { events.append(.body(Data(pending[..<take]))) }
            pending.removeSubrange(..<take)
            framing = .length(left - take)
            if left - take == 0 {
                done = true
                events.append(.end)
            }
        case .chunked:
            while true {
                if let left = chunkLeft {
                    if left == 0 {
                        guard pending.count >= 2 else { break }
                        pending.removeFirst(2)
                        chunkLeft = nil
                        continue
                    }
                    let take = min(left, pending.count)
                    guard take > 0 else { break }
                    events.append(.body(Data(pending[..<take])))
                    pending.removeSubrange(..<take)
                    chunkLeft = left - take
                } else {
                    guard let lineEnd = pending.firstRange(of: Array("\r\n".utf8)) else { break }
                    let sizeText = String(decoding: pending[..<lineEnd.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
                    guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                        return events + [.malformed("a bad chunk size")]
                    }
                    pending.removeSubrange(..<lineEnd.upperBound)
                    if size == 0 {
                        done = true
                        return events + [.end]
                    }
                    chunkLeft = size
                }
            }
        }
        return events
    }
}
