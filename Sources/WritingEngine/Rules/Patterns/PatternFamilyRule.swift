/// The findings of one family of `PatternBook` rules (one rule file),
/// reported under the family's id. The book is matched once per paragraph
/// and shared by the families.
struct PatternFamilyRule: Rule {
    let family: PatternFamily

    var id: String { family.id }
    var summary: String { family.summary }
    var category: RuleCategory { family.category }

    /// One rule per rule file built into wt-lsp.
    static let all: [PatternFamilyRule] = PatternBook.shared.families.map(PatternFamilyRule.init)

    func check(_ context: RuleContext, into findings: inout [Finding]) {
        let matches = context.shared(PatternMatches.self) { PatternMatches(PatternBook.shared.matches(in: PatternInput($0.view.analysis))) }
        let words = context.view.analysis.words
        for match in matches.all where match.rule.family == family.id {
            let range = words[match.words.lowerBound].range.lowerBound..<words[match.words.upperBound - 1].range.upperBound
            findings.append(context.finding(self, range, match.message, suggestions: match.suggestions))
        }
    }
}

/// The book's matches in one paragraph, shared by the families through `RuleContext.shared`.
private struct PatternMatches {
    let all: [PatternBook.Match]

    init(_ all: [PatternBook.Match]) { self.all = all }
}
