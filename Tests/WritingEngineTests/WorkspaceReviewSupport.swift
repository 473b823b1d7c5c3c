@testable import WritingEngine

/// The findings of each of `documents` (Markdown) reviewed against the
/// workspace they make together, as `check` reviews the files it is given.
func workspaceReviewed(_ documents: [String], by proofreader: Proofreader) -> [[Finding]] {
    let scanned = documents.map { ($0, StructureScanner.scan($0, language: .markdown)) }
    let findings = scanned.map { proofreader.check($0.0, structure: $0.1) }
    let flagged = zip(documents, findings).reduce(into: Set<String>()) {
        $0.formUnion(WorkspaceCodeWords.flaggedWords($1.1, in: $1.0))
    }
    var workspace = WorkspaceCodeWords()
    for (text, structure) in scanned { workspace.note(text, structure: structure, among: flagged) }
    return zip(documents, findings).map { workspace.reviewed($1, in: $0) }
}
