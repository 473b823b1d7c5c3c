/// The UTF-8 bytes of rule-file text, which `PatternRuleFile`,
/// `TokenPattern` and `PatternAtom` read without splitting Strings into
/// Characters: the book is parsed at start-up.
extension ArraySlice<UInt8> {
    /// The bytes as a string.
    var text: String { String(decoding: self, as: UTF8.self) }

    /// The bytes without leading and trailing spaces and tabs.
    func trimmingSpaces() -> ArraySlice<UInt8> {
        var start = startIndex
        var end = endIndex
        while start < end, self[start] == 0x20 || self[start] == 0x09 { start += 1 }
        while end > start, self[end - 1] == 0x20 || self[end - 1] == 0x09 { end -= 1 }
        return self[start..<end]
    }

    /// Whether the bytes start with `mark` (`[`, `!`, `@`) and have more after it.
    func hasMark(first mark: UInt8) -> Bool { count > 1 && first == mark }

    /// Whether the bytes end with `mark` (`]`, `?`) and have more before it.
    func hasMark(last mark: UInt8) -> Bool { count > 1 && last == mark }

    /// The parts between `separator` bytes (`|`, `&`), leaving out empty parts;
    /// the bytes themselves when they are `separator` alone (`|` is a word).
    func alternatives(_ separator: UInt8) -> [ArraySlice<UInt8>] {
        count == 1 && first == separator ? [self] : split(separator: separator)
    }
}
