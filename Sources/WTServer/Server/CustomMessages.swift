import LSPKit

/// `writingTools/check {text, languageId?}` → `{diagnostics}`: proofread a text without opening a document.
struct CheckTextRequest: RequestType {
    static let method = "writingTools/check"
    typealias Response = CheckTextResult
    var text: String
    var languageId: String?
}

struct CheckTextResult: Codable, Sendable {
    var diagnostics: [Diagnostic]
}

/// `writingTools/ignoredRanges {textDocument}` → `[{range, kind}]`.
struct IgnoredRangesRequest: RequestType {
    static let method = "writingTools/ignoredRanges"
    typealias Response = [IgnoredRangeItem]
    var textDocument: TextDocumentIdentifier
}

struct IgnoredRangeItem: Codable, Sendable, Hashable {
    var range: LSPRange
    var kind: String
}

/// `writingTools/willBegin {uri, session, action}` (server → client).
struct WillBeginNotification: NotificationType {
    static let method = "writingTools/willBegin"
    var uri: DocumentURI
    var session: Int
    var action: String
}

/// `writingTools/didEnd {uri, session, outcome, message?}` (server → client).
struct DidEndNotification: NotificationType {
    static let method = "writingTools/didEnd"
    var uri: DocumentURI
    var session: Int
    var outcome: String
    var message: String?
    /// For a result sent to the editor: what it changes, in words ("3 words replaced (12 → 12 words)").
    var summary: String?
    /// For a result sent to the editor: `model` (a proposal the editor may ask the user to confirm) or `builtin`.
    var source: String?
}

extension MessageRegistry {
    /// LSP plus wt-lsp's own requests.
    static let writingTools = MessageRegistry.standard.adding(
        requests: [CheckTextRequest.self, IgnoredRangesRequest.self], notifications: [])
}
