/// Line-level syntax of AsciiDoc. Lines are trimmed ranges of UTF-8 bytes.
enum AsciiDocSyntax {
    /// What a delimiter line opens (`----`, `....`, `++++`, `////`, ```` ``` ````,
    /// `____`, `====`, `****`, `--`, `|===`): the kind its content is ignored
    /// as, or `markup` when its content is prose; nil for another line.
    static func delimiterKind(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>, protectBlockQuotes: Bool) -> IgnoredKind? {
        let c = b[text.lowerBound]
        if text.count == 2, c == 0x2D, b[text.lowerBound + 1] == 0x2D { return .markup }
        if Bytes.hasPrefix(b, text.lowerBound, text.upperBound, "|===") { return text.count == 4 ? .markup : nil }
        if c == 0x60, Bytes.hasPrefix(b, text.lowerBound, text.upperBound, "```") { return .codeBlock }
        guard text.count >= 4, text.allSatisfy({ b[$0] == c }) else { return nil }
        switch c {
        case 0x2D, 0x2E: return .codeBlock
        case 0x2B: return .code
        case 0x2F: return .comment
        case 0x5F: return protectBlockQuotes ? .blockQuote : .markup
        case 0x3D, 0x2A: return .markup
        default: return nil
        }
    }

    /// The kind a block attribute line (`[source,python]`, `[quote]`…) makes
    /// the next block ignored as, or nil when the block stays prose.
    static func style(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>, protectBlockQuotes: Bool) -> IgnoredKind? {
        var j = text.lowerBound + 1
        while j < text.upperBound, Bytes.isAlphanumeric(b[j]) || b[j] == 0x2D { j += 1 }
        switch String(decoding: UnsafeBufferPointer(rebasing: b[(text.lowerBound + 1)..<j]), as: UTF8.self) {
        case "source", "listing", "literal", "shell", "console": return .codeBlock
        case "stem", "latexmath", "asciimath": return .math
        case "pass": return .code
        case "comment": return .comment
        case "quote", "verse": return protectBlockQuotes ? .blockQuote : nil
        default: return nil
        }
    }

    /// `:name: value`, `:name!:`, `:!name:`.
    static func isAttributeEntry(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Bool {
        var j = text.lowerBound + 1
        if j < text.upperBound, b[j] == 0x21 { j += 1 }
        let nameStart = j
        while j < text.upperBound, Bytes.isIdentifier(b[j]) || b[j] == 0x2D { j += 1 }
        if j < text.upperBound, b[j] == 0x21 { j += 1 }
        return j > nameStart && j < text.upperBound && b[j] == 0x3A && (j + 1 == text.upperBound || b[j + 1] == Bytes.space)
    }

    /// `name::target[attributes]` on a line of its own (`include::`, `image::`, `toc::[]`…).
    static func isBlockMacro(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Bool {
        var j = text.lowerBound
        while j < text.upperBound, Bytes.isAlphanumeric(b[j]) || b[j] == 0x2D { j += 1 }
        guard j > text.lowerBound, Bytes.hasPrefix(b, j, text.upperBound, "::"), b[text.upperBound - 1] == 0x5D else { return false }
        return j + 2 < text.upperBound && !Bytes.isWhitespace(b[j + 2])
    }

    /// The level of a section title `= Title` … `====== Title` (0 for the document title).
    static func headingLevel(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Int? {
        var j = text.lowerBound
        while j < text.upperBound, b[j] == 0x3D || b[j] == 0x23 { j += 1 }
        let count = j - text.lowerBound
        guard count >= 1, count <= 6, j + 1 < text.upperBound, b[j] == Bytes.space else { return nil }
        return count
    }

    /// The end of a list marker (`*`, `**`, `-`, `.`, `..`, `1.`, `a.`) and
    /// its checkbox (`[x]`, `[ ]`), with the space after them.
    static func listMarker(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Int? {
        let i = text.lowerBound
        let c = b[i]
        var j = i
        if c == 0x2A || c == 0x2D || c == 0x2E {
            while j < text.upperBound, j - i < 6, b[j] == c { j += 1 }
            if c == 0x2D && j > i + 1 { return nil }
        } else if Bytes.isDigit(c) || Bytes.isLetter(c) {
            while j < text.upperBound, j - i < 4, Bytes.isDigit(b[j]) { j += 1 }
            if j == i { j += 1 }
            guard j < text.upperBound, b[j] == 0x2E else { return nil }
            j += 1
        } else {
            return nil
        }
        guard j + 1 < text.upperBound, b[j] == Bytes.space else { return nil }
        j = Bytes.skipSpaces(b, j, text.upperBound)
        if j + 3 < text.upperBound, b[j] == 0x5B, b[j + 2] == 0x5D, b[j + 3] == Bytes.space {
            j = Bytes.skipSpaces(b, j + 3, text.upperBound)
        }
        return j
    }

    /// The end of `NOTE:`, `TIP:`, `IMPORTANT:`, `WARNING:` or `CAUTION:` starting a paragraph.
    static func admonitionLabel(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Int? {
        for label: StaticString in ["NOTE: ", "TIP: ", "IMPORTANT: ", "WARNING: ", "CAUTION: "]
        where Bytes.hasPrefix(b, text.lowerBound, text.upperBound, label) {
            return text.lowerBound + label.utf8CodeUnitCount - 1
        }
        return nil
    }

    /// The `::` (or `:::`, `::::`, `;;`) of a description list entry `term:: definition`.
    static func descriptionTerm(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Range<Int>? {
        var j = text.lowerBound + 1
        while j + 1 < text.upperBound {
            if (b[j] == 0x3A && b[j + 1] == 0x3A) || (b[j] == 0x3B && b[j + 1] == 0x3B) {
                var k = j + 2
                while k < text.upperBound, k - j < 4, b[k] == b[j] { k += 1 }
                if k == text.upperBound || b[k] == Bytes.space { return j..<k }
                j = k
                continue
            }
            j += 1
        }
        return nil
    }

    /// Where the cell specifier before a `|` begins (`2+`, `a`, `.^`, `3*`),
    /// or the end of `cell` when there is none.
    static func cellSpecifierStart(_ b: UnsafeBufferPointer<UInt8>, _ cell: Range<Int>) -> Int {
        var j = cell.upperBound
        while j > cell.lowerBound, j > cell.upperBound - 8 {
            let c = b[j - 1]
            guard
                Bytes.isDigit(c) || c == 0x2B || c == 0x2A || c == 0x2E || c == 0x3C || c == 0x5E || c == 0x3E
                    || "adehlmsv".utf8.contains(c)
            else { break }
            j -= 1
        }
        guard j < cell.upperBound, j == cell.lowerBound || Bytes.isWhitespace(b[j - 1]) else { return cell.upperBound }
        let spec = j..<cell.upperBound
        let letters = spec.filter { Bytes.isLetter(b[$0]) }.count
        return letters <= 1 && (spec.count > letters || letters == 1) ? j : cell.upperBound
    }
}
