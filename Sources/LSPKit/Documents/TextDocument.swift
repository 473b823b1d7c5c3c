/// An open document: its UTF-8 bytes, line index, language and version.
///
/// Positions are converted per line: the line start comes from the index and
/// only that line is walked to count code units — never the whole text.
public struct TextDocument: Sendable {
    public let uri: DocumentURI
    public var languageID: String
    public private(set) var version: Int
    public private(set) var bytes: [UInt8]
    public private(set) var lines: LineIndex

    public init(uri: DocumentURI, languageID: String, version: Int, text: String) {
        self.uri = uri
        self.languageID = languageID
        self.version = version
        self.bytes = Array(text.utf8)
        self.lines = LineIndex(bytes)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// One change applied to the bytes: what was replaced (old byte range) and the new byte count.
    public struct AppliedChange: Sendable, Hashable {
        public var replaced: Range<Int>
        public var insertedCount: Int
    }

    /// Applies content changes in order and sets the new version. Ranges are
    /// clamped to the document. Returns what each change replaced.
    @discardableResult
    public mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding) -> [AppliedChange] {
        var applied: [AppliedChange] = []
        for change in changes {
            let new = Array(change.text.utf8)
            if let range = change.range {
                var start = offset(of: range.start, encoding: encoding)
                var end = offset(of: range.end, encoding: encoding)
                if end < start { swap(&start, &end) }
                bytes.replaceSubrange(start..<end, with: new)
                lines.update(replaced: start..<end, insertedCount: new.count, in: bytes)
                applied.append(AppliedChange(replaced: start..<end, insertedCount: new.count))
            } else {
                applied.append(AppliedChange(replaced: 0..<bytes.count, insertedCount: new.count))
                bytes = new
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

    public func range(of bytesRange: Range<Int>, encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(of: bytesRange.lowerBound, encoding: encoding), end: position(of: bytesRange.upperBound, encoding: encoding))
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
