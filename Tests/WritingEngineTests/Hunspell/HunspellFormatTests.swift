import Foundation
import Testing

@testable import WritingEngine

@Suite struct HunspellFormatTests {
    @Test func asciiFlagsAreOneByteEach() throws {
        let hunspell = try HunspellDictionary(aff: "SFX A Y 1\nSFX A 0 s .\nSFX B Y 1\nSFX B 0 ed .\n", dic: "1\nwalk/AB\n")
        #expect(hunspell.isCorrect("walks") && hunspell.isCorrect("walked"))
    }

    @Test func longFlagsAreTwoCharactersEach() throws {
        let aff = "FLAG long\nSFX Aa Y 1\nSFX Aa 0 s .\nSFX Ab Y 1\nSFX Ab 0 ed .\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "1\nwalk/AaAb\n")
        #expect(hunspell.isCorrect("walks") && hunspell.isCorrect("walked"))
    }

    @Test func numericFlagsAreCommaSeparated() throws {
        let aff = "FLAG num\nSFX 101 Y 1\nSFX 101 0 s .\nSFX 7 Y 1\nSFX 7 0 ed .\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "1\nwalk/101,7\n")
        #expect(hunspell.isCorrect("walks") && hunspell.isCorrect("walked"))
    }

    @Test func utf8FlagsAreOneCharacterEach() throws {
        let aff = "SET UTF-8\nFLAG UTF-8\nSFX Ä Y 1\nSFX Ä 0 s .\nSFX ő Y 1\nSFX ő 0 ed .\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "1\nwalk/Äő\n")
        #expect(hunspell.isCorrect("walks") && hunspell.isCorrect("walked"))
    }

    @Test func flagAliasesStandForFlagSets() throws {
        let aff = "AF 1\nAF AB\nSFX A Y 1\nSFX A 0 s .\nSFX B Y 1\nSFX B 0 ed .\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "1\nwalk/1\n")
        #expect(hunspell.isCorrect("walks") && hunspell.isCorrect("walked"))
    }

    @Test func latin1AndLatin9FilesAreTranscoded() throws {
        let aff: [UInt8] = Array("SET ISO8859-1\nSFX A Y 1\nSFX A 0 s .\n".utf8)
        let dic: [UInt8] = Array("1\ncaf".utf8) + [0xE9] + Array("/A\n".utf8)
        let latin1 = try HunspellDictionary(aff: Data(aff), dic: Data(dic))
        #expect(latin1.isCorrect("café") && latin1.isCorrect("cafés"))
        let euro: [UInt8] = Array("1\n".utf8) + [0xA4, 0x0A]
        let latin9 = try HunspellDictionary(aff: Data("SET ISO8859-15\n".utf8), dic: Data(euro))
        #expect(latin9.isCorrect("€"))
    }

    @Test func byteOrderMarkBeforeSetIsRead() throws {
        let aff = Data([0xEF, 0xBB, 0xBF] + Array("SET UTF-8\nFLAG UTF-8\nSFX é Y 1\nSFX é 0 s .\n".utf8))
        let hunspell = try HunspellDictionary(aff: aff, dic: Data("1\nnão/é\n".utf8))
        #expect(hunspell.isCorrect("não") && hunspell.isCorrect("nãos"))
    }

    @Test func ignoredCharactersAreRemoved() throws {
        let hunspell = try HunspellDictionary(aff: "SET UTF-8\nIGNORE ֑\n", dic: "1\nshalom\n")
        #expect(hunspell.isCorrect("sha֑lom"))
    }

    @Test func inputConversionNormalisesTheWord() throws {
        let aff = "SET UTF-8\nICONV 1\nICONV ’ '\nOCONV 1\nOCONV ' ’\n"
        let hunspell = try HunspellDictionary(aff: aff, dic: "1\nl'homme\n")
        #expect(hunspell.isCorrect("l’homme"))
        #expect(hunspell.suggestions(for: "l’hmme", limit: 3).first == "l’homme")
    }

    @Test func breakChecksThePartsOfAWord() throws {
        let hunspell = try HunspellDictionary(aff: "SET UTF-8\n", dic: "2\nfoo\nbar\n")
        #expect(hunspell.isCorrect("foo-bar"))
        #expect(!hunspell.isCorrect("foo-baz"))
        let none = try HunspellDictionary(aff: "BREAK 0\n", dic: "2\nfoo\nbar\n")
        #expect(!none.isCorrect("foo-bar"))
        let dots = try HunspellDictionary(aff: "BREAK 1\nBREAK .\n", dic: "2\nfoo\nbar\n")
        #expect(dots.isCorrect("foo.bar") && !dots.isCorrect("foo-bar"))
        #expect(dots.breakPatterns == ["."])
    }

    @Test func wordCharactersAndUnreadDirectivesAreReported() throws {
        let hunspell = try HunspellDictionary(aff: "WORDCHARS '-\nWARN W\nSUBSTANDARD S\n", dic: "0\n")
        #expect(hunspell.wordCharacters == "'-")
        #expect(hunspell.unreadDirectives == ["WARN", "SUBSTANDARD"])
    }
}
