/// Line starts of a UTF-8 text, for converting between byte offsets and
/// protocol positions one line at a time.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as the protocol says.
public struct LineIndex: Sendable, Hashable {
    /// Byte offset where each line starts; the first is 0.
    public private(set) var starts: [Int]

    public init<C: Collection<UInt8>>(_ bytes: C) where C.Index == Int {
        starts = [0]
        Self.scan(bytes, bytes.startIndex..<bytes.endIndex, into: &starts)
    }

    private static func scan<C: Collection<UInt8>>(_ bytes: C, _ range: Range<Int>, into starts: inout [Int]) where C.Index == Int {
        var i = range.lowerBound
        while i < range.upperBound {
            let c = bytes[i]
            if c == 0x0A {
                starts.append(i + 1)
            } else if c == 0x0D {
                if i + 1 < bytes.endIndex && bytes[i + 1] == 0x0A {
                    i += 1
                }
                starts.append(i + 1)
            }
            i += 1
        }
    }

    public var lineCount: Int { starts.count }

    /// The line holding byte `offset` (binary search).
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Updates the index after bytes `replaced` (old offsets) were replaced by
    /// `insertedCount` bytes; `bytes` is the new text. Only the lines around
    /// the edit are re-scanned; later starts are shifted.
    public mutating func update<C: Collection<UInt8>>(replaced: Range<Int>, insertedCount: Int, in bytes: C) where C.Index == Int {
        let delta = insertedCount - replaced.count
        // Re-scan from the start of the line before the edit (a `\r` there may pair with a new `\n`).
        let firstLine = max(0, line(containing: replaced.lowerBound) - 1)
        let scanFrom = starts[firstLine]
        // Lines that start after the old edit end (and after a possible `\r\n` split) are kept, shifted.
        var keepFrom = starts.count
        var k = line(containing: replaced.upperBound) + 1
        while k < starts.count {
            if starts[k] > replaced.upperBound + 1 {
                keepFrom = k
                break
            }
            k += 1
        }
        let scanTo = keepFrom < starts.count ? starts[keepFrom] + delta : bytes.endIndex
        var fresh = Array(starts[0...firstLine])
        Self.scan(bytes, scanFrom..<max(scanFrom, scanTo), into: &fresh)
        if keepFrom < starts.count {
            if fresh.last == starts[keepFrom] + delta { fresh.removeLast() }
            fresh.append(contentsOf: starts[keepFrom...].lazy.map { $0 + delta })
        }
        starts = fresh
    }
}
