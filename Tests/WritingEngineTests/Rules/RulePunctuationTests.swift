import Testing
@testable import WritingEngine

@Suite struct PunctuationRuleTests {
    @Test func spaceBeforePunctuation() {
        let rule = SpaceBeforePunctuationRule()
        expectFindings(rule, "Hello⟦ ,→,⟧ world⟦ !→!⟧ And you⟦ ?→?⟧")
        expectClean(rule, ["Hello, world!", "Wait . . . what", "Smile :)", "Run .NET code", "A list : )"])
    }

    @Test func missingSpaceAfter() {
        let rule = MissingSpaceAfterRule()
        expectFindings(rule, "Apples⟦,→, ⟧pears and plums. It ended⟦.→. ⟧Then it rained.")
        expectClean(rule, ["1,000 people", "See example.com and os.path for details.", "Values a,b are fine."])
    }

    @Test func doubledPunctuation() {
        let rule = DoubledPunctuationRule()
        expectFindings(rule, "Wait⟦,,→,⟧ then stop⟦..→.⟧ Go⟦,.→.⟧")
        expectClean(rule, ["Wait... then stop.", "Really?!", "Apples, pears, etc., and more.", "Why??"])
    }

    @Test func unbalancedBrackets() {
        let rule = UnbalancedBracketsRule()
        expectFindings(rule, "This is ⟦(⟧not closed.")
        expectFindings(rule, "This is not opened⟦)⟧.")
        expectClean(rule, ["A (nested [pair]) here.", "1) first\n2) second", "Nice :)", "a) one\nb) two"])
    }

    /// A bracket right after an undecodable byte (read as U+FFFD) is not reported
    /// alone; it still pairs, and a real partner is still required of the others.
    @Test func aBracketAfterABrokenCharacterIsNotReportedAlone() {
        let rule = UnbalancedBracketsRule()
        let broken = { (bytes: [UInt8]) in String(decoding: bytes, as: UTF8.self) }
        expectClean(rule, ["A " + broken([0xC3]) + "( b.", "See " + broken([0xE2, 0x80]) + "[ here.", broken([0xC3]) + "(see) it."])
        expectFindings(rule, "A " + broken([0xC3]) + "( b ⟦(⟧c.")
        expectFindings(rule, "Not broken: \u{FFFD} ⟦(⟧c.")
    }

    @Test func bracketsNestedPastTheLimitGiveOneFinding() {
        let depth = UnbalancedBracketsRule.deepest + 1
        let deep = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
        let found = findings(of: UnbalancedBracketsRule(), in: deep)
        #expect(found.count == 1)
        #expect(found.first?.range == (depth - 1)..<depth)
        #expect(findings(of: UnbalancedBracketsRule(), in: "f" + String(repeating: "(", count: 200_000)).count == 1)
    }

    @Test func manyUnpairedBracketsGiveOneFindingThatCountsThem() {
        let found = findings(of: UnbalancedBracketsRule(), in: "Close " + String(repeating: "] ", count: 30) + "here.")
        #expect(found.count == 1)
        #expect(found.first?.range == 6..<7)
        #expect(found.first?.message.contains("29 other") == true)
        expectFindings(UnbalancedBracketsRule(), "Two ⟦]⟧ ⟦]⟧ and one ⟦(⟧ are reported one by one.")
    }

    @Test func unbalancedQuotes() {
        let rule = UnbalancedQuotesRule()
        expectFindings(rule, "He said \"hello and left⟦\"⟧ twice \"no.")
        expectFindings(rule, "She said ⟦“⟧hello.")
        expectClean(rule, ["He said \"hi\" and left.", "A 12\" screen.", "“Yes,” she said."])
    }

    @Test func multipleSpaces() {
        let rule = MultipleSpacesRule()
        expectFindings(rule, "Two⟦  → ⟧spaces here.")
        expectClean(rule, ["  Indented line.", "Line end  \nnext line"])
    }

    @Test func ellipsisIsOptIn() {
        let rule = EllipsisRule()
        #expect(rule.isOptIn)
        expectFindings(rule, "Wait⟦...→…⟧ what")
    }
}

@Suite struct FixSafetyTests {
    @Test func onlyArticlesRepeatsAndSpacingAreSafe() {
        #expect(findings(of: RepeatedWordRule(), in: "the the end").first?.isFixSafe == true)
        #expect(findings(of: MultipleSpacesRule(), in: "two  spaces").first?.isFixSafe == true)
        #expect(findings(of: LowercaseIRule(), in: "so i went").first?.isFixSafe == false)
        #expect(findings(of: ConfusedWordsRule(), in: "Its a dog.").first?.isFixSafe == false)
        #expect(EllipsisRule().defaultSeverity == .hint)
    }
}
