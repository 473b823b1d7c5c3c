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
        folderAnalyzers = [:]
        for uri in documents.keys { documents[uri]?.settingsFolder = settingsFolder(of: uri) }
        // An analysis running off the queue uses the previous settings: its result would be dropped.
        for uri in backgroundAnalyses.keys { cancelBackgroundAnalysis(uri) }
        report(problems)
        backgroundSettingsChanged()
        if announce { recheckAll() }
    }

    /// Logs each problem once (to stderr and the client's log), at most
    /// `maxProblemsPerReport` at a time; those beyond are counted, and
    /// count as reported.
    func report(_ problems: [String]) {
        let fresh = problems.filter { !reportedProblems.contains($0) }
        reportedProblems.formUnion(fresh)
        for problem in fresh.prefix(Self.maxProblemsPerReport) { log.warning(problem) }
        if fresh.count > Self.maxProblemsPerReport {
            log.warning("\(fresh.count - Self.maxProblemsPerReport) more problems with the settings were not shown")
        }
    }

    /// Reports the `ignoredPatterns` of `analyzer` that ran out of time on a document (once each).
    func reportDroppedPatterns(of analyzer: Analyzer) {
        report(analyzer.structureOptions.ignoredPatterns.filter(\.wasDropped).map(analyzer.settings.droppedPatternMessage))
    }

    /// The folder whose settings apply to the document at `uri`, found as the
    /// command line finds it (`ConfigurationFolder`), stopping at a workspace folder.
    func settingsFolder(of uri: DocumentURI) -> URL? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return ConfigurationFolder.of(file: url, boundaries: workspaceFolders)
    }

    /// The analyzer of `open`: its settings folder's `.wt-lsp.json` under the
    /// user file and the client's settings, with the dictionaries and that
    /// folder's own; made once per folder until the settings change.
    func analyzer(for open: OpenDocument) -> Analyzer {
        let key = open.settingsFolder?.path ?? ""
        if let made = folderAnalyzers[key] { return made }
        var problems: [String] = []
        var layers = sources
        layers.workspaceFiles = []
        var words = dictionaryWords
        if let folder = open.settingsFolder {
            if let file = SettingsSources.readWorkspaceFile(in: folder, problems: &problems) { layers.workspaceFiles = [file] }
            words.formUnion(workspaceDictionary(folder).read(problems: &problems))
        }
        let settings = layers.merged()
        problems += settings.problems
        let made = Analyzer(settings: settings, extraWords: words, problems: &problems)
        report(problems)
        folderAnalyzers[key] = made
        return made
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
