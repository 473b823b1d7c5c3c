import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// One request's body and response, or its error, for a task that may
    /// be cancelled.
    ///
    /// - Important: Unlike `data(for:)`, cancelling the calling task never
    ///   cancels the request synchronously. On Linux, `data(for:)` cancels
    ///   its request from within the task's cancellation, and when the
    ///   request completes at that very moment, the two wait on each other
    ///   for ever (the thread that cancelled is stuck). Here the request is
    ///   cancelled on another thread, and the caller resumes as soon as it
    ///   ends either way.
    func fetch(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let holder = TaskHolder()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = dataTask(with: request) { data, response, error in
                    if let data, let response {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: error ?? URLError(.badServerResponse))
                    }
                }
                holder.set(task)
                task.resume()
            }
        } onCancel: {
            DispatchQueue.global().async { holder.cancel() }
        }
    }
}

/// The task of a `fetch`, cancelled once it exists.
private final class TaskHolder: Sendable {
    private struct State {
        var task: URLSessionDataTask?
        var cancelled = false
    }
    private let state = Mutex(State())

    func set(_ task: URLSessionDataTask) {
        let cancelNow = state.withLock {
            $0.task = task
            return $0.cancelled
        }
        if cancelNow { task.cancel() }
    }

    func cancel() {
        let task = state.withLock {
            $0.cancelled = true
            return $0.task
        }
        task?.cancel()
    }
}
