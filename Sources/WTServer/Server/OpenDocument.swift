import Foundation
import LSPKit
import WritingEngine

/// A document the client has open, with what the server computed for it.
struct OpenDocument: Sendable {
    var document: TextDocument
    var language: DocumentLanguage
    /// Structure of the current text (nil when stale).
    var structure: DocumentStructure?
    /// Diagnostics of the current text (nil when stale).
    var diagnostics: [Diagnostic]?
    /// The findings of the current text: the rules' and the model's, merged.
    var findings: [Finding] = []
    /// The rules' findings alone, so new model marks merge without a re-check.
    var ruleFindings: [Finding] = []
    /// What follows the document's edits: the model's marks, the results
    /// Writing Tools wrote, the words the user ignores here.
    var documentSession = DocumentSession()
    /// The text's generation, new at every opening and change
    /// (`Server.nextGeneration`: no two texts share one, even across
    /// documents); a debounced check runs only if it still matches.
    var generation = 0
    /// The folder whose `.wt-lsp.json` and `.wt-lsp/` apply to this document (`ConfigurationFolder`), if any.
    var settingsFolder: URL?
    /// The findings last converted to diagnostics, for the next conversion to reuse.
    var converted: ConvertedFindings?
    /// The latest structure computed, with its text and the edits since, for an incremental re-scan.
    var lastScan: LastScan?
    /// How the successive texts of this document use their words, for the
    /// review of spelling findings to read only what an edit changed.
    let wordIndex = DocumentWordIndex()

    struct LastScan: Sendable {
        var structure: DocumentStructure
        var text: String
        /// The edits since `text`, merged into one.
        var edit: TextDocument.AppliedChange?
        /// The analyzer that scanned (`Analyzer.identity`; a settings change makes a new one).
        var analyzer: Int
    }

    init(document: TextDocument) {
        self.document = document
        self.language = DocumentLanguage(languageID: document.languageID)
    }

    var uri: DocumentURI { document.uri }

    /// `findings` made again from `ruleFindings` and the model's marks.
    mutating func mergeModelMarks() {
        findings = ModelProofreading.merge(rules: ruleFindings, model: documentSession.modelMarks.flatMap(\.marks))
    }

    /// Notes `edit` (the changes of one notification, merged) for the next
    /// incremental re-scan and diagnostics conversion.
    mutating func noteEdit(_ edit: TextDocument.AppliedChange) {
        if var last = lastScan {
            last.edit = last.edit.map { $0.followed(by: edit) } ?? edit
            lastScan = last
        }
        if var last = converted {
            last.edit = last.edit.map { $0.followed(by: edit) } ?? edit
            converted = last
        }
    }

    /// Sets `diagnostics` from `findings`, reusing the previous conversion's where the edits since did not move them.
    mutating func convertFindings(encoding: PositionEncoding) {
        let fresh = findings.diagnostics(in: document, encoding: encoding, reusing: converted)
        diagnostics = fresh
        converted = ConvertedFindings(
            findings: findings, diagnostics: fresh, encoding: encoding, lineCount: document.lines.lineCount, edit: nil)
    }
}
