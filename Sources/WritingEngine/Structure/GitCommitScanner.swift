/// Reads a git commit message: the subject line and body paragraphs are
/// prose (URLs, e-mails, paths and backticked code ignored); `#` comment
/// lines are ignored as `comment`; the scissors line and everything after it,
/// and the trailer paragraph (`Signed-off-by: …`), are ignored as `trailer`;
/// lines indented by four spaces or a tab are ignored as `codeBlock`.
enum GitCommitScanner: FormatScanner {
    static func scan(_ b: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options _: StructureOptions) -> StructureBuilder {
        var builder = StructureBuilder()
        var end = b.count
        var paragraphs: [[Range<Int>]] = []
        var lines: [Range<Int>] = []
        var position = 0
        while position < end {
            let lineEnd = Bytes.lineEnd(b, from: position, end: end)
            let line = position..<lineEnd
            if b[position] == 0x23 {
                if isScissors(b, line) {
                    end = position
                    break
                }
                if !builder.directive(in: b, comment: line, text: (position + 1)..<lineEnd) { builder.ignore(line, .comment) }
                if !lines.isEmpty { paragraphs.append(lines) }
                lines = []
            } else if Bytes.skipSpaces(b, position, lineEnd) == lineEnd {
                if !lines.isEmpty { paragraphs.append(lines) }
                lines = []
            } else if b[position] == Bytes.tab || Bytes.hasPrefix(b, position, lineEnd, "    ") {
                if !lines.isEmpty { paragraphs.append(lines) }
                lines = []
                builder.ignore(line, .codeBlock)
            } else {
                lines.append(position..<Bytes.trimEnd(b, position, lineEnd))
            }
            position = Bytes.nextLine(b, after: lineEnd, end: b.count)
        }
        if !lines.isEmpty { paragraphs.append(lines) }
        if end < b.count {
            builder.block(.other("scissors"), end..<b.count)
            builder.ignore(end..<b.count, .trailer)
        }
        for (index, paragraph) in paragraphs.enumerated() {
            let range = paragraph[0].lowerBound..<paragraph[paragraph.count - 1].upperBound
            if index > 0, index == paragraphs.count - 1, paragraph.allSatisfy({ isTrailer(b, $0) }) {
                builder.block(.other("trailers"), range)
                builder.ignore(range, .trailer)
                continue
            }
            builder.block(index == 0 && paragraph.count == 1 ? .heading(level: 1) : .paragraph, range, prose: paragraph)
            for line in paragraph {
                ProseSpans.scan(b, line, options: [.urls, .emails, .paths, .backticks]) { builder.ignore($0, $1) }
            }
        }
        return builder
    }

    /// `# ------------------------ >8 ------------------------`
    private static func isScissors(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        Bytes.hasPrefix(b, line.lowerBound, line.upperBound, "# ---")
            && Bytes.find(b, ">8", from: line.lowerBound, to: line.upperBound) != nil
    }

    /// `Token: value` (token of letters, digits and `-`), `Token #value`, or a continuation line.
    private static func isTrailer(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        if Bytes.isSpaceOrTab(b[line.lowerBound]) { return true }
        var j = line.lowerBound
        while j < line.upperBound, Bytes.isAlphanumeric(b[j]) || b[j] == 0x2D { j += 1 }
        guard j > line.lowerBound, j + 1 < line.upperBound else { return false }
        return (b[j] == 0x3A && b[j + 1] == Bytes.space) || (b[j] == Bytes.space && b[j + 1] == 0x23)
    }
}
