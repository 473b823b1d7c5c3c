/// How a selection's text is laid out in paragraphs and lines, for the
/// built-in transforms. Works on strings with placeholders.
enum TextLayout {
    /// A run of text: a paragraph, or the blank lines between paragraphs.
    struct Run {
        var text: String
        var isParagraph: Bool
    }

    /// The text cut into paragraphs and the blank-line runs between them;
    /// joining the runs gives the text back exactly.
    static func runs(_ text: String) -> [Run] {
        let bytes = Array(text.utf8)
        var runs: [Run] = []
        var cursor = 0
        var lineStart = 0
        var paragraphStart: Int?
        var paragraphEnd = 0
        func flush() {
            guard let start = paragraphStart else { return }
            if cursor < start { runs.append(Run(text: String(decoding: bytes[cursor..<start], as: UTF8.self), isParagraph: false)) }
            runs.append(Run(text: String(decoding: bytes[start..<paragraphEnd], as: UTF8.self), isParagraph: true))
            cursor = paragraphEnd
            paragraphStart = nil
        }
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let blank = bytes[lineStart..<lineEnd].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            if blank {
                flush()
            } else {
                if paragraphStart == nil { paragraphStart = lineStart }
                paragraphEnd = lineEnd
            }
            lineStart = lineEnd + 1
        }
        flush()
        if cursor < bytes.count { runs.append(Run(text: String(decoding: bytes[cursor...], as: UTF8.self), isParagraph: false)) }
        return runs
    }

    /// A line's block prefix: indentation plus a heading, list, task or quote marker.
    static func prefixLength(_ line: Substring) -> Int {
        let chars = Array(line.utf8)
        var i = 0
        while i < chars.count && (chars[i] == 0x20 || chars[i] == 0x09) { i += 1 }
        let indentEnd = i
        if i < chars.count && chars[i] == 0x23 {  // #
            var j = i
            while j < chars.count && chars[j] == 0x23 { j += 1 }
            if j - i <= 6 && j < chars.count && chars[j] == 0x20 { return j + 1 }
            return indentEnd
        }
        while i < chars.count && chars[i] == 0x3E {  // >
            i += 1
            if i < chars.count && chars[i] == 0x20 { i += 1 }
        }
        if i + 1 < chars.count && (chars[i] == 0x2D || chars[i] == 0x2A || chars[i] == 0x2B) && chars[i + 1] == 0x20 {
            i += 2
        } else {
            var j = i
            while j < chars.count && chars[j] >= 0x30 && chars[j] <= 0x39 && j - i < 9 { j += 1 }
            if j > i && j + 1 < chars.count && (chars[j] == 0x2E || chars[j] == 0x29) && chars[j + 1] == 0x20 { i = j + 2 }
        }
        if i + 3 < chars.count && chars[i] == 0x5B && chars[i + 2] == 0x5D && chars[i + 3] == 0x20 { i += 4 }  // [ ] / [x]
        return i
    }

    /// Whether a line is a list item.
    static func isListItem(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") || trimmed.hasPrefix("+ ") { return true }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && digits.count <= 9
            && (trimmed.dropFirst(digits.count).hasPrefix(". ") || trimmed.dropFirst(digits.count).hasPrefix(") "))
    }

    /// Whether a line is a heading (`# Title`).
    static func isHeading(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        let hashes = trimmed.prefix { $0 == "#" }
        return !hashes.isEmpty && hashes.count <= 6 && trimmed.dropFirst(hashes.count).hasPrefix(" ")
    }

    /// Whether a line is a table row (`| a | b |`).
    static func isTableRow(_ line: Substring) -> Bool {
        line.drop { $0 == " " }.hasPrefix("|")
    }

    /// A paragraph cut where block prefixes start: each segment is a prefix
    /// and the content after it, continuation lines included (with their
    /// line breaks and indentation).
    static func segments(_ paragraph: String) -> [(prefix: String, content: String)] {
        var segments: [(prefix: String, content: String)] = []
        for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
            let length = prefixLength(line)
            let prefix = String(line.utf8.prefix(length))!
            let rest = String(line.utf8.dropFirst(length))!
            let startsBlock = length > 0 && (isListItem(line) || isHeading(line) || line.drop { $0 == " " }.hasPrefix(">"))
            if segments.isEmpty || startsBlock || isTableRow(line)
                || segments.last.map({ isTableRow(Substring($0.prefix + $0.content)) }) == true
            {
                segments.append((prefix, rest))
            } else {
                segments[segments.count - 1].content += "\n" + line
            }
        }
        return segments
    }
}
