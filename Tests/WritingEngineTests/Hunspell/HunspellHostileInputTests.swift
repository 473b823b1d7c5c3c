import Foundation
import Testing

@testable import WritingEngine

@Suite struct HunspellHostileInputTests {
    private func refusal(_ aff: Data, _ dic: Data, limits: HunspellLimits = HunspellLimits()) -> HunspellError? {
        do {
            _ = try HunspellDictionary(aff: aff, dic: dic, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    private func refusal(_ aff: String, _ dic: String) -> HunspellError? {
        refusal(Data(aff.utf8), Data(dic.utf8))
    }

    @Test func missingFilesAreNamed() {
        let url = URL(fileURLWithPath: "/nonexistent/xx_XX.aff")
        #expect(throws: HunspellError.self) {
            try HunspellDictionary(affURL: url, dicURL: url.deletingPathExtension().appendingPathExtension("dic"))
        }
    }

    @Test func truncatedFilesAreRefused() {
        #expect(refusal("SFX A Y 1\nSFX A", "1\nfoo/A\n") != nil)
        #expect(refusal("", "") != nil)
        #expect(refusal("PFX", "1\nfoo\n") != nil)
    }

    @Test func garbageFlagsAreRefused() {
        #expect(refusal("FLAG long\n", "1\nfoo/ABC\n") != nil)
        #expect(refusal("FLAG num\n", "1\nfoo/12,x\n") != nil)
        #expect(refusal("FLAG num\n", "1\nfoo/99999999\n") != nil)
        #expect(refusal("FLAG bogus\n", "1\nfoo\n") != nil)
    }

    @Test func hugeCountsAreRefused() {
        #expect(refusal("SFX A Y 999999999\n", "1\nfoo\n") != nil)
        #expect(refusal("REP 99999999\n", "1\nfoo\n") != nil)
        #expect(refusal("", "99999999999\nfoo\n") != nil)
    }

    @Test func absurdLinesAndFilesAreRefused() {
        let long = String(repeating: "a", count: 100_000)
        #expect(refusal("TRY \(long)\n", "1\nfoo\n") != nil)
        #expect(refusal("", "1\n\(long)\n") != nil)
        var limits = HunspellLimits()
        limits.maxWordFileBytes = 10
        #expect(refusal(Data(), Data("3\nfoo\nbar\nbaz\n".utf8), limits: limits) != nil)
    }

    @Test func binaryDataIsRefusedWithoutACrash() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let aff = Data((0..<4_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
            let dic = Data((0..<4_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
            #expect(refusal(aff, dic) != nil)
        }
    }

    @Test func unclosedConditionsAndUnknownEncodingsAreRefused() {
        #expect(refusal("SFX A Y 1\nSFX A 0 s [abc\n", "1\nfoo/A\n") != nil)
        #expect(refusal("SET KLINGON-8\n", "1\nfoo\n") != nil)
    }

    @Test func everyRefusalReadsAsASentence() {
        let error = refusal("SFX A Y 999999999\n", "1\nfoo\n")
        #expect(error?.description.contains("refused") == true)
    }

    @Test func pathologicalCompoundsStayBounded() throws {
        let hunspell = try HunspellDictionary(aff: "COMPOUNDFLAG X\nCOMPOUNDMIN 1\n", dic: "2\na/X\naa/X\n")
        let start = Date()
        #expect(!hunspell.isCorrect(String(repeating: "a", count: 200) + "b"))
        #expect(Date().timeIntervalSince(start) < 2)
    }
}
