import Testing

@testable import WritingEngine

@Suite("Rules: phrase matcher")
struct RulePhraseMatcherTests {
    /// The message and covered texts of each match of `table` in `text`.
    private func matches(_ table: String, _ text: String) -> [String] {
        let stream = ParagraphView(Paragraph(text), spelling: SpellChecker.shared(for: .americanEnglish))
        return PhraseMatcher(table: table).matches(in: stream).map { pattern, items in
            "\(pattern.message): \(items.map { stream.texts[$0] }.joined(separator: " "))"
        }
    }

    @Test func verbFormStartStillMatches() {
        let table = "@ing [to] there => for :: ing"
        #expect(matches(table, "Running to there and walking to there.") == ["ing: to", "ing: to"])
        #expect(matches(table, "Run to there.").isEmpty)
    }

    @Test func verbFormStartWithWordsMatchesBoth() {
        let table = "@past|out [its] => it's :: past"
        #expect(matches(table, "We walked its way out its door.") == ["past: its", "past: its"])
        #expect(matches(table, "We walk its way.").isEmpty)
    }

    @Test func anyWordAndNegatedStartsStillMatch() {
        #expect(matches("* [alot] => a lot :: any", "We need alot.") == ["any: alot"])
        #expect(matches("* [alot] => a lot :: any", "Alot.").isEmpty)
        #expect(matches("!not [alot] => a lot :: neg", "We need alot, not alot.") == ["neg: alot"])
    }

    @Test func indexedPatternsComeFirstThenTableOrder() {
        // At one item, a pattern indexed by its first word wins; among the
        // others, the first in the table, whatever indexes them.
        let table = """
            !out [zzz] => a :: negated
            @ing|out [zzz] => b :: forms
            * [zzz] => c :: any
            we [zzz] => d :: word
            """
        #expect(matches(table, "running zzz") == ["negated: zzz"])
        #expect(matches(table, "out zzz") == ["forms: zzz"])
        #expect(matches(table, "we zzz") == ["word: zzz"])
        #expect(matches(table, ", zzz").isEmpty)
        let reordered = """
            * [zzz] => c :: any
            @ing|out [zzz] => b :: forms
            """
        #expect(matches(reordered, "running zzz") == ["any: zzz"])
        #expect(matches(reordered, "out zzz") == ["any: zzz"])
    }

    @Test func matchesDoNotOverlap() {
        let table = """
            [a b] => x :: ab
            [b c] => y :: bc
            [c d] => z :: cd
            """
        #expect(matches(table, "a b c d") == ["ab: a b", "cd: c d"])
    }
}
