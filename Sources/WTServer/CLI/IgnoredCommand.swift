import Foundation
import LSPKit
import WritingEngine

/// `wt-lsp ignored [--format text|json] [--language ID] PATH`: the ignored ranges and their kinds.
struct IgnoredCommand {
    let path: String
    let json: Bool
    let language: String?
    var settings: CLISettings

    init(_ args: inout Arguments) throws {
        let format = try args.take("format") ?? "text"
        guard format == "text" || format == "json" else { throw UsageError("--format must be text or json") }
        json = format == "json"
        language = try InputFile.languageFlag(&args)
        let config = try args.take("config")
        let paths = try args.remainingValues()
        guard paths.count == 1 else { throw UsageError("ignored takes one PATH (or - for stdin)") }
        path = paths[0]
        settings = try CLISettings(configPath: config, overrides: [:])
    }

    mutating func run() throws -> Int32 {
        let input = try InputFile.read(path, language: language)
        let structure = settings.analyzer(for: path).structure(of: input.text, language: input.language)
        let document = TextDocument(uri: path, languageID: input.language.identifier, version: 0, text: input.text)
        if json {
            let ranges: [JSONValue] = structure.ignored.map { ignored in
                let r = document.range(of: ignored.range, encoding: .utf16)
                return [
                    "range": [
                        "start": ["line": .int(r.start.line), "character": .int(r.start.character)],
                        "end": ["line": .int(r.end.line), "character": .int(r.end.character)],
                    ],
                    "kind": .string(ignored.kind.rawValue),
                ]
            }
            FileHandle.standardOutput.writeOrDrop(
                try JSONCoding.encode(JSONValue.object(["path": .string(path), "ranges": .array(ranges)])) + Data("\n".utf8))
        } else {
            var out = ""
            for ignored in structure.ignored {
                let r = document.range(of: ignored.range, encoding: .utf16)
                let excerpt = String(decoding: document.bytes[ignored.range].prefix(60), as: UTF8.self)
                    .replacingOccurrences(of: "\n", with: "⏎")
                let shown = PrintedText.line(excerpt)
                out +=
                    "\(PrintedText.path(path)):\(r.start.line + 1):\(r.start.character + 1)-\(r.end.line + 1):\(r.end.character + 1): \(ignored.kind.rawValue): \(shown)\n"
            }
            FileHandle.standardOutput.writeOrDrop(Data(out.utf8))
        }
        return 0
    }
}
