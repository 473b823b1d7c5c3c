import LSPKit
import WritingEngine

extension DocumentSession.Edit {
    /// The engine's view of a change applied to a `TextDocument` (both count UTF-8 bytes).
    init(_ change: TextDocument.AppliedChange) {
        self.init(replaced: change.replaced, insertedCount: change.insertedCount)
    }
}
