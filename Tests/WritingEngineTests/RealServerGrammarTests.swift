import Foundation
import ModelServerTurn
import Testing

@testable import WritingEngine

#if canImport(Glibc)
    import Glibc
#endif

/// llama.cpp's real server (`WT_LLAMA_SERVER`, with the model in
/// `WT_LLAMA_MODEL`; `.ci/run` installs both) takes the grammar wt-lsp
/// writes, and its answer holds every text the grammar requires, even when
/// the prompt pulls the model elsewhere.
@Suite(.serialized) struct RealServerGrammarTests {
    static let server = ProcessInfo.processInfo.environment["WT_LLAMA_SERVER"] ?? ""
    static let model = ProcessInfo.processInfo.environment["WT_LLAMA_MODEL"] ?? ""

    // A loaded machine (the whole suite in parallel) may take a minute to a first token: the
    // budgets leave room, as the test is of what the grammar allows, not of speed.
    @Test(.enabled(if: !server.isEmpty && !model.isEmpty)) func theAnswerHoldsWhatTheGrammarRequires() async throws {
        try await ModelServerTurn.run {
            let (process, port) = try await Self.startServer()
            defer { Self.stop(process) }
            let client = try Self.client(port: port, timeoutMs: 240_000)
            let input = "See `Rectangle` and [the guide](https://example.com/guide)."
            let grammar = try #require(
                AnswerGrammar(
                    required: ["`Rectangle`", "](https://example.com/guide)"], input: input, lines: .none,
                    stretch: .init(factor: 2, extra: 24))
            )
            let limits = GenerationLimits(maxTokens: 300, maxCharacters: 1800, firstTokenTimeout: 120, totalTimeout: 240)
            for temperature in [0.2, 1.0] {
                let messages: [ChatMessage] = [.system("Answer in a few words, without any code or links."), .user("Say hello to me.")]
                let answer = try await client.generate(messages, limits: limits, temperature: temperature, grammar: grammar).get().text
                let code = try #require(answer.range(of: "`Rectangle`"), "\(answer)")
                let link = try #require(answer.range(of: "](https://example.com/guide)"), "\(answer)")
                #expect(code.upperBound <= link.lowerBound && !answer.contains("\n"), "\(answer)")
            }
        }
    }

    /// Key points and lists come back as bullet lists, whatever the prompt
    /// says: the grammar allows nothing else; a list keeps the text's code.
    @Test(.enabled(if: !server.isEmpty && !model.isEmpty)) func keyPointsAndListsAreBulletLists() async throws {
        try await ModelServerTurn.run {
            let (process, port) = try await Self.startServer()
            defer { Self.stop(process) }
            let client = try Self.client(port: port, timeoutMs: 240_000)
            let text =
                "Install the tool with `pip install it`. Then open a terminal. Type the command and wait. The result shows in a minute."
            let limits = GenerationLimits(maxTokens: 200, maxCharacters: 1200, firstTokenTimeout: 120, totalTimeout: 240)
            let messages: [ChatMessage] = [.system("Answer in one friendly paragraph, no lists."), .user(text)]
            for action in [WritingAction.keyPoints, .list] {
                let transform = ModelTransform(action: action, input: TransformFixture.input(text), showsProtectedText: true)
                let grammar = try #require(transform.answerGrammar)
                let answer = try await client.generate(messages, limits: limits, grammar: grammar).get().text
                let lines = answer.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("- ") }, "\(action.name): \(answer)")
                if action == .list { #expect(answer.contains("`pip install it`"), "\(answer)") }
                if action == .keyPoints { #expect(lines.count <= 2, "\(answer)") }
            }
        }
    }

    @Test(.enabled(if: !server.isEmpty && !model.isEmpty)) func theModelMakesATableOfTheTextsOwnSentences() async throws {
        try await ModelServerTurn.run {
            let (process, port) = try await Self.startServer()
            defer { Self.stop(process) }
            let text =
                "Run `make` before a commit. The `ci.yml` file runs the tests again. Read the [guide](https://example.com/guide) for details."
            let transform = ModelTransform(action: .table, input: TransformFixture.input(text), showsProtectedText: true)
            let table = try #require(transform.topicTable)
            // A loaded machine (the whole suite in parallel) may answer slowly: the budget leaves room for another try.
            let outcome = try await ModelRun.run(transform, client: Self.client(port: port, timeoutMs: 240_000)).get()
            let rows = outcome.text.split(separator: "\n").dropFirst(2).map(String.init)
            #expect(outcome.text.hasPrefix(TopicTable.head) && rows.count == 3, "\(outcome.text)")
            for (row, (cell, topics)) in zip(rows, zip(table.details, table.topics)) {
                #expect(topics.contains { row == "| \($0) | \(cell) |" }, "\(row)")
            }
        }
    }

    /// A client of the server on `port`, its first token given half of `timeoutMs`.
    static func client(port: Int, timeoutMs: Int) throws -> ChatCompletionClient {
        let configuration = try ProviderConfiguration(
            endpoint: "http://127.0.0.1:\(port)/v1", model: "local", apiKeyVariable: nil, timeoutMs: timeoutMs,
            firstTokenTimeoutMs: timeoutMs / 2, allowInsecure: false)
        return ChatCompletionClient(configuration: configuration)
    }

    /// llama-server on a loopback port, answering `/health`; another port
    /// is tried when the one picked is taken (the server then exits).
    static func startServer() async throws -> (Process, Int) {
        for _ in 0..<5 {
            let port = Int.random(in: 20_000..<60_000)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: server)
            process.arguments = ["-m", model, "--host", "127.0.0.1", "--port", String(port), "-c", "2048"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let health = URL(string: "http://127.0.0.1:\(port)/health")!
            for _ in 0..<300 where process.isRunning {
                if case .success(let response) = await HTTPRequest(url: health, timeout: 2).fetch(), response.status == 200 {
                    return (process, port)
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            stop(process)
        }
        throw ProviderError.failed("llama-server did not start")
    }

    /// SIGTERM, then SIGKILL if the server is still there two seconds later.
    static func stop(_ process: Process) {
        if process.isRunning { process.terminate() }
        for _ in 0..<20 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
