import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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
///   instructions, the selection with placeholders, and at most the
///   surrounding paragraph), the model name, a temperature and
///   `"stream": false`. The API key, when configured, travels only in the
///   `Authorization` header and is never logged.
public final class ChatCompletionClient: Sendable {
    public let configuration: ProviderConfiguration
    private let session: URLSession

    public init(configuration: ProviderConfiguration) {
        self.configuration = configuration
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = configuration.timeout
        config.timeoutIntervalForResource = configuration.timeout
        config.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: config)
    }

    private struct RequestBody: Encodable {
        var model: String
        var messages: [ChatMessage]
        var temperature: Double
        var stream: Bool
    }

    private struct ResponseBody: Decodable {
        struct Choice: Decodable {
            struct Message: Decodable { var content: String? }
            var message: Message?
        }
        var choices: [Choice]
    }

    /// Asks for a completion of `messages`; `completion` runs once, on any thread.
    @discardableResult
    public func complete(_ messages: [ChatMessage], completion: @escaping @Sendable (Result<String, ProviderError>) -> Void) -> ProviderCall
    {
        let configuration = configuration
        let session = session
        return ProviderCall(
            Task {
                do {
                    var request = URLRequest(url: configuration.chatCompletionsURL, timeoutInterval: configuration.timeout)
                    request.httpMethod = "POST"
                    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                    let key = try configuration.apiKey()
                    if let key { request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization") }
                    request.httpBody = try JSONEncoder().encode(
                        RequestBody(model: configuration.model, messages: messages, temperature: 0.2, stream: false))
                    let (data, response) = try await session.data(for: request)
                    completion(Self.read(data, response, redacting: key))
                } catch {
                    completion(.failure(Self.map(error, timeout: configuration.timeout)))
                }
            })
    }

    /// `GET {endpoint}/models`: whether the provider answers at all. Sends no text.
    public func probe(completion: @escaping @Sendable (Result<Void, ProviderError>) -> Void) {
        let configuration = configuration
        let session = session
        Task {
            do {
                var request = URLRequest(url: configuration.modelsURL, timeoutInterval: min(configuration.timeout, 5))
                if let key = try configuration.apiKey() { request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization") }
                let (_, response) = try await session.data(for: request)
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                // Any HTTP answer means the server is there; some servers lack /models.
                completion(status > 0 ? .success(()) : .failure(.invalidAnswer("no HTTP status")))
            } catch {
                completion(.failure(Self.map(error, timeout: min(configuration.timeout, 5))))
            }
        }
    }

    /// The answer's text, or the error. An error body is quoted in messages
    /// and logs, so any copy of the API key in it (servers echo the key they
    /// got) is blanked out first.
    static func read(_ data: Data, _ response: URLResponse, redacting key: String? = nil) -> Result<String, ProviderError> {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
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

    static func map(_ error: any Error, timeout: Double) -> ProviderError {
        if let error = error as? ProviderError { return error }
        if error is CancellationError { return .cancelled }
        guard let error = error as? URLError else { return .failed(String(describing: error)) }
        switch error.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut(seconds: timeout)
        case .cannotConnectToHost: return .unreachable("connection refused")
        case .cannotFindHost, .dnsLookupFailed: return .unreachable("host not found")
        case .notConnectedToInternet, .networkConnectionLost: return .unreachable("no network connection")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid:
            return .failed("TLS: \(error.localizedDescription)")
        default: return .failed(error.localizedDescription)
        }
    }
}
