/// A replacement of a byte range of a text by new text.
public struct TextReplacement: Sendable, Hashable {
    /// UTF-8 byte range in the original text.
    public var range: Range<Int>
    /// What replaces the range.
    public var text: String
    /// Why the replacement is certain, for a safe fix.
    public var reason: FixReason?

    public init(range: Range<Int>, text: String, reason: FixReason? = nil) {
        self.range = range
        self.text = text
        self.reason = reason
    }
}

extension Sequence<Finding> {
    /// The fix-all set of findings sorted by position: the first suggestion
    /// of every finding marked safe, with the reason it is certain, skipping
    /// a finding that overlaps a fix taken before it. The editor's fix-all
    /// action and `check --fix` apply this set.
    public func safeFixes() -> [TextReplacement] {
        var fixes: [TextReplacement] = []
        var lastEnd = -1
        for finding in self {
            guard finding.isFixSafe, let reason = finding.fixReason, let first = finding.suggestions.first,
                finding.range.lowerBound >= lastEnd
            else { continue }
            fixes.append(TextReplacement(range: finding.range, text: first, reason: reason))
            lastEnd = finding.range.upperBound
        }
        return fixes
    }
}

extension [TextReplacement] {
    /// `text` with the replacements applied; they must be sorted by position
    /// and must not overlap (as `safeFixes()` makes them).
    public func applied(to text: String) -> String {
        let bytes = [UInt8](text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for replacement in self {
            result += bytes[cursor..<replacement.range.lowerBound]
            result += replacement.text.utf8
            cursor = replacement.range.upperBound
        }
        result += bytes[cursor...]
        return String(decoding: result, as: UTF8.self)
    }
}
