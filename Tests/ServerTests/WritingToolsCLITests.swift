import Foundation
import Testing

/// `wt-lsp rewrite | summarize | key-points | list | table | proofread`: stdin → stdout, both engines.
@Suite struct WritingToolsCLITests {
    let cli = CLITests()
    let paragraph = WritingToolsSession.paragraph + "\n"

    @Test func conciseRewriteShortensAndKeepsInlineCode() throws {
        let run = try cli.run(["rewrite", "--tone", "concise"], stdin: paragraph)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("I wanted to reach out to tell you that, now, we will be moving the meeting to Friday because"))
        #expect(run.stdout.contains("`make deploy`") && run.stdout.hasSuffix("before the meeting.\n"))
        #expect(run.stdout.count < paragraph.count - 60)
    }

    @Test func summaryOfMarkdownKeepsTheCodeBlock() throws {
        let text = paragraph + "\n```sh\nmake deploy in order to\n```\n\nThe team agreed. Testing starts on Wednesday.\n"
        let run = try cli.run(["summarize", "--language", "markdown"], stdin: text)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n\n```sh\nmake deploy in order to\n```\n"))
        #expect(run.stdout.count < text.count * 2 / 3)
    }

    @Test func keyPointsListAndTableWorkOnPlainInput() throws {
        #expect(try cli.run(["key-points"], stdin: paragraph).stdout.hasPrefix("- "))
        #expect(try cli.run(["list"], stdin: "We test. We ship.\n").stdout == "- We test.\n- We ship.\n")
        #expect(
            try cli.run(["table"], stdin: "Owner: Dana\nStatus: done\n").stdout == "| Owner | Status |\n| --- | --- |\n| Dana | done |\n")
        let none = try cli.run(["table"], stdin: "No table here.\n")
        #expect(none.status == 1 && none.stderr.contains("no table structure") && none.stdout == "No table here.\n")
    }

    @Test func usageErrors() throws {
        let instructions = try cli.run(["rewrite", "--instructions", "warmer"], stdin: paragraph)
        #expect(instructions.status == 2 && instructions.stderr.contains("needs a model provider"))
        #expect(try cli.run(["rewrite"], stdin: paragraph).status == 2)
        #expect(try cli.run(["rewrite", "--tone", "angry"], stdin: paragraph).status == 2)
        #expect(try cli.run(["summarize", "--provider", "openai"], stdin: paragraph).status == 2)
    }

    /// `compose PROMPT`: the prompt goes to the model with the last paragraph
    /// of stdin as context (only that paragraph), and the answer comes out.
    @Test func composeSendsThePromptWithTheLastParagraphAsContext() throws {
        let stub = try ModelStub(mode: "echo")
        let document = "# Notes\n\nThe first paragraph stays home.\n\nThe launch moved to May.\n"
        let run = try cli.run(
            [
                "compose", "Write a closing line.", "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint,
                "--model", "m",
            ],
            stdin: document)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Write a closing line.\n")
        let messages = (stub.requests.last?["body"] as? [String: Any])?["messages"] as? [[String: Any]] ?? []
        let users = messages.filter { $0["role"] as? String == "user" }.compactMap { $0["content"] as? String }
        #expect(users.last == "Write a closing line.")
        #expect(users.contains { $0.contains("The launch moved to May.") })
        #expect(!users.contains { $0.contains("first paragraph") })
    }

    /// A composed answer passes the acceptance check: cut off mid-sentence,
    /// or in another language than its context, it is refused and nothing is printed.
    @Test func composedTextThatFailsTheCheckIsRefused() throws {
        for (mode, prompt, cause) in [
            ("echo", "Write a closing line about the", "middle of a sentence"), ("french", "Write a closing line.", "another language"),
        ] {
            let stub = try ModelStub(mode: mode)
            let run = try cli.run(
                ["compose", prompt, "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m"],
                stdin: "The launch moved to May, and the team is ready for it.\n")
            #expect(run.status == 1 && run.stdout.isEmpty, "\(mode): \(run.stdout)")
            #expect(run.stderr.contains(cause), "\(mode): \(run.stderr)")
        }
    }

    @Test func composeNeedsAModelAndOnePrompt() throws {
        let none = try cli.run(["compose", "Write a closing line."], stdin: "Context.\n")
        #expect(none.status == 2 && none.stderr.contains("compose needs a model provider"))
        #expect(try cli.run(["compose"], stdin: "").status == 2)
        #expect(try cli.run(["compose", "one", "two"], stdin: "").status == 2)
    }

    @Test func providerFromFlagsGetsTheKeyFromTheNamedVariable() throws {
        let stub = try ModelStub(mode: "fix")
        let run = try cli.run(
            [
                "rewrite", "--instructions", "shorter", "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint,
                "--model", "m", "--api-key-env", "WT_TEST_KEY",
            ],
            stdin: paragraph, environment: ["WT_TEST_KEY": "secret-key"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("reach out to let you know") && run.stdout.contains("`make deploy`"))
        #expect(stub.requests.first?["auth"] as? String == "Bearer secret-key")
        #expect(!run.stderr.contains("secret-key"))
    }

    @Test func providerFromTheUserConfigFile() throws {
        let stub = try ModelStub(mode: "fix")
        let config = try cli.temporaryFolder()
        try FileManager.default.createDirectory(at: config.appendingPathComponent("wt-lsp"), withIntermediateDirectories: true)
        let settings = ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "m"]]
        try JSONSerialization.data(withJSONObject: settings).write(to: config.appendingPathComponent("wt-lsp/config.json"))
        let run = try cli.run(["rewrite", "--tone", "friendly"], stdin: paragraph, environment: ["XDG_CONFIG_HOME": config.path])
        #expect(run.status == 0 && run.stdout.contains("reach out to let you know"))
        #expect(stub.requests.count == 1)
    }

    /// The built-in engine standing in for the model says so, and exits with status 3.
    @Test func anUnreachableProviderFallsBackToTheBuiltInEngine() throws {
        let run = try cli.run(
            ["rewrite", "--tone", "concise", "--provider", "openai", "--endpoint", "http://127.0.0.1:1/v1", "--model", "m"],
            stdin: paragraph)
        #expect(run.status == 3 && run.stdout.contains("because several people cannot make it"))
        #expect(run.stderr.contains("unreachable (connection refused); using the built-in engine"))
    }

    /// `--no-fallback`: the model's answer or a refusal. Without the model,
    /// or with answers that cannot be used, the command fails with status 1
    /// and gives the text back as it was; the built-in engine never stands in.
    @Test func noFallbackGivesTheModelsAnswerOrARefusal() throws {
        let unreachable = try cli.run(
            [
                "rewrite", "--tone", "concise", "--no-fallback", "--provider", "openai", "--endpoint", "http://127.0.0.1:1/v1",
                "--model", "m",
            ],
            stdin: paragraph)
        #expect(unreachable.status == 1 && unreachable.stdout == paragraph, "\(unreachable.stderr)")
        #expect(unreachable.stderr.contains("unreachable") && !unreachable.stderr.contains("built-in engine"))
        let echo = try ModelStub(mode: "echo")
        let provider = ["--provider", "openai", "--endpoint", echo.endpoint, "--model", "m"]
        let refused = try cli.run(["rewrite", "--tone", "concise", "--no-fallback"] + provider, stdin: paragraph)
        #expect(refused.status == 1 && refused.stdout == paragraph && refused.stderr.contains("shorter"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("built-in engine"))
        let stoodIn = try cli.run(["rewrite", "--tone", "concise"] + provider, stdin: paragraph)
        #expect(stoodIn.status == 3 && stoodIn.stdout != paragraph && stoodIn.stderr.contains("using the built-in engine"))
        let fix = try ModelStub(mode: "fix")
        let written = try cli.run(
            ["rewrite", "--tone", "concise", "--no-fallback", "--provider", "openai", "--endpoint", fix.endpoint, "--model", "m"],
            stdin: paragraph)
        #expect(written.status == 0 && written.stdout.contains("reach out to let you know"), "\(written.stderr)")
    }

    /// A rewrite that would leave the text as it is ends with status 1 and
    /// says so, with the text on stdout: an editor filter keeps the text.
    @Test func aRewriteThatChangesNothingGivesTheTextBack() throws {
        let text = "The build runs on Linux.\n"
        for tone in ["friendly", "professional", "concise"] {
            let run = try cli.run(["rewrite", "--tone", tone], stdin: text)
            #expect(run.status == 1 && run.stdout == text && run.stderr.contains("nothing to change"), "\(tone): \(run.stderr)")
        }
        let echo = try ModelStub(mode: "echo")
        let unchanged = try cli.run(
            ["proofread", "--no-fallback", "--provider", "openai", "--endpoint", echo.endpoint, "--model", "m"], stdin: text)
        #expect(unchanged.status == 1 && unchanged.stdout == text && unchanged.stderr.contains("nothing to change"))
    }
}
