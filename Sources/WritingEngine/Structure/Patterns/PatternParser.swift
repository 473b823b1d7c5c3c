/// Parses a regular expression into a `PatternNode` (syntax in `PatternNode`).
struct PatternParser {
    /// Repetition counts above this are refused (`a{100000}` would be a huge program).
    static let maxRepeat = 1000

    /// Look-around bodies longer than this many scalars are refused.
    static let maxLookaroundLength = 255

    private let scalars: [UInt32]
    private var i = 0
    private var ignoreCase = false
    private let allowsLookarounds: Bool
    /// The number of capturing groups read so far.
    private var captures = 0

    private init(_ source: String, allowsLookarounds: Bool) {
        scalars = source.unicodeScalars.map(\.value)
        self.allowsLookarounds = allowsLookarounds
    }

    /// The tree of `source`; throws on syntax it does not accept. Look-arounds
    /// of bounded length are read when `allowsLookarounds`. Capturing groups
    /// are `.capture` nodes.
    static func parse(_ source: String, allowsLookarounds: Bool = false) throws(PatternError) -> PatternNode {
        var parser = PatternParser(source, allowsLookarounds: allowsLookarounds)
        let node = try parser.alternation()
        if parser.i < parser.scalars.count { throw PatternError("unbalanced “)”") }
        return node
    }

    private var atEnd: Bool { i >= scalars.count }
    private func peek(_ offset: Int = 0) -> UInt32? { i + offset < scalars.count ? scalars[i + offset] : nil }
    private func isChar(_ c: Character, at offset: Int = 0) -> Bool { peek(offset) == c.unicodeScalars.first!.value }

