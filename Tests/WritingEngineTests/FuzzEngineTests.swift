import Foundation
import Testing

@testable import WritingEngine

/// The tokenizer and the whole proofreading pipeline (structure, tokens,
/// rules) under random and adversarial input, fixed seeds: no crash, and the
/// contracts the server relies on hold — tokens tile the text, findings lie
/// inside the text, sorted, off ignored ranges, and the per-unit cache never
/// changes an answer. (Linear growth on 1 MB vs 2 MB is shown by
/// `bench/run.py`, the structure's own by StructurePerformanceTests.)
///
/// Spelling suggestions are a search per unknown word; random text is full
/// of unknown words, so the bulk of the rounds run with spelling off and a
/// few documents check the spelling rule too.
@Suite struct FuzzEngineTests {
    static let withoutSpelling = Proofreader(options: ProofreadingOptions(ruleLevels: ["spelling": .off]))

    static let pieces = [
        "the", "cat", " ", "  ", "\n", "\r\n", "\r", "\t", ".", ",", "'", "’", "-", "—", "…", "“", "”", "(", ")", "[", "]",
        "http://", "www.", "https://a.b/c(d)", "a@b.c", "/usr/bin", "./x", "~/", "e.g.", "U.S.", "3.14", "1st", "don't",
        "camelCase", "snake_case", "é", "日本", "😀", "\u{A0}", "\u{FEFF}", "`", "*", "_", "#", ">", "|", "$", "\\", "<!--",
        "-->", "<b>", "```", "~~~", "---", "+++", "    ", "1. ", "- ", "[a](b)", "![i](j)", "<http://x>", "$$", "\\(", "%",
        "wt-lsp-disable", "wt-lsp-enable", "<!-- wt-lsp-ignore-next-line -->", "teh", "recieve", "a apple", "the the",
    ]

    static func randomText(_ g: inout SeededGenerator, count: Int) -> String {
        (0..<count).map { _ in pieces.randomElement(using: &g)! }.joined()
    }

