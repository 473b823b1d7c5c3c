extension Paragraph {
    /// Whether the line holding byte `offset` lines text up in columns: a run
    /// of three spaces or more after its first non-blank character (a table
    /// row, aligned fields). Its spaces are layout, so a change to them is
    /// never applied without asking.
    func isAlignedLine(at offset: Int) -> Bool {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        var seenText = false
        var run = 0
        for byte in bytes[start..<end] {
            if byte == 0x20 {
                run += 1
                if seenText && run >= 3 { return true }
            } else {
                run = 0
                seenText = seenText || byte != 0x09
            }
        }
        return false
    }
}
