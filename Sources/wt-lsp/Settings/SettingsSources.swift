import Foundation
import LSPKit

/// The settings layers of DESIGN §5, merged low to high:
/// defaults < workspace `.wt-lsp.json` < user config file < client settings.
struct SettingsSources: Sendable {
    var workspaceFiles: [JSONValue] = []
    var userFile: JSONValue?
    var client: JSONValue?

    /// The merged settings. The workspace files cannot set `provider`: a
    /// cloned repository must not redirect text to its own server.
    func merged() -> Settings {
        var object: [String: JSONValue] = [:]
        for file in workspaceFiles {
            guard var layer = file.objectValue else { continue }
            layer["provider"] = nil
            object = Self.deepMerge(object, layer)
        }
        if let user = userFile?.objectValue { object = Self.deepMerge(object, user) }
        if let client = client?.objectValue { object = Self.deepMerge(object, client) }
        var settings = Settings(json: .object(object))
        let dictionaryLayers = [workspaceFiles.map { $0 }, [userFile, client].compactMap { $0 }].flatMap { $0 }
        settings.dictionaryWords = dictionaryLayers.flatMap { layer -> [String] in
            let value = layer["dictionary"]
            return (value?["words"]?.arrayValue ?? value?.arrayValue ?? []).compactMap(\.stringValue)
        }
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
    static func readUserFile(problems: inout [String]) -> JSONValue? {
        readJSON5(at: userConfigDirectory.appendingPathComponent("config.json"), problems: &problems)
    }

    /// Reads a JSON5-ish file (comments and trailing commas allowed); nil when absent.
    static func readJSON5(at url: URL, problems: inout [String]) -> JSONValue? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        do {
            return try JSONDecoder().decode(JSONValue.self, from: JSON5.strip(data))
        } catch {
            problems.append("\(url.path): not valid JSON (\(error.localizedDescription))")
            return nil
        }
    }
}

/// Turns the JSON5 subset people write in config files (comments, trailing commas) into JSON.
enum JSON5 {
    static func strip(_ data: Data) -> Data {
        let b = [UInt8](data)
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var i = 0
        var inString = false
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
                out.append(c)
                i += 1
            }
        }
        return Data(out)
    }
}
