import Testing

@testable import WritingEngine

/// `ignoredPatterns` run on a matcher that cannot backtrack.
@Suite struct StructurePatternTests {
    func matches(_ pattern: String, _ text: String) throws -> [String] {
        let p = try IgnoredPattern(pattern)
        let bytes = Array(text.utf8)
        return p.matches(in: text).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    @Test func literalsClassesAndQuantifiers() throws {
        #expect(try matches("TICKET-[0-9]+", "See TICKET-12 and TICKET-7, not TICKET-.") == ["TICKET-12", "TICKET-7"])
        #expect(try matches("\\d{2,3}", "1 22 333 4444") == ["22", "333", "444"])
        #expect(try matches("a.c", "abc a\nc aXc") == ["abc", "aXc"])
        #expect(try matches("[^ ]+@[a-z]+\\.com", "mail me at ann@example.com now") == ["ann@example.com"])
        #expect(try matches("colou?r", "color colour colouur") == ["color", "colour"])
        #expect(try matches("TODO\\(\\w+\\)", "TODO(ann): fix") == ["TODO(ann)"])
    }

    @Test func leftmostFirstLikeABacktracker() throws {
        #expect(try matches("a|ab", "ab") == ["a"])
        #expect(try matches("ab|a", "ab") == ["ab"])
        #expect(try matches("<.+>", "<a><b>") == ["<a><b>"])
        #expect(try matches("<.+?>", "<a><b>") == ["<a>", "<b>"])
        #expect(try matches("(?:x|y){2}z", "xyz yyz xz") == ["xyz", "yyz"])
    }

    @Test func anchorsAndBoundaries() throws {
        #expect(try matches("^#\\w+", "#one #two\n#three") == ["#one", "#three"])
        #expect(try matches("\\w+$", "end one\nend two") == ["one", "two"])
        #expect(try matches("\\bcat\\b", "cat concat cats cat") == ["cat", "cat"])
        #expect(try matches("\\Aa", "aa\na") == ["a"])
    }

    @Test func unicodeAndCase() throws {
        #expect(try matches("é+", "café éé") == ["é", "éé"])
        #expect(try matches("(?i)todo", "TODO todo ToDo") == ["TODO", "todo", "ToDo"])
        #expect(try matches("(?i)[a-c]+", "ABCabcD") == ["ABCabc"])
        #expect(try matches("\\w+", "naïve 東京") == ["naïve", "東京"])
    }

    /// A search starts only the threads that can take the byte at a position (and, after a leading `\b`, only at
    /// word starts): the matches are those a full start would give.
    @Test func indexedStartsFindWhatAFullStartFinds() throws {
        #expect(try matches("\\b(?:ab|b|abc)\\b", "cab ab b abc ab_ b") == ["ab", "b", "abc", "b"])
        #expect(
            try matches("(?i)\\b(?:bunch|group) of (?:crows|hawks)\\b", "A Group of crows, a bunch of HAWKS.") == [
                "Group of crows", "bunch of HAWKS",
            ])
        #expect(try matches("\\Bing\\b", "ing sing singing") == ["ing", "ing"])
        #expect(try matches("\\b(?:x|\\.y)", "x.y .y éx —x") == ["x", ".y", "x"])
        #expect(try matches("\\b(?:naïve|é)", "naïve é aé") == ["naïve", "é"])
        #expect(try matches("(?:^|\\b)go", "go ago\ngo") == ["go", "go"])
    }

    @Test func emptyMatchesAreSkipped() throws {
        #expect(try matches("x*", "axxb") == ["xx"])
    }

