import Testing

@testable import WritingEngine

@Suite struct TransformSentenceRangeTests {
    let text = "# Title\n\nFirst sentence here. Second one with `code. inside` it. Third.\n\n```\nfenced code.\n```\n"

    func widen(_ needle: String, through end: String? = nil) -> String? {
        let bytes = Array(text.utf8)
        let start = text.utf8.count - text[text.range(of: needle)!.lowerBound...].utf8.count
        let stop = end.map { text.utf8.count - text[text.range(of: $0)!.upperBound...].utf8.count } ?? start + needle.utf8.count
        let structure = StructureScanner.scan(text, language: .markdown)
        return SentenceRange.widen(start..<stop, in: bytes, structure: structure).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func aWordWidensToItsSentence() {
        #expect(widen("with") == "Second one with `code. inside` it.")
    }

    @Test func sentenceEndsNeverFallInsideInlineCode() {
        #expect(widen("inside") == "Second one with `code. inside` it.")
    }

    @Test func aSelectionAcrossSentencesTakesThemWhole() {
        #expect(widen("sentence", through: "Second") == "First sentence here. Second one with `code. inside` it.")
    }

    @Test func endsInBlanksOrAFenceComeInward() {
        #expect(widen("First", through: "fenced") == "First sentence here. Second one with `code. inside` it. Third.")
    }

    @Test func aSelectionInsideCodeTouchesNoProse() {
        #expect(widen("fenced code") == nil)
    }
}
