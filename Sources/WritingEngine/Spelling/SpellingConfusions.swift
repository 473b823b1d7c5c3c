/// Letter groups that writers put for one another (`f` for `ph`, `ei` for
/// `ie`, `i` for `igh`), with the cost of each in tenths of an edit: the
/// rules of the learned `ErrorModel`, packed for `EditCost`.
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

    static let rules: [Rule] = ErrorModel.builtIn.rules.map { rule($0.typed, $0.intended, $0.cost) }

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
