/// A compiled regular expression: a Thompson NFA run as a Pike VM, so a
/// search takes time proportional to the text times the program's size,
/// whatever the pattern. Matches are leftmost-first, as a backtracking
/// engine would find them. A look-around is a separate anchored match of its
/// bounded body at the position (`PatternLookaround`), so it adds a constant
/// cost per position.
///
/// - Important: Immutable; safe to share between threads.
struct PatternProgram: Sendable {
    /// Programs above this many instructions are refused.
    static let maxInstructions = 4000

    enum Op: Sendable {
        case scalar(UInt32)
        case any
        case set(Int)
        case split(Int, Int)
        case jump(Int)
        case assert(PatternAssertion)
        /// The look-around `lookarounds[k]` holds here.
        case look(Int)
        /// Records the position in capture slot `k` (group `k / 2`, its start or end).
        case save(Int)
        case match
    }

    private(set) var ops: [Op] = []
    private(set) var lookarounds: [PatternLookaround] = []
    private var limit = Self.maxInstructions
    private(set) var sets: [CompiledScalarSet] = []

    /// The number of instructions: what one step over the text can cost at most.
    var instructionCount: Int { ops.count }
    /// Bytes a match can start with; nil when it may start with any (or be empty).
    private var firstBytes: [Bool]?
    /// Whether every match starts after a `\b` and with a word byte (`\b(?:tokens)`): a
    /// search then tries no position that follows an ASCII word byte.
    private var startsAtWordStart = false
    /// The threads a search starts at a position whose scalar is ASCII, at
    /// index `byte * 2 + 1` where `\b` holds there and `byte * 2` where it
    /// does not: only those that can take that byte, in priority order. Nil
    /// when the start meets another assertion or a look-around.
    private var startThreads: [[Int]]?

    /// Whether capturing groups record their positions (`captures(in:match:)`).
    private let recordsCaptures: Bool

    /// Compiles `node`; throws when the program would have more than
    /// `maxInstructions`. Groups record their positions when `recordsCaptures`.
    init(_ node: PatternNode, maxInstructions: Int = Self.maxInstructions, recordsCaptures: Bool = false) throws(PatternError) {
        limit = maxInstructions
        self.recordsCaptures = recordsCaptures
        try emit(node)
        ops.append(.match)
        firstBytes = startBytes()
        startsAtWordStart =
            firstBytes.map { bytes in bytes.indices.allSatisfy { !bytes[$0] || Self.isASCIIWord(UInt8($0)) } } ?? false
            && beginsWithWordBoundary()
        startThreads = indexedStartThreads()
    }

    private func indexedStartThreads() -> [[Int]]? {
        var table = [[Int]](repeating: [], count: 256)
        var stamp = [Int](repeating: -1, count: ops.count)
        for key in 0..<256 {
            let byte = UInt32(key / 2)
            let boundary = key % 2 == 1
            var stack = [0]
            while let pc = stack.popLast() {
                guard stamp[pc] != key else { continue }
                stamp[pc] = key
                switch ops[pc] {
                case .jump(let a): stack.append(a)
                case .split(let a, let b): stack += [b, a]
                case .save: stack.append(pc + 1)
                case .assert(.wordBoundary): if boundary { stack.append(pc + 1) }
                case .assert(.notWordBoundary): if !boundary { stack.append(pc + 1) }
                case .assert, .look: return nil
                case .scalar(let c): if c == byte { table[key].append(pc) }
                case .any: if byte != 0x0A, byte != 0x0D { table[key].append(pc) }
                case .set(let k): if sets[k].contains(byte) { table[key].append(pc) }
                case .match: table[key].append(pc)
                }
            }
        }
        return table
    }

    static func isASCIIWord(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F
    }

    /// Whether every path from the start meets a `\b` before it consumes anything.
    private func beginsWithWordBoundary() -> Bool {
        var seen = Set<Int>()
        var stack = [0]
        while let pc = stack.popLast() {
            guard seen.insert(pc).inserted else { continue }
            switch ops[pc] {
            case .assert(.wordBoundary): continue
            case .split(let a, let b): stack += [a, b]
            case .jump(let a): stack.append(a)
            case .save: stack.append(pc + 1)
            default: return false
            }
        }
        return true
    }

