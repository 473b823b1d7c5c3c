import Testing

@testable import WritingEngine

/// The misspellings an edit brings are ranked while the rules read its paragraph.
@Suite("Proofreader: ranking new misspellings early")
struct ProofreaderEarlyRankingTests {
    let proofreader = Proofreader()

    func newMisspellings(_ text: String, masks: [Range<Int>] = [], knownWords: Set<String> = [], document: String? = nil) -> [String] {
        var whole = document ?? text
        let counts = whole.withUTF8 { bytes in
            DocumentWordIndex().counts(of: bytes, structure: StructureScanner.scan(document ?? text, language: .markdown))
        }
        return proofreader.newMisspellings(
            in: [(Array(text.utf8), masks.map { ($0, TokenKind.masked) })], knownWords: knownWords, counts: counts, atMost: 2)
    }

    @Test func thoseAreTheLowercaseWordsTheDictionaryLacks() {
        // Words no other test ranks.
        #expect(newMisspellings("The dinasaur met a velocirapter in Zorblat.\n") == ["dinasaur", "velocirapter"])
    }

    @Test func notTermsTheDocumentWritesAgainNorCodeNorKnownWords() {
        let text = "Run the kwertyzap tool with the plimbaz flag and the snorvex option.\n"
        #expect(newMisspellings(text, knownWords: ["snorvex"], document: text + "\nThe kwertyzap tool, and `plimbaz`.\n").isEmpty)
    }

    @Test func notWordsInsideAProtectedSpan() {
        let text = "Call frobnikate now.\n"
        #expect(newMisspellings(text, masks: [5..<15]).isEmpty)
        #expect(newMisspellings(text) == ["frobnikate"])
    }

    @Test func noneWhenMoreThanTheCheckRanks() {
        #expect(newMisspellings("The glorbix, the snazwump and the trindlefex.\n").isEmpty)
    }

    @Test func notWordsWhoseCorrectionsAreRemembered() {
        let text = "We ate a sandwhich.\n"
        _ = proofreader.spelling.corrections(for: "sandwhich")
        #expect(newMisspellings(text).isEmpty)
    }

    @Test func anEditsCheckFindsWhatAFullCheckFinds() {
        // Words no other test ranks.
        let text = "The astronaught saw the nebulla.\n\nA second paragraph.\n"
        let structure = StructureScanner.scan(text, language: .markdown)
        let edit = proofreader.check(text, structure: structure, corrections: .upTo(2), wordIndex: DocumentWordIndex())
        #expect(edit.map { $0.suggestions.first } == ["astronaut", "nebula"])
        #expect(!edit.contains { $0.awaitsCorrections })
        #expect(edit == proofreader.check(text, structure: structure, corrections: .all))
    }

    @Test func twoTasksRunTogetherAndKeepTheirResults() {
        let (number, word) = concurrently({ (1...100).reduce(0, +) }, { String(repeating: "a", count: 3) })
        #expect(number == 5050)
        #expect(word == "aaa")
    }
}
