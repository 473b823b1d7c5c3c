/// A code action kind (`quickfix`, `refactor.rewrite`, `source.fixAll`…). Open set.
public struct CodeActionKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let quickFix = CodeActionKind("quickfix")
    public static let refactor = CodeActionKind("refactor")
    public static let refactorRewrite = CodeActionKind("refactor.rewrite")
    public static let source = CodeActionKind("source")
    public static let sourceFixAll = CodeActionKind("source.fixAll")

    /// Whether an `only` filter entry selects this kind (`refactor` selects `refactor.rewrite.x`).
    public func isSelected(by filter: CodeActionKind) -> Bool {
        filter.rawValue.isEmpty || rawValue == filter.rawValue || rawValue.hasPrefix(filter.rawValue + ".")
    }
}

public struct CodeActionContext: Codable, Sendable, Hashable {
    public var diagnostics: [Diagnostic]
    public var only: [CodeActionKind]?
    public var triggerKind: Int?

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        diagnostics = (try? c.decodeIfPresent([Diagnostic].self, forKey: .diagnostics)) ?? []
        only = try c.decodeIfPresent([CodeActionKind].self, forKey: .only)
        triggerKind = try? c.decodeIfPresent(Int.self, forKey: .triggerKind)
    }
}

public struct CodeActionRequest: RequestType {
    public static let method = "textDocument/codeAction"
    public typealias Response = [CodeAction]
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: CodeActionContext
}

public struct CodeAction: Codable, Sendable, Hashable {
    public var title: String
    public var kind: CodeActionKind?
    public var diagnostics: [Diagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    public var command: Command?
    public var data: JSONValue?

    public init(
        title: String, kind: CodeActionKind?, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil,
        edit: WorkspaceEdit? = nil, command: Command? = nil, data: JSONValue? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.command = command
        self.data = data
    }
}

/// `codeAction/resolve`: params and answer are a code action.
public struct CodeActionResolveRequest: RequestType {
    public static let method = "codeAction/resolve"
    public typealias Response = CodeAction
    public var action: CodeAction

    public init(from decoder: any Decoder) throws { action = try CodeAction(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try action.encode(to: encoder) }
}

public struct ExecuteCommandRequest: RequestType {
    public static let method = "workspace/executeCommand"
    public typealias Response = JSONValue
    public var command: String
    public var arguments: [JSONValue]?
    public var workDoneToken: ProgressToken?
}
