import Foundation
import LSPKit
import WritingEngine

extension Server {
    /// Re-reads every settings layer and dictionary, rebuilds the analyzer,
    /// and (when `announce`) re-checks open documents.
    func reloadSettings(announce: Bool) {
        var problems: [String] = []
        sources.userFile = SettingsSources.readUserFile(problems: &problems)
        sources.workspaceFiles = workspaceFolders.compactMap {
            SettingsSources.readJSON5(at: $0.appendingPathComponent(".wt-lsp.json"), problems: &problems)
        }
        settings = sources.merged()
        problems += settings.problems
        dictionaryWords = Set(dictionaryFiles().flatMap { $0.read() })
        analyzer = Analyzer(settings: settings, extraWords: dictionaryWords, problems: &problems)
        for problem in problems where !reportedProblems.contains(problem) {
            reportedProblems.insert(problem)
            log.warning(problem)
        }
        if announce { recheckAll() }
    }

    /// The user dictionary, then each workspace folder's.
    func dictionaryFiles() -> [WordListFile] {
        [userDictionary] + workspaceFolders.map(workspaceDictionary)
    }

    var userDictionary: WordListFile {
        WordListFile(url: SettingsSources.userConfigDirectory.appendingPathComponent("dictionary.txt"))
    }

    func workspaceDictionary(_ folder: URL) -> WordListFile {
        WordListFile(url: folder.appendingPathComponent(".wt-lsp/dictionary.txt"))
    }

    /// Asks the client for section `writingTools`.
    func requestConfiguration() {
        connection.send(ConfigurationRequest(items: [.init(section: "writingTools")])) { [self] result in
            guard case .success(let values) = result, let first = values.first, !first.isNull else { return }
            sources.client = SettingsSources.deepMerge(sources.client?.objectValue ?? [:], first.objectValue ?? [:]).asJSON
            reloadSettings(announce: true)
        }
    }

    func didChangeConfiguration(_ note: DidChangeConfigurationNotification) {
        if let section = note.settings?["writingTools"], section.objectValue != nil {
            sources.client = section
            reloadSettings(announce: true)
        } else if client.supportsConfiguration {
            requestConfiguration()
        } else {
            reloadSettings(announce: true)
        }
    }

    func didChangeWatchedFiles(_ note: DidChangeWatchedFilesNotification) {
        reloadSettings(announce: true)
    }

    /// Re-checks every open document after a settings or dictionary change:
    /// pushes again, or asks a pull client to refresh.
    func recheckAll() {
        for uri in documents.keys {
            documents[uri]?.diagnostics = nil
            documents[uri]?.structure = nil
        }
        if client.supportsPullDiagnostics {
            if client.supportsDiagnosticRefresh { connection.send(DiagnosticRefreshRequest()) { _ in } }
        } else {
            for uri in documents.keys.sorted() { publishDiagnostics(uri) }
        }
    }
}

extension [String: JSONValue] {
    var asJSON: JSONValue { .object(self) }
}
