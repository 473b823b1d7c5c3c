/// Why a model provider call failed. The description names the cause for the user.
public enum ProviderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The settings lack an endpoint or a model, or the endpoint is not a URL.
    case notConfigured(String)
    /// A plain `http` endpoint that is not on this machine, without `allowInsecure`.
    case insecureEndpoint(String)
    /// `apiKeyEnv` names a variable that is not set (the name, never a key).
    case missingAPIKey(variable: String)
    /// Connection refused, host not found, network down.
    case unreachable(String)
    /// No answer within the time-out.
    case timedOut(seconds: Double)
    /// An HTTP error status, with the start of the body.
    case http(status: Int, body: String)
    /// A 2xx answer that is not a chat completion.
    case invalidAnswer(String)
    /// Any other transport failure.
    case failed(String)
    /// The call was cancelled.
    case cancelled

    /// Whether the failure says the provider cannot be reached at all.
    public var isUnreachable: Bool {
        if case .unreachable = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .notConfigured(let why): "the model provider is not configured: \(why)"
        case .insecureEndpoint(let url):
            "the model provider endpoint \(url) uses plain http on another machine; use https, or set provider.allowInsecure"
        case .missingAPIKey(let variable): "the environment variable \(variable) (provider.apiKeyEnv) is not set"
        case .unreachable(let why): "the model provider is unreachable (\(why))"
        case .timedOut(let seconds): "the model provider did not answer within \(Self.format(seconds)) s"
        case .http(let status, let body): "the model provider answered HTTP \(status)" + (body.isEmpty ? "" : ": \(body)")
        case .invalidAnswer(let why): "the model provider's answer is not a chat completion (\(why))"
        case .failed(let why): "the model provider call failed (\(why))"
        case .cancelled: "the model provider call was cancelled"
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
    }
}
