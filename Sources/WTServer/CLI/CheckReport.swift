import Foundation
import LSPKit
import WritingEngine

/// One proofread input of `wt-lsp check`: its path as given, its document
/// and its findings, sorted by position.
struct CheckedFile {
    var path: String
    var document: TextDocument
    var findings: [Finding]

    /// Calls `body` with each finding, in order, and its range in UTF-16
    /// code units (LSP positions: 0-based), converted as it goes.
    func forEachFinding(_ body: (Finding, LSPRange) -> Void) {
        var starts = document.positionCursor(encoding: .utf16)
        var ends = document.positionCursor(encoding: .utf16)
        for finding in findings {
            body(finding, LSPRange(start: starts.position(of: finding.range.lowerBound), end: ends.position(of: finding.range.upperBound)))
        }
    }

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
    case text, json, sarif, github, line

    /// Writes the report of `files` to `output` (stdout); SARIF also lists
    /// the inputs that could not be read. Reports are written a chunk at a
    /// time as they are made (`ChunkedOutput`), never held whole.
    func write(_ files: [CheckedFile], unread: [UnreadInput] = [], to output: @escaping (Data) -> Void) {
        var chunks = ChunkedOutput(output)
        switch self {
        case .text: Self.text(files, to: &chunks)
        case .json: Self.json(files, to: &chunks)
        case .sarif: SARIFReport.write(files, unread: unread, to: &chunks)
        case .github: GitHubReport.commands(files, to: &chunks)
        case .line: Self.line(files, to: &chunks)
        }
        chunks.flush()
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

    /// Vale's line format, `path:line:col:Style.Rule:message`, sorted, with
    /// 1-based columns counted in characters (Unicode scalars).
    private static func line(_ files: [CheckedFile], to output: inout ChunkedOutput) {
        var lines: [(path: String, line: Int, column: Int, text: String)] = []
        for file in files {
            let path = file.reportPath
            let bytes = Array(file.document.text.utf8)
            var lineNumber = 1
            var lineStart = 0
            var scanned = 0
            for finding in file.findings {
                let start = min(finding.range.lowerBound, bytes.count)
                if start < scanned {
                    (lineNumber, lineStart, scanned) = (1, 0, 0)
                }
                while scanned < start {
                    if bytes[scanned] == 0x0A {
                        lineNumber += 1
                        lineStart = scanned + 1
                    }
                    scanned += 1
                }
                let column = bytes[lineStart..<start].filter { $0 & 0xC0 != 0x80 }.count + 1
                lines.append((path, lineNumber, column, "\(finding.ruleID):\(PrintedText.line(finding.message))"))
            }
        }
        lines.sort { ($0.path, $0.line, $0.column, $0.text) < ($1.path, $1.line, $1.column, $1.text) }
        for entry in lines { output.write("\(entry.path):\(entry.line):\(entry.column):\(entry.text)\n") }
    }

    /// `{"files":[{"diagnostics":[{"message":…,"range":…,"rule":…,"severity":…,"suggestions":[…]}],"path":…}]}`
    /// and a line break: what `JSONCoding.encode` makes of the whole report
    /// (keys sorted), written a diagnostic at a time.
    private static func json(_ files: [CheckedFile], to output: inout ChunkedOutput) {
        output.write(#"{"files":["#)
        for (k, file) in files.enumerated() {
            output.write(k == 0 ? #"{"diagnostics":["# : #",{"diagnostics":["#)
            var first = true
            file.forEachFinding { finding, range in
                if !first { output.write(",") }
                first = false
                let diagnostic: JSONValue = [
                    "range": [
                        "start": ["line": .int(range.start.line), "character": .int(range.start.character)],
                        "end": ["line": .int(range.end.line), "character": .int(range.end.character)],
                    ],
                    "severity": .string(finding.severity.rawValue),
                    "rule": .string(finding.ruleID),
                    "message": .string(finding.message),
                    "suggestions": .array(finding.suggestions.map { .string($0) }),
                ]
                output.writeJSON(diagnostic)
            }
            output.write(#"],"path":"#)
            output.writeJSON(file.path)
            output.write("}")
        }
        output.write("]}\n")
    }
}

extension Finding {
    /// The message followed by the first five suggestions in brackets, if any.
    var messageWithSuggestions: String {
        suggestions.isEmpty ? message : "\(message) [\(suggestions.prefix(5).joined(separator: ", "))]"
    }
}
