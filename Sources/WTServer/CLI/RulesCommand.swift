import Foundation
import LSPKit
import WritingEngine

/// `wt-lsp rules [--format text|json]`: every rule with its id, default severity and description.
struct RulesCommand {
    let json: Bool

    init(_ args: inout Arguments) throws {
        let format = try args.take("format") ?? "text"
        guard format == "text" || format == "json" else { throw UsageError("--format must be text or json") }
        json = format == "json"
        _ = try args.remainingValues()
    }

    func run() throws -> Int32 {
        let rules = RuleRegistry.all.sorted { $0.id < $1.id }
        if json {
            let items: [JSONValue] = rules.map { rule in
                [
                    "id": .string(rule.id), "category": .string(rule.category.rawValue),
                    "defaultSeverity": .string(rule.isOptIn ? "off" : rule.defaultSeverity.rawValue),
                    "optIn": .bool(rule.isOptIn), "description": .string(rule.summary),
                ]
            }
            FileHandle.standardOutput.writeOrDrop(try JSONCoding.encode(JSONValue.object(["rules": .array(items)])) + Data("\n".utf8))
        } else {
            let width = (rules.map(\.id.count).max() ?? 10) + 2
            var out = ""
            for rule in rules {
                let severity = rule.isOptIn ? "off (opt-in: \(rule.defaultSeverity.rawValue))" : rule.defaultSeverity.rawValue
                out +=
                    rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
                    + severity.padding(toLength: 24, withPad: " ", startingAt: 0) + rule.summary + "\n"
            }
            FileHandle.standardOutput.writeOrDrop(Data(out.utf8))
        }
        return 0
    }
}
