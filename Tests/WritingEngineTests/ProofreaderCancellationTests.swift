import Testing

@testable import WritingEngine

/// A check given a `CancellationFlag` stops once it is set, and throws; a
/// flag never set changes nothing, and a stopped check leaves the cache as
/// good as before.
@Suite struct ProofreaderCancellationTests {
    static let text = (0..<400).map { "Paragraph \($0) has a mistaek and teh end of it.\n\n" }.joined()

    @Test func aFlagSetBeforehandStopsTheCheck() {
        let proofreader = Proofreader()
        let structure = StructureScanner.scan(Self.text, language: .markdown)
        let flag = CancellationFlag()
        flag.cancel()
        #expect(throws: CancellationError.self) {
            try proofreader.check(Self.text, structure: structure, cancellation: flag)
        }
        let after = proofreader.check(Self.text, structure: structure)
        #expect(after == Proofreader().check(Self.text, structure: structure))
        #expect(after.count == 800)
    }

    @Test func aFlagNeverSetChangesNothing() throws {
        let structure = StructureScanner.scan(Self.text, language: .markdown)
        let plain = Proofreader().check(Self.text, structure: structure)
        let flagged = try Proofreader().check(Self.text, structure: structure, cancellation: CancellationFlag())
        #expect(flagged == plain)
        #expect(plain.allSatisfy { !$0.awaitsCorrections && !$0.suggestions.isEmpty })
    }

    @Test func rankingStopsWithTheFlagAndLeavesWordsAwaiting() {
        let proofreader = Proofreader()
        let text = "The clerk recieevd a paakcage with no adddress on it.\n"
        let structure = StructureScanner.scan(text, language: .markdown)
        let awaiting = proofreader.check(text, structure: structure, corrections: .known)
        #expect(awaiting.count == 3 && awaiting.allSatisfy(\.awaitsCorrections), "\(awaiting)")
        let flag = CancellationFlag()
        flag.cancel()
        let stopped = proofreader.completeCorrections(awaiting, in: text, cancellation: flag)
        #expect(stopped == awaiting)
    }
}
