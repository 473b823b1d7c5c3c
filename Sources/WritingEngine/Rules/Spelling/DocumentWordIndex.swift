import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `SpellingReview` asks of a whole document (how often it writes a
/// word, and whether it uses the word as code) kept between checks of one
/// document, per stretch of its text: a check after an edit reads again
/// only the stretches the edit changed, not the whole document.
///
/// A stretch ends at a blank line (or, in a long run of lines with none,
/// at the first line break after `stretchBytes`; on one long line, at the
/// first space after it), so no run of letters or identifier crosses two.
/// A stretch is known by a hash of its bytes and of the code ranges in it;
/// words are counted by a 64-bit hash of their lowercase form.
///
/// - Important: One index serves the successive texts of one document; it
///   may be used from any thread.
public final class DocumentWordIndex: Sendable {
    private let state = Mutex(State())

    public init() {}

    /// The stretch length from which a stretch ends at the next line break (or space on one long line).
    static let stretchBytes = 4 << 10

    /// The counts of `bytes` read with `structure`, reading the stretches not read before.
    func counts(of bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure) -> WordCounts {
        let codeRanges = structure.ignored.lazy.filter { SpellingReview.codeKinds.contains($0.kind) }
            .map { $0.range.clamped(to: 0..<bytes.count) }.filter { !$0.isEmpty }
        let stretches = Self.stretches(of: bytes, codeRanges: Array(codeRanges))
        return state.withLock { state in
            state.update(to: stretches, in: bytes)
            return state.counts
        }
    }

    /// One stretch of a text: where it is, and what it holds.
    struct Stretch {
        let range: Range<Int>
        /// Its code ranges, relative to its start.
        let codeRanges: [Range<Int>]
        let id: StretchID
    }

    struct StretchID: Hashable {
        let hash: UInt64
        let count: Int
    }

    /// The stretches of `bytes`, with the parts of the sorted `codeRanges` inside each.
    static func stretches(of bytes: UnsafeBufferPointer<UInt8>, codeRanges: [Range<Int>]) -> [Stretch] {
        var stretches: [Stretch] = []
        var start = 0
        var code = 0
        func close(at end: Int) {
            var inside: [Range<Int>] = []
            while code < codeRanges.count, codeRanges[code].upperBound <= start { code += 1 }
            var k = code
            while k < codeRanges.count, codeRanges[k].lowerBound < end {
                let part = codeRanges[k].clamped(to: start..<end)
                if !part.isEmpty { inside.append((part.lowerBound - start)..<(part.upperBound - start)) }
                k += 1
            }
            let hash = StretchHash.of(UnsafeBufferPointer(rebasing: bytes[start..<end]), codeRanges: inside)
            stretches.append(Stretch(range: start..<end, codeRanges: inside, id: StretchID(hash: hash, count: end - start)))
            start = end
        }
        guard let base = bytes.baseAddress else { return [Stretch(range: 0..<0, codeRanges: [], id: StretchID(hash: 0, count: 0))] }
        var i = 0  // where the search for the next line break starts
        while i < bytes.count {
            let next = memchr(base + i, 0x0A, bytes.count - i).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base }
            let lineEnd = next.map { $0 + 1 } ?? bytes.count
            // One long line: cut after a space once the stretch is long enough.
            while lineEnd - start > 16 * stretchBytes,
                let space = memchr(base + start + 16 * stretchBytes, 0x20, lineEnd - start - 16 * stretchBytes)
            {
                close(at: UnsafePointer(space.assumingMemoryBound(to: UInt8.self)) - base + 1)
            }
            if next != nil, lineEnd == bytes.count || bytes[lineEnd] == 0x0A || lineEnd - start >= stretchBytes { close(at: lineEnd) }
            i = lineEnd
        }
        if start < bytes.count || stretches.isEmpty { close(at: bytes.count) }
        return stretches
    }

    /// The words of one stretch: each word's hash and how often the stretch writes it, and uses it as code.
    struct Summary {
        let uses: [(word: UInt64, count: Int32)]
        let code: [(word: UInt64, count: Int32)]

        init(_ bytes: UnsafeBufferPointer<UInt8>, codeRanges: [Range<Int>]) {
            var uses: [UInt64: Int32] = [:]
            var code: [UInt64: Int32] = [:]
            SpellingReview.forEachLetterRun(in: bytes) { run, inIdentifier in
                let word = WordHash.ofLowercased(UnsafeBufferPointer(rebasing: bytes[run]))
                uses[word, default: 0] += 1
                if inIdentifier { code[word, default: 0] += 1 }
            }
            for range in codeRanges {
                SpellingReview.forEachLetterRun(inCode: UnsafeBufferPointer(rebasing: bytes[range])) { run in
                    code[WordHash.ofLowercased(run), default: 0] += 1
                }
            }
            self.uses = uses.map { ($0.key, $0.value) }
            self.code = code.map { ($0.key, $0.value) }
        }
    }

    private struct State {
        /// The stretches of the last text read, in order.
        var stretches: [StretchID] = []
        /// The summary of each stretch of the last text, with how many times the text holds it.
        var summaries: [StretchID: (summary: Summary, count: Int)] = [:]
        var counts = WordCounts()

        /// Moves the counts from the last text to the one of `new` stretches, in `bytes`.
        mutating func update(to new: [Stretch], in bytes: UnsafeBufferPointer<UInt8>) {
            // An edit changes the stretches between an unchanged start and an unchanged end.
            var head = 0
            while head < stretches.count, head < new.count, stretches[head] == new[head].id { head += 1 }
            var tail = 0
            while tail < stretches.count - head, tail < new.count - head,
                stretches[stretches.count - 1 - tail] == new[new.count - 1 - tail].id
            {
                tail += 1
            }
            for id in stretches[head..<(stretches.count - tail)] {
                guard let entry = summaries[id] else { continue }
                counts.remove(entry.summary)
                summaries[id] = entry.count > 1 ? (entry.summary, entry.count - 1) : nil
            }
            let changed = new[head..<(new.count - tail)]
            // Read over the cores: a document just opened has all its stretches to read.
            let read = Dictionary(
                changed.filter { summaries[$0.id] == nil }.concurrentMap { stretch in
                    (stretch.id, Summary(UnsafeBufferPointer(rebasing: bytes[stretch.range]), codeRanges: stretch.codeRanges))
                }, uniquingKeysWith: { first, _ in first })
            for stretch in changed {
                let summary = summaries[stretch.id]?.summary ?? read[stretch.id]!
                counts.add(summary)
                summaries[stretch.id] = (summary, (summaries[stretch.id]?.count ?? 0) + 1)
            }
            stretches = new.map(\.id)
        }
    }
}

