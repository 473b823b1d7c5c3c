/// A document as Vale's rules read it: its text with everything that is not
/// prose blanked out (so offsets stay those of the file), and the units each
/// scope names.
struct ValeDocument {
    /// The file's text.
    let raw: [UInt8]
    /// `raw` with code, markup, URLs, comments and other non-prose bytes
    /// replaced (line breaks kept): inline code and markup delimiters by `*`,
    /// so that `**bold**` or `` `code` `` leave no run of spaces a spacing rule
    /// would see (Vale reads the rendered text, where they are gone); the rest by spaces.
    var prose: [UInt8]
    /// Byte ranges of the blocks of prose, with their kind.
    let blocks: [(kind: BlockKind, range: Range<Int>)]
    /// Code blocks and inline code (`scope: code`).
    private(set) var code: [Range<Int>] = []
    /// The insides of comments (`scope: comment`).
    private(set) var comments: [Range<Int>] = []
    /// The alternative texts of images, `![this](…)` (`scope: alt`).
    private(set) var alternativeTexts: [Range<Int>] = []

    /// Reads `text` with its `structure`.
    init(_ text: String, structure: DocumentStructure) {
        raw = Array(text.utf8)
        var prose = [UInt8](repeating: 0x20, count: raw.count)
        var blocks: [(kind: BlockKind, range: Range<Int>)] = []
        for block in structure.blocks where !block.prose.isEmpty {
            for range in block.prose { prose.replaceSubrange(range, with: raw[range]) }
            blocks.append((block.kind, block.prose.first!.lowerBound..<block.prose.last!.upperBound))
        }
        for ignored in structure.ignored {
            let standIn: UInt8 = ignored.kind == .inlineCode || ignored.kind == .markup ? 0x2A : 0x20
            prose.replaceSubrange(ignored.range, with: repeatElement(standIn, count: ignored.range.count))
        }
        for (k, byte) in raw.enumerated() where byte == 0x0A { prose[k] = 0x0A }
        self.prose = prose
        self.blocks = blocks
        var imageStart: Int?
        for ignored in structure.ignored { note(ignored, imageStart: &imageStart) }
    }

    /// Files `ignored` under the scope it belongs to, if any; `imageStart` is
    /// where the alternative text of an image whose `](` is still to come starts.
    private mutating func note(_ ignored: IgnoredRange, imageStart: inout Int?) {
        let range = ignored.range
        guard !range.isEmpty, range.upperBound <= raw.count else { return }
        switch ignored.kind {
        case .codeBlock, .inlineCode, .code: code.append(range)
        case .comment: comments.append(range)
        case .html where raw[range].starts(with: "<!--".utf8):
            let end = range.count >= 7 && raw[range.upperBound - 3] == 0x2D ? range.upperBound - 3 : range.upperBound
            comments.append((range.lowerBound + 4)..<max(range.lowerBound + 4, end))
        case .markup where range.count == 2 && raw[range.lowerBound] == 0x21 && raw[range.lowerBound + 1] == 0x5B:
            imageStart = range.upperBound
        case .markup where raw[range.lowerBound] == 0x5D:
            if let start = imageStart, start < range.lowerBound { alternativeTexts.append(start..<range.lowerBound) }
            imageStart = nil
        default: break
        }
    }

    /// The document as a rule of `scope: raw`, `code` or `comment` reads it:
    /// the file's own bytes, nothing blanked.
    var readingRaw: ValeDocument {
        var document = self
        document.prose = raw
        return document
    }

    /// The byte ranges a rule of `scope` reads, each searched on its own.
    func units(of scope: ValeScope) -> [Range<Int>] {
        switch scope {
        case .raw: return [0..<raw.count]
        case .text: return blocks.map(\.range)
        case .paragraph: return blocks.filter { if case .paragraph = $0.kind { true } else { false } }.map(\.range)
        case .heading(let level):
            return blocks.filter {
                if case .heading(let l) = $0.kind { level == nil || level == l } else { false }
            }.map(\.range)
        case .list: return blocks.filter { $0.kind == .listItem }.map(\.range)
        case .table: return blocks.filter { $0.kind == .tableRow || $0.kind == .other("tableCell") }.map(\.range)
        case .blockquote: return blocks.filter { $0.kind == .blockQuote }.map(\.range)
        case .sentence: return blocks.flatMap { sentences(in: $0.range) }
        case .code: return code
        case .comment: return comments
        case .alt: return alternativeTexts
        case .none: return []
        }
    }

    /// The sentences of the prose in `range`.
    private func sentences(in range: Range<Int>) -> [Range<Int>] {
        let paragraph = Paragraph(bytes: Array(prose[range]), tokens: Tokenizer.tokenize(Array(prose[range])))
        return paragraph.sentences.compactMap { sentence in
            guard !sentence.isEmpty else { return nil }
            let start = paragraph.tokens[sentence.lowerBound].range.lowerBound
            let end = paragraph.tokens[sentence.upperBound - 1].range.upperBound
            return (start + range.lowerBound)..<(end + range.lowerBound)
        }
    }

    /// `range` moved to start after the masked bytes it starts on: Vale places
    /// no alert inside the inline code or markup it took out of the text.
    func startingInProse(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, prose[start] != raw[start] { start += 1 }
        return start < range.upperBound ? start..<range.upperBound : range
    }

    /// The text a unit reads (blanked bytes are spaces).
    func text(_ range: Range<Int>, raw useRaw: Bool = false) -> String {
        String(decoding: (useRaw ? raw : prose)[range], as: UTF8.self)
    }
}

/// Where a Vale rule looks (`scope:`).
enum ValeScope: Equatable {
    case text, raw, paragraph, sentence, list, table, blockquote, code, comment, alt
    /// A heading, or only headings of one level (`heading.h2`).
    case heading(Int?)
    /// A scope this reader has no units for (`summary`, `string`, …): the rule finds nothing.
    case none

    /// Whether the rule reads the file's own bytes, not the prose with code and markup blanked.
    var readsRaw: Bool { self == .raw || self == .code || self == .comment }

    init(_ name: String) {
        switch name {
        case "text", "": self = .text
        case "raw": self = .raw
        case "paragraph": self = .paragraph
        case "sentence": self = .sentence
        case "list": self = .list
        case "table", "table.cell", "table.header": self = .table
        case "blockquote": self = .blockquote
        case "code": self = .code
        case "comment", "comment.line", "comment.block": self = .comment
        case "alt": self = .alt
        case "heading", "title": self = .heading(nil)
        default:
            if name.hasPrefix("heading.h"), let level = Int(name.dropFirst(9)) {
                self = .heading(level)
            } else {
                self = .none
            }
        }
    }
}
