/// Reads HTML and XHTML.
///
/// Prose: text content, split into units at block-level tags (`<p>`,
/// `<li>`, `<td>`, `<h1>`…) and blank lines, and the values of `alt` and
/// `title` attributes. Ignored: tags and other attributes (`html`),
/// `<script>` and `<style>` (`code`), `<pre>` (`codeBlock`), `<code>`,
/// `<kbd>`, `<samp>`, `<var>` and `<textarea>` (`inlineCode`), comments
/// (`comment`, or a `<!-- wt-lsp-… -->` directive), `<blockquote>`
/// (`blockQuote`, when protected), doctype, processing instructions and
/// CDATA (`html`), and character references (`entity`). The tag of a
/// formatting element inside a word (`<b>n</b>th`) is read as nothing, so
/// the word is read whole.
///
/// Character references are not decoded: the prose model checks the
/// document's own bytes, so `&eacute;` inside a word is a masked span (the
/// word is read in two parts) and `&nbsp;` between words reads as a
/// separator.
struct HTMLScanner: FormatScanner {
    private let b: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let protectBlockQuotes: Bool
    private(set) var builder = StructureBuilder()
    private var unitStart: Int?
    private var unitEnd = 0
    private var unitKind: BlockKind = .paragraph
    /// Attribute values inside the open unit: prose units of their own, not part of it.
    private var unitHoles: [Range<Int>] = []
    /// Once a tag runs to the end of the text unclosed, later `<` are text.
    private var tagsBrokenFrom = Int.max

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, language _: DocumentLanguage, options: StructureOptions) -> StructureBuilder {
        Self(bytes, options: options).builder
    }

    /// Scans `b`.
    init(_ b: UnsafeBufferPointer<UInt8>, options: StructureOptions) {
        self.b = b
        self.end = b.count
        self.protectBlockQuotes = options.protectBlockQuotes
        var i = 0
        while i < end {
            let c = b[i]
            if c == 0x3C, i < tagsBrokenFrom, let next = markup(i) {
                i = next
            } else if c == 0x26, let next = HTMLSyntax.characterReference(b, i, end) {
                builder.ignore(i..<next, .entity)
                text(i..<next)
                i = next
            } else if c == Bytes.newline, HTMLSyntax.isBlankLineAfter(b, i, end) {
                closeUnit()
                i += 1
            } else {
                if !Bytes.isWhitespace(c) { text(i..<(i + 1)) }
                i += 1
            }
        }
        closeUnit()
    }

    private mutating func text(_ range: Range<Int>) {
        if unitStart == nil { unitStart = range.lowerBound }
        unitEnd = range.upperBound
    }

    private mutating func closeUnit(next kind: BlockKind? = nil) {
        if let start = unitStart {
            var stop = unitEnd
            while stop < end, b[stop] & 0xC0 == 0x80 { stop += 1 }
            var prose: [Range<Int>] = []
            var position = start
            for hole in unitHoles where hole.lowerBound >= position && hole.upperBound <= stop {
                if position < hole.lowerBound { prose.append(position..<hole.lowerBound) }
                position = hole.upperBound
            }
            if position < stop { prose.append(position..<stop) }
            builder.block(unitKind, start..<stop, prose: prose)
            for range in prose { ProseSpans.scan(b, range, options: [.urls, .emails]) { builder.ignore($0, $1) } }
        }
        unitStart = nil
        unitHoles.removeAll(keepingCapacity: true)
        if let kind { unitKind = kind }
    }

    /// A comment, doctype, processing instruction, CDATA section or tag at
    /// `i`, and the offset after it (and after the element's content when
    /// it is ignored); nil when `<` is text.
    private mutating func markup(_ i: Int) -> Int? {
        if Bytes.hasPrefix(b, i, end, "<!--") {
            let close = Bytes.find(b, "-->", from: i + 4, to: end)
            let stop = close.map { $0 + 3 } ?? end
            if !builder.directive(in: b, comment: i..<stop, text: (i + 4)..<(close ?? end)) { builder.ignore(i..<stop, .comment) }
            return stop
        }
        if Bytes.hasPrefix(b, i, end, "<![CDATA[") {
            let stop = Bytes.find(b, "]]>", from: i + 9, to: end).map { $0 + 3 } ?? end
            builder.ignore(i..<stop, .html)
            return stop
        }
        guard i + 1 < end, Bytes.isLetter(b[i + 1]) || b[i + 1] == 0x2F || b[i + 1] == 0x21 || b[i + 1] == 0x3F else { return nil }
        guard let tag = HTMLSyntax.tag(b, i, end) else {
            tagsBrokenFrom = i
            return nil
        }
        var position = i
        for value in tag.proseAttributes {
            builder.ignore(position..<value.lowerBound, .html)
            builder.block(.other("attribute"), value, prose: [value])
            ProseSpans.scan(b, value, options: [.urls, .emails]) { builder.ignore($0, $1) }
            if unitStart != nil { unitHoles.append(value) }
            position = value.upperBound
        }
        let name = tag.name
        if position == i, HTMLSyntax.formattingElements.contains(name) {
            builder.ignoreMarkup(b, i..<tag.end, .html, within: 0..<end)
        } else {
            builder.ignore(position..<tag.end, .html)
        }
        if HTMLSyntax.blockElements.contains(name) {
            closeUnit(next: tag.closing ? .paragraph : HTMLSyntax.unitKind(name))
        }
        guard !tag.closing, !tag.selfClosing else { return tag.end }
        let ignored: IgnoredKind? =
            switch name {
            case "script", "style": .code
            case "pre": .codeBlock
            case "code", "kbd", "samp", "var", "textarea": .inlineCode
            case "blockquote" where protectBlockQuotes: .blockQuote
            default: nil
            }
        guard let ignored else { return tag.end }
        let close = HTMLSyntax.closingTag(b, name, from: tag.end, end: end)
        let stop = close.map { HTMLSyntax.tag(b, $0, end)?.end ?? end } ?? end
        if ignored == .inlineCode {
            builder.ignore(tag.end..<stop, .inlineCode)
            text(i..<stop)
        } else {
            builder.block(ignored == .blockQuote ? .blockQuote : .other(name), i..<stop)
            builder.ignore(tag.end..<stop, ignored)
        }
        return stop
    }
}
