/// The messages and suggestion lists of many findings, each text kept once
/// and shared by the findings that repeat it: 750,000 findings of one
/// misspelt word hold a message and a list of suggestions per unit checked
/// (or per check settling them), not 750,000, so memory follows the
/// distinct texts rather than the findings.
struct SharedFindingTexts {
    private var messages: Set<String> = []
    private var suggestionLists: Set<[String]> = []

    /// Points `finding`'s message and suggestions at the copies kept, keeping the first of each text seen.
    mutating func share(_ finding: inout Finding) {
        finding.message = messages.insert(finding.message).memberAfterInsert
        if !finding.suggestions.isEmpty { finding.suggestions = suggestionLists.insert(finding.suggestions).memberAfterInsert }
    }
}
