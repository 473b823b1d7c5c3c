import Foundation
import LSPKit

/// A named Writing Tools action of the settings' `actions` (DESIGN §5): a
/// rewrite with the author's own instructions, offered on a selection as a
/// code action of kind `refactor.rewrite.wt.custom` and on the command line
/// as `rewrite --action NAME`. Trusted sources only: a workspace file cannot
/// add one (`SettingsSources` drops the key there).
struct CustomAction: Sendable, Hashable {
    /// The title shown in the editor, and the name `--action` takes.
    let name: String
    /// What the model is told to do, as `--instructions` would say it.
    let instructions: String

    /// A name longer than this many characters is refused.
    static let maxNameLength = 80
    /// Instructions longer than this many characters are refused.
    static let maxInstructionsLength = 4000
    /// At most this many actions are used.
    static let maxActions = 50

    /// The valid entries of an `actions` list, in order; each bad entry
    /// (not an object, an empty or overlong name or instructions, a name
    /// given twice) adds one problem and is left out.
    static func list(_ value: JSONValue, problems: inout [String]) -> [CustomAction] {
        guard let entries = value.arrayValue else {
            problems.append("actions must be a list such as [{\"name\": \"Plain English\", \"instructions\": \"…\"}]; it was not used")
            return []
        }
        var actions: [CustomAction] = []
        for (index, entry) in entries.enumerated() {
            guard actions.count < maxActions else {
                problems.append("actions: only the first \(maxActions) are used")
                break
            }
            guard let action = CustomAction(entry, at: index, problems: &problems) else { continue }
            if actions.contains(where: { $0.name == action.name }) {
                problems.append("actions[\(index)]: the name “\(action.name)” is used twice; the first is kept")
                continue
            }
            actions.append(action)
        }
        return actions
    }

    /// The action of one entry, or nil with a problem saying why it was left out.
    private init?(_ entry: JSONValue, at index: Int, problems: inout [String]) {
        let place = "actions[\(index)]"
        guard let object = entry.objectValue else {
            problems.append("\(place) must be an object {\"name\": …, \"instructions\": …}; it was not used")
            return nil
        }
        for key in object.keys.sorted() where key != "name" && key != "instructions" && key != "provider" {
            problems.append("\(place): unknown key “\(key.prefix(80))” (known: name, instructions, provider)")
        }
        if object["provider"] != nil {
            problems.append("\(place).provider is not supported yet; the action uses the settings' provider")
        }
        let name = object["name"]?.stringValue?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !name.isEmpty, name.count <= Self.maxNameLength,
            !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            problems.append("\(place).name must be a line of 1…\(Self.maxNameLength) characters; the action was not used")
            return nil
        }
        let instructions = object["instructions"]?.stringValue?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !instructions.isEmpty, instructions.count <= Self.maxInstructionsLength else {
            problems.append(
                "\(place) (“\(name)”): instructions must be a text of 1…\(Self.maxInstructionsLength) characters; the action was not used")
            return nil
        }
        self.name = name
        self.instructions = instructions
    }
}
