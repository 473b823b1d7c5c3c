/// A weighted Damerau–Levenshtein distance (optimal string alignment) whose
/// costs follow how people actually misspell: each substitution, letter
/// written or left out, and swap of neighbours costs what the learned
/// `ErrorModel` says, given the letter before it, or what it costs as a
/// typing slip (`SlipCost`), whichever is cheaper; letter groups written for
/// one another (`f` for `ph`) cost one step (`SpellingConfusions`).
///
/// Costs are in tenths of an edit (10 = one plain edit). Words are ASCII
/// lowercase letter bytes; other bytes (apostrophes, hyphens, digits) get
/// the slip costs.
enum EditCost {
    static let unit = 10

    /// The cost of turning the typed word `a` into the intended word `b`.
    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        distance(TypedWord(a), b, limit: limit)
    }

    /// The cost of turning `typed` into the intended word `b`, or `limit + 1`
    /// as soon as it must exceed `limit`.
    static func distance(_ typed: TypedWord, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        let a = UnsafeBufferPointer(typed.letters)
        let n = a.count
        let m = b.count
        if n == 0 || m == 0 { return min(max(n, m) * unit, limit + 1) }
        let width = m + 1
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: (n + 1) * width + m + n + 1) { storage in
            let d = storage.baseAddress!
            let insert = d + (n + 1) * width
            let rowMins = insert + m
            let model = Self.model
            for j in 0..<m { insert[j] = Int32(insertCost(b, j, model)) }
            d[0] = 0
            for j in 1...m { d[j] = d[j - 1] &+ insert[j - 1] }
            rowMins[0] = 0
            let limit32 = Int32(limit)
            for i in 1...n {
                let ca = a[i - 1]
                let substitute = typed.substitutionRow(i - 1)
                let delete = typed.deleteCosts[i - 1]
                let row = d + i * width
                let above = row - width
                row[0] = above[0] &+ delete
                var rowMin = row[0]
                let rules = typed.rules(endingAt: i)
                let ruleEnds = typed.ruleEndRow(i - 1)
                var tail: UInt32 = 0
                for j in 1...m {
                    let cb = b[j - 1]
                    var best = above[j - 1] &+ Int32(substitute[Int(cb)])
                    best = min(best, above[j] &+ delete, row[j - 1] &+ insert[j - 1])
                    if i > 1 && j > 1 && ca == b[j - 2] && a[i - 2] == cb && ca != cb {
                        best = min(best, above[j - 2 - width] &+ Int32(transpositionCost(ca, cb, model)))
                    }
                    if !rules.isEmpty {
                        tail = tail << 8 | UInt32(cb)
                        // Only rules whose intended side ends with `cb` can apply here.
                        if ruleEnds[Int(cb)] != 0 {
                            for rule in rules where j >= rule.intendedLength && tail & rule.intendedMask == rule.intended {
                                best = min(best, d[(i - rule.typedLength) * width + j - rule.intendedLength] &+ Int32(rule.cost))
                            }
                        }
                    }
                    row[j] = best
                    rowMin = min(rowMin, best)
                }
                rowMins[i] = rowMin
                // Rules reach back up to `reach` rows: stop when all of them are over the limit.
                var reachable = false
                for k in max(0, i - typed.reach + 1)...i where rowMins[k] <= limit32 { reachable = true }
                if !reachable { return limit + 1 }
            }
            return min(Int(d[n * width + m]), limit + 1)
        }
    }

    /// The learned model the costs come from.
    static let model = ErrorModel.builtIn

    /// Cost of writing the intended neighbours `x` then `y` as `y` then `x`.
    @inline(__always) static func transpositionCost(_ x: UInt8, _ y: UInt8, _ model: ErrorModel = model) -> Int {
        guard let lx = ErrorModel.letter(x), let ly = ErrorModel.letter(y) else { return SlipCost.transposition }
        return min(model.transposition(lx, ly), SlipCost.transposition)
    }

    /// Cost of dropping `word[i]` from the typed word (the writer added it).
    static func deleteCost(_ word: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        let slip = SlipCost.delete(word, i)
        guard let x = ErrorModel.letter(word[i]) else { return slip }
        return min(slip, model.insertion(x, after: ErrorModel.context(word, before: i)))
    }

    /// Cost of inserting `word[j]` of the intended word (the writer left it out).
    @inline(__always) static func insertCost(_ word: UnsafeBufferPointer<UInt8>, _ j: Int, _ model: ErrorModel = model) -> Int {
        let slip = SlipCost.insert(word, j)
        guard let y = ErrorModel.letter(word[j]) else { return slip }
        return min(slip, model.omission(y, after: ErrorModel.context(word, before: j)))
    }

    /// Cost of writing `x` where `y` was meant (0 when they are equal).
    @inline(__always) static func substituteCost(_ x: UInt8, _ y: UInt8) -> Int {
        let slip = SlipCost.substitute(x, y)
        guard x != y, let lx = ErrorModel.letter(x), let ly = ErrorModel.letter(y) else { return slip }
        return min(slip, model.substitution(lx, for: ly))
    }
}

