import Testing

@testable import WritingEngine

/// `confused-word-context`: the trained confusable-word model.
@Suite("Rule: confused words by a trained model")
struct RuleContextConfusionTests {
    let rule = ContextConfusionRule()

    @Test func flagsAWordItsContextCallsAnotherFor() {
        expectFindings(rule, "I got this letter ⟦form→from⟧ the bank yesterday.")
        expectFindings(rule, "We drove ⟦buy→by⟧ the old mill on our way.")
        expectFindings(rule, "She ⟦new→knew⟧ the way home without a map.")
        expectFindings(rule, "It was a ⟦every→very⟧ good film.")
    }

    @Test func leavesTheRightWordAlone() {
        expectClean(
            rule,
            [
                "I got this letter from the bank yesterday.",
                "Please fill in the form before you leave.",
                "We want to buy a new car next year.",
                "They waited for four hours at the station.",
                "No one answered the phone all day.",
                "She knew the way home without a map.",
                "It was a very good film, and every seat was taken.",
                "I know that the shop is closed on Sundays.",
                "The New York office opens at nine.",
            ])
    }

    /// Where the grammar needs the word as written, whatever the model says.
    @Test func leavesWhatTheGrammarNeeds() {
        expectClean(
            rule,
            [
                "Every single element in the tree will be visited.", "Every valid match function is accepted.",
                "To send form data, pass a dict.", "We will look at each piece step by step.",
            ])
    }

    @Test func yieldsToARuleThatFlagsTheSameWords() {
        // `confused-words` flags “new” before a clause; the model would too.
        let text = "I new that the shop was closed.\n"
        let findings = Proofreader().check(text, structure: StructureScanner.scan(text, language: .plaintext))
        #expect(findings.map(\.ruleID) == ["confused-words"])
    }

    @Test func theGeneratedModelLoads() {
        let model = ConfusableModel.shared
        #expect(model.sets.count == ConfusableModelData.setCount)
        #expect(model.sets.count >= 10)
        for set in model.sets {
            #expect(set.members.count >= 2)
            #expect(set.margin > 0)
            #expect(set.weights.count == set.hashes.count * set.members.count)
            #expect(zip(set.hashes, set.hashes.dropFirst()).allSatisfy { $0 < $1 })
        }
        #expect(model.setsOfWord["from"] != nil)
    }

    @Test func featuresAreHashedAsTheTrainingScriptHashesThem() {
        // Values printed by the script's fnv32.
        #expect(ConfusableModel.hash("bias") == 3_500_689_828)
        #expect(ConfusableModel.hash("w-1=more") == 3_549_668_898)
    }
}
