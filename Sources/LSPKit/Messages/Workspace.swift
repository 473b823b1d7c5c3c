/// `workspace/applyEdit` (server → client).
public struct ApplyWorkspaceEditRequest: RequestType {
    public static let method = "workspace/applyEdit"
    public typealias Response = ApplyWorkspaceEditResponse
    public var label: String?
    public var edit: WorkspaceEdit

    public init(label: String?, edit: WorkspaceEdit) {
        self.label = label
        self.edit = edit
    }
}

public struct ApplyWorkspaceEditResponse: Codable, Sendable, Hashable {
    public var applied: Bool
    public var failureReason: String?
}

/// `workspace/configuration` (server → client).
public struct ConfigurationRequest: RequestType {
    public static let method = "workspace/configuration"
    public typealias Response = [JSONValue]
    public struct Item: Codable, Sendable, Hashable {
        public var scopeUri: DocumentURI?
        public var section: String?
        public init(scopeUri: DocumentURI? = nil, section: String?) {
            self.scopeUri = scopeUri
            self.section = section
        }
    }
    public var items: [Item]
    public init(items: [Item]) { self.items = items }
}

public struct DidChangeConfigurationNotification: NotificationType {
    public static let method = "workspace/didChangeConfiguration"
    public var settings: JSONValue?
}

public struct FileEvent: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var type: Int
}

public struct DidChangeWatchedFilesNotification: NotificationType {
    public static let method = "workspace/didChangeWatchedFiles"
    public var changes: [FileEvent]
}

/// `client/registerCapability` (server → client).
public struct RegisterCapabilityRequest: RequestType {
    public static let method = "client/registerCapability"
    public typealias Response = VoidResponse
    public struct Registration: Codable, Sendable, Hashable {
        public var id: String
        public var method: String
        public var registerOptions: JSONValue?
        public init(id: String, method: String, registerOptions: JSONValue?) {
            self.id = id
            self.method = method
            self.registerOptions = registerOptions
        }
    }
    public var registrations: [Registration]
    public init(registrations: [Registration]) { self.registrations = registrations }
}
