import Foundation
import LSPKit
import WritingEngine

/// `wt-lsp check [--format text|json] [--fail-on S] [--language ID] [--dialect D] [--config FILE] PATH... | -`
struct CheckCommand {
    let paths: [String]
    let json: Bool
    let failOn: Severity
    let language: String?
    var settings: CLISettings

    init(_ args: inout Arguments) throws {
        let format = try args.take("format") ?? "text"
        guard format == "text" || format == "json" else { throw UsageError("--format must be text or json") }
        json = format == "json"
        let failOnValue = try args.take("fail-on") ?? "warning"
        guard let failOn = Severity(rawValue: failOnValue) else { throw UsageError("--fail-on must be error, warning, info or hint") }
        self.failOn = failOn
        language = try args.take("language")
        var overrides: [String: JSONValue] = [:]
        if let dialect = try args.take("dialect") {
            guard Dialect(rawValue: dialect) != nil else { throw UsageError("--dialect must be en-US, en-GB, en-CA or en-AU") }
            overrides["dialect"] = .string(dialect)
        }
        let config = try args.take("config")
        paths = try args.remainingValues()
        guard !paths.isEmpty else { throw UsageError("check needs at least one PATH (or - for stdin)") }
        settings = try CLISettings(configPath: config, overrides: overrides)
    }

    mutating func run() throws -> Int32 {
        let files = try InputFile.expand(paths)
        var reports: [JSONValue] = []
        var text = ""
        var failed = false
        for path in files {
            let input = try InputFile.read(path, language: language)
            let analyzer = settings.analyzer(for: path)
            let structure = analyzer.structure(of: input.text, language: input.language)
            settings.warnAboutDroppedPatterns(of: analyzer)
            let findings = analyzer.check(input.text, structure: structure, capped: false)
            let document = TextDocument(uri: path, languageID: input.language.identifier, version: 0, text: input.text)
            if findings.contains(where: { $0.severity <= failOn }) { failed = true }
            if json {
                let ranges = document.ranges(of: findings.lazy.map(\.range), encoding: .utf16)
                reports.append(["path": .string(path), "diagnostics": .array(zip(findings, ranges).map { Self.json($0, $1) })])
            } else {
                var cursor = document.positionCursor(encoding: .utf16)
                for finding in findings {
                    let start = cursor.position(of: finding.range.lowerBound)
                    var line =
                        "\(path):\(start.line + 1):\(start.character + 1): \(finding.severity.rawValue) \(finding.ruleID): \(finding.message)"
                    if !finding.suggestions.isEmpty { line += " [\(finding.suggestions.prefix(5).joined(separator: ", "))]" }
                    text += line + "\n"
                }
            }
        }
        if json {
            let data = try JSONCoding.encode(JSONValue.object(["files": .array(reports)]))
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        return failed ? 1 : 0
    }

    private static func json(_ finding: Finding, _ range: LSPRange) -> JSONValue {
        return [
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
}
