import Testing
@testable import WritingEngine

@Suite struct ProofreaderRepeatsTests {
    private func finding(_ rule: String, _ range: Range<Int>, _ fix: String?) -> Finding {
        Finding(ruleID: rule, range: range, message: "", suggestions: fix.map { [$0] } ?? [], severity: .warning)
    }

    @Test func dropsASecondFindingWithTheSameRangeAndFix() {
        let kept = Proofreader.withoutRepeats([
            finding("a", 0..<4, "x"), finding("b", 0..<4, "x"), finding("c", 0..<4, "y"), finding("d", 0..<5, "x"),
            finding("e", 6..<9, nil), finding("f", 6..<9, nil),
        ])
        #expect(kept.map(\.ruleID) == ["a", "c", "d", "e", "f"])
    }
}
