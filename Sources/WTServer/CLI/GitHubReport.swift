import Foundation
import WritingEngine

/// `check --format github`: one GitHub Actions workflow command per finding,
/// which the runner shows as an annotation on the pull request:
/// `::warning file=PATH,line=L,col=C,endLine=L2,endColumn=C2,title=RULE::message`.
///
/// Lines and columns are 1-based, columns in UTF-16 code units, `endColumn`
/// just after the finding. Columns are left out for a finding over several
/// lines (GitHub takes columns only within one line).
enum GitHubReport {
    /// Writes the commands for `files` to `out`, one a line.
    static func commands(_ files: [CheckedFile], to out: inout ChunkedOutput) {
        for file in files {
            let path = file.reportPath
            file.forEachFinding { finding, range in
                let oneLine = range.start.line == range.end.line
                var properties = [("file", path), ("line", "\(range.start.line + 1)")]
                if oneLine { properties.append(("col", "\(range.start.character + 1)")) }
                properties.append(("endLine", "\(range.end.line + 1)"))
                if oneLine { properties.append(("endColumn", "\(range.end.character + 1)")) }
                properties.append(("title", finding.ruleID))
                let list = properties.map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
                out.write("::\(command(finding.severity)) \(list)::\(escapeData(finding.messageWithSuggestions))\n")
            }
        }
    }

    /// `error`, `warning`, or `notice` for info and hints.
    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info, .hint: "notice"
        }
    }

    /// A command's message: `%`, CR and LF percent-encoded.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
