import Testing
import WritingEngine

@Suite struct ArticleRuleTests {
    let rule = ArticleRule()

    @Test func vowelSounds() {
        expectFindings(rule, "We waited ⟦a→an⟧ hour for ⟦a→an⟧ MRI and ⟦a→an⟧ FBI agent.")
        expectFindings(rule, "⟦A→An⟧ apple is ⟦a→an⟧ honest choice, and ⟦a→an⟧ 8-bit value.")
        expectFindings(rule, "Install it with ⟦a→an⟧ npm script and ⟦a→an⟧ fd of the socket.")
    }

    @Test func consonantSounds() {
        expectFindings(rule, "She went to ⟦an→a⟧ university to buy ⟦an→a⟧ one-time pass and ⟦an→a⟧ URL.")
        expectFindings(rule, "It is ⟦an→a⟧ European car and ⟦an→a⟧ useful tool, not ⟦an→a⟧ dog.")
        // Two letters that make no word are read as letters: `u` is said “you”.
        expectFindings(rule, "Open ⟦an→a⟧ ui component in ⟦an→a⟧ uv workspace, ⟦a→an⟧ up-to-date one.")
    }

    @Test func leavesCorrectAndUnsureTextAlone() {
        expectClean(
            rule,
            [
                "An hour, an MRI, a university, a one-time fee, an 11-year-old, a 100-page book.",
                "A NASA engineer wrote a SQL query about an SQL table on a historic day.",
                "Plan A is better than option a, and Type A people agree.",
                "An unimportant detail, an umbrella, a unicorn, a user, an urgent call, a urine test.",
                "a `code` span and an *emphasis* are fine.",
                "The init takes an int, but the field is a str, or an str to some, from a std header.",
                "It follows a SPECIFICATION and a NASDAQ listing.",
            ])
    }

    @Test func fixIsSafe() {
        #expect(findings(of: rule, in: "a apple").first?.isFixSafe == true)
    }
}

@Suite struct RepeatedWordRuleTests {
    let rule = RepeatedWordRule()

    @Test func flagsRepeats() {
        expectFindings(rule, "I saw ⟦the the→the⟧ cat and went ⟦to to→to⟧ bed.")
        expectFindings(rule, "⟦The the→The⟧ end.")
        expectFindings(rule, "It ⟦is is→is⟧ fine. The plan ⟦is is→is⟧ ready, and so is what we built.")
    }

    @Test func allowsGrammaticalDoubles() {
        expectClean(
            rule,
            [
                "She had had enough.", "He said that that was fine.", "What it is is a mess.", "I gave her her book.",
                "We visited Walla Walla.", "bye bye", "All it is is noise.", "What the problem is is time.",
            ])
    }
}

@Suite struct LowercaseIRuleTests {
    let rule = LowercaseIRule()

    @Test func flagsPronoun() {
        expectFindings(rule, "Yesterday ⟦i→I⟧ said ⟦i'm→I'm⟧ tired, and ⟦i’ve→I’ve⟧ slept.")
    }

    @Test func leavesLabelsAndVariablesAlone() {
        expectClean(rule, ["Step (i) comes first.", "Set i = 0 before the loop.", "i.e. this one", "For each i we add one."])
    }
}

@Suite struct SentenceCapitalRuleTests {
    let rule = SentenceCapitalRule()

    @Test func flagsLowercaseStarts() {
        expectFindings(rule, "It works. ⟦then→Then⟧ it stops.")
        expectFindings(rule, "It was warm. ⟦the→The⟧ cat sat on the mat.")
    }

    @Test func quietOnListItemsAndEllipses() {
        expectClean(
            rule,
            [
                "the cat sat on the mat. It was warm.", "Wait… then it stopped.", "Wait... then it stopped.", "Note: the value is 3.",
                "Use e.g. the first one.",
            ])
    }
}

/// The first sentence of a whole paragraph, read through the proofreader (which knows the block kinds).
@Suite struct SentenceCapitalParagraphTests {
    func flagged(_ markdown: String, with proofreader: Proofreader = Proofreader()) -> [String] {
        let findings = proofreader.check(markdown, structure: StructureScanner.scan(markdown, language: .markdown))
        let bytes = Array(markdown.utf8)
        return findings.filter { $0.ruleID == "sentence-capital" }.map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    @Test func aParagraphsFirstSentenceCounts() {
        #expect(flagged("this paragraph starts in lowercase. It goes on.\n") == ["this"])
    }

    @Test func headingsListItemsAndContinuationsStayQuiet() {
        let text = """
            # the heading stays quiet

            - the list item stays quiet as well.

            ```
            n = 3
            ```

            where n is the number of items in the list.

            ```
            n = 4
            ```

            but note that the value changes after the block.

            require("x").setup() runs the set-up before the rest.

            object.__get__(self, instance) returns the value.

            If it is—

            a user-defined function: it is called.
            """
        #expect(flagged(text + "\n").isEmpty)
    }

    /// A paragraph that opens with a verbless fragment goes on from the text above it or labels something.
    @Test func aVerblessFirstSentenceStaysQuiet() {
        #expect(flagged("Run the script:\n\n```\nmake all\n```\n\nin the folder of the project.\n").isEmpty)
        #expect(flagged("under the heading, a short summary. the details are below.\n") == ["the"])
        #expect(flagged("try the new design on the left.\n") == ["try"])
    }

    @Test func afterAParagraphOrHeadingTheFirstSentenceCounts() {
        #expect(flagged("# Title\n\nthe first paragraph starts in lowercase.\n") == ["the"])
        #expect(flagged("It starts well.\n\nand the second paragraph does not.\n") == ["and"])
        #expect(flagged("It ends with a quote: “stop.”\n\nthe next paragraph does not start well.\n") == ["the"])
    }

    @Test func theSameTextAsAListItemIsNotTakenFromTheParagraphsCache() {
        let proofreader = Proofreader()
        #expect(flagged("the cat sat on the mat and slept.\n", with: proofreader) == ["the"])
        #expect(flagged("- the cat sat on the mat and slept.\n", with: proofreader).isEmpty)
        #expect(flagged("the cat sat on the mat and slept.\n", with: proofreader) == ["the"])
    }
}
