extension MessageRegistry {
    /// The LSP messages LSPKit knows (client → server).
    public static let standard = MessageRegistry(
        requests: [
            InitializeRequest.self, ShutdownRequest.self, CodeActionRequest.self, CodeActionResolveRequest.self,
            ExecuteCommandRequest.self, DocumentDiagnosticRequest.self,
        ],
        notifications: [
            InitializedNotification.self, ExitNotification.self, CancelRequestNotification.self, SetTraceNotification.self,
            DidOpenTextDocumentNotification.self, DidChangeTextDocumentNotification.self,
            DidCloseTextDocumentNotification.self, DidSaveTextDocumentNotification.self,
            DidChangeConfigurationNotification.self, DidChangeWatchedFilesNotification.self,
            WorkDoneProgressCancelNotification.self,
        ])
}
