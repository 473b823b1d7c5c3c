import Dispatch
import Foundation
import Synchronization

/// A request to a model server.
struct HTTPRequest: Sendable {
    var url: URL
    /// "GET" or "POST".
    var method = "GET"
    var headers: [(name: String, value: String)] = []
    var body = Data()
    /// Seconds after which the call is given up.
    var timeout: Double

    init(url: URL, timeout: Double) {
        self.url = url
        self.timeout = timeout
    }

    /// Sets a header, replacing one of the same name.
    mutating func setHeader(_ name: String, _ value: String) {
        headers.removeAll { $0.name.lowercased() == name.lowercased() }
        headers.append((name, value))
    }

    /// A call for this request's scheme: plain `http` over a socket of its
    /// own (`PlainHTTPCall`), anything else through libcurl (`CurlHTTPCall`).
    func makeCall() -> any HTTPCall {
        url.scheme?.lowercased() == "http" ? PlainHTTPCall() : CurlHTTPCall()
    }
}

/// What a call reports, in order: the status and content type once, body
/// bytes as they come, then the end (nil when it ended cleanly).
struct HTTPHandlers: Sendable {
    var response: @Sendable (_ status: Int, _ contentType: String) -> Void
    var data: @Sendable (Data) -> Void
    var end: @Sendable (ProviderError?) -> Void
}

/// One HTTP exchange, read on a thread of its own as the answer arrives.
protocol HTTPCall: Sendable {
    /// Sends `request` and reports its answer to `handlers`.
    func start(_ request: HTTPRequest, handlers: HTTPHandlers)
    /// Closes the connection; the call ends with `.cancelled` unless it already ended.
    func cancel()
}

/// A whole answer.
struct HTTPResponse: Sendable {
    var status: Int
    var contentType: String
    var body: Data
}

extension HTTPRequest {
    /// An answer body is kept up to this many bytes; the rest is dropped.
    static let maxFetchedBytes = 1 << 22

    /// Sends the request and waits for the whole answer, at most `timeout`
    /// seconds. A cancelled caller gets `.cancelled` at once, and the call
    /// is closed.
    func fetch() async -> Result<HTTPResponse, ProviderError> {
        let call = makeCall()
        let exchange = FetchExchange()
        let timeout = timeout
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard exchange.wait(with: continuation) else { return }
                call.start(
                    self,
                    handlers: HTTPHandlers(
                        response: { status, type in exchange.received(status: status, contentType: type) },
                        data: { exchange.received($0) },
                        end: { exchange.ended($0) }))
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                    exchange.ended(.timedOut(seconds: timeout))
                    call.cancel()
                }
            }
        } onCancel: {
            exchange.ended(.cancelled)
            call.cancel()
        }
    }
}

/// The answer of a `fetch` as it arrives, and its caller, resumed once: by
/// the end of the answer, a time-out or cancellation, whichever comes first.
private final class FetchExchange: Sendable {
    private struct State {
        var response = HTTPResponse(status: 0, contentType: "", body: Data())
        var continuation: CheckedContinuation<Result<HTTPResponse, ProviderError>, Never>?
        var ended = false
    }
    private let state = Mutex(State())

    /// Keeps `continuation` to resume; false (and resumed already) when the fetch ended before it began.
    func wait(with continuation: CheckedContinuation<Result<HTTPResponse, ProviderError>, Never>) -> Bool {
        let ended = state.withLock { state -> Bool in
            if !state.ended { state.continuation = continuation }
            return state.ended
        }
        if ended { continuation.resume(returning: .failure(.cancelled)) }
        return !ended
    }

    func received(status: Int, contentType: String) {
        state.withLock {
            $0.response.status = status
            $0.response.contentType = contentType
        }
    }

    func received(_ data: Data) {
        state.withLock {
            let room = HTTPRequest.maxFetchedBytes - $0.response.body.count
            if room > 0 { $0.response.body.append(data.prefix(room)) }
        }
    }

    /// Ends the fetch with its answer, or with `error`; later ends are ignored.
    func ended(_ error: ProviderError?) {
        let (continuation, response) = state.withLock { state in
            defer {
                state.ended = true
                state.continuation = nil
            }
            return (state.ended ? nil : state.continuation, state.response)
        }
        continuation?.resume(returning: error.map { .failure($0) } ?? .success(response))
    }
}

/// Whether a server answers: the status of a `GET`.
public enum HTTPProbe {
    /// The HTTP status `GET url` answers, or 0 when no answer came within
    /// `timeout` seconds. Waited for on the calling thread.
    public static func status(ofGet url: URL, timeout: Double) -> Int {
        let request = HTTPRequest(url: url, timeout: timeout)
        let call = request.makeCall()
        let status = Mutex(0)
        let done = DispatchSemaphore(value: 0)
        call.start(
            request,
            handlers: HTTPHandlers(
                response: { code, _ in status.withLock { $0 = code } }, data: { _ in }, end: { _ in done.signal() }))
        guard done.wait(timeout: .now() + timeout) == .success else {
            call.cancel()
            return 0
        }
        return status.withLock { $0 }
    }
}
