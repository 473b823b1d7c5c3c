import Testing
import WritingEngine

/// The fix-all set and its application.
@Suite struct SafeFixesTests {
    @Test func takesTheFirstSuggestionOfSafeFindingsWithTheirReasonsAndSkipsOverlaps() {
        let findings = [
            Finding(ruleID: "repeated-word", range: 0..<7, message: "", suggestions: ["the", "x"], fix: .repeatedWord),
            Finding(ruleID: "spelling", range: 4..<7, message: "", suggestions: ["thé"], fix: .clearCorrection),
            Finding(ruleID: "confused-words", range: 8..<11, message: "", suggestions: ["It's"]),
            Finding(ruleID: "multiple-spaces", range: 11..<13, message: "", suggestions: [" "], fix: .doubleSpace),
            Finding(ruleID: "article", range: 13..<14, message: "", fix: .articleBeforeVowelSound),
        ]
        let fixes = findings.safeFixes()
        #expect(
            fixes == [
                TextReplacement(range: 0..<7, text: "the", reason: .repeatedWord),
                TextReplacement(range: 11..<13, text: " ", reason: .doubleSpace),
            ])
        #expect(fixes.applied(to: "the the Its  a") == "the Its a")
    }

    /// A finding marked safe with no reason is no safe fix: a fix whose
    /// certainty has no reason stays a suggestion.
    @Test func aSafeFindingWithoutAReasonIsNotApplied() {
        var finding = Finding(ruleID: "spelling", range: 0..<4, message: "", suggestions: ["that"], fix: .clearCorrection)
        #expect(!finding.safeFixesAlone.isEmpty)
        finding.fixReason = nil
        #expect(finding.safeFixesAlone.isEmpty)
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

extension Finding {
    fileprivate var safeFixesAlone: [TextReplacement] { [self].safeFixes() }
}
