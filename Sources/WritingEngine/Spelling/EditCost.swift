/// A weighted Damerau–Levenshtein distance (optimal string alignment) whose
/// costs follow how people actually mistype and misspell: neighbouring keys,
/// vowel confusions, doubled letters and swapped neighbours cost less than
/// arbitrary edits.
///
/// Costs are in tenths of an edit (10 = one plain edit). Words are ASCII
/// lowercase letter bytes; other bytes are compared as they are.
enum EditCost {
    static let unit = 10

    /// The distance between `a` and `b`, or `limit + 1` as soon as it must exceed `limit`.
    static func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        let n = a.count
        let m = b.count
        if n == 0 { return min(m * unit, limit + 1) }
        if m == 0 { return min(n * unit, limit + 1) }
        let width = m + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            var before = rows.baseAddress!  // row i-2
            var previous = before + width  // row i-1
            var current = previous + width  // row i
            previous[0] = 0
            for j in 1...m { previous[j] = previous[j - 1] + insertCost(b, j - 1) }
            for i in 1...n {
                let ca = a[i - 1]
                current[0] = previous[0] + deleteCost(a, i - 1)
                var rowMin = current[0]
                for j in 1...m {
                    let cb = b[j - 1]
                    var best = previous[j - 1] + (ca == cb ? 0 : substituteCost(ca, cb))
                    best = min(best, previous[j] + deleteCost(a, i - 1))
                    best = min(best, current[j - 1] + insertCost(b, j - 1))
                    if i > 1 && j > 1 && ca == b[j - 2] && a[i - 2] == cb && ca != cb {
                        best = min(best, before[j - 2] + transposeCost)
                    }
                    current[j] = best
                    rowMin = min(rowMin, best)
                }
                if rowMin > limit { return limit + 1 }
                (before, previous, current) = (previous, current, before)
            }
            return min(previous[m], limit + 1)
        }
    }

    static let transposeCost = 7

    /// Cost of dropping `word[i]` from the typed word (the writer added it).
    @inline(__always) static func deleteCost(_ word: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        let c = word[i]
        if i > 0 && word[i - 1] == c { return 4 }  // doubled by mistake
        return looseLetterCost(c)
    }

    /// Cost of inserting `word[j]` of the intended word (the writer left it out).
    @inline(__always) static func insertCost(_ word: UnsafeBufferPointer<UInt8>, _ j: Int) -> Int {
        let c = word[j]
        if j > 0 && word[j - 1] == c { return 4 }  // a double letter written once
        return looseLetterCost(c)
    }

    /// Cost of a letter written or left out: apostrophes and hyphens are often
    /// forgotten, vowels and `h` more easily than other consonants.
    @inline(__always) static func looseLetterCost(_ c: UInt8) -> Int {
        if c == 0x27 || c == 0x2D { return 3 }
        return isVowel(c) || c == 0x68 ? 8 : unit
    }

    @inline(__always) static func substituteCost(_ x: UInt8, _ y: UInt8) -> Int {
        if isVowel(x) && isVowel(y) { return 6 }
        if x >= 0x61 && x <= 0x7A && y >= 0x61 && y <= 0x7A {
            let pair = Int(x - 0x61) * 26 + Int(y - 0x61)
            return Int(substitution[pair])
        }
        return unit
    }

    @inline(__always) static func isVowel(_ c: UInt8) -> Bool {
        c == 0x61 || c == 0x65 || c == 0x69 || c == 0x6F || c == 0x75 || c == 0x79
    }

    /// Substitution costs between lowercase letters: sound-alike pairs, then QWERTY neighbours.
    private static let substitution: [UInt8] = {
        var table = [UInt8](repeating: UInt8(unit), count: 26 * 26)
        func set(_ pair: String, _ cost: UInt8) {
            let bytes = Array(pair.utf8)
            let x = Int(bytes[0] - 0x61)
            let y = Int(bytes[1] - 0x61)
            table[x * 26 + y] = min(table[x * 26 + y], cost)
            table[y * 26 + x] = min(table[y * 26 + x], cost)
        }
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0.utf8) }
        for (r, row) in rows.enumerated() {
            for (col, key) in row.enumerated() {
                func neighbour(_ other: UInt8) { set(String(decoding: [key, other], as: UTF8.self), 7) }
                if col + 1 < row.count { neighbour(row[col + 1]) }
                if r + 1 < rows.count {
                    // The row below is shifted right by about half a key.
                    for c in [col - 1, col] where c >= 0 && c < rows[r + 1].count { neighbour(rows[r + 1][c]) }
                }
            }
        }
        for pair in ["ck", "cs", "sz", "gj", "iy", "fv", "mn", "dt", "bp", "kq", "sc", "xz", "wv", "ey"] { set(pair, 6) }
        return table
    }()
}
