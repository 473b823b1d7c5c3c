/// Letter-case helpers on UTF-8 bytes. Only ASCII letters have case here;
/// other bytes pass through unchanged.
enum ASCIICase {
    @inline(__always) static func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
    @inline(__always) static func isLower(_ c: UInt8) -> Bool { c >= 0x61 && c <= 0x7A }
    @inline(__always) static func lower(_ c: UInt8) -> UInt8 { isUpper(c) ? c | 0x20 : c }
    @inline(__always) static func upper(_ c: UInt8) -> UInt8 { isLower(c) ? c & ~0x20 : c }

    /// The case pattern of a word.
    enum Shape: Equatable {
        /// No uppercase letter.
        case lower
        /// First letter uppercase, no other uppercase letter (`London`).
        case capitalized
        /// Every letter uppercase, at least two letters (`NASA`).
        case allUpper
        /// Anything else (`iPhone`, `McDonald`).
        case mixed
    }

    static func shape(_ word: UnsafeBufferPointer<UInt8>) -> Shape {
        var upper = 0
        var lower = 0
        var firstIsUpper = false
        var seenLetter = false
        for c in word {
            if isUpper(c) {
                if !seenLetter { firstIsUpper = true }
                upper += 1
                seenLetter = true
            } else if isLower(c) || c >= 0x80 {
                lower += 1
                seenLetter = true
            }
        }
        if upper == 0 { return .lower }
        if lower == 0 { return upper >= 2 ? .allUpper : .capitalized }
        if upper == 1 && firstIsUpper { return .capitalized }
        return .mixed
    }

    /// `word` re-cased to follow `shape` (`.capitalized` uppercases the first letter).
    static func apply(_ shape: Shape, to word: String) -> String {
        switch shape {
        case .lower, .mixed: return word
        case .allUpper: return String(decoding: word.utf8.map(upper), as: UTF8.self)
        case .capitalized:
            var bytes = Array(word.utf8)
            if let first = bytes.firstIndex(where: { isLower($0) || isUpper($0) || $0 >= 0x80 }) {
                bytes[first] = upper(bytes[first])
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
