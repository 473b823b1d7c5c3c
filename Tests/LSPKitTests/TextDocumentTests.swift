import Testing

@testable import LSPKit

@Suite struct TextDocumentTests {
    @Test func positionsInEachEncoding() {
        let doc = TextDocument(uri: "u", languageID: "markdown", version: 1, text: "a😀b\nΩx\n")
        // 'b' is after one ASCII char and one astral scalar.
        let b = 5
        #expect(doc.position(of: b, encoding: .utf8) == Position(line: 0, character: 5))
        #expect(doc.position(of: b, encoding: .utf16) == Position(line: 0, character: 3))
        #expect(doc.position(of: b, encoding: .utf32) == Position(line: 0, character: 2))
        #expect(doc.offset(of: Position(line: 0, character: 3), encoding: .utf16) == b)
        // 'x' on line 1 after a two-byte scalar.
        #expect(doc.offset(of: Position(line: 1, character: 1), encoding: .utf16) == 9)
    }

    @Test func cjkAndClamping() {
        let doc = TextDocument(uri: "u", languageID: "plaintext", version: 1, text: "日本語\nend")
        #expect(doc.offset(of: Position(line: 0, character: 2), encoding: .utf16) == 6)
        #expect(doc.offset(of: Position(line: 0, character: 99), encoding: .utf16) == 9)  // line end, before \n
        #expect(doc.offset(of: Position(line: 9, character: 0), encoding: .utf16) == 13)  // document end
        #expect(doc.offset(of: Position(line: -1, character: -4), encoding: .utf16) == 0)
    }

    @Test func crlfAndLoneCR() {
        let doc = TextDocument(uri: "u", languageID: "plaintext", version: 1, text: "one\r\ntwo\rthree\n")
        #expect(doc.lines.lineCount == 4)
        #expect(doc.offset(of: Position(line: 1, character: 0), encoding: .utf16) == 5)
        #expect(doc.offset(of: Position(line: 2, character: 1), encoding: .utf16) == 10)
        #expect(doc.offset(of: Position(line: 0, character: 10), encoding: .utf16) == 3)  // not inside \r\n
    }

    @Test func incrementalEdits() {
        var doc = TextDocument(uri: "u", languageID: "plaintext", version: 1, text: "The cat sat on teh mat.\nSecond line.\n")
        doc.apply(
            [
                TextDocumentContentChangeEvent(
                    range: LSPRange(start: Position(line: 0, character: 15), end: Position(line: 0, character: 18)), text: "the")
            ], version: 2, encoding: .utf16)
        #expect(doc.text == "The cat sat on the mat.\nSecond line.\n")
        #expect(doc.version == 2)
        doc.apply(
            [
                TextDocumentContentChangeEvent(
                    range: LSPRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 0)), text: "A\nB ")
            ], version: 3, encoding: .utf16)
        #expect(doc.text == "The cat sat on the mat.\nA\nB Second line.\n")
        #expect(doc.lines == LineIndex(Array(doc.text.utf8)))
        doc.apply([TextDocumentContentChangeEvent(range: nil, text: "whole")], version: 4, encoding: .utf16)
        #expect(doc.text == "whole" && doc.lines.lineCount == 1)
    }

    /// The incremental line index always equals one built from scratch.
    @Test func lineIndexMatchesAFullScanAfterRandomEdits() {
        var rng = SplitMix(seed: 42)
        let pieces = ["a", "b c", "\n", "\r\n", "\r", "😀", "é", "\n\n", ""]
        var doc = TextDocument(uri: "u", languageID: "plaintext", version: 0, text: "start\nof\r\nthe text\rend")
        for step in 1...3000 {
            let count = doc.bytes.count
            let a = Int(rng.next() % UInt64(count + 1))
            let b = min(count, a + Int(rng.next() % 6))
            let text = (0..<Int(rng.next() % 3)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            let range = doc.range(of: a..<b, encoding: .utf8)
            doc.apply([TextDocumentContentChangeEvent(range: range, text: text)], version: step, encoding: .utf8)
            if doc.lines != LineIndex(doc.bytes) {
                Issue.record("line index diverged at step \(step)")
                return
            }
        }
    }
}

/// A small deterministic random generator for reproducible tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
