import Foundation

#if canImport(Glibc)
    import Glibc
#endif

let status = CommandLineInterface.run(Array(CommandLine.arguments.dropFirst()))
ManagedModelServer.waitForSignalHandler()
exit(status)
