import Foundation
import Testing

@testable import WritingEngine

@Suite struct ValeYAMLTests {
    @Test func readsAStyleRule() throws {
        let yaml = try YAMLReader.read(
            """
            # a rule
            extends: substitution
            message: "Use '%s' instead of '%s'."
            level: error
            ignorecase: true
            swap:
              '\\.\\.\\.': …
              "a\\tb": 'it''s'
            tokens: [one, "two, three", {k: v}]
            raw:
              - \\b(am|is)\\b
              - key: value
                other: 2
            """)
        #expect(yaml["extends"]?.string == "substitution")
        #expect(yaml["message"]?.string == "Use '%s' instead of '%s'.")
        #expect(yaml["ignorecase"]?.bool == true)
        #expect(yaml["swap"]?.pairs?.map(\.key) == [#"\.\.\."#, "a\tb"])
        #expect(yaml["swap"]?.pairs?.map(\.value) == ["…", "it's"])
        #expect(yaml["tokens"] == .sequence([.scalar("one"), .scalar("two, three"), .mapping([("k", .scalar("v"))])]))
        #expect(yaml["raw"]?.strings == [#"\b(am|is)\b"#])
    }

    @Test func readsBlockScalars() throws {
        let yaml = try YAMLReader.read("a: |\n  one\n  two\n\nb: >-\n  folded\n  line\n\n  next\nc: |+\n  kept\n\n")
        #expect(yaml["a"]?.string == "one\ntwo\n")
        #expect(yaml["b"]?.string == "folded line\nnext")
        #expect(yaml["c"]?.string == "kept\n\n")
    }

    @Test func refusesWhatItDoesNotKnow() {
        #expect(throws: YAMLError.self) { try YAMLReader.read("a: &anchor 1\nb: *anchor") }
        #expect(throws: YAMLError.self) { try YAMLReader.read("a: 1\na: 2") }
        #expect(throws: YAMLError.self) { try YAMLReader.read("a: \"open") }
        #expect(throws: YAMLError.self) { try YAMLReader.read("a: 1\n---\nb: 2") }
        #expect(throws: YAMLError.self) { try YAMLReader.read("a: !tag x") }
    }

    @Test func errorsNameTheLine() {
        #expect(throws: YAMLError(line: 3, reason: "the key “a” appears twice")) { try YAMLReader.read("a: 1\nb: 2\na: 3") }
    }

    @Test func boundsHostileInputs() {
        let deepFlow = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: YAMLError.self) { try YAMLReader.read("a: " + deepFlow) }
        let deepBlock = (0..<200).map { String(repeating: " ", count: $0 * 2) + "k\($0):" }.joined(separator: "\n")
        #expect(throws: YAMLError.self) { try YAMLReader.read(deepBlock) }
        let huge = "a: " + String(repeating: "x", count: 2 << 20)
        #expect(throws: YAMLError.self) { try YAMLReader.read(huge) }
        var limits = YAMLReader.Limits()
        limits.maxNodes = 100
        let many = "a:\n" + String(repeating: "  - x\n", count: 1000)
        #expect(throws: YAMLError.self) { try YAMLReader.read(many, limits: limits) }
        #expect(throws: YAMLError.self) { try YAMLReader.read("a: [1, 2") }
        for garbage in ["- - - -", ":", "'", "{", "a:\n\t- b", "? x", "- [", "a: |9\n x"] { _ = try? YAMLReader.read(garbage) }
    }
}

@Suite struct ValePatternTests {
    @Test func translatesGoSyntax() throws {
        #expect(try ValePattern(#"(?i)\bfoo\b"#).matches(in: "a FOO b") == [2..<5])
        #expect(try ValePattern(#"(?P<word>ab)+c"#).matches(in: "xababc") == [1..<6])
        #expect(try ValePattern(#"(?m)^So[\s,]"#).matches(in: "x\nSo, y") == [2..<5])
        #expect(try ValePattern(#"(?i:ab)C"#).matches(in: "ABC abc") == [0..<3])
    }

    @Test func refusesUntranslatableConstructsClearly() {
        #expect(throws: PatternError.self) { try ValePattern(#"(a)\1"#) }
        #expect(throws: PatternError.self) { try ValePattern(#"a(?!b+)"#) }
    }

    @Test func catastrophicPatternsRunLinear() throws {
        let pattern = try ValePattern(#"(a+)+$|(\w+\s?)*x"#)
        let text = String(repeating: "a", count: 20_000) + "!"
        let start = Date()
        _ = pattern.matches(in: text)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func literalSetsPreferTheFirstListedToken() throws {
        let set = try #require(
            LiteralSetMatcher(
                tokens: ["a chip", "a chip off the old block", "chip", "x", "y", "z", "w", "v"], ignoreCase: true,
                wordBounded: true))
        var text = Array("A chip off; chips, chip.".utf8)
        let found = text.withUnsafeMutableBufferPointer { set.matches(in: UnsafeBufferPointer($0)) }
        #expect(found.map(\.range) == [0..<6, 19..<23])
        #expect(found.map(\.token) == [0, 2])
        #expect(LiteralSetMatcher(tokens: ["a+"], ignoreCase: false, wordBounded: true) == nil)
    }
}
