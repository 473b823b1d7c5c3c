import LSPKit
import WritingEngine

/// A result a session wrote into a document, which Follow-up
/// (`writingTools.refine`) may rewrite while its text is unchanged.
///
/// Its range follows the edits before it. The editor's own copy of the
/// session's edit may reach the server before or after the editor answers
/// `workspace/applyEdit`, so a change inside the range does not end it:
/// the result is offered only while the document holds `text` at `range`.
struct WrittenResult: Sendable {
    /// The session that wrote it.
    let session: Int
    /// The UTF-8 byte range of the text written, in the current document.
    var range: Range<Int>
    /// The text written.
    let text: String
    /// The text the first result of its chain replaced, and that action
    /// (nil for composed text, which replaced nothing): a Follow-up is held to it.
    let origin: FollowUpOrigin?

    /// The most results a document remembers (the latest).
    static let limit = 16

    /// Whether `bytes` still hold the text at its range.
    func isUnchanged(in bytes: [UInt8]) -> Bool {
        range.upperBound <= bytes.count && bytes[range].elementsEqual(text.utf8)
    }

    /// `results` moved past `changes` (each in the text the one before left):
    /// a change before a result moves it; others leave its range as it is.
    /// An insertion right at a result's start is taken for the session's
    /// own edit arriving late (Compose inserts there), not as text before it.
    static func shift(_ results: [WrittenResult], by changes: [TextDocument.AppliedChange]) -> [WrittenResult] {
        results.map { result in
            var result = result
            for change in changes {
                let before =
                    change.replaced.isEmpty
                    ? change.replaced.upperBound < result.range.lowerBound : change.replaced.upperBound <= result.range.lowerBound
                guard before else { continue }
                let delta = change.insertedCount - change.replaced.count
                result.range = (result.range.lowerBound + delta)..<(result.range.upperBound + delta)
            }
            return result
        }
    }
}
