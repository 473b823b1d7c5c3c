import Testing
import WritingEngine

@Suite struct ConfusedWordsRuleTests {
    let rule = ConfusedWordsRule()

    @Test func itsAndItIs() {
        expectFindings(rule, "⟦Its→It's⟧ a good day, and ⟦its→it's⟧ not over.")
        expectFindings(rule, "The dog wagged ⟦it's→its⟧ tail on ⟦it's→its⟧ own.")
        expectClean(rule, ["Its tail is long.", "The company and its employees.", "It's a dog.", "It's raining."])
    }

    @Test func theirThereTheyre() {
        expectFindings(rule, "⟦Their→There⟧ is a cat, and ⟦their→they're⟧ going to win.")
        expectFindings(rule, "They live in ⟦there→their⟧ own house.")
        expectClean(rule, ["There is their house.", "They're going there.", "Their going was a surprise to all."])
    }

    @Test func yourYoure() {
        expectFindings(rule, "⟦Your→You're⟧ welcome, and ⟦your→you're⟧ right.")
        expectFindings(rule, "Is this ⟦you're→your⟧ car?")
        expectClean(rule, ["Your car is here.", "You're welcome.", "Thanks for your help."])
    }

    @Test func thenThan() {
        expectFindings(
            rule, "It is bigger ⟦then→than⟧ mine, ⟦and than→and then⟧ some.".replacingOccurrences("⟦and than→and then⟧", "and ⟦than→then⟧"))
        expectClean(rule, ["It is bigger than mine, and then some.", "We ate, then left."])
    }

    @Test func affectEffect() {
        expectFindings(rule, "The ⟦affect→effect⟧ was huge and it will ⟦effect→affect⟧ you.")
        expectClean(rule, ["The effect was huge; it will affect you.", "They want to effect change."])
    }

    @Test func loseLoose() {
        expectFindings(rule, "Don't ⟦loose→lose⟧ your keys; the screw came ⟦lose→loose⟧.")
        expectClean(rule, ["Don't lose your keys.", "A loose screw."])
    }

    @Test func modalOf() {
        expectFindings(rule, "You ⟦could→could⟧ have".replacingOccurrences("⟦could→could⟧", "could"))
        expectFindings(rule, "You could ⟦of→have⟧ asked, and she ⟦should→should⟧".replacingOccurrences("⟦should→should⟧", "should"))
        expectClean(rule, ["In May of 2010 we moved.", "It could have been worse.", "We could of course ask, and it must of course work."])
    }

    @Test func pastParticiples() {
        expectFindings(rule, "I have ⟦went→gone⟧ home and she has ⟦ate→eaten⟧.")
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

@Suite struct RuleRegistryTests {
    @Test func everyRuleRunsAndIdsAreSortedAndUnique() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        for rule in RuleRegistry.all {
            // Loads every table; a malformed pattern stops the test run.
            _ = findings(of: rule, in: "It is a test of the rules, and it works.")
        }
    }
}

@Suite struct PronounCaseTests {
    @Test func objectPronounKeepsLowercase() {
        expectFindings(ConfusedWordsRule(), "Between you and ⟦I→me⟧, it works.")
        expectFindings(PhraseUsageRule(), "My friend and ⟦me→I⟧ went fishing.")
    }

    /// `I` followed by its verb starts a clause of its own: it is no object.
    @Test func aSubjectOfANewClauseIsNoObject() {
        expectClean(
            ConfusedWordsRule(),
            ["We met them and I think it went well.", "Thanks for calling him and I hope he is fine.", "She drove with us and I slept."])
        expectFindings(ConfusedWordsRule(), "The cake is for you and ⟦I→me⟧.")
        expectFindings(ConfusedWordsRule(), "She waved to him and ⟦I→me⟧ from the car.")
    }

    /// `its likely effects`: a possessive before an adjective and its noun.
    @Test func itsBeforeAnAdjectiveAndItsNoun() {
        expectClean(ConfusedWordsRule(), ["The board will study the plan and its likely costs."])
        expectFindings(ConfusedWordsRule(), "I think ⟦its→it's⟧ likely to rain.")
        expectFindings(ConfusedWordsRule(), "Sadly ⟦its→it's⟧ true.")
    }

    /// `no` is `not` before an adjective that ends its phrase, not before an adjective and its noun.
    @Test func noBeforeAnAdjectiveAndItsNounStays() {
        expectClean(
            ConfusedWordsRule(), ["There is no easy answer.", "There are no clear borders between the two.", "It was no small feat."])
        expectFindings(ConfusedWordsRule(), "It is ⟦no→not⟧ possible to wait.")
        expectFindings(ConfusedWordsRule(), "The fix was ⟦no→not⟧ easy.")
    }
}
