import Testing
import WritingEngine

/// The fix-all set and its application.
@Suite struct SafeFixesTests {
    @Test func takesTheFirstSuggestionOfSafeFindingsAndSkipsOverlaps() {
        let findings = [
            Finding(ruleID: "repeated-word", range: 0..<7, message: "", suggestions: ["the", "x"], isFixSafe: true),
            Finding(ruleID: "spelling", range: 4..<7, message: "", suggestions: ["thé"], isFixSafe: true),
            Finding(ruleID: "confused-words", range: 8..<11, message: "", suggestions: ["It's"]),
            Finding(ruleID: "multiple-spaces", range: 11..<13, message: "", suggestions: [" "], isFixSafe: true),
            Finding(ruleID: "article", range: 13..<14, message: "", isFixSafe: true),
        ]
        let fixes = findings.safeFixes()
        #expect(fixes == [TextReplacement(range: 0..<7, text: "the"), TextReplacement(range: 11..<13, text: " ")])
        #expect(fixes.applied(to: "the the Its  a") == "the Its a")
    }

    @Test func appliesReplacementsOverMultiByteText() {
        let text = "Café  déjà vu"
        let start = "Café".utf8.count
        let fixes = [TextReplacement(range: start..<(start + 2), text: " "), TextReplacement(range: 0..<0, text: "« ")]
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        #expect(fixes.applied(to: text) == "« Café déjà vu")
        #expect([TextReplacement]().applied(to: text) == text)
    }
}
