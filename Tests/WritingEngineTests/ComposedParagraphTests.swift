import Testing

@testable import WritingEngine

/// Composed text is a paragraph of its own wherever the cursor is.
@Suite struct ComposedParagraphTests {
    /// `document` with `composed` placed at the offset of `marker` (removed from the text).
    func compose(_ composed: String, at marker: String = "|", in document: String) -> String {
        let position = document.utf8.distance(from: document.startIndex, to: document.range(of: marker)!.lowerBound)
        var bytes = Array(document.utf8)
        bytes.removeSubrange(position..<(position + marker.utf8.count))
        let place = ComposedParagraph(at: position, in: bytes)
        bytes.insert(contentsOf: Array(place.framing(composed).utf8), at: place.offset)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func atTheStartOfAParagraphItGoesBeforeIt() {
        #expect(compose("Hello there.", in: "Intro line.\n\n|Second part.\n") == "Intro line.\n\nHello there.\n\nSecond part.\n")
    }

    @Test func insideAParagraphItGoesAfterItsLastLine() {
        let document = "First line of it,\nand its| second line.\n\nNext one.\n"
        #expect(compose("New words.", in: document) == "First line of it,\nand its second line.\n\nNew words.\n\nNext one.\n")
        #expect(compose("New words.", in: "One sentence.|\nTwo sentence.\n") == "One sentence.\nTwo sentence.\n\nNew words.\n")
    }

    @Test func onABlankLineOrAtTheEndBlankLinesSeparateIt() {
        #expect(compose("Middle.", in: "Above.\n|\nBelow.\n") == "Above.\n\nMiddle.\n\nBelow.\n")
        #expect(compose("Last.", in: "Above.\n|") == "Above.\n\nLast.\n")
        #expect(compose("Last.", in: "Above.|") == "Above.\n\nLast.\n")
        #expect(compose("Only.\n\n", in: "|") == "Only.\n")
        #expect(compose("First.", in: "|Above.\n") == "First.\n\nAbove.\n")
    }
}
