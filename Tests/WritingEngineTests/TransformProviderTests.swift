import Foundation
import Testing

@testable import WritingEngine

@Suite struct TransformProviderTests {
    @Test func plainHTTPOnlyOnLoopback() throws {
        func make(_ url: String, insecure: Bool = false) throws -> ProviderConfiguration {
            try ProviderConfiguration(endpoint: url, model: "m", apiKeyVariable: nil, timeoutMs: 1000, allowInsecure: insecure)
        }
        #expect(try make("http://127.0.0.1:8080/v1/").chatCompletionsURL.absoluteString == "http://127.0.0.1:8080/v1/chat/completions")
        #expect(try make("http://localhost:11434/v1/chat/completions").endpoint.absoluteString == "http://localhost:11434/v1")
        #expect(try make("http://[::1]:8080/v1").model == "m")
        #expect(try make("https://api.example.com/v1").timeout == 1)
        #expect(throws: ProviderError.insecureEndpoint("http://example.com/v1")) { try make("http://example.com/v1") }
        #expect(try make("http://example.com/v1", insecure: true).endpoint.host == "example.com")
        #expect(throws: ProviderError.self) { try make("ftp://127.0.0.1/") }
        #expect(throws: ProviderError.self) {
            try ProviderConfiguration(endpoint: "http://127.0.0.1", model: nil, apiKeyVariable: nil, timeoutMs: 1, allowInsecure: false)
        }
    }

    /// The built-in engine stands in for unusable model answers only with a
    /// result that does the job, and never for what only a model can do.
    @Test func theBuiltInEngineStandsInOnlyWhenItDoesTheJob() {
        let wordy = TransformFixture.input("We meet in order to plan the week with `make plan`.\n")
        #expect(BuiltinEngine.standIn(for: .rewrite(.concise), on: wordy) == "We meet to plan the week with `make plan`.\n")
        let tight = TransformFixture.input("We run `make deploy` on Friday.\n")
        #expect(BuiltinEngine.standIn(for: .rewrite(.concise), on: tight) == nil)
        #expect(BuiltinEngine.standIn(for: .proofread, on: tight) == nil, "no correction: nothing to stand in with")
        #expect(BuiltinEngine.standIn(for: .instructions("shorter"), on: wordy) == nil)
    }

    @Test func aMissingKeyVariableIsNamedNotGuessed() throws {
        let configuration = try ProviderConfiguration(
            endpoint: "https://api.example.com/v1", model: "m", apiKeyVariable: "WT_TEST_SURELY_UNSET_KEY", timeoutMs: 1000,
            allowInsecure: false)
        #expect(throws: ProviderError.missingAPIKey(variable: "WT_TEST_SURELY_UNSET_KEY")) { try configuration.apiKey() }
    }

    @Test func theRequestCarriesTheMaskedSelectionAndItsParagraphOnly() throws {
        let text = "Intro paragraph, not sent.\n\nKeep `secret code` here. Rewrite this sentence please. Tail sentence.\n"
        let bytes = Array(text.utf8)
        let start = text.utf8.count - text[text.range(of: "Rewrite")!.lowerBound...].utf8.count
        let range = start..<(start + "Rewrite this sentence please.".utf8.count)
        let input = TransformInput(
            document: bytes, range: range, structure: StructureScanner.scan(text, language: .markdown), language: .markdown, options: .all)
        let messages = ModelTransform(action: .rewrite(.concise), input: input).messages
        #expect(messages.map(\.role) == ["system", "user", "user"])
        #expect(messages[2].content == "Rewrite this sentence please.")
        #expect(messages[1].content.hasSuffix("Keep … here. Rewrite this sentence please. Tail sentence."))
        #expect(!messages.contains { $0.content.contains("secret") || $0.content.contains("Intro") })
    }

    @Test func anAnswerThatDropsAPlaceholderIsRefused() throws {
        let transform = ModelTransform(action: .rewrite(.concise), input: TransformFixture.input(TransformFixture.plan))
        #expect(throws: TransformError.self) { try transform.finish("Short text.") }
        let echoed = transform.messages.last!.content
        #expect(try transform.finish("```\n\(echoed)\n```") == TransformFixture.plan)
    }

    @Test func linkAndEmphasisMarkupAreProtectedSpans() throws {
        let input = TransformFixture.input("Read [the notes](https://example.com/n) **today**.")
        let transform = ModelTransform(action: .rewrite(.friendly), input: input)
        let p = (1...6).map(transform.masked.placeholder)
        #expect(transform.messages.last!.content == "Read \(p[0])the notes\(p[1])\(p[2])\(p[3]) \(p[4])today\(p[5]).")
        #expect(throws: TransformError.self) { try transform.finish("Read the notes at \(p[2]) today!") }
        #expect(
            try transform.finish("Do read \(p[0])the notes\(p[1])\(p[2])\(p[3]) \(p[4])today\(p[5])!")
                == "Do read [the notes](https://example.com/n) **today**!")
        #expect(throws: TransformError.self, "a link text changed") {
            try transform.finish("Do read \(p[0])these notes\(p[1])\(p[2])\(p[3]) \(p[4])today\(p[5])!")
        }
    }

    @Test func aSummaryDropsInlineSpansOnlyWithTheirSentence() throws {
        let input = TransformFixture.input("We ship on Monday. Read [the notes](https://example.com/n) first. Then test.")
        let transform = ModelTransform(action: .summary, input: input)
        let p = (1...4).map(transform.masked.placeholder)
        #expect(try transform.finish("We ship on Monday after testing.") == "We ship on Monday after testing.")
        #expect(throws: TransformError.self) { try transform.finish("We ship Monday; see \(p[2]).") }
        #expect(
            try transform.finish("We ship Monday; read \(p[0])the notes\(p[1])\(p[2])\(p[3]) first.")
                == "We ship Monday; read [the notes](https://example.com/n) first.")
    }

    @Test func aSummaryAnswerKeepsBlocksAfterIt() throws {
        let transform = ModelTransform(action: .summary, input: TransformFixture.input(TransformFixture.plan))
        #expect(try transform.finish("The import moves.") == "The import moves.\n\n```sh\nmake migrate --in order to\n```\n")
    }

    @Test func plainTextResultsLoseListsTablesAndFormatting() {
        let shaped = ResultShaping.shape("**Note**\n- one.\n- two.\n| a | b |\n| --- | --- |", options: .plainText, original: "x")
        #expect(shaped == "Note\none. two.\na — b")
    }

    @Test func healthGoesDownOnRefusalOrTwoTimeoutsAndRechecksOnceAMinute() {
        var health = ProviderHealth()
        let t0 = Date(timeIntervalSince1970: 1000)
        var events: [ProviderHealth.Event?] = []
        events.append(health.record(.failure(.timedOut(seconds: 1)), now: t0))
        events.append(health.record(.failure(.timedOut(seconds: 1)), now: t0))
        #expect(events == [nil, .wentDown("no answer within 1 s, twice")])
        var calls: [Bool] = []
        for seconds in [30.0, 61, 62] { calls.append(health.shouldCall(now: t0.addingTimeInterval(seconds))) }
        #expect(calls == [false, true, false])
        events = [health.record(.failure(.unreachable("connection refused")), now: t0.addingTimeInterval(61))]
        events.append(health.record(.success(()), now: t0.addingTimeInterval(130)))
        events.append(health.record(.failure(.http(status: 500, body: "")), now: t0))
        #expect(events == [nil, .recovered, nil])
        #expect(!health.isDown)
        events = [health.record(.failure(.unreachable("connection refused")), now: t0)]
        #expect(events == [.wentDown("connection refused")])
    }
}

