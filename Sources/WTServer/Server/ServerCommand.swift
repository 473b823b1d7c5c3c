import LSPKit

/// Commands the server executes (`workspace/executeCommand`).
enum ServerCommand: String, CaseIterable, Sendable {
    case rewrite = "writingTools.rewrite"
    case transform = "writingTools.transform"
    case compose = "writingTools.compose"
    case refine = "writingTools.refine"
    case addToDictionary = "writingTools.addToDictionary"
    case ignoreInDocument = "writingTools.ignoreInDocument"
    case modelProofread = "writingTools.modelProofread"
}

/// The code action kinds the server offers.
enum ServerCodeActionKinds {
    static let fixAll = CodeActionKind("source.fixAll.wt-lsp")
    /// "Proofread with the model": the model's corrections as marks.
    static let modelProofread = CodeActionKind("source.modelProofread.wt-lsp")
    /// "Rewrite sentence": a sentence the model rewrote, offered whole.
    static let rewriteSentence = CodeActionKind("refactor.rewrite.sentence.wt-lsp")
    static let rewritePrefix = "refactor.rewrite.wt."
    /// Follow-up: rewrites the text a session wrote, while it is unchanged.
    static let followUp = CodeActionKind(rewritePrefix + "followUp")
    /// A custom action of the settings' `actions`: a rewrite with its instructions.
    static let custom = CodeActionKind(rewritePrefix + "custom")
    static let all: [CodeActionKind] =
        [.quickFix, fixAll, modelProofread, .refactorRewrite, rewriteSentence] + RewriteKind.allCases.map(\.codeActionKind) + [
            followUp, custom,
        ]
}

/// The Writing Tools actions on a selection.
enum RewriteKind: String, CaseIterable, Sendable {
    case proofread, friendly, professional, concise, summary, keyPoints, list, table

    var codeActionKind: CodeActionKind { CodeActionKind(ServerCodeActionKinds.rewritePrefix + rawValue) }

    var title: String {
        switch self {
        case .proofread: "Proofread"
        case .friendly: "Rewrite: Friendly"
        case .professional: "Rewrite: Professional"
        case .concise: "Rewrite: Concise"
        case .summary: "Summary"
        case .keyPoints: "Key Points"
        case .list: "Make List"
        case .table: "Make Table"
        }
    }

    /// Tones go through `writingTools.rewrite`, the rest through `writingTools.transform`.
    var isTone: Bool { self == .friendly || self == .professional || self == .concise }
}
