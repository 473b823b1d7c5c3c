import Foundation
import Synchronization

/// What a model generated, and why it stopped.
public struct Generation: Sendable, Hashable {
    /// Why generation ended.
    public enum Ending: Sendable, Hashable {
        /// The server said it was done.
        case finished
        /// The answer passed `GenerationLimits.maxCharacters` and was cut there.
        case tooLong
        /// The answer started repeating itself and was cut before the repeat.
        case repeating
    }

    public var text: String
    public var ending: Ending
    /// Content chunks received (about one per token when streaming).
    public var chunks: Int
    /// Seconds from the request to the first content.
    public var firstTokenSeconds: Double?
    /// Seconds from the request to the end.
    public var seconds: Double
}

/// One chat completion in flight over an `HTTPCall`: streamed server-sent
/// events when the server sends them, else a plain JSON answer. Cancelling
/// the task closes the connection, which stops generation.
final class ChatStream: Sendable {
    private struct State {
        var events = ServerSentEvents()
        var text = ""
        var chunks = 0
        var body = Data()
        var status = 0
        var streaming = false
        /// The stream said it was done (`[DONE]` or a finish reason).
        var sawEnd = false
        var firstToken: Double?
        var nextRepeatCheck = ChatStream.repeatWindow * 2
        var ending: Result<Generation.Ending, ProviderError>?
        var continuation: CheckedContinuation<Result<Generation, ProviderError>, Never>?
        /// Closes the connection.
        var cancelTransport: (@Sendable () -> Void)?
    }

    /// A tail this long seen earlier in the answer means the model is looping.
    static let repeatWindow = 64

    private let state = Mutex(State())
    private let limits: GenerationLimits
    private let redacting: String?
    private let onProgress: @Sendable (Int) -> Void
    private let started = ContinuousClock.now

    init(limits: GenerationLimits, redacting key: String?, onProgress: @escaping @Sendable (Int) -> Void) {
        self.limits = limits
        self.redacting = key
        self.onProgress = onProgress
    }

    /// Sends `request` and waits for the answer; cancelling the calling task
    /// cancels the request.
    func run(_ request: HTTPRequest) async -> Result<Generation, ProviderError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                state.withLock { $0.continuation = continuation }
                if Task.isCancelled { return end(.failure(.cancelled)) }
                let call = request.makeCall()
                // Ended (cancelled) meanwhile: the call is never started.
                let open = state.withLock { s in
                    s.cancelTransport = { call.cancel() }
                    return s.ending == nil
                }
                guard open else { return }
                call.start(
                    request,
                    handlers: HTTPHandlers(
                        response: { [self] status, type in received(status: status, contentType: type) },
                        data: { [self] data in received(data) },
                        end: { [self] error in completed(error) }))
                DispatchQueue.global().asyncAfter(deadline: .now() + limits.firstTokenTimeout) { [self] in
                    if state.withLock({ $0.firstToken == nil }) {
                        end(.failure(.timedOut(seconds: limits.firstTokenTimeout)))
                    }
                }
                DispatchQueue.global().asyncAfter(deadline: .now() + limits.totalTimeout) { [self] in
                    end(.failure(.timedOut(seconds: limits.totalTimeout)))
                }
            }
        } onCancel: {
            end(.failure(.cancelled))
        }
    }

    private var elapsed: Double { (ContinuousClock.now - started).seconds }

    /// Ends the call once: resumes the waiter and closes the connection.
    private func end(_ ending: Result<Generation.Ending, ProviderError>) {
        let (continuation, cancel, result) = state.withLock {
            s -> (
                CheckedContinuation<Result<Generation, ProviderError>, Never>?, (@Sendable () -> Void)?, Result<Generation, ProviderError>
            ) in
            if s.ending == nil { s.ending = ending }
            let result = (s.ending ?? ending).map {
                Generation(text: s.text, ending: $0, chunks: s.chunks, firstTokenSeconds: s.firstToken, seconds: elapsed)
            }
            let continuation = s.continuation
            s.continuation = nil
            return (continuation, s.cancelTransport, result)
        }
        guard let continuation else { return }
        cancel?()
        continuation.resume(returning: result)
    }

    private func received(status: Int, contentType: String) {
        state.withLock {
            $0.status = status
            $0.streaming = contentType.lowercased().contains("text/event-stream")
        }
    }

    private func received(_ data: Data) {
        var progress: Int?
        var stop: Result<Generation.Ending, ProviderError>?
        state.withLock { s in
            guard s.ending == nil else { return }
            guard s.streaming, (200..<300).contains(s.status) else {
                if s.body.count < 1 << 22 { s.body.append(data) }
                return
            }
            for event in s.events.feed(data) {
                switch event {
                case .content(let piece):
                    if s.firstToken == nil { s.firstToken = elapsed }
                    s.text += piece
                    s.chunks += 1
                    progress = s.chunks
                    if s.text.utf8.count > limits.maxCharacters {
                        s.text = String(s.text.prefix(limits.maxCharacters))
                        stop = .success(.tooLong)
                    } else if s.text.utf8.count >= s.nextRepeatCheck {
                        s.nextRepeatCheck = s.text.utf8.count + Self.repeatWindow / 2
                        if let cut = Self.repetitionCut(s.text) {
                            s.text = cut
                            stop = .success(.repeating)
                        }
                    }
                case .done:
                    s.sawEnd = true
                    stop = stop ?? .success(.finished)
                case .error(let message): stop = .failure(.invalidAnswer(message))
                }
                if stop != nil { break }
            }
        }
        if let progress { onProgress(progress) }
        if let stop { end(stop) }
    }

    private func completed(_ error: ProviderError?) {
        if let error { return end(.failure(error)) }
        let (streaming, status, body, sawEnd) = state.withLock { ($0.streaming, $0.status, $0.body, $0.sawEnd) }
        if streaming && (200..<300).contains(status) {
            return end(sawEnd ? .success(.finished) : .failure(.failed("the stream ended before the answer was complete")))
        }
        switch ChatCompletionClient.read(body, status: status, redacting: redacting) {
        case .success(let text):
            state.withLock {
                $0.text = String(text.prefix(limits.maxCharacters))
                $0.chunks = 1
                if $0.firstToken == nil { $0.firstToken = elapsed }
            }
            end(.success(text.utf8.count > limits.maxCharacters ? .tooLong : .finished))
        case .failure(let failure):
            end(.failure(failure))
        }
    }

    /// The answer cut before its first repeat, when its last `repeatWindow`
    /// characters already occurred earlier; nil when it does not repeat.
    static func repetitionCut(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count >= repeatWindow * 2 else { return nil }
        let tail = bytes[(bytes.count - repeatWindow)...]
        let head = bytes[..<(bytes.count - repeatWindow)]
        guard let first = head.firstRange(of: tail) else { return nil }
        var end = first.upperBound
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
