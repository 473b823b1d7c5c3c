import Testing
import WritingEngine

@Suite struct ArticleRuleTests {
    let rule = ArticleRule()

    @Test func vowelSounds() {
        expectFindings(rule, "We waited ⟦a→an⟧ hour for ⟦a→an⟧ MRI and ⟦a→an⟧ FBI agent.")
        expectFindings(rule, "⟦A→An⟧ apple is ⟦a→an⟧ honest choice, and ⟦a→an⟧ 8-bit value.")
    }

    @Test func consonantSounds() {
        expectFindings(rule, "She went to ⟦an→a⟧ university to buy ⟦an→a⟧ one-time pass and ⟦an→a⟧ URL.")
        expectFindings(rule, "It is ⟦an→a⟧ European car and ⟦an→a⟧ useful tool, not ⟦an→a⟧ dog.")
    }

    @Test func leavesCorrectAndUnsureTextAlone() {
        expectClean(
            rule,
            [
                "An hour, an MRI, a university, a one-time fee, an 11-year-old, a 100-page book.",
                "A NASA engineer wrote a SQL query about an SQL table on a historic day.",
                "Plan A is better than option a, and Type A people agree.",
                "An unimportant detail, an umbrella, a unicorn, a user, an urgent call, a urine test.",
                "a `code` span and an *emphasis* are fine.",
            ])
    }

    @Test func fixIsSafe() {
        #expect(findings(of: rule, in: "a apple").first?.isFixSafe == true)
    }
}

@Suite struct RepeatedWordRuleTests {
    let rule = RepeatedWordRule()

    @Test func flagsRepeats() {
        expectFindings(rule, "I saw ⟦the the→the⟧ cat and went ⟦to to→to⟧ bed.")
        expectFindings(rule, "⟦The the→The⟧ end.")
    }

    @Test func allowsGrammaticalDoubles() {
        expectClean(
            rule,
            [
                "She had had enough.", "He said that that was fine.", "What it is is a mess.", "I gave her her book.",
                "We visited Walla Walla.", "bye bye",
            ])
    }
}

@Suite struct LowercaseIRuleTests {
    let rule = LowercaseIRule()

    @Test func flagsPronoun() {
        expectFindings(rule, "Yesterday ⟦i→I⟧ said ⟦i'm→I'm⟧ tired, and ⟦i’ve→I’ve⟧ slept.")
    }

    @Test func leavesLabelsAndVariablesAlone() {
        expectClean(rule, ["Step (i) comes first.", "Set i = 0 before the loop.", "i.e. this one", "For each i we add one."])
    }
}

@Suite struct SentenceCapitalRuleTests {
    let rule = SentenceCapitalRule()

    @Test func flagsLowercaseStarts() {
        expectFindings(rule, "It works. ⟦then→Then⟧ it stops.")
        expectFindings(rule, "It was warm. ⟦the→The⟧ cat sat on the mat.")
    }

    @Test func quietOnListItemsAndEllipses() {
        expectClean(
            rule,
            [
                "the cat sat on the mat. It was warm.", "Wait… then it stopped.", "Wait... then it stopped.", "Note: the value is 3.",
                "Use e.g. the first one.",
            ])
    }
}
