import Foundation
import LSPKit
import WritingEngine

/// `wt-lsp languages [--format text|json]`: the languages wt-lsp reads, English
/// built in, and each installed Hunspell dictionary with its tag and files.
struct LanguagesCommand {
    let json: Bool

    init(_ args: inout Arguments) throws {
        let format = try args.take("format") ?? "text"
        guard format == "text" || format == "json" else { throw UsageError("--format must be text or json") }
        json = format == "json"
        _ = try args.remainingValues()
    }

    func run() throws -> Int32 {
        let entries = Self.userCatalog().entries
        if json {
            let items: [JSONValue] =
                [["tag": "en", "source": "built in"]]
                + entries.map { ["tag": .string($0.tag.description), "source": .string($0.words.path)] }
            FileHandle.standardOutput.writeOrDrop(try JSONCoding.encode(JSONValue.object(["languages": .array(items)])) + Data("\n".utf8))
        } else {
            let width = (entries.map(\.tag.description.count).max() ?? 5) + 2
            var out = "en".padding(toLength: width, withPad: " ", startingAt: 0) + "built in (en-US, en-GB, en-CA, en-AU)\n"
            for entry in entries {
                out += entry.tag.description.padding(toLength: width, withPad: " ", startingAt: 0) + entry.words.path + "\n"
            }
            if entries.isEmpty {
                out += "No other dictionary is installed: on Debian and Ubuntu, apt install hunspell-de-de hunspell-fr …\n"
            }
            FileHandle.standardOutput.writeOrDrop(Data(out.utf8))
        }
        return 0
    }

    /// The dictionaries installed in the folders the user config file names, then in the usual ones.
    static func userCatalog() -> DictionaryCatalog {
        var problems: [String] = []
        let user = SettingsSources.readUserFile(problems: &problems)
        return DictionaryCatalog.installed(searchingFirst: Settings(json: user?.value).dictionaryFolders)
    }
}
