/// Reads plain text: paragraphs separated by blank lines; URLs, e-mail
/// addresses and file paths ignored.
enum PlainTextScanner: FormatScanner {
    static func scan(_ b: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options _: StructureOptions) -> StructureBuilder {
        var builder = StructureBuilder()
        forEachParagraph(b, 0..<b.count) { lines in
            let range = lines[0].lowerBound..<lines[lines.count - 1].upperBound
            builder.block(.paragraph, range, prose: [range])
            ProseSpans.scan(b, range, options: .plainText) { builder.ignore($0, $1) }
        }
        return builder
    }

    /// Calls `body` with the non-blank lines (trimmed) of each run of lines
    /// between blank lines in `b[range]`.
    static func forEachParagraph(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: ([Range<Int>]) -> Void) {
        var lines: [Range<Int>] = []
        var position = range.lowerBound
        while position < range.upperBound {
            let end = Bytes.lineEnd(b, from: position, end: range.upperBound)
            let start = Bytes.skipSpaces(b, position, end)
            let stop = Bytes.trimEnd(b, start, end)
            if start == stop {
                if !lines.isEmpty { body(lines) }
                lines.removeAll(keepingCapacity: true)
            } else {
                lines.append(start..<stop)
            }
            position = Bytes.nextLine(b, after: end, end: range.upperBound)
        }
        if !lines.isEmpty { body(lines) }
    }
}
