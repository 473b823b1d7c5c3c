/// Recognizers for the starts of Markdown leaf blocks on one line. Each
/// takes the line's bytes from the first non-space character `i` to the
/// line's end.
enum MarkdownBlockSyntax {
    /// `#`…`######` then space or end: the level and the heading's text range
    /// (closing `#`s and surrounding spaces removed).
    static func atxHeading(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (level: Int, content: Range<Int>)? {
        var j = i
        while j < end, b[j] == 0x23, j - i < 7 { j += 1 }
        let level = j - i
        guard level >= 1, level <= 6, j == end || Bytes.isSpaceOrTab(b[j]) else { return nil }
        let start = Bytes.skipSpaces(b, j, end)
        var stop = Bytes.trimEnd(b, start, end)
        var k = stop
        while k > start, b[k - 1] == 0x23 { k -= 1 }
        if k == start || Bytes.isSpaceOrTab(b[k - 1]) { stop = Bytes.trimEnd(b, start, k) }
        return (level, start..<stop)
    }

    /// A code fence (three or more `` ` `` or `~`): its character, length and
    /// the range of the first word of its info string.
    static func openingFence(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (char: UInt8, length: Int, info: Range<Int>)? {
        guard i < end, b[i] == 0x60 || b[i] == 0x7E else { return nil }
        let c = b[i]
        var j = i
        while j < end, b[j] == c { j += 1 }
        guard j - i >= 3 else { return nil }
        if c == 0x60, Bytes.find(b, "`", from: j, to: end) != nil { return nil }
        let infoStart = Bytes.skipSpaces(b, j, end)
        var infoEnd = infoStart
        while infoEnd < end, !Bytes.isWhitespace(b[infoEnd]) { infoEnd += 1 }
        return (c, j - i, infoStart..<infoEnd)
    }

    /// A MyST directive fence: three or more backticks, tildes or colons,
    /// then `{name}` and the directive's argument (```` ```{note} ````,
    /// `:::{admonition} Title`).
    static func directiveFence(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (
        char: UInt8, length: Int, name: Range<Int>, argument: Range<Int>
    )? {
        guard i < end, b[i] == 0x60 || b[i] == 0x7E || b[i] == 0x3A else { return nil }
        let c = b[i]
        var j = i
        while j < end, b[j] == c { j += 1 }
        guard j - i >= 3 else { return nil }
        let open = Bytes.skipSpaces(b, j, end)
        guard open < end, b[open] == 0x7B else { return nil }
        var k = open + 1
        while k < end, Bytes.isAlphanumeric(b[k]) || b[k] == 0x2D || b[k] == 0x5F || b[k] == 0x3A || b[k] == 0x2E { k += 1 }
        guard k > open + 1, k < end, b[k] == 0x7D else { return nil }
        let argument = Bytes.skipSpaces(b, k + 1, end)
        if c == 0x60, Bytes.find(b, "`", from: argument, to: end) != nil { return nil }
        return (c, j - i, (open + 1)..<k, argument..<Bytes.trimEnd(b, argument, end))
    }

    /// True when the line closes a fence of `char` at least `length` long.
    static func closesFence(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, char: UInt8, length: Int) -> Bool {
        var j = i
        while j < end, b[j] == char { j += 1 }
        return j - i >= length && Bytes.skipSpaces(b, j, end) == end
    }

    /// Three or more `*`, `-` or `_` (the same), with only spaces between.
    static func isThematicBreak(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        guard i < end, b[i] == 0x2A || b[i] == 0x2D || b[i] == 0x5F else { return false }
        let c = b[i]
        var count = 0
        for j in i..<end {
            if b[j] == c { count += 1 } else if !Bytes.isSpaceOrTab(b[j]) { return false }
        }
        return count >= 3
    }

    /// A setext underline: the heading level (1 for `=`, 2 for `-`).
    static func setextLevel(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        guard i < end, b[i] == 0x3D || b[i] == 0x2D else { return nil }
        var j = i
        while j < end, b[j] == b[i] { j += 1 }
        guard Bytes.skipSpaces(b, j, end) == end else { return nil }
        return b[i] == 0x3D ? 1 : 2
    }

    /// A list marker: its length in bytes, and whether it is ordered with a
    /// start other than 1.
    static func listMarker(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> (length: Int, orderedNotOne: Bool)? {
        guard i < end else { return nil }
        let c = b[i]
        var length = 0
        var notOne = false
        if c == 0x2A || c == 0x2B || c == 0x2D {
            length = 1
        } else {
            var j = i
            while j < end, Bytes.isDigit(b[j]), j - i < 10 { j += 1 }
            guard j > i, j - i <= 9, j < end, b[j] == 0x2E || b[j] == 0x29 else { return nil }
            notOne = !(j - i >= 1 && b[j - 1] == 0x31 && (i..<(j - 1)).allSatisfy { b[$0] == 0x30 })
            length = j - i + 1
        }
        guard i + length == end || Bytes.isSpaceOrTab(b[i + length]) else { return nil }
        return (length, notOne)
    }

    /// A GFM table delimiter row (`| --- | :-: |`, at least one `|`): its cell count.
    static func tableDelimiterCells(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        let stop = Bytes.trimEnd(b, i, end)
        var j = i
        var cells = 0
        var pipes = 0
        if j < stop, b[j] == 0x7C {
            pipes += 1
            j += 1
        }
        while j < stop {
            j = Bytes.skipSpaces(b, j, stop)
            if j < stop, b[j] == 0x3A { j += 1 }
            let dashes = j
            while j < stop, b[j] == 0x2D { j += 1 }
            guard j > dashes else { return nil }
            if j < stop, b[j] == 0x3A { j += 1 }
            j = Bytes.skipSpaces(b, j, stop)
            cells += 1
            if j < stop {
                guard b[j] == 0x7C else { return nil }
                pipes += 1
                j += 1
            }
        }
        return pipes > 0 && cells > 0 ? cells : nil
    }

    /// The cells of a table row: their trimmed ranges and the ranges of the
    /// pipes between them (a pipe escaped with `\` is text).
    static func tableCells(_ b: UnsafeBufferPointer<UInt8>, _ row: Range<Int>) -> (cells: [Range<Int>], pipes: [Range<Int>]) {
        var cells: [Range<Int>] = []
        var pipes: [Range<Int>] = []
        var j = row.lowerBound
        var start = j
        if j < row.upperBound, b[j] == 0x7C {
            pipes.append(j..<(j + 1))
            j += 1
            start = j
        }
        while j < row.upperBound {
            if b[j] == 0x5C {
                j += 2
            } else if b[j] == 0x7C {
                cells.append(start..<j)
                pipes.append(j..<(j + 1))
                j += 1
                start = j
            } else {
                j += 1
            }
        }
        if start < row.upperBound { cells.append(start..<row.upperBound) }
        let trimmed = cells.map { cell -> Range<Int> in
            let lower = Bytes.skipSpaces(b, cell.lowerBound, cell.upperBound)
            return lower..<max(lower, Bytes.trimEnd(b, cell.lowerBound, cell.upperBound))  // a blank cell is empty
        }
        return (trimmed, pipes)
    }

    /// Front matter at the very start: `---` … `---`/`...` (YAML) or `+++` … `+++` (TOML).
    static func frontMatterEnd(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        let end = b.count
        var start = 0
        if Bytes.hasPrefix(b, 0, end, "\u{FEFF}") { start = 3 }
        let first = Bytes.lineEnd(b, from: start, end: end)
        let yaml = Bytes.hasPrefix(b, start, end, "---")
        guard yaml || Bytes.hasPrefix(b, start, end, "+++"), Bytes.trimEnd(b, start, first) == start + 3 else { return nil }
        var line = Bytes.nextLine(b, after: first, end: end)
        while line < end {
            let lineEnd = Bytes.lineEnd(b, from: line, end: end)
            let trimmed = Bytes.trimEnd(b, line, lineEnd)
            if trimmed == line + 3,
                yaml ? Bytes.hasPrefix(b, line, end, "---") || Bytes.hasPrefix(b, line, end, "...") : Bytes.hasPrefix(b, line, end, "+++")
            {
                return lineEnd
            }
            line = Bytes.nextLine(b, after: lineEnd, end: end)
        }
        return nil
    }
}
