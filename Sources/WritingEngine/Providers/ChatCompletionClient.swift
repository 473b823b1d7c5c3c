import Foundation
import Synchronization

/// One message of a chat completion request.
public struct ChatMessage: Codable, Sendable, Hashable {
    public var role: String
    public var content: String

    public init(role: String, content: String) {
        self.role = role
        self.content = content
    }

    public static func system(_ content: String) -> ChatMessage { ChatMessage(role: "system", content: content) }
    public static func user(_ content: String) -> ChatMessage { ChatMessage(role: "user", content: content) }
}

/// A call in flight; cancelling it ends it with `ProviderError.cancelled`.
public final class ProviderCall: Sendable {
    private let task: Task<Void, Never>

    init(_ task: Task<Void, Never>) { self.task = task }

    public func cancel() { task.cancel() }
}

/// Talks to an OpenAI-compatible server: `POST {endpoint}/chat/completions`.
///
/// - Important: The request carries exactly the messages given (system
///   instructions, the selection, and at most the surrounding paragraph),
///   the model name, a temperature, `max_tokens`, `stop` and `"stream":
///   true` (or false, for a server that refuses streaming), and for a
///   llama.cpp server a grammar the answer must follow. The API key,
///   when configured, travels only in the `Authorization` header and is
///   never logged.
public final class ChatCompletionClient: Sendable {
    public let configuration: ProviderConfiguration
    /// Set once the server refused a streamed request; later calls do not stream.
    private let streamingRefused = Atomic<Bool>(false)
    /// Whether the server takes a `grammar`: 0 not asked yet, 1 yes (llama.cpp), 2 no.
    private let grammarSupport = Atomic<UInt8>(0)
    /// Set once the server refused a request with a `response_format`; later calls do not send one.
    private let formatRefused = Atomic<Bool>(false)
    private let endpointSource: (@Sendable (_ lostConnection: Bool) throws(ProviderError) -> URL)?
    /// The endpoint of the last request sent.
    private let lastEndpoint = Mutex<URL?>(nil)
    /// How fast the server on this machine at that endpoint is (`ServerSpeed`), once timed.
    private let speed = Mutex<(endpoint: URL, speed: ServerSpeed)?>(nil)

    /// A client for `configuration`. When `endpoint` is given, it is asked
    /// for the base URL before each request (it may block, starting a
    /// server on this machine), instead of `configuration.endpoint`; it is
    /// told when a request lost its connection, so that it can start a
    /// server that died again, and the request is then sent once more.
    public init(
        configuration: ProviderConfiguration, endpoint: (@Sendable (_ lostConnection: Bool) throws(ProviderError) -> URL)? = nil
    ) {
        self.configuration = configuration
        self.endpointSource = endpoint
    }

