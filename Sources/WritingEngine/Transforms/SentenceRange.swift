/// Widens a selection the way Writing Tools does: to whole sentences of the
/// prose it touches, and to whole protected spans, never cutting one.
public enum SentenceRange {
    /// The widened range, or nil when the selection touches no prose.
    ///
    /// The result runs from the start of the first sentence the selection
    /// touches to the end of the last one: an end inside a sentence moves out
    /// to the sentence's edge; an end in blanks, markup or a protected block
    /// between sentences moves in to the nearest sentence. Sentence edges
    /// never fall inside a protected span, and protected spans between them
    /// are selected whole (they come back unchanged). UTF-8 byte offsets.
    public static func widen(_ range: Range<Int>, in bytes: [UInt8], structure: DocumentStructure) -> Range<Int>? {
        let range = range.clamped(to: 0..<bytes.count)
        let touched = sentenceRanges(touching: range, in: bytes, structure: structure).filter {
            $0.overlaps(range) || range.isEmpty && $0.lowerBound <= range.lowerBound && range.lowerBound <= $0.upperBound
        }
        guard let first = touched.first, let last = touched.last else { return nil }
        return first.lowerBound..<last.upperBound
    }

    /// Sentence ranges (document offsets, blanks trimmed) of the prose blocks
    /// that overlap `range`.
    static func sentenceRanges(touching range: Range<Int>, in bytes: [UInt8], structure: DocumentStructure) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for block in structure.blocks where !block.prose.isEmpty {
            let unit = block.prose.first!.lowerBound..<block.prose.last!.upperBound
            guard unit.overlaps(range) || unit.contains(range.lowerBound) || unit.upperBound == range.lowerBound && range.isEmpty,
                unit.upperBound <= bytes.count
            else { continue }
            let masks = unitMasks(unit, prose: block.prose, ignored: structure.ignored)
            let unitBytes = Array(bytes[unit])
            let paragraph = Paragraph(bytes: unitBytes, tokens: Tokenizer.tokenize(unitBytes, masks: masks))
            for sentence in paragraph.sentences {
                let tokens = paragraph.tokens[sentence].filter { !$0.isBlank }
                guard let a = tokens.first, let b = tokens.last else { continue }
                result.append((unit.lowerBound + a.range.lowerBound)..<(unit.lowerBound + b.range.upperBound))
            }
        }
        return result
    }

    /// Unit-relative masks: ignored ranges as opaque tokens, gaps between prose ranges as blanks.
    private static func unitMasks(_ unit: Range<Int>, prose: [Range<Int>], ignored: [IgnoredRange]) -> [(
        range: Range<Int>, kind: TokenKind
    )] {
        var masks: [(range: Range<Int>, kind: TokenKind)] = []
        for (a, b) in zip(prose, prose.dropFirst()) where a.upperBound < b.lowerBound {
            masks.append(((a.upperBound - unit.lowerBound)..<(b.lowerBound - unit.lowerBound), .space))
        }
        for item in ignored where item.range.overlaps(unit) {
            let r = item.range.clamped(to: unit)
            masks.append(((r.lowerBound - unit.lowerBound)..<(r.upperBound - unit.lowerBound), .masked))
        }
        masks.sort { $0.range.lowerBound < $1.range.lowerBound }
        var merged: [(range: Range<Int>, kind: TokenKind)] = []
        for mask in masks {
            if let last = merged.last, mask.range.lowerBound < last.range.upperBound {
                merged[merged.count - 1] = (last.range.lowerBound..<max(last.range.upperBound, mask.range.upperBound), .masked)
            } else {
                merged.append(mask)
            }
        }
        return merged
    }
}
