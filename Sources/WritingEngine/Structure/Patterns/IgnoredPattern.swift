import Synchronization

/// A compiled `ignoredPatterns` entry.
///
/// Matching cannot hang: the engine does not backtrack (see
/// `PatternProgram`), patterns whose nested repetition would make a
/// backtracking engine exponential are refused outright, and the searches
/// of every pattern over one text share `budget(forBytes:)` steps (see
/// `matches(of:in:)`). A pattern that runs out of its share is dropped: it
/// matches nothing from then on, and `wasDropped` tells the caller to say so.
public struct IgnoredPattern: Sendable {
    /// Patterns longer than this are refused.
    public static let maxLength = 1000
    /// The most instructions the patterns of one settings object may have
    /// together: a step over the text costs at most that many.
    public static let maxTotalInstructions = 16_000

    /// The pattern as the user wrote it.
    public let source: String
    let program: PatternProgram
    private let dropped = DroppedFlag()

    /// Compiles `source`; throws a `PatternError` saying why it is refused.
    public init(_ source: String) throws(PatternError) {
        guard source.utf8.count <= Self.maxLength else {
            throw PatternError("it is longer than \(Self.maxLength) bytes")
        }
        let node = try PatternParser.parse(source)
        if RepetitionCheck.isCatastrophic(node) {
            throw PatternError("it nests repetitions (as in (a+)+), which can take exponential time")
        }
        self.source = source
        self.program = try PatternProgram(node)
    }

    /// Whether a search ran out of budget, so the pattern no longer matches.
    public var wasDropped: Bool { dropped.value.load(ordering: .relaxed) }

    /// The size of the compiled pattern, in instructions.
    public var instructionCount: Int { program.instructionCount }

    /// The most steps the searches of all patterns over a `count`-byte text
    /// may take together: 128 per byte, enough for any sensible
    /// set of patterns, so that patterns cost at most a few times what the
    /// rest of a check does.
    public static func budget(forBytes count: Int) -> Int { 1_000_000 + 128 * count }

    /// UTF-8 byte ranges of the matches of each of `patterns` in `text`, in
    /// order. The patterns share `budget(forBytes:)`: each may take the
    /// steps left divided by the patterns left, so a cheap pattern leaves
    /// more to the next and an expensive one is dropped (and matches nothing).
    public static func matches(of patterns: [IgnoredPattern], in text: String) -> [[Range<Int>]] {
        var text = text
        return text.withUTF8 { matches(of: patterns, in: $0, cancellation: nil)! }
    }

    /// `matches(of:in:)` of UTF-8 `bytes`, or nil once `cancellation` is set
    /// (it is read between patterns and every so many steps of a search); a
    /// pattern stopped so is not dropped.
    static func matches(of patterns: [IgnoredPattern], in bytes: UnsafeBufferPointer<UInt8>, cancellation: CancellationFlag?)
        -> [[Range<Int>]]?
    {
        var left = budget(forBytes: bytes.count)
        var all: [[Range<Int>]] = []
        for (k, pattern) in patterns.enumerated() {
            if cancellation?.isCancelled == true { return nil }
            guard !pattern.wasDropped else {
                all.append([])
                continue
            }
            let (found, steps) = pattern.program.matches(in: bytes, budget: left / (patterns.count - k), cancellation: cancellation)
            left -= steps
            if let found {
                all.append(found)
            } else if cancellation?.isCancelled == true {
                return nil
            } else {
                pattern.dropped.value.store(true, ordering: .relaxed)
                all.append([])
            }
        }
        return all
    }

    /// UTF-8 byte ranges of the matches in `text`, in order, with the whole
    /// budget; empty once the pattern was dropped.
    public func matches(in text: String) -> [Range<Int>] {
        Self.matches(of: [self], in: text)[0]
    }
}

/// Shared by the copies of one pattern.
private final class DroppedFlag: Sendable {
    let value = Atomic<Bool>(false)
}

/// Finds repetition inside repetition where the text can be split between
/// the loops in exponentially many ways, which is what hangs a backtracking
/// engine on a near miss: the inner loop alone can make up an outer
/// iteration (`(a+)+`, `(\w+\s*)*`, `(x|y*)+`), or the body holds two loops
/// in a row that can match the same text (`(x+x+)+`).
enum RepetitionCheck {
    static func isCatastrophic(_ node: PatternNode) -> Bool {
        switch node {
        case .empty, .scalar, .any, .set, .assertion: false
        case .sequence(let items), .alternation(let items): items.contains(where: isCatastrophic)
        case .lookaround(let body, _, _), .capture(let body, _): isCatastrophic(body)
        case .repeated(let body, _, let max, _): (max == nil && isAmbiguous(body)) || isCatastrophic(body)
        }
    }

    private static func isAmbiguous(_ body: PatternNode) -> Bool {
        if loopsAlone(body) { return true }
        guard case .sequence(let items) = ungrouped(body) else { return false }
        let loops = items.map(ungrouped).filter { !$0.matchesEmpty || isLoop($0) }
        return zip(loops, loops.dropFirst()).contains { isLoop($0) && isLoop($1) && mayOverlap($0, $1) }
    }

    /// Whether one unbounded loop inside `node` can match all of what `node` matches.
    private static func loopsAlone(_ node: PatternNode) -> Bool {
        switch node {
        case .empty, .scalar, .any, .set, .assertion, .lookaround: false
        case .repeated(let body, _, let max, _): max == nil || loopsAlone(body)
        case .capture(let body, _): loopsAlone(body)
        case .alternation(let branches): branches.contains(where: loopsAlone)
        case .sequence(let items):
            items.indices.contains { k in
                loopsAlone(items[k]) && items.indices.allSatisfy { $0 == k || items[$0].matchesEmpty }
            }
        }
    }

    /// `node` without the capturing groups around it.
    private static func ungrouped(_ node: PatternNode) -> PatternNode {
        if case .capture(let body, _) = node { return ungrouped(body) }
        return node
    }

    private static func isLoop(_ node: PatternNode) -> Bool {
        if case .repeated(_, _, nil, _) = node { return true }
        return false
    }

    /// Whether two loops can match a common scalar (tried on ASCII and a few others).
    private static func mayOverlap(_ a: PatternNode, _ b: PatternNode) -> Bool {
        guard case .repeated(let x, _, _, _) = a, case .repeated(let y, _, _, _) = b else { return true }
        let probes: [UInt32] = Array(0..<0x80) + [0xE9, 0xA0, 0x6771, 0x2003, 0x0663]
        return probes.contains { startsWith(x, $0) && startsWith(y, $0) }
    }

    /// Whether `node` can match text that starts with scalar `c` (true when unsure).
    private static func startsWith(_ node: PatternNode, _ c: UInt32) -> Bool {
        switch node {
        case .scalar(let s): s == c
        case .any: c != 0x0A && c != 0x0D
        case .set(let set): set.contains(c)
        case .empty, .assertion, .lookaround: false
        case .repeated(let body, _, _, _), .capture(let body, _): startsWith(body, c)
        case .alternation(let branches): branches.contains { startsWith($0, c) }
        case .sequence(let items): items.first.map { startsWith($0, c) } ?? false
        }
    }
}
