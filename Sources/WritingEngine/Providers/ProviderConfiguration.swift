import Foundation

/// A validated OpenAI-compatible provider: where to send requests, which
/// model, where the API key comes from, how long to wait.
public struct ProviderConfiguration: Sendable, Hashable {
    /// The base URL, ending before `/chat/completions` (e.g. `http://127.0.0.1:8080/v1`).
    public let endpoint: URL
    public let model: String
    /// The name of the environment variable holding the API key.
    public let apiKeyVariable: String?
    /// Seconds a whole action may take, every try included.
    public let timeout: Double
    /// Seconds to wait for the first token of an answer.
    public let firstTokenTimeout: Double

    /// Validates the settings. Plain `http` is accepted only on loopback
    /// (`localhost`, `127.0.0.0/8`, `::1`) unless `allowInsecure`.
    public init(
        endpoint: String?, model: String?, apiKeyVariable: String?, timeoutMs: Int, firstTokenTimeoutMs: Int = 10_000,
        allowInsecure: Bool, maskProtectedText: Bool = false
    ) throws(ProviderError) {
        guard var text = endpoint?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            throw .notConfigured("provider.endpoint is missing")
        }
        guard let model, !model.isEmpty else { throw .notConfigured("provider.model is missing") }
        while text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix("/chat/completions") { text.removeLast("/chat/completions".count) }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw .notConfigured("provider.endpoint “\(text)” is not a URL")
        }
        switch scheme {
        case "https": break
        case "http": if !allowInsecure && !Self.isLoopback(host) { throw .insecureEndpoint(text) }
        default: throw .notConfigured("provider.endpoint must be an http or https URL")
        }
        self.endpoint = url
        self.model = model
        self.apiKeyVariable = apiKeyVariable.flatMap { $0.isEmpty ? nil : $0 }
        self.timeout = Double(max(timeoutMs, 1)) / 1000
        self.firstTokenTimeout = min(Double(max(firstTokenTimeoutMs, 1)) / 1000, timeout)
        self.showsProtectedText = !maskProtectedText && Self.isLoopback(host)
    }

    /// Whether protected inline text is sent as it is: the provider runs on
    /// this machine (loopback), so nothing sent to it leaves the machine,
    /// and the settings do not ask for placeholders anyway.
    public let showsProtectedText: Bool

    /// `{endpoint}/chat/completions`.
    public var chatCompletionsURL: URL { endpoint.appendingPathComponent("chat/completions") }

    /// `{endpoint}/models`, asked once to see whether the provider answers.
    public var modelsURL: URL { endpoint.appendingPathComponent("models") }

    /// Whether `host` is this machine.
    static func isLoopback(_ host: String) -> Bool {
        let h = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return h == "localhost" || h.hasSuffix(".localhost") || h == "::1" || h.hasPrefix("127.")
    }

    /// The API key from the environment (never logged), nil when no variable is named.
    func apiKey() throws(ProviderError) -> String? {
        guard let variable = apiKeyVariable else { return nil }
        guard let key = ProcessInfo.processInfo.environment[variable], !key.isEmpty else {
            throw .missingAPIKey(variable: variable)
        }
        return key
    }
}
