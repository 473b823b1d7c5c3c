import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The wt-lsp program, language server and command line, as the executable runs it.
public enum WTLSP {
    /// Runs wt-lsp with `arguments` (the command line without the program name) and
    /// exits with its status, once a signal's handler has stopped a model server it started.
    public static func run(_ arguments: [String]) -> Never {
        // A reader that closes the output early (`| head`) makes writes fail
        // instead of killing the process, so a model server it started still stops.
        signal(SIGPIPE, SIG_IGN)
        let status = CommandLineInterface.run(arguments)
        ManagedModelServer.waitForSignalHandler()
        endProcess(status)
    }
}
