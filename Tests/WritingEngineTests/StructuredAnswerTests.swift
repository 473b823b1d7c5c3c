import Foundation
import Testing

@testable import WritingEngine

/// Lists, key points and tables asked for as JSON from servers that take a
/// `response_format`, and turned back into Markdown.
@Suite struct StructuredAnswerTests {
    @Test func itemsBecomeABulletListOnOneLineEach() {
        let answer = #"{"items": ["Back up the disk.", "- Wipe it\nclean.", "  "]}"#
        #expect(StructuredAnswer.markdown(answer, for: .keyPoints) == "- Back up the disk.\n- Wipe it clean.")
        #expect(StructuredAnswer.markdown(answer, for: .list) == "- Back up the disk.\n- Wipe it clean.")
    }

    @Test func aTableGetsItsRuleAndEscapedPipesAndRowsAreFittedToTheHeader() {
        let answer = #"{"header": ["Step", "Tool"], "rows": [["Build", "make | ninja"], ["Test"]]}"#
        #expect(
            StructuredAnswer.markdown(answer, for: .table)
                == "| Step | Tool |\n| --- | --- |\n| Build | make \\| ninja |\n| Test |  |")
    }

    @Test func proseAndOtherActionsAreLeftAlone() {
        #expect(StructuredAnswer.markdown("- Already a list.", for: .list) == "- Already a list.")
        #expect(StructuredAnswer.markdown(#"{"items": ["x"]}"#, for: .summary) == #"{"items": ["x"]}"#)
        #expect(StructuredAnswer.markdown(#"{"other": 1}"#, for: .list) == #"{"other": 1}"#)
        #expect(StructuredAnswer.responseFormat(for: .rewrite(.friendly)) == nil)
    }

    /// The schema is strict: an object with only the named arrays of strings.
    @Test func theResponseFormatIsAStrictJSONSchema() throws {
        let format = try #require(StructuredAnswer.responseFormat(for: .table))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(format), as: UTF8.self)
        let strings = #"{"items":{"type":"string"},"type":"array"}"#
        let schema =
            #"{"additionalProperties":false,"properties":{"header":\#(strings),"rows":{"items":\#(strings),"type":"array"}},"#
            + #""required":["header","rows"],"type":"object"}"#
        #expect(json == #"{"json_schema":{"name":"table","schema":\#(schema),"strict":true},"type":"json_schema"}"#)
    }
}
