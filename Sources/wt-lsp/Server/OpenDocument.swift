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
    var findings: [Finding] = []
    /// Bumped on every change; a debounced check runs only if it still matches.
    var generation = 0
    /// Words the user chose to ignore in this document.
    var ignoredWords: Set<String> = []

    init(document: TextDocument) {
        self.document = document
        self.language = DocumentLanguage(languageID: document.languageID)
    }

    var uri: DocumentURI { document.uri }
}
