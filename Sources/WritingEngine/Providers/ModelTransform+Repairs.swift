/// Repairs and checks of the protected text in a local model's answer,
/// which saw inline code and link targets as they are.
extension ModelTransform {
    /// `text` with the backticks put back around inline code a model copied
    /// without them (`` `mut` `` written as `mut`), when the code's text
    /// stands exactly once in the answer as a whole word outside backticks,
    /// and nowhere in the text's prose: the characters are the same, only
    /// the formatting was lost.
    func restoreCodeMarks(_ text: String) -> String {
        var text = text
        for protected in verbatim where protected.hasPrefix("`") && protected.hasSuffix("`") && !text.contains(protected) {
            let inner = String(protected.drop { $0 == "`" }.reversed().drop { $0 == "`" }.reversed())
            // Not when the text also uses the same word as prose.
            guard !inner.isEmpty, !inner.contains("`"), Self.wholeOccurrences(of: inner, in: input.text).isEmpty else { continue }
            let places = Self.wholeOccurrences(of: inner, in: text)
            if places.count == 1, let place = places.first { text.replaceSubrange(place, with: protected) }
        }
        return text
    }

    /// `text` with a space put between inline code and a word the answer
    /// glued it to (`` math`Rectangle` ``), where the input has a space there:
    /// a model made to write the code at its turn (`AnswerGrammar`) may
    /// write it in the middle of its own words.
    func spaceGluedCode(_ text: String) -> String {
        var bytes = Array(text.utf8)
        let source = Array(input.text.utf8)
        for protected in verbatim where protected.hasPrefix("`") && protected.hasSuffix("`") {
            let code = Array(protected.utf8)
            let original = Self.offsets(of: code, in: source)
            let gluedBefore = original.contains { $0 > 0 && Self.isWordByte(source[$0 - 1]) }
            let gluedAfter = original.contains { $0 + code.count < source.count && Self.isWordByte(source[$0 + code.count]) }
            for start in Self.offsets(of: code, in: bytes).reversed() {
                let end = start + code.count
                if !gluedAfter, end < bytes.count, Self.isWordByte(bytes[end]) { bytes.insert(0x20, at: end) }
                if !gluedBefore, start > 0, Self.isWordByte(bytes[start - 1]) { bytes.insert(0x20, at: start) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where `needle` starts in `haystack`, not overlapping.
    private static func offsets(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
        var found: [Int] = []
        var i = 0
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) {
                found.append(i)
                i += needle.count
            } else {
                i += 1
            }
        }
        return found
    }

    /// An ASCII letter or digit, or any byte of a non-ASCII character (a letter in most text).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    /// Every link target shown to the model is still a link: the answer
    /// opens its text (`[`) before it, and the text is not empty (unless it
    /// was in the input).
    func checkLinkTexts(_ text: String) throws(TransformError) {
        for protected in verbatim where protected.hasPrefix("](") {
            let emptyInInput = input.text.contains("[" + protected)
            for range in text.ranges(of: protected) {
                let before = text[..<range.lowerBound]
                guard let open = before.lastIndex(of: "["), before.lastIndex(of: "]").map({ $0 < open }) ?? true,
                    emptyInInput || before.index(after: open) < range.lowerBound
                else {
                    throw .protectedSpansDamaged("left a link without its text (\(protected.dropFirst(2).dropLast()))")
                }
            }
        }
    }

    /// Where `needle` stands in `text` not next to a letter, digit or backtick.
    static func wholeOccurrences(of needle: String, in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var from = text.startIndex
        while let r = text.range(of: needle, range: from..<text.endIndex) {
            from = r.upperBound
            let before = r.lowerBound > text.startIndex ? text[text.index(before: r.lowerBound)] : " "
            let after = r.upperBound < text.endIndex ? text[r.upperBound] : " "
            if !(before.isLetter || before.isNumber || before == "`" || after.isLetter || after.isNumber || after == "`") {
                found.append(r)
            }
        }
        return found
    }
}
