import Dispatch
import Foundation
import Synchronization

/// Receives decoded messages. All calls arrive on the connection's serial queue.
public protocol MessageHandler: AnyObject, Sendable {
    /// A request; answer it exactly once through `reply`.
    func handle(_ request: any RequestType, id: RequestID, reply: Reply)
    /// A notification.
    func handle(_ notification: any NotificationType)
    /// The input ended (the client closed the stream) without `exit`.
    func inputEnded()
}

/// Answers one request. Safe to call from any thread; a second answer is ignored.
public struct Reply: Sendable {
    public let id: RequestID
    /// Set when the client cancels this request.
    public let token: CancellationToken
    let send: @Sendable (Result<Data, ResponseError>) -> Void

    /// Sends `result`.
    public func callAsFunction<T: Encodable & Sendable>(_ result: Result<T, ResponseError>) {
        switch result {
        case .success(let value):
            do {
                send(.success(try JSONCoding.encode(value)))
            } catch {
                send(.failure(ResponseError(code: .internalError, message: "could not encode the result: \(error)")))
            }
        case .failure(let error):
            send(.failure(error))
        }
    }

    public func success<T: Encodable & Sendable>(_ value: T) { self(Result<T, ResponseError>.success(value)) }
    public func failure(_ error: ResponseError) { send(.failure(error)) }
}

/// A JSON-RPC connection over a transport: framing, one-pass decoding with a
/// registry, replies, outgoing requests and notifications, cancellation.
///
/// - Important: Handler calls and outgoing-request completions run on
///   `queue`, one at a time. `$/cancelRequest` is handled on the reading
///   thread as it arrives, so it overtakes queued work.
public final class Connection: Sendable {
    public let queue = DispatchQueue(label: "wt-lsp.connection")
    private let transport: any MessageTransport
    private let decoder: MessageDecoder
    private let framer = Mutex(MessageFramer())
    private let state = Mutex(State())
    private let log: @Sendable (String) -> Void
    private let initialized = Atomic<Bool>(false)

    private struct State {
        var handler: (any MessageHandler)?
        var inFlight: [RequestID: CancellationToken] = [:]
        var outgoing: [RequestID: @Sendable (Result<JSONValue, ResponseError>) -> Void] = [:]
        var nextID = 1
    }

    public init(transport: any MessageTransport, registry: MessageRegistry, log: @escaping @Sendable (String) -> Void) {
        self.transport = transport
        self.decoder = MessageDecoder(registry: registry)
        self.log = log
    }

    /// Starts reading; messages go to `handler`.
    public func start(handler: any MessageHandler) {
        state.withLock { $0.handler = handler }
        transport.start(
            onData: { [self] bytes in receive(bytes) },
            onEnd: { [self] in queue.async { self.handler?.inputEnded() } })
    }

    private var handler: (any MessageHandler)? { state.withLock { $0.handler } }

    /// Feeds raw bytes (as read from the transport).
    public func receive(_ bytes: [UInt8]) {
        let events = framer.withLock { $0.feed(bytes) }
        for event in events {
            switch event {
            case .message(let body): dispatch(decoder.decode(body))
            case .badHeader(let reason): log("dropped a frame: \(reason)")
            case .oversized(let n): log("dropped a frame of \(n) bytes: larger than the limit")
            }
        }
    }

    private func dispatch(_ message: IncomingMessage) {
        if let id = message.requestID, !message.isInitialize, !initialized.load(ordering: .acquiring) {
            // Before `initialize`, every request is refused, whatever its method or params.
            return queue.async { [self] in write(response: id, .failure(.serverNotInitialized)) }
        }
        switch message {
        case .notification(let note as CancelRequestNotification):
            let token = state.withLock { $0.inFlight[note.id] }
            token?.cancel()
        case .request(let id, let params):
            if params is InitializeRequest { initialized.store(true, ordering: .releasing) }
            let token = CancellationToken()
            let duplicate = state.withLock { state -> Bool in
                if state.inFlight[id] != nil { return true }
                state.inFlight[id] = token
                return false
            }
            if duplicate {
                log("request id \(id) is already in flight; answering the duplicate with an error")
                write(response: id, .failure(ResponseError(code: .invalidRequest, message: "duplicate request id \(id)")))
                return
            }
            let reply = Reply(id: id, token: token) { [self] result in finish(id, token: token, result) }
            queue.async { [self] in
                guard let handler else { return reply.failure(.cancelled) }
                handler.handle(params, id: id, reply: reply)
            }
        case .notification(let note):
            queue.async { [self] in handler?.handle(note) }
        case .response(let id, let result):
            let callback = state.withLock { $0.outgoing.removeValue(forKey: id) }
            if let callback { queue.async { callback(result) } }
        case .unknownRequest(let id, let method):
            // Answered in order with the requests queued before it.
            queue.async { [self] in write(response: id, .failure(.methodNotFound(method))) }
        case .unknownNotification(let method):
            if !method.hasPrefix("$/") { log("ignored unknown notification \(method)") }
        case .invalidParams(let id, let method, let reason):
            queue.async { [self] in write(response: id, .failure(.invalidParams("\(method): \(reason)"))) }
        case .invalidNotification(let method, let reason):
            log("dropped \(method): \(reason)")
        case .invalid(let id, let error):
            log("invalid message: \(error.message)")
            queue.async { [self] in write(response: id, .failure(error)) }
        }
    }

