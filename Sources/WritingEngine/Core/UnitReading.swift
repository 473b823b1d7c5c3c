/// A prose unit as the rules read it when markup stands inside a word: each
/// such mask replaced by its reading (`the *n*th` read as `the *nth`,
/// `na\"ive` as `naive`), and the way back from the read text to the unit.
///
/// Offsets are UTF-8 byte offsets; `onSource` moves a finding of the read
/// text onto the unit's bytes.
struct UnitReading {
    /// The unit's bytes with every reading mask replaced by its reading.
    let bytes: [UInt8]
    /// The other masks, in offsets of `bytes`, as the tokenizer takes them.
    let masks: [(range: Range<Int>, kind: TokenKind)]
    /// Each replaced mask: its range in the unit and the range of its reading in `bytes`, in order.
    private let replaced: [(source: Range<Int>, read: Range<Int>)]

    /// Reads `unit` (a unit's bytes) with its `masks` (sorted, not overlapping).
    init(_ unit: [UInt8], masks: [UnitMask]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(unit.count)
        var others: [(range: Range<Int>, kind: TokenKind)] = []
        var replaced: [(source: Range<Int>, read: Range<Int>)] = []
        var cursor = 0
        for mask in masks {
            bytes += unit[cursor..<mask.range.lowerBound]
            let start = bytes.count
            if let reading = mask.reading {
                bytes += reading
                replaced.append((mask.range, start..<bytes.count))
            } else {
                bytes += unit[mask.range]
                others.append((start..<bytes.count, mask.isGap ? .space : .masked))
            }
            cursor = mask.range.upperBound
        }
        bytes += unit[cursor...]
        self.bytes = bytes
        self.masks = others
        self.replaced = replaced
    }

    /// `finding` (of the read text) on the unit's bytes. A finding that holds
    /// replaced markup keeps the word it was about, for its corrections
    /// (`Finding.readWord`), and its fix is never applied without asking:
    /// it would remove the markup.
    func onSource(_ finding: Finding) -> Finding {
        var moved = finding
        let start = source(finding.range.lowerBound, isEnd: false)
        let end = max(start, source(finding.range.upperBound, isEnd: true))
        moved.range = start..<end
        if replaced.contains(where: { $0.source.overlaps(moved.range) }) {
            moved.isFixSafe = false
            moved.readWord = String(decoding: bytes[finding.range.clamped(to: 0..<bytes.count)], as: UTF8.self)
        }
        return moved
    }

    /// The unit offset of read offset `offset`: one inside a reading goes to
    /// the start (or, for an end, the end) of the markup it replaces; one at
    /// an empty reading goes before the markup for an end, after it for a start.
    private func source(_ offset: Int, isEnd: Bool) -> Int {
        var delta = 0
        for item in replaced {
            let (read, source) = (item.read, item.source)
            if offset < read.lowerBound || isEnd && offset == read.lowerBound { break }
            if offset < read.upperBound { return isEnd ? source.upperBound : source.lowerBound }
            delta = source.upperBound - read.upperBound
        }
        return offset + delta
    }
}