    private mutating func alternation() throws(PatternError) -> PatternNode {
        var branches = [try sequence()]
        while isChar("|") {
            i += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(PatternError) -> PatternNode {
        var items: [PatternNode] = []
        while !atEnd, !isChar("|"), !isChar(")") {
            if isChar("("), isChar("?", at: 1), let length = flagsLength(at: 2), isChar(")", at: 2 + length) {
                applyFlags(at: i + 2, length: length)
                i += 3 + length
                continue
            }
            let atom = try self.atom()
            items.append(try quantified(atom))
        }
        return items.count == 1 ? items[0] : (items.isEmpty ? .empty : .sequence(items))
    }

    private mutating func quantified(_ atom: PatternNode) throws(PatternError) -> PatternNode {
        var node = atom
        while let c = peek() {
            var bounds: (Int, Int?)
            switch c {
            case 0x2A: bounds = (0, nil)
            case 0x2B: bounds = (1, nil)
            case 0x3F: bounds = (0, 1)
            case 0x7B:
                guard let parsed = try braces() else { return node }
                bounds = parsed
            default: return node
            }
            if c != 0x7B { i += 1 }
            if case .assertion = node { throw PatternError("a quantifier after an anchor") }
            if case .lookaround = node { throw PatternError("a quantifier after a look-around") }
            var lazy = false
            if isChar("?") {
                lazy = true
                i += 1
            } else if isChar("+") {
                i += 1
            }
            node = .repeated(node, min: bounds.0, max: bounds.1, lazy: lazy)
        }
        return node
    }

    /// `{n}`, `{n,}`, `{n,m}` at `i`; nil (and `i` unchanged) when `{` is a literal.
    private mutating func braces() throws(PatternError) -> (Int, Int?)? {
        var j = i + 1
        func number(_ j: inout Int) -> Int? {
            var value: Int?
            while j < scalars.count, scalars[j] >= 0x30, scalars[j] <= 0x39 {
                value = min((value ?? 0) * 10 + Int(scalars[j] - 0x30), Self.maxRepeat + 1)
                j += 1
            }
            return value
        }
        guard let low = number(&j) else { return nil }
        var high: Int? = low
        if j < scalars.count, scalars[j] == 0x2C {
            j += 1
            high = number(&j)
        }
        guard j < scalars.count, scalars[j] == 0x7D else { return nil }
        if low > Self.maxRepeat || (high ?? 0) > Self.maxRepeat {
            throw PatternError("a repetition count above \(Self.maxRepeat)")
        }
        if let high, high < low { throw PatternError("a repetition {\(low),\(high)} whose bounds are reversed") }
        i = j + 1
        return (low, high)
    }

    private mutating func atom() throws(PatternError) -> PatternNode {
        let c = scalars[i]
        i += 1
        switch c {
        case 0x2E: return .any
        case 0x5E: return .assertion(.lineStart)
        case 0x24: return .assertion(.lineEnd)
        case 0x5B: return try set()
        case 0x28: return try group()
        case 0x5C: return try escape()
        case 0x2A, 0x2B, 0x3F: throw PatternError("a quantifier with nothing to repeat")
        default: return literal(c)
        }
    }

    private mutating func group() throws(PatternError) -> PatternNode {
        if isChar("?") {
            if isChar(":", at: 1) {
                i += 2
                return try closeGroup(try alternation())
            } else if isChar("<", at: 1) || (isChar("P", at: 1) && isChar("<", at: 2)), let next = peek(isChar("P", at: 1) ? 3 : 2),
                next != 0x3D, next != 0x21
            {
                while !atEnd, !isChar(">") { i += 1 }
                i += 1
                return try capture()
            } else if let (ahead, negated, width) = lookaroundOpening() {
                return try lookaround(ahead: ahead, negated: negated, openingWidth: width)
            } else if let length = flagsLength(at: 1), length > 0, isChar(":", at: 1 + length) {
                let saved = ignoreCase
                applyFlags(at: i + 1, length: length)
                i += 2 + length
                defer { ignoreCase = saved }
                return try closeGroup(try alternation())
            } else {
                throw PatternError("look-arounds and other (?…) groups are not supported")
            }
        }
        return try capture()
    }

    /// The body of a capturing group, numbered in the order of its `(`.
    private mutating func capture() throws(PatternError) -> PatternNode {
        captures += 1
        let index = captures
        return .capture(try closeGroup(try alternation()), index)
    }

    /// `(?=`, `(?!`, `(?<=`, `(?<!` after the `(`: its direction, negation and width after the `(`.
    private func lookaroundOpening() -> (ahead: Bool, negated: Bool, width: Int)? {
        if isChar("=", at: 1) || isChar("!", at: 1) { return (true, isChar("!", at: 1), 2) }
        if isChar("<", at: 1), isChar("=", at: 2) || isChar("!", at: 2) { return (false, isChar("!", at: 2), 3) }
        return nil
    }

    /// A look-around whose opening starts at `i` (after the `(`); its body must have a bounded length.
    private mutating func lookaround(ahead: Bool, negated: Bool, openingWidth: Int) throws(PatternError) -> PatternNode {
        let start = i - 1
        let opening = String(String.UnicodeScalarView(scalars[start..<(start + openingWidth + 1)].compactMap(Unicode.Scalar.init)))
        guard allowsLookarounds else { throw PatternError("look-arounds (\(opening)…) are not supported here") }
        i += openingWidth
        let saved = ignoreCase
        let body = try closeGroup(try alternation())
        ignoreCase = saved
        let written = String(String.UnicodeScalarView(scalars[start..<i].compactMap(Unicode.Scalar.init)))
        guard let length = body.maxLength else {
            throw PatternError("the look-around \(written) has no bounded length, so it cannot run in linear time")
        }
        guard length <= Self.maxLookaroundLength else {
            throw PatternError("the look-around \(written) can match more than \(Self.maxLookaroundLength) characters")
        }
        return .lookaround(body, ahead: ahead, negated: negated)
    }

    /// The number of flag letters (`i`, `m`, `s`, `U`) at `offset`, when a `)` or `:` ends them.
    private func flagsLength(at offset: Int) -> Int? {
        var length = 0
        while let c = peek(offset + length), c == 0x69 || c == 0x6D || c == 0x73 || c == 0x55 { length += 1 }
        return isChar(")", at: offset + length) || isChar(":", at: offset + length) ? length : nil
    }

    /// Applies the flags at `start`: `i` folds case; `m` is how `^` and `$`
    /// always read; `s` and `U` are accepted and not applied.
    private mutating func applyFlags(at start: Int, length: Int) {
        if scalars[start..<start + length].contains(0x69) { ignoreCase = true }
    }

    private mutating func closeGroup(_ body: PatternNode) throws(PatternError) -> PatternNode {
        guard isChar(")") else { throw PatternError("unbalanced “(”") }
        i += 1
        return body
    }

    private mutating func escape() throws(PatternError) -> PatternNode {
        guard let c = peek() else { throw PatternError("a “\\” at the end") }
        i += 1
        switch c {
        case 0x64: return .set(ScalarSet(classes: [.digit]))
        case 0x44: return .set(ScalarSet(classes: [.notDigit]))
        case 0x77: return .set(ScalarSet(classes: [.word]))
        case 0x57: return .set(ScalarSet(classes: [.notWord]))
        case 0x73: return .set(ScalarSet(classes: [.space]))
        case 0x53: return .set(ScalarSet(classes: [.notSpace]))
        case 0x62: return .assertion(.wordBoundary)
        case 0x42: return .assertion(.notWordBoundary)
        case 0x41: return .assertion(.textStart)
        case 0x7A, 0x5A: return .assertion(.textEnd)
        default: return literal(try escapedScalar(c))
        }
    }

    /// The scalar an escape outside the class shortcuts stands for.
    private mutating func escapedScalar(_ c: UInt32) throws(PatternError) -> UInt32 {
        switch c {
        case 0x74: return 0x09
        case 0x6E: return 0x0A
        case 0x72: return 0x0D
        case 0x66: return 0x0C
        case 0x76: return 0x0B
        case 0x78: return try hex(digits: 2)
        case 0x75: return try hex(digits: 4)
        case 0x31...0x39: throw PatternError("back-references are not supported")
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A:
            throw PatternError("the escape “\\\(Character(Unicode.Scalar(c)!))” is not supported")
        default: return c
        }
    }

    private mutating func hex(digits: Int) throws(PatternError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let c = peek(), let d = Self.hexValue(c) else { throw PatternError("a bad hexadecimal escape") }
            value = value * 16 + d
            i += 1
        }
        return value
    }

    private static func hexValue(_ c: UInt32) -> UInt32? {
        switch c {
        case 0x30...0x39: c - 0x30
        case 0x41...0x46: c - 0x37
        case 0x61...0x66: c - 0x57
        default: nil
        }
    }

    private mutating func set() throws(PatternError) -> PatternNode {
        var result = ScalarSet(foldCase: ignoreCase)
        if isChar("^") {
            result.negated = true
            i += 1
        }
        var first = true
        while true {
            guard let c = peek() else { throw PatternError("unbalanced “[”") }
            if c == 0x5D, !first {
                i += 1
                break
            }
            first = false
            if c == 0x5B, isChar(":", at: 1) { throw PatternError("POSIX classes ([:alpha:]) are not supported") }
            i += 1
            var low = c
            if c == 0x5C {
                guard let e = peek() else { throw PatternError("unbalanced “[”") }
                i += 1
                if let cls = Self.classEscape(e) {
                    result.classes.append(cls)
                    continue
                }
                low = e == 0x62 ? 0x08 : try escapedScalar(e)
            }
            var high = low
            if isChar("-"), let next = peek(1), next != 0x5D {
                i += 2
                high = next
                if next == 0x5C {
                    guard let e = peek() else { throw PatternError("unbalanced “[”") }
                    i += 1
                    high = try escapedScalar(e)
                }
                if high < low { throw PatternError("a class range whose ends are reversed") }
            }
            result.ranges.append(low...high)
        }
        return .set(result)
    }

    private static func classEscape(_ c: UInt32) -> ScalarClass? {
        switch c {
        case 0x64: .digit
        case 0x44: .notDigit
        case 0x77: .word
        case 0x57: .notWord
        case 0x73: .space
        case 0x53: .notSpace
        default: nil
        }
    }

    private func literal(_ c: UInt32) -> PatternNode {
        ignoreCase && CaseFold.variants(c).count > 1 ? .set(ScalarSet(ranges: [c...c], foldCase: true)) : .scalar(c)
    }
}

/// Simple case folding for `(?i)`.
enum CaseFold {
    /// The scalar and its one-scalar lower- and uppercase forms.
    static func variants(_ c: UInt32) -> [UInt32] {
        if c < 0x80 {
            if c >= 0x41 && c <= 0x5A { return [c, c + 0x20] }
            if c >= 0x61 && c <= 0x7A { return [c, c - 0x20] }
            return [c]
        }
        guard let scalar = Unicode.Scalar(c) else { return [c] }
        var result = [c]
        for mapped in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping] {
            let values = mapped.unicodeScalars.map(\.value)
            if values.count == 1, !result.contains(values[0]) { result.append(values[0]) }
        }
        return result
    }
}
