import Foundation
import Testing

@testable import WritingEngine

/// Look-arounds of bounded length on the linear engine.
@Suite struct ValeLookaroundTests {
    private func found(_ pattern: String, _ text: String) throws -> [String] {
        let compiled = try ValePattern(pattern)
        let bytes = Array(text.utf8)
        return compiled.matches(in: text).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func lookaheads() throws {
        #expect(try found(#"\b(?:[Vv][Ss]\s)(?!Code)"#, "vs Code and vs Vim") == ["vs "])
        #expect(try found(#"\w+(?=\.)"#, "one two. three.") == ["two", "three"])
        #expect(try found(#"(?i)data(?= (?:is|was)\b)"#, "Data is, data are, data was") == ["Data", "data"])
    }

    @Test func lookbehinds() throws {
        #expect(try found(#"(?<=\$)\d+"#, "$12 and 34") == ["12"])
        #expect(try found(#"(?<!\w)e\.g\."#, "see e.g. here, thee.g.") == ["e.g."])
        #expect(try found(#"(?<=é|ab)c"#, "éc abc xc") == ["c", "c"])
        #expect(try found(#"(?<=^|\s)x"#, "x ax x") == ["x", "x"])
    }

    @Test func nestedLookarounds() throws {
        #expect(try found(#"a(?=b(?!c))"#, "abc abd") == ["a"])
    }

    @Test func unboundedBodiesAreRefusedByName() {
        for pattern in [#"a(?=b+)"#, #"(?<!\w*)x"#, #"x(?=.{0,})"#] {
            #expect(throws: PatternError.self) { try ValePattern(pattern) }
        }
        #expect(throws: PatternError.self) { try ValePattern("(?<=a{300})b") }
        do {
            _ = try ValePattern("a(?!b*c)")
            Issue.record("an unbounded look-ahead was accepted")
        } catch {
            #expect(error.description.contains("(?!b*c)"))
        }
        #expect(throws: PatternError.self) { try PatternParser.parse("a(?=b)") }
    }

    @Test func hostileLookaroundsStayLinear() throws {
        let patterns = [
            #"(?=(?:a|aa){1,10}b)a"#, #"(?<!(?:a|a){1,5})b"#, #"(?:(?=a{1,20})a)+$"#, #"(?<=(?:\w\s?){1,4})x"#,
        ]
        let text = String(repeating: "a", count: 5_000) + "!"
        for pattern in patterns {
            let compiled = try ValePattern(pattern)
            let start = Date()
            _ = compiled.matches(in: text)
            #expect(Date().timeIntervalSince(start) < 10, "\(pattern)")
        }
        for pattern in [#"(?=(?:a|aa){1,100}b)a"#, #"(?<!(?:a|a){1,60})b"#] {
            #expect(throws: PatternError.self) { try ValePattern(pattern) }
        }
    }
}
