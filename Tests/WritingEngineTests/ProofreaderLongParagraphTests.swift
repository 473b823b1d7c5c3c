import Testing

@testable import WritingEngine

/// A paragraph larger than `Proofreader.largestUnit` (a long file on one
/// line) is checked in pieces cut at sentence ends: every mistake is found
/// once, at its place, protected text stays protected across the cuts, and
/// the rest of the paragraph reads as it does in a short one.
@Suite struct ProofreaderLongParagraphTests {
    @Test func aLongLineIsCheckedInPiecesWithEveryFindingInPlace() {
        var text = ""
        var expected: [Range<Int>] = []
        for k in 0..<3_000 {
            if k % 97 == 0 {
                let start = text.utf8.count + "Item \(k) has a ".utf8.count
                expected.append(start..<(start + "mistaek".utf8.count))
                text += "Item \(k) has a mistaek in it. "
            } else {
                text += "Item \(k) keeps `code with teh typo` and ends here. "
            }
        }
        text += "\n"
        #expect(text.utf8.count > 3 * Proofreader.largestUnit)
        let structure = StructureScanner.scan(text, language: .markdown)
        let findings = Proofreader().check(text, structure: structure)
        #expect(findings.filter { $0.ruleID == "spelling" }.map(\.range) == expected)
        #expect(findings.allSatisfy { $0.ruleID == "spelling" }, "\(findings.filter { $0.ruleID != "spelling" }.prefix(3))")
    }

    @Test func piecesAreCutAfterASentenceAndCoverTheRange() {
        let sentence = "A short sentence ends here. "
        let text = String(repeating: sentence, count: 5_000) + String(repeating: "x", count: 3 * Proofreader.largestUnit)
        var bytes = Array(text.utf8)
        let pieces = bytes.withUnsafeMutableBufferPointer { Proofreader.pieces(of: 0..<$0.count, in: UnsafeBufferPointer($0)) }
        #expect(pieces.first?.lowerBound == 0 && pieces.last?.upperBound == bytes.count)
        #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        #expect(pieces.allSatisfy { !$0.isEmpty })
        let sentencePieces = pieces.filter { $0.upperBound <= sentence.utf8.count * 5_000 }
        #expect(
            sentencePieces.allSatisfy { $0.count <= Proofreader.largestUnit && $0.upperBound % sentence.utf8.count == 0 },
            "\(sentencePieces)")
        // The run without blanks is never cut: it ends the last piece, read as one word.
        #expect(pieces.last?.upperBound == bytes.count)
        #expect(pieces.last.map { $0.lowerBound <= sentence.utf8.count * 5_000 } == true)
    }

    @Test func aRunWithoutBlanksLongerThanAPieceIsOneWordAtItsPlace() {
        let run = String(repeating: "q", count: 3 * Proofreader.largestUnit + 17)
        let text = "A short lead. " + run + " and a tail.\n"
        let findings = Proofreader().check(text, structure: StructureScanner.scan(text, language: .plaintext))
        let lead = "A short lead. ".utf8.count
        #expect(findings.map(\.range).contains(lead..<(lead + run.utf8.count)), "\(findings.map(\.range))")
        #expect(
            findings.allSatisfy {
                $0.range.lowerBound < lead || $0.range.lowerBound >= lead + run.utf8.count || $0.range.lowerBound == lead
            })
    }
}
