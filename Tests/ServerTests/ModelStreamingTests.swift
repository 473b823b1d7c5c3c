import Foundation
import Testing

/// The model path against a stub that streams (or misbehaves the ways a
/// real server cannot be made to): bounded generation, clean answers,
/// clear failures, and the text given back as it was when the answer is unusable.
@Suite struct ModelStreamingTests {
    let cli = CLITests()
    static let text = "I just wanted to reach out in order to let you know that we run `make deploy` on Friday.\n"
    /// A text the built-in engine cannot shorten: nothing stands in for the model's answers.
    static let tight = "We run `make deploy` on Friday.\n"

    func rewrite(_ stub: ModelStub, _ extra: [String] = [], text: String = Self.text) throws -> CLITests.Run {
        try cli.run(
            ["rewrite", "--tone", "concise", "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m"]
                + extra, stdin: text)
    }

    /// The last message of each request the stub received: the text the model was asked about.
    func sentTexts(_ stub: ModelStub) -> [String] {
        stub.requests.compactMap { (($0["body"] as? [String: Any])?["messages"] as? [[String: Any]])?.last?["content"] as? String }
    }

    @Test func aStreamedAnswerIsBoundedAndArrivesWhole() throws {
        let stub = try ModelStub(mode: "fix")
        let run = try rewrite(stub)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "I just wanted to reach out to let you know that we run `make deploy` on Friday.\n")
        let body = try #require(stub.requests.first?["body"] as? [String: Any])
        #expect(body["stream"] as? Bool == true)
        let maxTokens = try #require(body["max_tokens"] as? Int)
        #expect(maxTokens > 0 && maxTokens < 200, "bounded by the selection's length: \(maxTokens)")
        #expect((body["stop"] as? [String])?.contains("<|im_end|>") == true)
        // A local server sees the inline code as it is.
        let sent = (body["messages"] as? [[String: Any]])?.last?["content"] as? String ?? ""
        #expect(sent.contains("`make deploy`"))
    }

    @Test func chatterAroundTheAnswerIsRemoved() throws {
        let stub = try ModelStub(mode: "chatty")
        let run = try rewrite(stub)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "I just wanted to reach out to let you know that we run `make deploy` on Friday.\n")
    }

    @Test func aServerThatRefusesStreamingIsAskedAgainWithout() throws {
        let stub = try ModelStub(mode: "nostream")
        let run = try rewrite(stub)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(stub.requests.compactMap { ($0["body"] as? [String: Any])?["stream"] as? Bool } == [true, false])
    }

    @Test func noFirstTokenEndsWithAClearMessage() throws {
        let stub = try ModelStub(mode: "hang")
        let run = try rewrite(stub, ["--first-token-timeout-ms", "1500", "--timeout-ms", "20000"])
        #expect(run.status == 1 && run.stdout == Self.text)
        #expect(run.stderr.contains("did not answer within 1.5 s"), "\(run.stderr)")
    }

    @Test func aModelThatLoopsIsCutAndRefused() throws {
        let stub = try ModelStub(mode: "loop")
        let run = try rewrite(stub, ["--timeout-ms", "20000"], text: Self.tight)
        #expect(run.status == 1 && run.stdout == Self.tight)
        #expect(run.stderr.contains("refused") || run.stderr.contains("could not be used"), "\(run.stderr)")
    }

    @Test func unusableAnswersFailWithTheirCause() throws {
        for (mode, cause) in [
            ("french", "another language"), ("empty", "empty"), ("die", "ended before the answer was complete"),
            ("garbage", "not a chat completion"),
            ("error", "HTTP 500"), ("canned", "protected text"),
        ] {
            let stub = try ModelStub(mode: mode)
            // Checked before the language, protected text must not be what the answer lacks.
            let text = mode == "french" ? "The meeting moves to Friday for everyone.\n" : Self.tight
            let run = try rewrite(stub, text: text)
            #expect(run.status == 1 && run.stdout == text, "\(mode)")
            #expect(run.stderr.contains(cause), "\(mode): \(run.stderr)")
        }
    }

    @Test func aRemoteStyleProviderGetsPlaceholders() throws {
        let stub = try ModelStub(mode: "fix")
        let config = try cli.temporaryFolder()
        try FileManager.default.createDirectory(at: config.appendingPathComponent("wt-lsp"), withIntermediateDirectories: true)
        let settings = ["provider": ["kind": "openai", "endpoint": stub.endpoint, "model": "m", "maskProtectedText": true]]
        try JSONSerialization.data(withJSONObject: settings).write(to: config.appendingPathComponent("wt-lsp/config.json"))
        let run = try cli.run(
            ["rewrite", "--tone", "concise", "--language", "markdown"], stdin: Self.text, environment: ["XDG_CONFIG_HOME": config.path])
        #expect(run.status == 0, "\(run.stderr) \(stub.requests)")
        let body = try #require(stub.requests.first?["body"] as? [String: Any])
        let sent = String(decoding: try JSONSerialization.data(withJSONObject: body["messages"] ?? []), as: UTF8.self)
        #expect(!sent.contains("make deploy") && sent.contains("⟦1⟧"))
        #expect(run.stdout.contains("`make deploy`"))
    }

    /// Concise keeps asking (warmer) while the answers are no shorter, then says so.
    @Test func conciseThatNeverShortensSaysSo() throws {
        let stub = try ModelStub(mode: "echo")
        let run = try rewrite(stub, text: Self.tight)
        #expect(run.status == 1 && run.stdout == Self.tight)
        #expect(run.stderr.contains("shorter"), "\(run.stderr)")
        let temperatures = stub.requests.compactMap { ($0["body"] as? [String: Any])?["temperature"] as? Double }
        #expect(temperatures.count == 12 && temperatures.first == temperatures.min() && Set(temperatures).count == 12, "\(temperatures)")
    }

    /// When none of the model's answers is shorter, the built-in engine's
    /// concise text stands in, and the user is told why and by status 3.
    @Test func conciseTheModelCannotShortenIsDoneByTheBuiltInEngine() throws {
        let stub = try ModelStub(mode: "echo")
        let run = try rewrite(stub)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stdout == "I wanted to reach out to tell you that we run `make deploy` on Friday.\n")
        #expect(run.stderr.contains("shorter than the text; using the built-in engine"), "\(run.stderr)")
        #expect(stub.requests.count == 12)
    }

    /// An instructed rewrite needs the model: its unusable answers are refused, with nothing to stand in.
    @Test func anInstructedRewriteWithUnusableAnswersFails() throws {
        let stub = try ModelStub(mode: "canned")
        let run = try cli.run(
            [
                "rewrite", "--instructions", "shorter", "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint,
                "--model", "m",
            ], stdin: Self.text)
        #expect(run.status == 1 && run.stdout == Self.text)
        #expect(run.stderr.contains("protected text is never changed") && !run.stderr.contains("built-in"), "\(run.stderr)")
    }

    /// A later try that gets no answer ends the run with what the earlier
    /// answers were worth: a concise answer that is no shorter is not applied.
    @Test func aRetryThatHangsEndsWithTheEarlierAnswersCause() throws {
        let stub = try ModelStub(mode: "stall")
        let run = try rewrite(stub, ["--timeout-ms", "6000"], text: Self.tight)
        #expect(run.status == 1 && run.stdout == Self.tight)
        #expect(run.stderr.contains("shorter") && !run.stderr.contains("within"), "\(run.stderr)")
        #expect(stub.requests.count > 1)
    }

    /// A model that loses inline code in a paragraph but not in a sentence:
    /// after the whole paragraph's answer is refused, each sentence is asked
    /// on its own, and the answers are joined with the text between them kept.
    @Test func aParagraphTheModelDamagesIsRewrittenSentenceBySentence() throws {
        let stub = try ModelStub(mode: "small")
        let text = "I wrote this note in order to say hello.\nWe run `make deploy` in order to ship on Friday.\n"
        let run = try rewrite(stub, text: text)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "I wrote this note to say hello.\nWe run `make deploy` to ship on Friday.\n")
        let sent = sentTexts(stub)
        #expect(sent.count == 3 && sent.dropFirst().allSatisfy { !$0.contains("\n") }, "\(sent)")
    }

    /// A sentence whose answer damages its code is asked again, warmer.
    @Test func aSentenceIsAskedAgainWarmerWhenItsAnswerFails() throws {
        let stub = try ModelStub(mode: "cold")
        let text = "I wrote this note in order to say hello with `hi`.\nWe run `make deploy` in order to ship on Friday.\n"
        let run = try rewrite(stub, text: text)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "I wrote this note to say hello with `hi`.\nWe run `make deploy` to ship on Friday.\n")
        let temperatures = stub.requests.compactMap { ($0["body"] as? [String: Any])?["temperature"] as? Double }
        // The two sentences are asked at once, so their requests may interleave.
        #expect(
            temperatures.first == 0.2 && temperatures.dropFirst().sorted() == [0.2, 0.2, 0.7, 0.7],
            "the whole, then each sentence cold and warm: \(temperatures)")
    }

    /// A one-sentence paragraph whose answer fails is made concise one
    /// clause at a time, the comma between the clauses kept.
    @Test func aLongSentenceIsMadeConciseClauseByClause() throws {
        let stub = try ModelStub(mode: "cold")
        let text = "We test the code in order to ship it with `hi`, and we run `make deploy` in order to ship on Friday.\n"
        let run = try rewrite(stub, text: text)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "We test the code to ship it with `hi`, and we run `make deploy` to ship on Friday.\n")
        let sent = sentTexts(stub)
        #expect(sent.contains("and we run `make deploy` in order to ship on Friday."), "\(sent)")
    }

    /// A llama.cpp server gets a grammar that requires the paragraph's code
    /// and link target at their turn, and the answer it constrains is used
    /// at once; another server gets none.
    @Test func aLlamaCppServerIsGivenTheGrammarThatKeepsTheCode() throws {
        let text = "We run `make deploy` in order to ship. Read [the notes](https://example.com/n) first.\n"
        let arguments = ["rewrite", "--tone", "concise", "--language", "markdown", "--provider", "openai", "--model", "m"]
        let llama = try ModelStub(mode: "llamacpp")
        let run = try cli.run(arguments + ["--endpoint", llama.endpoint], stdin: text)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "We run `make deploy` to ship. Read [the notes](https://example.com/n) first.\n")
        let grammars = llama.requests.compactMap { ($0["body"] as? [String: Any])?["grammar"] as? String }
        #expect(grammars.count == 1, "one request, constrained")
        #expect(grammars.first?.hasPrefix(#"root ::= t0 "`make deploy`" t1 "](https://example.com/n)" t2\#n"#) == true, "\(grammars)")
        let other = try ModelStub(mode: "fix")
        #expect(try cli.run(arguments + ["--endpoint", other.endpoint], stdin: text).status == 0)
        #expect(other.requests.allSatisfy { ($0["body"] as? [String: Any])?["grammar"] == nil }, "only llama.cpp's server")
    }

    /// A server that refuses the grammar is asked again without it, and not
    /// sent one again.
    @Test func aServerThatRefusesTheGrammarIsAskedWithoutIt() throws {
        let stub = try ModelStub(mode: "nogrammar")
        let run = try cli.run(
            ["proofread", "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m"],
            stdin: "We run `make deploy` in order to ship. Then we rest.\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "We run `make deploy` to ship. Then we rest.\n")
        let answers = stub.requests.filter { ($0["body"] as? [String: Any])?["cache_prompt"] == nil }
        let grammars = answers.map { ($0["body"] as? [String: Any])?["grammar"] != nil }
        #expect(grammars == [true, false], "\(grammars)")
    }

    /// A llama.cpp server on this machine is timed once with a short
    /// request, and the first-token time-out scales with how slow it is: a
    /// server slower than the configured time-out still answers.
    @Test func aSlowLocalServerIsTimedAndGivenTimeForItsFirstToken() throws {
        let stub = try ModelStub(mode: "llamacpp", delay: 1.5)
        let run = try cli.run(
            [
                "proofread", "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m",
                "--first-token-timeout-ms", "1000", "--timeout-ms", "15000",
            ],
            stdin: "We run `make deploy` in order to ship. Then we rest.\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "We run `make deploy` to ship. Then we rest.\n")
        let bodies = stub.requests.compactMap { $0["body"] as? [String: Any] }
        #expect(bodies.first?["cache_prompt"] as? Bool == false && bodies.first?["max_tokens"] as? Int == 4)
        #expect(bodies.dropFirst().allSatisfy { $0["cache_prompt"] == nil }, "timed once")
    }

    /// A list whose whole answer loses code is made one item per sentence,
    /// each the sentence as the model proofread it, on one line.
    @Test func aListTheModelDamagesIsMadeSentenceBySentence() throws {
        let stub = try ModelStub(mode: "small")
        let run = try cli.run(
            ["list", "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m"],
            stdin: "We test the code in order to ship it. We ship\n`main` on Friday.\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "- We test the code to ship it.\n- We ship `main` on Friday.\n")
        let sent = sentTexts(stub)
        #expect(sent.count == 3 && sent.contains("We ship `main` on Friday."), "each item's sentence is sent on one line: \(sent)")
    }

    /// A list whose sentences the model cannot proofread is still the list
    /// of the text's sentences: the layout is the job, and every word is the text's.
    @Test func aListKeepsTheSentencesTheModelGetsWrong() throws {
        let stub = try ModelStub(mode: "canned")
        let run = try cli.run(
            ["list", "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m"],
            stdin: "We test the code in order to ship it. We ship\n`main` on Friday.\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "- We test the code in order to ship it.\n- We ship `main` on Friday.\n")
    }

    /// A list the model wrote as prose is laid out as one item per sentence.
    @Test func aListAnsweredAsProseBecomesAList() throws {
        let stub = try ModelStub(mode: "fix")
        let run = try cli.run(
            ["list", "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m"],
            stdin: "We test the code in order to ship it. We ship `main` on Friday.\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "- We test the code to ship it.\n- We ship `main` on Friday.\n")
    }
}
