import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `check --fix` and `--fix --dry-run` over the built binary, on copies in a temporary folder.
@Suite struct CLIFixTests {
    let cli = CLITests()
    static let fixable = "# Notes\n\nThe the cat sat  on a apple.\n"
    static let fixed = "# Notes\n\nThe cat sat on an apple.\n"

    func make(_ name: String, _ text: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func leftovers(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".wt-lsp-") }
    }

    @Test func fixWritesTheSafeFixesKeepsPermissionsAndReportsWhatRemains() throws {
        let folder = try cli.temporaryFolder()
        let a = try make("a.md", Self.fixable, in: folder)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: a.path)
        let b = try make("b.md", "Its a dog  here.\n", in: folder)
        let clean = try make("c.md", "All is well.\n", in: folder)
        let result = try cli.run(["check", "--fix", folder.path])
        #expect(try contents(a) == Self.fixed)
        #expect(try contents(b) == "Its a dog here.\n")  // "Its" is not a safe fix
        #expect(try contents(clean) == "All is well.\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: a.path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        #expect(result.stderr.contains("fixed 3 issues in \(a.path)") && result.stderr.contains("fixed 1 issue in \(b.path)"))
        #expect(!result.stderr.contains("c.md"))
        // What remains is reported, and sets the exit status.
        #expect(result.status == 1 && result.stdout.contains("b.md:1:1: warning") && !result.stdout.contains("a.md"), "\(result.stdout)")
        #expect(try leftovers(in: folder) == [])
        let again = try cli.run(["check", "--fix", a.path])
        #expect(again.status == 0 && again.stdout.isEmpty && again.stderr.isEmpty)
    }

    @Test func dryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let folder = try cli.temporaryFolder()
        let lines = (1...12).map { "Line \($0) is fine." }
        var text = lines
        text[1] = "The the start."
        text[11] = "End  here."
        let a = try make("a.md", text.joined(separator: "\n"), in: folder)  // no line break at the end
        let result = try cli.run(["check", "--fix", "--dry-run", "a.md"], directory: folder)
        #expect(try contents(a) == text.joined(separator: "\n"))
        #expect(try leftovers(in: folder) == [])
        #expect(result.status == 0 && result.stderr.contains("would fix 2 issues in a.md"))
        let expected = """
            --- a.md
            +++ a.md
            @@ -1,5 +1,5 @@
             Line 1 is fine.
            -The the start.
            +The start.
             Line 3 is fine.
             Line 4 is fine.
             Line 5 is fine.
            @@ -9,4 +9,4 @@
             Line 9 is fine.
             Line 10 is fine.
             Line 11 is fine.
            -End  here.
            \\ No newline at end of file
            +End here.
            \\ No newline at end of file

            """
        #expect(result.stdout == expected)
        // The diff applies to give what --fix writes.
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        patch.arguments = ["patch", "-s", "-p0"]
        patch.currentDirectoryURL = folder
        let input = Pipe()
        patch.standardInput = input
        try patch.run()
        try input.fileHandleForWriting.write(contentsOf: Data(result.stdout.utf8))
        try input.fileHandleForWriting.close()
        patch.waitUntilExit()
        let copy = try make("b.md", text.joined(separator: "\n"), in: folder)
        _ = try cli.run(["check", "--fix", copy.path])
        #expect(patch.terminationStatus == 0)
        #expect(try contents(a) == contents(copy))
    }

    /// A misspelling written in several files is fixed where it is the odd
    /// spelling of a word the folder writes right many times more, and left
    /// as a suggestion where the folder writes it as often as the word.
    @Test func aSlipRepeatedAcrossFilesIsFixedWhereTheFolderWritesTheWordRight() throws {
        let folder = try cli.temporaryFolder()
        let a = try make("a.md", "We recieve mail daily.\n", in: folder)
        let b = try make("b.md", "They recieve it too.\n", in: folder)
        let manual = String(repeating: "You receive mail, and we receive replies.\n\n", count: 5)
        let c = try make("c.md", manual, in: folder)
        _ = try cli.run(["check", "--fix", folder.path])
        #expect(try contents(a) == "We receive mail daily.\n")
        #expect(try contents(b) == "They receive it too.\n")
        #expect(try contents(c) == manual)
        let other = try cli.temporaryFolder()
        let d = try make("d.md", "We recieve mail daily.\n", in: other)
        let e = try make("e.md", "They recieve it too, and we receive more.\n", in: other)
        let result = try cli.run(["check", "--fix", other.path])
        #expect(try contents(d) == "We recieve mail daily.\n")
        #expect(try contents(e) == "They recieve it too, and we receive more.\n")
        #expect(result.status == 1 && result.stdout.contains("d.md:1:4: warning"), "\(result.stdout)")
    }

    /// A misspelling whose best correction leads its rivals by little is
    /// fixed where the folder writes that correction beside the same words,
    /// and left as a suggestion where nothing settles it; a module name in
    /// prose is never fixed.
    @Test func aNearTieIsFixedWhereTheFolderWritesTheCorrectionAroundIt() throws {
        let folder = try cli.temporaryFolder()
        let a = try make("a.md", "It coud be faster.\n", in: folder)
        let b = try make("b.md", "It could be slower, and it could be done.\n", in: folder)
        let c = try make("c.md", "Improve the output with pprint.\n", in: folder)
        let result = try cli.run(["check", "--fix", folder.path])
        #expect(try contents(a) == "It could be faster.\n")
        #expect(try contents(b) == "It could be slower, and it could be done.\n")
        #expect(try contents(c) == "Improve the output with pprint.\n")
        #expect(result.stdout.contains("c.md:1:25: warning"), "\(result.stdout)")
        let alone = try cli.temporaryFolder()
        let d = try make("d.md", "It coud be faster.\n", in: alone)
        let left = try cli.run(["check", "--fix", alone.path])
        #expect(try contents(d) == "It coud be faster.\n")
        #expect(left.status == 1 && left.stdout.contains("d.md:1:4: warning"), "\(left.stdout)")
    }

    @Test func symbolicLinksOutOfTheFolderAreSkipped() throws {
        let folder = try cli.temporaryFolder()
        let outside = try make("outside.md", Self.fixable, in: folder)
        let docs = folder.appendingPathComponent("docs")
        let inside = try make("docs/inside.md", Self.fixable, in: folder)
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: docs.appendingPathComponent("away.md").path, withDestinationPath: "../outside.md")
        try fm.createSymbolicLink(atPath: docs.appendingPathComponent("alias.md").path, withDestinationPath: "inside.md")
        let result = try cli.run(["check", "--fix", "docs"], directory: folder)
        // A folder walk does not even read a link out of the folder.
        #expect(!result.stdout.contains("away.md") && !result.stderr.contains("away.md"), "\(result.stderr)")
        #expect(try contents(outside) == Self.fixable)
        let named = try cli.run(["check", "--fix", "docs/away.md"], directory: folder)
        #expect(named.stderr.contains("skipped docs/away.md: a symbolic link to a file outside"), "\(named.stderr)")
        #expect(named.status == 1)  // the link left alone still has its findings
        #expect(try contents(outside) == Self.fixable)
        // A link within the folder is written through (once), and stays a link.
        #expect(try contents(inside) == Self.fixed)
        #expect(try fm.destinationOfSymbolicLink(atPath: docs.appendingPathComponent("alias.md").path) == "inside.md")
        #expect(result.stderr.components(separatedBy: "fixed 3 issues").count == 2, "\(result.stderr)")
        #expect(result.status == 0)
    }

    @Test func usageErrors() throws {
        #expect(try cli.run(["check", "--fix", "-"], stdin: "Teh.\n").status == 2)
        #expect(try cli.run(["check", "--dry-run", "-"], stdin: "Teh.\n").status == 2)
        #expect(try cli.run(["check", "--fix", "--dry-run", "--format", "json", "-"]).status == 2)
    }

    /// `a.md` changes after it was read, before its fixed text replaces it.
    /// The run reads every file before fixing any (the files are one
    /// workspace) and stages every file before replacing any; `b.md` is a
    /// named pipe, so the run waits there, with `a.md` read, until the test
    /// has changed `a.md`.
    @Test func aFileThatChangesWhileItIsFixedIsLeftAsItIs() throws {
        let folder = try cli.temporaryFolder()
        let a = try make("a.md", Self.fixable, in: folder)
        let b = folder.appendingPathComponent("b.md")
        #expect(mkfifo(b.path, 0o644) == 0)
        let process = Process()
        process.executableURL = ServerProcess.executable
        process.arguments = ["check", "--fix", a.path, b.path]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let deadline = Date().addingTimeInterval(60)
        var pipe: Int32 = -1
        while pipe < 0 {
            pipe = open(b.path, O_WRONLY | O_NONBLOCK)  // fails until the run opens it to read
            try #require(pipe >= 0 || Date() < deadline, "b.md was never read")
            if pipe < 0 { Thread.sleep(forTimeInterval: 0.01) }
        }
        let handle = try FileHandle(forWritingTo: a)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("Written meanwhile.\n".utf8))
        try handle.close()
        _ = "All is well.\n".withCString { write(pipe, $0, strlen($0)) }
        close(pipe)

        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(err.contains("\(a.path) changed while it was being fixed; left as it is"), "\(err)")
        #expect(try contents(a) == Self.fixable + "Written meanwhile.\n")
        #expect(try leftovers(in: folder) == [])
        #expect(out.contains("a.md:3:1: warning repeated-word"), "\(out)")  // its findings stand
    }
}
