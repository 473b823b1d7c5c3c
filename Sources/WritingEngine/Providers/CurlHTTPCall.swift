import CLibcurl
import Foundation
import Synchronization

/// One request through libcurl, for `https` providers, on a thread of its
/// own. libcurl is loaded by the first such call (`CLibcurl`), so a program
/// that never calls an `https` server never loads it. The certificates
/// trusted are the system's, or those of the file `SSL_CERT_FILE` names.
/// Cancelling stops the transfer at libcurl's next progress report (within
/// a second); the call ends with `.cancelled` then.
final class CurlHTTPCall: HTTPCall {
    private let cancelled = Atomic<Bool>(false)

    func start(_ request: HTTPRequest, handlers: HTTPHandlers) {
        let thread = Thread { [self] in handlers.end(run(request, handlers: handlers)) }
        thread.stackSize = 1 << 20
        thread.start()
    }

    func cancel() { cancelled.store(true, ordering: .relaxed) }

    /// The transfer's error, or nil when it ended cleanly.
    private func run(_ request: HTTPRequest, handlers: HTTPHandlers) -> ProviderError? {
        let context = Unmanaged.passRetained(Transfer(handlers: handlers, cancelled: { [self] in cancelled.load(ordering: .relaxed) }))
        defer { context.release() }
        var callbacks = wt_curl_handlers(
            context: context.toOpaque(),
            response: { context, status, type in
                Transfer.from(context).handlers.response(status, type.map { String(cString: $0) } ?? "")
            },
            data: { context, bytes, count in
                guard let bytes else { return }
                Transfer.from(context).handlers.data(Data(bytes: bytes, count: count))
            },
            cancelled: { context in Transfer.from(context).cancelled() ? 1 : 0 })
        let lines = request.headers.map { strdup("\($0.name): \($0.value)") }
        defer { for line in lines { free(line) } }
        let caFile = ProcessInfo.processInfo.environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        var message = [CChar](repeating: 0, count: 512)
        let result = lines.map { UnsafePointer($0) }.withUnsafeBufferPointer { headers in
            request.body.withUnsafeBytes { body in
                wt_curl_perform(
                    request.url.absoluteString, request.method, headers.baseAddress, headers.count, body.baseAddress, body.count,
                    Int(request.timeout * 1000), caFile, &callbacks, &message, message.count)
            }
        }
        let why = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        switch Int(result) {
        case Int(WT_CURL_OK): return nil
        case Int(WT_CURL_ABORTED_BY_CALLBACK): return .cancelled
        case Int(WT_CURL_OPERATION_TIMEDOUT): return .timedOut(seconds: request.timeout)
        case Int(WT_CURL_COULDNT_RESOLVE_HOST): return .unreachable("host not found")
        case Int(WT_CURL_COULDNT_CONNECT): return .unreachable(why)
        case Int(WT_CURL_SSL_CONNECT_ERROR), Int(WT_CURL_PEER_FAILED_VERIFICATION): return .failed("TLS: \(why)")
        default: return cancelled.load(ordering: .relaxed) ? .cancelled : .failed(why)
        }
    }
}

/// What libcurl's callbacks reach through their context pointer.
private final class Transfer {
    let handlers: HTTPHandlers
    let cancelled: () -> Bool

    init(handlers: HTTPHandlers, cancelled: @escaping () -> Bool) {
        self.handlers = handlers
        self.cancelled = cancelled
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> Transfer {
        Unmanaged<Transfer>.fromOpaque(context!).takeUnretainedValue()
    }
}
