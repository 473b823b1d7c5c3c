import Foundation
import LSPKit
import WritingEngine

/// `check --format sarif`: a SARIF 2.1.0 log with one run, for code scanning.
///
/// Regions are 1-based lines and columns; columns count UTF-16 code units
/// (`columnKind: utf16CodeUnits`, the SARIF default) and `endColumn` is the
/// column just after the region. Every suggestion is a fix replacing the
/// finding's region.
enum SARIFReport {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// Writes the log for `files`, and a line break: what `JSONCoding.encode`
    /// makes of the whole log (keys sorted), written a result at a time. Each
    /// input in `unread` is an error notification of the run's invocation,
    /// which then did not succeed.
    static func write(_ files: [CheckedFile], unread: [UnreadInput] = [], to output: inout ChunkedOutput) {
        var ruleIDs = RuleRegistry.all.map(\.id).sorted()
        var found = Set<String>()
        for file in files { for finding in file.findings { found.insert(finding.ruleID) } }
        for id in found.subtracting(ruleIDs).sorted() { ruleIDs.append(id) }
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($1, $0) })
        var invocation: [String: JSONValue] = ["executionSuccessful": .bool(unread.isEmpty)]
        if !unread.isEmpty {
            invocation["toolExecutionNotifications"] = .array(
                unread.map { input in
                    [
                        "level": "error", "message": ["text": .string(input.message)],
                        "locations": [["physicalLocation": ["artifactLocation": artifactLocation(CheckedFile.reportPath(input.path))]]],
                    ]
                })
        }
        // The log's keys in order: $schema, runs (columnKind, invocations, results, tool), version.
        output.write(#"{"$schema":"#)
        output.writeJSON(schema)
        output.write(#","runs":[{"columnKind":"utf16CodeUnits","invocations":["#)
        output.writeJSON(JSONValue.object(invocation))
        output.write(#"],"results":["#)
        var first = true
        for file in files {
            let location = artifactLocation(file.reportPath)
            file.forEachFinding { finding, range in
                if !first { output.write(",") }
                first = false
                output.writeJSON(result(finding, region: region(range), location: location, ruleIndex: ruleIndex[finding.ruleID] ?? 0))
            }
        }
        let driver: JSONValue = [
            "name": "wt-lsp", "version": .string(WTVersion.string), "rules": .array(ruleIDs.map(rule)),
        ]
        output.write(#"],"tool":"#)
        output.writeJSON(["driver": driver] as JSONValue)
        output.write(#"}],"version":"2.1.0"}"# + "\n")
    }

    /// A SARIF level: `error`, `warning`, or `note` for info and hints.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .hint: "note"
        }
    }

    /// A reporting descriptor: the rule's summary, default level and category.
    private static func rule(_ id: String) -> JSONValue {
        guard let rule = RuleRegistry.rule(withID: id) else { return ["id": .string(id)] }
        return [
            "id": .string(id),
            "shortDescription": ["text": .string(rule.summary)],
            "defaultConfiguration": ["level": .string(level(rule.defaultSeverity)), "enabled": .bool(!rule.isOptIn)],
            "properties": ["tags": [.string(rule.category.rawValue)]],
        ]
    }

    private static func result(_ finding: Finding, region: JSONValue, location: JSONValue, ruleIndex: Int) -> JSONValue {
        let fixes: [JSONValue] = finding.suggestions.map { suggestion in
            let replacement: JSONValue = ["deletedRegion": region, "insertedContent": ["text": .string(suggestion)]]
            return [
                "description": ["text": .string("Replace with “\(suggestion)”")],
                "artifactChanges": [["artifactLocation": location, "replacements": [replacement]]],
            ]
        }
        var result: [String: JSONValue] = [
            "ruleId": .string(finding.ruleID), "ruleIndex": .int(ruleIndex), "level": .string(level(finding.severity)),
            "message": ["text": .string(finding.message)],
            "locations": [["physicalLocation": ["artifactLocation": location, "region": region]]],
        ]
        if !fixes.isEmpty { result["fixes"] = .array(fixes) }
        return .object(result)
    }

    /// A region in 1-based lines and UTF-16 columns, `endColumn` just after the end.
    private static func region(_ range: LSPRange) -> JSONValue {
        [
            "startLine": .int(range.start.line + 1), "startColumn": .int(range.start.character + 1),
            "endLine": .int(range.end.line + 1), "endColumn": .int(range.end.character + 1),
        ]
    }

    /// A relative URI reference for a relative path, a `file:` URI for an absolute one.
    private static func artifactLocation(_ path: String) -> JSONValue {
        if path.hasPrefix("/") { return ["uri": .string(URL(fileURLWithPath: path).absoluteString)] }
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        // A colon before the first slash would read as a scheme.
        let firstSegment = encoded.prefix { $0 != "/" }
        return ["uri": .string(firstSegment.contains(":") ? "./" + encoded : encoded)]
    }
}
