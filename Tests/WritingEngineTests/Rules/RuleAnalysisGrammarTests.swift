import Testing
import WritingEngine

@Suite struct ClauseAgreementTests {
    let rule = SubjectVerbAgreementRule()

    @Test func agreesWithTheHeadAcrossPrepositionalPhrases() {
        expectFindings(rule, "The index of old articles ⟦are→is⟧ rebuilt nightly.")
        expectFindings(rule, "The answers to that question ⟦was→were⟧ wrong.")
        expectFindings(rule, "The logs in the archive folder ⟦was→were⟧ deleted.")
        expectFindings(rule, "One of the mirrors ⟦are→is⟧ offline.")
        expectFindings(rule, "The roof of the old houses ⟦leak→leaks⟧ badly.")
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "The index of old articles is rebuilt nightly.", "Each of them has a key.", "The data are clear.",
                "Where are the backups?", "Are the answers to that question ready?", "The number of readers is growing.",
                "The cooks and the waiters agree.", "If the mirror were online, we would know.",
                "It is vital that the reader be told.", "Most of the drafts are ready.", "Reading long manuals takes time.",
                "The first two drafts are here.", "We fixed the bugs, which is good.", "A couple of readers were upset.",
                "Nothing from the notes, the drafts or your settings is sent.", "A folder that links elsewhere is skipped.", "git commit",
            ])
    }

    /// After `if` and `unless` a singular subject takes `-s`; the base form is a subjunctive only after `that`, `lest`, `though`, `whether`.
    @Test func aBaseFormAfterIfIsNoSubjunctive() {
        expectFindings(rule, "If the reader ⟦want→wants⟧ the file, she can ask.")
        expectFindings(rule, "Unless the owner ⟦agree→agrees⟧, we wait.")
        expectClean(
            rule,
            ["Lest the reader forget, we repeat it.", "We can retry if need be.", "If the reader wants the file, she can ask."])
    }

    @Test func acronymsInSAreNotPlurals() {
        expectClean(rule, ["CORS is enabled on the server.", "GPS gives the position of the truck.", "The OS handles the signal."])
    }

    /// A subject written as a title names one work or body, whatever the number of its head.
    @Test func aTitleTakesASingularVerb() {
        expectClean(
            rule,
            [
                "The Grapes of Wrath is a long novel.", "Notes on the Synthesis of Form remains a classic.",
                "Tales of the Unexpected was shown on Sundays.",
            ])
        expectFindings(rule, "The grapes of the farm ⟦is→are⟧ ripe.")
        expectFindings(rule, "The friends of Maria ⟦is→are⟧ here.")
    }

    /// A capitalized head after `the` is a name; a name the dictionary lacks is singular whatever its last letter.
    @Test func namesAreNotPlurals() {
        expectClean(
            rule,
            [
                "The United States goes to the polls in November.", "The Netherlands doesn't border France.",
                "If Abbas keeps the receipt, we can return it.",
            ])
        expectFindings(rule, "If the cats ⟦keeps→keep⟧ the mice away, we are glad.")
    }

    /// An -ing word after a plural noun modifies it: the noun is the head (`the children getting off`).
    @Test func aParticipleAfterTheHeadIsNoHead() {
        expectClean(rule, ["If the children getting off the bus aren't watching, the driver waits."])
        expectFindings(rule, "The children on the bus ⟦is→are⟧ loud.")
        expectFindings(SubjectVerbAgreementRule(), "The old building ⟦are→is⟧ empty.")
    }

    /// A number after `a`/`an` makes the noun after `there are` plural; `sort of` is an adverb.
    @Test func anEstimatedNumberIsPluralAndSortOfIsNoVerb() {
        expectClean(
            SubjectVerbAgreementRule(),
            ["There are an estimated 400 cranes in the valley.", "She sort of agreed with the plan."])
        expectFindings(SubjectVerbAgreementRule(), "There ⟦are→is⟧ a crane in the valley.")
        expectFindings(SubjectVerbAgreementRule(), "She ⟦sort→sorts⟧ the mail every morning.")
    }

    /// `Anyone know…?` is a question that leaves out `does`; as a statement the verb still agrees.
    @Test func aQuestionWithoutDoesIsLeftAlone() {
        expectClean(rule, ["Anyone know a good dentist in town?", "Anybody have a spare charger?"])
        expectFindings(rule, "Everyone ⟦know→knows⟧ the answer.")
        expectFindings(rule, "Everyone ⟦have→has⟧ a key.")
    }

    @Test func pluralsWithoutAnSStayPlural() {
        expectClean(rule, ["The test criteria include speed and size.", "The main phenomena appear at night."])
    }

    @Test func forBeforeASubjectIsAPreposition() {
        expectClean(rule, ["The size limits for upload are listed below.", "The time limits for review are short."])
        expectFindings(rule, "The size limits for upload ⟦is→are⟧ listed below.")
    }
}

@Suite struct AnalysisVerbFormTests {
    let rule = VerbFormRule()

    @Test func baseFormAfterModalsAndDoQuestions() {
        expectFindings(rule, "The parser should ⟦handles→handle⟧ this.")
        expectFindings(rule, "Did the upload ⟦finished→finish⟧ in time?")
    }

    @Test func participlesAfterPerfectAndPassive() {
        expectFindings(rule, "They had ⟦began→begun⟧ early.")
        expectFindings(rule, "The report has been ⟦wrote→written⟧ twice.")
        expectFindings(rule, "The dishes must be ⟦wash→washed⟧ by hand.")
    }

