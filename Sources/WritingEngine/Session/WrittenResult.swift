/// A result a Writing Tools session wrote into a document, which Follow-up
/// may rewrite while its text is unchanged.
///
/// Its range follows the edits before it (`DocumentSession.apply`). The
/// editor's own copy of the session's edit may reach the server before or
/// after the editor answers the request to apply it, so an edit that touches
/// the range does not end it: the result is offered only while the document
/// holds `text` at `range`.
public struct WrittenResult: Sendable {
    /// The session that wrote it.
    public let session: Int
    /// The UTF-8 byte range of the text written, in the current document.
    public var range: Range<Int>
    /// The text written.
    public let text: String
    /// The text the first result of its chain replaced, and that action
    /// (nil for composed text, which replaced nothing): a Follow-up is held to it.
    public let origin: FollowUpOrigin?

    /// The most results a document remembers (the latest).
    public static let limit = 16

    public init(session: Int, range: Range<Int>, text: String, origin: FollowUpOrigin? = nil) {
        self.session = session
        self.range = range
        self.text = text
        self.origin = origin
    }

    /// Whether `bytes` still hold the text at its range.
    public func isUnchanged(in bytes: [UInt8]) -> Bool {
        range.upperBound <= bytes.count && bytes[range].elementsEqual(text.utf8)
    }
}
