import Foundation
import Testing

/// `check` over the built binary with inputs that cannot all be read: the
/// ones that can are reported in every format, the others are named on
/// stderr with exit status 2.
@Suite struct CLIInputTests {
    let cli = CLITests()

    /// A folder holding `bad.md`, with one misspelling.
    private func folderWithAFinding() throws -> URL {
        let folder = try cli.temporaryFolder()
        try "I recieve the letter.\n".write(to: folder.appendingPathComponent("bad.md"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test(arguments: ["text", "json", "github", "sarif"])
    func aMissingPathLosesNoReport(format: String) throws {
        let folder = try folderWithAFinding()
        let result = try cli.run(["check", "--format", format, "bad.md", "missing.md", "also-missing.md"], directory: folder)
        #expect(result.status == 2)
        #expect(result.stdout.contains("recieve"), "\(format): \(result.stdout)")
        #expect(result.stderr.contains("missing.md: no such file") && result.stderr.contains("also-missing.md"), "\(result.stderr)")
    }

    @Test func anUnknownLanguageIsAUsageErrorNamingTheValidOnes() throws {
        let folder = try folderWithAFinding()
        for arguments in [["check", "--language", "klingon", "bad.md"], ["ignored", "--language=klingon", "bad.md"]] {
            let result = try cli.run(arguments, directory: folder)
            #expect(result.status == 2 && result.stdout.isEmpty)
            #expect(result.stderr.contains("klingon") && result.stderr.contains("markdown") && result.stderr.contains("python"))
        }
        let rewrite = try cli.run(["rewrite", "--tone", "concise", "--language", "klingon"], stdin: "Some text.\n")
        #expect(rewrite.status == 2 && rewrite.stderr.contains("klingon"))
        // Aliases still count as known.
        let alias = try cli.run(["check", "--language", "md", "bad.md"], directory: folder)
        #expect(alias.status == 1 && alias.stdout.contains("recieve"))
    }

    @Test func aBinaryFileIsSkippedLoudlyWhenNamedAndSilentlyInAFolder() throws {
        let folder = try folderWithAFinding()
        var binary = Data("ELF teh recieve ".utf8)
        binary.append(contentsOf: [0, 1, 2, 0, 0xFF])
        binary.append(Data(" documment\n".utf8))
        try binary.write(to: folder.appendingPathComponent("tool.txt"))
        let named = try cli.run(["check", "tool.txt", "bad.md"], directory: folder)
        #expect(named.status == 2)
        #expect(!named.stdout.contains("tool.txt") && named.stdout.contains("bad.md"), "\(named.stdout)")
        #expect(named.stderr.contains("tool.txt is a binary file"), "\(named.stderr)")
        let walked = try cli.run(["check", "."], directory: folder)
        #expect(walked.status == 1 && walked.stderr.isEmpty, "\(walked.stderr)")
        #expect(!walked.stdout.contains("tool.txt") && walked.stdout.contains("bad.md"), "\(walked.stdout)")
    }

    @Test func aLoopOfLinksIsNamedAsALoop() throws {
        let folder = try folderWithAFinding()
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("a.md").path, withDestinationPath: "b.md")
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("b.md").path, withDestinationPath: "a.md")
        let result = try cli.run(["check", "a.md", "bad.md"], directory: folder)
        #expect(result.status == 2 && result.stdout.contains("recieve"))
        #expect(result.stderr.contains("a.md: its symbolic links form a loop"), "\(result.stderr)")
        #expect(!result.stderr.contains("no such file"), "\(result.stderr)")
    }

    @Test func invalidUTF8IsNotedOnceAndKeepsTheStatus() throws {
        let folder = try cli.temporaryFolder()
        // A lead byte without its continuation, before an opening bracket, in three paragraphs.
        var text = Data()
        for _ in 0..<3 { text.append(Data("We met at noon ".utf8) + Data([0xC3]) + Data("( and left.\n\n".utf8)) }
        try text.write(to: folder.appendingPathComponent("latin.md"))
        let result = try cli.run(["check", "--format", "json", "latin.md"], directory: folder)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("bracket"), "\(result.stdout)")
        let notices = result.stderr.components(separatedBy: "not valid UTF-8").count - 1
        #expect(notices == 1 && result.stderr.contains("latin.md"), "\(result.stderr)")
        let valid = try cli.run(["check", "--format", "json", "-"], stdin: "We met at noon and left.\n")
        #expect(valid.status == 0 && !valid.stderr.contains("UTF-8"), "\(valid.stderr)")
    }
}
