/// A JSON-RPC error code. Open: unknown codes from a peer still decode.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let parseError = ErrorCode(rawValue: -32700)
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    public static let invalidParams = ErrorCode(rawValue: -32602)
    public static let internalError = ErrorCode(rawValue: -32603)
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    public static let requestFailed = ErrorCode(rawValue: -32803)
    public static let serverCancelled = ErrorCode(rawValue: -32802)
    public static let contentModified = ErrorCode(rawValue: -32801)
    public static let requestCancelled = ErrorCode(rawValue: -32800)
}

/// The error member of a JSON-RPC response; also the error type request handlers throw.
public struct ResponseError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    public var code: ErrorCode
    public var message: String
    public var data: JSONValue?

    public init(code: ErrorCode, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// Maps any error: a `ResponseError` stays itself, a `CancellationError` becomes -32800,
    /// anything else -32603 with its description.
    public init(_ error: any Error) {
        switch error {
        case let error as ResponseError: self = error
        case is CancellationError: self = .cancelled
        case let error as DecodingError: self = .invalidParams(String(describing: error))
        default: self = ResponseError(code: .internalError, message: String(describing: error))
        }
    }

    public static let cancelled = ResponseError(code: .requestCancelled, message: "request cancelled")
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: .methodNotFound, message: "method not found: \(method)")
    }
    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: .invalidParams, message: "invalid params: \(message)")
    }
    public static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: .requestFailed, message: message)
    }
    public static let serverNotInitialized = ResponseError(code: .serverNotInitialized, message: "server not initialized")

    public var description: String { "\(code.rawValue): \(message)" }
}
