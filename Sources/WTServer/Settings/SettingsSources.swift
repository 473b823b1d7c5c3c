import Foundation
import LSPKit

/// A settings file that was read, with where it came from.
struct SettingsFile: Sendable {
    /// The file's path, to name it in messages.
    let path: String
    let value: JSONValue
}

/// The settings layers of DESIGN §5, merged low to high:
/// defaults < workspace `.wt-lsp.json` < user config file < client settings.
struct SettingsSources: Sendable {
    /// A settings file larger than this is not read.
    static let maxFileBytes = 1 << 20
    /// At most this many dictionary words come from settings objects.
    static let maxSettingsWords = 100_000

    var workspaceFiles: [SettingsFile] = []
    var userFile: SettingsFile?
    var client: JSONValue?
    /// How messages name the client layer (“the editor's settings”, “the command line”).
    var clientName = "the editor's settings"

    /// The merged settings. The workspace files cannot set `provider`: a
    /// cloned repository must not redirect text to its own server; nor add
    /// `actions`, whose instructions go to the model with your text; nor turn
    /// on background model proofreading, which sends text unasked; nor name
    /// `dictionaries`, files the server would read and parse.
    func merged() -> Settings {
        var object: [String: JSONValue] = [:]
        var patternsOrigin = ""
        var dropped: [String] = []
        for file in workspaceFiles {
            guard var layer = file.value.objectValue else { continue }
            if layer.removeValue(forKey: "provider") != nil {
                dropped.append(
                    "\(file.path): provider was not used: a workspace file cannot choose the model provider, as a cloned repository "
                        + "must not send your text to a server of its choosing; set it in your editor's settings or in "
                        + Self.userConfigDirectory.appendingPathComponent("config.json").path)
            }
            if layer.removeValue(forKey: "actions") != nil {
                dropped.append(
                    "\(file.path): actions were not used: a workspace file cannot add Writing Tools actions, as a cloned repository "
                        + "must not choose what your text is sent to the model with; set them in your editor's settings or in "
                        + Self.userConfigDirectory.appendingPathComponent("config.json").path)
            }
            if layer.removeValue(forKey: "dictionaries") != nil {
                dropped.append(
                    "\(file.path): dictionaries were not used: a workspace file cannot choose the dictionaries wt-lsp reads, as a "
                        + "cloned repository must not make it load files of its choosing; set them in your editor's settings or in "
                        + Self.userConfigDirectory.appendingPathComponent("config.json").path)
            }
            if layer["proofreading"]?["model"]?.stringValue == ModelProofreadingMode.background.rawValue {
                layer["proofreading"] = nil
                dropped.append(
                    "\(file.path): proofreading.model \"background\" was not used: a workspace file cannot have your text sent "
                        + "to the model unasked; set it in your editor's settings or the user config file")
            }
            if layer["ignoredPatterns"] != nil { patternsOrigin = file.path }
            object = Self.deepMerge(object, layer)
        }
        if let user = userFile?.value.objectValue {
            if user["ignoredPatterns"] != nil { patternsOrigin = userFile?.path ?? "" }
            object = Self.deepMerge(object, user)
        }
        if let client = client?.objectValue {
            if client["ignoredPatterns"] != nil { patternsOrigin = clientName }
            object = Self.deepMerge(object, client)
        }
        var settings = Settings(json: .object(object))
        settings.problems = dropped + settings.problems
        settings.ignoredPatternsOrigin = patternsOrigin
        let dictionaryLayers = workspaceFiles.map(\.value) + [userFile?.value, client].compactMap { $0 }
        settings.dictionaryWords = Array(
            dictionaryLayers.flatMap { layer -> [String] in
                let value = layer["dictionary"]
                return (value?["words"]?.arrayValue ?? value?.arrayValue ?? []).compactMap(\.stringValue)
            }
            .prefix(Self.maxSettingsWords))
        return settings
    }

