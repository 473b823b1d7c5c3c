import Foundation
import Testing

@testable import WritingEngine

/// Reading streamed answers and cleaning what small models wrap around them.
@Suite struct ProviderAnswerTests {
    @Test func serverSentEventsAcrossArbitraryChunks() {
        let stream =
            #"data: {"choices":[{"delta":{"content":"Hel"},"finish_reason":null}]}"# + "\n\n"
            + #"data: {"choices":[{"delta":{"content":"lo"},"finish_reason":null}]}"# + "\r\n\r\n: a comment\n"
            + #"data: {"choices":[{"delta":{},"finish_reason":"stop"}]}"# + "\n\ndata: [DONE]\n\n"
        var reader = ServerSentEvents()
        var events: [ServerSentEvents.Event] = []
        for byte in Array(stream.utf8) { events += reader.feed([byte]) }
        #expect(events == [.content("Hel"), .content("lo"), .done, .done])
        var errors = ServerSentEvents()
        #expect(errors.feed(Array(#"data: {"error":{"message":"context too long"}}"#.utf8) + [10]) == [.error("context too long")])
    }

    @Test func aLoopingAnswerIsCutBeforeItsRepeat() {
        let phrase = "The tool reads the file and then the tool reads the file again. "
        #expect(ChatStream.repetitionCut(String(repeating: phrase, count: 4))?.hasPrefix(phrase) == true)
        #expect(ChatStream.repetitionCut(String(repeating: phrase, count: 4))!.count < phrase.count * 2)
        #expect(ChatStream.repetitionCut("A sentence that does not repeat anything at all, however long it goes on and on.") == nil)
    }

    @Test func generationIsBoundedByTheSelection() {
        let short = GenerationLimits.forAction(.rewrite(.concise), characters: 400, firstTokenTimeout: 5, totalTimeout: 20)
        let table = GenerationLimits.forAction(.table, characters: 400, firstTokenTimeout: 5, totalTimeout: 20)
        #expect(short.maxTokens > 100 && short.maxTokens < 200)
        #expect(table.maxTokens > short.maxTokens)
        #expect(GenerationLimits.forAction(.list, characters: 10_000_000, firstTokenTimeout: 5, totalTimeout: 20).maxTokens == 4096)
        #expect(short.stop.contains("<|im_end|>"))
    }

    @Test(arguments: [
        ("Here's a rewritten version of the text:\n\nThe cat sat.", "The cat sat."),
        ("Sure! The cat sat.", "The cat sat."),
        ("Certainly. Here is the text:\nThe cat sat.", "The cat sat."),
        ("Rewritten text: The cat sat.", "The cat sat."),
        ("The cat sat.\n\nI made the following changes:\n- shorter", "The cat sat."),
        ("The cat sat.\n\nNote: I kept the meaning.", "The cat sat."),
        ("\"The cat sat.\"", "The cat sat."),
        ("```\nThe cat sat.\n```", "The cat sat."),
        ("<|im_start|>assistant\nThe cat sat.<|im_end|>\n<|im_start|>user\nmore", "The cat sat."),
        ("Rewrite the text in fewer words. The cat sat.", "The cat sat."),
        ("I'm sorry for the confusion. The cat sat.", "The cat sat."),
        ("I'll keep it short. Here's the revised sentence:\n\nThe cat sat.\n\nThis is a clear and concise way to say it.", "The cat sat."),
        ("The cat sat.\n\nHere's the list:\n- sat", "The cat sat.\n\n- sat"),
    ])
    func chatterIsRemoved(_ answer: String, _ clean: String) {
        #expect(AnswerCleaner.clean(answer, input: "The cat was sitting.", system: "Rewrite the text in fewer words.") == clean)
    }

