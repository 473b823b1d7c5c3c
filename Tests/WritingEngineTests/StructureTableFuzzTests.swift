import Testing

@testable import WritingEngine

/// Random pipe tables (blank cells, escapes, ragged rows) scan to valid ranges.
@Suite struct StructureTableFuzzTests {
    @Test func blankCellsAreEmptyRanges() {
        let text = "| protocol | port |\n| -- | -- |\n| \"file\" |      |\n"
        let structure = StructureScanner.scan(text, language: .markdown)
        #expect(structure.blocks.allSatisfy { $0.prose.allSatisfy { $0.lowerBound <= $0.upperBound } })
        #expect(StructureTableFuzzTests.isValid(structure, length: text.utf8.count))
    }

    @Test func randomTablesKeepTheirInvariants() {
        var state: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let pieces = ["|", " ", "  ", "a", "word", "\\|", "\\", "`x`", "-", "--", ":", "*", "$x$", "<b>", ""]
        for _ in 0..<3000 {
            var lines: [String] = []
            let columns = 1 + next(4)
            lines.append("|" + Array(repeating: " h |", count: columns).joined())
            lines.append("|" + Array(repeating: " -- |", count: columns).joined())
            for _ in 0..<(1 + next(4)) {
                lines.append((0..<(1 + next(8))).map { _ in pieces[next(pieces.count)] }.joined())
            }
            let text = lines.joined(separator: "\n") + (next(2) == 0 ? "\n" : "")
            let structure = StructureScanner.scan(text, language: .markdown)
            if !Self.isValid(structure, length: text.utf8.count) {
                Issue.record("invalid structure for \(text.debugDescription)")
                return
            }
        }
    }

    static func isValid(_ structure: DocumentStructure, length: Int) -> Bool {
        let ranges = structure.blocks.flatMap { [$0.range] + $0.prose } + structure.ignored.map(\.range)
        guard ranges.allSatisfy({ $0.lowerBound >= 0 && $0.upperBound <= length }) else { return false }
        return zip(structure.ignored, structure.ignored.dropFirst()).allSatisfy { $0.range.upperBound <= $1.range.lowerBound }
    }
}

/// Short random documents in every format: edge cases live at the ends.
@Suite struct StructureShortInputFuzzTests {
    @Test(arguments: [DocumentLanguage.markdown, .plaintext, .latex, .gitCommit, .code(.swift), .code(.python), .code(.lua)])
    func shortRandomDocumentsScanToValidRanges(_ language: DocumentLanguage) {
        var state: UInt64 = 0xC0FFEE
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let pieces = [
            " ", "  ", "\t", "\n", "\r\n", "\r", "a", "word", "|", "-", "--", "---", "+++", "#", "> ", "*", "_", "`", "```", "~~~",
            "$", "$$", "\\", "\\(", "\\)", "[", "]", "(", ")", "<", ">", "<!--", "-->", "!", "1.", "%", "//", "/*", "*/", "\"\"\"",
            "'", "{", "}", "é", "😀", "http://x.y", "wt-lsp-disable", "wt-lsp-enable", "\\begin{verbatim}", "\\end{verbatim}", "&amp;",
            "[^1]:", ":", "    ",
        ]
        for _ in 0..<4000 {
            let text = (0..<next(12)).map { _ in pieces[next(pieces.count)] }.joined()
            let structure = StructureScanner.scan(text, language: language)
            if !StructureTableFuzzTests.isValid(structure, length: text.utf8.count) {
                Issue.record("invalid structure for \(text.debugDescription)")
                return
            }
        }
    }
}
