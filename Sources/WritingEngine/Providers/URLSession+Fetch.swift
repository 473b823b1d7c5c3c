import Dispatch
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// One request's body and response, or its error, for a task that may
    /// be cancelled: a cancelled caller gets `CancellationError` at once,
    /// and the request is left to end by itself (within its time-out).
    ///
    /// - Important: On Linux, `data(for:)` cancels its request from within
    ///   the task's cancellation, and when the request completes at that
    ///   moment, the two wait on each other for ever (the thread that
    ///   cancelled is stuck); and a request cancelled just after it ended
    ///   can stop the process. So the request itself is never cancelled:
    ///   only the wait for it. Meant for short requests (a probe).
    func fetch(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let waiter = FetchWaiter()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard waiter.wait(with: continuation) else { return }
                dataTask(with: request) { data, response, error in
                    if let data, let response {
                        waiter.finish(.success((data, response)))
                    } else {
                        waiter.finish(.failure(error ?? URLError(.badServerResponse)))
                    }
                }.resume()
            }
        } onCancel: {
            DispatchQueue.global().async { waiter.finish(.failure(CancellationError())) }
        }
    }
}

/// The caller of a `fetch`, resumed once: by the answer or by cancellation,
/// whichever comes first.
private final class FetchWaiter: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<(Data, URLResponse), any Error>)
        case finished
    }
    private let state = Mutex(State.idle)

    /// Keeps `continuation` to resume; false (and resumed already) when the fetch was cancelled before it began.
    func wait(with continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
        let cancelled = state.withLock { state -> Bool in
            if case .finished = state { return true }
            state = .waiting(continuation)
            return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
        return !cancelled
    }

    func finish(_ result: Result<(Data, URLResponse), any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<(Data, URLResponse), any Error>? in
            defer { state = .finished }
            if case .waiting(let continuation) = state { return continuation }
            return nil
        }
        continuation?.resume(with: result)
    }
}
