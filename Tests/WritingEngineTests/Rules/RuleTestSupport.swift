import Testing
import WritingEngine

/// Checks `marked` with `rule` alone. `marked` shows each expected finding as
/// `⟦text⟧`, or `⟦text→suggestion⟧` to check the first suggestion too; the
/// marks are removed before checking.
func expectFindings(_ rule: some Rule, _ marked: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let (text, expected) = parseMarks(marked)
    let findings = findings(of: rule, in: text)
    let paragraph = Paragraph(text)
    let actual = findings.enumerated().map { index, finding in
        let checksSuggestion = index < expected.count && expected[index].suggestion != nil
        return Mark(
            text: paragraph.string(finding.range), suggestion: checksSuggestion ? finding.suggestions.first ?? "∅" : nil)
    }
    #expect(actual == expected, "in “\(text)”", sourceLocation: sourceLocation)
}

/// Expects no finding from `rule` on any of `texts`.
func expectClean(_ rule: some Rule, _ texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for text in texts {
        let found = findings(of: rule, in: text)
        #expect(found.isEmpty, "in “\(text)”: \(found.map(\.message))", sourceLocation: sourceLocation)
    }
}

/// The findings of `rule` alone on `text`.
func findings(of rule: some Rule, in text: String) -> [Finding] {
    let context = RuleContext(
        paragraph: Paragraph(text), dialect: .americanEnglish, spelling: SpellChecker.shared(for: .americanEnglish),
        knownWords: [])
    var findings: [Finding] = []
    rule.check(context, into: &findings)
    return findings
}

struct Mark: Equatable, CustomStringConvertible {
    var text: String
    var suggestion: String?
    var description: String { suggestion.map { "⟦\(text)→\($0)⟧" } ?? "⟦\(text)⟧" }
}

private func parseMarks(_ marked: String) -> (String, [Mark]) {
    var text = ""
    var marks: [Mark] = []
    var rest = Substring(marked)
    while let open = rest.firstIndex(of: "⟦"), let close = rest[open...].firstIndex(of: "⟧") {
        text += rest[..<open]
        let inside = rest[rest.index(after: open)..<close]
        if let arrow = inside.firstIndex(of: "→") {
            let covered = String(inside[..<arrow])
            text += covered
            marks.append(Mark(text: covered, suggestion: String(inside[inside.index(after: arrow)...])))
        } else {
            text += inside
            marks.append(Mark(text: String(inside), suggestion: nil))
        }
        rest = rest[rest.index(after: close)...]
    }
    text += rest
    return (text, marks)
}
