import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One real model server at a time across the package's tests.
///
/// `swift test` runs every suite of every test target at once, in one
/// process. Two llama.cpp servers on a small machine each take all its
/// cores, and a slow first token then fails a test that has nothing wrong.
/// A test that starts a real model server takes its turn here: an exclusive
/// lock on a file in the temporary folder, waited for without holding a
/// thread of the concurrency pool for long.
public enum ModelServerTurn {
    /// Runs `body` while this process holds the turn.
    public static func run<T>(_ body: () async throws -> T) async rethrows -> T {
        let lock = Lock()
        while !lock.tryAcquire() { try? await Task.sleep(for: .milliseconds(250)) }
        defer { lock.release() }
        return try await body()
    }

    /// Runs `body` while this process holds the turn (for a synchronous test).
    public static func runBlocking<T>(_ body: () throws -> T) rethrows -> T {
        let lock = Lock()
        while !lock.tryAcquire() { Thread.sleep(forTimeInterval: 0.25) }
        defer { lock.release() }
        return try body()
    }

    /// An exclusive `flock` on `wt-lsp-model-server.lock` in the temporary folder.
    private final class Lock {
        private let fd: Int32

        init() {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("wt-lsp-model-server.lock").path
            fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        }

        /// Whether the lock is now held (always, when the file cannot be opened: nothing to wait for).
        func tryAcquire() -> Bool { fd < 0 || flock(fd, LOCK_EX | LOCK_NB) == 0 }

        func release() {
            guard fd >= 0 else { return }
            flock(fd, LOCK_UN)
            close(fd)
        }
    }
}
