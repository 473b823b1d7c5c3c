/// A Vale rule's regular expression (Go's regexp2 syntax), translated to
/// the linear engine: a search costs time proportional to the text times
/// the pattern's size, whatever the pattern.
struct ValePattern: Sendable {
    /// The largest program a rule's pattern may compile to.
    static let maxInstructions = 60_000

    /// The pattern as the rule wrote it (after Vale's own wrapping).
    let source: String
    private let program: PatternProgram
    private let anchored: PatternProgram
    /// The program that records its groups' positions; nil when it has none.
    private let capturing: PatternProgram?
    /// The number of capturing groups.
    let groupCount: Int

    /// Compiles `source`; throws a `PatternError` naming the construct it cannot translate.
    init(_ source: String) throws(PatternError) {
        self.source = source
        let node = try PatternParser.parse(source, allowsLookarounds: true)
        program = try PatternProgram(node, maxInstructions: Self.maxInstructions)
        anchored = try PatternProgram(
            .sequence([.assertion(.textStart), node, .assertion(.textEnd)]), maxInstructions: Self.maxInstructions)
        groupCount = Self.groups(in: node)
        capturing =
            groupCount == 0 ? nil : try PatternProgram(node, maxInstructions: Self.maxInstructions, recordsCaptures: true)
    }

    private static func groups(in node: PatternNode) -> Int {
        switch node {
        case .empty, .scalar, .any, .set, .assertion: 0
        case .sequence(let items), .alternation(let items): items.map(groups).max() ?? 0
        case .repeated(let body, _, _, _), .lookaround(let body, _, _): groups(in: body)
        case .capture(let body, let index): max(index, groups(in: body))
        }
    }

    /// The texts of the groups (group 1 first; nil for a group that took no
    /// part) of the match `match`, a byte range `matches(in:)` found in `text`.
    func groups(in text: String, match: Range<Int>) -> [String?] {
        guard let capturing else { return [] }
        var text = text
        return text.withUTF8 { bytes in
            capturing.captures(in: bytes, match: match, groups: groupCount).map { range in
                range.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
            }
        }
    }

    /// UTF-8 byte ranges of the non-empty, non-overlapping matches in `text`.
    func matches(in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        program.matches(in: text, budget: .max / 4).ranges ?? []
    }

    /// UTF-8 byte ranges of the matches in `text`.
    func matches(in text: String) -> [Range<Int>] {
        var text = text
        return text.withUTF8 { matches(in: $0) }
    }

    /// Whether the pattern matches all of `text`.
    func matchesWhole(_ text: Substring) -> Bool {
        var text = String(text)
        return text.withUTF8 { !(anchored.matches(in: $0, budget: .max / 4).ranges ?? []).isEmpty }
    }
}

/// A long list of literal tokens (`\b(?:tok1|tok2|…)\b`) matched with a trie
/// over their scalars rather than as an alternation: leftmost match, and at
/// one position the token listed first, as a backtracking engine finds it.
struct LiteralSetMatcher: Sendable {
    private struct Node: Sendable {
        var next: [UInt32: Int] = [:]
        /// The index of the token ending here, if any.
        var token: Int?
    }

    private var nodes = [Node()]
    private let ignoreCase: Bool
    private let wordBounded: Bool

    /// The matcher of `tokens` when every one is a plain literal (regex
    /// escapes of punctuation allowed) or a group of them (`(?:a|b)`), else nil.
    init?(tokens: [String], ignoreCase: Bool, wordBounded: Bool) {
        self.ignoreCase = ignoreCase
        self.wordBounded = wordBounded
        for (index, token) in tokens.enumerated() {
            guard let literals = Self.literals(token) else { return nil }
            for literal in literals { add(literal, index: index) }
        }
    }

