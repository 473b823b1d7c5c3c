extension PatternProgram {
    /// The byte ranges of the capturing groups (index 0 is group 1) of the
    /// match `match` found by a search, for a program compiled with
    /// `recordsCaptures`: a Pike VM run over the match alone, whose threads
    /// carry their capture slots, keeps the path a backtracking engine
    /// would take. A group that took no part is nil.
    func captures(in text: UnsafeBufferPointer<UInt8>, match: Range<Int>, groups: Int) -> [Range<Int>?] {
        typealias Thread = (pc: Int, slots: [Int])
        var current: [Thread] = []
        var next: [Thread] = []
        var stamp = [Int](repeating: -1, count: ops.count)
        var generation = 0
        var position = match.lowerBound
        var previous = PikeSearch.scalar(before: position, in: text)
        var found: [Int]?

        /// Adds the thread and those its splits lead to, in priority order; stops at a match at the end.
        func add(_ thread: Thread, into list: inout [Thread], scalar: UInt32?) {
            var stack = [thread]
            while let (pc, slots) = stack.popLast() {
                guard stamp[pc] != generation else { continue }
                stamp[pc] = generation
                switch ops[pc] {
                case .jump(let a): stack.append((a, slots))
                case .split(let a, let b): stack += [(b, slots), (a, slots)]
                case .save(let k):
                    var saved = slots
                    if k < saved.count { saved[k] = position }
                    stack.append((pc + 1, saved))
                case .assert(let a): if PikeSearch.holds(a, previous: previous, scalar: scalar) { stack.append((pc + 1, slots)) }
                case .look(let k): if lookarounds[k].holds(in: text, at: position) { stack.append((pc + 1, slots)) }
                case .match:
                    if position == match.upperBound, found == nil {
                        found = slots
                        stack.removeAll()
                    }
                default: list.append((pc, slots))
                }
            }
        }

        var (scalar, length) = PikeSearch.decode(text, at: position)
        add((0, [Int](repeating: -1, count: 2 * groups + 2)), into: &current, scalar: scalar)
        while found == nil, !current.isEmpty, position < match.upperBound {
            generation += 1
            next.removeAll(keepingCapacity: true)
            let after = position + length
            let (following, followingLength) = PikeSearch.decode(text, at: after)
            previous = scalar
            position = after
            for (pc, slots) in current where found == nil {
                let accepts: Bool
                switch ops[pc] {
                case .scalar(let c): accepts = scalar == c
                case .any: accepts = scalar != 0x0A && scalar != 0x0D
                case .set(let s): accepts = scalar.map { sets[s].contains($0) } ?? false
                default: accepts = false
                }
                if accepts { add((pc + 1, slots), into: &next, scalar: following) }
            }
            swap(&current, &next)
            (scalar, length) = (following, followingLength)
        }
        guard let slots = found else { return [Range<Int>?](repeating: nil, count: groups) }
        return (1...max(groups, 1)).prefix(groups).map { k in
            slots[2 * k] >= 0 && slots[2 * k + 1] >= slots[2 * k] ? slots[2 * k]..<slots[2 * k + 1] : nil
        }
    }
}
