/// Words of a paragraph written as part of code rather than of its sentences.
enum CodeLikeWord {
    /// Whether the word at `range` of `bytes` is part of something written as
    /// code rather than a word of prose: followed by `(` (a call), `::` or
    /// `.` and a lowercase letter (`pprint.pformat`), after `::` or a name
    /// and `.`, or joined to more text by a symbol prose does not put inside
    /// a word (`paramete?ri[sz]e`, `key=value`, `|name|`). A fix of it is never certain.
    static func isCodeLike(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        func byte(_ i: Int) -> UInt8? { i >= 0 && i < bytes.count ? bytes[i] : nil }
        func isWordByte(_ c: UInt8?) -> Bool {
            guard let c else { return false }
            return ASCIICase.isLower(c) || ASCIICase.isUpper(c) || c >= 0x30 && c <= 0x39 || c >= 0x80
        }
        func joins(_ c: UInt8?, to other: UInt8?) -> Bool {
            guard let c, codeSymbols.contains(c) else { return false }
            return isWordByte(other) || other.map(codeSymbols.contains) ?? false
        }
        let after = byte(range.upperBound)
        let afterNext = byte(range.upperBound + 1)
        if after == 0x28 || after == 0x3A && afterNext == 0x3A || after == 0x2E && afterNext.map(ASCIICase.isLower) ?? false {
            return true
        }
        let before = byte(range.lowerBound - 1)
        let beforePrevious = byte(range.lowerBound - 2)
        if before == 0x3A && beforePrevious == 0x3A || before == 0x2E && isWordByte(beforePrevious) { return true }
        return joins(after, to: afterNext) || joins(before, to: beforePrevious)
    }

    /// Symbols that join a word to code (`?`, `[`, `]`, `{`, `}`, `=`, `<`, `>`, `|`, `\`, `^`, `~`, `$`, `#`, `%`, `&`, `+`, `` ` ``);
    /// not `*` and `_`, which mark emphasis.
    static let codeSymbols: Set<UInt8> = Set("?[]{}=<>|\\^~$#%&+`".utf8)
}
