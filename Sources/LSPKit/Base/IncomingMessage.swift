import Foundation

/// A decoded incoming JSON-RPC message.
public enum IncomingMessage: Sendable {
    case request(id: RequestID, params: any RequestType)
    case notification(any NotificationType)
    case response(id: RequestID, result: Result<JSONValue, ResponseError>)
    /// A request whose method is not registered (answered -32601).
    case unknownRequest(id: RequestID, method: String)
    /// A notification whose method is not registered (dropped).
    case unknownNotification(method: String)
    /// A request whose params did not decode (answered -32602).
    case invalidParams(id: RequestID, method: String, reason: String)
    /// A message that is not valid JSON-RPC; `id` when one could be read.
    case invalid(id: RequestID?, error: ResponseError)
    /// A notification whose params did not decode (dropped: notifications get no answer).
    case invalidNotification(method: String, reason: String)
}

extension CodingUserInfoKey {
    static let messageRegistry = CodingUserInfoKey(rawValue: "wt.messageRegistry")!
}

/// Decodes a frame body into an `IncomingMessage`, decoding params once with the registry's type.
public struct MessageDecoder: Sendable {
    public let registry: MessageRegistry

    public init(registry: MessageRegistry) { self.registry = registry }

    /// Deepest nesting of arrays and objects accepted. LSP messages nest a
    /// dozen levels; decoding recurses per level, so a hostile message
    /// nested hundreds deep could overflow the reading thread's stack.
    public static let maximumDepth = 64

    public func decode(_ body: Data) -> IncomingMessage {
        if Self.nestingDepth(body, limit: Self.maximumDepth) > Self.maximumDepth {
            // Only the id is read (the parser itself stops at 512 levels), so the error can name the request.
            let id = (try? JSONDecoder().decode(IDProbe.self, from: body))?.id
            return .invalid(
                id: id,
                error: ResponseError(code: .invalidRequest, message: "invalid request: nested deeper than \(Self.maximumDepth) levels"))
        }
        let decoder = JSONDecoder()
        decoder.userInfo[.messageRegistry] = registry
        do {
            return try decoder.decode(Envelope.self, from: body).message
        } catch let error as ResponseError {
            return .invalid(id: nil, error: error)
        } catch {
            if (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) == nil {
                return .invalid(id: nil, error: ResponseError(code: .parseError, message: "parse error: the message is not valid JSON"))
            }
            return .invalid(id: nil, error: ResponseError(code: .invalidRequest, message: "invalid request: \(error)"))
        }
    }
}

extension MessageDecoder {
    /// The deepest nesting of `[` and `{` outside strings, counted up to just past `limit`.
    static func nestingDepth(_ body: Data, limit: Int) -> Int {
        body.withUnsafeBytes { raw in
            var depth = 0
            var deepest = 0
            var inString = false
            var i = 0
            let n = raw.count
            while i < n {
                let c = raw[i]
                if inString {
                    if c == 0x5C {
                        i += 1
                    } else if c == 0x22 {
                        inString = false
                    }
                } else if c == 0x22 {
                    inString = true
                } else if c == 0x5B || c == 0x7B {
                    depth += 1
                    if depth > deepest {
                        deepest = depth
                        if deepest > limit { return deepest }
                    }
                } else if c == 0x5D || c == 0x7D {
                    depth -= 1
                }
                i += 1
            }
            return deepest
        }
    }
}

/// Just the id of a message, for answering one that cannot be decoded whole.
private struct IDProbe: Decodable {
    let id: RequestID?
}

/// Reads `jsonrpc`, `id`, `method` first, then `params` with the registered type.
private struct Envelope: Decodable {
    let message: IncomingMessage

    enum CodingKeys: String, CodingKey { case jsonrpc, id, method, params, result, error }

    init(from decoder: any Decoder) throws {
        let registry = decoder.userInfo[.messageRegistry] as! MessageRegistry
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let hasID = container.contains(.id)
        let id: RequestID? = hasID ? try? container.decodeIfPresent(RequestID.self, forKey: .id) : nil
        if hasID && id == nil && !((try? container.decodeNil(forKey: .id)) ?? false) {
            throw ResponseError(code: .invalidRequest, message: "invalid request: id must be a number or a string")
        }
        guard let method = try? container.decodeIfPresent(String.self, forKey: .method) else {
            if container.contains(.method) {
                message = .invalid(id: id, error: ResponseError(code: .invalidRequest, message: "invalid request: method must be a string"))
                return
            }
            // A response to one of our requests.
            guard let id else {
                message = .invalid(id: nil, error: ResponseError(code: .invalidRequest, message: "invalid request: no method"))
                return
            }
            if let error = try? container.decode(ResponseError.self, forKey: .error) {
                message = .response(id: id, result: .failure(error))
            } else {
                let result = (try? container.decodeIfPresent(JSONValue.self, forKey: .result)) ?? .null
                message = .response(id: id, result: .success(result))
            }
            return
        }
        if let id {
            guard let type = registry.requests[method] else {
                message = .unknownRequest(id: id, method: method)
                return
            }
            do {
                message = .request(id: id, params: try Self.decodeParams(type, container))
            } catch {
                message = .invalidParams(id: id, method: method, reason: Self.describe(error))
            }
        } else if hasID {
            // `"id": null` is not a valid request id.
            message = .invalid(id: nil, error: ResponseError(code: .invalidRequest, message: "invalid request: id is null"))
        } else {
            guard let type = registry.notifications[method] else {
                message = .unknownNotification(method: method)
                return
            }
            do {
                message = .notification(try Self.decodeParams(type, container))
            } catch {
                message = .invalidNotification(method: method, reason: Self.describe(error))
            }
        }
    }

    private static func decodeParams<T: MessageType>(_ type: T.Type, _ container: KeyedDecodingContainer<CodingKeys>) throws -> T {
        if container.contains(.params), !((try? container.decodeNil(forKey: .params)) ?? true) {
            return try T(from: container.superDecoder(forKey: .params))
        }
        // Missing params: decode from an empty object so types with all-optional fields work.
        return try JSONDecoder().decode(T.self, from: Data("{}".utf8))
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            return "bad value at \(path(context.codingPath)): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