    /// The base URL for the next request; `lostConnection` when the last one lost its connection.
    private func currentEndpoint(lostConnection: Bool = false) async throws(ProviderError) -> URL {
        guard let endpointSource else { return configuration.endpoint }
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<URL, ProviderError>, Never>) in
            DispatchQueue.global().async {
                continuation.resume(returning: Result { () throws(ProviderError) in try endpointSource(lostConnection) })
            }
        }
        return try result.get()
    }

    /// The speed last measured of the server on this machine, if any.
    public var measuredSpeed: ServerSpeed? { speed.withLock { $0?.speed } }

    private struct RequestBody: Encodable {
        var model: String
        var messages: [ChatMessage]
        var temperature: Double
        var maxTokens: Int
        var stop: [String]
        var stream: Bool
        /// llama.cpp's GBNF grammar for the answer; left out when nil.
        var grammar: String?
        /// The JSON schema of a structured answer; left out when nil.
        var responseFormat: ResponseFormat?
        /// Fixed, so the same request gets the same answer from a server that samples with it.
        var seed = 1
        private enum CodingKeys: String, CodingKey {
            case model, messages, temperature, stop, stream, seed, grammar
            case maxTokens = "max_tokens"
            case responseFormat = "response_format"
        }
    }

    private struct ResponseBody: Decodable {
        struct Choice: Decodable {
            struct Message: Decodable { var content: String? }
            var message: Message?
        }
        var choices: [Choice]
    }

    /// Generates an answer to `messages` within `limits`, streaming when the
    /// server allows it; `onProgress` gets the number of chunks so far.
    /// `grammar` is sent only to a server that takes one (llama.cpp's,
    /// asked once), and dropped for good if it refuses the request;
    /// `format` (a structured answer's JSON schema) is sent when no grammar
    /// is, and dropped for good likewise.
    /// Cancelling the calling task closes the connection.
    public func generate(
        _ messages: [ChatMessage], limits: GenerationLimits, temperature: Double = 0.2, grammar: AnswerGrammar? = nil,
        format: ResponseFormat? = nil, onProgress: @escaping @Sendable (Int) -> Void = { _ in }
    ) async -> Result<Generation, ProviderError> {
        let clock = ContinuousClock()
        let began = clock.now
        let key: String?
        do { key = try configuration.apiKey() } catch { return .failure(error) }
        var request = Request(messages: messages, limits: limits, temperature: temperature, key: key)
        if let grammar, await takesGrammar(key: key) { request.grammar = grammar.source }
        if request.grammar == nil, !formatRefused.load(ordering: .relaxed) { request.format = format }
        request.stream = !streamingRefused.load(ordering: .relaxed)
        let promptCharacters = messages.reduce(0) { $0 + $1.content.utf8.count }
        let timed = await timedSpeed(key: key, within: limits.totalTimeout / 4)
        // Asking the server what it is and timing it count against this request's time.
        request.limits.totalTimeout = max(0.5, limits.totalTimeout - (clock.now - began).seconds)
        request.limits.firstTokenTimeout = min(limits.firstTokenTimeout, request.limits.totalTimeout)
        if let timed {
            request.limits.firstTokenTimeout = timed.firstTokenTimeout(
                promptCharacters: promptCharacters, configured: request.limits.firstTokenTimeout, limit: request.limits.totalTimeout)
        }
        var retried = false
        while true {
            let result = await send(request, onProgress: onProgress)
            if case .success(let generation) = result, let first = generation.firstTokenSeconds {
                speed.withLock { known in
                    if let current = known?.speed { known?.speed = current.noting(firstToken: first, promptCharacters: promptCharacters) }
                }
            }
            if !retried, case .failure(let error) = result, await serverRestarted(after: error) {
                retried = true
                continue
            }
            guard case .failure(.http(let status, _)) = result, [400, 415, 422, 501].contains(status) else { return result }
            if request.grammar != nil {
                grammarSupport.store(2, ordering: .relaxed)
                request.grammar = nil
            } else if request.format != nil {
                formatRefused.store(true, ordering: .relaxed)
                request.format = nil
            } else if request.stream {
                streamingRefused.store(true, ordering: .relaxed)
                request.stream = false
            } else {
                return result
            }
        }
    }

    /// What one request carries besides the configuration.
    private struct Request {
        var messages: [ChatMessage]
        var limits: GenerationLimits
        var temperature: Double
        var key: String?
        var grammar: String?
        var format: ResponseFormat?
        var stream = true
    }

    /// Whether a request that failed with `error` lost its connection to a
    /// server wt-lsp manages that is now started again (at a new endpoint).
    private func serverRestarted(after error: ProviderError) async -> Bool {
        guard endpointSource != nil else { return false }
        switch error {
        case .unreachable, .failed: break
        default: return false
        }
        let before = lastEndpoint.withLock { $0 }
        guard let after = try? await currentEndpoint(lostConnection: true) else { return false }
        return before != after
    }

    /// The speed of a llama.cpp server on this machine (the one wt-lsp
    /// manages, or one on loopback), timed with a short request the first
    /// time an endpoint is used (a managed server started again is timed
    /// again); nil for other servers, or when the timing request could not
    /// be sent. The timing request may take `seconds` at most (and 10).
    private func timedSpeed(key: String?, within seconds: Double) async -> ServerSpeed? {
        guard let endpoint = try? await currentEndpoint(), let host = endpoint.host, ProviderConfiguration.isLoopback(host),
            await takesGrammar(key: key)
        else {
            return nil
        }
        if let known = speed.withLock({ $0 }), known.endpoint == endpoint { return known.speed }
        struct Body: Encodable {
            var model: String
            var messages: [ChatMessage]
            var temperature = 0.0
            var maxTokens = 4
            var stream = false
            var cachePrompt = false
            enum CodingKeys: String, CodingKey {
                case model, messages, temperature, stream
                case maxTokens = "max_tokens"
                case cachePrompt = "cache_prompt"
            }
        }
        let limit = max(0.5, min(configuration.firstTokenTimeout, 10, seconds))
        var request = HTTPRequest(url: endpoint.appendingPathComponent("chat/completions"), timeout: limit)
        request.method = "POST"
        request.setHeader("Content-Type", "application/json")
        if let key { request.setHeader("Authorization", "Bearer \(key)") }
        request.body = (try? JSONEncoder().encode(Body(model: configuration.model, messages: ServerSpeed.probeMessages))) ?? Data()
        let characters = ServerSpeed.probeMessages.reduce(0) { $0 + $1.content.utf8.count }
        let clock = ContinuousClock()
        let start = clock.now
        let measured: ServerSpeed
        switch await request.fetch() {
        case .success(let response):
            measured = ServerSpeed.measured(response.body, seconds: (clock.now - start).seconds, promptCharacters: characters)
        case .failure(.timedOut):
            measured = ServerSpeed.slowerThan(limit, promptCharacters: characters)
        case .failure:
            return nil
        }
        speed.withLock { $0 = (endpoint, measured) }
        return measured
    }

    /// Whether the server is llama.cpp's, which constrains an answer with a
    /// grammar: its `GET /models` lists models `owned_by` "llamacpp". Asked
    /// until it answers; a server that does not answer is taken not to.
    /// A loaded machine can take seconds to answer even this: it is given
    /// up to 15 s (or the first-token time-out, when shorter).
    private func takesGrammar(key: String?) async -> Bool {
        switch grammarSupport.load(ordering: .relaxed) {
        case 1: return true
        case 2: return false
        default: break
        }
        guard let endpoint = try? await currentEndpoint() else { return false }
        var request = HTTPRequest(url: endpoint.appendingPathComponent("models"), timeout: min(configuration.firstTokenTimeout, 15))
        if let key { request.setHeader("Authorization", "Bearer \(key)") }
        // A server that could not be asked is asked again on the next request.
        guard case .success(let response) = await request.fetch() else { return false }
        let data = response.body
        let takes = Self.listsLlamaCppModel(data)
        grammarSupport.store(takes ? 1 : 2, ordering: .relaxed)
        return takes
    }

    /// Whether a `/models` answer lists a model owned by "llamacpp".
    static func listsLlamaCppModel(_ data: Data) -> Bool {
        struct Models: Decodable {
            struct Model: Decodable {
                var ownedBy: String?
                enum CodingKeys: String, CodingKey { case ownedBy = "owned_by" }
            }
            var data: [Model]?
        }
        return (try? JSONDecoder().decode(Models.self, from: data))?.data?.contains { $0.ownedBy == "llamacpp" } ?? false
    }

    private func send(_ request: Request, onProgress: @escaping @Sendable (Int) -> Void) async -> Result<Generation, ProviderError> {
        let endpoint: URL
        do { endpoint = try await currentEndpoint() } catch { return .failure(error) }
        lastEndpoint.withLock { $0 = endpoint }
        let limits = request.limits
        var http = HTTPRequest(url: endpoint.appendingPathComponent("chat/completions"), timeout: limits.totalTimeout)
        http.method = "POST"
        http.setHeader("Content-Type", "application/json")
        if request.stream { http.setHeader("Accept", "text/event-stream") }
        if let key = request.key { http.setHeader("Authorization", "Bearer \(key)") }
        let body = RequestBody(
            model: configuration.model, messages: request.messages, temperature: request.temperature, maxTokens: limits.maxTokens,
            stop: limits.stop, stream: request.stream, grammar: request.grammar, responseFormat: request.format)
        guard let data = try? JSONEncoder().encode(body) else { return .failure(.failed("cannot encode the request")) }
        http.body = data
        var bounded = limits
        // Without streaming nothing arrives before the whole answer.
        if !request.stream { bounded.firstTokenTimeout = limits.totalTimeout }
        return await ChatStream(limits: bounded, redacting: request.key, onProgress: onProgress).run(http)
    }

    /// `GET {endpoint}/models`: whether the provider answers at all. Sends no text.
    public func probe(completion: @escaping @Sendable (Result<Void, ProviderError>) -> Void) {
        let configuration = configuration
        Task {
            var request = HTTPRequest(url: configuration.modelsURL, timeout: min(configuration.timeout, 5))
            do throws(ProviderError) {
                if let key = try configuration.apiKey() { request.setHeader("Authorization", "Bearer \(key)") }
            } catch {
                return completion(.failure(error))
            }
            // Any HTTP answer means the server is there; some servers lack /models.
            completion(
                await request.fetch().flatMap { $0.status > 0 ? .success(()) : .failure(.invalidAnswer("no HTTP status")) })
        }
    }

    /// The answer's text, or the error. An error body is quoted in messages
    /// and logs, so any copy of the API key in it (servers echo the key they
    /// got) is blanked out first.
    static func read(_ data: Data, status: Int, redacting key: String? = nil) -> Result<String, ProviderError> {
        guard (200..<300).contains(status) else {
            var whole = String(decoding: data, as: UTF8.self)
            if let key, !key.isEmpty { whole = whole.replacingOccurrences(of: key, with: "[key]") }
            let body = String(whole.prefix(300)).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(.http(status: status, body: body))
        }
        guard let body = try? JSONDecoder().decode(ResponseBody.self, from: data) else {
            return .failure(.invalidAnswer(data.isEmpty ? "empty body" : "invalid JSON"))
        }
        guard let content = body.choices.first?.message?.content else {
            return .failure(.invalidAnswer("no message in choices"))
        }
        return .success(content)
    }
}
