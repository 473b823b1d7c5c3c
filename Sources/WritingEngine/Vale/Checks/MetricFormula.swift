import Foundation

/// An arithmetic formula of a metric rule: numbers, variables (`words`,
/// `heading.h2`), `+ - * /`, parentheses, and `math.sqrt`, `math.log`,
/// `math.pow`, `math.abs`, `math.round`, `math.min`, `math.max`.
struct MetricFormula: Sendable {
    private indirect enum Node: Sendable {
        case number(Double)
        case variable(String)
        case negate(Node)
        case binary(Character, Node, Node)
        case call(String, [Node])
    }

    private let root: Node
    /// Formulas longer than this are refused.
    static let maxLength = 2000

    init(_ source: String) throws(ValeRuleError) {
        guard source.count <= Self.maxLength else { throw ValeRuleError("its “formula” is too long") }
        var parser = Parser(Array(source))
        root = try parser.expression(depth: 0)
        parser.skipSpaces()
        guard parser.atEnd else { throw ValeRuleError("its “formula” cannot be read near “\(String(parser.rest.prefix(20)))”") }
    }

    /// The value with `variables` (a name not among them is zero).
    func evaluate(_ variables: [String: Double]) -> Double { Self.value(root, variables) }

    private static func value(_ node: Node, _ variables: [String: Double]) -> Double {
        switch node {
        case .number(let n): return n
        case .variable(let name): return variables[name] ?? 0
        case .negate(let inner): return -value(inner, variables)
        case .binary(let op, let a, let b):
            let (x, y) = (value(a, variables), value(b, variables))
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            default: return x / y
            }
        case .call(let name, let arguments):
            let values = arguments.map { value($0, variables) }
            switch (name, values.count) {
            case ("sqrt", 1): return values[0].squareRoot()
            case ("log", 1): return Foundation.log(values[0])
            case ("abs", 1): return Swift.abs(values[0])
            case ("round", 1): return values[0].rounded()
            case ("pow", 2): return Foundation.pow(values[0], values[1])
            case ("min", 2): return Swift.min(values[0], values[1])
            case ("max", 2): return Swift.max(values[0], values[1])
            default: return .nan
            }
        }
    }

    private struct Parser {
        let characters: [Character]
        var i = 0

        init(_ characters: [Character]) { self.characters = characters }

        var atEnd: Bool { i >= characters.count }
        var rest: String { String(characters[min(i, characters.count)...]) }

        mutating func skipSpaces() { while !atEnd, characters[i].isWhitespace { i += 1 } }

        mutating func expression(depth: Int) throws(ValeRuleError) -> Node {
            guard depth < 64 else { throw ValeRuleError("its “formula” is nested too deeply") }
            var node = try term(depth: depth)
            while true {
                skipSpaces()
                guard !atEnd, characters[i] == "+" || characters[i] == "-" else { return node }
                let op = characters[i]
                i += 1
                node = .binary(op, node, try term(depth: depth))
            }
        }

        mutating func term(depth: Int) throws(ValeRuleError) -> Node {
            var node = try factor(depth: depth)
            while true {
                skipSpaces()
                guard !atEnd, characters[i] == "*" || characters[i] == "/" else { return node }
                let op = characters[i]
                i += 1
                node = .binary(op, node, try factor(depth: depth))
            }
        }

        mutating func factor(depth: Int) throws(ValeRuleError) -> Node {
            skipSpaces()
            guard !atEnd else { throw ValeRuleError("its “formula” ends too early") }
            let c = characters[i]
            if c == "-" {
                i += 1
                return .negate(try factor(depth: depth + 1))
            }
            if c == "(" {
                i += 1
                let inner = try expression(depth: depth + 1)
                skipSpaces()
                guard !atEnd, characters[i] == ")" else { throw ValeRuleError("its “formula” has an unbalanced “(”") }
                i += 1
                return inner
            }
            if c.isNumber || c == "." {
                let start = i
                while !atEnd, characters[i].isNumber || characters[i] == "." { i += 1 }
                guard let n = Double(String(characters[start..<i])) else { throw ValeRuleError("its “formula” has a bad number") }
                return .number(n)
            }
            guard c.isLetter || c == "_" else { throw ValeRuleError("its “formula” cannot be read near “\(String(rest.prefix(20)))”") }
            let start = i
            while !atEnd, characters[i].isLetter || characters[i].isNumber || characters[i] == "_" || characters[i] == "." { i += 1 }
            let name = String(characters[start..<i])
            skipSpaces()
            guard !atEnd, characters[i] == "(" else { return .variable(name) }
            guard name.hasPrefix("math.") else { throw ValeRuleError("its “formula” calls an unknown function “\(name)”") }
            i += 1
            var arguments: [Node] = []
            skipSpaces()
            while !atEnd, characters[i] != ")" {
                arguments.append(try expression(depth: depth + 1))
                skipSpaces()
                if !atEnd, characters[i] == "," { i += 1 }
            }
            guard !atEnd else { throw ValeRuleError("its “formula” has an unbalanced “(”") }
            i += 1
            return .call(String(name.dropFirst(5)), arguments)
        }
    }
}