    private mutating func emit(_ node: PatternNode) throws(PatternError) {
        guard ops.count < limit else { throw PatternError("the pattern is too large") }
        switch node {
        case .empty: break
        case .scalar(let c): ops.append(.scalar(c))
        case .any: ops.append(.any)
        case .set(let set):
            sets.append(CompiledScalarSet(set))
            ops.append(.set(sets.count - 1))
        case .assertion(let a): ops.append(.assert(a))
        case .lookaround(let body, let ahead, let negated):
            let lookaround = try PatternLookaround(body, ahead: ahead, negated: negated, maxInstructions: limit - ops.count)
            lookarounds.append(lookaround)
            ops.append(.look(lookarounds.count - 1))
        case .capture(let body, let index):
            if recordsCaptures { ops.append(.save(2 * index)) }
            try emit(body)
            if recordsCaptures { ops.append(.save(2 * index + 1)) }
        case .sequence(let items): for item in items { try emit(item) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (k, branch) in branches.enumerated() {
                if k < branches.count - 1 {
                    let split = ops.count
                    ops.append(.split(split + 1, 0))
                    try emit(branch)
                    jumps.append(ops.count)
                    ops.append(.jump(0))
                    ops[split] = .split(split + 1, ops.count)
                } else {
                    try emit(branch)
                }
            }
            for j in jumps { ops[j] = .jump(ops.count) }
        case .repeated(let body, let min, let max, let lazy):
            for _ in 0..<min { try emit(body) }
            if let max {
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(ops.count)
                    ops.append(.jump(0))
                    try emit(body)
                }
                for s in splits { ops[s] = lazy ? .split(ops.count, s + 1) : .split(s + 1, ops.count) }
            } else {
                let loop = ops.count
                ops.append(.jump(0))
                try emit(body)
                ops.append(.jump(loop))
                ops[loop] = lazy ? .split(ops.count, loop + 1) : .split(loop + 1, ops.count)
            }
        }
    }

    /// The first bytes of every scalar a match can begin with, when that set is small and certain.
    private func startBytes() -> [Bool]? {
        var bytes = [Bool](repeating: false, count: 256)
        var seen = Set<Int>()
        var stack = [0]
        while let pc = stack.popLast() {
            guard seen.insert(pc).inserted else { continue }
            switch ops[pc] {
            case .scalar(let c):
                guard let scalar = Unicode.Scalar(c) else { return nil }
                bytes[Int(UTF8.encode(scalar)!.first!)] = true
            case .split(let a, let b): stack += [a, b]
            case .jump(let a): stack.append(a)
            case .assert, .look, .save: stack.append(pc + 1)
            case .set(let k):
                let set = sets[k].set
                guard !set.negated, set.classes.isEmpty, set.ranges.allSatisfy({ $0.upperBound < 0x80 }) else { return nil }
                for r in set.ranges {
                    for c in r {
                        for variant in set.foldCase ? CaseFold.variants(c) : [c] { bytes[Int(variant)] = true }
                    }
                }
            case .any, .match: return nil
            }
        }
        return bytes
    }

    /// Steps of a search between two readings of its cancellation flag.
    static let stepsBetweenPolls = 1 << 16

    /// UTF-8 byte ranges of the non-empty, non-overlapping matches in `text`
    /// (nil when the search would take more than `budget` steps, or
    /// `cancellation` was set: it is read every `stepsBetweenPolls`
    /// steps), and the steps taken.
    func matches(
        in text: UnsafeBufferPointer<UInt8>, budget: Int, cancellation: CancellationFlag? = nil
    ) -> (ranges: [Range<Int>]?, steps: Int) {
        var search = PikeSearch(program: self, text: text, budget: budget, cancellation: cancellation)
        var found: [Range<Int>] = []
        var from = 0
        while from <= text.count {
            guard let match = search.first(from: from) else { return (nil, search.budget < 0 ? budget : budget - search.budget) }
            guard let range = match else { break }
            if !range.isEmpty { found.append(range) }
            from = range.isEmpty ? range.upperBound + Self.scalarLength(text, at: range.upperBound) : range.upperBound
        }
        return (found, budget - search.budget)
    }

    static func scalarLength(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        guard i < text.count else { return 1 }
        let b = text[i]
        return b < 0xC0 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
    }

    /// One leftmost-first search, with its thread lists reused between searches.
    struct PikeSearch {
        let program: PatternProgram
        let ops: [Op]
        let sets: [CompiledScalarSet]
        let firstBytes: [Bool]?
        let startsAtWordStart: Bool
        let startThreads: [[Int]]?
        let text: UnsafeBufferPointer<UInt8>
        var budget: Int
        let cancellation: CancellationFlag?
        /// The budget at which `cancellation` is read next.
        var nextPoll: Int
        var current: [(pc: Int, start: Int)] = []
        var next: [(pc: Int, start: Int)] = []
        var stamp: [Int]
        var generation = 0
        var stack: [Int] = []

        init(program: PatternProgram, text: UnsafeBufferPointer<UInt8>, budget: Int, cancellation: CancellationFlag?) {
            self.program = program
            ops = program.ops
            sets = program.sets
            firstBytes = program.firstBytes
            startsAtWordStart = program.startsAtWordStart
            startThreads = program.startThreads
            self.text = text
            self.budget = budget
            self.cancellation = cancellation
            self.nextPoll = budget - PatternProgram.stepsBetweenPolls
            stamp = [Int](repeating: -1, count: ops.count)
        }

