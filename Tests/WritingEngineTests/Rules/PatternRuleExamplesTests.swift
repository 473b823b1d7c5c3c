import Foundation
import Testing

@testable import WritingEngine

/// Every example of every rule file: each bad sentence is flagged where it is
/// marked, with the marked correction first, and the corrected sentence is
/// then left alone; each good sentence is left alone.
///
/// The rule files are read from the source tree, so that a rule can be
/// changed and its examples run again without a build; `generatedDataIsCurrent`
/// checks that the built-in copy is the same.
@Suite struct PatternRuleExamplesTests {
    /// The folder of the rule files.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/WritingEngine/Rules/Data")

    /// The rule files as they are in the source tree, by family id.
    static let families: [PatternFamily] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".rules") }.sorted().map { name in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            do {
                return try PatternRuleFile.parse(name: String(name.dropLast(".rules".count)), text)
            } catch {
                Issue.record("\(error)")
                return PatternFamily(id: name, summary: "", category: .grammar, rules: [])
            }
        }
    }()

    @Test func everyRuleHasEnoughExamples() {
        #expect(!Self.families.isEmpty)
        for family in Self.families {
            for rule in family.rules {
                #expect(rule.bad.count >= 2 && rule.good.count >= 1, "\(family.id)/\(rule.id) needs two bad and one good example")
            }
        }
    }

    @Test func ruleIDsAreUniqueAndKebabCase() {
        var seen: Set<String> = []
        for rule in Self.families.flatMap(\.rules) {
            #expect(seen.insert(rule.id).inserted, "\(rule.id) is used twice")
            #expect(rule.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id) is not kebab-case")
        }
    }

    @Test(arguments: Self.families.map(\.id))
    func examples(of familyID: String) {
        let family = Self.families.first { $0.id == familyID }!
        for rule in family.rules {
            let book = PatternBook([PatternFamily(id: family.id, summary: family.summary, category: family.category, rules: [rule])])
            for marked in rule.bad {
                let (text, mark) = Self.parse(marked)
                let found = Self.findings(book, text)
                #expect(found.map(\.text) == [mark.text], "\(rule.id) in “\(Self.tagged(text))”: \(found.map(\.text))")
                #expect(found.first?.suggestion == mark.correction, "\(rule.id) in “\(text)”: \(found.map(\.suggestion))")
                let corrected = Self.findings(book, mark.corrected)
                #expect(corrected.isEmpty, "\(rule.id) flags its own correction “\(mark.corrected)”")
            }
            for text in rule.good {
                let found = Self.findings(book, text)
                #expect(found.isEmpty, "\(rule.id) flags a good example “\(Self.tagged(text))”: \(found.map(\.text))")
            }
        }
    }

    /// The generated data holds the rule files as they are.
    @Test func generatedDataIsCurrent() throws {
        let folder = Self.folder
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".rules") }.sorted()
        #expect(names.map { String($0.dropLast(".rules".count)) } == PatternRuleData.files.map(\.name), "run scripts/make-rules")
        for (name, file) in zip(names, PatternRuleData.files) {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(text.trimmingCharacters(in: .newlines) == file.text, "\(name) changed: run scripts/make-rules")
        }
    }

    /// A family reports its matches through the proofreader under its id, at the flagged bytes.
    @Test func familiesReportThroughTheProofreader() {
        let text = "She is worth ⟦to ask→asking⟧ twice."
        let (plain, mark) = Self.parse(text)
        let findings = Proofreader().check(plain, structure: StructureScanner.scan(plain, language: .plaintext))
        let verbPattern = findings.filter { $0.ruleID == "verb-pattern" }
        #expect(verbPattern.count == 1)
        if let finding = verbPattern.first {
            let utf8 = Array(plain.utf8)
            #expect(String(decoding: utf8[finding.range], as: UTF8.self) == mark.text)
            #expect(finding.suggestions.first == mark.correction)
        }
        #expect(RuleRegistry.rule(withID: "verb-pattern") != nil)
    }

    private struct Mark {
        var text: String
        var correction: String
        var corrected: String
    }

    /// A sentence with one `⟦wrong→right⟧` mark: the plain text and the mark.
    private static func parse(_ marked: String) -> (String, Mark) {
        guard let open = marked.firstIndex(of: "⟦"), let arrow = marked[open...].firstIndex(of: "→"),
            let close = marked[arrow...].firstIndex(of: "⟧")
        else { return (marked, Mark(text: "∅", correction: "∅", corrected: marked)) }
        let before = marked[..<open]
        let after = marked[marked.index(after: close)...]
        let wrong = String(marked[marked.index(after: open)..<arrow])
        let right = String(marked[marked.index(after: arrow)..<close])
        return (before + wrong + after, Mark(text: wrong, correction: right, corrected: before + right + after))
    }

    /// The sentence as the patterns see it (`word/TAG`), to read a failure.
    private static func tagged(_ text: String) -> String {
        let analysis = ParagraphAnalysis(Paragraph(text), spelling: SpellChecker.shared(for: .americanEnglish))
        return analysis.words.indices.map { "\(analysis.words[$0].text)/\(analysis.words[$0].tag.penn.rawValue)" }.joined(separator: " ")
    }

    private static func findings(_ book: PatternBook, _ text: String) -> [(text: String, suggestion: String?)] {
        let paragraph = Paragraph(text)
        let analysis = ParagraphAnalysis(paragraph, spelling: SpellChecker.shared(for: .americanEnglish))
        return book.matches(in: PatternInput(analysis)).map { match in
            let words = analysis.words
            let range = words[match.words.lowerBound].range.lowerBound..<words[match.words.upperBound - 1].range.upperBound
            return (paragraph.string(range), match.suggestions.first)
        }
    }
}
