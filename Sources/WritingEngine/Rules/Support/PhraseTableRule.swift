/// A rule whose findings all come from a `PhraseMatcher` table.
protocol PhraseTableRule: Rule {
    /// The rule's compiled table (a static, built once).
    var matcher: PhraseMatcher { get }
}

extension PhraseTableRule {
    /// Appends a finding for every match of the table in the paragraph.
    func checkTable(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        for (pattern, items) in matcher.matches(in: stream) {
            let range = stream.span(items.lowerBound, items.upperBound - 1)
            findings.append(context.finding(self, range, pattern.message, suggestions: pattern.suggestions(stream, flagged: items)))
        }
    }
}