    /// The literals a token stands for: itself, or the branches of a `(?:a|b)` group; nil when it is another pattern.
    static func literals(_ token: String) -> [[UInt32]]? {
        if token.hasPrefix("(?:"), token.hasSuffix(")"), token.count > 4 {
            let branches = token.dropFirst(3).dropLast().split(separator: "|", omittingEmptySubsequences: false)
            let literals = branches.compactMap { literal(String($0)) }.filter { !$0.isEmpty }
            return literals.count == branches.count ? literals : nil
        }
        guard let literal = literal(token), !literal.isEmpty else { return nil }
        return [literal]
    }

    private mutating func add(_ literal: [UInt32], index: Int) {
        var at = 0
        for scalar in literal {
            let key = ignoreCase ? Self.folded(scalar) : scalar
            if let next = nodes[at].next[key] {
                at = next
            } else {
                nodes.append(Node())
                nodes[at].next[key] = nodes.count - 1
                at = nodes.count - 1
            }
        }
        if nodes[at].token == nil { nodes[at].token = index }
    }

    /// The scalars of a token without regex syntax, or nil when it has some.
    private static func literal(_ token: String) -> [UInt32]? {
        var result: [UInt32] = []
        var escaped = false
        for scalar in token.unicodeScalars {
            let c = scalar.value
            if escaped {
                guard !(Character(scalar).isLetter || Character(scalar).isNumber) else { return nil }
                result.append(c)
                escaped = false
            } else if c == 0x5C {
                escaped = true
            } else if "()[]{}.*+?|^$".unicodeScalars.contains(scalar) {
                return nil
            } else {
                result.append(c)
            }
        }
        return escaped ? nil : result
    }

    private static func folded(_ c: UInt32) -> UInt32 {
        if c < 0x80 { return c >= 0x41 && c <= 0x5A ? c + 0x20 : c }
        return CaseFold.variants(c).min() ?? c
    }

    /// The matches in `text` and the index of the token each one is.
    func matches(in text: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, token: Int)] {
        var found: [(range: Range<Int>, token: Int)] = []
        var position = 0
        var previous: UInt32?
        while position < text.count {
            let (first, firstLength) = Self.decode(text, at: position)
            if !wordBounded || Self.isBoundary(previous, first) {
                if let match = preferred(in: text, from: position) {
                    found.append(match)
                    previous = Self.scalar(before: match.range.upperBound, in: text)
                    position = match.range.upperBound
                    continue
                }
            }
            previous = first
            position += firstLength
        }
        return found
    }

    /// `\b` between two scalars (nil: an edge of the text).
    private static func isBoundary(_ a: UInt32?, _ b: UInt32?) -> Bool {
        (a.map(ScalarClass.isWord) ?? false) != (b.map(ScalarClass.isWord) ?? false)
    }

    /// At `start`, the match of the token listed first.
    private func preferred(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> (
        range: Range<Int>, token: Int
    )? {
        var at = 0
        var position = start
        var best: (range: Range<Int>, token: Int)?
        var last: UInt32?
        while position < text.count {
            let (scalar, length) = Self.decode(text, at: position)
            guard let next = nodes[at].next[ignoreCase ? Self.folded(scalar) : scalar] else { break }
            at = next
            position += length
            last = scalar
            if let token = nodes[at].token, best.map({ token < $0.token }) ?? true {
                let after = position < text.count ? Self.decode(text, at: position).0 : nil
                if !wordBounded || Self.isBoundary(last, after) { best = (start..<position, token) }
            }
        }
        return best
    }

    private static func decode(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
        let b0 = UInt32(text[i])
        if b0 < 0x80 { return (b0, 1) }
        let length = PatternProgram.scalarLength(text, at: i)
        guard i + length <= text.count else { return (0xFFFD, 1) }
        var value = b0 & (0xFF >> UInt32(length + 1))
        for k in 1..<length { value = value << 6 | (UInt32(text[i + k]) & 0x3F) }
        return (value, length)
    }

    private static func scalar(before i: Int, in text: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard i > 0 else { return nil }
        var start = i - 1
        while start > 0, text[start] & 0xC0 == 0x80, i - start < 4 { start -= 1 }
        return decode(text, at: start).0
    }
}
