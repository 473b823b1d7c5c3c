import Foundation

/// Runs a `ModelTransform` on a provider: a few tries within the time
/// budget (the first at a low temperature, the others warmer), each answer
/// cleaned and checked, and the best kept: for concise the first that is
/// shorter, for rewrites the first that changes the text, else the first
/// that passes the checks.
public enum ModelRun {
    /// Why a run produced nothing.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        case provider(ProviderError)
        case transform(TransformError)

        public var description: String {
            switch self {
            case .provider(let error): error.description
            case .transform(let error): error.description
            }
        }
    }

    /// A result and how it was obtained.
    public struct Outcome: Sendable {
        public var text: String
        /// Answers asked for.
        public var attempts: Int
        /// The generation the result came from.
        public var generation: Generation
    }

    /// Temperatures of the successive tries.
    static let temperatures = [0.2, 0.7, 1.0]

    /// Runs `transform` in a task; `completion` runs once, on any thread.
    /// Cancelling the returned call closes the stream in flight.
    @discardableResult
    public static func start(
        _ transform: ModelTransform, client: ChatCompletionClient, onProgress: @escaping @Sendable (Int) -> Void = { _ in },
        completion: @escaping @Sendable (Result<Outcome, Failure>) -> Void
    ) -> ProviderCall {
        ProviderCall(Task { completion(await run(transform, client: client, onProgress: onProgress)) })
    }

    /// Runs `transform`: at most `temperatures.count` tries, a new one only
    /// while less than a third of the time budget is spent.
    public static func run(
        _ transform: ModelTransform, client: ChatCompletionClient, onProgress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async -> Result<Outcome, Failure> {
        let configuration = client.configuration
        let clock = ContinuousClock()
        let start = clock.now
        var fallback: Outcome?
        var lastError: Failure?
        var chunks = 0
        for (attempt, temperature) in temperatures.enumerated() {
            let spent = (clock.now - start).seconds
            if attempt > 0 && spent > configuration.timeout / 3 { break }
            let limits = GenerationLimits.forAction(
                transform.action, characters: transform.input.text.utf8.count,
                firstTokenTimeout: min(configuration.firstTokenTimeout, configuration.timeout - spent),
                totalTimeout: configuration.timeout - spent)
            let before = chunks
            let generation = await client.generate(transform.messages, limits: limits, temperature: temperature) { n in
                onProgress(before + n)
            }
            switch generation {
            case .failure(let error):
                if fallback == nil || error == .cancelled { return .failure(.provider(error)) }
                return .success(fallback!)
            case .success(let answer):
                chunks += answer.chunks
                do {
                    let text = try transform.finish(answer.text)
                    let outcome = Outcome(text: text, attempts: attempt + 1, generation: answer)
                    if isGood(text, for: transform) { return .success(outcome) }
                    if fallback == nil || text.utf8.count < fallback!.text.utf8.count { fallback = outcome }
                } catch {
                    lastError = .transform(error)
                }
            }
            if Task.isCancelled { return .failure(.provider(.cancelled)) }
        }
        if let fallback, transform.action != .rewrite(.concise) { return .success(fallback) }
        if fallback != nil { return .failure(.transform(.unusableAnswer("none of the model's answers was shorter than the text"))) }
        return .failure(lastError ?? .transform(.unusableAnswer("no answer")))
    }

    /// Whether a checked result does what the action is for.
    static func isGood(_ text: String, for transform: ModelTransform) -> Bool {
        let original = transform.input.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch transform.action {
        case .rewrite(.concise): return result.utf8.count < original.utf8.count
        case .rewrite, .instructions: return result != original
        default: return true
        }
    }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
