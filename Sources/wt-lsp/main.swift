import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// A reader that closes the output early (`| head`) makes writes fail
// instead of killing the process, so a model server it started still stops.
signal(SIGPIPE, SIG_IGN)
let status = CommandLineInterface.run(Array(CommandLine.arguments.dropFirst()))
ManagedModelServer.waitForSignalHandler()
endProcess(status)
