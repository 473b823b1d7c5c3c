/// Where composed text goes in a document, and the line breaks around it,
/// so that it is a paragraph of its own: never joined to the paragraph
/// above or below it, nor splitting one.
///
/// A position at the start of a paragraph (or on a blank line) takes the
/// text there, before that paragraph; a position inside a paragraph takes it
/// after that paragraph's last line. A blank line separates it from the text
/// on either side (none is added at the start of the document, and the end
/// of the document gets one line break).
public struct ComposedParagraph: Sendable, Equatable {
    /// The UTF-8 offset where the text is inserted.
    public var offset: Int
    /// Line breaks to write before and after the text.
    public var before: String
    public var after: String

    /// The place for text composed at UTF-8 `position` of `bytes`.
    public init(at position: Int, in bytes: [UInt8]) {
        let position = min(max(position, 0), bytes.count)
        let start = Self.lineStart(position, bytes)
        if Self.isBlankLine(at: start, bytes)
            || position == start && (start == 0 || Self.isBlankLine(at: Self.lineStart(start - 1, bytes), bytes))
        {
            offset = start
        } else {
            // The end of the paragraph's last line: the first line end followed by a blank line or the end.
            var end = Self.lineEnd(position, bytes)
            while end < bytes.count, !Self.isBlankLine(at: end + 1, bytes) { end = Self.lineEnd(end + 1, bytes) }
            offset = end
        }
        var newlinesBefore = 0
        var k = offset
        while k > 0, bytes[k - 1] == 0x0A || bytes[k - 1] == 0x0D || bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09 {
            if bytes[k - 1] == 0x0A { newlinesBefore += 1 }
            k -= 1
        }
        before = k == 0 ? "" : String(repeating: "\n", count: max(0, 2 - newlinesBefore))
        var newlinesAfter = 0
        k = offset
        while k < bytes.count, bytes[k] == 0x0A || bytes[k] == 0x0D || bytes[k] == 0x20 || bytes[k] == 0x09 {
            if bytes[k] == 0x0A { newlinesAfter += 1 }
            k += 1
        }
        after = k == bytes.count ? (newlinesAfter == 0 ? "\n" : "") : String(repeating: "\n", count: max(0, 2 - newlinesAfter))
    }

    /// `text` with the line breaks around it, trimmed of its own blank lines at either end.
    public func framing(_ text: String) -> String {
        before + BuiltinEngine.splitWhitespace(text).1 + after
    }

    /// The offset of the first byte of the line holding `offset`.
    static func lineStart(_ offset: Int, _ bytes: [UInt8]) -> Int {
        var k = offset
        while k > 0, bytes[k - 1] != 0x0A { k -= 1 }
        return k
    }

    /// The offset of the line end (`\n`, or the end of the text) of the line holding `offset`.
    static func lineEnd(_ offset: Int, _ bytes: [UInt8]) -> Int {
        var k = offset
        while k < bytes.count, bytes[k] != 0x0A { k += 1 }
        return k
    }

    /// Whether the line starting at `start` holds only spaces, tabs and a carriage return (or is past the end).
    static func isBlankLine(at start: Int, _ bytes: [UInt8]) -> Bool {
        var k = start
        while k < bytes.count, bytes[k] != 0x0A {
            guard bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == 0x0D else { return false }
            k += 1
        }
        return true
    }
}
