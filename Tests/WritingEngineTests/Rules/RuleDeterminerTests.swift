import Testing
import WritingEngine

@Suite struct BareCountNounTests {
    let rule = ArticleUsageRule()

    @Test func flagsBareSingularArguments() {
        expectFindings(rule, "We bought ⟦house→a house⟧ last spring.")
        expectFindings(rule, "My aunt is ⟦lawyer→a lawyer⟧, and she drives ⟦old truck→an old truck⟧.")
        expectFindings(rule, "That was ⟦very good question→a very good question⟧.")
        expectFindings(rule, "They left the keys under ⟦umbrella→an umbrella⟧ near the door.")
        expectFindings(rule, "I sold ⟦bike→a bike⟧ yesterday.")
        expectFindings(rule, "That girl is ⟦tallest student→the tallest student⟧ here.")
        expectFindings(rule, "We have ⟦lot→a lot⟧ of work and waited for ⟦couple→a couple⟧ of days.")
    }

    @Test func leavesBareNounsThatEnglishAllows() {
        expectClean(
            rule,
            [
                "We went there by car and came back by bike.", "She worked as nurse for ten years.",
                "They stood face to face, husband and wife.", "Read chapter 3 and page 12 of the book.",
                "Our house key is on the table.", "He became the teacher everyone liked.", "Buy Car Insurance Online",
                "We talked about Apple and its phone business.", "The form asks for your name and phone number.",
                "He is my friend, and she is their teacher.", "Update the Book struct and the House enum.",
                "It was last month that we moved.", "They traveled from village to village.",
                "She is an unusually gifted singer.", "You want to store values in a list, so you store.",
                "There is a parking lot of its own.", "After building, run the tests.", "Use this flag for debugging.",
            ])
    }

    /// `move house` and the British `change job` take a bare singular; other verbs do not.
    @Test func leavesVerbIdiomsWithABareNounAlone() {
        expectClean(rule, ["We moved house twice last year.", "She plans to change job after the summer."])
        expectFindings(rule, "We sold ⟦house→a house⟧ twice last year.")
        expectFindings(rule, "She plans to find ⟦job→a job⟧ after the summer.")
    }
}

@Suite struct DeterminerPhraseTests {
    let rule = DeterminerAgreementRule()

    @Test func flagsSingularAfterThese() {
        expectFindings(rule, "Please move ⟦these→this⟧ chair to the hall and ⟦those→that⟧ window too.")
        expectFindings(rule, "Prices were low in those ⟦year→years⟧.")
    }

    @Test func flagsPluralMassNouns() {
        expectFindings(rule, "She gave us ⟦many useful advices→much useful advice⟧ about the trip.")
        expectFindings(rule, "The office needs new ⟦furnitures→furniture⟧, and ⟦these informations→this information⟧ helps.")
    }

    @Test func leavesAgreeingPhrasesAlone() {
        expectClean(
            rule,
            [
                "These files are old, and those boxes are full.", "Those who work late get paid more.",
                "These sheep graze while those staff watch.", "These help the team a lot.", "I like these kind people.",
                "Much information and some advice came in.", "Those present voted yes.",
                "A late fix may confuse those waiting for it.", "We pin the versions, since those change from time to time.",
            ])
        expectFindings(rule, "I like ⟦those→that⟧ book on the shelf.")
    }

    /// A noun before a plural noun modifies it, and after `both of` a demonstrative is a pronoun.
    @Test func leavesCompoundsAndPronounsAlone() {
        expectClean(
            rule,
            [
                "It runs when either one of these environment variables is set.",
                "We plan to make both of these work in the future.",
            ])
        expectFindings(rule, "If ⟦these→this⟧ function returns a value, it is used.")
        expectFindings(rule, "If any of ⟦these→this⟧ function returns a value, it is used.")
    }
}
