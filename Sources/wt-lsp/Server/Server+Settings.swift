import Foundation
import LSPKit
import WritingEngine

extension Server {
    /// Re-reads every settings layer and dictionary, rebuilds the analyzer,
    /// and (when `announce`) re-checks open documents.
    func reloadSettings(announce: Bool) {
        var problems: [String] = []
        sources.userFile = SettingsSources.readUserFile(problems: &problems)
        sources.workspaceFiles = workspaceFolders.compactMap { SettingsSources.readWorkspaceFile(in: $0, problems: &problems) }
        settings = sources.merged()
        problems += settings.problems
        dictionaryWords = Set(dictionaryFiles().flatMap { $0.read(problems: &problems) })
        analyzer = Analyzer(settings: settings, extraWords: dictionaryWords, problems: &problems)
        report(problems)
        backgroundSettingsChanged()
        if announce { recheckAll() }
    }

    /// Logs each problem once (to stderr and the client's log), at most
    /// `maxProblemsPerReport` at a time.
    func report(_ problems: [String]) {
        let fresh = problems.filter { !reportedProblems.contains($0) }
        for problem in fresh.prefix(Self.maxProblemsPerReport) {
            reportedProblems.insert(problem)
            log.warning(problem)
        }
        if fresh.count > Self.maxProblemsPerReport {
            log.warning("\(fresh.count - Self.maxProblemsPerReport) more problems with the settings were not shown")
        }
    }

    /// Reports the `ignoredPatterns` that ran out of time on a document (once each).
    func reportDroppedPatterns() {
        report(analyzer.structureOptions.ignoredPatterns.filter(\.wasDropped).map(settings.droppedPatternMessage))
    }

    /// The user dictionary, then each workspace folder's.
    func dictionaryFiles() -> [WordListFile] {
        [userDictionary] + workspaceFolders.map(workspaceDictionary)
    }

    var userDictionary: WordListFile {
        WordListFile(url: SettingsSources.userConfigDirectory.appendingPathComponent("dictionary.txt"), scope: .user)
    }

    func workspaceDictionary(_ folder: URL) -> WordListFile {
        WordListFile(url: folder.appendingPathComponent(".wt-lsp/dictionary.txt"), scope: .workspace(folder))
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
