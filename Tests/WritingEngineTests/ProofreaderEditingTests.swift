import Testing

@testable import WritingEngine

/// A proofreader that checks a document after every edit (its units cached,
/// its misspellings settled a few words at a time, as an editor's server
/// does) reports what a fresh proofreader reports for the same text.
@Suite("Proofreader: findings after edits")
struct ProofreaderEditingTests {
    static let document = """
        # Notes on the garden

        The roses by the fence bloomed early this year, and the neighbours came to look at them.
        We watered them every evening, except on the days when the rain did it for us.

        - Buy a new hose before the summer.
        - Ask about the old apple tree near the shed.

        Our cat sleeps under the bench most afternoons. She ignores the birds, which is a relief.

        ```
        let water = true
        ```

        The vegetables did less well: the beans were small and the carrots came up crooked.
        Next spring we will try a different corner, where the soil stays damp for longer.

        """

    /// Typing into words (new misspellings, and fixing them again), deleting
    /// and pasting words, in a fixed random order.
    @Test func findingsAfterEveryEditEqualAFreshCheck() {
        var generator = SeededGenerator(seed: 11)
        let editing = Proofreader()
        var text = Self.document
        var settledFully = 0
        for step in 0..<80 {
            text = Self.edit(text, using: &generator)
            let structure = StructureScanner.scan(text, language: .markdown)
            let expected = Proofreader().check(text, structure: structure)
            let known = editing.check(text, structure: structure, corrections: .known)
            #expect(known.count == expected.count, "step \(step)")
            for (found, wanted) in zip(known, expected) {
                if found.awaitsCorrections {
                    #expect(found.range == wanted.range && found.ruleID == wanted.ruleID, "step \(step)")
                } else {
                    #expect(found == wanted, "step \(step)")
                }
            }
            // Some words ranked now, the rest left for a later check to settle from the spell checker's memory.
            let partly = editing.completeCorrections(known, in: text, rankingAtMost: step % 3)
            if !partly.contains(where: \.awaitsCorrections) {
                settledFully += 1
                #expect(partly == expected, "step \(step)")
            }
            if step % 4 == 3 {
                #expect(editing.check(text, structure: structure) == expected, "step \(step)")
            }
        }
        #expect(settledFully > 10)
    }

    /// `text` with one edit at a random place in its prose: a letter typed
    /// into a word, a letter deleted, or a word pasted.
    static func edit(_ text: String, using generator: inout SeededGenerator) -> String {
        var bytes = Array(text.utf8)
        let letters = bytes.indices.filter { Bytes.isLetter(bytes[$0]) }
        let at = letters.randomElement(using: &generator)!
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes.insert(Array("qxzjk".utf8).randomElement(using: &generator)!, at: at)
        case 1: bytes.remove(at: at)
        default:
            let word = ["garden ", "quietly ", "recieve ", "the "].randomElement(using: &generator)!
            bytes.insert(contentsOf: Array(word.utf8), at: at)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
