/// Raw HTML recognition: inline tags, comments, processing instructions,
/// declarations and CDATA (CommonMark "Raw HTML"), and the start and end
/// conditions of HTML blocks.
enum MarkdownHTMLSyntax {
    /// The end of the raw HTML at `i` (`v[i] == "<"`), and whether it is a comment.
    static func inline(_ v: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int, memo: inout SearchMemo) -> (end: Int, isComment: Bool)? {
        guard i + 1 < n else { return nil }
        let c = v[i + 1]
        if c == 0x21 {
            if Bytes.hasPrefix(v, i, n, "<!--") {
                if Bytes.hasPrefix(v, i, n, "<!-->") { return (i + 5, true) }
                if Bytes.hasPrefix(v, i, n, "<!--->") { return (i + 6, true) }
                return search(v, "-->", from: i + 4, n, .commentEnd, &memo).map { ($0, true) }
            }
            if Bytes.hasPrefix(v, i, n, "<![CDATA[") { return search(v, "]]>", from: i + 9, n, .cdataEnd, &memo).map { ($0, false) } }
            if i + 2 < n, Bytes.isLetter(v[i + 2]) { return search(v, ">", from: i + 3, n, .declarationEnd, &memo).map { ($0, false) } }
            return nil
        }
        if c == 0x3F { return search(v, "?>", from: i + 2, n, .processingEnd, &memo).map { ($0, false) } }
        return tag(v, i, n, memo: &memo).map { ($0.end, false) }
    }

    private static func search(
        _ v: UnsafeBufferPointer<UInt8>, _ literal: StaticString, from i: Int, _ n: Int, _ key: SearchMemo.Key, _ memo: inout SearchMemo
    ) -> Int? {
        if memo.failed(key, from: i) { return nil }
        if let at = Bytes.find(v, literal, from: i, to: n) { return at + literal.utf8CodeUnitCount }
        memo.fail(key, from: i)
        return nil
    }

