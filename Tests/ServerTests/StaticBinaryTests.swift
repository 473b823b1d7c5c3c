import Foundation
import Testing

/// README's build (`swift build -c release --static-swift-stdlib`) makes one
/// file that works anywhere: the Swift runtime and Foundation are linked in,
/// so a copy runs with the toolchain's libraries out of reach. libcurl is
/// not linked either: it is loaded by the first `https` request, so every
/// start is spared loading it and the libraries it needs.
@Suite struct StaticBinaryTests {
    /// The release binary README's set-up builds (`WT_RELEASE_EXE` names another).
    static let release: URL = {
        if let path = ProcessInfo.processInfo.environment["WT_RELEASE_EXE"] { return URL(fileURLWithPath: path) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/release/wt-lsp")
    }()

    /// Whether README's release build is there (`.ci/run` builds it before the tests).
    static var built: Bool { FileManager.default.isExecutableFile(atPath: release.path) }

    @Test(.enabled(if: built, "README's release build comes first")) func aCopyRunsWithoutTheToolchainsLibraries() throws {
        let folder = try CLITests().temporaryFolder()
        let copy = folder.appendingPathComponent("wt-lsp")
        try FileManager.default.copyItem(at: Self.release, to: copy)
        let needed = try Self.run("/usr/bin/ldd", [copy.path], environment: ["PATH": "/usr/bin:/bin"]).stdout
        let swiftLibraries = needed.split(separator: "\n").filter {
            $0.contains("libswift") || $0.contains("libFoundation") || $0.contains("libdispatch")
        }
        #expect(swiftLibraries.isEmpty, "the binary needs the toolchain's \(swiftLibraries)")
        #expect(!needed.contains("libcurl"), "the binary loads libcurl at start: \(needed)")
        // Only the system's own library folders, and no toolchain on PATH.
        let environment = ["PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "", "HOME": folder.path, "XDG_CONFIG_HOME": folder.path]
        let version = try Self.run(copy.path, ["--version"], environment: environment)
        #expect(version.status == 0 && version.stdout.hasPrefix("wt-lsp "), "\(version.stderr)")
        let note = folder.appendingPathComponent("note.md")
        try "A note with a mistaek.\n".write(to: note, atomically: true, encoding: .utf8)
        let check = try Self.run(copy.path, ["check", note.path], environment: environment)
        #expect(check.status == 1 && check.stdout.contains("mistaek"), "\(check.stderr)")
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> CLITests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLITests.Run(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
}
