import Testing
import WritingEngine

@Suite struct ConfusedWordsPairTests {
    let rule = ConfusedWordsRule()

    @Test func possessiveBeforeTheClauseVerbIsAContraction() {
        expectFindings(rule, "I think ⟦your→you're⟧ missing the point.")
        expectFindings(rule, "I hope ⟦their→they're⟧ enjoying the trip. They said ⟦their→they're⟧ leaving tomorrow.")
        expectClean(
            rule,
            [
                "Your leaving the team surprised us.", "I appreciate your helping me.", "Thanks for their coming.",
                "Your packing list", "Your sending the file, or your copying it, would break the rule.",
                "Their shipping costs are high.", "I think your writing has improved.",
                "Their being late annoyed us.", "Their leaving early annoyed everyone.",
            ])
    }

    @Test func possessiveBeforeAGerundSubjectOrObjectStays() {
        expectClean(
            rule,
            [
                "Your getting started guide is here.", "Their getting started page is short.", "Its being open source matters.",
                "Its being free explains the sales.", "Your being here helps.", "Your making progress matters to us.",
                "Thanks for your being patient.", "We noticed its being slow on old phones.", "Your getting started checklist",
            ])
    }

    @Test func possessiveWhereTheIngFormIsTheVerbIsAContraction() {
        expectFindings(rule, "⟦Your→You're⟧ going to love it.")
        expectFindings(rule, "I think ⟦your→you're⟧ going to love it.")
        expectFindings(rule, "⟦Its→It's⟧ getting late.")
        expectFindings(rule, "⟦Its→It's⟧ being fixed right now.")
        expectFindings(rule, "⟦Your→You're⟧ doing great, and we are proud.")
        expectFindings(rule, "⟦Your→You're⟧ making great points.")
        expectFindings(rule, "⟦Their→They're⟧ getting closer to the goal.")
    }

    @Test func whoseWithoutANounIsWhoIs() {
        expectFindings(rule, "Tell me ⟦whose→who's⟧ the author of this page.")
        expectFindings(rule, "I asked ⟦whose→who's⟧ not coming to lunch.")
        expectClean(
            rule,
            [
                "The woman whose car was stolen called us.", "I know whose writing is clearest.",
                "Ask whose turn it is.", "The team whose own tests failed fixed them.",
            ])
    }

    @Test func loseBetweenADeterminerAndANounIsLoose() {
        expectFindings(rule, "She has a ⟦lose→loose⟧ tooth, and my ⟦lose→loose⟧ sleeve caught on it.")
        expectClean(
            rule, ["Companies that lose money close.", "We made her lose weight.", "They lose games often.", "It is a lose-lose deal."])
    }

    @Test func adviseWithoutAnObjectIsAdvice() {
        expectFindings(rule, "Thanks for your ⟦advise→advice⟧ on the move.")
        expectFindings(rule, "Could you give me ⟦advise→advice⟧, please?")
        expectClean(
            rule,
            [
                "Experts advise against it.", "Let me advise you on this.", "Please advise.", "Doctors generally advise rest.",
                "They each advise a student.", "Many advise caution.",
            ])
    }

    @Test func whereInTheSlotOfAVerbIsWere() {
        expectFindings(rule, "The old tests ⟦where→were⟧ slow and flaky.")
        expectFindings(rule, "Honestly, you ⟦where→were⟧ not wrong.")
        expectClean(
            rule,
            [
                "Add comments where needed.", "Use tabs where possible.", "Places where people meet",
                "The days where not much happened were calm.", "Tell them where the key is.", "Cases where empty strings appear.",
                "Lines where blank, the parser skips.",
            ])
    }

    @Test func wereOpeningAClauseWithItsOwnSubjectIsWhere() {
        expectFindings(rule, "Nobody remembered ⟦were→where⟧ the old backups went.")
        expectFindings(rule, "Can you check ⟦were→where⟧ it usually wrote the logs?")
        expectClean(
            rule,
            [
                "The people I know were kind.", "The things we found were the ones that mattered.",
                "The ones I asked were people I trust.", "Why were they fired?", "I wonder where he lives.",
            ])
    }

    @Test func nounFormsInAThirdPersonVerbSlot() {
        expectFindings(rule, "He ⟦advices→advises⟧ us to wait, and she ⟦beliefs→believes⟧ that it works.")
        expectClean(rule, ["His advices were ignored.", "Their beliefs are strong.", "They advise us to wait."])
    }

    @Test func thenAfterAComparisonWithMoreOrLess() {
        expectFindings(rule, "The fix was less painful ⟦then→than⟧ we feared.")
        expectFindings(rule, "It is a more careful design ⟦then→than⟧ the old one.")
        expectClean(rule, ["Make it less noisy, then ship it.", "We were more careful then, and it worked."])
    }
}

@Suite struct WhichCommaRuleTests {
    let rule = WhichCommaRule()

    @Test func commaBeforeWhichAfterAName() {
        expectFindings(rule, "We moved to ⟦Frankfurt→Frankfurt,⟧ which is closer.")
        expectFindings(rule, "Last year I learned ⟦Haskell→Haskell,⟧ which took a while.")
    }

    @Test func leavesRestrictiveAndAmbiguousClausesAlone() {
        expectClean(
            rule,
            [
                "We moved to Frankfurt, which is closer.", "Ask Maria which is faster.", "The Paris which I knew is gone.",
                "It adds a syntax to Markdown which is popular.", "We moved the servers to Frankfurt which is closer.",
                "Haskell which is lazy is fun.", "I told Maria which road to take.", "Learn Haskell which is lazy",
            ])
    }
}
