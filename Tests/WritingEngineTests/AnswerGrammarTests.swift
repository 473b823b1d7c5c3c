import Foundation
import Testing

@testable import WritingEngine

/// The grammar a llama.cpp server is given so that its answer keeps the
/// protected text it was shown, and the checks on what an answer adds.
@Suite struct AnswerGrammarTests {
    @Test func theProtectedTextsShownAreRequiredInOrder() throws {
        let input = TransformFixture.input("Run `make` first, then read [the guide](https://example.com/guide) and `NOTES`.")
        let grammar = try #require(ModelTransform(action: .rewrite(.friendly), input: input, showsProtectedText: true).answerGrammar)
        #expect(grammar.required == ["`make`", "](https://example.com/guide)", "`NOTES`"])
        let source = grammar.source.split(separator: "\n")
        #expect(source.first == #"root ::= t0 "`make`" t1 "](https://example.com/guide)" t2 "`NOTES`" t3"#)
        // A friendly rewrite may write twice the text between them, and 24 characters more (48 more at the end);
        // a link's text, opened by `[`, twice its own and 8 more.
        let free = #"[^`\]$<⟦⟧\n]"#
        #expect(
            Array(source.dropFirst()) == [
                "t0 ::= \(free){0,32}", #"t1 ::= \#(free){0,60} "[" [^`\]$<⟦⟧\[\]\n]{1,26}"#, "t2 ::= \(free){0,34}",
                "t3 ::= \(free){0,74}",
            ])
    }

    @Test func onlyALocalServerGetsOneAndOnlyWhereTheActionKeepsEverySentence() throws {
        let input = TransformFixture.input("Run `make` first. Then read the log.")
        #expect(ModelTransform(action: .rewrite(.concise), input: input, showsProtectedText: false).answerGrammar == nil)
        #expect(ModelTransform(action: .summary, input: input, showsProtectedText: true).answerGrammar == nil)
        #expect(ModelTransform(action: .keyPoints, input: input, showsProtectedText: false).answerGrammar == nil)
        let plain = TransformFixture.input("Nothing here is protected.")
        let grammar = try #require(ModelTransform(action: .proofread, input: plain, showsProtectedText: true).answerGrammar)
        #expect(grammar.source.hasPrefix("root ::= t0\nt0 ::= [^`\\]$<⟦⟧\\n]"), "no code or link of its own: \(grammar.source)")
    }

    /// A rewrite is one line, and so is the correction of a line; proofreading
    /// of wrapped text, lists and tables may break lines but not start a
    /// paragraph; several paragraphs allow any.
    @Test func lineBreaksFollowTheAction() throws {
        let input = TransformFixture.input("Run `make` first. Then read the log.")
        let line = try #require(ModelTransform(action: .proofread, input: input, showsProtectedText: true).answerGrammar)
        #expect(line.source.contains("t0 ::= [^`\\]$<⟦⟧\\n]{0,21}\n"), "\(line.source)")
        let wrapped = TransformFixture.input("Run `make` first.\nThen read the log.")
        let proofread = try #require(ModelTransform(action: .proofread, input: wrapped, showsProtectedText: true).answerGrammar)
        #expect(proofread.source.contains(#"t0 ::= ([^`\]$<⟦⟧\n] | "\n" [^`\]$<⟦⟧\n]){0,21}"#), "\(proofread.source)")
        let list = try #require(ModelTransform(action: .list, input: input, showsProtectedText: true).answerGrammar)
        #expect(list.source.hasPrefix(#"root ::= "- " t0 "`make`" t1"#), "\(list.source)")
        #expect(list.source.contains(#"t0 ::= ([^`\]$<⟦⟧\n] | "\n- "){0,32}"#), "\(list.source)")
        let two = TransformFixture.input("Run `make` first.\n\nThen read the log.")
        let rewrite = try #require(ModelTransform(action: .rewrite(.friendly), input: two, showsProtectedText: true).answerGrammar)
        #expect(rewrite.source.contains("t0 ::= [^`\\]$<⟦⟧]{0,32}\n"), "\(rewrite.source)")
    }

    /// Key points are a bullet list of one-line items, at most half as many
    /// as the text has sentences (rounded up), none required: they may leave
    /// a sentence out with its code.
    @Test func keyPointsAreABulletListOfBoundedLines() throws {
        let text = "Run `make` first. Then read the log. Fix what it says. Ship it."
        let grammar = try #require(
            ModelTransform(action: .keyPoints, input: TransformFixture.input(text), showsProtectedText: true).answerGrammar)
        #expect(grammar.required.isEmpty)
        #expect(grammar.source == "root ::= \"- \" line (\"\\n- \" line){0,1}\nline ::= [^\\]$<⟦⟧\\n]{4,63}\n")
    }

    /// An opening character the prose itself uses stays allowed, and
    /// literals are escaped.
    @Test func prosesOwnCharactersStayAndLiteralsAreEscaped() throws {
        let stretch = AnswerGrammar.Stretch(factor: 1, extra: 0)
        let grammar = try #require(
            AnswerGrammar(required: ["](a\"b\\c)"], input: "Read [this](a\"b\\c) and item[0].", lines: .none, stretch: stretch))
        #expect(
            grammar.source
                == "root ::= t0 \"](a\\\"b\\\\c)\" t1\nt0 ::= [^`$<⟦⟧\\n]{0,5} \"[\" [^`$<⟦⟧\\[\\]\\n]{1,12}\nt1 ::= [^`$<⟦⟧\\n]{0,61}\n")
        #expect(AnswerGrammar(required: ["`x`"], input: "y", lines: .none, stretch: stretch) == nil)
    }

    /// Code a constrained model wrote inside its own words gets its spaces
    /// back; a link whose text went is refused.
    @Test func codeGluedToAWordIsSpacedAndALinkMustKeepItsText() throws {
        let input = TransformFixture.input("Use `Rectangle` here, or see [the guide](https://example.com/g).")
        let rewrite = ModelTransform(action: .rewrite(.friendly), input: input, showsProtectedText: true)
        #expect(rewrite.spaceGluedCode("Try the`Rectangle`type.") == "Try the `Rectangle` type.")
        #expect(rewrite.spaceGluedCode("Try `Rectangle`, then.") == "Try `Rectangle`, then.")
        let plural = ModelTransform(
            action: .rewrite(.friendly), input: TransformFixture.input("Two `Rect`s here."), showsProtectedText: true)
        #expect(plural.spaceGluedCode("Two `Rect`s.") == "Two `Rect`s.", "glued in the text too")
        #expect(throws: TransformError.self) { try rewrite.finish("Use `Rectangle`, or the guide](https://example.com/g).") }
        #expect(throws: TransformError.self) { try rewrite.finish("Use `Rectangle`, or [](https://example.com/g).") }
        #expect(try rewrite.finish("Try `Rectangle`, or read [the guide](https://example.com/g)!").hasPrefix("Try"))
        let empty = ModelTransform(
            action: .rewrite(.friendly), input: TransformFixture.input("An anchor [](https://example.com/a) sits here."),
            showsProtectedText: true)
        #expect(throws: Never.self, "empty in the text too") { try empty.finish("An anchor [](https://example.com/a) is here!") }
    }

    @Test func aLlamaCppServerIsKnownByItsModelList() {
        let llama = #"{"object":"list","data":[{"id":"m.gguf","object":"model","owned_by":"llamacpp"}]}"#
        #expect(ChatCompletionClient.listsLlamaCppModel(Data(llama.utf8)))
        #expect(!ChatCompletionClient.listsLlamaCppModel(Data(#"{"data":[{"id":"gpt","owned_by":"openai"}]}"#.utf8)))
        #expect(!ChatCompletionClient.listsLlamaCppModel(Data("not json".utf8)))
    }
}
