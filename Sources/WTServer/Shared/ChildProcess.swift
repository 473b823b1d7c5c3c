import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A program started with `posix_spawn`, every signal at its default action
/// and none blocked, whatever this process ignores or blocks: wt-lsp ignores
/// SIGTERM, SIGINT and SIGHUP to handle them itself, and its threads may
/// block them, and a child that inherited either could not be stopped. Its
/// input and output are `/dev/null`, its standard error a given pipe, and
/// it inherits no other file descriptor (the editor's pipes among them).
final class ChildProcess: Sendable {
    /// Why a program could not be started.
    struct LaunchError: Error, CustomStringConvertible {
        let description: String
    }

    let processIdentifier: pid_t
    /// The wait status, once the child has exited and been reaped.
    private let status = Mutex<Int32?>(nil)

    /// Starts `executable` with `arguments`; its standard error goes to
    /// `standardError` (a file descriptor this process keeps).
    init(executable: String, arguments: [String], standardError: Int32) throws(LaunchError) {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        for fd in Self.openDescriptors() where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else { throw LaunchError(description: String(cString: strerror(result))) }
        processIdentifier = pid
    }

    /// The file descriptors open in this process.
    private static func openDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }
    }

    /// Whether the child has not exited yet (it is reaped when it has).
    var isRunning: Bool {
        status.withLock { status in
            guard status == nil else { return false }
            var raw: Int32 = 0
            let reaped = waitpid(processIdentifier, &raw, WNOHANG)
            if reaped == processIdentifier || (reaped < 0 && errno == ECHILD) {
                status = reaped == processIdentifier ? raw : 0
                return false
            }
            return true
        }
    }

    /// Sends `number` to the child, unless it has been reaped (its pid may be another's by then).
    func send(_ number: Int32) {
        status.withLock { status in
            if status == nil { kill(processIdentifier, number) }
        }
    }

    /// Returns once the child has exited.
    func waitUntilExit() {
        // Waits without reaping, so that `isRunning` stays free to reap.
        var info = siginfo_t()
        while isRunning {
            if waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) < 0 && errno != EINTR { break }
        }
    }

    /// The exit status, or 128 plus the signal that ended the child (once it has exited).
    var terminationStatus: Int32 {
        let raw = status.withLock { $0 } ?? 0
        let signal = raw & 0x7F
        return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
    }
}
