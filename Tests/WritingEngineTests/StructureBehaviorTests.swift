import Testing

@testable import WritingEngine

@Suite struct StructureBehaviorTests {
    /// The ignored ranges of `text` as (kind, covered text) pairs.
    func ignored(_ text: String, _ language: DocumentLanguage, options: StructureOptions = StructureOptions()) -> [(String, String)] {
        let bytes = Array(text.utf8)
        return StructureScanner.scan(text, language: language, options: options).ignored.map {
            ($0.kind.rawValue, String(decoding: bytes[$0.range], as: UTF8.self))
        }
    }

    @Test func ignoreNextLineDirectivePerFormat() {
        #expect(StructureScanner.ignoreNextLineDirective(for: .markdown) == "<!-- wt-lsp-ignore-next-line -->")
        #expect(StructureScanner.ignoreNextLineDirective(for: .latex) == "% wt-lsp-ignore-next-line")
        #expect(StructureScanner.ignoreNextLineDirective(for: .code(.swift)) == "// wt-lsp-ignore-next-line")
        #expect(StructureScanner.ignoreNextLineDirective(for: .code(.python)) == "# wt-lsp-ignore-next-line")
        #expect(StructureScanner.ignoreNextLineDirective(for: .code(.lua)) == "-- wt-lsp-ignore-next-line")
        #expect(StructureScanner.ignoreNextLineDirective(for: .plaintext) == nil)
        #expect(StructureScanner.disableRuleDirective("spelling", for: .markdown) == "<!-- wt-lsp-disable spelling -->")
    }

    @Test(arguments: [
        DocumentLanguage.markdown, .latex, .code(.swift), .code(.python), .code(.lua), .code(.haskell), .restructuredText, .quarto,
        .rMarkdown,
    ])
    func insertedDirectiveIgnoresTheNextLine(_ language: DocumentLanguage) throws {
        let directive = try #require(StructureScanner.ignoreNextLineDirective(for: language))
        let prefix = if case .code(let code) = language { CommentSyntax(code).lineComment! + " " } else { "" }
        let text = "\(directive)\n\(prefix)some wrods here\nchecked\n"
        let structure = StructureScanner.scan(text, language: language)
        let words = text.utf8.count - 23..<text.utf8.count - 9
        #expect(words.allSatisfy { i in structure.ignored.contains { $0.range.contains(i) } })
        #expect(structure.ignored.contains { $0.kind == .directive && $0.range.contains(words.lowerBound) })
    }

    @Test func ruleDirectiveBecomesSuppression() throws {
        let directive = try #require(StructureScanner.disableRuleDirective("spelling", for: .code(.c)))
        let text = "\(directive)\n// Teh comment.\n"
        let structure = StructureScanner.scan(text, language: .code(.c))
        #expect(structure.suppressions == [RuleSuppression(range: directive.utf8.count..<text.utf8.count, ruleID: "spelling")])
    }

    @Test func patternsAreConvertedToUTF8Offsets() throws {
        let text = "Ünïcödé 🎉 TICKET-12 and TICKET-345 😀 end"
        let options = StructureOptions(ignoredPatterns: [try IgnoredPattern("TICKET-[0-9]+")])
        #expect(ignored(text, .plaintext, options: options).map(\.1) == ["TICKET-12", "TICKET-345"])
        #expect(ignored(text, .plaintext, options: options).map(\.0) == ["pattern", "pattern"])
    }

    @Test func blockQuotesAreProseWhenNotProtected() {
        let text = "> quoted text\n> more\n"
        #expect(ignored(text, .markdown).map(\.0) == ["blockQuote"])
        let open = StructureScanner.scan(text, language: .markdown, options: StructureOptions(protectBlockQuotes: false))
        #expect(open.ignored.isEmpty)
        #expect(open.blocks.map(\.prose) == [[2..<13, 16..<20]])
    }

    @Test func linkTextIsProtectedOnRequest() {
        let text = "See [the guide](https://example.com) and ![a picture](p.png).\n"
        #expect(!ignored(text, .markdown).contains { $0.0 == "link" })
        let protected = ignored(text, .markdown, options: StructureOptions(protectLinks: true))
        #expect(protected.filter { $0.0 == "link" }.map(\.1) == ["the guide"])
    }

