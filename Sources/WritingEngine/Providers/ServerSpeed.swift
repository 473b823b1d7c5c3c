import Foundation

/// How fast a model server on this machine reads a prompt and writes
/// tokens, timed with a short request when it is first used, so the
/// first-token time-out fits the machine as it is: a loaded machine (every
/// core busy) reads a prompt several times slower, and a fixed time-out
/// then cuts answers that were on their way.
///
/// The estimate follows the answers that come after: each first token's
/// delay, per token of its prompt, is averaged in.
public struct ServerSpeed: Sendable, Hashable {
    /// Seconds per prompt token, the request's own overhead included.
    public var secondsPerPromptToken: Double
    /// Seconds per generated token.
    public var secondsPerToken: Double

    /// How many times the expected first-token delay the time-out allows.
    static let margin = 3.0

    /// The tokens of `characters` of prompt, counted high (3 characters a token) so the estimate errs long.
    static func promptTokens(characters: Int) -> Double { Double(max(characters, 1)) / 3 }

    /// The first-token time-out for a prompt of `characters`: `margin`
    /// times the delay this speed predicts, never below `configured` nor
    /// above `limit` (the time the try has left).
    public func firstTokenTimeout(promptCharacters characters: Int, configured: Double, limit: Double) -> Double {
        let expected = Self.promptTokens(characters: characters) * secondsPerPromptToken + secondsPerToken
        return min(limit, max(configured, Self.margin * expected))
    }

    /// This speed with the first token of a prompt of `characters` seen after `seconds`.
    func noting(firstToken seconds: Double, promptCharacters characters: Int) -> ServerSpeed {
        var next = self
        next.secondsPerPromptToken = (secondsPerPromptToken + seconds / Self.promptTokens(characters: characters)) / 2
        return next
    }

    /// The speed read from a timed answer: llama.cpp's `timings` when the
    /// server sends them (prompt and generation apart), else the whole
    /// request's `seconds` as if spent on the prompt.
    static func measured(_ data: Data, seconds: Double, promptCharacters characters: Int) -> ServerSpeed {
        struct Body: Decodable {
            struct Timings: Decodable {
                var promptMs: Double?
                var predictedN: Double?
                var predictedMs: Double?
                enum CodingKeys: String, CodingKey {
                    case promptMs = "prompt_ms"
                    case predictedN = "predicted_n"
                    case predictedMs = "predicted_ms"
                }
            }
            var timings: Timings?
        }
        let tokens = promptTokens(characters: characters)
        let timings = (try? JSONDecoder().decode(Body.self, from: data))?.timings
        guard let timings, let promptMs = timings.promptMs, let n = timings.predictedN, n > 0, let predictedMs = timings.predictedMs
        else {
            return ServerSpeed(secondsPerPromptToken: seconds / tokens, secondsPerToken: 0)
        }
        let overhead = max(0, seconds - (promptMs + predictedMs) / 1000)
        return ServerSpeed(secondsPerPromptToken: (promptMs / 1000 + overhead) / tokens, secondsPerToken: predictedMs / 1000 / n)
    }

    /// The speed of a server that did not answer the timing request within `seconds`: at least that slow.
    static func slowerThan(_ seconds: Double, promptCharacters characters: Int) -> ServerSpeed {
        ServerSpeed(secondsPerPromptToken: seconds / promptTokens(characters: characters), secondsPerToken: 0)
    }

    /// The timing request: a short instruction and a paragraph to read, a few tokens to write, no cached prompt.
    static let probeMessages: [ChatMessage] = [
        .system("Reply with one word: the topic of the text."),
        .user(
            "The build runs the unit tests first, then the slower integration tests, and it stops at the first failure. "
                + "Its report lists each test with the time it took, so that a slow test is easy to find and to fix."),
    ]
}
