import Foundation
import LSPKit
import Testing

/// `check --format sarif` and `--format github` over the built binary.
@Suite struct CLIReportTests {
    let cli = CLITests()

    /// A folder holding `notes.md` with a misspelling after a non-BMP
    /// character (two UTF-16 code units) and a repeated word over a line break.
    func fixture() throws -> URL {
        let folder = try cli.temporaryFolder()
        try "# Notes\n\n😀 I recieve mail.\nIt is the\nthe end.\n".write(
            to: folder.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        return folder
    }

    func sarif(_ arguments: [String], in folder: URL) throws -> (status: Int32, log: [String: Any]) {
        let result = try cli.run(["check", "--format", "sarif"] + arguments, directory: folder)
        let log = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (result.status, log ?? [:])
    }

    @Test func sarifFollowsTheSchemaWithRulesRegionsAndFixes() throws {
        let folder = try fixture()
        let (status, log) = try sarif(["notes.md"], in: folder)
        #expect(status == 1)
        #expect(SARIFChecker.problems(in: log) == [])
        let run = (log["runs"] as? [[String: Any]])?.first ?? [:]
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any] ?? [:]
        #expect(driver["name"] as? String == "wt-lsp")
        let rules = driver["rules"] as? [[String: Any]] ?? []
        let spellingIndex = rules.firstIndex { $0["id"] as? String == "spelling" }
        let spelling = spellingIndex.map { rules[$0] } ?? [:]
        let summary = (spelling["shortDescription"] as? [String: Any])?["text"] as? String
        #expect(summary?.hasPrefix("Words that are not in the dictionary") == true)
        #expect((spelling["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")

        let results = run["results"] as? [[String: Any]] ?? []
        let misspelling = results.first { $0["ruleId"] as? String == "spelling" } ?? [:]
        #expect(misspelling["ruleIndex"] as? Int == spellingIndex)
        #expect(misspelling["level"] as? String == "warning")
        let physical = ((misspelling["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) ?? [:]
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "notes.md")
        // "😀 I " is 5 UTF-16 code units: "recieve" starts at column 6 and ends before column 13.
        let region = physical["region"] as? [String: Int] ?? [:]
        #expect(region == ["startLine": 3, "startColumn": 6, "endLine": 3, "endColumn": 13])
        let fix = (misspelling["fixes"] as? [[String: Any]])?.first ?? [:]
        let change = (fix["artifactChanges"] as? [[String: Any]])?.first ?? [:]
        let replacement = (change["replacements"] as? [[String: Any]])?.first ?? [:]
        #expect(replacement["deletedRegion"] as? [String: Int] == region)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "receive")

        let repeated = results.first { $0["ruleId"] as? String == "repeated-word" } ?? [:]
        let repeatedRegion = ((repeated["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
        #expect(repeatedRegion as? [String: Int] == ["startLine": 4, "startColumn": 7, "endLine": 5, "endColumn": 5])
    }

    /// JSON and SARIF reports are written in chunks as they are made: what
    /// comes out is byte for byte the encoding of the whole report at once
    /// (`JSONCoding`: keys sorted), here over many chunks, two files (one
    /// named with a colon and a space) and, in SARIF, an input that cannot be read.
    @Test func jsonAndSarifReportsAreTheBytesOfTheWholeReport() throws {
        let folder = try cli.temporaryFolder()
        let lines = (0..<1000).map { "Line \($0) has a mistaek, a \"quote\" and a back\\slash.\n" }.joined()
        try lines.write(to: folder.appendingPathComponent("many.md"), atomically: true, encoding: .utf8)
        try "😀 Teh end.\n".write(to: folder.appendingPathComponent("b: c.md"), atomically: true, encoding: .utf8)
        for (format, extra, path) in [("json", [String](), "b: c.md"), ("sarif", ["missing.md"], "b%3A%20c.md")] {
            let result = try cli.run(["check", "--format", format, "many.md", "b: c.md"] + extra, directory: folder)
            #expect(result.status == (extra.isEmpty ? 1 : 2))
            let output = Data(result.stdout.utf8)
            #expect(output.count > 2 * (64 << 10), "several chunks")
            let report = try JSONDecoder().decode(JSONValue.self, from: output)
            #expect(try JSONCoding.encode(report) + Data("\n".utf8) == output, "\(format)")
            let text = String(decoding: try JSONCoding.encode(report), as: UTF8.self)
            #expect(text.contains(path) && text.contains("mistaek"))
        }
    }

    @Test func sarifOfACleanFileHasNoResultsAndPathsAreURIs() throws {
        let folder = try fixture()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("my docs"), withIntermediateDirectories: true)
        try "All is well.\n".write(to: folder.appendingPathComponent("my docs/good.md"), atomically: true, encoding: .utf8)
        let (clean, cleanLog) = try sarif(["my docs"], in: folder)
        #expect(clean == 0 && SARIFChecker.problems(in: cleanLog) == [])
        #expect(((cleanLog["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
        try "Teh end.\n".write(to: folder.appendingPathComponent("my docs/bad.md"), atomically: true, encoding: .utf8)
        let result = try cli.run(["check", "--format", "sarif", "my docs"], directory: folder)
        #expect(result.stdout.contains(#""uri":"my%20docs/bad.md""#))
    }

    @Test func theCheckerCatchesWhatTheSchemaForbids() {
        let broken: [String: Any] = [
            "version": "2.0.0", "extra": 1,
            "runs": [
                [
                    "tool": ["driver": [:]], "columnKind": "bytes",
                    "results": [
                        [
                            "level": "info", "message": [:],
                            "locations": [["physicalLocation": ["artifactLocation": ["uri": "a b.md"], "region": ["startLine": 0]]]],
                            "fixes": [["artifactChanges": []]],
                        ]
                    ],
                ]
            ],
        ]
        let problems = SARIFChecker.problems(in: broken)
        for expected in [
            "$: property extra not allowed", "$.version: 2.0.0 not one of", "$.runs[0].tool.driver: missing name", "columnKind: bytes",
            "results[0].level: info", "results[0].message: needs text or id", "uri: not a URI reference", "startLine: 0 below 1",
            "artifactChanges: fewer than 1 items",
        ] {
            #expect(problems.contains { $0.contains(expected) }, "\(expected) in \(problems)")
        }
    }

    @Test func githubCommandsCarrySeverityPositionsAndRule() throws {
        let folder = try fixture()
        let result = try cli.run(["check", "--format", "github", "notes.md"], directory: folder)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("::warning file=notes.md,line=3,col=6,endLine=3,endColumn=13,title=spelling::") && $0.contains("receive")
            })
        // Over two lines: no columns.
        #expect(lines.contains { $0.hasPrefix("::warning file=notes.md,line=4,endLine=5,title=repeated-word::") })
        let hints = try cli.run(["check", "--format", "github", "--fail-on", "error", "-"], stdin: "It was a free gift.\n")
        #expect(hints.status == 0 && hints.stdout.hasPrefix("::notice file=-,line=1,col=10,"), "\(hints.stdout)")
    }

    /// A report far longer than one chunk of output comes whole and in order.
    @Test func aLongReportIsWrittenWhole() throws {
        let folder = try cli.temporaryFolder()
        let lines = 3_000
        try (0..<lines).map { "Line \($0) has a mistaek.\n" }.joined().write(
            to: folder.appendingPathComponent("long.md"), atomically: true, encoding: .utf8)
        let text = try cli.run(["check", "long.md"], directory: folder)
        #expect(text.stdout.utf8.count > 3 * 64 << 10)
        let reported = text.stdout.split(separator: "\n")
        #expect(reported.count == lines)
        #expect(reported.enumerated().allSatisfy { $1.hasPrefix("long.md:\($0 + 1):") && $1.hasSuffix("mistaken]") })
        let github = try cli.run(["check", "--format", "github", "long.md"], directory: folder)
        let commands = github.stdout.split(separator: "\n")
        #expect(commands.count == lines)
        #expect(commands.enumerated().allSatisfy { $1.hasPrefix("::warning file=long.md,line=\($0 + 1),") })
    }

    @Test func githubEscapesPropertiesAndData() throws {
        let folder = try cli.temporaryFolder()
        let name = "50%,a:b\nc.md"
        try "Teh end.\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let result = try cli.run(["check", "--format", "github", name], directory: folder)
        #expect(result.stdout.hasPrefix("::warning file=50%25%2Ca%3Ab%0Ac.md,line=1,"), "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    /// A missing input does not empty the SARIF log CI uploads: it is an error
    /// notification of the run's invocation, the other inputs are reported, and the exit status is 2.
    @Test func sarifNamesAMissingInputAndStillReportsTheOthers() throws {
        let folder = try fixture()
        let (status, log) = try sarif(["notes.md", "missing.md"], in: folder)
        #expect(status == 2)
        #expect(SARIFChecker.problems(in: log) == [])
        let run = (log["runs"] as? [[String: Any]])?.first ?? [:]
        #expect(!((run["results"] as? [Any]) ?? []).isEmpty)
        let invocation = (run["invocations"] as? [[String: Any]])?.first ?? [:]
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first ?? [:]
        #expect(notification["level"] as? String == "error")
        #expect(((notification["message"] as? [String: Any])?["text"] as? String)?.contains("missing.md") == true, "\(notification)")
        let location = ((notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
        #expect((location as? [String: Any])?["uri"] as? String == "missing.md")
        let (clean, cleanLog) = try sarif(["notes.md"], in: folder)
        let cleanRun = (cleanLog["runs"] as? [[String: Any]])?.first ?? [:]
        #expect(clean == 1 && (cleanRun["invocations"] as? [[String: Any]])?.first?["executionSuccessful"] as? Bool == true)
    }

    /// A file name cannot write a line of its own into any output: the text
    /// report, `--fix`'s lines, the diff and `ignored` quote it with C escapes.
    @Test func fileNamesAreEscapedInEveryOutput() throws {
        let folder = try cli.temporaryFolder()
        let name = "evil\n::error file=x.md,line=1::INJECTED\n.md"
        let file = folder.appendingPathComponent(name)
        let quoted = #""evil\n::error file=x.md,line=1::INJECTED\n.md""#
        func clean(_ output: String) -> Bool {
            !output.split(separator: "\n").contains { $0.hasPrefix("::") || $0.hasPrefix(".md") }
        }
        try "Teh end.\n".write(to: file, atomically: true, encoding: .utf8)
        let text = try cli.run(["check", name], directory: folder)
        #expect(text.status == 1 && text.stdout.hasPrefix(quoted + ":1:1: warning spelling: "), "\(text.stdout)")
        #expect(clean(text.stdout))
        let ignored = try cli.run(["ignored", name], directory: folder)
        #expect(clean(ignored.stdout))
        try "It was the the end.\n".write(to: file, atomically: true, encoding: .utf8)
        let dryRun = try cli.run(["check", "--fix", "--dry-run", name], directory: folder)
        #expect(dryRun.stdout.hasPrefix("--- \(quoted)\n+++ \(quoted)\n"), "\(dryRun.stdout)")
        #expect(clean(dryRun.stdout) && clean(dryRun.stderr), "\(dryRun.stderr)")
        let fixed = try cli.run(["check", "--fix", name], directory: folder)
        #expect(fixed.stderr == "wt-lsp: fixed 1 issue in \(quoted)\n", "\(fixed.stderr)")
        let missing = try cli.run(["check", name + "\u{1b}[2J"], directory: folder)
        #expect(missing.status == 2 && !missing.stderr.contains("\u{1b}") && clean(missing.stderr), "\(missing.stderr)")
    }
}
