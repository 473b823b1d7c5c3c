/// The parsed form of an `ignoredPatterns` regular expression.
///
/// The syntax is the common core of ICU, PCRE and JavaScript: literals and
/// escapes, `.`, classes (`[a-z]`, `[^…]`, `\d \w \s` and their negations),
/// groups (`(…)`, `(?:…)`, `(?<name>…)`), alternation, the quantifiers
/// `* + ? {n} {n,} {n,m}` (lazy `?` and possessive `+` suffixes accepted),
/// the anchors `^ $ \A \z \b \B`, and the flag `(?i)`. Back-references are
/// refused: they are what makes matching exponential. Look-arounds
/// (`(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`) are read only when the caller
/// asks, and only with a body of bounded length (`PatternLookaround`).
indirect enum PatternNode: Equatable {
    case empty
    case scalar(UInt32)
    /// Any scalar but a line break.
    case any
    case set(ScalarSet)
    case sequence([PatternNode])
    case alternation([PatternNode])
    /// `min...max` repetitions (`max` nil: unbounded), preferring more unless `lazy`.
    case repeated(PatternNode, min: Int, max: Int?, lazy: Bool)
    case assertion(PatternAssertion)
    /// A look-around: `ahead` (`(?=…)`) or behind (`(?<=…)`), `negated` (`(?!…)`, `(?<!…)`).
    case lookaround(PatternNode, ahead: Bool, negated: Bool)
    /// A capturing group, numbered from 1 in the order of their `(`.
    case capture(PatternNode, Int)

    /// The most scalars the node can match; nil when unbounded.
    var maxLength: Int? {
        switch self {
        case .empty, .assertion, .lookaround: return 0
        case .scalar, .any, .set: return 1
        case .sequence(let items):
            var total = 0
            for item in items {
                guard let length = item.maxLength else { return nil }
                total += length
            }
            return total
        case .alternation(let items):
            var longest = 0
            for item in items {
                guard let length = item.maxLength else { return nil }
                longest = max(longest, length)
            }
            return longest
        case .capture(let body, _): return body.maxLength
        case .repeated(let body, _, let max, _):
            guard let length = body.maxLength else { return nil }
            if length == 0 { return 0 }
            return max.map { $0 * length }
        }
    }

    /// Whether the node can match without consuming text.
    var matchesEmpty: Bool {
        switch self {
        case .empty, .assertion, .lookaround: true
        case .scalar, .any, .set: false
        case .sequence(let items): items.allSatisfy(\.matchesEmpty)
        case .alternation(let items): items.contains(where: \.matchesEmpty)
        case .repeated(let body, let min, _, _): min == 0 || body.matchesEmpty
        case .capture(let body, _): body.matchesEmpty
        }
    }
}

/// A zero-width condition at a position.
enum PatternAssertion: Equatable {
    case lineStart, lineEnd, textStart, textEnd, wordBoundary, notWordBoundary
}

/// A set of scalars: ranges, class escapes, possibly negated.
struct ScalarSet: Equatable {
    var ranges: [ClosedRange<UInt32>] = []
    var classes: [ScalarClass] = []
    var negated = false
    /// `(?i)`: a scalar is in the set when one of its case forms is.
    var foldCase = false

    func contains(_ s: UInt32) -> Bool {
        var inside = includes(s)
        if !inside, foldCase { inside = CaseFold.variants(s).dropFirst().contains(where: includes) }
        return inside != negated
    }

    private func includes(_ s: UInt32) -> Bool {
        for r in ranges where r.contains(s) { return true }
        return classes.contains { $0.contains(s) }
    }
}

/// A `ScalarSet` as a program tests it at every step: its ASCII members
/// precomputed, other scalars tested by the set.
struct CompiledScalarSet: Sendable {
    let set: ScalarSet
    private let low: UInt64
    private let high: UInt64

    init(_ set: ScalarSet) {
        self.set = set
        var bits = [Bool](repeating: false, count: 128)
        for range in set.ranges where range.lowerBound < 128 {
            for s in range.lowerBound...min(range.upperBound, 127) { bits[Int(s)] = true }
        }
        for s in 0..<128 where !bits[s] && set.classes.contains(where: { $0.contains(UInt32(s)) }) { bits[s] = true }
        if set.foldCase {
            // An ASCII letter's other case is the one with bit 0x20 flipped.
            for s in 0x41...0x5A where bits[s] || bits[s + 0x20] {
                bits[s] = true
                bits[s + 0x20] = true
            }
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for s in 0..<128 where bits[s] != set.negated {
            if s < 64 { low |= 1 << UInt64(s) } else { high |= 1 << UInt64(s - 64) }
        }
        self.low = low
        self.high = high
    }

    @inline(__always) func contains(_ s: UInt32) -> Bool {
        if s < 64 { return low >> UInt64(s) & 1 == 1 }
        if s < 128 { return high >> UInt64(s - 64) & 1 == 1 }
        return set.contains(s)
    }
}

/// `\d \w \s` and their negations.
enum ScalarClass: Equatable {
    case digit, word, space, notDigit, notWord, notSpace

    func contains(_ s: UInt32) -> Bool {
        switch self {
        case .digit: Self.isDigit(s)
        case .word: Self.isWord(s)
        case .space: Self.isSpace(s)
        case .notDigit: !Self.isDigit(s)
        case .notWord: !Self.isWord(s)
        case .notSpace: !Self.isSpace(s)
        }
    }

    static func isDigit(_ s: UInt32) -> Bool {
        if s < 0x80 { return s >= 0x30 && s <= 0x39 }
        return Unicode.Scalar(s)?.properties.generalCategory == .decimalNumber
    }

    static func isWord(_ s: UInt32) -> Bool {
        if s < 0x80 { return (s >= 0x30 && s <= 0x39) || (s >= 0x41 && s <= 0x5A) || (s >= 0x61 && s <= 0x7A) || s == 0x5F }
        guard let scalar = Unicode.Scalar(s) else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
            || scalar.properties.generalCategory == .nonspacingMark
    }

    static func isSpace(_ s: UInt32) -> Bool {
        if s < 0x80 { return s == 0x20 || (s >= 0x09 && s <= 0x0D) }
        return Unicode.Scalar(s)?.properties.isWhitespace ?? false
    }
}

/// Why a pattern was refused.
public struct PatternError: Error, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
