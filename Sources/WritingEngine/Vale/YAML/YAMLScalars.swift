/// Scalar-level pieces of the YAML reader: comments, keys and quoted scalars.
enum YAMLScalars {
    /// `text` without a trailing `# comment` (a `#` at the start or after a
    /// space, outside quotes) and trailing spaces.
    static func strippingComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if let open = quote {
                if c == open {
                    let next = text.index(after: index)
                    if open == "'", next < text.endIndex, text[next] == "'" {
                        index = text.index(after: next)
                        continue
                    }
                    quote = nil
                } else if c == "\\", open == "\"" {
                    index = text.index(after: index)
                    if index == text.endIndex { break }
                }
            } else if c == "#", previous == " " || previous == "\t" {
                return trimmed(text[..<index])
            } else if c == "\"" || c == "'", " :-[{,?".contains(previous) {
                quote = c
            }
            if c != " " || quote == nil { previous = c }
            index = text.index(after: index)
        }
        return trimmed(text)
    }

    private static func trimmed(_ s: Substring) -> Substring {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == " " || s[s.index(before: end)] == "\t" {
            end = s.index(before: end)
        }
        return s[..<end]
    }

    /// The key and the rest of a `key: value` line, or nil when the line is not one.
    static func splitKey(_ text: Substring, line: Int) throws(YAMLError) -> (String, Substring)? {
        if text.first == "\"" || text.first == "'" {
            guard isQuoteClosed(String(text)) else { return nil }
            let (key, after) = try quoted(text, line: line)
            let rest = after.drop { $0 == " " }
            guard rest.first == ":", rest.dropFirst().first.map({ $0 == " " }) ?? true else { return nil }
            return (key, rest.dropFirst().drop { $0 == " " })
        }
        if text.first == "[" || text.first == "{" || text.first == "?" { return nil }
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " {
                    let key = trimmed(text[..<index])
                    guard !key.isEmpty else { return nil }
                    return (String(key), text[next...].drop { $0 == " " })
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Whether the quoted scalar `text` starts with is closed.
    static func isQuoteClosed(_ text: String) -> Bool {
        (try? quoted(Substring(text), line: 0)) != nil
    }

    /// Whether every bracket `text` opens is closed, outside quotes.
    static func isFlowClosed(_ text: String) -> Bool {
        var depth = 0
        var quote: Character?
        var escaped = false
        for c in text {
            if let open = quote {
                if escaped {
                    escaped = false
                } else if c == "\\", open == "\"" {
                    escaped = true
                } else if c == open {
                    quote = nil
                }
                continue
            }
            switch c {
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            case "\"", "'": quote = c
            default: break
            }
        }
        return depth <= 0 && quote == nil
    }

    /// The quoted scalar at the start of `text` (line breaks folded) and the text after it.
    static func quoted(_ text: Substring, line: Int) throws(YAMLError) -> (String, Substring) {
        guard let open = text.first else { throw YAMLError(line: line, reason: "expected a quoted scalar") }
        var result = ""
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let c = text[index]
            index = text.index(after: index)
            if c == open {
                if open == "'", index < text.endIndex, text[index] == "'" {
                    result.append("'")
                    index = text.index(after: index)
                    continue
                }
                return (result, text[index...])
            }
            if c == "\n" {
                while result.last == " " || result.last == "\t" { result.removeLast() }
                var breaks = 0
                while index < text.endIndex, text[index] == "\n" || text[index] == " " || text[index] == "\t" {
                    if text[index] == "\n" { breaks += 1 }
                    index = text.index(after: index)
                }
                result += breaks > 0 ? String(repeating: "\n", count: breaks) : " "
                continue
            }
            if c == "\\", open == "\"" {
                guard index < text.endIndex else { break }
                let e = text[index]
                index = text.index(after: index)
                result.unicodeScalars.append(try escape(e, in: text, at: &index, line: line))
                continue
            }
            result.append(c)
        }
        throw YAMLError(line: line, reason: "an unclosed quoted scalar")
    }

    private static func escape(_ e: Character, in text: Substring, at index: inout Substring.Index, line: Int) throws(YAMLError)
        -> Unicode.Scalar
    {
        let simple: [Character: Unicode.Scalar] = [
            "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}", "f": "\u{0C}",
            "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
            "L": "\u{2028}", "P": "\u{2029}",
        ]
        if let scalar = simple[e] { return scalar }
        let digits: Int
        switch e {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default: throw YAMLError(line: line, reason: "the escape “\\\(e)” is not valid")
        }
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard index < text.endIndex, let d = text[index].hexDigitValue else {
                throw YAMLError(line: line, reason: "a bad “\\\(e)” escape")
            }
            value = value * 16 + UInt32(d)
            index = text.index(after: index)
        }
        guard let scalar = Unicode.Scalar(value) else { throw YAMLError(line: line, reason: "an escape outside Unicode") }
        return scalar
    }
}
