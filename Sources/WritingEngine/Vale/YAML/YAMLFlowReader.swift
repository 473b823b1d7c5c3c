import Foundation

/// Reads a flow collection: `[a, "b", [c]]`, `{a: b, c: [d]}`.
struct YAMLFlowReader {
    private let text: [Character]
    private var i = 0
    private let line: Int
    private let limits: YAMLReader.Limits
    private let baseDepth: Int
    /// Nodes read so far.
    private(set) var nodes = 0

    init(_ text: String, line: Int, limits: YAMLReader.Limits, depth: Int) {
        self.text = Array(text)
        self.line = line
        self.limits = limits
        self.baseDepth = depth
    }

    /// The collection, which must be all of the text (but for spaces).
    mutating func read() throws(YAMLError) -> YAMLValue {
        let value = try node(depth: baseDepth)
        skipSpace()
        guard i == text.count else { throw fail("text after a flow collection") }
        return value
    }

    private func fail(_ reason: String) -> YAMLError { YAMLError(line: line, reason: reason) }

    private mutating func skipSpace() {
        while i < text.count, text[i] == " " || text[i] == "\n" || text[i] == "\t" { i += 1 }
    }

    private mutating func node(depth: Int) throws(YAMLError) -> YAMLValue {
        nodes += 1
        if depth > limits.maxDepth { throw fail("nesting deeper than \(limits.maxDepth) levels") }
        if nodes > limits.maxNodes { throw fail("more than \(limits.maxNodes) nodes") }
        skipSpace()
        guard i < text.count else { throw fail("an unclosed flow collection") }
        switch text[i] {
        case "[":
            i += 1
            var items: [YAMLValue] = []
            while try !closes("]") {
                items.append(try node(depth: depth + 1))
                try separator("]")
            }
            return .sequence(items)
        case "{":
            i += 1
            var entries: [(key: String, value: YAMLValue)] = []
            while try !closes("}") {
                guard case .scalar(let key) = try scalar(stopAtColon: true) else { throw fail("a bad key") }
                skipSpace()
                var value = YAMLValue.scalar("")
                if i < text.count, text[i] == ":" {
                    i += 1
                    value = try node(depth: depth + 1)
                }
                if entries.contains(where: { $0.key == key }) { throw fail("the key “\(key)” appears twice") }
                entries.append((key, value))
                try separator("}")
            }
            return .mapping(entries)
        case "&", "*": throw fail("anchors and aliases are not supported")
        case "!": throw fail("tags are not supported")
        default: return try scalar(stopAtColon: false)
        }
    }

    /// Whether the collection closes with `close` here (consumed).
    private mutating func closes(_ close: Character) throws(YAMLError) -> Bool {
        skipSpace()
        guard i < text.count else { throw fail("an unclosed flow collection") }
        if text[i] == close {
            i += 1
            return true
        }
        return false
    }

    private mutating func separator(_ close: Character) throws(YAMLError) {
        skipSpace()
        guard i < text.count else { throw fail("an unclosed flow collection") }
        if text[i] == "," {
            i += 1
        } else if text[i] != close {
            throw fail("expected “,” or “\(close)”")
        }
    }

    private mutating func scalar(stopAtColon: Bool) throws(YAMLError) -> YAMLValue {
        skipSpace()
        if i < text.count, text[i] == "\"" || text[i] == "'" {
            let rest = Substring(String(text[i...]))
            let (value, after) = try YAMLScalars.quoted(rest, line: line)
            i = text.count - after.count
            return .scalar(value)
        }
        var value = ""
        while i < text.count {
            let c = text[i]
            if c == "," || c == "]" || c == "}" { break }
            if c == ":", stopAtColon || i + 1 == text.count || " \n,]}".contains(text[i + 1]) { break }
            if c == "[" || c == "{" { throw fail("a bracket inside a plain scalar") }
            value.append(c == "\n" ? " " : c)
            i += 1
        }
        return .scalar(value.trimmingCharacters(in: .whitespaces))
    }
}
