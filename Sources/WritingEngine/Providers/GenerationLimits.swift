/// How much a model may generate for one action, and how long it may take:
/// a small model that never emits its end token must still end.
public struct GenerationLimits: Sendable, Hashable {
    /// Sent as `max_tokens`.
    public var maxTokens: Int
    /// The answer is cut here even if the server sends more (a token is rarely more than 6 characters).
    public var maxCharacters: Int
    /// Sent as `stop`: chat-template tokens some servers leak instead of ending.
    public var stop: [String]
    /// Seconds to wait for the first token.
    public var firstTokenTimeout: Double
    /// Seconds to wait for the whole answer.
    public var totalTimeout: Double

    /// Chat-template tokens that end a turn in common model families.
    public static let templateStops = ["<|im_end|>", "<|im_start|>", "<|endoftext|>", "<|eot_id|>"]

    public init(maxTokens: Int, maxCharacters: Int, stop: [String] = templateStops, firstTokenTimeout: Double, totalTimeout: Double) {
        self.maxTokens = maxTokens
        self.maxCharacters = maxCharacters
        self.stop = stop
        self.firstTokenTimeout = firstTokenTimeout
        self.totalTimeout = totalTimeout
    }

    /// The bound for `action` on a selection of `characters`: about as many
    /// tokens as the input for concise and summaries, more for rewrites,
    /// lists and tables (which add markup), a fixed budget for compose.
    public static func forAction(
        _ action: WritingAction, characters: Int, firstTokenTimeout: Double, totalTimeout: Double
    ) -> GenerationLimits {
        let inputTokens = max(8, characters / 4)
        let tokens: Int
        switch action {
        case .rewrite(.concise): tokens = inputTokens + 16
        case .summary: tokens = inputTokens * 2 / 3 + 24
        case .proofread, .rewrite, .instructions: tokens = inputTokens * 3 / 2 + 32
        case .keyPoints, .list: tokens = inputTokens * 3 / 2 + 48
        case .table: tokens = inputTokens * 5 / 2 + 64
        case .compose: tokens = 400
        }
        let bounded = min(tokens, 4096)
        return GenerationLimits(
            maxTokens: bounded, maxCharacters: bounded * 6, firstTokenTimeout: firstTokenTimeout, totalTimeout: totalTimeout)
    }
}
