import LSPKit
import WritingEngine

/// Settings turned into engine objects: one proofreader and the structure options.
///
/// - Important: Immutable; make a new analyzer when settings or dictionaries change.
struct Analyzer: Sendable {
    let proofreader: Proofreader
    let structureOptions: StructureOptions
    let settings: Settings

    init(settings: Settings, extraWords: Set<String>, problems: inout [String]) {
        self.settings = settings
        self.proofreader = Proofreader(options: settings.proofreadingOptions(extraWords: extraWords))
        self.structureOptions = settings.structureOptions(problems: &problems)
    }

    func structure(of text: String, language: DocumentLanguage) -> DocumentStructure {
        StructureScanner.scan(text, language: language, options: structureOptions)
    }

    /// The structure of `text`, re-scanning only what `edit` (old byte range
    /// of `oldText`, and the byte count that replaced it) can have changed.
    func structure(
        of text: String, language: DocumentLanguage, after previous: DocumentStructure, text oldText: String,
        edit: TextDocument.AppliedChange
    ) -> DocumentStructure {
        StructureScanner.rescan(
            previous, oldText: oldText, newText: text, editedRange: edit.replaced, replacementLength: edit.insertedCount,
            language: language, options: structureOptions)
    }

    /// Findings of `text` with its structure; capped at `diagnostics.maxPerDocument`
    /// when `capped` (editor diagnostics), all of them otherwise (`wt-lsp check`).
    func check(_ text: String, structure: DocumentStructure, capped: Bool = true) -> [Finding] {
        let findings = proofreader.check(text, structure: structure)
        guard capped, findings.count > settings.maxPerDocument else { return findings }
        return Array(findings.prefix(settings.maxPerDocument))
    }
}
