import LSPKit
import Synchronization
import WritingEngine

/// The server's Writing Tools state: running sessions and the model provider.
///
/// - Important: Touched only on `connection.queue`, like the rest of `Server`.
struct WritingToolsState {
    var sessions: [Int: Session] = [:]
    var nextSessionID = 1
    /// The client for the configured provider, rebuilt when the settings change.
    var client: ChatCompletionClient?
    /// The provider settings `client` was made from.
    var clientSettings: ProviderSettings?
    var health = ProviderHealth()
    /// Provider setting problems already shown to the user.
    var announcedProblems: Set<String> = []
    /// Background model proofreading.
    var background = BackgroundProofreading()
}

/// One Writing Tools session: an action running on a range of a document,
/// from `writingTools/willBegin` to `writingTools/didEnd`.
struct Session {
    /// Where a session is in its life.
    enum Phase {
        /// Computing; edits inside the range make it stale.
        case running
        /// The result is shown to the user (`behavior: limited`).
        case showing
        /// The edit was sent; the document changes it makes are its own.
        case applying
    }

    let id: Int
    let uri: DocumentURI
    let action: WritingAction
    /// The UTF-8 byte range the result replaces, kept in step with edits before it.
    var range: Range<Int>
    /// The text of `range` when the session began.
    let original: String
    let reply: Reply
    var phase = Phase.running
    /// The work-done progress token, once progress has begun.
    var progress: ProgressToken?
    /// The model call in flight.
    var call: ProviderCall?
    /// Said in `didEnd` when the built-in engine stood in for the provider.
    var note: String?
    /// Whether the result is the model's: sent as a proposal that needs confirmation.
    var byModel = false
    /// For Compose: where the text goes and the line breaks that make it a paragraph of its own.
    var composed: ComposedParagraph?
    /// What the result sent to the editor changes (`ChangeSummary`), said in `didEnd`.
    var summary: String?
    /// For a Follow-up, the text its chain of results was first made from.
    var origin: FollowUpOrigin?
    /// Whether the session still counts as the server's own work (`beginWork`):
    /// once it waits for the user or the editor, the server may exit at end of input.
    var holdsWork = true
}

/// How a session ended (`writingTools/didEnd` outcome): `refused` when the
/// result was refused by the checks every result passes (acceptance,
/// protected text), `unchanged` when the result is the text as it was.
enum SessionOutcome: String {
    case applied, cancelled, failed, stale, shown, refused, unchanged
}

extension RewriteKind {
    /// The engine action of a code action kind.
    var action: WritingAction {
        switch self {
        case .proofread: .proofread
        case .friendly: .rewrite(.friendly)
        case .professional: .rewrite(.professional)
        case .concise: .rewrite(.concise)
        case .summary: .summary
        case .keyPoints: .keyPoints
        case .list: .list
        case .table: .table
        }
    }
}

/// Lets through one progress report in every few, so a fast model does not
/// flood the client with `$/progress`.
final class ProgressThrottle: Sendable {
    private let last = Atomic<Int>(0)
    /// Reports every this many tokens.
    static let step = 8

    func shouldReport(_ chunks: Int) -> Bool {
        let previous = last.load(ordering: .relaxed)
        guard chunks == 1 || chunks - previous >= Self.step else { return false }
        last.store(chunks, ordering: .relaxed)
        return true
    }
}