    /// A shortcut or collapsed reference link's text is its label: always protected; a full reference's text is not.
    @Test func referenceLabelsWrittenAsTextAreProtected() {
        let text = "Use a [super block], a [fast one][], a [slow one][sf] and [no link].\n\n[super block]: /a\n[fast one]: /b\n[sf]: /c\n"
        #expect(ignored(text, .markdown).filter { $0.0 == "link" }.map(\.1) == ["super block", "fast one"])
    }

    @Test func codeIdentifiersAreKnownWords() {
        let structure = StructureScanner.scan("let maxRetryCount = parse_config_file()\n// Uses maxRetryCount.\n", language: .code(.swift))
        for word in ["maxRetryCount", "Retry", "retry", "parse_config_file", "config", "parse"] {
            #expect(structure.knownWords.contains(word), "\(word)")
        }
    }

    @Test func proofreaderReportsNothingInsideIgnoredRanges() {
        let cases: [(DocumentLanguage, String, flagged: [String], quiet: [String])] = [
            (
                .markdown, "Teh `codde` and [lnik](https://exampel.com) and $bta$.\n\n> quotd\n", ["Teh", "lnik"],
                ["codde", "exampel", "bta", "quotd"]
            ),
            (.latex, "\\section{Introdution}\nA sentance \\cite{knuthh} $alphaa$.\n", ["Introdution", "sentance"], ["knuthh", "alphaa"]),
            (.code(.python), "def cmopute_totl():\n    # Retrun cmopute_totl.\n    pass\n", ["Retrun"], ["cmopute", "totl"]),
            (.gitCommit, "Fix teh bug\n\n# Plase ignore\n", ["teh"], ["Plase"]),
        ]
        let misspelled: Set<String> = [
            "Teh", "teh", "codde", "lnik", "exampel", "bta", "quotd", "Introdution", "sentance", "knuthh", "alphaa", "Retrun", "cmopute",
            "totl", "Plase",
        ]
        let proofreader = Proofreader(rules: [FixtureSpelling(misspelled: misspelled)])
        for (language, text, flagged, quiet) in cases {
            let structure = StructureScanner.scan(text, language: language)
            let bytes = Array(text.utf8)
            let words = proofreader.check(text, structure: structure).map { String(decoding: bytes[$0.range], as: UTF8.self) }
            for word in flagged { #expect(words.contains(word), "\(language): \(word) not flagged in \(words)") }
            for word in quiet { #expect(!words.contains { $0.contains(word) }, "\(language): \(word) flagged") }
        }
    }

    @Test(arguments: [
        DocumentLanguage.markdown, .plaintext, .latex, .gitCommit, .code(.swift), .code(.python), .code(.shellscript), .restructuredText,
        .asciiDoc, .org, .html, .typst, .bibtex, .mdx,
    ])
    func structureInvariantsHoldOnNoise(_ language: DocumentLanguage) {
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("ab c\n\n`*_[]()<>!$\\#|~-=:\"'/%{}@.1\t>+é🎉")
        for _ in 0..<200 {
            let text = String((0..<Int.random(in: 0..<120, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let structure = StructureScanner.scan(text, language: language)
            let count = text.utf8.count
            #expect(isNormalized(structure.ignored), "\(text.debugDescription)")
            #expect(structure.ignored.allSatisfy { !$0.range.isEmpty && $0.range.upperBound <= count })
            for block in structure.blocks {
                #expect(block.range.upperBound <= count && block.prose.allSatisfy { $0.upperBound <= count && !$0.isEmpty })
                #expect(zip(block.prose, block.prose.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
            }
        }
    }
}

/// Flags the words of a fixed list, like a spelling rule with a known dictionary.
struct FixtureSpelling: Rule {
    let misspelled: Set<String>
    var id: String { "fixture-spelling" }
    var summary: String { "Flags listed words." }
    var category: RuleCategory { .spelling }
    func check(_ context: RuleContext, into findings: inout [Finding]) {
        for token in context.paragraph.tokens where token.kind == .word || token.kind == .identifier {
            let word = context.paragraph.string(token)
            if misspelled.contains(word), !context.knownWords.contains(word) {
                findings.append(Finding(ruleID: id, range: token.range, message: "Misspelled."))
            }
        }
    }
}

/// A small deterministic random number generator (SplitMix64) for property tests.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
