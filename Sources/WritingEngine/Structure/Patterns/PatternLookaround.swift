/// A look-around of bounded length, evaluated as a separate anchored match
/// of its body at the position where the main search asks for it.
///
/// A look-ahead runs the body from the position, so it reads at most
/// `bound` scalars. A look-behind runs the body from each of the `bound`
/// positions before and asks for a match that ends exactly at the position.
/// Either way the cost at a position is bounded by the body's size times
/// its bound (at most `cost` steps), so a search stays linear in the text.
struct PatternLookaround: Sendable {
    /// The most steps one evaluation may take: larger look-arounds are refused,
    /// so that a search costs at most this much more per position.
    static let maxCost = 4096

    let body: PatternProgram
    let ahead: Bool
    let negated: Bool
    /// The most scalars the body can match.
    let bound: Int
    /// An upper bound on the steps of one evaluation.
    let cost: Int

    init(_ node: PatternNode, ahead: Bool, negated: Bool, maxInstructions: Int) throws(PatternError) {
        body = try PatternProgram(node, maxInstructions: maxInstructions)
        self.ahead = ahead
        self.negated = negated
        bound = node.maxLength ?? 0
        let runs = ahead ? 1 : bound + 1
        cost = runs * (bound + 1) * body.instructionCount * 2
        guard cost <= Self.maxCost else { throw PatternError("a look-around is too large to evaluate at each position") }
    }

    /// Whether the look-around holds at byte `position` of `text`.
    func holds(in text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        var found = false
        if ahead {
            found = body.anchoredMatch(in: text, from: position, endingAt: nil)
        } else {
            var start = position
            for _ in 0...bound {
                if body.anchoredMatch(in: text, from: start, endingAt: position) {
                    found = true
                    break
                }
                guard start > 0 else { break }
                start -= 1
                while start > 0, text[start] & 0xC0 == 0x80 { start -= 1 }
            }
        }
        return found != negated
    }
}

extension PatternProgram {
    /// Whether the program matches text starting at byte `start` (and, when
    /// `end` is set, ending exactly there): every thread is followed, with no
    /// preference between them.
    func anchoredMatch(in text: UnsafeBufferPointer<UInt8>, from start: Int, endingAt end: Int?) -> Bool {
        var current: [Int] = []
        var next: [Int] = []
        var stamp = [Int](repeating: -1, count: ops.count)
        var generation = 0
        var stack: [Int] = []
        var position = start
        var previous = PikeSearch.scalar(before: position, in: text)

        /// Adds `pc` and what it leads to at `position`; true when a match ends where asked.
        func add(_ pc: Int, into list: inout [Int], scalar: UInt32?) -> Bool {
            stack.append(pc)
            while let pc = stack.popLast() {
                guard stamp[pc] != generation else { continue }
                stamp[pc] = generation
                switch ops[pc] {
                case .jump(let a): stack.append(a)
                case .save: stack.append(pc + 1)
                case .split(let a, let b): stack += [b, a]
                case .assert(let a): if PikeSearch.holds(a, previous: previous, scalar: scalar) { stack.append(pc + 1) }
                case .look(let k): if lookarounds[k].holds(in: text, at: position) { stack.append(pc + 1) }
                case .match:
                    if end == nil || end == position {
                        stack.removeAll()
                        return true
                    }
                default: list.append(pc)
                }
            }
            return false
        }

        var (scalar, length) = PikeSearch.decode(text, at: position)
        if add(0, into: &current, scalar: scalar) { return true }
        while !current.isEmpty, scalar != nil, end.map({ position < $0 }) ?? true {
            generation += 1
            next.removeAll(keepingCapacity: true)
            let after = position + length
            let (following, followingLength) = PikeSearch.decode(text, at: after)
            previous = scalar
            position = after
            for pc in current {
                let accepts: Bool
                switch ops[pc] {
                case .scalar(let c): accepts = scalar == c
                case .any: accepts = scalar != 0x0A && scalar != 0x0D
                case .set(let s): accepts = scalar.map { sets[s].contains($0) } ?? false
                default: accepts = false
                }
                if accepts, add(pc + 1, into: &next, scalar: following) { return true }
            }
            swap(&current, &next)
            (scalar, length) = (following, followingLength)
        }
        return false
    }
}
