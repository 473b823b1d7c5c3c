/// A protected span of a selection (inline code, a URL, a code block…).
public struct ProtectedSpan: Sendable, Hashable {
    /// UTF-8 byte range in the selection.
    public var range: Range<Int>
    public var kind: IgnoredKind
    /// Whether the span fills whole lines (a code block, math block, front
    /// matter, block quote), as opposed to an inline span inside a sentence.
    public var isBlock: Bool

    public init(range: Range<Int>, kind: IgnoredKind, isBlock: Bool) {
        self.range = range
        self.kind = kind
        self.isBlock = isBlock
    }
}

/// A selection with its protected spans replaced by numbered placeholders
/// (`⟦1⟧`, `⟦2⟧`…), so that no transform — built-in or model — can see or
/// change them. `restore` puts them back byte for byte, and refuses a result
/// that lost, duplicated, invented or altered a placeholder.
public struct MaskedText: Sendable {
    /// The selection with placeholders.
    public let text: String
    /// The protected spans, in order; placeholder `n` stands for `spans[n - 1]`.
    public let spans: [ProtectedSpan]
    /// The original bytes of each span.
    public let originals: [String]
    /// The placeholder brackets: a pair that does not occur in the selection.
    public let open: String
    public let close: String

    /// Bracket pairs to choose from, in order of preference.
    static let bracketPairs = [("⟦", "⟧"), ("⟪", "⟫"), ("⦃", "⦄"), ("⁅", "⁆")]

