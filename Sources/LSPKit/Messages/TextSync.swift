public struct DidOpenTextDocumentNotification: NotificationType {
    public static let method = "textDocument/didOpen"
    public var textDocument: TextDocumentItem
}

/// One change: a range replaced by text, or (no range) the whole new text.
public struct TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
    public var range: LSPRange?
    public var text: String

    public init(range: LSPRange?, text: String) {
        self.range = range
        self.text = text
    }
}

public struct DidChangeTextDocumentNotification: NotificationType {
    public static let method = "textDocument/didChange"
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidCloseTextDocumentNotification: NotificationType {
    public static let method = "textDocument/didClose"
    public var textDocument: TextDocumentIdentifier
}

public struct DidSaveTextDocumentNotification: NotificationType {
    public static let method = "textDocument/didSave"
    public var textDocument: TextDocumentIdentifier
    public var text: String?
}