    /// Objects merge member by member; anything else is replaced.
    static func deepMerge(_ base: [String: JSONValue], _ top: [String: JSONValue]) -> [String: JSONValue] {
        var result = base
        for (key, value) in top {
            if case .object(let inner) = value, case .object(let existing)? = result[key] {
                result[key] = .object(deepMerge(existing, inner))
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// `$XDG_CONFIG_HOME/wt-lsp` (or `~/.config/wt-lsp`).
    static var userConfigDirectory: URL {
        let env = ProcessInfo.processInfo.environment
        if let xdg = env["XDG_CONFIG_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("wt-lsp")
        }
        let home = env["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config/wt-lsp")
    }

    /// Reads the user config file, if any.
    static func readUserFile(problems: inout [String]) -> SettingsFile? {
        readJSON5(ConfinedFile(url: userConfigDirectory.appendingPathComponent("config.json"), scope: .user), problems: &problems)
    }

    /// Reads the `.wt-lsp.json` of a workspace folder, if it has one and it may be read.
    static func readWorkspaceFile(in folder: URL, problems: inout [String]) -> SettingsFile? {
        readJSON5(ConfinedFile(url: folder.appendingPathComponent(".wt-lsp.json"), scope: .workspace(folder)), problems: &problems)
    }

    /// Reads a JSON5-ish file (comments and trailing commas allowed), at
    /// most `maxFileBytes` long and `JSON5.maxDepth` deep; nil when absent
    /// or refused (the reason is added to `problems`).
    static func readJSON5(_ file: ConfinedFile, problems: inout [String]) -> SettingsFile? {
        let path = file.url.path
        do {
            guard let data = try file.read(limit: maxFileBytes) else { return nil }
            guard let json = JSON5.strip(data) else { throw FileAccessError.tooDeep(path) }
            return SettingsFile(path: path, value: try JSONDecoder().decode(JSONValue.self, from: json))
        } catch let error as FileAccessError {
            problems.append(error.description)
        } catch {
            problems.append("\(path): not valid JSON (\(error.localizedDescription))")
        }
        return nil
    }
}

/// Turns the JSON5 subset people write in config files (comments, trailing commas) into JSON.
enum JSON5 {
    /// Arrays and objects nested deeper than this are refused.
    static let maxDepth = 64

    /// The JSON text; nil when it nests deeper than `maxDepth`.
    static func strip(_ data: Data) -> Data? {
        let b = [UInt8](data)
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 0
        var inString = false
        var depth = 0
        while i < b.count {
            let c = b[i]
            if inString {
                out.append(c)
                if c == 0x5C, i + 1 < b.count {
                    out.append(b[i + 1])
                    i += 2
                    continue
                }
                if c == 0x22 { inString = false }
                i += 1
            } else if c == 0x22 {
                inString = true
                out.append(c)
                i += 1
            } else if c == 0x2F, i + 1 < b.count, b[i + 1] == 0x2F {
                while i < b.count && b[i] != 0x0A { i += 1 }
            } else if c == 0x2F, i + 1 < b.count, b[i + 1] == 0x2A {
                i += 2
                while i + 1 < b.count && !(b[i] == 0x2A && b[i + 1] == 0x2F) { i += 1 }
                i += 2
            } else if c == 0x2C {
                var j = i + 1
                while j < b.count && (b[j] == 0x20 || b[j] == 0x09 || b[j] == 0x0A || b[j] == 0x0D) { j += 1 }
                if j < b.count && (b[j] == 0x7D || b[j] == 0x5D) {
                    i += 1
                    continue
                }
                out.append(c)
                i += 1
            } else {
                if c == 0x5B || c == 0x7B {
                    depth += 1
                    if depth > maxDepth { return nil }
                } else if c == 0x5D || c == 0x7D {
                    depth -= 1
                }
                out.append(c)
                i += 1
            }
        }
        return Data(out)
    }
}
