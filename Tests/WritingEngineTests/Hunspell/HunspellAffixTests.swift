import Foundation
import Testing

@testable import WritingEngine

@Suite struct HunspellAffixTests {
    private func dictionary(_ aff: String, _ dic: String) throws -> HunspellDictionary {
        try HunspellDictionary(aff: aff, dic: dic)
    }

    @Test func suffixesApplyWhenTheirConditionHolds() throws {
        let aff = """
            SET UTF-8
            SFX S Y 3
            SFX S y ies [^aeiou]y
            SFX S 0 s [aeiou]y
            SFX S 0 s [^y]
            """
        let hunspell = try dictionary(aff, "3\nfly/S\nday/S\ncat/S\n")
        #expect(hunspell.isCorrect("flies"))
        #expect(hunspell.isCorrect("days"))
        #expect(hunspell.isCorrect("cats"))
        #expect(!hunspell.isCorrect("flys"))
        #expect(!hunspell.isCorrect("daies"))
    }

    @Test func crossProductJoinsPrefixAndSuffix() throws {
        let aff = """
            PFX U Y 1
            PFX U 0 un .
            PFX N N 1
            PFX N 0 non .
            SFX D Y 1
            SFX D 0 ed .
            """
        let hunspell = try dictionary(aff, "1\nlock/UND\n")
        #expect(hunspell.isCorrect("unlocked"))
        #expect(hunspell.isCorrect("nonlock"))
        #expect(!hunspell.isCorrect("nonlocked"))
    }

    @Test func twofoldSuffixesStack() throws {
        let aff = """
            SFX A Y 1
            SFX A 0 able/B .
            SFX B Y 1
            SFX B 0 s .
            """
        let hunspell = try dictionary(aff, "1\ndrink/A\n")
        #expect(hunspell.isCorrect("drinkable"))
        #expect(hunspell.isCorrect("drinkables"))
        #expect(!hunspell.isCorrect("drinks"))
    }

    @Test func fullStripAllowsAnEmptyStem() throws {
        let aff = "FULLSTRIP\nSFX A Y 1\nSFX A être suis être\n"
        let hunspell = try dictionary(aff, "1\nêtre/A\n")
        #expect(hunspell.isCorrect("suis"))
        let strict = try dictionary("SFX A Y 1\nSFX A être suis être\n", "1\nêtre/A\n")
        #expect(!strict.isCorrect("suis"))
    }

    @Test func circumfixNeedsBothHalves() throws {
        let aff = """
            CIRCUMFIX X
            PFX A Y 1
            PFX A 0 leg/X .
            SFX B Y 2
            SFX B 0 obb .
            SFX B 0 obb/AX .
            """
        let hunspell = try dictionary(aff, "1\nnagy/B\n")
        #expect(hunspell.isCorrect("nagyobb"))
        #expect(hunspell.isCorrect("legnagyobb"))
        #expect(!hunspell.isCorrect("legnagy"))
    }

    @Test func needAffixStemIsNotAWordAlone() throws {
        let aff = "NEEDAFFIX X\nSFX A Y 1\nSFX A 0 s .\n"
        let hunspell = try dictionary(aff, "1\nfoo/XA\n")
        #expect(!hunspell.isCorrect("foo"))
        #expect(hunspell.isCorrect("foos"))
    }

    @Test func forbiddenWordIsRefusedEvenWhenAffixesWouldMakeIt() throws {
        let aff = "FORBIDDENWORD F\nSFX A Y 1\nSFX A 0 s .\n"
        let hunspell = try dictionary(aff, "2\ncat/A\ncats/F\n")
        #expect(hunspell.isCorrect("cat"))
        #expect(!hunspell.isCorrect("cats"))
        #expect(!hunspell.suggestions(for: "catss", limit: 5).contains("cats"))
    }

    @Test func conditionsReadBracketsAndDots() throws {
        let condition = try #require(HunspellCondition("[^aeiou]y"))
        #expect(condition.matchesEnd(of: HunspellJoinedBytes(Array("fly".utf8)[...])))
        #expect(!condition.matchesEnd(of: HunspellJoinedBytes(Array("day".utf8)[...])))
        let accented = try #require(HunspellCondition("[éè]r"))
        #expect(accented.matchesEnd(of: HunspellJoinedBytes(Array("ér".utf8)[...])))
        #expect(HunspellCondition("[ab") == nil)
    }
}
