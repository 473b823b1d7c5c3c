import Dispatch
import Foundation
import LSPKit
import WritingEngine

/// The language server: maps LSP onto the writing engine.
///
/// - Important: All mutable state is touched only on `connection.queue`
///   (handlers run there; timers and background work hop back to it).
final class Server: MessageHandler, @unchecked Sendable {
    let connection: Connection
    let log: Logger
    let exit: @Sendable (Int32) -> Void

    // Lifecycle
    var initialized = false
    var shutdownRequested = false
    var endingInput = false
    var pendingWork = 0

    // Client
    var client = ClientProfile()
    var encoding: PositionEncoding = .utf16
    var workspaceFolders: [URL] = []

    // Settings and engine
    var sources = SettingsSources()
    var settings = Settings(json: nil)
    /// The analyzer of the workspace folders' settings, for text outside any document.
    var analyzer: Analyzer
    /// The analyzer of each settings folder of an open document (`analyzer(for:)`), by path ("" for none).
    var folderAnalyzers: [String: Analyzer] = [:]
    var reportedProblems: Set<String> = []
    /// At most this many new problems are logged at once (see `report`).
    static let maxProblemsPerReport = 10
    var dictionaryWords: Set<String> = []

    // Documents
    var documents: [DocumentURI: OpenDocument] = [:]
    /// The analyses of documents running off the queue, one at most per document (see `analyzeInBackground`).
    var backgroundAnalyses: [DocumentURI: BackgroundAnalysis] = [:]
    /// The last `OpenDocument.generation` given (see `nextGeneration`).
    var lastGeneration = 0
    var ignoredWordsStore: IgnoredWordsStore

    // Writing Tools sessions and the model provider
    var writingTools = WritingToolsState()

    init(connection: Connection, log: Logger, exit: @escaping @Sendable (Int32) -> Void) {
        self.connection = connection
        self.log = log
        self.exit = exit
        var problems: [String] = []
        self.analyzer = Analyzer(settings: Settings(json: nil), extraWords: [], problems: &problems)
        self.ignoredWordsStore = IgnoredWordsStore(directory: SettingsSources.userConfigDirectory)
    }

    // MARK: - Dispatch

    func handle(_ request: any RequestType, id: RequestID, reply: Reply) {
        if shutdownRequested && !(request is ShutdownRequest) {
            return reply.failure(ResponseError(code: .invalidRequest, message: "the server is shutting down"))
        }
        if !initialized && !(request is InitializeRequest) {
            return reply.failure(.serverNotInitialized)
        }
        switch request {
        case let r as InitializeRequest: initialize(r, reply: reply)
        case is ShutdownRequest:
            shutdownRequested = true
            reply.success(VoidResponse())
        case let r as CodeActionRequest: codeActions(r, reply: reply)
        case let r as CodeActionResolveRequest: resolve(r.action, reply: reply)
        case let r as ExecuteCommandRequest: execute(r, reply: reply)
        case let r as DocumentDiagnosticRequest: pullDiagnostics(r, reply: reply)
        case let r as CheckTextRequest: reply.success(checkText(r))
        case let r as IgnoredRangesRequest: ignoredRanges(r, reply: reply)
        default: reply.failure(.methodNotFound(type(of: request).method))
        }
    }

    func handle(_ notification: any NotificationType) {
        if notification is ExitNotification {
            return finish(code: shutdownRequested ? 0 : 1)
        }
        guard initialized, !shutdownRequested else { return }
        switch notification {
        case is InitializedNotification: didInitialize()
        case let n as DidOpenTextDocumentNotification: didOpen(n)
        case let n as DidChangeTextDocumentNotification: didChange(n)
        case let n as DidCloseTextDocumentNotification: didClose(n)
        case let n as DidChangeConfigurationNotification: didChangeConfiguration(n)
        case let n as DidChangeWatchedFilesNotification: didChangeWatchedFiles(n)
        case let n as SetTraceNotification: log.trace = n.value
        case is DidSaveTextDocumentNotification: break
        case let n as WorkDoneProgressCancelNotification: cancelProgress(n.token)
        default: break
        }
    }

    /// End of input: publish what is pending, let running work answer, then exit.
    func inputEnded() {
        endingInput = true
        flushPendingDiagnostics()
        exitWhenIdle()
    }

    /// Exits once no background work is running (after end of input).
    func exitWhenIdle() {
        guard endingInput, pendingWork == 0 else { return }
        finish(code: 0)
    }

    private func finish(code: Int32) {
        ManagedModelServer.shared.shutDown()
        connection.flush()
        exit(code)
    }

    // MARK: - Lifecycle

    private func initialize(_ request: InitializeRequest, reply: Reply) {
        client = ClientProfile(request)
        encoding = PositionEncoding.negotiate(
            offered: request.capability("general.positionEncodings")?.arrayValue?.compactMap(\.stringValue))
        workspaceFolders = Self.folders(of: request)
        if let trace = request.trace { log.trace = trace }
        sources.client = request.initializationOptions
        reloadSettings(announce: false)
        initialized = true
        let behavior = resolvedBehavior
        var capabilities: [String: JSONValue] = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "codeActionProvider": [
                "codeActionKinds": .array(ServerCodeActionKinds.all.map { .string($0.rawValue) }),
                "resolveProvider": true,
            ],
            "executeCommandProvider": ["commands": .array(ServerCommand.allCases.map { .string($0.rawValue) })],
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": false]],
            "experimental": ["writingTools": ["behavior": .string(behavior.rawValue), "version": .string(WTVersion.string)]],
        ]
        if client.supportsPullDiagnostics {
            capabilities["diagnosticProvider"] = ["identifier": "wt-lsp", "interFileDependencies": false, "workspaceDiagnostics": false]
        }
        reply.success(
            InitializeResult(capabilities: .object(capabilities), serverInfo: ServerInfo(name: "wt-lsp", version: WTVersion.string)))
    }

    private func didInitialize() {
        if client.supportsConfiguration { requestConfiguration() }
        if client.supportsWatchedFilesRegistration {
            let watchers: [JSONValue] = [
                ["globPattern": "**/.wt-lsp/dictionary.txt"], ["globPattern": "**/.wt-lsp.json"],
                // A Vale configuration, its styles' rules and its vocabularies: a change reloads them.
                ["globPattern": "**/{.vale.ini,_vale.ini,vale.ini}"], ["globPattern": "**/*.{yml,yaml}"],
                ["globPattern": "**/{accept,reject}.txt"],
            ]
            connection.send(
                RegisterCapabilityRequest(registrations: [
                    .init(id: "wt-lsp-files", method: "workspace/didChangeWatchedFiles", registerOptions: ["watchers": .array(watchers)])
                ])
            ) { _ in }
        }
    }

    static func folders(of request: InitializeRequest) -> [URL] {
        var uris = request.workspaceFolders?.map(\.uri) ?? []
        if uris.isEmpty, let root = request.rootUri { uris = [root] }
        var urls = uris.compactMap { URL(string: $0) }.filter(\.isFileURL)
        if urls.isEmpty, let path = request.rootPath { urls = [URL(fileURLWithPath: path)] }
        return urls
    }

    /// `behavior` with `default` resolved for this client.
    var resolvedBehavior: Behavior {
        switch settings.behavior {
        case .default: client.canApplyEdits ? .complete : .limited
        case let other: other
        }
    }

    // MARK: - Background work

    /// Marks work that must finish before the server exits at end of input.
    func beginWork() { pendingWork += 1 }

    /// Ends work begun with `beginWork`; call on the queue.
    func endWork() {
        pendingWork -= 1
        exitWhenIdle()
    }
}
