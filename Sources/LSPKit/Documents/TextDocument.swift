/// An open document: its text (as a `String` and as UTF-8 bytes, both
/// edited in place), line index, language and version.
///
/// Positions are converted per line: the line start comes from the index and
/// only that line is walked to count code units — never the whole text.
public struct TextDocument: Sendable {
    public let uri: DocumentURI
    public var languageID: String
    public private(set) var version: Int
    public private(set) var bytes: [UInt8]
    public private(set) var lines: LineIndex
    /// The text; kept in step with `bytes` rather than rebuilt from them.
    public private(set) var text: String

    public init(uri: DocumentURI, languageID: String, version: Int, text: String) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        var text = text
        self.bytes = text.withUTF8 { Array($0) }
        self.text = text
        self.lines = LineIndex(bytes)
    }

    /// One change applied to the bytes: what was replaced (old byte range) and the new byte count.
    public struct AppliedChange: Sendable, Hashable {
        public var replaced: Range<Int>
        public var insertedCount: Int

        public init(replaced: Range<Int>, insertedCount: Int) {
            self.replaced = replaced
            self.insertedCount = insertedCount
        }

        /// The one change equivalent to `self` followed by `next` (whose
        /// range is in the text as `self` left it): the smallest old range
        /// that covers both and the byte count that replaced it.
        public func followed(by next: AppliedChange) -> AppliedChange {
            let delta = insertedCount - replaced.count
            let newEnd = replaced.lowerBound + insertedCount  // end of our text, in current offsets
            let lower = min(replaced.lowerBound, next.replaced.lowerBound)
            let upperOld = max(replaced.upperBound, next.replaced.upperBound - delta)
            let upperCurrent = max(newEnd, next.replaced.upperBound)
            let inserted = upperCurrent + (next.insertedCount - next.replaced.count) - lower
            return AppliedChange(replaced: lower..<upperOld, insertedCount: inserted)
        }

        /// `changes` (applied in order) as one change, or nil when there are none.
        public static func merged(_ changes: some Sequence<AppliedChange>) -> AppliedChange? {
            var result: AppliedChange?
            for change in changes { result = result.map { $0.followed(by: change) } ?? change }
            return result
        }
    }

    /// Applies content changes in order and sets the new version. Ranges are
    /// clamped to the document. Returns what each change replaced.
    @discardableResult
    public mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding) -> [AppliedChange] {
        var applied: [AppliedChange] = []
        for change in changes {
            var inserted = change.text
            let new = inserted.withUTF8 { Array($0) }
            if let range = change.range {
                var start = offset(of: range.start, encoding: encoding)
                var end = offset(of: range.end, encoding: encoding)
                if end < start { swap(&start, &end) }
                bytes.replaceSubrange(start..<end, with: new)
                lines.update(replaced: start..<end, insertedCount: new.count, in: bytes)
                // Offsets from `offset(of:)` are on scalar boundaries, so the
                // String takes the same edit; should it ever disagree, it is rebuilt.
                let utf8 = text.utf8
                let lower = utf8.index(utf8.startIndex, offsetBy: start)
                let upper = utf8.index(utf8.startIndex, offsetBy: end)
                text.replaceSubrange(lower..<upper, with: inserted)
                if text.utf8.count != bytes.count { text = String(decoding: bytes, as: UTF8.self) }
                applied.append(AppliedChange(replaced: start..<end, insertedCount: new.count))
            } else {
                applied.append(AppliedChange(replaced: 0..<bytes.count, insertedCount: new.count))
                bytes = new
                text = inserted
                lines = LineIndex(bytes)
            }
        }
        self.version = version
        return applied
    }

    /// The byte offset of `position`, clamped: a line past the end is the end
    /// of the document; a character past a line's end is the line's end.
    public func offset(of position: Position, encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lines.lineCount else { return bytes.count }
        let lineStart = lines.starts[position.line]
        let lineEnd = contentEnd(ofLine: position.line)
        var remaining = max(0, position.character)
        var i = lineStart
        while i < lineEnd && remaining > 0 {
            let lead = bytes[i]
            let length = Self.scalarLength(lead)
            let units: Int
            switch encoding {
            case .utf8: units = length
            case .utf32: units = 1
            default: units = length == 4 ? 2 : 1
            }
            if units > remaining { break }  // inside a scalar: stay before it
            remaining -= units
            i = min(lineEnd, i + length)
        }
        return i
    }

    /// The position of byte `offset` (clamped to the document).
    public func position(of offset: Int, encoding: PositionEncoding) -> Position {
        let offset = min(max(0, offset), bytes.count)
        let line = lines.line(containing: offset)
        let lineStart = lines.starts[line]
        return Position(line: line, character: Self.units(bytes, lineStart..<offset, encoding: encoding))
    }

    /// Converts many byte offsets to positions. Offsets that move forward
    /// within a line continue from the previous one instead of walking the
    /// line again, so sorted offsets on one long line cost one pass over it.
    public struct PositionCursor {
        let document: TextDocument
        let encoding: PositionEncoding
        private var line = -1
        /// Where the last walk stopped (a scalar start, or the line's end) and the units up to it.
        private var walked = 0
        private var units = 0

        init(document: TextDocument, encoding: PositionEncoding) {
            self.document = document
            self.encoding = encoding
        }

        /// The same position as `document.position(of: offset, encoding:)`.
        public mutating func position(of offset: Int) -> Position {
            let offset = min(max(0, offset), document.bytes.count)
            let starts = document.lines.starts
            let sameLine = line >= 0 && offset >= starts[line] && (line + 1 >= starts.count || offset < starts[line + 1])
            if !sameLine || offset < walked {
                if !sameLine { line = document.lines.line(containing: offset) }
                walked = starts[line]
                units = 0
            }
            if encoding == .utf8 {
                units += offset - walked
                walked = offset
                return Position(line: line, character: units)
            }
            var i = walked
            var count = units
            document.bytes.withUnsafeBufferPointer { bytes in
                while i < offset {
                    let length = TextDocument.scalarLength(bytes[i])
                    count += encoding == .utf32 ? 1 : (length == 4 ? 2 : 1)
                    i += length
                }
            }
            walked = i
            units = count
            return Position(line: line, character: count)
        }
    }

    /// A cursor for converting many offsets, fastest when they come sorted.
    public func positionCursor(encoding: PositionEncoding) -> PositionCursor {
        PositionCursor(document: self, encoding: encoding)
    }

    /// The ranges of many byte ranges (sorted by start for speed).
    public func ranges(of byteRanges: some Sequence<Range<Int>>, encoding: PositionEncoding) -> [LSPRange] {
        var starts = positionCursor(encoding: encoding)
        var ends = positionCursor(encoding: encoding)
        return byteRanges.map { LSPRange(start: starts.position(of: $0.lowerBound), end: ends.position(of: $0.upperBound)) }
    }

    public func range(of bytesRange: Range<Int>, encoding: PositionEncoding) -> LSPRange {
        LSPRange(
            start: position(of: bytesRange.lowerBound, encoding: encoding), end: position(of: bytesRange.upperBound, encoding: encoding))
    }

    public func byteRange(of range: LSPRange, encoding: PositionEncoding) -> Range<Int> {
        let a = offset(of: range.start, encoding: encoding)
        let b = offset(of: range.end, encoding: encoding)
        return min(a, b)..<max(a, b)
    }

    /// End of a line's content, before its line break.
    public func contentEnd(ofLine line: Int) -> Int {
        var end = line + 1 < lines.lineCount ? lines.starts[line + 1] : bytes.count
        if end > lines.starts[line] && bytes[end - 1] == 0x0A { end -= 1 }
        if end > lines.starts[line] && bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// Code units in a byte range of UTF-8.
    public static func units(_ bytes: [UInt8], _ range: Range<Int>, encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return range.count }
        var count = 0
        var i = range.lowerBound
        while i < range.upperBound {
            let length = scalarLength(bytes[i])
            count += encoding == .utf32 ? 1 : (length == 4 ? 2 : 1)
            i += length
        }
        return count
    }

    @inline(__always) static func scalarLength(_ lead: UInt8) -> Int {
        if lead < 0xC0 { return 1 }
        if lead < 0xE0 { return 2 }
        if lead < 0xF0 { return 3 }
        return 4
    }
}
