/// A strict, bounded reader of the YAML that Vale style files use: block
/// mappings and sequences, flow collections (`[a, b]`, `{a: b}`), plain,
/// single- and double-quoted scalars, literal and folded block scalars with
/// their chomping and indentation indicators, and comments.
///
/// Style files are untrusted workspace content, so the reader refuses what
/// it does not know (anchors, aliases, tags, several documents) rather than
/// guessing, and bounds the input's size, the nesting depth and the number
/// of nodes. Every loop advances through the input, so it always ends.
public struct YAMLReader {
    /// Bounds on what is read.
    public struct Limits: Sendable {
        public var maxBytes = 1 << 20
        public var maxDepth = 32
        public var maxNodes = 200_000
        public init() {}
    }

    private var lines: [String]
    private var pos = 0
    private var nodes = 0
    private let limits: Limits

    private init(_ text: String, limits: Limits) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        self.limits = limits
    }

    /// The value of the single document `text` holds (an empty mapping when it holds none).
    public static func read(_ text: String, limits: Limits = Limits()) throws(YAMLError) -> YAMLValue {
        guard text.utf8.count <= limits.maxBytes else {
            throw YAMLError(line: 1, reason: "the file is larger than \(limits.maxBytes) bytes")
        }
        var reader = YAMLReader(text, limits: limits)
        reader.skipBlank()
        if reader.pos < reader.lines.count, reader.lines[reader.pos].hasPrefix("---") {
            let rest = reader.lines[reader.pos].dropFirst(3)
            guard rest.allSatisfy({ $0 == " " }) else { throw YAMLError(line: reader.pos + 1, reason: "content after “---”") }
            reader.pos += 1
            reader.skipBlank()
        }
        guard reader.pos < reader.lines.count else { return .mapping([]) }
        let value = try reader.node(minIndent: 0, depth: 1)
        reader.skipBlank()
        if reader.pos < reader.lines.count {
            let line = reader.lines[reader.pos]
            let reason =
                line.hasPrefix("---") || line.hasPrefix("...")
                ? "several documents in one file are not supported" : "content at an unexpected indentation"
            throw YAMLError(line: reader.pos + 1, reason: reason)
        }
        return value
    }

    // MARK: Lines

    private func indent(_ k: Int) -> Int { lines[k].prefix { $0 == " " }.count }

    /// The line's text after its indentation, without its comment and trailing spaces.
    private func content(_ k: Int) -> Substring { YAMLScalars.strippingComment(lines[k].drop { $0 == " " }) }

    private mutating func skipBlank() {
        while pos < lines.count, content(pos).isEmpty { pos += 1 }
    }

    private func error(_ reason: String, at k: Int? = nil) -> YAMLError { YAMLError(line: (k ?? pos) + 1, reason: reason) }

    private mutating func count(depth: Int) throws(YAMLError) {
        nodes += 1
        if nodes > limits.maxNodes { throw error("more than \(limits.maxNodes) nodes") }
        if depth > limits.maxDepth { throw error("nesting deeper than \(limits.maxDepth) levels") }
    }

    private static func isSequenceItem(_ s: Substring) -> Bool { s == "-" || s.hasPrefix("- ") }

    // MARK: Block structure

    /// The node starting at the next non-blank line, indented at least `minIndent`.
    private mutating func node(minIndent: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        skipBlank()
        guard pos < lines.count, indent(pos) >= minIndent else { return .scalar("") }
        if lines[pos].first == "\t" || lines[pos].drop(while: { $0 == " " }).first == "\t" {
            throw error("a tab in indentation")
        }
        let text = content(pos)
        if Self.isSequenceItem(text) { return try sequence(indent: indent(pos), depth: depth) }
        if try YAMLScalars.splitKey(text, line: pos + 1) != nil { return try mapping(indent: indent(pos), depth: depth) }
        let start = indent(pos)
        pos += 1
        return try value(String(text), parentIndent: start - 1, depth: depth, firstLine: pos - 1)
    }

    private mutating func mapping(indent level: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        try count(depth: depth)
        var entries: [(key: String, value: YAMLValue)] = []
        while true {
            skipBlank()
            guard pos < lines.count, indent(pos) >= level else { break }
            guard indent(pos) == level else { throw error("an entry indented more than the mapping it is in") }
            let text = content(pos)
            if Self.isSequenceItem(text) || text.hasPrefix("---") || text.hasPrefix("...") { break }
            guard let (key, rest) = try YAMLScalars.splitKey(text, line: pos + 1) else {
                throw error("expected “key: value”")
            }
            if entries.contains(where: { $0.key == key }) { throw error("the key “\(key)” appears twice") }
            let keyLine = pos
            pos += 1
            let value = try value(String(rest), parentIndent: level, depth: depth + 1, firstLine: keyLine, inMapping: true)
            entries.append((key, value))
        }
        return .mapping(entries)
    }

    private mutating func sequence(indent level: Int, depth: Int) throws(YAMLError) -> YAMLValue {
        try count(depth: depth)
        var items: [YAMLValue] = []
        while true {
            skipBlank()
            guard pos < lines.count, indent(pos) >= level else { break }
            guard indent(pos) == level else { throw error("an item indented more than the sequence it is in") }
            let text = content(pos)
            guard Self.isSequenceItem(text) else { break }
            let rest = text.dropFirst().drop { $0 == " " }
            let restIndent = level + (text.count - rest.count)
            let isKey = try YAMLScalars.splitKey(rest, line: pos + 1) != nil
            if Self.isSequenceItem(rest) || isKey {
                lines[pos] = String(repeating: " ", count: restIndent) + lines[pos].drop { $0 == " " }.dropFirst(text.count - rest.count)
                items.append(try node(minIndent: restIndent, depth: depth + 1))
            } else {
                let itemLine = pos
                pos += 1
                items.append(try value(String(rest), parentIndent: level, depth: depth + 1, firstLine: itemLine))
            }
        }
        return .sequence(items)
    }

    /// The value whose text starts with `rest` on line `firstLine` (already
    /// passed), under a parent at `parentIndent`.
    private mutating func value(
        _ rest: String, parentIndent: Int, depth: Int, firstLine: Int, inMapping: Bool = false
    ) throws(YAMLError) -> YAMLValue {
        try count(depth: depth)
        guard let first = rest.first else {
            skipBlank()
            guard pos < lines.count else { return .scalar("") }
            if indent(pos) > parentIndent { return try node(minIndent: parentIndent + 1, depth: depth) }
            if inMapping, indent(pos) == parentIndent, Self.isSequenceItem(content(pos)) {
                return try sequence(indent: parentIndent, depth: depth)
            }
            return .scalar("")
        }
        switch first {
        case "|", ">": return .scalar(try blockScalar(header: rest, parentIndent: parentIndent, line: firstLine))
        case "[", "{":
            let text = try continued(rest, parentIndent: parentIndent, line: firstLine) { YAMLScalars.isFlowClosed($0) }
            var flow = YAMLFlowReader(text, line: firstLine + 1, limits: limits, depth: depth)
            let value = try flow.read()
            nodes += flow.nodes
            if nodes > limits.maxNodes { throw error("more than \(limits.maxNodes) nodes", at: firstLine) }
            return value
        case "\"", "'":
            let text = try continued(rest, parentIndent: parentIndent, line: firstLine) { YAMLScalars.isQuoteClosed($0) }
            let (scalar, after) = try YAMLScalars.quoted(Substring(text), line: firstLine + 1)
            guard after.allSatisfy({ $0 == " " }) else { throw error("text after a quoted scalar", at: firstLine) }
            return .scalar(scalar)
        case "&", "*": throw error("anchors and aliases are not supported", at: firstLine)
        case "!": throw error("tags are not supported", at: firstLine)
        default:
            var text = rest
            while pos < lines.count, indent(pos) > parentIndent, !content(pos).isEmpty, !Self.isSequenceItem(content(pos)),
                (try? YAMLScalars.splitKey(content(pos), line: pos + 1)) == nil
            {
                text += " " + content(pos)
                pos += 1
            }
            return .scalar(text)
        }
    }

    /// `rest` and the following lines, joined by line breaks, until `isComplete` holds.
    private mutating func continued(_ rest: String, parentIndent: Int, line: Int, isComplete: (String) -> Bool) throws(YAMLError)
        -> String
    {
        var text = rest
        while !isComplete(text) {
            guard pos < lines.count, indent(pos) > parentIndent || lines[pos].allSatisfy({ $0 == " " }) else {
                throw error("an unclosed quote or bracket", at: line)
            }
            text += "\n" + lines[pos].drop { $0 == " " }
            pos += 1
        }
        return text
    }

    /// A `|` or `>` block scalar whose header is `header`.
    private mutating func blockScalar(header: String, parentIndent: Int, line: Int) throws(YAMLError) -> String {
        let folded = header.first == ">"
        var chomping: Character = " "
        var explicit: Int?
        for c in YAMLScalars.strippingComment(header.dropFirst()) {
            if c == "-" || c == "+", chomping == " " {
                chomping = c
            } else if let d = c.wholeNumberValue, d > 0, explicit == nil {
                explicit = d
            } else if c != " " {
                throw error("a bad block scalar header “\(header)”", at: line)
            }
        }
        var body: [Substring] = []
        var contentIndent = explicit.map { parentIndent + max(0, $0) }
        while pos < lines.count {
            let raw = lines[pos]
            let spaces = raw.prefix { $0 == " " }.count
            if spaces == raw.count {
                body.append("")
                pos += 1
                continue
            }
            if contentIndent == nil { contentIndent = spaces }
            guard let need = contentIndent, spaces >= need, spaces > parentIndent else { break }
            body.append(raw.dropFirst(need))
            pos += 1
        }
        var trailing = 0
        while body.last?.isEmpty == true {
            body.removeLast()
            trailing += 1
        }
        var text = folded ? Self.fold(body) : body.joined(separator: "\n")
        if body.isEmpty { return chomping == "+" ? String(repeating: "\n", count: trailing) : "" }
        switch chomping {
        case "-": break
        case "+": text += String(repeating: "\n", count: trailing + 1)
        default: text += "\n"
        }
        return text
    }

    /// Folded lines: a line break between two lines of text becomes a space,
    /// empty lines stay as line breaks, more-indented lines keep theirs.
    private static func fold(_ body: [Substring]) -> String {
        var text = ""
        var breaks = 0
        var previous: Substring?
        for line in body {
            if line.isEmpty {
                breaks += 1
                continue
            }
            if let previous {
                let literal = previous.first == " " || line.first == " "
                text += breaks > 0 ? String(repeating: "\n", count: breaks + (literal ? 1 : 0)) : (literal ? "\n" : " ")
            } else {
                text += String(repeating: "\n", count: breaks)
            }
            text += line
            breaks = 0
            previous = line
        }
        return text
    }
}