    /// Masks `spans` (sorted, not overlapping, inside `source`).
    public init(_ source: String, spans: [ProtectedSpan]) {
        let bytes = Array(source.utf8)
        let pair = Self.bracketPairs.first { !source.contains($0.0) && !source.contains($0.1) } ?? Self.bracketPairs[0]
        open = pair.0
        close = pair.1
        var kept: [ProtectedSpan] = []
        var originals: [String] = []
        var out: [UInt8] = []
        var cursor = 0
        for span in spans.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let range = span.range.clamped(to: cursor..<bytes.count)
            guard !range.isEmpty else { continue }
            out += bytes[cursor..<range.lowerBound]
            kept.append(ProtectedSpan(range: range, kind: span.kind, isBlock: span.isBlock))
            originals.append(String(decoding: bytes[range], as: UTF8.self))
            out += Array("\(pair.0)\(kept.count)\(pair.1)".utf8)
            cursor = range.upperBound
        }
        out += bytes[cursor...]
        self.text = String(decoding: out, as: UTF8.self)
        self.spans = kept
        self.originals = originals
    }

    /// The placeholder for span `number` (1-based).
    public func placeholder(_ number: Int) -> String { "\(open)\(number)\(close)" }

    /// Whether span `number` (1-based) is a block.
    public func isBlock(_ number: Int) -> Bool { spans[number - 1].isBlock }

    /// Whether a masked line is a table row: it starts with `|`, or with a placeholder for markup starting with `|`.
    func isTableRow(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("|") { return true }
        guard let first = occurrences(in: String(trimmed)).first, first.range.lowerBound == 0, let number = first.number,
            number <= spans.count
        else { return false }
        return originals[number - 1].hasPrefix("|")
    }

    /// Whether `text` holds nothing but placeholders and blanks.
    func isOnlyPlaceholders(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        for occurrence in occurrences(in: text).reversed() { bytes.removeSubrange(occurrence.range) }
        return bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// One placeholder found in a text.
    public struct Occurrence: Sendable, Hashable {
        /// UTF-8 byte range of the whole placeholder.
        public var range: Range<Int>
        /// The placeholder number, or nil when the brackets hold no number.
        public var number: Int?
    }

    /// The placeholders in `text`, well-formed or not (`⟦ 2 ⟧` counts as 2;
    /// a lone bracket or `⟦x⟧` has no number).
    public func occurrences(in text: String) -> [Occurrence] {
        let bytes = Array(text.utf8)
        let openBytes = Array(open.utf8)
        let closeBytes = Array(close.utf8)
        var found: [Occurrence] = []
        var i = 0
        while i < bytes.count {
            if bytes[i...].starts(with: openBytes) {
                var j = i + openBytes.count
                while j < bytes.count && bytes[j] == 0x20 { j += 1 }
                let digitsStart = j
                while j < bytes.count && bytes[j] >= 0x30 && bytes[j] <= 0x39 && j - digitsStart < 6 { j += 1 }
                let digits = String(decoding: bytes[digitsStart..<j], as: UTF8.self)
                while j < bytes.count && bytes[j] == 0x20 { j += 1 }
                if bytes[j...].starts(with: closeBytes), let number = Int(digits) {
                    found.append(Occurrence(range: i..<(j + closeBytes.count), number: number))
                    i = j + closeBytes.count
                } else {
                    found.append(Occurrence(range: i..<(i + openBytes.count), number: nil))
                    i += openBytes.count
                }
            } else if bytes[i...].starts(with: closeBytes) {
                found.append(Occurrence(range: i..<(i + closeBytes.count), number: nil))
                i += closeBytes.count
            } else {
                i += 1
            }
        }
        return found
    }

    /// `result` with placeholders a model decorated put right, where the
    /// repair is unambiguous: backticks, quotes or emphasis wrapped around
    /// one that the text sent did not have (`⟦1⟧` in backticks), and a
    /// placeholder that lost a bracket (`1⟧`, `⟦1`) when it appears
    /// nowhere else. Anything else is left for `restore` to refuse.
    public func repair(_ result: String) -> String {
        guard !spans.isEmpty else { return result }
        var text = result
        for number in 1...spans.count {
            let p = placeholder(number)
            for (before, after) in [("`", "`"), ("**", "**"), ("*", "*"), ("\"", "\""), ("“", "”"), ("'", "'")] {
                let decorated = before + p + after
                if text.contains(decorated) && !self.text.contains(decorated) {
                    text = text.replacingOccurrences(of: decorated, with: p)
                }
            }
        }
        let present = Set(occurrences(in: text).compactMap(\.number))
        for number in 1...spans.count where !present.contains(number) {
            let broken = brokenPlaceholders(number, in: text)
            if broken.count == 1, let range = broken.first { text.replaceSubrange(range, with: placeholder(number)) }
        }
        return text
    }

    /// Where `number` appears with one of its brackets lost.
    private func brokenPlaceholders(_ number: Int, in text: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        for (needle, checkBefore) in [("\(number)\(close)", true), ("\(open)\(number)", false)] {
            var from = text.startIndex
            while let r = text.range(of: needle, range: from..<text.endIndex) {
                from = r.upperBound
                if checkBefore {
                    let previous = r.lowerBound > text.startIndex ? text[text.index(before: r.lowerBound)] : " "
                    if previous.isNumber || String(previous) == open { continue }
                } else {
                    let next = r.upperBound < text.endIndex ? text[r.upperBound] : " "
                    if next.isNumber || String(next) == close { continue }
                }
                found.append(r)
            }
        }
        return found
    }

    /// Puts the protected spans back into a transformed `result`.
    ///
    /// Every placeholder must appear exactly once, unaltered. When
    /// `sentencesMayLeave` (summary, key points), an inline placeholder may be
    /// missing — it left with its sentence — and a missing block placeholder
    /// is repaired: the block is kept after the result. A block placeholder
    /// must stand on a line of its own.
    public func restore(_ result: String, sentencesMayLeave: Bool = false) throws(TransformError) -> String {
        let found = occurrences(in: result)
        var seen = Set<Int>()
        for occurrence in found {
            guard let number = occurrence.number else {
                throw .protectedSpansDamaged("altered a placeholder")
            }
            guard number >= 1 && number <= spans.count else {
                throw .protectedSpansDamaged("invented a placeholder (\(placeholder(number)))")
            }
            guard seen.insert(number).inserted else {
                throw .protectedSpansDamaged("repeated protected text (\(excerpt(number)))")
            }
            if isBlock(number) && !standsAlone(occurrence.range, in: result) {
                throw .protectedSpansDamaged("moved a \(spans[number - 1].kind) into a sentence")
            }
        }
        var missingBlocks: [Int] = []
        for number in spans.indices.map({ $0 + 1 }) where !seen.contains(number) {
            guard sentencesMayLeave else {
                throw .protectedSpansDamaged("dropped protected text (\(excerpt(number)))")
            }
            if isBlock(number) { missingBlocks.append(number) }
        }
        let bytes = Array(result.utf8)
        var out: [UInt8] = []
        var cursor = 0
        for occurrence in found {
            out += bytes[cursor..<occurrence.range.lowerBound]
            out += Array(originals[occurrence.number! - 1].utf8)
            cursor = occurrence.range.upperBound
        }
        out += bytes[cursor...]
        var restored = String(decoding: out, as: UTF8.self)
        for number in missingBlocks {
            restored = restored.trimmingTrailingWhitespace() + "\n\n" + originals[number - 1]
        }
        return restored
    }

    /// Whether only blanks stand between `range` and the line's ends.
    private func standsAlone(_ range: Range<Int>, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        var i = range.lowerBound
        while i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) { i -= 1 }
        guard i == 0 || bytes[i - 1] == 0x0A else { return false }
        var j = range.upperBound
        while j < bytes.count && (bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0D) { j += 1 }
        return j == bytes.count || bytes[j] == 0x0A
    }

    /// The start of a span's text, for messages.
    private func excerpt(_ number: Int) -> String {
        let text = originals[number - 1].split(separator: "\n").first.map(String.init) ?? ""
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}

extension String {
    /// The string without trailing spaces, tabs and line breaks.
    func trimmingTrailingWhitespace() -> String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" || last == "\n" || last == "\r" || last == "\r\n" { s = s.dropLast() }
        return String(s)
    }
}
