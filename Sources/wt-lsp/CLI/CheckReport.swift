import Foundation
import LSPKit
import WritingEngine

/// One proofread input of `wt-lsp check`: its path as given, its document
/// and its findings, sorted by position.
struct CheckedFile {
    var path: String
    var document: TextDocument
    var findings: [Finding]

    /// The findings' ranges in UTF-16 code units (LSP positions: 0-based).
    var ranges: [LSPRange] { document.ranges(of: findings.lazy.map(\.range), encoding: .utf16) }

    /// The path as reports for CI read it: relative to the current folder
    /// when the file is inside it, else as given (`-` for stdin).
    var reportPath: String { Self.reportPath(path) }

    /// `path` relative to the current folder when it is inside it, else as given.
    static func reportPath(_ path: String) -> String {
        guard path != "-" else { return path }
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : path
    }
}

/// An input of `wt-lsp check` that could not be read, and why.
struct UnreadInput {
    var path: String
    var message: String
}

/// The output formats of `wt-lsp check --format`.
enum CheckFormat: String, CaseIterable {
    case text, json, sarif, github

    /// Writes the report of `files` to `output` (stdout); SARIF also lists
    /// the inputs that could not be read. Text and GitHub reports are
    /// written a chunk at a time as they are made (`ChunkedOutput`).
    func write(_ files: [CheckedFile], unread: [UnreadInput] = [], to output: @escaping (Data) -> Void) throws {
        switch self {
        case .text:
            var chunks = ChunkedOutput(output)
            Self.text(files, to: &chunks)
            chunks.flush()
        case .json: output(try JSONCoding.encode(Self.json(files)) + Data("\n".utf8))
        case .sarif: output(try JSONCoding.encode(SARIFReport.log(files, unread: unread)) + Data("\n".utf8))
        case .github:
            var chunks = ChunkedOutput(output)
            GitHubReport.commands(files, to: &chunks)
            chunks.flush()
        }
    }

    /// `path:line:col: severity rule: message [suggestions]`, 1-based, one finding a line.
    private static func text(_ files: [CheckedFile], to output: inout ChunkedOutput) {
        for file in files {
            var cursor = file.document.positionCursor(encoding: .utf16)
            let path = PrintedText.path(file.path)
            for finding in file.findings {
                let start = cursor.position(of: finding.range.lowerBound)
                output.write("\(path):\(start.line + 1):\(start.character + 1): \(finding.severity.rawValue) \(finding.ruleID): ")
                output.write(PrintedText.line(finding.messageWithSuggestions) + "\n")
            }
        }
    }

    /// `{"files":[{"path":…,"diagnostics":[{"range":…,"severity":…,"rule":…,"message":…,"suggestions":[…]}]}]}`.
    private static func json(_ files: [CheckedFile]) -> JSONValue {
        let reports: [JSONValue] = files.map { file in
            let diagnostics: [JSONValue] = zip(file.findings, file.ranges).map { finding, range in
                [
                    "range": [
                        "start": ["line": .int(range.start.line), "character": .int(range.start.character)],
                        "end": ["line": .int(range.end.line), "character": .int(range.end.character)],
                    ],
                    "severity": .string(finding.severity.rawValue),
                    "rule": .string(finding.ruleID),
                    "message": .string(finding.message),
                    "suggestions": .array(finding.suggestions.map { .string($0) }),
                ]
            }
            return ["path": .string(file.path), "diagnostics": .array(diagnostics)]
        }
        return ["files": .array(reports)]
    }
}

extension Finding {
    /// The message followed by the first five suggestions in brackets, if any.
    var messageWithSuggestions: String {
        suggestions.isEmpty ? message : "\(message) [\(suggestions.prefix(5).joined(separator: ", "))]"
    }
}