    /// The end of the open or closing tag at `i`, and its lowercased name.
    static func tag(_ v: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int, memo: inout SearchMemo) -> (end: Int, name: String, closing: Bool)?
    {
        var j = i + 1
        let closing = j < n && v[j] == 0x2F
        if closing { j += 1 }
        let nameStart = j
        guard j < n, Bytes.isLetter(v[j]) else { return nil }
        while j < n, Bytes.isAlphanumeric(v[j]) || v[j] == 0x2D { j += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: v[nameStart..<j]), as: UTF8.self).lowercased()
        if closing {
            j = skipWhitespace(v, j, n)
            return j < n && v[j] == 0x3E ? (j + 1, name, true) : nil
        }
        while true {
            let afterSpace = skipWhitespace(v, j, n)
            guard afterSpace < n else { return nil }
            let c = v[afterSpace]
            if c == 0x3E { return (afterSpace + 1, name, false) }
            if c == 0x2F { return afterSpace + 1 < n && v[afterSpace + 1] == 0x3E ? (afterSpace + 2, name, false) : nil }
            guard afterSpace > j, Bytes.isLetter(c) || c == 0x5F || c == 0x3A else { return nil }
            j = afterSpace
            while j < n, Bytes.isAlphanumeric(v[j]) || v[j] == 0x5F || v[j] == 0x2E || v[j] == 0x3A || v[j] == 0x2D { j += 1 }
            let beforeEquals = skipWhitespace(v, j, n)
            guard beforeEquals < n, v[beforeEquals] == 0x3D else { continue }
            let valueStart = skipWhitespace(v, beforeEquals + 1, n)
            guard valueStart < n else { return nil }
            let q = v[valueStart]
            if q == 0x22 || q == 0x27 {
                let key: SearchMemo.Key = q == 0x22 ? .doubleQuote : .singleQuote
                if memo.failed(key, from: valueStart + 1) { return nil }
                var k = valueStart + 1
                while k < n, v[k] != q { k += 1 }
                guard k < n else {
                    memo.fail(key, from: valueStart + 1)
                    return nil
                }
                j = k + 1
            } else {
                var k = valueStart
                while k < n {
                    let d = v[k]
                    if d <= 0x20 || d == 0x22 || d == 0x27 || d == 0x3D || d == 0x3C || d == 0x3E || d == 0x60 { break }
                    k += 1
                }
                guard k > valueStart else { return nil }
                j = k
            }
        }
    }

    private static func skipWhitespace(_ v: UnsafeBufferPointer<UInt8>, _ i: Int, _ n: Int) -> Int {
        var j = i
        while j < n, Bytes.isWhitespace(v[j]) { j += 1 }
        return j
    }

    /// Tag names that start an HTML block of type 6.
    static let blockTagNames: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col", "colgroup", "dd",
        "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "frame", "frameset",
        "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "iframe", "legend", "li", "link", "main", "menu",
        "menuitem", "nav", "noframes", "ol", "optgroup", "option", "p", "param", "search", "section", "summary", "table", "tbody",
        "td", "tfoot", "th", "thead", "title", "tr", "track", "ul",
    ]

    /// The HTML block type (1–7) starting at `i` on a line ending at `end`;
    /// type 7 only when `canBeType7` (it cannot interrupt a paragraph).
    static func blockStart(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, canBeType7: Bool) -> Int? {
        guard i + 1 < end, b[i] == 0x3C else { return nil }
        for name in ["script", "pre", "textarea", "style"] where hasName(b, i + 1, end, name) { return 1 }
        if Bytes.hasPrefix(b, i, end, "<!--") { return 2 }
        if b[i + 1] == 0x3F { return 3 }
        if Bytes.hasPrefix(b, i, end, "<![CDATA[") { return 5 }
        if b[i + 1] == 0x21, i + 2 < end, Bytes.isLetter(b[i + 2]) { return 4 }
        var j = i + 1
        if b[j] == 0x2F { j += 1 }
        let nameStart = j
        while j < end, Bytes.isAlphanumeric(b[j]) { j += 1 }
        if j > nameStart {
            let name = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<j]), as: UTF8.self).lowercased()
            if blockTagNames.contains(name),
                j == end || Bytes.isWhitespace(b[j]) || b[j] == 0x3E || (b[j] == 0x2F && j + 1 < end && b[j + 1] == 0x3E)
            {
                return 6
            }
        }
        guard canBeType7 else { return nil }
        var memo = SearchMemo()
        guard let tag = tag(b, i, end, memo: &memo), !["script", "pre", "textarea", "style"].contains(tag.name) else { return nil }
        var k = tag.end
        while k < end, Bytes.isWhitespace(b[k]) { k += 1 }
        return k == end ? 7 : nil
    }

    private static func hasName(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int, _ name: String) -> Bool {
        var j = i
        for c in name.utf8 {
            guard j < end, Bytes.isLetter(b[j]), b[j] | 0x20 == c else { return false }
            j += 1
        }
        return j == end || Bytes.isWhitespace(b[j]) || b[j] == 0x3E
    }

    /// True when the line `b[range]` holds the end condition of an HTML block of `type` (1–5).
    static func blockEnds(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, type: Int) -> Bool {
        let (i, end) = (range.lowerBound, range.upperBound)
        switch type {
        case 1:
            var j = i
            while let at = Bytes.find(b, "</", from: j, to: end) {
                for name in ["script", "pre", "textarea", "style"] {
                    let after = at + 2 + name.utf8.count
                    if hasName(b, at + 2, end, name), after < end, b[after] == 0x3E { return true }
                }
                j = at + 2
            }
            return false
        case 2: return Bytes.find(b, "-->", from: i, to: end) != nil
        case 3: return Bytes.find(b, "?>", from: i, to: end) != nil
        case 4: return Bytes.find(b, ">", from: i, to: end) != nil
        case 5: return Bytes.find(b, "]]>", from: i, to: end) != nil
        default: return false
        }
    }
}
