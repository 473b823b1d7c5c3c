public struct ClientInfo: Codable, Sendable, Hashable {
    public var name: String
    public var version: String?
}

public struct WorkspaceFolder: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var name: String?
}

/// `initialize`. Client capabilities are kept as JSON and read with paths.
public struct InitializeRequest: RequestType {
    public static let method = "initialize"
    public typealias Response = InitializeResult
    public var processId: Int?
    public var rootUri: DocumentURI?
    public var rootPath: String?
    public var capabilities: JSONValue?
    public var initializationOptions: JSONValue?
    public var clientInfo: ClientInfo?
    public var workspaceFolders: [WorkspaceFolder]?
    public var trace: String?

    public init(capabilities: JSONValue?, rootUri: DocumentURI? = nil, initializationOptions: JSONValue? = nil) {
        self.capabilities = capabilities
        self.rootUri = rootUri
        self.initializationOptions = initializationOptions
    }

    /// The capability at a dotted path (`"textDocument.diagnostic"`).
    public func capability(_ path: String) -> JSONValue? {
        capabilities?[path: path]
    }

    /// Whether the boolean capability at `path` is `true`.
    public func supports(_ path: String) -> Bool {
        capability(path)?.boolValue ?? false
    }
}

public struct ServerInfo: Codable, Sendable, Hashable {
    public var name: String
    public var version: String?
    public init(name: String, version: String?) {
        self.name = name
        self.version = version
    }
}

public struct InitializeResult: Codable, Sendable, Hashable {
    /// Server capabilities, built by the server as JSON.
    public var capabilities: JSONValue
    public var serverInfo: ServerInfo?

    public init(capabilities: JSONValue, serverInfo: ServerInfo?) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

public struct InitializedNotification: NotificationType {
    public static let method = "initialized"
    public init() {}
}

public struct ShutdownRequest: RequestType {
    public static let method = "shutdown"
    public typealias Response = VoidResponse
    public init() {}
}

public struct ExitNotification: NotificationType {
    public static let method = "exit"
    public init() {}
}

/// `$/cancelRequest`.
public struct CancelRequestNotification: NotificationType {
    public static let method = "$/cancelRequest"
    public var id: RequestID
    public init(id: RequestID) { self.id = id }
}

/// `$/setTrace`.
public struct SetTraceNotification: NotificationType {
    public static let method = "$/setTrace"
    public var value: String
}
