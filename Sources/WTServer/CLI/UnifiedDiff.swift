import WritingEngine

/// A unified diff of a text and its fixed version (`check --fix --dry-run`),
/// built from the fixes themselves rather than by comparing texts: each
/// change is the lines some fixes touch, and changes closer than twice the
/// context make one hunk. Apply it with `patch -p0`.
enum UnifiedDiff {
    static let context = 3

    /// The diff of `text` at `path` with `fixes` (sorted, not overlapping) applied; empty without fixes.
    static func of(_ text: String, fixes: [TextReplacement], path: String) -> String {
        let bytes = [UInt8](text.utf8)
        let lines = lineRanges(bytes)
        guard !fixes.isEmpty, !lines.isEmpty else { return "" }
        func line(_ index: Int) -> String { String(decoding: bytes[lines[index]], as: UTF8.self) }
        var out = "--- \(PrintedText.path(path))\n+++ \(PrintedText.path(path))\n"
        var delta = 0  // new line count minus old line count, over the hunks so far
        for hunk in hunks(changes(fixes, lines: lines)) {
            let first = hunk[0].lines.lowerBound
            let last = hunk[hunk.count - 1].lines.upperBound
            let before = max(0, first - context)..<first
            let after = last..<min(lines.count, last + context)
            var body = ""
            var oldCount = before.count + after.count
            var newCount = oldCount
            for index in before { body += emit(" ", line(index)) }
            for (k, change) in hunk.enumerated() {
                let region = lines[change.lines.lowerBound].lowerBound..<lines[change.lines.upperBound - 1].upperBound
                let newLines = replacedLines(bytes, region: region, fixes: change.fixes)
                for index in change.lines { body += emit("-", line(index)) }
                for newLine in newLines { body += emit("+", newLine) }
                let between = k + 1 < hunk.count ? change.lines.upperBound..<hunk[k + 1].lines.lowerBound : 0..<0
                for index in between { body += emit(" ", line(index)) }
                oldCount += change.lines.count + between.count
                newCount += newLines.count + between.count
            }
            for index in after { body += emit(" ", line(index)) }
            let oldStart = before.lowerBound + 1
            out += "@@ -\(range(oldStart, oldCount)) +\(range(oldStart + delta, newCount)) @@\n" + body
            delta += newCount - oldCount
        }
        return out
    }

    /// One change: old lines, and the fixes within them.
    private typealias Change = (lines: Range<Int>, fixes: [TextReplacement])

    /// The lines of `region` of `bytes` once `fixes` are applied.
    private static func replacedLines(_ bytes: [UInt8], region: Range<Int>, fixes: [TextReplacement]) -> [String] {
        let shifted = fixes.map { fix in
            TextReplacement(range: (fix.range.lowerBound - region.lowerBound)..<(fix.range.upperBound - region.lowerBound), text: fix.text)
        }
        let newBytes = [UInt8](shifted.applied(to: String(decoding: bytes[region], as: UTF8.self)).utf8)
        return lineRanges(newBytes).map { String(decoding: newBytes[$0], as: UTF8.self) }
    }

    /// `start,count` of a hunk side; an empty side names the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : "\(start),\(count)"
    }

    private static func emit(_ marker: String, _ line: String) -> String {
        line.hasSuffix("\n") ? marker + line : marker + line + "\n\\ No newline at end of file\n"
    }

    /// Byte ranges of the lines, each with its line break; a last line without one counts.
    private static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            ranges.append(start..<(index + 1))
            start = index + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// The fixes as changes: the lines each touches, fixes on a shared line together.
    private static func changes(_ fixes: [TextReplacement], lines: [Range<Int>]) -> [Change] {
        func line(of offset: Int) -> Int {
            var low = 0
            var high = lines.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lines[mid].lowerBound <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
        var changes: [Change] = []
        for fix in fixes {
            let first = line(of: fix.range.lowerBound)
            let end = max(first, line(of: max(fix.range.lowerBound, fix.range.upperBound - 1))) + 1
            if let previous = changes.last, first < previous.lines.upperBound {
                changes[changes.count - 1] = (previous.lines.lowerBound..<max(previous.lines.upperBound, end), previous.fixes + [fix])
            } else {
                changes.append((first..<end, [fix]))
            }
        }
        return changes
    }

    /// Changes grouped into hunks: those whose contexts would meet go together.
    private static func hunks(_ changes: [Change]) -> [[Change]] {
        var hunks: [[Change]] = []
        for change in changes {
            if let previous = hunks.last?.last, change.lines.lowerBound - previous.lines.upperBound <= 2 * context {
                hunks[hunks.count - 1].append(change)
            } else {
                hunks.append([change])
            }
        }
        return hunks
    }
}
