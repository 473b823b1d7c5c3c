/// A run of `*`, `_` or `~` that may open or close emphasis (or strikethrough).
struct MarkdownDelimiter {
    let char: UInt8
    let originalCount: Int
    let canOpen: Bool
    let canClose: Bool
    /// The run's characters not yet used: a closer uses them from the left,
    /// an opener from the right.
    var low: Int
    var high: Int
    var count: Int { high - low }

    /// The delimiter run `v[start..<end]`, classified by CommonMark's flanking rules.
    init(_ v: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ n: Int) {
        char = v[start]
        originalCount = end - start
        low = start
        high = end
        let before: Unicode.Scalar = start == 0 ? "\n" : Bytes.scalar(before: start, in: v, start: 0)
        let after: Unicode.Scalar = end >= n ? "\n" : Bytes.scalar(at: end, in: v, end: n).0
        let beforeSpace = Self.isWhitespace(before)
        let afterSpace = Self.isWhitespace(after)
        let beforePunct = Self.isPunctuation(before)
        let afterPunct = Self.isPunctuation(after)
        let left = !afterSpace && (!afterPunct || beforeSpace || beforePunct)
        let right = !beforeSpace && (!beforePunct || afterSpace || afterPunct)
        if char == 0x5F {
            canOpen = left && (!right || beforePunct)
            canClose = right && (!left || afterPunct)
        } else {
            canOpen = left
            canClose = right
        }
    }

    static func isWhitespace(_ s: Unicode.Scalar) -> Bool {
        switch s {
        case " ", "\t", "\n", "\r", "\u{0C}": true
        default: s.value >= 0x80 && s.properties.generalCategory == .spaceSeparator
        }
    }

    /// Unicode punctuation or symbol (CommonMark 0.31).
    static func isPunctuation(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return Bytes.isASCIIPunctuation(UInt8(s.value)) }
        switch s.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}

extension MarkdownDelimiter {
    /// Reusable buffers linking the delimiters being processed.
    struct Links {
        fileprivate var previous: [Int] = []
        fileprivate var next: [Int] = []
    }

    /// Matches openers and closers in `delimiters[bottom...]` (CommonMark's
    /// "process emphasis", with its per-kind lower bounds so that it stays
    /// linear) and calls `used` with each delimiter range that became markup.
    static func process(_ delimiters: inout [MarkdownDelimiter], from bottom: Int, links: inout Links, used: (Range<Int>) -> Void) {
        let count = delimiters.count
        guard count - bottom >= 2 else { return }
        // Links between the delimiters above `bottom` (-1: none), indexed from `bottom`.
        links.previous.removeAll(keepingCapacity: true)
        links.next.removeAll(keepingCapacity: true)
        for k in bottom..<count {
            links.previous.append(k > bottom ? k - 1 : -1)
            links.next.append(k + 1 < count ? k + 1 : -1)
        }
        func previous(_ k: Int) -> Int { links.previous[k - bottom] }
        func next(_ k: Int) -> Int { links.next[k - bottom] }
        func link(_ a: Int, _ b: Int) {
            if a >= 0 { links.next[a - bottom] = b }
            if b >= 0 { links.previous[b - bottom] = a }
        }
        func unlink(_ k: Int) { link(previous(k), next(k)) }
        var openersBottom = [Int](repeating: -1, count: 18)
        var closer = bottom
        while closer >= 0 {
            let d = delimiters[closer]
            guard d.canClose, d.count > 0 else {
                closer = next(closer)
                continue
            }
            let kindIndex = (d.char == 0x2A ? 0 : d.char == 0x5F ? 1 : 2) * 6 + (d.canOpen ? 3 : 0) + d.originalCount % 3
            var o = previous(closer)
            var found = -1
            while o >= 0, o > openersBottom[kindIndex] {
                let od = delimiters[o]
                if od.char == d.char, od.canOpen, od.count > 0 {
                    if d.char == 0x7E {
                        if od.count == d.count {
                            found = o
                            break
                        }
                    } else {
                        let oddMatch =
                            (od.canClose || d.canOpen) && (od.originalCount + d.originalCount) % 3 == 0
                            && !(od.originalCount % 3 == 0 && d.originalCount % 3 == 0)
                        if !oddMatch {
                            found = o
                            break
                        }
                    }
                }
                o = previous(o)
            }
            if found >= 0 {
                let use = d.char == 0x7E ? d.count : (d.count >= 2 && delimiters[found].count >= 2 ? 2 : 1)
                used((delimiters[found].high - use)..<delimiters[found].high)
                used(d.low..<(d.low + use))
                delimiters[found].high -= use
                delimiters[closer].low += use
                link(found, closer)
                if delimiters[found].count == 0 { unlink(found) }
                if delimiters[closer].count == 0 {
                    let after = next(closer)
                    unlink(closer)
                    closer = after
                }
            } else {
                openersBottom[kindIndex] = previous(closer)
                let after = next(closer)
                if !d.canOpen { unlink(closer) }
                closer = after
            }
        }
    }
}
