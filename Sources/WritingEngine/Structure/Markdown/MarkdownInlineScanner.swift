/// Finds the non-prose spans in the inline content of one Markdown leaf
/// block (paragraph, heading, table cell): code spans, autolinks, raw HTML,
/// link destinations and reference labels, bare URLs, e-mails and
/// `@mentions`, math, entities, `<kbd>`, `<code>`, `<samp>` and `<var>`
/// elements with their content, MyST role names (`{func}` before a code
/// span, as code), footnote labels, attribute lists
/// (`{ #id .class }`) and emoji shortcodes (`:tada:`) as markup, template tags
/// (`{{ var }}`, `{% tag %}`) as code, and the emphasis, strikethrough and
/// link markers.
///
/// `v` is the block's text with its lines joined by `\n` (container prefixes
/// and indentation removed). One left-to-right pass, with CommonMark's
/// delimiter and bracket stacks; searches for closers are memoized, so the
/// pass is linear in the length of `v`.
struct MarkdownInlineScanner {
    /// A non-prose span, in offsets of `v`.
    struct Span {
        var range: Range<Int>
        var kind: IgnoredKind
        /// For an HTML comment: the range of its text (a directive candidate).
        var commentText: Range<Int>?
        /// For emphasis markers inside a word (`the *n*th`): read as nothing (see `IgnoredRange.reading`).
        var reading: String?
    }

    private struct Bracket {
        let position: Int
        let textStart: Int
        let isImage: Bool
        var active = true
        var bracketAfter = false
        let delimiterBottom: Int
    }

    private var v = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    private var n = 0
    private var definitions: Set<String> = []
    private var protectLinks = false
    /// The spans found by the last `scan`, in offsets of its text.
    var spans: [Span] = []
    private var delimiters: [MarkdownDelimiter] = []
    private var brackets: [Bracket] = []
    /// Link openers below this index are inactive (no links inside links).
    private var inactiveLinkOpenersBelow = 0
    private var memo = SearchMemo()
    private var backticks = BacktickIndex()
    private var backticksIndexed = false
    private var emphasisLinks = MarkdownDelimiter.Links()
    /// E-mail local parts are not looked for before this offset.
    private var textFloor = 0
    /// Where template tags (`{{`, `{%`) are known to have no closer on their line.
    private var unclosedTemplate = 0..<0
    /// For each code element name, the offset from which no closing tag follows.
    private var unclosedCodeElement: [String: Int] = [:]

    /// Scans `v` with the document's link reference `definitions` (normalized
    /// labels) into `spans`; with `protectLinks`, link text is a `link` span.
    /// One scanner may scan many texts, reusing its buffers.
    mutating func scan(_ v: UnsafeBufferPointer<UInt8>, definitions: Set<String>, protectLinks: Bool = false) {
        self.v = v
        self.n = v.count
        self.definitions = definitions
        self.protectLinks = protectLinks
        spans.removeAll(keepingCapacity: true)
        delimiters.removeAll(keepingCapacity: true)
        brackets.removeAll(keepingCapacity: true)
        inactiveLinkOpenersBelow = 0
        memo = SearchMemo()
        backticksIndexed = false
        textFloor = 0
        unclosedTemplate = 0..<0
        unclosedCodeElement.removeAll(keepingCapacity: true)
        run()
    }