    @Test func whatTheTextItselfSaysIsKept() {
        let input = "Here is how to install it: run the script. Note: it needs root."
        #expect(
            AnswerCleaner.clean("Here is how to install it: run the script.\nNote: it needs root.", input: input, system: "x")
                != "run the script.")
        #expect(AnswerCleaner.clean("\"Quoted\" words stay.", input: "\"Quoted\" words stay.", system: "x") == "\"Quoted\" words stay.")
        #expect(AnswerCleaner.clean("Text editors are many.", input: "Editors abound.", system: "x") == "Text editors are many.")
    }

    @Test func decoratedPlaceholdersAreRepairedWhenUnambiguous() {
        let masked = MaskedText(
            "Run `make` and see `docs`.",
            spans: [
                ProtectedSpan(range: 4..<10, kind: .inlineCode, isBlock: false),
                ProtectedSpan(range: 19..<25, kind: .inlineCode, isBlock: false),
            ])
        #expect(masked.text == "Run ⟦1⟧ and see ⟦2⟧.")
        #expect(masked.repair("Run `⟦1⟧`, then see \"⟦2⟧\".") == "Run ⟦1⟧, then see ⟦2⟧.")
        #expect(masked.repair("Run 1⟧, then see ⟦2⟧.") == "Run ⟦1⟧, then see ⟦2⟧.")
        #expect(masked.repair("Run 1⟧ and 1⟧, then ⟦2⟧.") == "Run 1⟧ and 1⟧, then ⟦2⟧.", "two candidates: not repaired")
    }

    @Test func proseAnswersToListActionsAreLaidOutAsLists() throws {
        let input = TransformInput(text: "Open the page. Pick a theme.", language: .markdown)
        let list = ModelTransform(action: .list, input: input, showsProtectedText: true)
        #expect(try list.finish("Open the page. Then pick a theme.") == "- Open the page.\n- Then pick a theme.")
        #expect(try list.finish("1. Open the page.\n2. Pick a theme.") == "1. Open the page.\n2. Pick a theme.", "already a list")
        #expect(throws: TransformError.self, "one sentence is not a list") { try list.finish("Open the page and pick a theme.") }
        #expect(throws: TransformError.self, "a heading is not prose") { try list.finish("# Steps\nOpen the page. Pick a theme.") }
        let points = ModelTransform(action: .keyPoints, input: input, showsProtectedText: true)
        #expect(try points.finish("Pick a theme on the page.") == "- Pick a theme on the page.")
    }

    /// A local model's proofreading that lost inline code still gives its
    /// small corrections, applied to the text around the code.
    @Test func proofreadingThatDamagedCodeKeepsOnlyItsCorrections() throws {
        let input = TransformFixture.input("Run `make instal` befor you start, and check teh log.")
        let proofread = ModelTransform(action: .proofread, input: input, showsProtectedText: true)
        #expect(
            try proofread.finish("Run make install before you start, and check the log.")
                == "Run `make instal` before you start, and check the log.")
        #expect(throws: TransformError.self, "nothing left to correct") {
            try proofread.finish("Run make install befor you start, and check teh log.")
        }
        let remote = ModelTransform(action: .proofread, input: input, showsProtectedText: false)
        #expect(throws: TransformError.self, "a remote model sees placeholders") {
            try remote.finish("Run it before you start, and check the log.")
        }
        let friendly = ModelTransform(action: .rewrite(.friendly), input: input, showsProtectedText: true)
        #expect(throws: TransformError.self, "only proofreading") {
            try friendly.finish("Run make install before you start, and check the log.")
        }
    }

    /// The worked examples a small model is shown copy their code and links,
    /// and a rewrite's example answer differs from its text.
    @Test func theWorkedExamplesKeepWhatTheyTeachToKeep() throws {
        let actions: [WritingAction] = [.proofread, .rewrite(.concise), .rewrite(.friendly), .rewrite(.professional), .list, .keyPoints]
        for action in actions {
            let examples = Prompts.examples(for: action)
            #expect(!examples.isEmpty, "\(action)")
            for (text, answer) in examples {
                let spans = text.matches(of: /`[^`]+`|\]\([^)]+\)/).map { String(text[$0.range]) }
                #expect(spans.allSatisfy(answer.contains), "\(action): \(answer)")
                #expect(text != answer)
                if action == .rewrite(.concise) { #expect(answer.count < text.count) }
            }
        }
        let input = TransformFixture.input("Open `a.txt` to see it.")
        let messages = ModelTransform(action: .rewrite(.concise), input: input, showsProtectedText: true).messages
        #expect(messages.map(\.role) == ["system", "user", "assistant", "user", "assistant", "user"])
        #expect(ModelTransform(action: .rewrite(.concise), input: input).messages.count == 2, "a remote model gets no examples")
    }

    /// Concise is shorter in the characters the reader sees: spelling out
    /// a curly contraction saves bytes, not length.
    @Test func conciseIsShorterInCharacters() {
        let concise = ModelTransform(action: .rewrite(.concise), input: TransformFixture.input("There’s no value."))
        #expect(!ModelRun.isGood("There is no value.", for: concise))
        #expect(ModelRun.isGood("No value.", for: concise))
    }
}

/// Reading HTTP/1.1 answers from a socket, in arbitrary pieces.
@Suite struct ResponseReaderTests {
    func read(_ raw: String) -> [ResponseReader.Event] {
        var reader = ResponseReader()
        var events: [ResponseReader.Event] = []
        for byte in Array(raw.utf8) { events += reader.feed([byte]) }
        return events
    }

    func body(_ events: [ResponseReader.Event]) -> String {
        events.compactMap { if case .body(let d) = $0 { String(decoding: d, as: UTF8.self) } else { nil } }.joined()
    }

    @Test func chunkedBodiesAreJoined() {
        let events = read(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Type: text/event-stream\r\n\r\n5\r\ndata:\r\n3;x=1\r\n ok\r\n0\r\n\r\n"
        )
        #expect(events.first == .head(status: 200, contentType: "text/event-stream"))
        #expect(body(events) == "data: ok" && events.last == .end)
    }

    @Test func aLengthEndsTheBody() {
        let events = read("HTTP/1.1 400 Bad Request\r\ncontent-length: 4\r\n\r\noops and more")
        #expect(events.first == .head(status: 400, contentType: "") && body(events) == "oops" && events.contains(.end))
    }

    @Test func withoutFramingTheBodyRunsToTheClose() {
        var reader = ResponseReader()
        let events = reader.feed(Array("HTTP/1.0 200 OK\r\n\r\nall of it".utf8))
        #expect(body(events) == "all of it" && reader.endsWithConnection)
        #expect(read("garbage\r\n\r\n") == [.malformed("not an HTTP response")])
    }
}
