/// Severity of a `window/*` message.
public struct WindowMessageKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}

extension WindowMessageKind {
    public static let error = WindowMessageKind(rawValue: 1)
    public static let warning = WindowMessageKind(rawValue: 2)
    public static let info = WindowMessageKind(rawValue: 3)
    public static let log = WindowMessageKind(rawValue: 4)
}

public struct LogMessageNotification: NotificationType {
    public static let method = "window/logMessage"
    public var type: WindowMessageKind
    public var message: String
    public init(type: WindowMessageKind, message: String) {
        self.type = type
        self.message = message
    }
}

public struct ShowMessageNotification: NotificationType {
    public static let method = "window/showMessage"
    public var type: WindowMessageKind
    public var message: String
    public init(type: WindowMessageKind, message: String) {
        self.type = type
        self.message = message
    }
}

public struct MessageActionItem: Codable, Sendable, Hashable {
    public var title: String
    public init(title: String) { self.title = title }
}

public struct ShowMessageRequest: RequestType {
    public static let method = "window/showMessageRequest"
    public typealias Response = MessageActionItem?
    public var type: WindowMessageKind
    public var message: String
    public var actions: [MessageActionItem]?
    public init(type: WindowMessageKind, message: String, actions: [MessageActionItem]?) {
        self.type = type
        self.message = message
        self.actions = actions
    }
}

/// `window/workDoneProgress/create` (server → client).
public struct CreateWorkDoneProgressRequest: RequestType {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = VoidResponse
    public var token: ProgressToken
    public init(token: ProgressToken) { self.token = token }
}

/// `window/workDoneProgress/cancel` (client → server).
public struct WorkDoneProgressCancelNotification: NotificationType {
    public static let method = "window/workDoneProgress/cancel"
    public var token: ProgressToken
}

/// `$/progress` with a work-done value (`begin`, `report`, `end`).
public struct ProgressNotification: NotificationType {
    public static let method = "$/progress"
    public var token: ProgressToken
    public var value: WorkDoneProgressValue
    public init(token: ProgressToken, value: WorkDoneProgressValue) {
        self.token = token
        self.value = value
    }
}

public struct WorkDoneProgressValue: Codable, Sendable, Hashable {
    public var kind: String
    public var title: String?
    public var message: String?
    public var percentage: Int?
    public var cancellable: Bool?

    public static func begin(_ title: String, cancellable: Bool) -> WorkDoneProgressValue {
        WorkDoneProgressValue(kind: "begin", title: title, message: nil, percentage: 0, cancellable: cancellable)
    }
    public static func report(_ message: String, percentage: Int?) -> WorkDoneProgressValue {
        WorkDoneProgressValue(kind: "report", title: nil, message: message, percentage: percentage, cancellable: nil)
    }
    public static func end(_ message: String?) -> WorkDoneProgressValue {
        WorkDoneProgressValue(kind: "end", title: nil, message: message, percentage: nil, cancellable: nil)
    }
}