    @Test func refusesWhatCanHangOrIsNotSupported() {
        for pattern in ["(a+)+$", "(a*)*b", "(\\w+\\s*)+$", "((ab)+c?)*", "(x|y+)+", "(x+x+)+y", "(\\d+\\w+)*!"] {
            #expect(throws: PatternError.self, "\(pattern)") { try IgnoredPattern(pattern) }
        }
        for pattern in [
            "(\\w)\\1", "foo(?=bar)", "(?<!a)b", "[[:alpha:]]", "a{5000}", "(", "a)", "*a", String(repeating: "a", count: 2000),
        ] {
            #expect(throws: PatternError.self, "\(pattern)") { try IgnoredPattern(pattern) }
        }
        for pattern in ["(\\w+\\s)+", "(\\w+\\s+)+", "(a+b+)+", "(?:[a-z]+-)+[a-z]+"] {
            #expect((try? IgnoredPattern(pattern)) != nil, "\(pattern): loops that cannot match the same text are not ambiguous")
        }
    }

    @Test func nestedLoopsStayLinear() throws {
        // Refused above for a backtracking engine's sake; the matcher itself is linear in the text.
        let text = String(repeating: "a", count: 200_000) + "!"
        let p = try IgnoredPattern("(?:a|aa)+$")
        #expect(p.matches(in: text).isEmpty)
        #expect(!p.wasDropped)
    }

    @Test func aSearchOverBudgetDropsThePattern() throws {
        // Each line costs a scan to its end for a one-letter match: quadratic on a long line.
        let p = try IgnoredPattern("x.*y|x")
        let text = String(repeating: "x", count: 20_000)
        #expect(p.matches(in: text).isEmpty)
        #expect(p.wasDropped)
        #expect(p.matches(in: "x").isEmpty, "a dropped pattern matches nothing")
    }
}

/// A structure scan stops once its cancellation flag is set: before it
/// starts, between patterns, and inside a pattern's search.
@Suite struct StructureCancellationTests {
    /// 300 KB of words that an alternation of many branches steps through, one match in each sentence.
    static let text = String(repeating: "word w017abc more words here. ", count: 10_000)
    /// `(w000[a-z]{1,9}|w001[a-z]{1,9}|…|w059[a-z]{1,9})`
    static func heavyPattern() throws -> IgnoredPattern {
        try IgnoredPattern("(" + (0..<60).map { "w0\($0 < 10 ? "0" : "")\($0)[a-z]{1,9}" }.joined(separator: "|") + ")")
    }

    @Test func aScanCancelledBeforeItStartsThrowsAndAPlainOneIsUnchanged() throws {
        let options = StructureOptions(ignoredPatterns: [try Self.heavyPattern()])
        let cancelled = CancellationFlag()
        cancelled.cancel()
        #expect(throws: CancellationError.self) {
            try StructureScanner.scan(Self.text, language: .markdown, options: options, cancellation: cancelled)
        }
        let running = try StructureScanner.scan(Self.text, language: .markdown, options: options, cancellation: CancellationFlag())
        #expect(running == StructureScanner.scan(Self.text, language: .markdown, options: options))
        #expect(running.ignored.count == 10_000)
    }

    @Test func aSearchStopsAtItsNextPollNotAtTheEndOfTheText() throws {
        let pattern = try Self.heavyPattern()
        var text = Self.text
        let budget = IgnoredPattern.budget(forBytes: text.utf8.count)
        let (whole, allSteps) = text.withUTF8 { pattern.program.matches(in: $0, budget: budget) }
        #expect(whole?.count == 10_000)
        #expect(allSteps > 10 * PatternProgram.stepsBetweenPolls)
        let flag = CancellationFlag()
        flag.cancel()
        let (stopped, steps) = text.withUTF8 { pattern.program.matches(in: $0, budget: budget, cancellation: flag) }
        #expect(stopped == nil)
        #expect(steps <= 2 * PatternProgram.stepsBetweenPolls)
    }

    @Test func aCancelledPatternIsNotDroppedAndMatchesNextTime() throws {
        let pattern = try Self.heavyPattern()
        var text = Self.text
        let flag = CancellationFlag()
        flag.cancel()
        #expect(text.withUTF8 { IgnoredPattern.matches(of: [pattern, pattern], in: $0, cancellation: flag) } == nil)
        #expect(!pattern.wasDropped)
        #expect(pattern.matches(in: text).count == 10_000)
    }
}
