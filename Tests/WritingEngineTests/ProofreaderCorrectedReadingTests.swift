import Testing

@testable import WritingEngine

/// Grammar rules read a misspelling as its correction when that correction is confident.
@Suite("Proofreader: rules on corrected misspellings")
struct ProofreaderCorrectedReadingTests {
    let proofreader = Proofreader()

    func check(_ text: String, language: DocumentLanguage = .plaintext, corrections: Proofreader.Corrections = .all) -> [Finding] {
        proofreader.check(text, structure: StructureScanner.scan(text, language: language), corrections: corrections)
    }

    /// Each finding as `rule ⟦covered text→first suggestion⟧`.
    func marks(_ text: String, language: DocumentLanguage = .plaintext) -> [String] {
        let bytes = Array(text.utf8)
        return check(text, language: language).map { finding in
            "\(finding.ruleID) ⟦\(String(decoding: bytes[finding.range], as: UTF8.self))→\(finding.suggestions.first ?? "")⟧"
        }
    }

    /// `text` with the first suggestion of the first finding of `rule` applied.
    func applying(_ rule: String, to text: String) throws -> String {
        let finding = try #require(check(text).first { $0.ruleID == rule })
        return [TextReplacement(range: finding.range, text: finding.suggestions[0])].applied(to: text)
    }

    @Test func aConfidentCorrectionLetsARuleFireBesideIt() {
        #expect(
            marks("Our guests have stayed snice five weeks.\n") == [
                "spelling ⟦snice→since⟧", "verb-pattern ⟦snice→for⟧",
            ])
        #expect(
            marks("The long queue makkes me to sigh.\n") == [
                "spelling ⟦makkes→makes⟧", "verb-pattern ⟦to sigh→sigh⟧",
            ])
    }

    @Test func aMisspellingWithNoConfidentCorrectionLeavesTheGrammarAroundItAlone() {
        // `pepole` could be `people` or `pool`: read as a singular noun, it made `Many pepoles` and `pepole has`.
        #expect(marks("Many pepole have the day off.\n") == ["spelling ⟦pepole→people⟧"])
    }

    @Test func aFindingOverTheMisspellingSuggestsTheCorrectedSpelling() {
        // The tagger reads the misspelling as a verb already, but the suggestion kept its letters.
        #expect(
            marks("The guide let us to entter the hall.\n") == [
                "verb-pattern ⟦to entter→enter⟧", "spelling ⟦entter→enter⟧",
            ])
    }

    @Test func bothFixesGiveTheRightTextInEitherOrder() throws {
        let text = "The long queue makkes me to sigh.\n"
        let spelled = try applying("spelling", to: text)
        #expect(try applying("verb-pattern", to: spelled) == "The long queue makes me sigh.\n")
        let rephrased = try applying("verb-pattern", to: text)
        #expect(try applying("spelling", to: rephrased) == "The long queue makes me sigh.\n")

        let covered = "The guide let us to entter the hall.\n"
        #expect(try applying("verb-pattern", to: covered) == "The guide let us enter the hall.\n")
        let respelled = try applying("spelling", to: covered)
        #expect(try applying("verb-pattern", to: respelled) == "The guide let us enter the hall.\n")
    }

    @Test func theGrammarFindingIsNeverAppliedWithoutAsking() {
        let text = "Our guests have stayed snice five weeks.\n"
        let fixes = check(text).safeFixes()
        #expect(fixes.applied(to: text) == "Our guests have stayed since five weeks.\n")
    }

    @Test func aMisspellingWithoutOneClearCorrectionStaysAsToday() {
        // “sugget” is as close to “suggests” and “suggested” as to “suggest”.
        #expect(marks("I sugget you to stay longer.\n") == ["spelling ⟦sugget→suggest⟧"])
    }

    @Test func aWordTheDocumentRepeatsOrUsesAsCodeIsNotCorrected() {
        // Written twice, a word may be meant: no fix is certain, and nothing is read on one.
        #expect(
            marks("Our guests have stayed snice five weeks, and snice a day more.\n") == [
                "spelling ⟦snice→since⟧", "spelling ⟦snice→since⟧",
            ])
        #expect(marks("Set `makkes` first. The long queue makkes me to sigh.\n", language: .markdown).isEmpty)
    }

    @Test func aCheckAfterRankingWithKnownCorrectionsReadsTheCorrection() {
        // A word no other test ranks, as an editor checks a text: known corrections, then ranking.
        let text = "The ferry has sailed sinnce nine weeks.\n"
        let early = check(text, corrections: .known)
        #expect(early.map(\.ruleID) == ["spelling"])
        _ = proofreader.completeCorrections(early, in: text)
        #expect(check(text, corrections: .known).map(\.ruleID) == ["spelling", "verb-pattern"])
    }

    @Test func wordsRankedBeforeAreReadAtOnceWithKnownCorrections() {
        let text = "Our hosts have lived there snice six years.\n"
        _ = check(text)
        let known = check("Our hosts have lived there snice six years.\n", corrections: .known)
        #expect(known.map(\.ruleID) == ["spelling", "verb-pattern"])
        #expect(known.allSatisfy { !$0.awaitsCorrections })
    }
}
