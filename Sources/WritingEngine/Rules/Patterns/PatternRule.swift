/// One rule of a rule file: patterns that find an error, exceptions that
/// let a match go, the message and suggestions of its findings, and the
/// examples `swift test` runs.
struct PatternRule: Sendable {
    /// Kebab-case, unique across the rule files.
    let id: String
    /// The id of the family (the rule file) it belongs to; its findings carry it.
    let family: String
    /// May hold `{n}`: the words of element `n` as written.
    let message: String
    /// Replacement templates for the flagged words, best first (`{n}`, `{n:ing}`…; see `PatternRuleFile`).
    let suggestions: [String]
    let patterns: [TokenPattern]
    /// A match whose flagged words overlap a match of one of these is no finding.
    let exceptions: [TokenPattern]
    /// Sentences with the error marked `⟦wrong→right⟧`.
    let bad: [String]
    /// Sentences the rule must leave alone.
    let good: [String]
}

/// The rules of one file, reported under one rule id.
struct PatternFamily: Sendable {
    let id: String
    let summary: String
    let category: RuleCategory
    let rules: [PatternRule]
}
