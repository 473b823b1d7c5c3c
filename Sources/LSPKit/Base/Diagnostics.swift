public struct DiagnosticSeverity: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let error = DiagnosticSeverity(rawValue: 1)
    public static let warning = DiagnosticSeverity(rawValue: 2)
    public static let information = DiagnosticSeverity(rawValue: 3)
    public static let hint = DiagnosticSeverity(rawValue: 4)
}

public struct Diagnostic: Codable, Sendable, Hashable {
    public var range: LSPRange
    public var severity: DiagnosticSeverity?
    public var code: String?
    public var source: String?
    public var message: String
    public var data: JSONValue?

    public init(
        range: LSPRange, severity: DiagnosticSeverity?, code: String?, source: String?, message: String, data: JSONValue? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.source = source
        self.message = message
        self.data = data
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        range = try c.decode(LSPRange.self, forKey: .range)
        severity = try? c.decodeIfPresent(DiagnosticSeverity.self, forKey: .severity)
        if let s = try? c.decodeIfPresent(String.self, forKey: .code) {
            code = s
        } else if let n = try? c.decodeIfPresent(Int.self, forKey: .code) {
            code = String(n)
        } else {
            code = nil
        }
        source = try? c.decodeIfPresent(String.self, forKey: .source)
        message = (try? c.decodeIfPresent(String.self, forKey: .message)) ?? ""
        data = try? c.decodeIfPresent(JSONValue.self, forKey: .data)
    }
}

public struct PublishDiagnosticsNotification: NotificationType {
    public static let method = "textDocument/publishDiagnostics"
    public var uri: DocumentURI
    public var version: Int?
    public var diagnostics: [Diagnostic]

    public init(uri: DocumentURI, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}

/// `textDocument/diagnostic` (pull diagnostics).
public struct DocumentDiagnosticRequest: RequestType {
    public static let method = "textDocument/diagnostic"
    public typealias Response = DocumentDiagnosticReport
    public var textDocument: TextDocumentIdentifier
    public var identifier: String?
    public var previousResultId: String?
}

/// A full or unchanged report.
public struct DocumentDiagnosticReport: Codable, Sendable, Hashable {
    public var kind: String
    public var resultId: String?
    public var items: [Diagnostic]?

    public static func full(resultId: String, items: [Diagnostic]) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "full", resultId: resultId, items: items)
    }
    public static func unchanged(resultId: String) -> DocumentDiagnosticReport {
        DocumentDiagnosticReport(kind: "unchanged", resultId: resultId, items: nil)
    }
}

/// `workspace/diagnostic/refresh` (server → client).
public struct DiagnosticRefreshRequest: RequestType {
    public static let method = "workspace/diagnostic/refresh"
    public typealias Response = VoidResponse
    public init() {}
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encodeNil()
    }
    public init(from decoder: any Decoder) throws {}
}
