/// Line-level syntax of reStructuredText: adornments, list markers, fields,
/// explicit markup and table borders. Positions are UTF-8 byte offsets.
enum RSTSyntax {
    /// True when the trimmed line `b[line]` is one punctuation character
    /// repeated (at least twice): a section adornment or a transition.
    static func isAdornment(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        guard line.count >= 2 else { return false }
        let c = b[line.lowerBound]
        guard Bytes.isASCIIPunctuation(c) else { return false }
        return line.allSatisfy { b[$0] == c }
    }

    /// The end of a bullet (`-`, `*`, `+`, `•`) or enumerator (`1.`, `#.`,
    /// `a)`, `(iv)`) at `i`, when followed by a blank or the line end.
    static func listMarker(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ lineEnd: Int) -> Int? {
        let c = b[i]
        var j = i
        if c == 0x2D || c == 0x2A || c == 0x2B {
            j = i + 1
        } else if Bytes.hasPrefix(b, i, lineEnd, "•") {
            j = i + 3
        } else {
            let parenthesized = c == 0x28
            if parenthesized { j += 1 }
            let labelStart = j
            if j < lineEnd, b[j] == 0x23 {
                j += 1
            } else if j < lineEnd, Bytes.isDigit(b[j]) {
                while j < lineEnd, j - labelStart < 9, Bytes.isDigit(b[j]) { j += 1 }
            } else {
                while j < lineEnd, j - labelStart < 6, Bytes.isLetter(b[j]) { j += 1 }
                if j - labelStart > 1 && !(labelStart..<j).allSatisfy({ "ivxlcdm".utf8.contains(b[$0] | 0x20) }) { return nil }
            }
            guard j > labelStart, j < lineEnd else { return nil }
            if parenthesized ? b[j] == 0x29 : (b[j] == 0x2E || b[j] == 0x29) { j += 1 } else { return nil }
        }
        guard j == lineEnd || Bytes.isSpaceOrTab(b[j]) else { return nil }
        return j
    }

    /// The end of a field name `:name:` at `i`, followed by a blank or the
    /// line end (not a role, whose `:name:` is followed by a backtick).
    static func fieldName(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ lineEnd: Int) -> Int? {
        guard b[i] == 0x3A, i + 1 < lineEnd, !Bytes.isWhitespace(b[i + 1]) else { return nil }
        var j = i + 1
        while j < lineEnd {
            if b[j] == 0x5C {
                j += 2
                continue
            }
            if b[j] == 0x3A, j + 1 == lineEnd || Bytes.isSpaceOrTab(b[j + 1]) { return j + 1 }
            j += 1
        }
        return nil
    }

    /// The name of the directive `.. name::` whose text starts at `i` (after
    /// `.. `), and the offset after `::`.
    static func directive(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ lineEnd: Int) -> (name: Range<Int>, end: Int)? {
        var j = i
        while j < lineEnd,
            Bytes.isAlphanumeric(b[j]) || b[j] == 0x2D || b[j] == 0x5F || b[j] == 0x2B || b[j] == 0x2E
                || b[j] == 0x3A && !Bytes.hasPrefix(b, j, lineEnd, "::")
        {
            j += 1
        }
        guard j > i, Bytes.hasPrefix(b, j, lineEnd, "::") else { return nil }
        return (i..<j, j + 2)
    }

    /// The end of a footnote or citation label `[label]` at `i`, followed by a blank or the line end.
    static func footnoteLabel(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ lineEnd: Int) -> Int? {
        guard b[i] == 0x5B else { return nil }
        var j = i + 1
        while j < lineEnd, b[j] != 0x5D, !Bytes.isWhitespace(b[j]) { j += 1 }
        guard j > i + 1, j < lineEnd, j + 1 == lineEnd || Bytes.isSpaceOrTab(b[j + 1]) else { return nil }
        return j + 1
    }

    /// The column starts of a simple table border (`=====  ====`: at least
    /// two runs of `=` separated by spaces), relative to the line start.
    static func simpleTableColumns(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, lineStart: Int) -> [Int]? {
        guard b[line.lowerBound] == 0x3D else { return nil }
        var columns: [Int] = []
        var j = line.lowerBound
        while j < line.upperBound {
            if b[j] == 0x3D {
                if j == line.lowerBound || b[j - 1] == Bytes.space { columns.append(j - lineStart) }
            } else if b[j] != Bytes.space {
                return nil
            }
            j += 1
        }
        return columns.count >= 2 ? columns : nil
    }

    /// True for a grid table border: `+---+---+` or `+===+===+`.
    static func isGridBorder(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        line.count >= 3 && b[line.lowerBound] == 0x2B && b[line.upperBound - 1] == 0x2B
            && (b[line.lowerBound + 1] == 0x2D || b[line.lowerBound + 1] == 0x3D)
            && line.allSatisfy { b[$0] == 0x2B || b[$0] == 0x2D || b[$0] == 0x3D || b[$0] == 0x3A }
    }
}
