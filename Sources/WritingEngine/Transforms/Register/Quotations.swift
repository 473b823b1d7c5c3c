/// Quoted text: someone's words, which no tone changes.
enum Quotations {
    /// Byte ranges of `text` between double quotes (straight `"…"` or curly
    /// `“…”`), marks included, within one paragraph.
    static func ranges(in text: String) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        let open: [UInt8] = [0xE2, 0x80, 0x9C]
        let close: [UInt8] = [0xE2, 0x80, 0x9D]
        var ranges: [Range<Int>] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x22, let end = find([0x22], in: bytes, from: i + 1) {
                ranges.append(i..<(end + 1))
                i = end + 1
            } else if bytes[i...].starts(with: open), let end = find(close, in: bytes, from: i + 3) {
                ranges.append(i..<(end + 3))
                i = end + 3
            } else {
                i += 1
            }
        }
        return ranges
    }

    /// The first `mark` from `start`, unless a blank line comes first.
    private static func find(_ mark: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i < bytes.count {
            if bytes[i...].starts(with: mark) { return i }
            if bytes[i] == 0x0A, i + 1 < bytes.count, bytes[i + 1] == 0x0A { return nil }
            i += 1
        }
        return nil
    }

    /// Placeholders and quotations as one sorted list of opaque ranges: a
    /// quotation swallows the placeholders inside it, and one that cuts a
    /// placeholder in two is not a quotation.
    static func opaque(placeholders: [Range<Int>], in text: String) -> [Range<Int>] {
        let quotes = ranges(in: text).filter { quote in
            !placeholders.contains {
                $0.overlaps(quote) && !quote.contains($0.lowerBound) || $0.overlaps(quote) && $0.upperBound > quote.upperBound
            }
        }
        let rest = placeholders.filter { placeholder in !quotes.contains { $0.overlaps(placeholder) } }
        return (quotes + rest).sorted { $0.lowerBound < $1.lowerBound }
    }
}
