import Testing

@testable import WritingEngine

/// Every shape of an answer must be whole: bullets that need no full stop
/// still say a whole thing, table cells hold whole words, and quotes and
/// emphasis are closed.
@Suite struct AnswerShapeTests {
    func accepts(_ action: WritingAction, _ original: String, _ answer: String) -> Bool {
        AnswerAcceptance.verdict(action, original: original, answer: answer).isAccepted
    }

    static let garden =
        "The garden needs water every morning in summer. Tomatoes grow best against the south wall. "
        + "Slugs eat the lettuce when the nights are damp."

    /// A key point may end without a full stop, but not on an article, a
    /// conjunction, a preposition, a comma or a word cut in two.
    @Test func aBulletCutOffMidSentenceIsRefused() {
        let first = "- The garden needs water every summer morning"
        #expect(accepts(.keyPoints, Self.garden, first + "\n- Tomatoes grow best by the south wall"))
        for cut in [
            first + "\n- Tomatoes grow best by the",
            first + " and\n- Tomatoes grow best by the south wall",
            first + "\n- Tomatoes grow best next to",
            first + ",\n- Tomatoes grow best by the south wall",
            first + "\n- Tomatoes grow best by the sou",
            first + "\n- Slugs like damp weath",
        ] {
            #expect(!accepts(.keyPoints, Self.garden, cut), "\(cut)")
        }
    }

    /// Items that end on a comma are fine where the text's own lines do.
    @Test func aCommaEndsAnItemOnlyWhereTheTextEndsLinesSo() {
        let series = "We need:\n- flour,\n- sugar,\n- and eggs."
        #expect(accepts(.list, series, "We need:\n- flour,\n- sugar,\n- and eggs."))
    }

    /// A table whose cell stops in the middle of a word or on an article is cut short.
    @Test func aTableCellCutMidWordIsRefused() {
        let header = "| Plant | Care |\n| --- | --- |\n"
        #expect(
            accepts(.table, Self.garden, header + "| Garden | Water every morning in summer |\n| Tomatoes | Grow against the south wall |"))
        #expect(!accepts(.table, Self.garden, header + "| Garden | Water every morning in sum |\n| Tomatoes | South wall |"))
        #expect(!accepts(.table, Self.garden, header + "| Garden | Water every morning |\n| Tomatoes | Grow best against the |"))
    }

    /// An answer that opens a quote or emphasis and never closes it is
    /// refused; snake_case, a list's `*` and arithmetic are no emphasis.
    @Test func anUnclosedQuoteOrEmphasisIsRefused() {
        let input = "The label on the jar says \"keep cool\" and the lid is *tight*."
        #expect(accepts(.rewrite(.concise), input, "The jar's label says \"keep cool\"; the lid is *tight*."))
        #expect(!accepts(.rewrite(.concise), input, "The jar's label says _\"keep cool; the lid is *tight*."))
        #expect(!accepts(.rewrite(.concise), input, "The jar's label says \"keep cool\"; the lid is *tight."))
        #expect(!accepts(.rewrite(.friendly), input, "The jar's label says “keep cool and the lid is *tight*."))
        #expect(AnswerMarks.emphasisIsClosed("_", in: "set max_size and min_size"))
        #expect(AnswerMarks.emphasisIsClosed("*", in: "* one item\n* two is 2 * 1"))
        #expect(!AnswerMarks.emphasisIsClosed("_", in: "it says _\"stop"))
        #expect(AnswerMarks.isClosed("“", in: "Sie sagte „halt“ und ging."))
    }
}
