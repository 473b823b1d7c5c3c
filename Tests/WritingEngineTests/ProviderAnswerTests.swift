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

    @Test func aShortTextMustShareAWordWithItsAnswer() {
        #expect(throws: TransformError.self) {
            try AnswerChecks.fidelity("Short text.", input: "Please read the notes.", action: .proofread)
        }
        #expect(throws: Never.self) {
            try AnswerChecks.fidelity("Please have a look at the notes!", input: "Please read the notes.", action: .rewrite(.friendly))
        }
    }

    @Test func answersInAnotherLanguageOrAboutSomethingElseAreRefused() {
        let input = "The server reads the file when it starts, and you can change it while it runs."
        #expect(throws: TransformError.self) {
            try AnswerChecks.language("Le serveur lit le fichier et vous pouvez le changer pendant que il est en cours.", input: input)
        }
        #expect(throws: Never.self) { try AnswerChecks.language("The server reads the file at start.", input: input) }
        #expect(throws: TransformError.self) {
            try AnswerChecks.fidelity("Bananas are yellow fruit grown in warm places.", input: input, action: .rewrite(.friendly))
        }
        #expect(throws: Never.self) {
            try AnswerChecks.fidelity("The server reads its file at start; change it anytime.", input: input, action: .rewrite(.concise))
        }
    }

    /// A list that brings items of its own (a worked example copied) is
    /// refused; one made of the text's sentences is not, nor key points that rephrase it.
    @Test func listItemsMustComeFromTheText() {
        let input = "The server reads the file when it starts. You can change it while it runs."
        let copied = "- Open the settings page.\n- Choose a theme from the menu.\n- The server reads the file when it starts."
        #expect(throws: TransformError.self) { try AnswerChecks.additions(copied, input: input, action: .list) }
        #expect(throws: TransformError.self) { try AnswerChecks.additions(copied, input: input, action: .keyPoints) }
        let own = "- The server reads the file at start.\n- You can change it while it runs."
        #expect(throws: Never.self) { try AnswerChecks.additions(own, input: input, action: .list) }
        let rephrased = "- Configuration is loaded when the server starts.\n- Changes are allowed at runtime."
        #expect(throws: Never.self) { try AnswerChecks.additions(rephrased, input: input, action: .keyPoints) }
        #expect(throws: TransformError.self) { try AnswerChecks.additions(rephrased, input: input, action: .list) }
    }

    /// A concise answer is the text's words, fewer: one that writes its own
    /// sentence, or brings a link the text did not have, is refused.
    @Test func aConciseAnswerAddsNoWordsOrLinksOfItsOwn() {
        let input = "Before a plugin can be used, it must be installed on the system with the package manager."
        #expect(throws: Never.self) {
            try AnswerChecks.additions(
                "A plugin must be installed with the package manager first.", input: input, action: .rewrite(.concise))
        }
        #expect(throws: TransformError.self) {
            try AnswerChecks.additions(
                "Plugins are great extensions that developers publish online for everyone.", input: input, action: .rewrite(.concise))
        }
        #expect(throws: TransformError.self) {
            try AnswerChecks.additions("See (https://example.com/guide) for plugins.", input: input, action: .rewrite(.friendly))
        }
        #expect(AnswerChecks.links(in: "Go to https://a.example/x, or [b](www.b.example).") == ["https://a.example/x", "www.b.example"])
        #expect(throws: Never.self) {
            try AnswerChecks.additions(
                "Read https://a.example/x.", input: "Please read https://a.example/x today.", action: .rewrite(.concise))
        }
    }

    /// An answer that brings a date, a version or a count of its own,
    /// leaves a bracket open or drops a negation is refused; the text's own numbers, a number
    /// it spells out, an ordered list's numbering and code are not facts it invented.
    @Test func anAnswerBringsNoNumberOrOpenBracketOfItsOwn() {
        let input = "Set `retries` to `3` (the default is two) and see the [guide][setup] for the 1.5 release."
        #expect(throws: TransformError.self) {
            try AnswerChecks.facts(
                "Set `retries` to `3` (released 2023-01-22) and see the [guide][setup].", input: input, action: .rewrite(.concise))
        }
        #expect(throws: TransformError.self) {
            try AnswerChecks.facts(
                "Set `retries` to `3` and see the [guide (default two) for 1.5.", input: input, action: .rewrite(.professional))
        }
        #expect(throws: Never.self) {
            try AnswerChecks.facts(
                "Set `retries` to `3` (default: 2); see the [guide][setup] for 1.5.", input: input, action: .rewrite(.concise))
        }
        #expect(throws: Never.self) {
            try AnswerChecks.facts("1. Set `retries` to `3`.\n2. See the [guide][setup] for 1.5.", input: input, action: .list)
        }
        #expect(throws: Never.self) { try AnswerChecks.facts("Version 2 and more.", input: "Plans.", action: .compose("Plans")) }
        let concise = ModelTransform(action: .rewrite(.concise), input: TransformFixture.input(input), showsProtectedText: true)
        #expect(throws: TransformError.self, "finishing an answer checks its facts") {
            try concise.finish("Set `retries` to `3` (the default is two since 2019) and see the [guide][setup] for the 1.5 release.")
        }
        let rule = "Do not restart the server unless the log says it is safe."
        #expect(throws: TransformError.self, "a dropped negation") {
            try AnswerChecks.facts("Restart the server unless the log says it is safe.", input: rule, action: .rewrite(.concise))
        }
        #expect(throws: Never.self) {
            try AnswerChecks.facts("Don't restart the server unless the log says so.", input: rule, action: .rewrite(.friendly))
        }
        #expect(throws: Never.self, "a negation in a prefix") {
            try AnswerChecks.facts("The value is invalid.", input: "The value is not valid.", action: .rewrite(.concise))
        }
        #expect(throws: TransformError.self, "a word that only starts like a negation") {
            try AnswerChecks.facts(
                "If an individual lacks a legal entity, grants can be paid to individuals.",
                input: "Grants can be paid to individuals without setting up a legal entity.", action: .rewrite(.concise))
        }
        #expect(throws: Never.self, "a summary may leave a sentence out") {
            try AnswerChecks.facts("Restart the server.", input: rule, action: .summary)
        }
        #expect(AnswerChecks.numbers(in: "In 2023, 10,000 users ran v1.5.\n3. Listing 5-11.") == ["2023", "10,000", "1.5", "5", "11"])
        #expect(AnswerChecks.withoutInlineCode("a `b` c ``d`e`` f `g") == "a   c   f `g")
    }

    /// A rewrite or a list that drops a name or a number of the text is
    /// refused; a capital the sentence start asks for, a number spelled out,
    /// and what a summary or a proofreading leaves out are no loss.
    @Test func aRewriteKeepsTheTextsNamesAndNumbers() {
        let input = "Once installed, MkDocs reads the `mkdocs.yml` file, as in Listing 6-7. See the Theme Developer Guide for 3 examples."
        #expect(throws: TransformError.self, "a dropped name") {
            try AnswerChecks.keepsNamesAndNumbers(
                "Once installed, it reads `mkdocs.yml`, as in Listing 6-7. See the Theme Developer Guide for 3 examples.", input: input,
                action: .rewrite(.concise))
        }
        #expect(throws: TransformError.self, "a renamed title") {
            try AnswerChecks.keepsNamesAndNumbers(
                "MkDocs reads `mkdocs.yml`, as in Listing 6-7. See the Theme Development Guide for 3 examples.", input: input,
                action: .rewrite(.professional))
        }
        #expect(throws: TransformError.self, "a dropped number") {
            try AnswerChecks.keepsNamesAndNumbers(
                "MkDocs reads `mkdocs.yml`. See the Theme Developer Guide for 3 examples.", input: input, action: .list)
        }
        #expect(throws: Never.self) {
            try AnswerChecks.keepsNamesAndNumbers(
                "When installed, MkDocs reads `mkdocs.yml` (Listing 6-7). The Theme Developer Guide has three examples.", input: input,
                action: .rewrite(.concise))
        }
        #expect(throws: Never.self, "a summary chooses what to keep") {
            try AnswerChecks.keepsNamesAndNumbers("MkDocs reads `mkdocs.yml`.", input: input, action: .summary)
        }
        #expect(throws: Never.self, "proofreading may correct a name") {
            try AnswerChecks.keepsNamesAndNumbers("I use Python.", input: "I use Pyhton.", action: .proofread)
        }
        let starts = AnswerChecks.capitalizedWords(
            in: "Hi Ana. I think\n- Use Git, not SVN: Then (Maybe) run the\nTheme Guide.\n\nBest,\nDana\n\n2. Go")
        #expect(
            starts.map { "\($0.word)\($0.opensSentence ? "^" : "")" } == [
                "Hi^", "Ana", "Use^", "Git", "SVN", "Then^", "Maybe", "Theme", "Guide", "Best^", "Dana", "Go^",
            ])
        let concise = ModelTransform(action: .rewrite(.concise), input: TransformFixture.input(input), showsProtectedText: true)
        #expect(throws: TransformError.self, "finishing an answer checks its names") {
            try concise.finish(
                "Once installed, it reads the `mkdocs.yml` file, as in Listing 6-7. See the Theme Developer Guide for 3 examples.")
        }
    }

    /// Talk the cleaner could not cut off (no colon ends it) refuses the
    /// answer, unless the text itself opens a line that way.
    @Test func anAnswerThatTalksAboutTheTextIsRefused() {
        let input = "For this to work, the `theme.name` setting must name an installed theme."
        #expect(throws: TransformError.self) {
            try AnswerChecks.talk(
                "Here is a basic example of how to use the `theme.name` setting to set an installed theme.", input: input,
                action: .rewrite(.professional))
        }
        #expect(throws: TransformError.self) {
            try AnswerChecks.talk("The `theme.name` setting must name a theme.\nSure, that works", input: input, action: .list)
        }
        #expect(throws: Never.self) {
            try AnswerChecks.talk("Surely the `theme.name` setting names a theme.", input: input, action: .rewrite(.concise))
        }
        #expect(throws: Never.self, "the text's own opening") {
            try AnswerChecks.talk("Here is the list of themes.", input: "Here is the list of the themes.", action: .rewrite(.concise))
        }
        #expect(throws: Never.self) { try AnswerChecks.talk("Sure, here it is.", input: "A haiku", action: .compose("A haiku")) }
        let professional = ModelTransform(action: .rewrite(.professional), input: TransformFixture.input(input))
        #expect(throws: TransformError.self, "finishing an answer checks for talk") {
            try professional.finish("Here is a basic example of how to use the `theme.name` setting to name an installed theme.")
        }
    }

    /// Concise is shorter in the characters the reader sees: spelling out
    /// a curly contraction saves bytes, not length.
    @Test func conciseIsShorterInCharacters() {
        let concise = ModelTransform(action: .rewrite(.concise), input: TransformFixture.input("There’s no value."))
        #expect(!ModelRun.isGood("There is no value.", for: concise))
        #expect(ModelRun.isGood("No value.", for: concise))
    }

    /// A list whose last item stops where the others end a sentence was cut short.
    @Test func aListCutShortIsRefused() {
        let input = "The server reads the file when it starts. You can change it while it runs."
        #expect(throws: TransformError.self) {
            try AnswerChecks.ending("- The server reads the file.\n- You can change it wh", input: input, action: .list)
        }
        #expect(throws: Never.self) {
            try AnswerChecks.ending("- The server reads the file.\n- You can change it.", input: input, action: .list)
        }
        #expect(throws: Never.self) { try AnswerChecks.ending("- Reads the file\n- Changes while running", input: input, action: .list) }
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
