/// Hand-set costs of the slips of anyone typing, in tenths of an edit: a
/// neighbouring key, one vowel for another, a doubled letter, a final `e`,
/// two letters swapped. `EditCost` takes the cheaper of these and the
/// learned `ErrorModel`, whose training misspellings (mostly by poor
/// spellers writing by hand) hold few typing slips: `teh` stays one cheap
/// step from `the`.
enum SlipCost {
    /// Two neighbouring letters swapped.
    static let transposition = 7

    /// Dropping `word[i]` from the typed word (the writer added it).
    static func delete(_ word: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
        let c = word[i]
        if i > 0 && word[i - 1] == c { return 4 }  // doubled by mistake
        if c == 0x65 && i == word.count - 1 { return 5 }  // a final silent e
        return looseLetter(c)
    }

    /// Inserting `word[j]` of the intended word (the writer left it out).
    @inline(__always) static func insert(_ word: UnsafeBufferPointer<UInt8>, _ j: Int) -> Int {
        let c = word[j]
        if j > 0 && word[j - 1] == c { return 4 }  // a double letter written once
        if c == 0x65 && j == word.count - 1 { return 5 }  // a final silent e
        return looseLetter(c)
    }

    /// A letter written or left out: apostrophes and hyphens are often
    /// forgotten, `e` most of all letters, other vowels and `h` more easily
    /// than consonants.
    @inline(__always) static func looseLetter(_ c: UInt8) -> Int {
        if c == 0x27 || c == 0x2D { return 3 }
        if c == 0x65 { return 6 }
        return isVowel(c) || c == 0x68 ? 8 : EditCost.unit
    }

    /// Writing `x` where `y` was meant (0 when they are equal).
    static func substitute(_ x: UInt8, _ y: UInt8) -> Int {
        if x == y { return 0 }
        if isVowel(x) && isVowel(y) { return 6 }
        if x >= 0x61 && x <= 0x7A && y >= 0x61 && y <= 0x7A {
            return Int(substitution[Int(x - 0x61) * 26 + Int(y - 0x61)])
        }
        return EditCost.unit
    }

    @inline(__always) static func isVowel(_ c: UInt8) -> Bool {
        c == 0x61 || c == 0x65 || c == 0x69 || c == 0x6F || c == 0x75 || c == 0x79
    }

    /// Substitution costs between lowercase letters: sound-alike pairs, then QWERTY neighbours.
    private static let substitution: [UInt8] = {
        var table = [UInt8](repeating: UInt8(EditCost.unit), count: 26 * 26)
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
