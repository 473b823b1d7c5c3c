import LSPKit
import WritingEngine

/// The argument of `writingTools.rewrite {uri, range, tone?, instructions?}`,
/// `writingTools.transform {uri, range, kind}` or `writingTools.compose {uri, position, prompt}`.
/// `version`, when given, is the document version the action was offered for.
struct WritingToolsRequest {
    var uri: DocumentURI
    var range: LSPRange?
    var position: Position?
    var action: WritingAction
    var version: Int?

    init(_ command: ServerCommand, _ argument: JSONValue) throws(ResponseError) {
        guard let uri = argument["uri"]?.stringValue else { throw .invalidParams("\(command.rawValue) needs “uri”") }
        self.uri = uri
        version = argument["version"]?.intValue
        switch command {
        case .compose:
            guard let position = try? argument["position"]?.decode(Position.self) else {
                throw .invalidParams("writingTools.compose needs “position”")
            }
            guard let prompt = argument["prompt"]?.stringValue, !prompt.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw .invalidParams("writingTools.compose needs a “prompt”")
            }
            self.position = position
            action = .compose(prompt)
        case .rewrite, .transform:
            guard let range = try? argument["range"]?.decode(LSPRange.self) else {
                throw .invalidParams("\(command.rawValue) needs “range”")
            }
            self.range = range
            if command == .transform {
                guard let kind = argument["kind"]?.stringValue.flatMap(RewriteKind.init(rawValue:)) else {
                    throw .invalidParams(
                        "writingTools.transform needs “kind”: one of \(RewriteKind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                action = kind.action
            } else if let instructions = argument["instructions"]?.stringValue, !instructions.trimmingCharacters(in: .whitespaces).isEmpty {
                action = .instructions(instructions)
            } else if let tone = argument["tone"]?.stringValue.flatMap(Tone.init(rawValue:)) {
                action = .rewrite(tone)
            } else {
                throw .invalidParams("writingTools.rewrite needs “tone” (friendly, professional, concise) or “instructions”")
            }
        case .addToDictionary, .ignoreInDocument, .modelProofread, .refine:
            throw .invalidParams("\(command.rawValue) is not a Writing Tools session")
        }
    }

    /// The command and argument that run `kind` on `range` of `uri`.
    static func command(_ kind: RewriteKind, uri: DocumentURI, range: LSPRange, version: Int) -> Command {
        var argument: [String: JSONValue] = [
            "uri": .string(uri), "range": (try? JSONValue(encoding: range)) ?? .null, "version": .int(version),
        ]
        if kind.isTone {
            argument["tone"] = .string(kind.rawValue)
        } else {
            argument["kind"] = .string(kind.rawValue)
        }
        let command: ServerCommand = kind.isTone ? .rewrite : .transform
        return Command(title: kind.title, command: command.rawValue, arguments: [.object(argument)])
    }

    /// The command that runs `custom` on `range` of `uri`: `writingTools.rewrite`
    /// with its instructions, as the author's own instructions run.
    static func command(_ custom: CustomAction, uri: DocumentURI, range: LSPRange, version: Int) -> Command {
        let argument: JSONValue = [
            "uri": .string(uri), "range": (try? JSONValue(encoding: range)) ?? .null, "version": .int(version),
            "instructions": .string(custom.instructions),
        ]
        return Command(title: custom.name, command: ServerCommand.rewrite.rawValue, arguments: [argument])
    }
}
