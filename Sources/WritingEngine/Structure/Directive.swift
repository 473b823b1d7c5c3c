/// An inline `wt-lsp-*` directive, read from the text of one comment.
///
/// Grammar (the comment's text, leading whitespace skipped):
///
///     wt-lsp-ignore-next-line [RULE…]   the next line: ignored, or RULEs off on it
///     wt-lsp-disable [RULE…]            from here: everything ignored, or RULEs off
///     wt-lsp-enable [RULE…]             ends what `wt-lsp-disable` started (all, or RULEs)
///
/// RULE is a rule id (`spelling`, `a-an`…); several are separated by spaces or
/// commas. Anything after ` -- ` is a note and not read. A region without
/// `wt-lsp-enable` runs to the end of the document. A region or line off for
/// all rules becomes an ignored range of kind `directive` (so rewrites leave
/// it alone too); a rule-specific one becomes a `RuleSuppression`.
enum Directive: Hashable, Sendable {
    case ignoreNextLine(rules: [String])
    case disable(rules: [String])
    case enable(rules: [String])

    /// The directive written in `b[text]`, if any.
    static func parse(_ b: UnsafeBufferPointer<UInt8>, _ text: Range<Int>) -> Directive? {
        var i = text.lowerBound
        while i < text.upperBound, Bytes.isWhitespace(b[i]) { i += 1 }
        guard Bytes.hasPrefix(b, i, text.upperBound, "wt-lsp-") else { return nil }
        i += 7
        let nameStart = i
        while i < text.upperBound, Bytes.isLetter(b[i]) || b[i] == 0x2D { i += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<i]), as: UTF8.self)
        guard i == text.upperBound || Bytes.isWhitespace(b[i]) || b[i] == 0x2C else { return nil }
        let rules = ruleList(b, i..<text.upperBound)
        switch name {
        case "ignore-next-line", "disable-next-line": return .ignoreNextLine(rules: rules)
        case "disable": return .disable(rules: rules)
        case "enable": return .enable(rules: rules)
        default: return nil
        }
    }

    private static func ruleList(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [String] {
        var rules: [String] = []
        var i = range.lowerBound
        while i < range.upperBound {
            while i < range.upperBound, Bytes.isWhitespace(b[i]) || b[i] == 0x2C { i += 1 }
            if Bytes.hasPrefix(b, i, range.upperBound, "--") { break }
            let start = i
            while i < range.upperBound, Bytes.isAlphanumeric(b[i]) || b[i] == 0x2D || b[i] == 0x5F || b[i] == 0x2E || b[i] == 0x2F {
                i += 1
            }
            if i == start { break }
            rules.append(String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self))
        }
        return rules
    }

    /// Turns directives (comment range, directive), in any order, into ignored
    /// ranges and suppressions.
    static func apply(
        _ directives: [(range: Range<Int>, directive: Directive)], in b: UnsafeBufferPointer<UInt8>,
        ignore: (Range<Int>) -> Void, suppress: (RuleSuppression) -> Void
    ) {
        var allStart: Int?
        var ruleStarts: [(rule: String, start: Int)] = []
        func close(rule: String?, at end: Int) {
            if let rule {
                if let k = ruleStarts.firstIndex(where: { $0.rule == rule }) {
                    suppress(RuleSuppression(range: ruleStarts[k].start..<end, ruleID: rule))
                    ruleStarts.remove(at: k)
                }
            } else {
                if let start = allStart { ignore(start..<end) }
                allStart = nil
                for open in ruleStarts { suppress(RuleSuppression(range: open.start..<end, ruleID: open.rule)) }
                ruleStarts.removeAll()
            }
        }
        for (range, directive) in directives.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            switch directive {
            case .ignoreNextLine(let rules):
                let start = Bytes.nextLine(b, after: Bytes.lineEnd(b, from: range.upperBound, end: b.count), end: b.count)
                let line = start..<Bytes.lineEnd(b, from: start, end: b.count)
                guard !line.isEmpty else { continue }
                if rules.isEmpty { ignore(line) } else { for rule in rules { suppress(RuleSuppression(range: line, ruleID: rule)) } }
            case .disable(let rules):
                if rules.isEmpty {
                    if allStart == nil { allStart = range.upperBound }
                } else {
                    for rule in rules where !ruleStarts.contains(where: { $0.rule == rule }) {
                        ruleStarts.append((rule, range.upperBound))
                    }
                }
            case .enable(let rules):
                if rules.isEmpty {
                    close(rule: nil, at: range.lowerBound)
                } else {
                    for rule in rules { close(rule: rule, at: range.lowerBound) }
                }
            }
        }
        close(rule: nil, at: b.count)
    }
}
