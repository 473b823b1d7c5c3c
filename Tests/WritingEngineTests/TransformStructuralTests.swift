import Testing

@testable import WritingEngine

@Suite struct TransformStructuralTests {
    @Test func summaryKeepsAboutAThirdInOrderAndTheCodeBlockAfter() throws {
        let result = try TransformFixture.run(.summary, TransformFixture.plan)
        #expect(
            result == """
                Because the server cannot handle the load now, we will be moving the nightly import to a separate machine.

                ```sh
                make migrate --in order to
                ```

                """)
    }

    @Test func keyPointsAreABulletList() throws {
        let text = """
            The release ships on Monday. Testing starts on Wednesday and must finish by Friday. Marketing prepares the \
            announcement. Support updates the help pages before the release ships. The release notes list every change.
            """
        #expect(
            try TransformFixture.run(.keyPoints, text)
                == "- The release ships on Monday.\n- Support updates the help pages before the release ships.")
    }

    @Test func listMakesOneItemPerSentence() throws {
        let text = "We test on Monday. We ship on Friday. Support answers `questions` all week.\n"
        #expect(
            try TransformFixture.run(.list, text) == "- We test on Monday.\n- We ship on Friday.\n- Support answers `questions` all week.\n"
        )
    }

    @Test func listSplitsASeries() throws {
        #expect(
            try TransformFixture.run(.list, "The kit includes a tent, two sleeping bags, and a camping stove.")
                == "The kit includes:\n\n- a tent\n- two sleeping bags\n- a camping stove")
    }

    @Test func tableFromKeyValueLines() throws {
        let text = "Owner: Dana Smith\nDeadline: next Friday\nBudget: 4,000 dollars\nStatus: waiting for review\n"
        #expect(
            try TransformFixture.run(.table, text)
                == "| Owner | Deadline | Budget | Status |\n| --- | --- | --- | --- |\n| Dana Smith | next Friday | 4,000 dollars | waiting for review |\n"
        )
    }

    /// A list item or a key point never ends inside brackets or quotes, and a nested item stays nested.
    @Test func listsSplitOnlyBetweenSentencesAndKeepNesting() throws {
        let quoted = "The parser accepts query ('?') and fragment ('#') marks. It logs \"every call. Even bad ones\" here.\n"
        #expect(
            try TransformFixture.run(.list, quoted)
                == "- The parser accepts query ('?') and fragment ('#') marks.\n- It logs \"every call. Even bad ones\" here.\n")
        #expect(try TransformFixture.run(.keyPoints, quoted).hasPrefix("- The parser accepts query ('?') and fragment ('#') marks."))
        let nested = "- Install the tool. Then open it.\n  - On Linux, use the package.\n  - On macOS, use the installer.\n- Run it.\n"
        #expect(
            try TransformFixture.run(.list, nested)
                == "- Install the tool. Then open it.\n  - On Linux, use the package.\n  - On macOS, use the installer.\n- Run it.\n")
    }

    @Test func tableFromRepeatedRecords() throws {
        let text = "Name: Ada\nRole: engineer\nName: Bob\nRole: designer | lead\n"
        #expect(
            try TransformFixture.run(.table, text) == "| Name | Role |\n| --- | --- |\n| Ada | engineer |\n| Bob | designer \\| lead |\n")
    }

    @Test func tableFromParallelItems() throws {
        let text = "- Apples — red — sweet\n- Lemons — yellow — sour\n"
        #expect(
            try TransformFixture.run(.table, text)
                == "| Item | Detail 1 | Detail 2 |\n| --- | --- | --- |\n| Apples | red | sweet |\n| Lemons | yellow | sour |\n")
    }

    @Test func tableFromParallelSentences() throws {
        let text = "Plan A costs 10 dollars and includes 5 GB. Plan B costs 20 dollars and includes 20 GB."
        #expect(
            try TransformFixture.run(.table, text)
                == "| Plan | Costs (dollars) | Includes (GB) |\n| --- | --- | --- |\n| A | 10 | 5 |\n| B | 20 | 20 |")
    }

    @Test func noTableStructureIsAnError() {
        #expect(throws: TransformError.self) { try TransformFixture.run(.table, "Just one sentence here.") }
    }

    @Test func resultOptionsDecideWhatAResultMayHold() {
        let input = TransformFixture.input("We test. We ship.", language: .plaintext)
        #expect(input.options == .plainText)
        #expect(throws: TransformError.notAllowed("lists")) { try BuiltinEngine.run(.list, on: input) }
        #expect(throws: TransformError.notAllowed("tables")) { try BuiltinEngine.run(.table, on: input) }
        #expect(!BuiltinEngine.canRun(.keyPoints, on: input))
        #expect(BuiltinEngine.canRun(.summary, on: input))
    }

    @Test func proofreadAppliesFirstSuggestionsOutsideProtectedSpans() throws {
        var input = TransformFixture.input("Teh cat and `teh` code.")
        input.findings = [
            Finding(ruleID: "spelling", range: 0..<3, message: "", suggestions: ["The", "Tea"]),
            Finding(ruleID: "spelling", range: 13..<16, message: "", suggestions: ["the"]),
        ]
        #expect(try BuiltinEngine.run(.proofread, on: input) == "The cat and `teh` code.")
    }

    @Test func modelOnlyActionsNeedAModel() {
        #expect(throws: TransformError.self) { try TransformFixture.run(.instructions("warmer"), "Hello there.") }
    }

    @Test func aListKeepsProtectedLinesAfterIt() throws {
        let text = "We test on Monday.\n<!-- keep me -->\nWe ship on Friday.\n"
        #expect(try TransformFixture.run(.list, text) == "- We test on Monday.\n- We ship on Friday.\n\n<!-- keep me -->\n")
    }
}
