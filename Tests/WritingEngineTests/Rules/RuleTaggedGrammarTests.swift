import Testing
import WritingEngine

@Suite struct GovernedPrepositionRuleTests {
    let rule = GovernedPrepositionRule()

    @Test func replacesThePrepositionEveryInflectionOfTheHeadTakes() {
        expectFindings(rule, "The result depends ⟦of→on⟧ the input.")
        expectFindings(rule, "Everything depended ⟦from→on⟧ the weather.")
        expectFindings(rule, "She was interested ⟦about→in⟧ compilers.")
        expectFindings(rule, "The kit consisted ⟦from→of⟧ three parts.")
        expectFindings(rule, "Who is responsible ⟦of→for⟧ the release?")
        expectFindings(rule, "He got married ⟦with→to⟧ her.")
    }

    @Test func dropsThePrepositionOfATransitiveVerb() {
        expectFindings(rule, "We ⟦discussed about→discussed⟧ the plan.")
        expectFindings(rule, "They ⟦lack of→lack⟧ time.")
        expectFindings(rule, "We ⟦faced with→faced⟧ many problems last year.")
    }

    @Test func moreDependentPrepositions() {
        expectFindings(rule, "She graduated ⟦of→from⟧ a small college.")
        expectFindings(rule, "The city is rich ⟦of→in⟧ history.")
        expectFindings(rule, "The plugin is compatible ⟦to→with⟧ the old API.")
        expectFindings(rule, "Are you familiar ⟦about→with⟧ the tool?")
        expectFindings(rule, "Television has a great influence ⟦to→on⟧ children.")
    }

    @Test func leavesCorrectPairsAndAdverbialsAlone() {
        expectClean(
            rule,
            [
                "The result depends on the input.", "The lack of tests hurts.", "She was interested for years in compilers.",
                "They arrived to find the door locked.", "Prices depend from day to day on demand.", "Is it interesting at all?",
                "They are married with children.", "The plan we discussed on Monday works.", "She is interested in it.",
                "We were faced with a choice.", "The field was covered with snow.", "It is opposed to the plan.",
                "You can do something similar with a loop.", "Attach with two screws.", "He is divorced with two children.",
            ])
    }

    /// After a noun, a past form is a participle opening a reduced relative clause (`people opposed to`).
    @Test func aReducedRelativeKeepsItsPreposition() {
        expectClean(rule, ["Voters opposed to the new tax marched.", "Users faced with an error can retry."])
        expectFindings(rule, "They ⟦opposed to→opposed⟧ the new tax.")
    }
}

@Suite struct PossessiveApostropheRuleTests {
    let rule = PossessiveApostropheRule()

    @Test func findsPluralsWrittenAsPossessives() {
        expectFindings(rule, "The ⟦user's→users⟧ are happy.")
        expectFindings(rule, "She gave two ⟦week's→weeks'⟧ notice.")
        expectFindings(rule, "We took a 3 ⟦day's→days'⟧ break and a twenty ⟦minute's→minutes'⟧ walk.")
        expectFindings(rule, "The dog wagged ⟦its'→its⟧ tail; the book is ⟦your's→yours⟧.")
    }

    @Test func leavesRealPossessivesAlone() {
        expectClean(
            rule,
            [
                "The users' files are safe.", "The user's files are safe.", "Every user's account is new.", "Its value is 3.",
                "It's done.", "One week's notice is enough.", "The user's gone home.",
                "{Array|string} Child's stdio settings (see below).", "Option [a] module's setup runs first.",
            ])
    }
}

@Suite struct ConfusedWordsSlotTests {
    let rule = ConfusedWordsRule()

    @Test func possessiveBeforeAnAdjectiveWithoutANoun() {
        expectFindings(rule, "I think ⟦its→it's⟧ clear that we won.")
        expectFindings(rule, "Maybe ⟦your→you're⟧ correct about it.")
        expectClean(
            rule,
            [
                "Its value is clear.", "The tool runs on its own.", "Your old laptop works.", "Do your best.",
                "The show wore out its welcome.",
            ])
    }

    @Test func contractionBeforeTheSubjectNoun() {
        expectFindings(rule, "The cache is full and ⟦it's→its⟧ size is fixed.")
        expectFindings(rule, "I met the family ⟦who's→whose⟧ dog barks.")
        expectClean(
            rule,
            [
                "It's done.", "It's time to go.", "It's people like you who help.", "They're late.",
                "It's not likely the cache size will grow.", "They're never happy user stories.",
            ])
    }

    @Test func thenAfterAComparative() {
        expectFindings(rule, "This one is cheaper ⟦then→than⟧ that one, and hotter ⟦then→than⟧ it was.")
        expectClean(rule, ["This one is cheaper than that one.", "If it grows larger then the tool stops.", "Do it later then."])
    }

    @Test func nounInAVerbSlot() {
        expectFindings(rule, "Rain can ⟦effect→affect⟧ the schedule.")
        expectFindings(rule, "They often ⟦loose→lose⟧ their keys.")
        expectClean(rule, ["The effect was small.", "They want to effect change.", "The knot came loose."])
    }

    @Test func tooBeforeAnAdjective() {
        expectFindings(rule, "The box is ⟦to→too⟧ heavy for me.")
        expectClean(rule, ["The box is to be moved.", "It seems to work.", "We went to school."])
    }
}

@Suite struct GovernedPrepositionEdgeTests {
    let rule = GovernedPrepositionRule()

    @Test func readsAVerbTheTaggerTookForANoun() {
        expectFindings(rule, "Many people suffering ⟦of→from⟧ asthma came.")
        expectClean(rule, ["The test results of the build are green.", "The suffering of the poor is real."])
    }

    @Test func leavesComparisonsAndFamiliesAlone() {
        expectFindings(rule, "The roof is similar ⟦as→to⟧ a tent.")
        expectClean(rule, ["Make it as similar as you can.", "She is married with two kids.", "Do something similar with a list."])
    }
}
