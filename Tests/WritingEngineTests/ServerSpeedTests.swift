import Foundation
import Testing

@testable import WritingEngine

/// The first-token time-out of a server on this machine follows its measured speed.
@Suite struct ServerSpeedTests {
    @Test func llamaCppTimingsSplitThePromptFromGeneration() {
        let body = #"{"choices":[],"timings":{"prompt_n":60,"prompt_ms":300,"predicted_n":4,"predicted_ms":200}}"#
        let speed = ServerSpeed.measured(Data(body.utf8), seconds: 0.6, promptCharacters: 300)
        // 0.3 s of prompt and 0.1 s of overhead over 100 tokens; 0.05 s a generated token.
        #expect(abs(speed.secondsPerPromptToken - 0.004) < 1e-9 && abs(speed.secondsPerToken - 0.05) < 1e-9)
        let plain = ServerSpeed.measured(Data("{}".utf8), seconds: 0.6, promptCharacters: 300)
        #expect(abs(plain.secondsPerPromptToken - 0.006) < 1e-9 && plain.secondsPerToken == 0)
    }

    @Test func theTimeoutIsThreeTimesTheExpectedDelayWithinTheConfiguredAndTheLimit() {
        let idle = ServerSpeed(secondsPerPromptToken: 0.001, secondsPerToken: 0.01)
        #expect(idle.firstTokenTimeout(promptCharacters: 3000, configured: 10, limit: 18) == 10)
        let loaded = ServerSpeed(secondsPerPromptToken: 0.01, secondsPerToken: 0.1)
        // 1,000 prompt tokens at 10 ms and one token at 0.1 s: 10.1 s expected, three times that is over the limit.
        #expect(loaded.firstTokenTimeout(promptCharacters: 3000, configured: 10, limit: 18) == 18)
        #expect(abs(loaded.firstTokenTimeout(promptCharacters: 1200, configured: 10, limit: 18) - 12.3) < 1e-9)
    }

    @Test func laterFirstTokensAreAveragedIn() {
        let speed = ServerSpeed(secondsPerPromptToken: 0.002, secondsPerToken: 0.01).noting(firstToken: 6, promptCharacters: 3000)
        #expect(abs(speed.secondsPerPromptToken - 0.004) < 1e-9)
    }
}
