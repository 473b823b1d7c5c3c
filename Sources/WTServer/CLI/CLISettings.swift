import Foundation
import LSPKit
import WritingEngine

/// Settings for the command line: defaults < `.wt-lsp.json` (given, or found
/// upward from each path up to its repository root: `ConfigurationFolder`)
/// < the user config file < command-line flags.
struct CLISettings {
    private let explicitConfig: SettingsFile?
    private let userFile: SettingsFile?
    private let userWords: [String]
    private let overrides: [String: JSONValue]
    private var analyzers: [String: Analyzer] = [:]
    private var warnedPatterns: Set<String> = []

    init(configPath: String?, overrides: [String: JSONValue]) throws {
        var problems: [String] = []
        if let configPath {
            guard FileManager.default.fileExists(atPath: configPath) else {
                throw InputError("cannot read config \(PrintedText.path(configPath))")
            }
            explicitConfig = SettingsSources.readJSON5(
                ConfinedFile(url: URL(fileURLWithPath: configPath), scope: .user), problems: &problems)
            if explicitConfig == nil { throw InputError(problems.first ?? "cannot read config \(PrintedText.path(configPath))") }
        } else {
            explicitConfig = nil
        }
        userFile = SettingsSources.readUserFile(problems: &problems)
        userWords = WordListFile(url: SettingsSources.userConfigDirectory.appendingPathComponent("dictionary.txt"), scope: .user)
            .read(problems: &problems)
        self.overrides = overrides
        for problem in problems { Self.warn(problem) }
    }

    /// The analyzer for a file at `path` (cached per workspace folder).
    mutating func analyzer(for path: String) -> Analyzer {
        let folder = explicitConfig == nil ? Self.workspaceFolder(above: path) : nil
        let key = folder?.path ?? ""
        if let cached = analyzers[key] { return cached }
        var problems: [String] = []
        var sources = SettingsSources()
        if let explicitConfig {
            sources.workspaceFiles = [explicitConfig]
        } else if let folder, let file = SettingsSources.readWorkspaceFile(in: folder, problems: &problems) {
            sources.workspaceFiles = [file]
        }
        sources.userFile = userFile
        sources.client = overrides.isEmpty ? nil : .object(overrides)
        sources.clientName = "the command line"
        let settings = sources.merged()
        var words = Set(userWords)
        if let folder {
            let dictionary = WordListFile(url: folder.appendingPathComponent(".wt-lsp/dictionary.txt"), scope: .workspace(folder))
            words.formUnion(dictionary.read(problems: &problems))
        }
        problems += settings.problems
        let analyzer = Analyzer(settings: settings, extraWords: words, problems: &problems)
        for problem in problems { Self.warn(problem) }
        analyzers[key] = analyzer
        return analyzer
    }

    /// The folder whose `.wt-lsp.json` and `.wt-lsp/` apply to `path` (see `ConfigurationFolder`).
    static func workspaceFolder(above path: String) -> URL? {
        path == "-"
            ? ConfigurationFolder.search(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            : ConfigurationFolder.of(file: URL(fileURLWithPath: path))
    }

    /// Warns once about each pattern of `analyzer` that ran out of time.
    mutating func warnAboutDroppedPatterns(of analyzer: Analyzer) {
        for pattern in analyzer.structureOptions.ignoredPatterns where pattern.wasDropped && !warnedPatterns.contains(pattern.source) {
            warnedPatterns.insert(pattern.source)
            Self.warn(analyzer.settings.droppedPatternMessage(pattern))
        }
    }

    static func warn(_ message: String) {
        PrintedText.note("warning: \(message)")
    }
}
