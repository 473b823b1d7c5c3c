import Testing

@testable import WritingEngine

/// What fix-all applies without asking in real documents: only what is
/// certain, never layout, syntax, names or how an initialism is said.
@Suite("Safe fixes in documents")
struct SafeFixesInDocumentsTests {
    let proofreader = Proofreader()

    /// `text` with every safe fix applied.
    func fixed(_ text: String, language: DocumentLanguage = .plaintext) -> String {
        let findings = proofreader.check(text, structure: StructureScanner.scan(text, language: language))
        return findings.safeFixes().applied(to: text)
    }

    @Test func aStrayDoubleSpaceIsFixedButAlignedColumnsAreNot() {
        #expect(fixed("Markers of the base  class are kept.\n") == "Markers of the base class are kept.\n")
        let table = "pytest-foo    Runs tests in order    Mar 31, 2026    5 - Production/Stable\n"
        #expect(fixed(table) == table)
        let legend = "The letters mean:\n\n  f  failed test\n  s  skipped test\n"
        #expect(fixed(legend) == legend)
    }

    @Test func aSpaceBeforeAColonOrSemicolonIsSyntaxAsOftenAsASlip() {
        #expect(fixed("See the index of terms .\n") == "See the index of terms.\n")
        for text in ["Write it as term : key in the entry.\n", "It needs pytest ; extra == 'dev' to run.\n"] {
            #expect(fixed(text) == text)
        }
    }

    @Test func aMissingSpaceIsAddedOnlyBetweenTwoWords() {
        #expect(fixed("Take a screenshot,save it and attach it.\n") == "Take a screenshot, save it and attach it.\n")
        for text in ["Call importorskip(mod,minversion) first.\n", "The tl;dr is short.\n"] {
            #expect(fixed(text) == text)
        }
    }

    /// A pinned requirements file reads as one paragraph of plain text:
    /// `sphinx` in a comment and `sphinx==7.0.1` below it are no doubled word.
    @Test func aWordJoinedToCodeIsNoRepeatedWord() {
        let pins = "snowballstemmer==2.2.0\n    # via sphinx\nsphinx==7.0.1\n    # via -r docs.in\n"
        #expect(fixed(pins) == pins)
        #expect(fixed("It runs the the tests again.\n") == "It runs the tests again.\n")
    }

    @Test func anArticleIsChangedOnlyBeforeAPlainWord() {
        #expect(fixed("There is a issue with a option.\n") == "There is an issue with an option.\n")
        for text in ["It talks to a HTTP server.\n", "Collect tests across a uv workspace.\n", "It is injected via a a custom role.\n"] {
            #expect(fixed(text).hasPrefix(text.prefix(8)))
            #expect(!fixed(text).contains("an HTTP") && !fixed(text).contains("an uv") && !fixed(text).contains("an a"))
        }
    }

    /// A line may start with a label of its own (`docs: …`, a list marker),
    /// so a word repeated across a line break is offered, without joining
    /// the lines, but never fixed without asking.
    @Test func aWordRepeatedAcrossALineBreakIsOfferedButNotFixed() {
        let text = "   Errors are handled by the\n   the app's handlers.\n"
        #expect(fixed(text) == text)
        let finding = proofreader.check(text, structure: StructureScanner.scan(text, language: .plaintext)).first {
            $0.ruleID == "repeated-word"
        }
        #expect(finding.map { [$0].suggestionApplied(to: text) } == "   Errors are handled by the\n   app's handlers.\n")
        #expect(fixed("It is is fine.\n") == "It is fine.\n")
    }

    @Test func aPeriodNamedInTheTextKeepsItsSpace() {
        let text = "The plugin can turn . into a check mark.\n"
        #expect(fixed(text) == text)
    }

    @Test func aFixThatWouldMoveAColumnOfATableIsNotApplied() {
        let table = """
            ===============  ==================================  ====
            Name             Summary                             Date
            ===============  ==================================  ====
            foo-bar          Test case fails,take a screenshot   2023
            baz              Runs a updated set of tests         2024
            ===============  ==================================  ====

            """
        #expect(fixed(table, language: .restructuredText) == table)
        #expect(fixed("Runs a updated set of tests.\n", language: .restructuredText) == "Runs an updated set of tests.\n")
    }

    @Test func aCompoundWithAnotherDialectsSpellingIsNotFixed() {
        let text = "Write tests using behaviour-driven testing.\n"
        #expect(fixed(text) == text)
    }
}

extension [Finding] {
    /// `text` with the first suggestion of each finding applied, safe or not.
    fileprivate func suggestionApplied(to text: String) -> String {
        compactMap { finding in finding.suggestions.first.map { TextReplacement(range: finding.range, text: $0) } }.applied(to: text)
    }
}
