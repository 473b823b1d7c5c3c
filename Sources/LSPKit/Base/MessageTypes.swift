/// A JSON-RPC request id: a number or a string.
public enum RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let n = try? container.decode(Int.self) {
            self = .number(n)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let n): try container.encode(n)
        case .string(let s): try container.encode(s)
        }
    }

    public var description: String {
        switch self {
        case .number(let n): String(n)
        case .string(let s): "\"\(s)\""
        }
    }
}

/// A message kind: requests and notifications share a method name and typed params.
public protocol MessageType: Codable, Sendable {
    static var method: String { get }
}

/// A request: params are `Self`; the answer is `Response`.
public protocol RequestType: MessageType {
    associatedtype Response: Codable & Sendable
}

/// A notification: params are `Self`, no answer.
public protocol NotificationType: MessageType {}

/// The answer of requests whose result is `null`.
public struct VoidResponse: Codable, Sendable, Hashable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

/// Params of messages that take none (or ignore what they get).
public struct EmptyParams: Codable, Sendable, Hashable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
    public func encode(to encoder: any Encoder) throws {
        _ = encoder.container(keyedBy: AnyKey.self)
    }
}

/// A coding key for any string.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Method → message type, so the connection decodes `params` in one pass.
public struct MessageRegistry: Sendable {
    public let requests: [String: any RequestType.Type]
    public let notifications: [String: any NotificationType.Type]

    public init(requests: [any RequestType.Type], notifications: [any NotificationType.Type]) {
        self.requests = Dictionary(requests.map { ($0.method, $0) }, uniquingKeysWith: { _, last in last })
        self.notifications = Dictionary(notifications.map { ($0.method, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The registry extended with more message types.
    public func adding(requests more: [any RequestType.Type], notifications moreNotes: [any NotificationType.Type]) -> MessageRegistry {
        MessageRegistry(
            requests: Array(requests.values) + more, notifications: Array(notifications.values) + moreNotes)
    }
}
