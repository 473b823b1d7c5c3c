import Testing

@testable import WritingEngine

/// Findings that say the same thing share one copy of their message and of
/// their suggestions, so a document with a mistake on each of a million
/// lines holds a few messages (one per unit checked), not a million.
@Suite struct SharedFindingTextsTests {
    static func storage(_ text: String) -> UInt? {
        text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? nil
    }

    @Test func findingsOfOneMisspeltWordShareTheirTexts() {
        let text = (0..<3_000).map { "Line \($0) has a mistaek.\n" }.joined()
        #expect(text.utf8.count > 2 * Proofreader.largestUnit, "checked in several pieces")
        let findings = Proofreader().check(text, structure: StructureScanner.scan(text, language: .markdown))
        #expect(findings.count == 3_000)
        #expect(Set(findings.map(\.message)) == ["Possible spelling mistake: “mistaek”."])
        // One copy per piece at most: a piece is settled on its own when the word's corrections are known already.
        var bytes = Array(text.utf8)
        let pieces = bytes.withUnsafeMutableBufferPointer { Proofreader.pieces(of: 0..<$0.count, in: UnsafeBufferPointer($0)) }.count
        #expect(Set(findings.map { Self.storage($0.message) }).count <= pieces)
        #expect(Set(findings.map { $0.suggestions.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }).count <= pieces)
    }

    @Test func awaitingFindingsOfAParagraphShareTheirMessage() {
        let text = (0..<300).map { "Row \($0) holds a speling slip.\n" }.joined()
        let findings = Proofreader().check(text, structure: StructureScanner.scan(text, language: .markdown), corrections: .known)
        #expect(findings.count == 300)
        #expect(Set(findings.map { Self.storage($0.message) }).count == 1)
    }
}
