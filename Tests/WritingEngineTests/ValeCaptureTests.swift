import Testing

@testable import WritingEngine

/// Capturing groups of a match, as a backtracking engine assigns them.
@Suite struct ValeCaptureTests {
    private func groups(_ pattern: String, _ text: String) throws -> [[String?]] {
        let compiled = try ValePattern(pattern)
        return compiled.matches(in: text).map { compiled.groups(in: text, match: $0) }
    }

    @Test func groupsOfEachMatch() throws {
        #expect(try groups(#"(?i)change in(?: )?to the (.*) directory"#, "Change into the `/etc` directory.") == [["`/etc`"]])
        #expect(try groups(#"\b([A-Z]{3,5})\b"#, "The NFL and NBA") == [["NFL"], ["NBA"]])
        #expect(
            try groups(
                #"([A-Z]{3,5}): (?:\b[A-Z][a-z]+ )+|(?:\b[A-Z][a-z]+ )+\(([A-Z]{3,5})\)"#, "the National Basketball Association (NBA)")
                == [[nil, "NBA"]])
        #expect(try groups(#"(a|ab)(c|bcd)(d*)"#, "abcd") == [["a", "bcd", ""]])
        #expect(try groups(#"(?P<x>a+?)(a*)"#, "aaa") == [["a", "aa"]])
    }
}
