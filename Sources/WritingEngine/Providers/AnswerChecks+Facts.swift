extension AnswerChecks {
    /// Refuses an answer that brings a number of its own, that leaves a
    /// bracket open where the text closes each of its own, or, for a
    /// rewrite, a correction or a list, that has fewer negations than the
    /// text (a dropped `not` turns the meaning around). A small model
    /// that loses the thread writes dates, versions and counts the text
    /// never had ("The [guide (2023-01-22) is…"), and the other checks,
    /// which count words, let such an answer through. A number the text
    /// spells out may come back in digits ("three" → "3"); the numbers of
    /// an ordered list's items are layout, not facts. Inline code is left
    /// out on both sides: it is checked byte for byte elsewhere.
    static func facts(_ answer: String, input: String, action: WritingAction) throws(TransformError) {
        if case .compose = action { return }
        let text = withoutInlineCode(input)
        let result = withoutInlineCode(answer)
        let known = Set(numbers(in: text)).union(spelledNumbers(in: text))
        if let invented = numbers(in: result).first(where: { !known.contains($0) }) {
            throw .unusableAnswer("it brings a number that is not in the text (\(invented))")
        }
        switch action {
        case .rewrite, .proofread, .list:
            if !keepsNegations(result, of: text) { throw .unusableAnswer("it drops a negation of the text") }
        default:
            break
        }
        for (open, close): (Character, Character) in [("[", "]"), ("(", ")")]
        where isBalanced(text, open, close) && !isBalanced(result, open, close) {
            throw .unusableAnswer("it leaves a bracket “\(open)” unclosed")
        }
    }

    /// The runs of digits in `text` (with their inner `.` and `,`, as in
    /// 1.5 or 10,000), leaving out the number that opens an ordered list's item.
    static func numbers(in text: String) -> [Substring] {
        var found: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = line[...]
            let marker = line.drop(while: { $0 == " " }).prefix(while: \.isNumber)
            if !marker.isEmpty, let after = line[marker.endIndex...].first, after == "." || after == ")" {
                rest = line[line.index(after: marker.endIndex)...]
            }
            while let start = rest.firstIndex(where: \.isNumber) {
                var end = rest[start...].firstIndex(where: { !$0.isNumber && $0 != "." && $0 != "," }) ?? rest.endIndex
                while end > start, let last = rest[..<end].last, last == "." || last == "," { end = rest.index(before: end) }
                found.append(rest[start..<end])
                rest = rest[end...]
            }
        }
        return found
    }

    /// The negations in `text`: `not`, `no`, `never`, `n't` and their kin.
    static func negations(in text: String) -> Int {
        words(text).count { negationWords.contains(String($0)) || $0.hasSuffix("n't") || $0.hasSuffix("n’t") }
    }

    /// Whether `answer` keeps as many negations as `text`, counting a word
    /// new to the answer that carries one in a prefix on a word of the text
    /// (`not valid` may come back as `invalid`; `individual` negates nothing).
    static func keepsNegations(_ answer: String, of text: String) -> Bool {
        let needed = negations(in: text)
        guard needed > 0 else { return true }
        let known = Set(words(text))
        let prefixed = Set(words(answer)).subtracting(known).count { word in
            ["un", "in", "im", "il", "ir", "non", "dis"].contains { prefix in
                word.hasPrefix(prefix) && word.count >= prefix.count + 4 && known.contains(word.dropFirst(prefix.count))
            }
        }
        return negations(in: answer) + prefixed >= needed
    }

    /// Words that negate what follows them.
    static let negationWords: Set<String> = ["not", "no", "never", "cannot", "without", "none", "nothing", "nobody", "neither", "nor"]

    /// The digits of the small numbers `text` spells out ("three" gives "3").
    static func spelledNumbers(in text: String) -> [Substring] {
        words(text).compactMap { word in numberWords.firstIndex(of: String(word)).map { Substring(String($0)) } }
    }

    static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ]

    /// Whether every `open` in `text` is closed by a later `close`, and no `close` comes first.
    static func isBalanced(_ text: String, _ open: Character, _ close: Character) -> Bool {
        var depth = 0
        for character in text {
            if character == open {
                depth += 1
            } else if character == close {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0
    }

    /// `text` with each inline code span (a run of backticks to the next run of the same length) made one space.
    static func withoutInlineCode(_ text: String) -> String {
        var out = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "`") {
            let fence = rest[open...].prefix(while: { $0 == "`" })
            guard
                let close = rest[fence.endIndex...].ranges(of: fence).first(where: { range in
                    rest[rest.index(before: range.lowerBound)] != "`"
                        && (range.upperBound == rest.endIndex || rest[range.upperBound] != "`")
                })
            else { break }
            out += rest[..<open] + " "
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}