    /// Bytes where an inline construct may start: ``\ ` * _ ~ [ ] ! < $ @ & { :`` and
    /// the first letters of bare URLs (`h`ttp, `f`tp, `w`ww, `m`ailto).
    private static let special: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for c in "\\`*_~[]!<$@&{:hHwWfFmM".utf8 { table[Int(c)] = true }
        return table
    }()

    private mutating func run() {
        var i = 0
        if n > 2, v[0] == 0x5B, v[1] == 0x5E, let end = footnoteLabel(0), end < n, v[end] == 0x3A {
            add(0..<(end + 1), .markup)
            i = end + 1
        }
        let special = Self.special
        while i < n {
            let c = v[i]
            guard special.withUnsafeBufferPointer({ $0[Int(c)] }) else {
                i += 1
                continue
            }
            switch c {
            case 0x5C: i = backslash(i)
            case 0x60: i = codeSpan(i)
            case 0x2A, 0x5F, 0x7E:
                var j = i + 1
                while j < n, v[j] == c { j += 1 }
                if c != 0x7E || j - i <= 2 { delimiters.append(MarkdownDelimiter(v, i, j, n)) }
                i = j
            case 0x5B:
                if i + 1 < n, v[i + 1] == 0x5E, let end = footnoteLabel(i) {
                    add(i..<end, .markup)
                    i = end
                } else {
                    pushBracket(i, isImage: false)
                    i += 1
                }
            case 0x21:
                if i + 1 < n, v[i + 1] == 0x5B {
                    pushBracket(i, isImage: true)
                    i += 2
                } else {
                    i += 1
                }
            case 0x5D: i = closeBracket(i)
            case 0x3C: i = angle(i)
            case 0x24: i = dollar(i)
            case 0x40: i = email(i)
            case 0x26: i = entity(i)
            case 0x7B: i = brace(i)
            case 0x3A: i = shortcode(i)
            default: i = bareURL(i)
            }
        }
        let v = v
        MarkdownDelimiter.process(&delimiters, from: 0, links: &emphasisLinks) { spans.append(Self.emphasisMarker($0, in: v)) }
    }

    /// An emphasis or strikethrough marker, read as nothing inside a word.
    private static func emphasisMarker(_ range: Range<Int>, in v: UnsafeBufferPointer<UInt8>) -> Span {
        Span(range: range, kind: .markup, reading: Bytes.isInsideWord(v, range, within: 0..<v.count) ? "" : nil)
    }

    private mutating func add(_ range: Range<Int>, _ kind: IgnoredKind, comment: Range<Int>? = nil) {
        if !range.isEmpty { spans.append(Span(range: range, kind: kind, commentText: comment)) }
        textFloor = max(textFloor, range.upperBound)
    }

    /// `\(…\)` and `\[…\]` math, or a backslash escape.
    private mutating func backslash(_ i: Int) -> Int {
        guard i + 1 < n else { return i + 1 }
        let c = v[i + 1]
        if c == 0x28 || c == 0x5B {
            let key: SearchMemo.Key = c == 0x28 ? .parenMath : .bracketMath
            let closer: StaticString = c == 0x28 ? "\\)" : "\\]"
            if !memo.failed(key, from: i + 2) {
                if let at = Bytes.find(v, closer, from: i + 2, to: n) {
                    add(i..<(at + 2), .math)
                    return at + 2
                }
                memo.fail(key, from: i + 2)
            }
        }
        return Bytes.isASCIIPunctuation(c) ? i + 2 : i + 1
    }

    private mutating func codeSpan(_ i: Int) -> Int {
        var j = i
        while j < n, v[j] == 0x60 { j += 1 }
        if !backticksIndexed {
            backticks.index(v)
            backticksIndexed = true
        }
        if let close = backticks.closer(length: j - i, after: j) {
            add(i..<(close + j - i), .inlineCode)
            return close + j - i
        }
        return j
    }

    private func footnoteLabel(_ i: Int) -> Int? {
        var j = i + 2
        while j < n, j - i < 100 {
            let c = v[j]
            if c == 0x5D { return j > i + 2 ? j + 1 : nil }
            if Bytes.isWhitespace(c) || c == 0x5B { return nil }
            j += 1
        }
        return nil
    }

    private mutating func pushBracket(_ i: Int, isImage: Bool) {
        if !brackets.isEmpty { brackets[brackets.count - 1].bracketAfter = true }
        brackets.append(Bracket(position: i, textStart: i + (isImage ? 2 : 1), isImage: isImage, delimiterBottom: delimiters.count))
    }

    private mutating func closeBracket(_ i: Int) -> Int {
        guard let opener = brackets.last else { return i + 1 }
        let active = opener.active && (opener.isImage || brackets.count - 1 >= inactiveLinkOpenersBelow)
        guard active else {
            brackets.removeLast()
            return i + 1
        }
        var tail: [(Range<Int>, IgnoredKind)] = []
        var end: Int?
        // A shortcut or collapsed reference (`[label]`, `[label][]`): the text is the label, and editing it breaks the link.
        var textIsLabel = false
        if i + 1 < n, v[i + 1] == 0x28, let link = inlineLinkTail(i + 1) {
            end = link.end
            tail = [
                (i..<link.destination.lowerBound, .markup), (link.destination, .url), (link.destination.upperBound..<link.end, .markup),
            ]
        } else if !definitions.isEmpty {
            var label: Range<Int>?
            var after = i + 1
            if let labelEnd = MarkdownLinkSyntax.label(v, i + 1, n) {
                if labelEnd - (i + 1) > 2 {
                    label = (i + 2)..<(labelEnd - 1)
                } else if !opener.bracketAfter {
                    label = opener.textStart..<i
                }
                after = labelEnd
            } else if !opener.bracketAfter {
                label = opener.textStart..<i
            }
            if let label, label.count <= MarkdownLinkSyntax.maxLabelLength,
                definitions.contains(MarkdownLinkSyntax.normalize(v, label))
            {
                end = after
                tail = [(i..<after, .markup)]
                textIsLabel = label.lowerBound == opener.textStart
            }
        }
        brackets.removeLast()
        guard let end else { return i + 1 }
        add(opener.position..<opener.textStart, .markup)
        if protectLinks && !opener.isImage || textIsLabel { add(opener.textStart..<i, .link) }
        for (range, kind) in tail { add(range, kind) }
        let v = v
        MarkdownDelimiter.process(&delimiters, from: opener.delimiterBottom, links: &emphasisLinks) {
            spans.append(Self.emphasisMarker($0, in: v))
        }
        delimiters.removeSubrange(opener.delimiterBottom...)
        if !opener.isImage { inactiveLinkOpenersBelow = brackets.count }
        return end
    }

    /// `(destination "title")` after a link's `]`.
    private mutating func inlineLinkTail(_ j: Int) -> (end: Int, destination: Range<Int>)? {
        let destStart = MarkdownLinkSyntax.skipSpaceAndNewline(v, j + 1, n)
        guard destStart < n else { return nil }
        if v[destStart] == 0x29 { return (destStart + 1, destStart..<destStart) }
        guard let destEnd = MarkdownLinkSyntax.destination(v, destStart, n) else { return nil }
        var k = MarkdownLinkSyntax.skipSpaceAndNewline(v, destEnd, n)
        if k > destEnd, k < n, v[k] == 0x22 || v[k] == 0x27 || v[k] == 0x28 {
            guard let titleEnd = MarkdownLinkSyntax.title(v, k, n, memo: &memo) else { return nil }
            k = MarkdownLinkSyntax.skipSpaceAndNewline(v, titleEnd, n)
        }
        guard k < n, v[k] == 0x29 else { return nil }
        return (k + 1, destStart..<destEnd)
    }

    /// Autolink (`<https://…>`, `<a@b.c>`) or raw HTML at `<`.
    private mutating func angle(_ i: Int) -> Int {
        if let end = autolinkURL(i) {
            add(i..<end, .url)
            return end
        }
        if let end = autolinkEmail(i) {
            add(i..<end, .email)
            return end
        }
        if let html = MarkdownHTMLSyntax.inline(v, i, n, memo: &memo) {
            if let close = codeElementEnd(i, tagEnd: html.end) {
                add(i..<close, .inlineCode)
                return close
            }
            add(i..<html.end, .html, comment: html.isComment ? (i + 4)..<max(i + 4, html.end - 3) : nil)
            return html.end
        }
        return i + 1
    }

    /// The end of a `<kbd>`, `<code>`, `<samp>` or `<var>` element whose
    /// opening tag is `v[i..<tagEnd]`: keys, code and sample output, not prose.
    private mutating func codeElementEnd(_ i: Int, tagEnd: Int) -> Int? {
        var j = i + 1
        while j < tagEnd, Bytes.isLetter(v[j]) { j += 1 }
        guard j < tagEnd, v[j] == 0x3E || Bytes.isWhitespace(v[j]) else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: v[(i + 1)..<j]), as: UTF8.self).lowercased()
        guard Self.codeElements.contains(name) else { return nil }
        let closer = Array("</\(name)>".utf8)
        if let failed = unclosedCodeElement[name], tagEnd >= failed { return nil }
        var k = tagEnd
        while k + closer.count <= n {
            if v[k] == 0x3C, closer.indices.allSatisfy({ v[k + $0] | 0x20 == closer[$0] | 0x20 }) { return k + closer.count }
            k += 1
        }
        unclosedCodeElement[name] = tagEnd
        return nil
    }

    private static let codeElements: Set<String> = ["kbd", "code", "samp", "var"]

    private func autolinkURL(_ i: Int) -> Int? {
        var j = i + 1
        guard j < n, Bytes.isLetter(v[j]) else { return nil }
        while j < n, j - i <= 33, Bytes.isAlphanumeric(v[j]) || v[j] == 0x2B || v[j] == 0x2E || v[j] == 0x2D { j += 1 }
        guard j - i - 1 >= 2, j - i - 1 <= 32, j < n, v[j] == 0x3A else { return nil }
        j += 1
        while j < n {
            let c = v[j]
            if c == 0x3E { return j + 1 }
            if c <= 0x20 || c == 0x3C || c == 0x7F { return nil }
            j += 1
        }
        return nil
    }

    private func autolinkEmail(_ i: Int) -> Int? {
        var j = i + 1
        while j < n, Bytes.isAlphanumeric(v[j]) || ".!#$%&'*+/=?^_`{|}~-".utf8.contains(v[j]) { j += 1 }
        guard j > i + 1, j < n, v[j] == 0x40 else { return nil }
        j += 1
        var labelLength = 0
        while j < n {
            let c = v[j]
            if Bytes.isAlphanumeric(c) || c == 0x2D && labelLength > 0 {
                labelLength += 1
                guard labelLength <= 63 else { return nil }
                j += 1
            } else if c == 0x2E, labelLength > 0, v[j - 1] != 0x2D {
                labelLength = 0
                j += 1
            } else if c == 0x3E, labelLength > 0, v[j - 1] != 0x2D {
                return j + 1
            } else {
                return nil
            }
        }
        return nil
    }

    /// `$…$` (not `$` then space, not closed by `$` after a space or before
    /// a digit) and `$$…$$` math.
    private mutating func dollar(_ i: Int) -> Int {
        if i + 1 < n, v[i + 1] == 0x24 {
            if !memo.failed(.doubleDollar, from: i + 2) {
                if let at = Bytes.find(v, "$$", from: i + 2, to: n) {
                    add(i..<(at + 2), .math)
                    return at + 2
                }
                memo.fail(.doubleDollar, from: i + 2)
            }
            return i + 2
        }
        guard i + 2 < n, !Bytes.isWhitespace(v[i + 1]), !memo.failed(.dollar, from: i + 2) else { return i + 1 }
        var j = i + 2
        while j < n {
            if v[j] == 0x24, !Bytes.isWhitespace(v[j - 1]), v[j - 1] != 0x5C, j + 1 == n || !Bytes.isDigit(v[j + 1]) {
                add(i..<(j + 1), .math)
                return j + 1
            }
            j += 1
        }
        memo.fail(.dollar, from: i + 2)
        return i + 1
    }

    /// An e-mail address around the `@` at `i`, or a mention starting with it.
    private mutating func email(_ i: Int) -> Int {
        var start = i
        while start > textFloor,
            Bytes.isAlphanumeric(v[start - 1]) || v[start - 1] == 0x2E || v[start - 1] == 0x5F
                || v[start - 1] == 0x2B || v[start - 1] == 0x2D
        {
            start -= 1
        }
        if start == i, i == 0 || !Bytes.isIdentifier(v[i - 1]) && v[i - 1] != 0x40 && v[i - 1] != 0x2F, i + 1 < n,
            Bytes.isAlphanumeric(v[i + 1])
        {
            var j = i + 1
            while j < n,
                Bytes.isAlphanumeric(v[j]) || v[j] == 0x2D || v[j] == 0x5F || v[j] == 0x2F && j + 1 < n && Bytes.isAlphanumeric(v[j + 1])
            {
                j += 1
            }
            add(i..<j, .mention)
            return j
        }
        guard start < i, let end = ProseSpans.emailDomain(v, i + 1, n) else { return i + 1 }
        add(start..<end, .email)
        return end
    }

    /// An entity (`&amp;`) or numeric character reference (`&#169;`, `&#xA9;`).
    private mutating func entity(_ i: Int) -> Int {
        var j = i + 1
        if j < n, v[j] == 0x23 {
            j += 1
            let hex = j < n && (v[j] | 0x20) == 0x78
            if hex { j += 1 }
            let digits = j
            while j < n, j - digits < 8, Bytes.isDigit(v[j]) || hex && Bytes.isLetter(v[j]) && (v[j] | 0x20) <= 0x66 { j += 1 }
            guard j > digits, j - digits <= (hex ? 6 : 7) else { return i + 1 }
        } else {
            guard j < n, Bytes.isLetter(v[j]) else { return i + 1 }
            while j < n, j - i <= 32, Bytes.isAlphanumeric(v[j]) { j += 1 }
        }
        guard j < n, v[j] == 0x3B else { return i + 1 }
        add(i..<(j + 1), .entity)
        return j + 1
    }

    /// A template tag (`{{ … }}`, `{% … %}`) or an attribute list (`{ #id .class
    /// key=value }`, Pandoc and Python-Markdown), on one line.
    private mutating func brace(_ i: Int) -> Int {
        if i + 1 < n, v[i + 1] == 0x7B || v[i + 1] == 0x25 {
            guard !unclosedTemplate.contains(i) else { return i + 2 }
            let closer = v[i + 1] == 0x7B ? UInt8(0x7D) : UInt8(0x25)
            var j = i + 2
            while j + 1 < n, v[j] != Bytes.newline {
                if v[j] == closer, v[j + 1] == 0x7D {
                    add(i..<(j + 2), .code)
                    return j + 2
                }
                j += 1
            }
            unclosedTemplate = i..<(j + 1)
            return i + 2
        }
        if let role = mystRole(i) {
            add(i..<role, .code)
            return role
        }
        let first = Bytes.skipSpaces(v, i + 1, n)
        guard first < n, v[first] == 0x23 || v[first] == 0x2E || v[first] == 0x3A else { return i + 1 }
        var j = first
        while j < n, j - i < 200 {
            let c = v[j]
            if c == 0x7D {
                add(i..<(j + 1), .markup)
                return j + 1
            }
            if c == Bytes.newline || c == 0x7B { return i + 1 }
            j += 1
        }
        return i + 1
    }

    /// The end of a MyST role name (`{func}`, `{py:class}`) at `i` when a
    /// code span follows it: the role, like its code span, is not prose.
    private func mystRole(_ i: Int) -> Int? {
        var j = i + 1
        guard j < n, Bytes.isLetter(v[j]) else { return nil }
        while j < n, j - i < 64, Bytes.isAlphanumeric(v[j]) || v[j] == 0x3A || v[j] == 0x2D || v[j] == 0x5F || v[j] == 0x2E { j += 1 }
        guard j + 1 < n, v[j] == 0x7D, v[j + 1] == 0x60 else { return nil }
        return j + 1
    }

    /// An emoji shortcode (`:tada:`, `:+1:`, `:white_check_mark:`) standing alone.
    private mutating func shortcode(_ i: Int) -> Int {
        guard i == 0 || !Bytes.isIdentifier(v[i - 1]) && v[i - 1] != 0x3A else { return i + 1 }
        var j = i + 1
        var letters = false
        while j < n, j - i <= 40, Bytes.isAlphanumeric(v[j]) || v[j] == 0x5F || v[j] == 0x2B || v[j] == 0x2D {
            letters = letters || Bytes.isLetter(v[j])
            j += 1
        }
        guard letters || j == i + 3 && v[i + 1] == 0x2B, j < n, v[j] == 0x3A, j + 1 == n || !Bytes.isIdentifier(v[j + 1]) else {
            return i + 1
        }
        add(i..<(j + 1), .markup)
        return j + 1
    }

    /// A bare URL (`https://…`, `www.…`, `mailto:…`) at the start of a word.
    private mutating func bareURL(_ i: Int) -> Int {
        guard i == 0 || !Bytes.isIdentifier(v[i - 1]) && v[i - 1] != 0x2F && v[i - 1] != 0x2E && v[i - 1] != 0x40,
            Bytes.hasPrefix(v, i, n, "http", caseInsensitive: true) || Bytes.hasPrefix(v, i, n, "www.", caseInsensitive: true)
                || Bytes.hasPrefix(v, i, n, "ftp", caseInsensitive: true) || Bytes.hasPrefix(v, i, n, "mailto:", caseInsensitive: true),
            let end = ProseSpans.url(v, i, n, stops: [0x5B, 0x5D])
        else { return i + 1 }
        add(i..<end, .url)
        return end
    }
}

