import LSPKit
import WritingEngine

extension Severity {
    var lsp: DiagnosticSeverity {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .information
        case .hint: .hint
        }
    }
}

extension Finding {
    /// The finding as an LSP diagnostic with positions in `encoding`.
    func diagnostic(in document: TextDocument, encoding: PositionEncoding) -> Diagnostic {
        diagnostic(range: document.range(of: range, encoding: encoding))
    }

    /// The finding as an LSP diagnostic at `range`.
    func diagnostic(range: LSPRange) -> Diagnostic {
        var data: [String: JSONValue] = ["suggestions": .array(suggestions.map { .string($0) })]
        if isFixSafe, let fixReason {
            data["safe"] = true
            data["reason"] = .string(fixReason.rawValue)
        }
        return Diagnostic(range: range, severity: severity.lsp, code: ruleID, source: "wt-lsp", message: message, data: .object(data))
    }
}

extension [Finding] {
    /// The findings as diagnostics, converting positions in one forward pass
    /// (findings come sorted by position).
    func diagnostics(in document: TextDocument, encoding: PositionEncoding) -> [Diagnostic] {
        zip(self, document.ranges(of: lazy.map(\.range), encoding: encoding)).map { $0.diagnostic(range: $1) }
    }
}

extension Diagnostic {
    /// The suggestions carried in `data.suggestions`.
    var suggestions: [String] { data?["suggestions"]?.arrayValue?.compactMap(\.stringValue) ?? [] }
    /// Whether the rule marked the first suggestion safe for fix-all.
    var isFixSafe: Bool { data?["safe"]?.boolValue ?? false }
}
