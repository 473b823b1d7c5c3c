/// Tags, attributes and character references of HTML, on UTF-8 bytes.
enum HTMLSyntax {
    /// A start or end tag (or a doctype, `<!…>`, or processing instruction, `<?…>`).
    struct Tag {
        /// The element name, lowercased (`!` or `?` for a declaration).
        var name: String
        var closing: Bool
        var selfClosing: Bool
        /// The offset after `>`.
        var end: Int
        /// The values of `alt` and `title` attributes (inside their quotes).
        var proseAttributes: [Range<Int>]
    }

    /// Elements that start and end prose units.
    /// Inline elements that only format their text: a tag of one inside a
    /// word (`<b>n</b>th`) is read as nothing.
    static let formattingElements: Set<String> = ["b", "i", "em", "strong", "u", "s", "mark", "small", "span", "abbr"]

    static let blockElements: Set<String> = [
        "address", "article", "aside", "blockquote", "body", "caption", "dd", "details", "dialog", "div", "dl", "dt", "fieldset",
        "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "li",
        "main", "nav", "ol", "option", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr",
        "ul", "legend", "br", "script", "style", "noscript", "template", "menu", "center", "textarea", "select",
    ]

    /// The kind of the unit that an opening tag of `name` starts.
    static func unitKind(_ name: String) -> BlockKind {
        switch name {
        case "h1", "title": .heading(level: 1)
        case "h2": .heading(level: 2)
        case "h3": .heading(level: 3)
        case "h4": .heading(level: 4)
        case "h5": .heading(level: 5)
        case "h6": .heading(level: 6)
        case "li", "dt", "dd": .listItem
        case "td", "th": .other("tableCell")
        default: .paragraph
        }
    }

    /// The tag at `i` (`<`), or nil when it is not closed before `end`.
    static func tag(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Tag? {
        var j = i + 1
        let closing = j < end && b[j] == 0x2F
        if closing { j += 1 }
        if j < end, b[j] == 0x21 || b[j] == 0x3F {
            guard let close = Bytes.find(b, ">", from: j, to: end) else { return nil }
            return Tag(name: String(UnicodeScalar(b[j])), closing: false, selfClosing: true, end: close + 1, proseAttributes: [])
        }
        let nameStart = j
        while j < end, Bytes.isAlphanumeric(b[j]) || b[j] == 0x2D || b[j] == 0x3A || b[j] == 0x5F { j += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: b[nameStart..<j]), as: UTF8.self).lowercased()
        var prose: [Range<Int>] = []
        while j < end {
            let c = b[j]
            if c == 0x3E { return Tag(name: name, closing: closing, selfClosing: false, end: j + 1, proseAttributes: prose) }
            if c == 0x2F, j + 1 < end, b[j + 1] == 0x3E {
                return Tag(name: name, closing: closing, selfClosing: true, end: j + 2, proseAttributes: prose)
            }
            if Bytes.isWhitespace(c) || c == 0x2F {
                j += 1
                continue
            }
            let attributeStart = j
            while j < end, !Bytes.isWhitespace(b[j]), b[j] != 0x3D, b[j] != 0x3E, b[j] != 0x2F { j += 1 }
            let attribute = attributeStart..<j
            j = skipWhitespace(b, j, end)
            guard j < end, b[j] == 0x3D else { continue }
            j = skipWhitespace(b, j + 1, end)
            guard j < end else { return nil }
            var value: Range<Int>
            if b[j] == 0x22 || b[j] == 0x27 {
                let quote = b[j]
                var k = j + 1
                while k < end, b[k] != quote { k += 1 }
                guard k < end else { return nil }
                value = (j + 1)..<k
                j = k + 1
            } else {
                let start = j
                while j < end, !Bytes.isWhitespace(b[j]), b[j] != 0x3E { j += 1 }
                value = start..<j
            }
            if isProseAttribute(b, attribute) {
                let start = skipWhitespace(b, value.lowerBound, value.upperBound)
                value = start..<Bytes.trimEnd(b, start, value.upperBound)
                if !value.isEmpty { prose.append(value) }
            }
        }
        return nil
    }

    private static func isProseAttribute(_ b: UnsafeBufferPointer<UInt8>, _ name: Range<Int>) -> Bool {
        (name.count == 3 && Bytes.hasPrefix(b, name.lowerBound, name.upperBound, "alt", caseInsensitive: true))
            || (name.count == 5 && Bytes.hasPrefix(b, name.lowerBound, name.upperBound, "title", caseInsensitive: true))
    }

    private static func skipWhitespace(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int {
        var j = i
        while j < end, Bytes.isWhitespace(b[j]) { j += 1 }
        return j
    }

    /// The offset of the end tag `</name` at or after `i`, if there is one.
    static func closingTag(_ b: UnsafeBufferPointer<UInt8>, _ name: String, from i: Int, end: Int) -> Int? {
        let name = Array(name.utf8)
        var j = i
        while let open = Bytes.find(b, "</", from: j, to: end) {
            let k = open + 2
            if k + name.count <= end, (0..<name.count).allSatisfy({ b[k + $0] | 0x20 == name[$0] }),
                k + name.count == end || !Bytes.isAlphanumeric(b[k + name.count])
            {
                return open
            }
            j = k
        }
        return nil
    }

    /// The end of a character reference at `i` (`&amp;`, `&#169;`, `&#xA9;`).
    static func characterReference(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Int? {
        var j = i + 1
        if j < end, b[j] == 0x23 {
            j += 1
            if j < end, b[j] | 0x20 == 0x78 { j += 1 }
        }
        let start = j
        while j < end, j - start < 32, Bytes.isAlphanumeric(b[j]) { j += 1 }
        return j > start && j < end && b[j] == 0x3B ? j + 1 : nil
    }

    /// True when the line after the `\n` at `i` is blank.
    static func isBlankLineAfter(_ b: UnsafeBufferPointer<UInt8>, _ i: Int, _ end: Int) -> Bool {
        var j = i + 1
        while j < end, Bytes.isSpaceOrTab(b[j]) || b[j] == Bytes.carriageReturn { j += 1 }
        return j < end && b[j] == Bytes.newline
    }
}
