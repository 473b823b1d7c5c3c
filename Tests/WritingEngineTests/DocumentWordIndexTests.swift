import Testing

@testable import WritingEngine

/// The review's word counts kept between checks of one document (`DocumentWordIndex`).
@Suite("Document word index")
struct DocumentWordIndexTests {
    let text = """
        # Setup of teh tool

        Run `frobnicate` once, then call frobnicate.run(args) from a script.
        The widgets are counted: widgets, Widgets and WIDGETS.

        ```python
        def teh_helper(dicts):
            return dicts
        ```

        See https://example.com/zorblat for the zorblat notes, and the dicts above.
        Café owners write café and CAFÉ.

        """

    /// Every run of letters of `text`, in lowercase: the keys asked about.
    func allWords(_ text: String) -> Set<String> {
        Set(text.split { !$0.isLetter }.map { $0.lowercased() })
    }

    /// The counts of a full pass and of `index`, for `text`.
    func bothWays(_ text: String, _ index: DocumentWordIndex) -> (full: SpellingReview.DocumentWords, indexed: SpellingReview.DocumentWords)
    {
        var text = text
        return text.withUTF8 { bytes in
            let structure = StructureScanner.scan(String(decoding: bytes, as: UTF8.self), language: .markdown)
            let keys = allWords(String(decoding: bytes, as: UTF8.self)).union(["dict", "tehs", "nowhere"])
            return (
                SpellingReview.documentWords(keys, in: bytes, structure: structure),
                SpellingReview.documentWords(keys, counts: index.counts(of: bytes, structure: structure))
            )
        }
    }

    @Test func countsAsAFullPassDoes() {
        let (full, indexed) = bothWays(text, DocumentWordIndex())
        #expect(indexed.uses == full.uses)
        #expect(indexed.code == full.code)
        #expect(full.uses["widgets"] == 4)
        #expect(full.uses["café"] == 3)
        #expect(full.code.isSuperset(of: ["frobnicate", "teh", "helper", "dicts", "zorblat"]))
    }

    @Test func followsEditsThatAddRemoveAndMoveStretches() {
        let index = DocumentWordIndex()
        var current = text
        let edits: [(String, String)] = [
            ("counted:", "counted twice:"),  // inside a stretch
            ("zorblat notes", "zorblat notes\n\nA new paragraph about frobnicate."),  // a stretch added
            ("```python\n", ""),  // the code block opens no more: code becomes prose
            ("# Setup of teh tool\n\n", ""),  // the first stretch removed
            ("Café owners", "```\nCafé owners"),  // a fence opened to the end
        ]
        #expect(bothWays(current, index).indexed.uses == bothWays(current, DocumentWordIndex()).full.uses)
        for (old, new) in edits {
            current = current.replacingOccurrences(of: old, with: new)
            let (full, indexed) = bothWays(current, index)
            #expect(indexed.uses == full.uses, "after \(old) → \(new)")
            #expect(indexed.code == full.code, "after \(old) → \(new)")
        }
        // Back to the start: the stretches read before give the same counts again.
        let (full, indexed) = bothWays(text, index)
        #expect(indexed.uses == full.uses)
        #expect(indexed.code == full.code)
    }

    @Test func aRepeatedStretchCountsEveryTime() {
        let paragraph = "The zorblat is here.\n\n"
        let index = DocumentWordIndex()
        #expect(bothWays(String(repeating: paragraph, count: 3), index).indexed.uses["zorblat"] == 3)
        #expect(bothWays(String(repeating: paragraph, count: 2), index).indexed.uses["zorblat"] == 2)
        #expect(bothWays("Nothing here.\n", index).indexed.uses["zorblat"] == nil)
    }

    @Test func stretchesEndAtBlankLinesAndLongRunsAreCut() {
        func cuts(_ text: String) -> [Int] {
            var text = text
            return text.withUTF8 { DocumentWordIndex.stretches(of: $0, codeRanges: []).map(\.range.upperBound) }
        }
        #expect(cuts("one\ntwo\n\nthree\n") == [8, 15])
        let line = String(repeating: "a", count: 99) + "\n"
        let lines = String(repeating: line, count: 100)  // 10,000 bytes, no blank line
        #expect(cuts(lines) == [4100, 8200, 10_000])
        let oneLine = String(repeating: "word ", count: 20_000)  // 100,000 bytes on one line
        #expect(cuts(oneLine) == [65_540, 100_000])
        #expect(cuts("") == [0])
    }

    @Test func aProofreaderCheckIsTheSameWithAnIndex() {
        let proofreader = Proofreader()
        let index = DocumentWordIndex()
        var current = text + "The frobnicate step is teh last. We recieve zorblats.\n"
        let edits = [("", ""), ("We recieve", "We recieeve"), ("We recieeve", "We receive"), ("The frobnicate", "The frobnicatte")]
        for (old, edit) in edits {
            if !old.isEmpty { current = current.replacingOccurrences(of: old, with: edit) }
            let structure = StructureScanner.scan(current, language: .markdown)
            let plain = proofreader.check(current, structure: structure)
            #expect(proofreader.check(current, structure: structure, wordIndex: index) == plain, "after \(edit)")
        }
    }
}
