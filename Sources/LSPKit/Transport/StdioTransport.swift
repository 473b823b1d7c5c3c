import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A byte channel to the client.
public protocol MessageTransport: Sendable {
    /// Starts delivering received chunks to `onData`, and `onEnd` once at end of input.
    func start(onData: @escaping @Sendable ([UInt8]) -> Void, onEnd: @escaping @Sendable () -> Void)
    /// Writes one complete frame, in order with the others; it may still be
    /// on its way when this returns.
    func write(_ frame: Data)
    /// Returns once every frame written before is out.
    func flush()
}

/// Reads and writes frames on file descriptors (stdin/stdout by default).
///
/// - Important: `protectingStandardOutput()` keeps a private duplicate of fd 1
///   for the protocol and points fd 1 at stderr, so a stray `print` cannot
///   corrupt the stream. Reads run on a dedicated thread. Frames are
///   written in order on a queue of their own, so a client slow to read (a
///   publish of a whole document's diagnostics can outgrow the pipe's
///   buffer) holds up no one but itself: the server goes on with the next
///   message.
public final class FileDescriptorTransport: MessageTransport {
    private let input: Int32
    private let output: Int32
    private let writer = DispatchQueue(label: "wt-lsp stdout")

    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// A transport on stdin and a private copy of stdout; fd 1 then points at stderr.
    public static func protectingStandardOutput() -> FileDescriptorTransport {
        signal(SIGPIPE, SIG_IGN)
        let privateOut = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        return FileDescriptorTransport(input: STDIN_FILENO, output: privateOut)
    }

    public func start(onData: @escaping @Sendable ([UInt8]) -> Void, onEnd: @escaping @Sendable () -> Void) {
        let fd = input
        let thread = Thread {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    onData(Array(chunk[0..<n]))
                } else if n < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            onEnd()
        }
        thread.name = "wt-lsp stdin"
        thread.stackSize = 8 << 20  // decoding recurses per JSON level (bounded by MessageDecoder.maximumDepth)
        thread.start()
    }

    public func write(_ frame: Data) {
        let output = output
        writer.async {
            frame.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let n = Glibc.write(output, raw.baseAddress! + offset, raw.count - offset)
                    if n > 0 {
                        offset += n
                    } else if n < 0 && errno == EINTR {
                        continue
                    } else {
                        return  // the client is gone; nothing more to do
                    }
                }
            }
        }
    }

    public func flush() {
        writer.sync {}
    }
}
