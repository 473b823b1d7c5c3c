import LSPKit
import WritingEngine

// Writing Tools sessions (rewrite, transform, compose). Being built; only the
// listing exists so far.
extension Server {
    func rewriteActions(uri: DocumentURI, range: LSPRange, selection: Range<Int>, in open: OpenDocument) -> [CodeAction] { [] }

    func resolveRewrite(_ action: CodeAction, reply: Reply) { reply.success(action) }

    func executeWritingTools(_ command: ServerCommand, _ argument: JSONValue, token: ProgressToken?, reply: Reply) {
        reply.failure(.requestFailed("\(command.rawValue) is not available in this build"))
    }

    func sessionsNoticeChange(uri: DocumentURI, changes: [TextDocument.AppliedChange]) {}

    func cancelProgress(_ token: ProgressToken) {}
}
