import Testing
import WritingEngine

@Suite struct IntroductoryClauseCommaTests {
    let rule = IntroductoryCommaRule()

    @Test func commaAfterAnIntroductoryClause() {
        expectFindings(rule, "When the build ⟦finishes→finishes,⟧ the tests run.")
        expectFindings(rule, "Because the cache was ⟦full→full,⟧ the request failed.")
        expectFindings(rule, "If it ⟦fails→fails,⟧ the build stops.")
    }

    @Test func leavesClausesThatAreObjectsOrHaveACommaAlone() {
        expectClean(
            rule,
            [
                "When the build finishes, the tests run.", "If you think the tests run slowly, profile them.",
                "When you let the tests run, nothing breaks.", "After lunch we left.", "If you make sure the tests pass, merge.",
                "The tests run when the build finishes.", "Run the tests when the build finishes.",
                "If it fails then the build stops.", "If you don't know the set of types a program uses, use an enum.",
            ])
    }
}

@Suite struct IntroductoryPhraseCommaTests {
    let rule = IntroductoryCommaRule()

    @Test func commaAfterAnIntroductoryPhraseBeforeAPronounSubject() {
        expectFindings(rule, "In the old ⟦version→version,⟧ we stored every file twice.")
        expectFindings(rule, "During the first few ⟦weeks→weeks,⟧ they rarely slept.")
        expectFindings(rule, "At the end of the ⟦day→day,⟧ it is your decision.")
        expectFindings(rule, "With the new shared ⟦cache→cache,⟧ we go faster.")
    }

    @Test func commaAfterASentenceAdverbBeforeTheSubject() {
        expectFindings(rule, "⟦Unfortunately→Unfortunately,⟧ the cache was full.")
        expectFindings(rule, "In ⟦fact→fact,⟧ we never used it.")
        expectFindings(rule, "Of ⟦course→course,⟧ they knew.")
    }

    @Test func leavesBriefPhrasesNounSubjectsAndWrittenCommasAlone() {
        expectClean(
            rule,
            [
                "In the end, we left.", "For me it was easy.", "In the end users decide.", "After lunch we left.",
                "In its heyday it was a busy port.",
                "Unfortunately, the cache was full.", "Also see the notes.", "In fact not much changed.", "Of course not.",
            ])
    }
}

@Suite struct CommaSpliceRuleTests {
    let rule = CommaSpliceRule()

    @Test func findsTwoMainClausesJoinedByAComma() {
        expectFindings(rule, "The server is down⟦, it→; it⟧ will restart soon.")
        expectFindings(rule, "My brother is in Paris⟦, he→; he⟧ works at a bank.")
    }

    @Test func leavesAllowedCommasAlone() {
        expectClean(
            rule,
            [
                "The server is down, and it will restart soon.", "When the server is down, it restarts.",
                "It works, I think.", "The more you test, the less you fix.", "Red, green and blue are colors.",
                "Please note, the server restarts at noon.", "The server, which is old, restarts.",
                "He said, \"It is late.\"", "We tested it, fixed it and shipped it.", "Each time I visit Rome, I rent a car.",
                "It is fast—it is safe.",
                "We use the value, so Rust won't warn us.",
            ])
    }

    /// `so`/`such` in the first clause announce a result clause whose `that` may be left out.
    @Test func aResultClauseWithoutThatIsNoSplice() {
        expectClean(rule, ["The crew was so tired, they slept on the bus.", "It was such a mess, we started again."])
        expectFindings(rule, "The crew was tired⟦, they→; they⟧ slept on the bus.")
    }

    /// A short denial corrected by a parallel clause takes a comma alone; a longer or unrelated pair does not.
    @Test func aDenialAndItsCorrectionAreNoSplice() {
        expectClean(
            rule,
            ["That isn't a bug, it's a feature.", "This key is not mine, it is yours.", "We don't guess, we measure."])
        expectFindings(rule, "The build did not pass⟦, the→; the⟧ tests failed.")
        expectFindings(rule, "The old server was never fast enough for us⟦, it→; it⟧ was always busy.")
    }

    /// A clause that ends in `be` takes the next clause as its complement; `who` opens a relative clause.
    @Test func aComplementOrARelativeClauseIsNoSplice() {
        expectClean(rule, ["The thing is, we still pay for it.", "Send your questions to the office manager, who can answer them."])
        expectFindings(rule, "The thing is old⟦, we→; we⟧ still pay for it.")
        expectFindings(rule, "I bought a new lamp⟦, what→; what⟧ can I say.")
    }
}
