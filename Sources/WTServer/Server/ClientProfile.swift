import LSPKit

/// What the client said it can do, read once from `initialize`.
struct ClientProfile: Sendable {
    var canApplyEdits = false
    var supportsDocumentChanges = false
    var supportsChangeAnnotations = false
    var supportsPullDiagnostics = false
    var supportsDiagnosticRefresh = false
    var supportsConfiguration = false
    var supportsWatchedFilesRegistration = false
    var supportsWorkDoneProgress = false
    var supportsShowMessageRequest = true
    var supportsCodeActionResolve = false
    var supportsVersionedDiagnostics = false
    var name: String?

    init() {}

    init(_ request: InitializeRequest) {
        canApplyEdits = request.supports("workspace.applyEdit")
        supportsDocumentChanges = request.supports("workspace.workspaceEdit.documentChanges")
        supportsChangeAnnotations = request.capability("workspace.workspaceEdit.changeAnnotationSupport") != nil
        supportsPullDiagnostics = request.capability("textDocument.diagnostic") != nil
        supportsDiagnosticRefresh = request.supports("workspace.diagnostics.refreshSupport")
        supportsConfiguration = request.supports("workspace.configuration")
        supportsWatchedFilesRegistration = request.supports("workspace.didChangeWatchedFiles.dynamicRegistration")
        supportsWorkDoneProgress = request.supports("window.workDoneProgress")
        supportsCodeActionResolve = request.capability("textDocument.codeAction.resolveSupport") != nil
        supportsVersionedDiagnostics = request.supports("textDocument.publishDiagnostics.versionSupport")
        name = request.clientInfo?.name
    }
}
