import Foundation
import Testing

@testable import WritingEngine

@Suite struct StructureIncrementalTests {
    static let markdown = """
        # Title

        A paragraph with *emphasis*, `code`, a [link](https://example.com) and [ref][r].
        It goes on over a second line with www.example.com and $math$.

        - An item with **bold** text
          and a lazy line
        > A quote, protected.

        Another paragraph: see me@example.com, ~~struck~~ and <span>html</span>.

        | a | b |
        |---|---|
        | c | d |

        <!-- wt-lsp-disable spelling -->
        Suppressed paragraph text here.
        <!-- wt-lsp-enable spelling -->

        ```
        code
        ```
        Ünïcödé paragraph with émoji 🎉 and more words.

        [r]: https://example.com/r

        """

    static let plain = "Plain text with https://example.com and /usr/bin paths.\nSecond line here.\n\nAnother paragraph a@b.org.\n"

    /// Random edits (fixed seed): each re-scan equals a full scan of the new text.
    @Test(arguments: [(DocumentLanguage.markdown, markdown), (.plaintext, plain)])
    func rescanEqualsFullScan(_ language: DocumentLanguage, _ start: String) {
        var generator = SeededGenerator(seed: 42)
        let pieces = [
            "a", "word ", " ", "*", "`", "[", "]", "(", ")", "<", ">", "\n", "|", "#", "-", "$", "_", "é", "🎉", "\\", "@", "://", "",
        ]
        var text = start
        var structure = StructureScanner.scan(text, language: language)
        var incremental = 0
        for _ in 0..<600 {
            let bytes = Array(text.utf8)
            var lower = Int.random(in: 0...bytes.count, using: &generator)
            while lower < bytes.count, bytes[lower] & 0xC0 == 0x80 { lower += 1 }
            var upper = min(bytes.count, lower + Int.random(in: 0...4, using: &generator))
            while upper < bytes.count, bytes[upper] & 0xC0 == 0x80 { upper += 1 }
            let insertion = (0..<Int.random(in: 0...2, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let newText = String(decoding: bytes[..<lower] + Array(insertion.utf8) + bytes[upper...], as: UTF8.self)
            let expected = StructureScanner.scan(newText, language: language)
            if let fast = StructureScanner.incrementalRescan(
                structure, oldText: text, newText: newText, editedRange: lower..<upper, replacementLength: insertion.utf8.count,
                language: language, options: StructureOptions())
            {
                incremental += 1
                #expect(fast == expected, "edit \(lower)..<\(upper) → \(insertion.debugDescription) in \(text.debugDescription)")
            }
            let result = StructureScanner.rescan(
                structure, oldText: text, newText: newText, editedRange: lower..<upper, replacementLength: insertion.utf8.count,
                language: language)
            #expect(result == expected)
            text = newText
            structure = result
            if text.utf8.count > 3 * start.utf8.count || text.utf8.count < start.utf8.count / 3 {
                text = start
                structure = StructureScanner.scan(text, language: language)
            }
        }
        print("incremental re-scans: \(incremental) of 600 edits")
        #expect(incremental >= 80)
    }

    /// Typing into the text of a list item re-scans the item alone; typing
    /// next to its marker, or at the start of its text, scans everything.
    @Test(arguments: [
        ("- Pack the tent and the stove.", "the stove", true), ("  * Pack the tent.", "tent", true),
        ("12. Pack the tent.", "tent", true), ("3) Pack the tent.", "tent", true), ("+ Pack the tent.", "Pack", false),
        ("- Pack the tent.", " Pack", false), ("- *Pack* the tent.", "the", false), ("12 packs of tea.", "packs", false),
    ])
    func typingInAListItem(_ line: String, _ before: String, _ alone: Bool) throws {
        let text = "Things to do:\n\n\(line)\n- Buy the bread.\n\nDone.\n"
        let anchor = try #require(text.range(of: before))
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: anchor.lowerBound)
        var newText = text
        newText.insert(contentsOf: "x", at: anchor.lowerBound)
        let structure = StructureScanner.scan(text, language: .markdown)
        let fast = StructureScanner.incrementalRescan(
            structure, oldText: text, newText: newText, editedRange: offset..<offset, replacementLength: 1, language: .markdown,
            options: StructureOptions())
        #expect((fast != nil) == alone)
        if let fast { #expect(fast == StructureScanner.scan(newText, language: .markdown)) }
    }

    /// Typing between the fences of a code block (or after the opening fence
    /// of one left open) grows the block alone; on a fence line, on a line
    /// that starts or would start with a backtick or a tilde (it may be a
    /// fence), or in a block inside a list item, it scans everything. Either
    /// way the result is the full scan's.
    @Test(arguments: [
        ("```sh\nmake all\n  ls -l\n```\n", "all", "x", true), ("```sh\nmake all\n  ls -l\n```\n", "ls", "", true),
        ("~~~\nmake all\nrun\n~~~\n", "un", "`", true), ("```sh\nmake all\n  ls -l\n```\n", "sh", "x", false),
        ("```sh\nmake all\n  ls -l\n```\n", "```\n", "x", false), ("```sh\nmake all\n  ls -l\n```\n", "make", "```", false),
        ("```sh\nmake all\n`x` ls -l\n```\n", "x` ls", "y", false), ("```sh\nmake all\n  ls -l\n```\n", "ls", "\n", false),
        ("- item\n\n  ```\n  make all\n  run\n  ```\n", "all", "x", false), ("```sh\nmake all\nrun\n", "make", "x", true),
    ])
    func typingInAFencedCodeBlock(_ block: String, _ before: String, _ insertion: String, _ alone: Bool) throws {
        let text = "Build it:\n\n\(block)\nThen the paragraph after it, with a mistaek.\n"
        let anchor = try #require(text.range(of: before, options: .backwards))
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: anchor.lowerBound)
        var newText = text
        newText.insert(contentsOf: insertion, at: anchor.lowerBound)
        let structure = StructureScanner.scan(text, language: .markdown)
        let fast = StructureScanner.incrementalRescan(
            structure, oldText: text, newText: newText, editedRange: offset..<offset, replacementLength: insertion.utf8.count,
            language: .markdown, options: StructureOptions())
        #expect((fast != nil) == alone)
        if let fast { #expect(fast == StructureScanner.scan(newText, language: .markdown)) }
    }

    @Test func typingInLargeDocumentRescansOneBlock() throws {
        let text = StructurePerformanceTests.document(words: 100_000)
        let structure = StructureScanner.scan(text, language: .markdown)
        let anchor = try #require(text.range(of: "quick brown", options: .backwards))
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: anchor.lowerBound)
        var newText = text
        newText.insert(contentsOf: "very ", at: anchor.lowerBound)
        var result: DocumentStructure?
        let ms = StructurePerformanceTests.cpuMilliseconds {
            result = StructureScanner.incrementalRescan(
                structure, oldText: text, newText: newText, editedRange: offset..<offset, replacementLength: 5, language: .markdown,
                options: StructureOptions())
        }
        let fullMs = StructurePerformanceTests.cpuMilliseconds { _ = StructureScanner.scan(newText, language: .markdown) }
        print(
            "incremental benchmark: one-paragraph edit in \(text.utf8.count) bytes: \(String(format: "%.2f", ms)) ms CPU "
                + "(full scan \(String(format: "%.2f", fullMs)) ms)")
        #expect(result == StructureScanner.scan(newText, language: .markdown))
    }
}
