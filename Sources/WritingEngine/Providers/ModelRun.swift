import Foundation
import Synchronization

/// Runs a `ModelTransform` on a provider: a few tries within the time
/// budget (the whole selection at a low temperature, then its sentences one
/// by one, then the whole again, warmer), each answer cleaned and checked,
/// and the best kept: for concise the first that is shorter, for rewrites
/// the first that changes the text, else the first that passes the checks.
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
        /// Tries made: 1 for the first answer of the whole selection.
        public var attempts: Int
    }

    /// Temperatures of the successive tries: the coldest first, then warmer
    /// ones, each a different draw (a small model that fails a text at one
    /// temperature often gets it right at another). A short text's tries
    /// take a fraction of a second each, so it gets as many as start within
    /// the first half of the time budget.
    static let temperatures = [0.2, 0.7, 1.0, 0.5, 0.9, 0.3, 0.8, 0.6, 1.1, 0.4, 0.75, 0.95]

    /// Runs `transform` in a task; `completion` runs once, on any thread.
    /// Cancelling the returned call closes the stream in flight.
    @discardableResult
    public static func start(
        _ transform: ModelTransform, client: ChatCompletionClient, onProgress: @escaping @Sendable (Int) -> Void = { _ in },
        completion: @escaping @Sendable (Result<Outcome, Failure>) -> Void
    ) -> ProviderCall {
        ProviderCall(Task { completion(await run(transform, client: client, onProgress: onProgress)) })
    }

    /// Runs `transform`: the whole selection first; if that answer does not
    /// do the job, sentence by sentence (`bySentence`) when the action and
    /// the selection allow it; then warmer tries of the whole, each new one
    /// only while less than half of the time budget is spent. Every try ends
    /// by the end of the budget (`tryLimits`), so the run answers within
    /// `timeout`; a cut there ends it with the answers it already has.
    public static func run(
        _ transform: ModelTransform, client: ChatCompletionClient, onProgress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async -> Result<Outcome, Failure> {
        let configuration = client.configuration
        let clock = ContinuousClock()
        let start = clock.now
        let progress = ProgressCount(onProgress)
        var fallback: Outcome?
        var lastError: Failure?
        var triedSentences = false
        tries: for (attempt, temperature) in temperatures.enumerated() {
            var spent = (clock.now - start).seconds
            if attempt == 1 && !triedSentences, let pieces = sentencePieces(for: transform) {
                triedSentences = true
                switch await bySentence(
                    transform, pieces: pieces, client: client, budget: configuration.timeout - spent, progress: progress)
                {
                case .failure(let error) where error == .cancelled: return .failure(.provider(error))
                case .success(let text?): return .success(Outcome(text: text, attempts: attempt + 1))
                default: break
                }
                spent = (clock.now - start).seconds
            }
            guard let limits = tryLimits(transform, attempt: attempt, spent: spent, configuration: configuration) else { break }
            let generation = await client.generate(
                transform.messages, limits: limits, temperature: temperature, grammar: transform.answerGrammar,
                format: StructuredAnswer.responseFormat(for: transform.action), onProgress: progress.next())
            switch generation {
            case .failure(.timedOut) where attempt > 0: break tries
            case .failure(let error):
                if fallback == nil || error == .cancelled { return .failure(.provider(error)) }
                break tries
            case .success(let answer):
                do {
                    let text = try transform.finish(answer.text)
                    let outcome = Outcome(text: text, attempts: attempt + 1)
                    if isGood(text, for: transform) { return .success(outcome) }
                    if fallback == nil || text.count < fallback!.text.count { fallback = outcome }
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

    /// The bounds of try `attempt` (0 for the first) when `spent` seconds of
    /// the run have passed: a try after the first starts only while less
    /// than half of the time budget is spent, and every try ends by the end
    /// of the budget. Nil when no try may start.
    static func tryLimits(
        _ transform: ModelTransform, attempt: Int, spent: Double, configuration: ProviderConfiguration
    ) -> GenerationLimits? {
        let left = configuration.timeout - spent
        guard left > 0, attempt == 0 || spent <= configuration.timeout / 2 else { return nil }
        return GenerationLimits.forAction(
            transform.action, characters: transform.input.text.utf8.count,
            firstTokenTimeout: min(configuration.firstTokenTimeout, left), totalTimeout: left)
    }

    /// The selection's sentences, when the action rewrites text in place
    /// (proofreading, the tones, the author's instructions) or lays it out
    /// as a list, and the selection is one paragraph of several sentences;
    /// for a list, concise and proofreading, the clauses of a paragraph of
    /// one sentence (a small model garbles a long sentence it gets whole).
    static func sentencePieces(for transform: ModelTransform) -> SentencePieces? {
        switch transform.action {
        case .list, .rewrite(.concise), .proofread: SentencePieces(transform.input, clausesOfOneSentence: true)
        case .rewrite, .instructions: SentencePieces(transform.input)
        default: nil
        }
    }

    /// Temperatures of the tries of one sentence: a warmer one only while
    /// less than half of the time budget is spent.
    static let sentenceTemperatures = [0.2, 0.7, 1.0]

    /// Runs `transform` one sentence at a time, two requests in flight. Each
    /// sentence's answer is finished and checked on its own, and asked again
    /// warmer when it fails (up to three tries); a sentence whose answers fail keeps its words.
    /// A list is made of one item per sentence, each the sentence as the
    /// model proofread it, on one line (a sentence the model could not
    /// proofread is an item as it is: the list is the job). Any other
    /// result must hold at least one of the model's answers. Each must keep
    /// every protected text, pass the whole selection's checks and do the
    /// action's job (`.success(nil)` when it does not). Fails
    /// only when the provider failed on every sentence, or the run was
    /// cancelled.
    static func bySentence(
        _ transform: ModelTransform, pieces: SentencePieces, client: ChatCompletionClient, budget: Double, progress: ProgressCount
    ) async -> Result<String?, ProviderError> {
        let configuration = client.configuration
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(budget)
        let retriesEnd = clock.now + .seconds(budget / 2)
        let asked = pieces.pieces.indices.filter { pieces.pieces[$0].isWorthAsking }
        let action = transform.action == .list ? WritingAction.proofread : transform.action
        var answers = [String?](repeating: nil, count: pieces.pieces.count)
        var errors: [ProviderError] = []
        await withTaskGroup(of: (Int, Result<String?, ProviderError>).self) { group in
            var next = asked.makeIterator()
            func add() {
                guard let index = next.next() else { return }
                let sentence = pieces.pieces[index]
                let piece = ModelTransform(
                    action: action, input: transform.action == .list ? sentence.unwrappedInput : sentence.input,
                    showsProtectedText: transform.showsProtectedText)
                let grammar = piece.answerGrammar
                group.addTask {
                    for (attempt, temperature) in sentenceTemperatures.enumerated() {
                        let left = (deadline - clock.now).seconds
                        if attempt > 0 && clock.now > retriesEnd || left <= 0 { break }
                        let limits = GenerationLimits.forAction(
                            piece.action, characters: piece.input.text.utf8.count,
                            firstTokenTimeout: min(configuration.firstTokenTimeout, left), totalTimeout: left)
                        switch await client.generate(
                            piece.messages, limits: limits, temperature: temperature, grammar: grammar, onProgress: progress.next())
                        {
                        case .failure(let error): return (index, .failure(error))
                        case .success(let answer):
                            if let text = (try? piece.finish(answer.text)).map({ sentence.fitted($0) }), isGood(text, for: piece) {
                                return (index, .success(text))
                            }
                        }
                    }
                    return (index, .success(nil))
                }
            }
            add()
            add()
            for await (index, result) in group {
                switch result {
                case .success(let text): answers[index] = text
                case .failure(let error): errors.append(error)
                }
                add()
            }
        }
        if errors.contains(.cancelled) || Task.isCancelled { return .failure(.cancelled) }
        if let first = errors.first, errors.count == asked.count { return .failure(first) }
        guard transform.action == .list || answers.contains(where: { $0 != nil }) else { return .success(nil) }
        let joined = transform.action == .list ? pieces.listed(answers) : pieces.joined(answers)
        guard pieces.keepsProtectedText(joined, shown: transform.showsProtectedText),
            AnswerAcceptance.verdict(transform.action, original: transform.input.text, answer: joined).isAccepted,
            isGood(joined, for: transform)
        else { return .success(nil) }
        return .success(joined)
    }

    /// Whether a checked result does what the action is for.
    static func isGood(_ text: String, for transform: ModelTransform) -> Bool {
        let original = transform.input.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let result = text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch transform.action {
        case .rewrite(.concise): return result.count < original.count
        case .rewrite, .instructions: return result != original
        default: return true
        }
    }
}

/// The chunks received over the successive requests of one run, reported
/// as one growing count.
final class ProgressCount: Sendable {
    private let counts = Mutex<[Int]>([])
    private let report: @Sendable (Int) -> Void

    init(_ report: @escaping @Sendable (Int) -> Void) { self.report = report }

    /// A progress handler for the next request: it gets that request's own
    /// count, and reports the total of all requests.
    func next() -> @Sendable (Int) -> Void {
        let slot = counts.withLock { counts in
            counts.append(0)
            return counts.count - 1
        }
        return { [self] n in
            let total = counts.withLock { counts in
                counts[slot] = n
                return counts.reduce(0, +)
            }
            report(total)
        }
    }
}

extension Duration {
    /// The duration in seconds.
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