        /// The first match starting at or after `from`: `.some(nil)` when
        /// there is none, nil when the budget ran out or the search was cancelled.
        mutating func first(from: Int) -> Range<Int>?? {
            var position = from
            var matched: Range<Int>?
            current.removeAll(keepingCapacity: true)
            generation += 1
            while true {
                if budget <= nextPoll {
                    if cancellation?.isCancelled == true { return nil }
                    nextPoll = budget - PatternProgram.stepsBetweenPolls
                }
                if matched == nil, current.isEmpty, let firstBytes {
                    while position < text.count,
                        !firstBytes[Int(text[position])]
                            || (startsAtWordStart && position > 0 && PatternProgram.isASCIIWord(text[position - 1]))
                    {
                        position += 1
                    }
                    if position == text.count { return .some(nil) }
                }
                let previous = Self.scalar(before: position, in: text)
                let (scalar, length) = Self.decode(text, at: position)
                if matched == nil {
                    if let startThreads, let scalar, scalar < 0x80 {
                        budget -= 1
                        let boundary = Self.isWord(previous) != Self.isWord(scalar)
                        for pc in startThreads[Int(scalar) * 2 + (boundary ? 1 : 0)] where stamp[pc] != generation {
                            stamp[pc] = generation
                            current.append((pc, position))
                        }
                    } else {
                        guard add(0, start: position, at: position, toNext: false, previous: previous, scalar: scalar) else { return nil }
                    }
                }
                if current.isEmpty {
                    if matched != nil || scalar == nil { return .some(matched) }
                    position += length
                    generation += 1
                    continue
                }
                generation += 1
                next.removeAll(keepingCapacity: true)
                let after = position + length
                let (following, _) = Self.decode(text, at: after)
                var k = 0
                while k < current.count {
                    let thread = current[k]
                    k += 1
                    budget -= 1
                    if budget < 0 { return nil }
                    let accepts: Bool
                    switch ops[thread.pc] {
                    case .match:
                        matched = thread.start..<position
                        k = current.count
                        continue
                    case .scalar(let c): accepts = scalar == c
                    case .any: accepts = scalar != nil && scalar != 0x0A && scalar != 0x0D
                    case .set(let s): accepts = scalar.map { sets[s].contains($0) } ?? false
                    case .split, .jump, .assert, .look, .save: accepts = false
                    }
                    if accepts {
                        guard add(thread.pc + 1, start: thread.start, at: after, toNext: true, previous: scalar, scalar: following) else {
                            return nil
                        }
                    }
                }
                swap(&current, &next)
                if scalar == nil { return .some(matched) }
                position = after
            }
        }

        /// Adds the thread at `pc` and every thread its splits and jumps
        /// lead to, in priority order, to `next` or `current`, at byte
        /// `position`, between `previous` and `scalar`. False when the budget ran out.
        private mutating func add(
            _ pc: Int, start: Int, at position: Int, toNext: Bool, previous: UInt32?, scalar: UInt32?
        ) -> Bool {
            stack.append(pc)
            while let pc = stack.popLast() {
                budget -= 1
                if budget < 0 {
                    stack.removeAll()
                    return false
                }
                guard stamp[pc] != generation else { continue }
                stamp[pc] = generation
                switch ops[pc] {
                case .jump(let a): stack.append(a)
                case .split(let a, let b): stack += [b, a]
                case .save: stack.append(pc + 1)
                case .assert(let a): if Self.holds(a, previous: previous, scalar: scalar) { stack.append(pc + 1) }
                case .look(let k):
                    budget -= program.lookarounds[k].cost
                    if program.lookarounds[k].holds(in: text, at: position) { stack.append(pc + 1) }
                default: if toNext { next.append((pc, start)) } else { current.append((pc, start)) }
                }
            }
            return true
        }

        static func holds(_ a: PatternAssertion, previous: UInt32?, scalar: UInt32?) -> Bool {
            switch a {
            case .lineStart: previous == nil || previous == 0x0A || previous == 0x0D
            case .lineEnd: scalar == nil || scalar == 0x0A || scalar == 0x0D
            case .textStart: previous == nil
            case .textEnd: scalar == nil
            case .wordBoundary: isWord(previous) != isWord(scalar)
            case .notWordBoundary: isWord(previous) == isWord(scalar)
            }
        }

        static func isWord(_ s: UInt32?) -> Bool { s.map(ScalarClass.isWord) ?? false }

        /// The scalar at byte `i` and its length; nil at the end.
        static func decode(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32?, Int) {
            guard i < text.count else { return (nil, 1) }
            let b0 = UInt32(text[i])
            if b0 < 0x80 { return (b0, 1) }
            let length = PatternProgram.scalarLength(text, at: i)
            guard i + length <= text.count else { return (0xFFFD, 1) }
            var value = b0 & (0xFF >> UInt32(length + 1))
            for k in 1..<length { value = value << 6 | (UInt32(text[i + k]) & 0x3F) }
            return (value, length)
        }

        /// The scalar that ends just before byte `i`; nil at the start.
        static func scalar(before i: Int, in text: UnsafeBufferPointer<UInt8>) -> UInt32? {
            guard i > 0 else { return nil }
            var start = i - 1
            while start > 0, text[start] & 0xC0 == 0x80, i - start < 4 { start -= 1 }
            return decode(text, at: start).0
        }
    }
}
