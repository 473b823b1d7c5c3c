import Testing

@testable import WritingEngine

/// A check of a large text hands out the findings of its start as it goes,
/// each part the whole check's findings before its end; a check after an
/// edit checks only the units the edit changed, and hands out nothing.
@Suite("Proofreader: progress on large texts")
struct ProofreaderProgressTests {
    /// About `bytes` bytes of paragraphs that differ by a number, each with a misspelling.
    static func paragraphs(bytes: Int) -> String {
        var text = ""
        var k = 0
        while text.utf8.count < bytes {
            text += "Crate \(k) of the inventery was counted on shelf \(k % 97) by the night team.\n\n"
            k += 1
        }
        return text
    }

    static func check(
        _ proofreader: Proofreader, _ text: String, progress: @escaping (PartialFindings) -> Void
    ) throws -> [Finding] {
        let structure = StructureScanner.scan(text, language: .markdown)
        return try proofreader.check(
            text, structure: structure, corrections: .known, cancellation: CancellationFlag(), wordIndex: DocumentWordIndex(),
            progress: progress)
    }

    @Test func partsGrowFromTheStartAndAgreeWithTheWholeCheck() throws {
        let text = Self.paragraphs(bytes: 400 << 10)
        var parts: [PartialFindings] = []
        let findings = try Self.check(Proofreader(), text) { parts.append($0) }
        #expect(findings.count > 4_000)
        // A first part of about 64 KB, then parts that double: 400 KB make three of them before the whole.
        #expect((2...4).contains(parts.count))
        #expect(parts.first.map { $0.end < 2 * Proofreader.firstPartBytes } == true)
        #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.end < $1.end && $0.findings.count < $1.findings.count })
        for part in parts {
            #expect(part.end < text.utf8.count)
            let whole = findings.prefix { $0.range.lowerBound < part.end }
            #expect(part.findings.map(\.range) == whole.map(\.range))
            #expect(part.findings.map(\.ruleID) == whole.map(\.ruleID))
        }
    }

    @Test func anEditAtTheEndChecksOneUnitAndHandsOutNothing() throws {
        let proofreader = Proofreader()
        let text = Self.paragraphs(bytes: 200 << 10)
        let before = try Self.check(proofreader, text) { _ in }
        let checked = proofreader.checkedUnits.load(ordering: .relaxed)
        var parts = 0
        let edited = text + "A last paragraf.\n"
        let after = try Self.check(proofreader, edited) { _ in parts += 1 }
        #expect(proofreader.checkedUnits.load(ordering: .relaxed) - checked == 1)
        #expect(parts == 0)
        #expect(Array(after.prefix(before.count)) == before)
        #expect(after.count == before.count + 1)
    }

    @Test func aSmallTextHandsOutNothing() throws {
        var parts = 0
        let findings = try Self.check(Proofreader(), Self.paragraphs(bytes: 100 << 10)) { _ in parts += 1 }
        #expect(!findings.isEmpty)
        #expect(parts == 0)
    }
}