/// A typed (misspelled) word prepared for many `EditCost.distance` calls:
/// lowercase letters, the cost of deleting each, and the confusion rules
/// whose typed side ends at each position.
final class TypedWord {
    let letters: UnsafeMutableBufferPointer<UInt8>
    let deleteCosts: UnsafeMutableBufferPointer<Int32>
    /// Row `i` (256 bytes) holds the cost of substituting each byte for `letters[i]`.
    private let substitutions: UnsafeMutableBufferPointer<UInt8>
    /// Rules ending at position `i` (1-based end) are `rules[ruleStarts[i - 1]..<ruleStarts[i]]`.
    private let ruleStarts: [Int]
    private let rules: UnsafeMutableBufferPointer<SpellingConfusions.Rule>
    /// Row `i` (256 bytes) is nonzero at each byte that ends the intended side of a rule ending at `i + 1`.
    private let ruleEnds: UnsafeMutableBufferPointer<UInt8>

    /// `word` must be lowercase already.
    init(_ word: UnsafeBufferPointer<UInt8>) {
        letters = .allocate(capacity: word.count)
        _ = letters.initialize(from: word)
        deleteCosts = .allocate(capacity: word.count)
        for i in 0..<word.count { deleteCosts[i] = Int32(EditCost.deleteCost(word, i)) }
        substitutions = .allocate(capacity: word.count * 256)
        for i in 0..<word.count {
            for byte in 0..<256 { substitutions[i * 256 + byte] = UInt8(EditCost.substituteCost(word[i], UInt8(byte))) }
        }
        var starts = [0]
        var list: [SpellingConfusions.Rule] = []
        for end in 1...max(1, word.count) where end <= word.count {
            for rule in SpellingConfusions.rules where rule.typedLength <= end {
                if SpellingConfusions.pack(word[(end - rule.typedLength)..<end]) == rule.typed { list.append(rule) }
            }
            starts.append(list.count)
        }
        ruleStarts = starts
        ruleEnds = .allocate(capacity: max(1, word.count) * 256)
        ruleEnds.initialize(repeating: 0)
        for end in 0..<word.count {
            for rule in list[starts[end]..<starts[end + 1]] { ruleEnds[end * 256 + Int(rule.intended & 0xFF)] = 1 }
        }
        reach = list.map(\.typedLength).max() ?? 1
        rules = .allocate(capacity: list.count)
        _ = rules.initialize(from: list)
    }

    deinit {
        letters.deallocate()
        deleteCosts.deallocate()
        substitutions.deallocate()
        rules.deallocate()
        ruleEnds.deallocate()
    }

    var count: Int { letters.count }

    /// How many rows back a rule of this word can reach (1 when it has none).
    let reach: Int

    /// Substitution costs for the letter at `i`, indexed by the intended byte.
    @inline(__always) func substitutionRow(_ i: Int) -> UnsafeMutablePointer<UInt8> {
        substitutions.baseAddress! + i * 256
    }

    /// Nonzero at each intended last byte of the rules ending at `i + 1`.
    @inline(__always) func ruleEndRow(_ i: Int) -> UnsafeMutablePointer<UInt8> {
        ruleEnds.baseAddress! + i * 256
    }

    @inline(__always) func rules(endingAt i: Int) -> UnsafeBufferPointer<SpellingConfusions.Rule> {
        UnsafeBufferPointer(rebasing: rules[ruleStarts[i - 1]..<ruleStarts[i]])
    }
}
