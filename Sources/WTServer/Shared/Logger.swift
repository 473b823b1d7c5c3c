import Foundation
import Synchronization

/// Server logs: to stderr, to `--log-file`, and to the client as
/// `window/logMessage` (warnings always; details when `$/setTrace` is not `off`).
/// Never to stdout.
final class Logger: Sendable {
    private let file: Mutex<FileHandle?>
    private let traceLevel = Mutex("off")
    private let toClient = Mutex<(@Sendable (_ level: Level, _ message: String) -> Void)?>(nil)

    /// How much a log line matters.
    enum Level: Sendable {
        /// Something was refused or failed.
        case error
        /// A problem the user should be able to find.
        case warning
        /// A detail, sent to the client only when tracing.
        case detail
    }

    init(path: String?) {
        var handle: FileHandle?
        if let path {
            if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            handle = FileHandle(forWritingAtPath: path)
            handle?.seekToEndOfFile()
        }
        file = Mutex(handle)
    }

    /// `$/setTrace` value: `off`, `messages` or `verbose`.
    var trace: String {
        get { traceLevel.withLock { $0 } }
        set { traceLevel.withLock { $0 = newValue } }
    }

    /// Where client-bound log lines go (set once the connection exists).
    func connect(_ send: @escaping @Sendable (_ level: Level, _ message: String) -> Void) { toClient.withLock { $0 = send } }

    /// Something was refused or failed: always sent to the client.
    func error(_ message: String) {
        write("error: \(message)")
        toClient.withLock { $0 }?(.error, message)
    }

    /// A problem the user should be able to find.
    func warning(_ message: String) {
        write("warning: \(message)")
        toClient.withLock { $0 }?(.warning, message)
    }

    /// A detail, sent to the client only when tracing.
    func debug(_ message: String) {
        write(message)
        if trace != "off" { toClient.withLock { $0 }?(.detail, message) }
    }

    private func write(_ line: String) {
        let data = Data("wt-lsp: \(line)\n".utf8)
        FileHandle.standardError.writeOrDrop(data)
        file.withLock { $0?.write(data) }
    }
}

enum WTVersion {
    static let string = "0.1.0"
}