/// The backtick runs of a text, for finding the closer of a code span.
/// Queries come in increasing order; a search that fails for one length is
/// remembered, and a successful one skips the runs inside the span, so all
/// searches together stay linear in practice (one failed scan per distinct
/// run length).
struct BacktickIndex {
    private var starts: [Int] = []
    private var lengths: [Int] = []
    private var cursor = 0
    private var failedLengths: [Int] = []

    /// Indexes the runs of `v`, reusing the buffers of an earlier text.
    mutating func index(_ v: UnsafeBufferPointer<UInt8>) {
        starts.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        failedLengths.removeAll(keepingCapacity: true)
        cursor = 0
        var i = 0
        while i < v.count {
            if v[i] == 0x60 {
                let start = i
                while i < v.count, v[i] == 0x60 { i += 1 }
                starts.append(start)
                lengths.append(i - start)
            } else {
                i += 1
            }
        }
    }

    /// The start of the first run of exactly `length` backticks starting at or after `position`.
    mutating func closer(length: Int, after position: Int) -> Int? {
        while cursor < starts.count, starts[cursor] < position { cursor += 1 }
        guard !failedLengths.contains(length) else { return nil }
        var k = cursor
        while k < starts.count {
            if lengths[k] == length { return starts[k] }
            k += 1
        }
        failedLengths.append(length)
        return nil
    }
}
