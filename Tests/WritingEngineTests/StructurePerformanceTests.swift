import Foundation
import Testing

@testable import WritingEngine

/// Large and adversarial inputs. The scanners are linear: these inputs of
/// about 1 MB would take hours with a quadratic step; the time limit is
/// only the backstop, the checks are on sizes.
@Suite struct StructurePerformanceTests {
    static let megabyte = 1 << 20

    static func repeated(_ piece: String, to size: Int = megabyte) -> String {
        String(repeating: piece, count: size / piece.utf8.count)
    }

    static func noise(_ alphabet: String, seed: UInt64, size: Int = megabyte) -> String {
        var generator = SeededGenerator(seed: seed)
        let characters = Array(alphabet)
        return String((0..<size).map { _ in characters.randomElement(using: &generator)! })
    }

    static let adversarial: [(String, DocumentLanguage)] = [
        (noise("`*_[]()<>!$\\#|~", seed: 1), .markdown),
        (noise("`*_[]()<>!$\\#|~ \na", seed: 2), .markdown),
        (repeated("[a]("), .markdown), (repeated("[a](b"), .markdown), (repeated("!["), .markdown),
        (repeated("*a"), .markdown), (repeated("a**_"), .markdown), (repeated("<a "), .markdown), (repeated("<a b=\""), .markdown),
        (repeated("<!--"), .markdown), (repeated("{{"), .markdown), (repeated("{%a"), .markdown), (repeated("{#"), .markdown),
        (repeated(":a"), .markdown), (repeated("&a"), .markdown), (repeated("@a-"), .markdown), (repeated("- [x] a\n"), .markdown),
        (repeated("\\("), .markdown), (repeated("$a "), .markdown), (repeated("a@"), .markdown),
        ((1...1400).map { String(repeating: "`", count: $0) + "a" }.joined(), .markdown),
        (repeated("> "), .markdown), (repeated("- ") + repeated("\n", to: megabyte / 2), .markdown),
        (repeated("> a\n"), .markdown), ("```\n" + repeated("a\n"), .markdown), (repeated("    a\n\n"), .markdown),
        ("[a]: /b\n" + repeated("|-\n"), .markdown), (repeated("a|b\n"), .markdown), (repeated("[x]: <y\n"), .markdown),
        (repeated("a=/"), .plaintext), (repeated("a="), .plaintext), (repeated("a.b@"), .plaintext),
        (repeated("\\a{"), .latex), (repeated("\\textbf{"), .latex), (repeated("\\a{b "), .latex), (repeated("{"), .latex),
        (repeated("\\a[{"), .latex), (repeated("$"), .latex),
        (repeated("/*"), .code(.swift)), (repeated("\""), .code(.c)), (repeated("// a_b\n"), .code(.go)), (repeated("'"), .code(.rust)),
        (repeated("\"\"\"a"), .code(.python)), (repeated("# x\n"), .gitCommit),
        (repeated("$\\text{"), .latex), (repeated("\\begin{frame}{"), .latex), (repeated("a\\\"{"), .latex),
        (repeated("call_a("), .org), (repeated("call_a[("), .org), (repeated("@@a:"), .org), (repeated("\\a{"), .org),
        (repeated("\\begin{a}"), .org), (repeated("* COMMENT a\n"), .org), (repeated(":a:\n"), .org),
        (repeated("```{note}\n"), .markdown), (repeated(":::{note}\n- "), .markdown), (repeated("<kbd>"), .markdown),
        (repeated("{a}`"), .markdown), (repeated(".. a:b::\n"), .restructuredText), (repeated("a\n-\n"), .asciiDoc),
    ]

    @Test(.timeLimit(.minutes(2)), arguments: 0..<adversarial.count)
    func adversarialInputStaysLinear(_ index: Int) {
        let (text, language) = Self.adversarial[index]
        let structure = StructureScanner.scan(text, language: language)
        let count = text.utf8.count
        #expect(structure.ignored.count <= count)
        #expect(structure.blocks.count <= count)
        #expect(structure.blocks.reduce(0) { $0 + $1.prose.count } <= count)
        #expect(isNormalized(structure.ignored))
    }

    /// The CPU time of the calling thread spent in `body`, in milliseconds
    /// (steadier than wall time on a busy machine).
    static func cpuMilliseconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
            return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
        }
        let start = now()
        body()
        return now() - start
    }

    /// A Markdown document of about `words` words mixing every kind of block and inline.
    static func document(words: Int) -> String {
        let paragraph = """
            The quick brown fox jumps over the *lazy* dog, see [the guide](https://example.com/guide) and `inline code`
            for details. Numbers like 3.14 and e-mail me@example.com stay, **bold text** and _emphasis_ too; math $x^2$.

            """
        var text = "---\ntitle: Benchmark\n---\n\n"
        var count = 0
        var section = 0
        while count < words {
            section += 1
            text += "## Section \(section)\n\n" + paragraph + "\n" + paragraph + "\n"
            text += "- first item with a [reference][ref]\n- second item\n  continued here\n\n"
            text += "> A quoted line of text.\n\n```swift\nlet value = compute(section)\n```\n\n"
            text += "| Name | Value |\n|---|---|\n| alpha | one |\n\n"
            count += 2 * 38 + 18 + 5 + 6 + 2
        }
        return text + "[ref]: https://example.com\n"
    }

    @Test func benchmarkHundredThousandWords() {
        let text = Self.document(words: 100_000)
        let words = text.split { $0 == " " || $0 == "\n" }.count
        var structure = DocumentStructure()
        let runs = Int(ProcessInfo.processInfo.environment["WT_BENCH_RUNS"] ?? "") ?? 3
        let ms = (0..<runs).map { _ in Self.cpuMilliseconds { structure = StructureScanner.scan(text, language: .markdown) } }.min()!
        print(
            "structure benchmark: \(words) words, \(text.utf8.count) bytes, \(structure.blocks.count) blocks, "
                + "\(structure.ignored.count) ignored ranges: \(String(format: "%.1f", ms)) ms CPU (best of \(runs))")
        #expect(structure.blocks.count > 10_000)
    }
}
