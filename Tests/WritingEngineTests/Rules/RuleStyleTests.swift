import Testing
import WritingEngine

@Suite struct StyleRuleTests {
    @Test func redundancy() {
        let rule = RedundancyRule()
        #expect(!rule.isOptIn)
        expectFindings(rule, "Use the ⟦ATM machines→ATMs⟧ for a ⟦free gift→gift⟧; the ⟦end result→result⟧ is fine.")
        expectFindings(rule, "We ⟦merged together→merged⟧ the lists.")
        expectClean(rule, ["The ATM is free.", "We merged the lists together."])
    }

    @Test func wordyPhrasesAreOptIn() {
        let rule = WordyPhraseRule()
        #expect(rule.isOptIn)
        expectFindings(rule, "We left early ⟦in order to→to⟧ win, ⟦due to the fact that→because⟧ it rained.")
    }

    @Test func cliches() {
        let rule = ClicheRule()
        #expect(rule.isOptIn)
        expectFindings(rule, "⟦At the end of the day→Ultimately⟧, it works.")
    }

    @Test func passiveVoice() {
        let rule = PassiveVoiceRule()
        #expect(rule.isOptIn)
        expectFindings(rule, "The report ⟦was written⟧ by Ann, and I am interested.")
    }

    @Test func weaselWords() {
        expectFindings(WeaselWordsRule(), "It is ⟦very⟧ good and ⟦basically⟧ done.")
    }

    @Test func longSentences() {
        let long = Array(repeating: "word", count: 45).joined(separator: " ") + "."
        #expect(findings(of: LongSentenceRule(), in: long).count == 1)
        expectClean(LongSentenceRule(), ["A short sentence."])
    }
}

@Suite struct MoreGrammarRuleTests {
    @Test func lessFewer() {
        let rule = LessFewerRule()
        expectFindings(rule, "There are ⟦less→fewer⟧ people here and ⟦fewer→less⟧ water.")
        expectClean(rule, ["Less than ten.", "More or less people.", "Less sports coverage.", "It costs less money."])
    }

    @Test func doubleNegatives() {
        let rule = DoubleNegativeRule()
        expectFindings(rule, "I don't have ⟦no→any⟧ money and can't see ⟦nothing→anything⟧.")
        expectClean(rule, ["It is no longer needed.", "I can't say no.", "It doesn't matter, no one came.", "Not only that but no one."])
        // Existential `there` starts a clause of its own, with its own negative.
        expectClean(rule, ["I can't believe there are no tickets left."])
        expectFindings(rule, "We didn't find ⟦no→any⟧ tickets.")
    }

    @Test func introductoryComma() {
        let rule = IntroductoryCommaRule()
        expectFindings(rule, "For ⟦example→example,⟧ the cat sat. ⟦However→However,⟧ the dog barked.")
        expectClean(rule, ["For example, the cat sat.", "In addition to the cat, a dog.", "However you do it, it works."])
    }
}
