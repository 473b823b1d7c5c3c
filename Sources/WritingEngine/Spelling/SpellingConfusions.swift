/// Letter groups that writers put for one another (`f` for `ph`, `ei` for
/// `ie`, `i` for `igh`), with the cost of each in tenths of an edit, packed
/// for `EditCost`.
///
/// They let the edit cost treat `fone`/`phone` or `nite`/`night` as one
/// cheap step instead of two or three edits.
enum SpellingConfusions {
    struct Rule {
        /// The letters as typed, packed one byte each (first letter in the highest byte used).
        let typed: UInt32
        let typedLength: Int
        /// The letters of the intended word, packed the same way.
        let intended: UInt32
        let intendedLength: Int
        /// Selects the last `intendedLength` bytes of a packed tail.
        let intendedMask: UInt32
        let cost: Int
    }

    /// The longest typed side of any rule.
    static let maxTypedLength = 4

    /// The learned rules, then English spelling-to-sound correspondences as
    /// phonics teaching material lists them (each pair both ways), which hold
    /// for writers the training data did not have.
    static let rules: [Rule] = {
        let pairs: [(String, String, Int)] = [
            ("f", "ph", 3), ("f", "gh", 5), ("ff", "ph", 4), ("k", "ch", 5), ("k", "ck", 3), ("c", "ck", 3),
            ("kw", "qu", 4), ("cw", "qu", 4), ("q", "qu", 3), ("s", "sc", 4), ("sh", "ti", 4), ("sh", "ci", 4),
            ("sh", "ssi", 4), ("sh", "si", 4), ("ch", "ti", 5), ("sion", "tion", 4), ("shun", "tion", 4),
            ("j", "dg", 4), ("j", "ge", 5), ("g", "dg", 4), ("i", "igh", 4), ("y", "igh", 5), ("ite", "ight", 4),
            ("ee", "ea", 4), ("ee", "ie", 4), ("e", "ea", 4), ("ei", "ie", 4), ("ou", "ow", 5), ("oo", "ou", 5),
            ("u", "oo", 5), ("o", "oa", 5), ("a", "ai", 5), ("ay", "ai", 5), ("a", "ay", 5), ("w", "wh", 4),
            ("r", "wr", 4), ("n", "kn", 4), ("n", "gn", 4), ("m", "mb", 4), ("s", "ps", 4), ("x", "cks", 4),
            ("x", "ks", 4), ("x", "cs", 4), ("ks", "x", 4), ("el", "le", 4), ("er", "re", 4), ("y", "ie", 5),
            ("y", "ey", 5), ("ur", "er", 5), ("ir", "er", 5), ("cion", "tion", 4), ("sy", "cy", 4), ("z", "s", 5),
            ("v", "f", 6), ("d", "t", 6), ("t", "th", 4), ("f", "th", 5), ("d", "th", 5), ("ew", "ue", 5),
            ("ew", "u", 5), ("aw", "au", 5), ("or", "our", 4), ("er", "our", 5), ("tch", "ch", 4), ("dj", "j", 4),
        ]
        var rules = ErrorModel.builtIn.rules.map { rule($0.typed, $0.intended, $0.cost) }
        for (x, y, cost) in pairs {
            rules.append(rule(x, y, cost))
            rules.append(rule(y, x, cost))
        }
        return rules
    }()

    /// Packs up to four bytes, first byte highest.
    static func pack<C: Collection<UInt8>>(_ bytes: C) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func rule(_ typed: String, _ intended: String, _ cost: Int) -> Rule {
        precondition(typed.utf8.count <= maxTypedLength && intended.utf8.count <= 4)
        return Rule(
            typed: pack(typed.utf8), typedLength: typed.utf8.count, intended: pack(intended.utf8),
            intendedLength: intended.utf8.count,
            intendedMask: intended.utf8.count == 4 ? ~0 : (1 << (8 * UInt32(intended.utf8.count))) - 1, cost: cost)
    }
}
