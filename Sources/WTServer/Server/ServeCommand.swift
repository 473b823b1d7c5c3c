import Dispatch
import Foundation
import LSPKit

#if canImport(Glibc)
    import Glibc
#endif

/// `wt-lsp [--stdio] [--log-file PATH]`: serve LSP on stdin/stdout until `exit` or end of input.
enum ServeCommand {
    static func run(logFile: String?) -> Never {
        Analyzer.warmUp()
        let transport = FileDescriptorTransport.protectingStandardOutput()
        let log = Logger(path: logFile)
        let connection = Connection(transport: transport, registry: .writingTools) { message in log.debug(message) }
        log.connect { [weak connection] level, message in
            let type: WindowMessageKind =
                switch level {
                case .error: .error
                case .warning: .warning
                case .detail: .log
                }
            connection?.send(LogMessageNotification(type: type, message: message))
        }
        let server = Server(connection: connection, log: log) { code in
            endProcess(code)
        }
        connection.start(handler: server)
        dispatchMain()
    }
}