/// What a local model sees and how its answer is checked.
@Suite struct TransformLocalModelTests {
    static let text = "To make a variable mutable, add `mut` before its name, and see [the book](https://example.com/b)."

    func transform(_ action: WritingAction = .rewrite(.concise)) -> ModelTransform {
        ModelTransform(action: action, input: TransformFixture.input(Self.text), showsProtectedText: true)
    }

    @Test func inlineProtectedTextIsShownAsItIs() {
        let sent = transform().messages.last!.content
        #expect(sent.contains("`mut`") && sent.contains("](https://example.com/b)") && !sent.contains("⟦"))
    }

    @Test func anAnswerMustKeepItByteForByte() throws {
        #expect(
            try transform().finish("Add `mut` before a name to make it mutable; see [the book](https://example.com/b).").contains("`mut`"))
        #expect(throws: TransformError.self) { try transform().finish("Add `mut` before a name; see [the book](https://example.com/a).") }
        #expect(throws: TransformError.self) {
            try transform().finish("Add `mutable` before a name; see [the book](https://example.com/b).")
        }
    }

    @Test func codeThatLostOnlyItsBackticksGetsThemBack() throws {
        let answer = try transform().finish("Add mut before a name to make it mutable; see [the book](https://example.com/b).")
        #expect(answer == "Add `mut` before a name to make it mutable; see [the book](https://example.com/b).")
    }

    @Test func aWordTheProseAlsoUsesIsNotTurnedIntoCode() throws {
        let input = TransformFixture.input("Use `make` to build, and make sure the tests pass first.")
        let t = ModelTransform(action: .rewrite(.concise), input: input, showsProtectedText: true)
        #expect(throws: TransformError.self) { try t.finish("Run make to build; make the tests pass first.") }
    }

    @Test func chatterIsCleanedBeforeTheChecks() throws {
        let answer = try transform().finish(
            "Sure! Here's a shorter version:\n\n\"Add `mut` before a name to make it mutable; see [the book](https://example.com/b).\"\n\nI made the following changes:\n- shorter<|im_end|>"
        )
        #expect(answer == "Add `mut` before a name to make it mutable; see [the book](https://example.com/b).")
    }

    @Test func aListMustBeAList() {
        #expect(throws: TransformError.self) {
            try transform(.list).finish("To make a variable mutable, add `mut` before its name, and see [the book](https://example.com/b).")
        }
    }
}
