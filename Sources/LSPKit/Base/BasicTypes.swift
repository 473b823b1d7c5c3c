/// A position in a document: 0-based line and character offset in the negotiated encoding.
public struct Position: Codable, Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (a: Position, b: Position) -> Bool { (a.line, a.character) < (b.line, b.character) }
}

/// A range in a document.
public struct LSPRange: Codable, Sendable, Hashable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

public typealias DocumentURI = String

public struct TextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public init(uri: DocumentURI) { self.uri = uri }
}

public struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var version: Int
    public init(uri: DocumentURI, version: Int) {
        self.uri = uri
        self.version = version
    }
}

/// `OptionalVersionedTextDocumentIdentifier`: the version is `null` when unknown.
public struct OptionalVersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var version: Int?
    public init(uri: DocumentURI, version: Int?) {
        self.uri = uri
        self.version = version
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(version, forKey: .version)  // explicit null
    }
}

public struct TextDocumentItem: Codable, Sendable, Hashable {
    public var uri: DocumentURI
    public var languageId: String
    public var version: Int
    public var text: String
}

/// A position encoding kind (`utf-8`, `utf-16`, `utf-32`). Open set.
public struct PositionEncoding: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let utf8 = PositionEncoding(rawValue: "utf-8")
    public static let utf16 = PositionEncoding(rawValue: "utf-16")
    public static let utf32 = PositionEncoding(rawValue: "utf-32")

    /// The encoding the server picks from the client's offer: utf-8 when
    /// offered, else utf-32 when offered, else utf-16 (the protocol default).
    public static func negotiate(offered: [String]?) -> PositionEncoding {
        guard let offered else { return .utf16 }
        if offered.contains(utf8.rawValue) { return .utf8 }
        if offered.contains(utf16.rawValue) || offered.isEmpty { return .utf16 }
        if offered.contains(utf32.rawValue) { return .utf32 }
        return .utf16
    }
}

public struct TextEdit: Codable, Sendable, Hashable {
    public var range: LSPRange
    public var newText: String
    /// Set for an `AnnotatedTextEdit`.
    public var annotationId: String?

    public init(range: LSPRange, newText: String, annotationId: String? = nil) {
        self.range = range
        self.newText = newText
        self.annotationId = annotationId
    }
}

public struct TextDocumentEdit: Codable, Sendable, Hashable {
    public var textDocument: OptionalVersionedTextDocumentIdentifier
    public var edits: [TextEdit]

    public init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

public struct ChangeAnnotation: Codable, Sendable, Hashable {
    public var label: String
    public var needsConfirmation: Bool?
    public var description: String?

    public init(label: String, needsConfirmation: Bool? = nil, description: String? = nil) {
        self.label = label
        self.needsConfirmation = needsConfirmation
        self.description = description
    }
}

public struct WorkspaceEdit: Codable, Sendable, Hashable {
    public var changes: [DocumentURI: [TextEdit]]?
    public var documentChanges: [TextDocumentEdit]?
    public var changeAnnotations: [String: ChangeAnnotation]?

    public init(
        changes: [DocumentURI: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil,
        changeAnnotations: [String: ChangeAnnotation]? = nil
    ) {
        self.changes = changes
        self.documentChanges = documentChanges
        self.changeAnnotations = changeAnnotations
    }
}

public struct Command: Codable, Sendable, Hashable {
    public var title: String
    public var command: String
    public var arguments: [JSONValue]?

    public init(title: String, command: String, arguments: [JSONValue]? = nil) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }
}

/// A token for work-done progress: a number or a string.
public typealias ProgressToken = RequestID
