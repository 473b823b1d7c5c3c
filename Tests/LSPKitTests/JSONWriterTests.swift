import Foundation
import Testing

@testable import LSPKit

/// The hand-written JSON of diagnostics is byte for byte what `JSONEncoder`
/// (sorted keys, slashes unescaped) writes, so clients see no difference.
@Suite struct JSONWriterTests {
    private func encoder(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func writer(_ value: some JSONWritable) -> String {
        var writer = JSONWriter()
        value.writeJSON(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static let awkward = [
        "", "plain", "quote \" and backslash \\", "slash / and url https://a.b/c?d=e&f", "tab\tnew\nline\r",
        "\u{0}\u{1}\u{7}\u{8}\u{B}\u{C}\u{1F}\u{7F}", "é😀—“curly”’", "\u{2028}\u{2029}", "a\u{FFFD}b", "\\u0041",
    ]

    private func randomString(_ rng: inout SplitMix) -> String {
        (0..<Int(rng.next() % 4)).map { _ in Self.awkward[Int(rng.next() % UInt64(Self.awkward.count))] }.joined()
    }

    private func randomJSON(_ rng: inout SplitMix, depth: Int = 0) -> JSONValue {
        switch rng.next() % (depth > 2 ? 5 : 7) {
        case 0: return .null
        case 1: return .bool(rng.next() % 2 == 0)
        case 2: return .int(Int(truncatingIfNeeded: rng.next()) >> Int(rng.next() % 64))
        case 3: return .int(-Int(rng.next() % 1000))
        case 4: return .string(randomString(&rng))
        case 5: return .array((0..<Int(rng.next() % 4)).map { _ in randomJSON(&rng, depth: depth + 1) })
        default:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int(rng.next() % 4) { members[randomString(&rng)] = randomJSON(&rng, depth: depth + 1) }
            return .object(members)
        }
    }

    private func randomDiagnostic(_ rng: inout SplitMix) -> Diagnostic {
        func position() -> Position { Position(line: Int(rng.next() % 100_000), character: Int(rng.next() % 300)) }
        return Diagnostic(
            range: LSPRange(start: position(), end: position()),
            severity: rng.next() % 5 == 0 ? nil : DiagnosticSeverity(rawValue: Int(rng.next() % 4) + 1),
            code: rng.next() % 4 == 0 ? nil : randomString(&rng), source: rng.next() % 4 == 0 ? nil : "wt-lsp",
            message: randomString(&rng), data: rng.next() % 3 == 0 ? nil : randomJSON(&rng))
    }

    @Test func diagnosticsMatchJSONEncoder() throws {
        var rng = SplitMix(seed: 7)
        for _ in 0..<2000 {
            let diagnostic = randomDiagnostic(&rng)
            #expect(writer(diagnostic) == (try encoder(diagnostic)))
        }
    }

    @Test func publishAndPullReportsMatchJSONEncoder() throws {
        var rng = SplitMix(seed: 8)
        for round in 0..<50 {
            let diagnostics = (0..<Int(rng.next() % 40)).map { _ in randomDiagnostic(&rng) }
            let note = PublishDiagnosticsNotification(
                uri: "file:///a/b c.md", version: round % 3 == 0 ? nil : round, diagnostics: diagnostics)
            #expect(writer(note) == (try encoder(note)))
            let report =
                round % 2 == 0 ? DocumentDiagnosticReport.full(resultId: "r\(round)", items: diagnostics) : .unchanged(resultId: "x")
            #expect(writer(report) == (try encoder(report)))
        }
    }

    @Test func integersAtTheExtremes() throws {
        for n in [0, 1, 9, 10, -1, -10, 1_234_567_890, Int.max, Int.min] {
            #expect(writer(JSONValue.int(n)) == (try encoder(JSONValue.int(n))))
        }
    }

    @Test func doublesAreValidJSON() throws {
        for d in [0.5, -1.25, 1e300, 3.0, 1e-7, .infinity, .nan] {
            let text = writer(JSONValue.double(d))
            let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            if d.isFinite { #expect((decoded as? NSNumber)?.doubleValue == d) } else { #expect(decoded is NSNull) }
        }
    }

    /// The connection's one encoder takes the fast path for writable values.
    @Test func jsonCodingUsesTheWriter() throws {
        var rng = SplitMix(seed: 9)
        let note = PublishDiagnosticsNotification(uri: "u", version: 3, diagnostics: (0..<300).map { _ in randomDiagnostic(&rng) })
        #expect(String(decoding: try JSONCoding.encode(note), as: UTF8.self) == (try encoder(note)))
    }
}
