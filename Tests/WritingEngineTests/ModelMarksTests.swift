import Testing

@testable import WritingEngine

/// A model's corrected paragraph turned into marks on the original.
@Suite struct ModelMarksTests {
    func apply(_ mark: ModelMark, to text: String) -> String {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(mark.range, with: Array(mark.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aWrongWordBecomesOneMarkWhoseFixGivesTheModelsSentence() {
        let original = "The new setting will effect every document you open."
        let corrected = "The new setting will affect every document you open."
        let marks = ModelMarks.marks(original: original, corrected: corrected)
        #expect(marks.map(\.message) == ["“effect” → “affect”"])
        #expect(marks.map { apply($0, to: original) } == [corrected])
    }

    @Test func missingAndExtraWordsAreAnchoredOnANeighbour() {
        let original = "She went the store and and bought milk."
        let corrected = "She went to the store and bought milk."
        let marks = ModelMarks.marks(original: original, corrected: corrected)
        #expect(marks.count == 2)
        #expect(marks.allSatisfy { !$0.range.isEmpty })
        var text = original
        for mark in marks.reversed() { text = apply(mark, to: text) }
        #expect(text == corrected)
    }

    /// Changes only a space apart are one mark, whose fix alone gives the model's sentence.
    @Test func changesASpaceApartAreOneMark() {
        let original = "I am looking forward to it, and they has gone."
        let corrected = "I'm looking forward to it, and they have gone."
        let marks = ModelMarks.marks(original: original, corrected: corrected)
        #expect(marks.map(\.message) == ["“I am” → “I'm”", "“has” → “have”"])
        var text = original
        for mark in marks.reversed() { text = apply(mark, to: text) }
        #expect(text == corrected)
        #expect(apply(marks[0], to: original) == "I'm looking forward to it, and they has gone.")
    }

    @Test func aRewriteIsNoMark() {
        let original = "The server reads its settings once, when it starts."
        #expect(ModelMarks.marks(original: original, corrected: "At start-up, settings are loaded a single time by the program.").isEmpty)
    }

    @Test func changesInProtectedRangesAreDropped() {
        let original = "Run `make instal` and then restart teh server."
        let corrected = "Run `make install` and then restart the server."
        let code = 4..<18
        let marks = ModelMarks.marks(original: original, corrected: corrected, protected: [code])
        #expect(marks.map(\.message) == ["“teh” → “the”"])
    }

    @Test func aRewrittenSentenceIsOfferedWholeNotAsMarks() throws {
        let original =
            "The report is ready for review. Because of the holidays the team that writes it has been slow to answer. "
            + "Send comments by Friday, please."
        let corrected =
            "The report is ready for review. The team has been slow to answer during the holidays. "
            + "Send comments by Friday, please."
        let comparison = ModelMarks.compare(original: original, corrected: corrected)
        #expect(comparison.marks.isEmpty)
        let rewrite = try #require(comparison.rewrites.first)
        #expect(comparison.rewrites.count == 1)
        let bytes = Array(original.utf8)
        #expect(
            String(decoding: bytes[rewrite.range], as: UTF8.self)
                == "Because of the holidays the team that writes it has been slow to answer.")
        #expect(rewrite.replacement == "The team has been slow to answer during the holidays.")
        #expect(apply(rewrite, to: original) == corrected)
    }

    @Test func aSmallChangeBesideARewrittenSentenceStaysAMark() {
        let original =
            "Teh report is ready for review and waits for you. Because of the holidays the team that writes it has been slow to answer."
        let corrected =
            "The report is ready for review and waits for you. During the holidays, the team has been slow to answer."
        let comparison = ModelMarks.compare(original: original, corrected: corrected)
        #expect(comparison.marks.map(\.message) == ["“Teh” → “The”"])
        #expect(comparison.rewrites.map(\.replacement) == ["During the holidays, the team has been slow to answer."])
    }

    @Test func aRewriteTouchingProtectedTextIsNotOffered() throws {
        let intro = "Start here and read the notes that the team wrote for new people who join the project this spring. "
        let original = intro + "Run `make check` before you send anything to the review team."
        let corrected = intro + "Before you send anything to the review team, run `make test`."
        let code = try #require(original.utf8.firstIndex(of: UInt8(ascii: "`")))
        let start = original.utf8.distance(from: original.utf8.startIndex, to: code)
        let comparison = ModelMarks.compare(original: original, corrected: corrected, protected: [start..<(start + 12)])
        #expect(comparison.rewrites.isEmpty)
        #expect(ModelMarks.compare(original: original, corrected: corrected).rewrites.count == 1, "offered when nothing is protected")
        #expect(comparison.marks.allSatisfy { !$0.range.overlaps(start..<(start + 12)) })
    }

    @Test func scatteredFixesInALongSentenceStayMarks() {
        let original =
            "Teh new build runs faster, uses less memory, and start in half the time it took last year on the old machnes we had."
        let corrected =
            "The new build runs faster, uses less memory, and starts in half the time it took last year on the old machines we had."
        let comparison = ModelMarks.compare(original: original, corrected: corrected)
        #expect(comparison.rewrites.isEmpty)
        #expect(comparison.marks.map(\.message) == ["“Teh” → “The”", "“start” → “starts”", "“machnes” → “machines”"])
    }

    @Test func aWholeRewriteOffersNothing() {
        let comparison = ModelMarks.compare(
            original: "The server reads its settings once, when it starts.",
            corrected: "At start-up, settings are loaded a single time by the program.")
        #expect(comparison.marks.isEmpty && comparison.rewrites.isEmpty)
    }

    @Test func whitespaceAloneIsNoMark() {
        #expect(ModelMarks.marks(original: "One  two three four.", corrected: "One two three four.").isEmpty)
    }
}

@Suite struct ModelProofreadingMergeTests {
    @Test func aMarkOnARulesRangeJoinsItRuleFirst() {
        let rule = Finding(ruleID: "spelling", range: 10..<15, message: "m", suggestions: ["buyer", "bought"])
        let marks = [
            Finding(ruleID: "model", range: 10..<15, message: "x", suggestions: ["bought"]),
            Finding(ruleID: "model", range: 2..<5, message: "y", suggestions: ["the"]),
        ]
        let merged = ModelProofreading.merge(rules: [rule], model: marks)
        #expect(merged.map(\.ruleID) == ["model", "spelling"])
        #expect(merged[1].suggestions == ["buyer", "bought"])
        #expect(!merged.contains { $0.ruleID == "model" && $0.isFixSafe })
    }

    @Test func onlyProseBlocksAreSent() {
        let text = "# Title\n\nA paragraph.\n\n```\ncode\n```\n\n- an item\n"
        let structure = StructureScanner.scan(text, language: .markdown)
        let blocks = ModelProofreading.blocks(of: structure).map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
        #expect(blocks.contains { $0.contains("A paragraph.") } && !blocks.contains { $0.contains("code") })
    }
}
