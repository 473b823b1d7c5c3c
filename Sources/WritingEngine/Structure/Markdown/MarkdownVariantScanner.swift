/// Reads the Markdown variants: the Markdown scanner, then a pass over its
/// prose for the variant's own syntax.
///
/// Quarto and R Markdown: code chunks (```` ```{r} ````), inline `` `r expr` ``
/// and the YAML header are Markdown's fenced code, inline code and front
/// matter already; the pass adds `:::` div fences (`markup`) and
/// `{{< shortcode >}}` (`code`). MDX: `import`/`export` paragraphs (`code`),
/// `{expressions}` (`code`; `{/* wt-lsp-… */}` is a directive), JSX tag
/// lines (`html`); other JSX elements are Markdown's raw HTML (`html`), so a
/// JSX block that Markdown reads as HTML is ignored up to the next blank line.
enum MarkdownVariantScanner: FormatScanner {
    enum Variant {
        /// Quarto and R Markdown.
        case quarto
        case mdx
    }

    /// Reads MDX for `.mdx`, Quarto for any other language.
    static func scan(_ b: UnsafeBufferPointer<UInt8>, language: DocumentLanguage, options: StructureOptions) -> StructureBuilder {
        let variant: Variant = language == .mdx ? .mdx : .quarto
        var builder = MarkdownScanner(b, options: options).builder
        for index in builder.blocks.indices {
            let block = builder.blocks[index]
            guard let first = block.prose.first, let last = block.prose.last else { continue }
            switch variant {
            case .quarto:
                for line in block.prose { quartoLine(b, line, &builder) }
            case .mdx:
                if block.kind == .paragraph, isESM(b, first) {
                    builder.replaceBlock(at: index, with: Block(kind: .other("esm"), range: block.range, prose: []))
                    builder.ignore(block.range, .code)
                } else {
                    for line in block.prose where isJSXLine(b, line) { builder.ignore(line, .html) }
                    expressions(b, first.lowerBound..<last.upperBound, &builder)
                }
            }
        }
        return builder
    }

    /// A `:::` fence line, and the shortcodes of a line.
    private static func quartoLine(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, _ builder: inout StructureBuilder) {
        if Bytes.hasPrefix(b, line.lowerBound, line.upperBound, ":::") {
            builder.ignore(line, .markup)
            return
        }
        var i = line.lowerBound
        while let open = Bytes.find(b, "{{<", from: i, to: line.upperBound) {
            guard let close = Bytes.find(b, ">}}", from: open + 3, to: line.upperBound) else { return }
            builder.ignore(open..<(close + 3), .code)
            i = close + 3
        }
    }

    /// `import …` or `export …` at the start of a line.
    private static func isESM(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        guard line.lowerBound == 0 || b[line.lowerBound - 1] == Bytes.newline else { return false }
        return Bytes.hasPrefix(b, line.lowerBound, line.upperBound, "import ")
            || Bytes.hasPrefix(b, line.lowerBound, line.upperBound, "export ")
    }

    /// A line that is a JSX tag (`<Chart data={[1, 2]} />`, `</Tabs>`), which
    /// Markdown reads as text when its attributes are not HTML.
    private static func isJSXLine(_ b: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        line.count >= 3 && b[line.lowerBound] == 0x3C && b[line.upperBound - 1] == 0x3E
            && (Bytes.isLetter(b[line.lowerBound + 1]) || b[line.lowerBound + 1] == 0x2F)
    }

    /// The outermost balanced `{…}` of `range` (one pass with a depth count).
    private static func expressions(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ builder: inout StructureBuilder) {
        var depth = 0
        var open = 0
        for i in range {
            if b[i] == 0x7B {
                if depth == 0 { open = i }
                depth += 1
            } else if b[i] == 0x7D, depth > 0 {
                depth -= 1
                if depth == 0 { expression(b, open..<(i + 1), &builder) }
            }
        }
    }

    private static func expression(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ builder: inout StructureBuilder) {
        let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
        let isComment =
            inner.count >= 4 && Bytes.hasPrefix(b, inner.lowerBound, inner.upperBound, "/*")
            && b[inner.upperBound - 2] == 0x2A && b[inner.upperBound - 1] == 0x2F
        if isComment, builder.directive(in: b, comment: range, text: (inner.lowerBound + 2)..<(inner.upperBound - 2)) { return }
        builder.ignore(range, isComment ? .comment : .code)
    }
}
