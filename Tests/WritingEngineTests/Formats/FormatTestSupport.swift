import Testing

@testable import WritingEngine

/// The words the spelling rule flags in `text` read as `language`.
func flaggedWords(_ text: String, _ language: DocumentLanguage) -> Set<String> {
    let structure = StructureScanner.scan(text, language: language)
    let bytes = Array(text.utf8)
    let findings = Proofreader().check(text, structure: structure).filter { $0.ruleID == "spelling" }
    return Set(findings.map { String(decoding: bytes[$0.range], as: UTF8.self) })
}

/// Misspellings planted in the prose of `text` are all flagged; those planted
/// in its code, literal and markup parts are not.
func expectPlanted(
    _ text: String, _ language: DocumentLanguage, prose: Set<String>, code: Set<String>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let flagged = flaggedWords(text, language)
    let missed = prose.subtracting(flagged).sorted()
    #expect(missed.isEmpty, "not flagged in prose: \(missed)", sourceLocation: sourceLocation)
    #expect(flagged.intersection(code).isEmpty, "flagged in code: \(flagged.intersection(code).sorted())", sourceLocation: sourceLocation)
}
