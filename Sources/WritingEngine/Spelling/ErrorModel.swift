/// How likely each edit is when people misspell: costs in tenths of an edit,
/// learned from pairs of misspellings and intended words
/// (`scripts/train-error-model`, data in `ErrorModelData`).
///
/// A cost is a scaled negative log probability of the edit given the letters
/// around it, so a likely slip (`e` for `a`, a doubled letter written once)
/// is cheap and an odd one dear. Letters are `a`…`z`; a context is a letter
/// or the start of the word.
///
/// - Important: Immutable after `init`; read from any thread.
struct ErrorModel: Sendable {
    /// The model compiled into the binary.
    static let builtIn = ErrorModel(
        substitution: ErrorModelData.substitution, insertion: ErrorModelData.insertion, omission: ErrorModelData.omission,
        transposition: ErrorModelData.transposition, rules: ErrorModelData.rules)

    /// The context index of the start of a word.
    static let start = 26

    /// Typing `x` for `y`, at `x * 26 + y`.
    private let substitution: [UInt8]
    /// Typing an extra `x` after the typed context `p`, at `p * 26 + x`.
    private let insertion: [UInt8]
    /// Leaving out `y` after the intended context `p`, at `p * 26 + y`.
    private let omission: [UInt8]
    /// Writing the intended neighbours `xy` as `yx`, at `x * 26 + y`.
    private let transposition: [UInt8]
    /// Letter groups written for others (`f` for `ph`), typed side first.
    let rules: [(typed: String, intended: String, cost: Int)]

    /// Decodes tables of cost characters (`'0' + cost`) and rule lines (`typed intended cost`).
    init(substitution: StaticString, insertion: StaticString, omission: StaticString, transposition: StaticString, rules: StaticString) {
        func costs(_ table: StaticString, count: Int) -> [UInt8] {
            let bytes = UnsafeBufferPointer(start: table.utf8Start, count: table.utf8CodeUnitCount)
            precondition(bytes.count == count, "malformed error model table")
            return bytes.map { $0 &- 0x30 }
        }
        self.substitution = costs(substitution, count: 26 * 26)
        self.insertion = costs(insertion, count: 27 * 26)
        self.omission = costs(omission, count: 27 * 26)
        self.transposition = costs(transposition, count: 26 * 26)
        let text = UnsafeBufferPointer(start: rules.utf8Start, count: rules.utf8CodeUnitCount)
        self.rules = text.split(separator: 0x0A).map { line in
            let fields = line.split(separator: 0x20)
            precondition(fields.count == 3 && fields[2].count == 1, "malformed error model rule")
            return (String(decoding: fields[0], as: UTF8.self), String(decoding: fields[1], as: UTF8.self), Int(fields[2].first! &- 0x30))
        }
    }

    /// The letter number of a lowercase ASCII letter, else nil.
    @inline(__always) static func letter(_ c: UInt8) -> Int? {
        c &- 0x61 < 26 ? Int(c &- 0x61) : nil
    }

    /// The context number of the byte before a position: a letter, or `start` for none or anything else.
    @inline(__always) static func context(_ word: UnsafeBufferPointer<UInt8>, before i: Int) -> Int {
        i > 0 ? letter(word[i - 1]) ?? start : start
    }

    /// Typing letter `x` for letter `y` (letter numbers).
    @inline(__always) func substitution(_ x: Int, for y: Int) -> Int { Int(substitution[x * 26 + y]) }

    /// Typing an extra letter `x` after context `p`.
    @inline(__always) func insertion(_ x: Int, after p: Int) -> Int { Int(insertion[p * 26 + x]) }

    /// Leaving out letter `y` after context `p`.
    @inline(__always) func omission(_ y: Int, after p: Int) -> Int { Int(omission[p * 26 + y]) }

    /// Writing the intended `x` then `y` as `y` then `x`.
    @inline(__always) func transposition(_ x: Int, _ y: Int) -> Int { Int(transposition[x * 26 + y]) }
}
