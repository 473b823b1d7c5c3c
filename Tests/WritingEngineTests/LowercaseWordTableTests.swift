import Testing

@testable import WritingEngine

/// `LowercaseWordTable` finds a run of bytes exactly when the run, read as a
/// String and lowercased, is one of its words.
@Suite("Lowercase word table")
struct LowercaseWordTableTests {
    /// What the table answers for `run`, and what a String lookup answers
    /// (for a run as long as some word: a run of another length is none).
    func lookups(_ table: LowercaseWordTable, _ run: String) -> (table: String?, string: String?) {
        let bytes = Array(run.utf8)
        let found = bytes.withUnsafeBufferPointer { table.index(of: $0) }.map { table.words[$0] }
        let lowered = run.lowercased()
        let sameLength = table.words.contains { $0.utf8.count == bytes.count }
        return (found, sameLength && table.words.contains(lowered) ? lowered : nil)
    }

    @Test func findsWordsWhateverTheirCase() {
        let table = LowercaseWordTable(["zorb", "frobnicate", "naïve", "k", "café"])
        for run in ["zorb", "Zorb", "ZORB", "FrobNicate", "naïve", "NAÏVE", "Café", "K"] {
            let (found, expected) = lookups(table, run)
            #expect(found == expected && found != nil, "\(run)")
        }
    }

    @Test func answersAsAStringLookupOnOtherRuns() {
        let table = LowercaseWordTable(["zorb", "frobnicate", "naïve", "k", "abc", "zorbs", "Upper"])
        // Same length, other letters; same first and last letters; a prefix; non-ASCII runs;
        // the Kelvin sign (3 bytes, as long as "abc"), which lowercases to an ASCII k;
        // a word stored with a capital never matches.
        for run in ["zarb", "zxrb", "zorbx", "zor", "frobnicatd", "naive", "NAÏVF", "\u{212A}", "Upper", "upper", "e\u{301}"] {
            let (found, expected) = lookups(table, run)
            #expect(found == expected, "\(run)")
        }
        #expect(lookups(table, "\u{212A}").table == "k")
    }

    @Test func manyWordsAllFound() {
        let words = (0..<2000).map { "w\($0)q" }
        let table = LowercaseWordTable(words)
        for (k, word) in words.enumerated() {
            let bytes = Array(word.uppercased().utf8)
            #expect(bytes.withUnsafeBufferPointer { table.index(of: $0) } == k)
        }
        let absent = Array("w2000q".utf8)
        #expect(absent.withUnsafeBufferPointer { table.index(of: $0) } == nil)
    }
}
