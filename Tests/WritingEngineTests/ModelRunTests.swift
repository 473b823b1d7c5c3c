import Testing

@testable import WritingEngine

/// How a model run spends its time budget over its tries.
@Suite struct ModelRunTests {
    static let configuration = try! ProviderConfiguration(
        endpoint: "http://127.0.0.1:8080/v1", model: "m", apiKeyVariable: nil, timeoutMs: 18_000, firstTokenTimeoutMs: 10_000,
        allowInsecure: false)
    static let transform = ModelTransform(
        action: .rewrite(.concise), input: TransformFixture.input("We run the tests before every release."))

    static func limits(attempt: Int, spent: Double) -> GenerationLimits? {
        ModelRun.tryLimits(transform, attempt: attempt, spent: spent, configuration: configuration)
    }

    /// Every try, the first included, ends by the end of the budget, so the
    /// whole run answers within `timeout`.
    @Test func everyTryEndsByTheEndOfTheBudget() throws {
        #expect(Self.limits(attempt: 0, spent: 0)?.totalTimeout == 18)
        #expect(Self.limits(attempt: 1, spent: 4)?.totalTimeout == 14)
        #expect(Self.limits(attempt: 3, spent: 8.5)?.totalTimeout == 9.5)
    }

    /// The first token may take its own time-out, but never past the end of the budget.
    @Test func theFirstTokenWaitsNoLongerThanTheTimeLeft() {
        #expect(Self.limits(attempt: 0, spent: 0)?.firstTokenTimeout == 10)
        #expect(Self.limits(attempt: 2, spent: 8)?.firstTokenTimeout == 10)
        #expect(Self.limits(attempt: 0, spent: 12)?.firstTokenTimeout == 6)
    }

    /// A try after the first starts only while less than half of the budget is spent.
    @Test func noNewTryStartsAfterHalfOfTheBudget() {
        #expect(Self.limits(attempt: 1, spent: 9) != nil)
        #expect(Self.limits(attempt: 1, spent: 9.1) == nil)
        #expect(Self.limits(attempt: 0, spent: 18) == nil)
    }
}