    static func randomBytes(_ g: inout SeededGenerator, count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &g) }
    }

    /// Tokens tile the bytes exactly, in order, and each mask is one token of its kind.
    static func checkTiling(_ tokens: [Token], count: Int, masks: [(range: Range<Int>, kind: TokenKind)]) -> String? {
        var at = 0
        for token in tokens {
            if token.range.lowerBound != at || token.range.isEmpty { return "token \(token) at \(at)" }
            at = token.range.upperBound
        }
        if at != count { return "tokens end at \(at) of \(count)" }
        for mask in masks where !mask.range.isEmpty {
            if !tokens.contains(where: { $0.range == mask.range && $0.kind == mask.kind }) { return "mask \(mask.range) not one token" }
        }
        return nil
    }

    @Test func tokensTileRandomText() {
        var g = SeededGenerator(seed: 11)
        for round in 0..<4_000 {
            let bytes: [UInt8] =
                round % 3 == 0
                ? Self.randomBytes(&g, count: Int.random(in: 0..<200, using: &g))
                : Array(Self.randomText(&g, count: Int.random(in: 0..<80, using: &g)).utf8)
            var masks: [(range: Range<Int>, kind: TokenKind)] = []
            var at = 0
            while at < bytes.count, Bool.random(using: &g) {
                let start = Int.random(in: at...bytes.count, using: &g)
                let end = Int.random(in: start...min(bytes.count, start + 20), using: &g)
                masks.append((start..<end, Bool.random(using: &g) ? .masked : .space))
                at = end
            }
            let tokens = Tokenizer.tokenize(bytes, masks: masks)
            if let problem = Self.checkTiling(tokens, count: bytes.count, masks: masks) {
                Issue.record("round \(round): \(problem) in \(bytes)")
                return
            }
        }
    }

    /// Inputs that make a careless tokenizer loop or go quadratic: each is
    /// about 1 MB on one line. (Quadratic work here would not finish.)
    @Test(.timeLimit(.minutes(2)))
    func adversarialLinesTokenize() {
        let megabyte = 1 << 20
        let inputs = [
            "See http://a" + String(repeating: ")", count: megabyte),
            "www." + String(repeating: ".", count: megabyte),
            "a://" + String(repeating: "'", count: megabyte),
            String(repeating: "a.", count: megabyte / 2), String(repeating: "a-", count: megabyte / 2),
            String(repeating: "a'", count: megabyte / 2), String(repeating: "/a", count: megabyte / 2),
            String(repeating: "x", count: megabyte), String(repeating: "1.", count: megabyte / 2),
            String(repeating: "é", count: megabyte / 2), String(repeating: "\u{A0}", count: megabyte / 2),
        ]
        for text in inputs {
            let bytes = Array(text.utf8)
            #expect(Self.checkTiling(Tokenizer.tokenize(bytes), count: bytes.count, masks: []) == nil)
        }
    }

    /// The whole pipeline on random documents in every language.
    @Test func pipelineContractsOnRandomDocuments() {
        var g = SeededGenerator(seed: 12)
        let languages: [DocumentLanguage] = [.markdown, .plaintext, .latex, .gitCommit, .code(.swift), .code(.python)]
        let proofreader = Self.withoutSpelling
        for round in 0..<1_500 {
            let language = languages[round % languages.count]
            let text = Self.randomText(&g, count: Int.random(in: 0..<150, using: &g))
            let structure = StructureScanner.scan(text, language: language)
            let findings = proofreader.check(text, structure: structure)
            if let problem = Self.contractProblem(text, structure, findings) {
                Issue.record("round \(round) (\(language)): \(problem)\n\(text.debugDescription)")
                return
            }
        }
    }

    static func contractProblem(_ text: String, _ structure: DocumentStructure, _ findings: [Finding]) -> String? {
        let count = text.utf8.count
        for r in structure.ignored.map(\.range) + structure.blocks.map(\.range) + structure.blocks.flatMap(\.prose)
        where r.lowerBound < 0 || r.upperBound > count {
            return "range \(r) outside the text (\(count) bytes)"
        }
        for (a, b) in zip(structure.ignored, structure.ignored.dropFirst()) where b.range.lowerBound < a.range.upperBound {
            return "ignored ranges overlap or are unsorted: \(a.range) \(b.range)"
        }
        for (a, b) in zip(findings, findings.dropFirst()) where b.range.lowerBound < a.range.lowerBound {
            return "findings unsorted"
        }
        for finding in findings {
            if finding.range.lowerBound < 0 || finding.range.upperBound > count { return "finding \(finding.range) outside" }
            // A finding may hold markup read inside its word (`the *n*th`) whole, never part of it, nor any other ignored range.
            let inIgnored = structure.ignored.contains { ignored in
                ignored.range.overlaps(finding.range)
                    && !(ignored.reading != nil && finding.range.lowerBound <= ignored.range.lowerBound
                        && ignored.range.upperBound <= finding.range.upperBound)
            }
            if inIgnored { return "finding \(finding) in an ignored range" }
        }
        return nil
    }

    /// Documents built to hurt: deep nesting, unclosed constructs, a long
    /// line of markup, invalid UTF-8 repaired on the way in. (Spelling is off:
    /// unoptimised test builds search suggestions too slowly for junk; the
    /// server tests run these through the spelling rule in the built binary.)
    @Test(.timeLimit(.minutes(3)))
    func adversarialDocumentsThroughThePipeline() {
        let size = 1 << 18  // 256 KiB: enough to expose a quadratic step
        var g = SeededGenerator(seed: 13)
        let markup = Array("`*_[]()<>!$\\#|~")
        let documents: [(String, DocumentLanguage)] = [
            (String((0..<size).map { _ in markup.randomElement(using: &g)! }) + "\n\nAnd a speling error.\n", .markdown),
            (String(repeating: "> ", count: 1_250) + "deep quote with teh error\n", .markdown),
            ((0..<1_250).map { String(repeating: "  ", count: $0 % 400) + "- item\n" }.joined() + "teh\n", .markdown),
            (String(repeating: "```\nunclosed\n", count: 5_001) + "teh", .markdown),
            (String(repeating: "<!-- ", count: 12_500) + "teh\n", .markdown),
            (String(repeating: "[", count: 25_000) + "teh" + String(repeating: "](", count: 12_500), .markdown),
            (String(repeating: "$", count: 25_001) + " teh\n", .markdown),
            (String(repeating: "| a ", count: 12_500) + "|\n" + String(repeating: "|---", count: 12_500) + "|\n", .markdown),
            (String(repeating: "\\begin{x}", count: 1_250) + " teh", .latex),
            (String(repeating: "/* ", count: 12_500) + "teh", .code(.swift)),
            (String(repeating: "wt-lsp-disable\n", count: 1_250) + "teh", .plaintext),
            (String(repeating: "The cat sat on the mat. ", count: 10_000), .plaintext),
        ]
        let junk = String(decoding: Self.randomBytes(&g, count: size), as: UTF8.self)
        for (text, language) in documents + [(junk, .markdown)] {
            let structure = StructureScanner.scan(text, language: language)
            let findings = Self.withoutSpelling.check(text, structure: structure)
            #expect(Self.contractProblem(text, structure, findings) == nil, "\(text.prefix(40).debugDescription)")
        }
    }

    /// Spreading a check over the cores gives the same findings as one thread.
    @Test func parallelCheckEqualsSerialCheck() {
        var g = SeededGenerator(seed: 15)
        let options = ProofreadingOptions(ruleLevels: ["spelling": .off])
        for round in 0..<6 {
            let text = (0..<400).map { _ in Self.randomText(&g, count: 25) }.joined(separator: "\n\n")
            let language: DocumentLanguage = round % 2 == 0 ? .markdown : .plaintext
            let structure = StructureScanner.scan(text, language: language)
            let parallel = Proofreader(options: options, parallelThreshold: 0).check(text, structure: structure)
            let serial = Proofreader(options: options, parallelThreshold: .max).check(text, structure: structure)
            #expect(parallel == serial, "round \(round)")
        }
    }

    /// The cache keyed by unit bytes never changes an answer: after random
    /// edits, a proofreader that saw every version agrees with a fresh one.
    @Test func cachedAnswersEqualFreshAnswers() {
        var g = SeededGenerator(seed: 14)
        let paragraphs = (0..<40).map { _ in Self.randomText(&g, count: 30).replacingOccurrences(of: "\n", with: " ") }
        var units = paragraphs
        let cached = Proofreader(options: ProofreadingOptions(ruleLevels: ["spelling": .off]))
        for round in 0..<300 {
            let k = Int.random(in: 0..<units.count, using: &g)
            switch Int.random(in: 0..<4, using: &g) {
            case 0: units[k] = Self.randomText(&g, count: 20).replacingOccurrences(of: "\n", with: " ")
            case 1: units.swapAt(k, Int.random(in: 0..<units.count, using: &g))
            case 2: units.insert(units[k], at: k)  // a repeated paragraph shares a cache entry
            default: if units.count > 2 { units.remove(at: k) }
            }
            let text = units.joined(separator: "\n\n")
            let language: DocumentLanguage = round % 2 == 0 ? .markdown : .plaintext
            let structure = StructureScanner.scan(text, language: language)
            let got = cached.check(text, structure: structure)
            let fresh = Proofreader(options: ProofreadingOptions(ruleLevels: ["spelling": .off])).check(text, structure: structure)
            if got != fresh {
                Issue.record("round \(round): cached findings differ from fresh ones")
                return
            }
        }
    }
}

/// `RuleContext.shared`: made once per paragraph, shared by the rules that ask.
@Suite struct RuleContextSharedTests {
    struct Words { let count: Int }

    @Test func madeOncePerContext() {
        let paragraph = Paragraph("The cat sat on the mat.")
        let context = RuleContext(paragraph: paragraph, dialect: .americanEnglish, spelling: .shared(for: .americanEnglish), knownWords: [])
        var made = 0
        for _ in 0..<3 {
            let words = context.shared(Words.self) { context in
                made += 1
                return Words(count: context.paragraph.tokens.filter(\.isWord).count)
            }
            #expect(words.count == 6)
        }
        #expect(made == 1)
        let other = RuleContext(
            paragraph: Paragraph("Two words."), dialect: .americanEnglish, spelling: .shared(for: .americanEnglish), knownWords: [])
        #expect(other.shared(Words.self) { Words(count: $0.paragraph.tokens.filter(\.isWord).count) }.count == 2)
    }
}
