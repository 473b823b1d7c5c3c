import Testing

@testable import WritingEngine

/// Random word soup through every rule (opt-in ones included): no crash, ranges inside the text.
@Suite struct ProofreaderFuzzTests {
    @Test func everyRuleSurvivesRandomText() {
        var levels: [String: RuleLevel] = [:]
        for rule in RuleRegistry.all { levels[rule.id] = .on(.hint) }
        let proofreader = Proofreader(options: ProofreadingOptions(ruleLevels: levels))
        var state: UInt64 = 0xFEED
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let words = [
            "a", "an", "the", "The", "I", "i", "is", "are", "was", "were", "he", "they", "its", "it's", "their", "there", "then",
            "than", "could", "of", "have", "to", "too", "less", "fewer", "not", "no", "never", "in", "order", "due", "fact",
            "that", "which", "hour", "apple", "teh", "recieve", "went", "go", "goes", ".", ",", "!", "?", "...", "…", "(", ")",
            "\"", "“", "”", "'", " ", "  ", "\n", "-", "—", "e.g.", "U.S.", "2", "10x", "😀", "é", "ATM", "machine", "free", "gift",
        ]
        for _ in 0..<1000 {
            let text = (0..<next(25)).map { _ in words[next(words.count)] }.joined(separator: next(3) == 0 ? "" : " ")
            let structure = StructureScanner.scan(text, language: .plaintext)
            let findings = proofreader.check(text, structure: structure)
            if findings.contains(where: { $0.range.upperBound > text.utf8.count }) {
                Issue.record("finding outside the text for \(text.debugDescription)")
                return
            }
        }
    }
}
