/// A rule whose findings all come from a `PhraseMatcher` table.
protocol PhraseTableRule: Rule {
    /// The rule's compiled table (a static, built once).
    var matcher: PhraseMatcher { get }
    /// Whether the table's first suggestions are safe for fix-all.
    var fixesAreSafe: Bool { get }
}

extension PhraseTableRule {
    var fixesAreSafe: Bool { false }

    /// Appends a finding for every match of the table in the paragraph.
    func checkTable(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        for (pattern, items) in matcher.matches(in: stream) {
            let range = stream.span(items.lowerBound, items.upperBound - 1)
            findings.append(
                context.finding(
                    self, range, pattern.message, suggestions: pattern.suggestions(stream, flagged: items), safe: fixesAreSafe))
        }
    }
}
