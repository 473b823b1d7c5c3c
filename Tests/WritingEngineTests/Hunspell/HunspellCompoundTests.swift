import Testing

@testable import WritingEngine

@Suite struct HunspellCompoundTests {
    @Test func compoundFlagJoinsAnyParts() throws {
        let hunspell = try HunspellDictionary(aff: "COMPOUNDFLAG X\nCOMPOUNDMIN 3\n", dic: "3\nfoo/X\nbar/X\nbaz\n")
        #expect(hunspell.isCorrect("foobar") && hunspell.isCorrect("barfoobar"))
        #expect(!hunspell.isCorrect("foobaz"))
    }

    @Test func compoundMinimumRefusesShortParts() throws {
        let hunspell = try HunspellDictionary(aff: "COMPOUNDFLAG X\nCOMPOUNDMIN 4\n", dic: "2\nfoo/X\nbarr/X\n")
        #expect(!hunspell.isCorrect("foobarr"))
    }

    @Test func beginMiddleAndEndHoldTheirPlaces() throws {
        let aff = "SET UTF-8\nCOMPOUNDBEGIN B\nCOMPOUNDMIDDLE M\nCOMPOUNDEND E\nCOMPOUNDMIN 1\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "3\nhaus/B\ntür/M\nschlüssel/E\n")
        #expect(hunspell.isCorrect("haustürschlüssel") && hunspell.isCorrect("hausschlüssel"))
        #expect(!hunspell.isCorrect("schlüsselhaus") && !hunspell.isCorrect("türhaus"))
    }

    @Test func onlyInCompoundPartsNeedACompound() throws {
        let aff = "COMPOUNDFLAG X\nONLYINCOMPOUND O\nCOMPOUNDMIN 1\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "2\nfoo/X\ns/XO\n")
        #expect(hunspell.isCorrect("foosfoo"))
        #expect(!hunspell.isCorrect("s"))
    }

    @Test func permitAndForbidFlagsRuleAffixesInCompounds() throws {
        let aff = """
            COMPOUNDFLAG X
            COMPOUNDPERMITFLAG P
            COMPOUNDFORBIDFLAG F
            COMPOUNDMIN 1
            SFX A Y 2
            SFX A 0 s/P .
            SFX A 0 e .
            SFX B Y 1
            SFX B 0 en/F .
            """
        let hunspell = try HunspellDictionary(aff: aff, dic: "2\nfoo/XAB\nbar/X\n")
        #expect(hunspell.isCorrect("foosbar"))
        #expect(hunspell.isCorrect("foobar"))
        #expect(!hunspell.isCorrect("fooebar"))
        #expect(hunspell.isCorrect("barfooe"))
        #expect(!hunspell.isCorrect("barfooen"))
    }

    @Test func compoundRulesMatchFlagSequences() throws {
        let aff = "COMPOUNDMIN 1\nONLYINCOMPOUND c\nCOMPOUNDRULE 1\nCOMPOUNDRULE n*1t\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "4\n1/n1\n2/n1\n0/n\nst/tc\n")
        #expect(hunspell.isCorrect("21st") && hunspell.isCorrect("1st"))
        #expect(!hunspell.isCorrect("st") && !hunspell.isCorrect("st1"))
    }

    @Test func compoundPatternsRefuseBoundaries() throws {
        let aff = "COMPOUNDFLAG X\nCOMPOUNDMIN 1\nCHECKCOMPOUNDPATTERN 1\nCHECKCOMPOUNDPATTERN oo b\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "3\nfoo/X\nbar/X\nqux/X\n")
        #expect(!hunspell.isCorrect("foobar"))
        #expect(hunspell.isCorrect("barfoo") && hunspell.isCorrect("fooqux"))
    }

    @Test func compoundChecksForDuplicatesCaseAndTriples() throws {
        let aff = "COMPOUNDFLAG X\nCOMPOUNDMIN 1\nCHECKCOMPOUNDDUP\nCHECKCOMPOUNDCASE\nCHECKCOMPOUNDTRIPLE\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "4\nfoo/X\nbar/X\nBaz/X\nooh/X\n")
        #expect(!hunspell.isCorrect("foofoo") && hunspell.isCorrect("foobar"))
        #expect(!hunspell.isCorrect("fooBaz"))
        #expect(!hunspell.isCorrect("fooooh"))
    }

    @Test func compoundWordMaximumLimitsParts() throws {
        let hunspell = try HunspellDictionary(aff: "COMPOUNDFLAG X\nCOMPOUNDMIN 1\nCOMPOUNDWORDMAX 2\n", dic: "1\nab/X\n")
        #expect(hunspell.isCorrect("abab") && !hunspell.isCorrect("ababab"))
    }
}
