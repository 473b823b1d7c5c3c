import Testing

@testable import WritingEngine

@Suite struct HunspellCaseTests {
    @Test func lowercaseStemAcceptsCapitalisedAndAllCaps() throws {
        let hunspell = try HunspellDictionary(aff: "", dic: "2\nhouse\nParis\n")
        #expect(hunspell.isCorrect("house") && hunspell.isCorrect("House") && hunspell.isCorrect("HOUSE"))
        #expect(!hunspell.isCorrect("hOUSE"))
        #expect(hunspell.isCorrect("Paris") && hunspell.isCorrect("PARIS"))
        #expect(!hunspell.isCorrect("paris"))
    }

    @Test func keepCaseStemsAcceptOnlyTheirOwnCase() throws {
        let hunspell = try HunspellDictionary(aff: "KEEPCASE K\n", dic: "1\nmacOS/K\n")
        #expect(hunspell.isCorrect("macOS"))
        #expect(!hunspell.isCorrect("MACOS") && !hunspell.isCorrect("MacOS"))
    }

    @Test func mixedCaseStemsAcceptAllCaps() throws {
        let hunspell = try HunspellDictionary(aff: "", dic: "1\nOpenOffice\n")
        #expect(hunspell.isCorrect("OpenOffice") && hunspell.isCorrect("OPENOFFICE"))
        #expect(!hunspell.isCorrect("Openoffice"))
    }

    @Test func checkSharpsReadsCapitalSSAsSharpS() throws {
        let hunspell = try HunspellDictionary(aff: "SET UTF-8\nCHECKSHARPS\nKEEPCASE k\n", dic: "2\nStraße\nmüßig/k\n")
        #expect(hunspell.isCorrect("STRASSE") && hunspell.isCorrect("Straße"))
        #expect(!hunspell.isCorrect("Strasse"))
        #expect(hunspell.isCorrect("Müßig") && hunspell.isCorrect("MÜSSIG") && !hunspell.isCorrect("MÜßIG"))
    }

    @Test func forceUppercaseCompoundsNeedACapital() throws {
        let aff = "COMPOUNDFLAG C\nFORCEUCASE U\nCOMPOUNDMIN 1\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "2\nfoo/C\nbar/CU\n")
        #expect(hunspell.isCorrect("Foobar"))
        #expect(!hunspell.isCorrect("foobar"))
    }

    @Test func numbersAndAbbreviationDotsAreAccepted() throws {
        let hunspell = try HunspellDictionary(aff: "", dic: "1\nz.B.\n")
        #expect(hunspell.isCorrect("1.000,50"))
        #expect(!hunspell.isCorrect("1..0"))
        #expect(hunspell.isCorrect("z.B."))
    }
}
