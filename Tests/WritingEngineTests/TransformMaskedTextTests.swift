import Testing

@testable import WritingEngine

@Suite struct TransformMaskedTextTests {
    let text = "Run `make deploy` — see https://example.com/ünïcode 🎉 now.\r\n\r\n```\ncode in order to\n```\n"

    var masked: MaskedText {
        let structure = StructureScanner.scan(text, language: .markdown)
        let input = TransformInput(
            document: Array(text.utf8), range: 0..<text.utf8.count, structure: structure, language: .markdown, options: .all)
        return MaskedText(input.text, spans: input.spans)
    }

    @Test func placeholdersRoundTripByteForByte() throws {
        let masked = self.masked
        #expect(masked.spans.count == 3)
        #expect(!masked.text.contains("make deploy") && !masked.text.contains("example.com") && !masked.text.contains("code in"))
        #expect(Array(try masked.restore(masked.text).utf8) == Array(text.utf8))
    }

    @Test func blockSpansAreMarkedAsBlocks() {
        #expect(masked.spans.map(\.isBlock) == [false, false, true])
    }

    @Test func aDroppedPlaceholderIsRefused() {
        let masked = self.masked
        let answer = masked.text.replacingOccurrences(of: masked.placeholder(1), with: "make deploy")
        #expect(throws: TransformError.self) { try masked.restore(answer) }
    }

    @Test func aDroppedBlockIsRefusedInARewrite() {
        let masked = self.masked
        #expect(throws: TransformError.self) { try masked.restore("Short text.") }
    }

    @Test func repeatedInventedAndAlteredPlaceholdersAreRefused() {
        let masked = self.masked
        let p1 = masked.placeholder(1)
        let p2 = masked.placeholder(2)
        let p3 = masked.placeholder(3)
        #expect(throws: TransformError.self) { try masked.restore("\(p1) \(p1) \(p2)\n\n\(p3)") }
        #expect(throws: TransformError.self) { try masked.restore("\(p1) \(p2) \(masked.placeholder(9))\n\n\(p3)") }
        #expect(throws: TransformError.self) { try masked.restore("\(p1) \(masked.open)two\(masked.close)\n\n\(p3)") }
        #expect(throws: TransformError.self) { try masked.restore("\(p1) \(p2)\(masked.close)\n\n\(p3)") }
    }

    @Test func aBlockMovedIntoASentenceIsRefused() {
        let masked = self.masked
        #expect(throws: TransformError.self) {
            try masked.restore("Run \(masked.placeholder(1)), see \(masked.placeholder(2)) and \(masked.placeholder(3)).")
        }
    }

    @Test func spacesInsideAPlaceholderAreRepaired() throws {
        let masked = self.masked
        let answer = "Run \(masked.open) 1 \(masked.close) and \(masked.placeholder(2)).\n\n\(masked.placeholder(3))"
        #expect(try masked.restore(answer) == "Run `make deploy` and https://example.com/ünïcode.\n\n```\ncode in order to\n```")
    }

    @Test func aSummaryMayDropInlineSpansAndKeepsBlocksAfterIt() throws {
        let masked = self.masked
        #expect(try masked.restore("A short summary.", sentencesMayLeave: true) == "A short summary.\n\n```\ncode in order to\n```")
    }

    @Test func bracketsAlreadyInTheTextChooseOtherPlaceholders() throws {
        let text = "Use ⟦x⟧ and `code` here."
        let masked = MaskedText(text, spans: [ProtectedSpan(range: 15..<21, kind: .inlineCode, isBlock: false)])
        #expect(masked.open != "⟦")
        #expect(try masked.restore(masked.text) == text)
    }
}