    private func finish(_ id: RequestID, token: CancellationToken, _ result: Result<Data, ResponseError>) {
        let first = state.withLock { state -> Bool in
            guard state.inFlight[id] === token else { return false }
            state.inFlight[id] = nil
            return true
        }
        guard first else { return }
        write(response: id, result)
    }

    // MARK: - Sending

    /// Sends a notification to the client.
    public func send<N: NotificationType>(_ notification: N) {
        guard let params = try? JSONCoding.encode(notification) else { return log("could not encode \(N.method)") }
        if params == Self.null || params == Self.emptyObject {
            write(head: #"{"jsonrpc":"2.0","method":"\#(N.method)""#, payload: Data())
        } else {
            write(head: #"{"jsonrpc":"2.0","method":"\#(N.method)","params":"#, payload: params)
        }
    }

    /// Returns once every message sent before is written out (before exiting, say).
    public func flush() {
        transport.flush()
    }

    /// Sends a request to the client; `completion` runs on `queue` with the answer.
    public func send<R: RequestType>(_ request: R, completion: @escaping @Sendable (Result<R.Response, ResponseError>) -> Void) {
        let id = state.withLock { state -> RequestID in
            let id = RequestID.string("wt-\(state.nextID)")
            state.nextID += 1
            state.outgoing[id] = { result in
                completion(
                    result.flatMap { value in
                        do {
                            return .success(try value.decode(R.Response.self))
                        } catch {
                            return .failure(ResponseError(code: .invalidParams, message: "unreadable answer to \(R.method): \(error)"))
                        }
                    })
            }
            return id
        }
        guard let params = try? JSONCoding.encode(request) else { return log("could not encode \(R.method)") }
        if params == Self.null {
            write(head: #"{"jsonrpc":"2.0","id":\#(id.jsonText),"method":"\#(R.method)""#, payload: Data())
        } else {
            write(head: #"{"jsonrpc":"2.0","id":\#(id.jsonText),"method":"\#(R.method)","params":"#, payload: params)
        }
    }

    private static let null = Data("null".utf8)
    private static let emptyObject = Data("{}".utf8)

    private func write(response id: RequestID?, _ result: Result<Data, ResponseError>) {
        let idText = id?.jsonText ?? "null"
        switch result {
        case .success(let value):
            write(head: #"{"jsonrpc":"2.0","id":\#(idText),"result":"#, payload: value)
        case .failure(let error):
            let encoded = (try? JSONCoding.encode(error)) ?? Data(#"{"code":-32603,"message":"internal error"}"#.utf8)
            write(head: #"{"jsonrpc":"2.0","id":\#(idText),"error":"#, payload: encoded)
        }
    }

    /// Writes `head` + `payload` + `}` as one frame.
    private func write(head: String, payload: Data) {
        var body = Data(head.utf8)
        body.append(payload)
        body.append(UInt8(ascii: "}"))
        transport.write(MessageFramer.frame(body))
    }
}

extension IncomingMessage {
    /// The id of a request (valid or not), nil for notifications and responses.
    var requestID: RequestID? {
        switch self {
        case .request(let id, _), .unknownRequest(let id, _), .invalidParams(let id, _, _): id
        default: nil
        }
    }

    var isInitialize: Bool {
        switch self {
        case .request(_, let params): params is InitializeRequest
        case .invalidParams(_, let method, _): method == InitializeRequest.method
        default: false
        }
    }
}

extension RequestID {
    /// The id as JSON text.
    var jsonText: String {
        switch self {
        case .number(let n): String(n)
        case .string(let s): String(decoding: (try? JSONCoding.encode(s)) ?? Data("\"\"".utf8), as: UTF8.self)
        }
    }
}

/// The one JSON encoding used on the wire: no slash escaping, sorted keys for stable output.
/// Types that are `JSONWritable` (diagnostics and what carries them) skip `JSONEncoder`.
public enum JSONCoding {
    public static func encode(_ value: some Encodable) throws -> Data {
        if let writable = value as? any JSONWritable {
            var writer = JSONWriter(capacity: 512)
            writable.writeJSON(to: &writer)
            return Data(writer.bytes)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return try encoder.encode(value)
    }
}
