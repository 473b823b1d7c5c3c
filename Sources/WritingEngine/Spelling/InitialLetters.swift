/// Which first letters a word may have when a writer started it with a given
/// letter. Writers rarely get the first letter wrong, except by sound
/// (`fone` → `phone`, `nife` → `knife`, `sircle` → `circle`) or by hitting a
/// neighbouring key (`rhe` → `the`), or by mirroring `b` and `d`.
enum InitialLetters {
    /// Bit sets (bit `k` = letter `a + k`) of the first letters to consider
    /// for a word typed with `first`: those it may sound like, and its
    /// neighbours on the keyboard (for typing slips, which stay near the word).
    static func candidates(forTyped first: UInt8) -> (bySound: UInt32, byKeyboard: UInt32) {
        guard ASCIICase.isLower(first) else { return (~0, 0) }
        return (soundTable[Int(first - 0x61)], keyboardTable[Int(first - 0x61)])
    }

    private static func bits(_ letters: String) -> UInt32 {
        letters.utf8.reduce(0) { $0 | 1 << UInt32($1 - 0x61) }
    }

    private static let soundTable: [UInt32] = {
        let vowels = "aeiouhy"
        let bySound: [Character: String] = [
            "a": vowels, "e": vowels + "x", "i": vowels, "o": vowels + "w", "u": vowels + "w", "y": vowels,
            "h": vowels + "w", "c": "cksqg", "k": "kcq", "s": "scpzx", "q": "qkc", "z": "zsx", "x": "xzes",
            "f": "fpvt", "v": "vfwb", "p": "pbfs", "b": "bpd", "g": "gjkc", "j": "jg", "n": "nkgm", "m": "mn",
            "r": "rw", "w": "wrhov", "d": "dtb", "t": "tdpfc", "l": "l",
        ]
        return (UInt8(0x61)...UInt8(0x7A)).map { letter in
            bits(bySound[Character(UnicodeScalar(letter))] ?? "") | bits(String(UnicodeScalar(letter)))
        }
    }()

    private static let keyboardTable: [UInt32] = {
        let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0.utf8) }
        var table = [UInt32](repeating: 0, count: 26)
        for row in rows {
            for (col, letter) in row.enumerated() {
                for c in [col - 1, col + 1] where c >= 0 && c < row.count { table[Int(letter - 0x61)] |= 1 << UInt32(row[c] - 0x61) }
            }
        }
        return table
    }()
}
