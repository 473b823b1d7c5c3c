import Foundation

/// Whether the model provider answers (Apple's `isWritingToolsAvailable`).
///
/// It is down after a refused connection or two time-outs in a row; while
/// down, the caller uses the built-in engine and tries the provider again at
/// most once a minute (that call is the check). An HTTP error or a garbage
/// answer does not make it down: the server is there.
public struct ProviderHealth: Sendable {
    /// A change worth telling the user about, once.
    public enum Event: Sendable, Equatable {
        case wentDown(String)
        case recovered
    }

    public private(set) var isDown = false
    private var consecutiveTimeouts = 0
    private var lastCheck: Date?
    public static let recheckInterval: TimeInterval = 60

    public init() {}

    /// Whether to call the provider now. When down, says yes at most once per
    /// `recheckInterval`, and counts that call as the check.
    public mutating func shouldCall(now: Date = Date()) -> Bool {
        guard isDown else { return true }
        if let lastCheck, now.timeIntervalSince(lastCheck) < Self.recheckInterval { return false }
        lastCheck = now
        return true
    }

    /// Records how a call ended; returns the change to announce, if any.
    public mutating func record(_ result: Result<Void, ProviderError>, now: Date = Date()) -> Event? {
        switch result {
        case .success:
            return markUp()
        case .failure(.unreachable(let why)):
            consecutiveTimeouts = 0
            return markDown(why, now)
        case .failure(.timedOut(let seconds)):
            consecutiveTimeouts += 1
            return consecutiveTimeouts >= 2 ? markDown("no answer within \(Int(seconds.rounded(.up))) s, twice", now) : nil
        case .failure(.cancelled), .failure(.missingAPIKey), .failure(.notConfigured), .failure(.insecureEndpoint):
            return nil
        case .failure:
            return markUp()
        }
    }

    private mutating func markUp() -> Event? {
        consecutiveTimeouts = 0
        guard isDown else { return nil }
        isDown = false
        return .recovered
    }

    private mutating func markDown(_ why: String, _ now: Date) -> Event? {
        lastCheck = now
        guard !isDown else { return nil }
        isDown = true
        return .wentDown(why)
    }
}