/// How often a document writes each word and uses it as code, by the hash of its lowercase form.
struct WordCounts {
    private var uses: [UInt64: Int32] = [:]
    private var code: [UInt64: Int32] = [:]

    /// How often the document writes `word` (lowercase), in prose or not.
    func uses(of word: String) -> Int { Int(uses[WordHash.of(word)] ?? 0) }

    /// Whether the document uses `word` (lowercase) as code.
    func isCode(_ word: String) -> Bool { code[WordHash.of(word)] != nil }

    fileprivate mutating func add(_ summary: DocumentWordIndex.Summary) {
        for (word, count) in summary.uses { uses[word, default: 0] += count }
        for (word, count) in summary.code { code[word, default: 0] += count }
    }

    fileprivate mutating func remove(_ summary: DocumentWordIndex.Summary) {
        for (word, count) in summary.uses { Self.subtract(count, from: word, in: &uses) }
        for (word, count) in summary.code { Self.subtract(count, from: word, in: &code) }
    }

    private static func subtract(_ count: Int32, from word: UInt64, in table: inout [UInt64: Int32]) {
        let left = (table[word] ?? 0) - count
        table[word] = left > 0 ? left : nil
    }
}

/// The 64-bit FNV-1a hash of a word in lowercase, as `String.lowercased()` makes it.
private enum WordHash {
    static func of(_ lowercaseWord: String) -> UInt64 {
        lowercaseWord.utf8.reduce(seed) { step($0, $1) }
    }

    static func ofLowercased(_ run: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = seed
        for byte in run {
            guard byte < 0x80 else { return of(String(decoding: run, as: UTF8.self).lowercased()) }
            hash = step(hash, byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return hash
    }

    private static let seed: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always) private static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
}

/// A hash of a stretch's bytes and code ranges, eight bytes at a time.
private enum StretchHash {
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, codeRanges: [Range<Int>]) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var i = 0
        while i + 8 <= raw.count {
            h = mix(h, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            i += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while i < raw.count {
            tail |= UInt64(raw[i]) << shift
            shift += 8
            i += 1
        }
        h = mix(h, tail)
        for range in codeRanges {
            h = mix(h, UInt64(truncatingIfNeeded: range.lowerBound) << 32 | UInt64(truncatingIfNeeded: range.upperBound))
        }
        return h
    }

    @inline(__always) private static func mix(_ h: UInt64, _ w: UInt64) -> UInt64 {
        let x = (h ^ w) &* 0xBF58_476D_1CE4_E5B9
        return (x ^ (x >> 31)) &* 0x94D0_49BB_1331_11EB
    }
}