    /// `was` after `had` is the main verb that follows a relative clause (`the car we had was red`).
    @Test func wasAfterHadIsAMainVerb() {
        expectClean(rule, ["The only car we had was a small red one."])
        expectFindings(rule, "They had ⟦went→gone⟧ home.")
    }

    /// After existential `there`, `be` is followed by a noun, not a participle.
    @Test func existentialThereTakesANoun() {
        expectClean(rule, ["There may or may not be snow, depending on the wind.", "There might be snow, says the forecast."])
        expectFindings(rule, "The plates may be ⟦wash→washed⟧ by hand.")
    }

    @Test func gerundAfterVerbsLikeEnjoy() {
        expectFindings(rule, "She avoided ⟦to answer→answering⟧ them.")
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "All you have to do is click the link.", "Any help is welcome!", "The door is open.",
                "The results are considered to be final.", "Did the upload finish?", "We have found it.",
                "They keep to the path.", "The task is complete.", "I've got a lot of questions for you.", "We have got two days left.",
                "The log can be output to a file.", "The names are input by hand.", "The timer was reset by the job.",
            ])
    }
}

@Suite struct MissingVerbRuleTests {
    let rule = MissingVerbRule()

    @Test func flagsAGapAfterTheSubject() {
        expectFindings(rule, "⟦We waiting→We are waiting⟧ for the bus.")
        expectFindings(rule, "⟦She been→She has been⟧ busy.")
        expectFindings(rule, "⟦They so tired→They are so tired⟧ tonight.")
        expectFindings(rule, "⟦She very tired→She is very tired⟧ after the trip.")
    }

    /// A form that can be a past-tense verb is the clause's verb unless a degree adverb makes it an adjective.
    @Test func aPastTenseFormIsTheVerb() {
        expectClean(rule, ["They always prepared for the storm.", "We finally relaxed after the launch.", "He never worried about it."])
    }

    @Test func flagsBeenRightAfterANounSubject() {
        expectFindings(rule, "The new ⟦build been→build has been⟧ slow all week.")
        expectFindings(rule, "Our ⟦tests been→tests have been⟧ flaky since May.")
        expectClean(
            rule,
            [
                "The build has been slow.", "Has the build been slow?", "Where have the tests been?",
                "Everything I've been told is true.", "The plan, it seems, has been dropped.",
            ])
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "We are waiting for the bus.", "I saw them waiting outside.", "Has she been busy?",
                "It being late, we left.", "They are so tired.", "We found it broken.",
            ])
    }
}

@Suite struct ComparisonRuleTests {
    let rule = ComparisonRule()

    @Test func flagsDoubledAndMixedForms() {
        expectFindings(rule, "This road is ⟦more wider→wider⟧ now.")
        expectFindings(rule, "It is the ⟦most easiest→easiest⟧ route.")
        expectFindings(rule, "Her cat is ⟦the fattest→fatter⟧ than mine.")
        expectFindings(rule, "It was the ⟦most cold→coldest⟧ night.")
        expectFindings(rule, "This rope is ⟦more thick→thicker⟧ than that one.")
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "This road is wider now.", "More younger voters came.", "It was the most common case.",
                "This is more real than that.", "She is taller than he is.", "It was the coldest night.",
            ])
    }
}

@Suite struct PronounCaseRuleTests {
    let rule = PronounCaseRule()

    @Test func objectFormsInObjectsAndSubjectFormsInSubjects() {
        expectFindings(rule, "Keep this between Sam and ⟦I→me⟧.")
        expectFindings(rule, "The coach thanked Ana and ⟦she→her⟧.")
        expectFindings(rule, "⟦Me and Sam→Sam and I⟧ walked home.")
        expectFindings(rule, "⟦Him and me→He and I⟧ left early.")
    }

    /// A subject pronoun after `and` followed by a word the verb lexicon knows opens a clause of its own.
    @Test func aPronounBeforeAVerbStartsAClause() {
        expectClean(rule, ["We value every part of the game and we hand pick our players."])
        expectFindings(rule, "The coach thanked Ana and ⟦she→her⟧ for the help.")
    }

    @Test func leavesGrammaticalSentencesAlone() {
        expectClean(
            rule,
            [
                "Keep this between Sam and me.", "I think Sam and I should go.", "It was Sam and I.",
                "Sam and I walked home.", "She is taller than Sam and I.", "Her brother and I left early.",
            ])
    }
}

/// A changelog line, a heading or a list item that is a noun phrase is no
/// clause: a plural noun after a noun that modifies it (`bug fixes`) is read
/// as a verb only when the sentence has no other.
@Suite struct NounPhraseFragmentTests {
    let rule = SubjectVerbAgreementRule()

    @Test func aNounPhraseHasNoAgreementToCheck() {
        expectClean(
            rule,
            [
                "Several spelling fixes in the tutorial", "Small layout changes for narrow screens.",
                "Lots of test updates", "Many thanks to the translators.", "Assorted parser fixes for older compilers",
                "Various portability fixes for Solaris", "Lots of bug fixes",
                "Various typo fixes", "Minor doc updates for the new release", "Lots of bug fixes and cleanups.",
                "Plenty of layout tweaks for small screens.", "Lots of doc fixes for the tutorial", "Tons of typo fixes in chapter two",
                "Dozens of test fixes across the suite",
            ])
    }

    @Test func aClauseStillAgrees() {
        expectFindings(rule, "The new drivers ⟦fixes→fix⟧ the crash.")
        expectFindings(rule, "The owners of the shop ⟦sells→sell⟧ bread.")
        expectFindings(rule, "The spelling fixes in the tutorial ⟦was→were⟧ merged.")
    }
}
