/// Searches for the byte that closes an inline construct (a backtick, `~`,
/// `]`…) and remembers failures: once no closer is found from an offset,
/// every later search for that byte fails at once. A paragraph full of
/// unclosed openers is so read in linear time.
///
/// - Important: `accept` may look only at the closer's offset, never at the
///   opener's, and one scanner uses one `accept` per closing byte: the
///   remembered failures hold for every later search of that byte.
struct ClosingSearch {
    private var failedFrom: [UInt8: Int] = [:]

    /// The first offset in `(i, end)` holding `close` for which `accept`
    /// holds, skipping a byte after a backslash when `escapes`.
    mutating func find(
        _ close: UInt8, in b: UnsafeBufferPointer<UInt8>, from i: Int, to end: Int, escapes: Bool = true,
        accept: (Int) -> Bool = { _ in true }
    ) -> Int? {
        if let failed = failedFrom[close], i >= failed { return nil }
        var j = i + 1
        while j < end {
            let c = b[j]
            if c == 0x5C, escapes, close != 0x5C {
                j += 2
                continue
            }
            if c == close, accept(j) { return j }
            j += 1
        }
        failedFrom[close] = min(failedFrom[close] ?? i, i)
        return nil
    }
}
