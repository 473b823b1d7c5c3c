/// What a transform works on: the selected text, its protected spans, what
/// the result may contain, and what the engine knows about it.
public struct TransformInput: Sendable {
    /// The selected text.
    public var text: String
    /// Protected spans inside `text` (sorted, not overlapping).
    public var spans: [ProtectedSpan]
    public var language: DocumentLanguage
    public var options: ResultOptions
    /// Proofreading findings inside the selection, with selection-relative ranges (for `proofread`).
    public var findings: [Finding]
    /// The paragraph around a selection that is only part of it, with its
    /// protected spans replaced by `…` (context for a model; nil when the
    /// selection holds whole paragraphs).
    public var context: String?
    /// For a Follow-up, the text the result being refined was first made
    /// from (nil otherwise): the answer is held to it too.
    public var origin: FollowUpOrigin?

    public init(
        text: String, spans: [ProtectedSpan] = [], language: DocumentLanguage = .plaintext, options: ResultOptions = .all,
        findings: [Finding] = [], context: String? = nil
    ) {
        self.text = text
        self.spans = spans
        self.language = language
        self.options = options
        self.findings = findings
        self.context = context
    }

    /// The selection `range` of a document: protected spans from the
    /// structure's ignored ranges (clamped to the selection), findings inside
    /// it, and the surrounding paragraph when the selection is only part of it.
    public init(
        document bytes: [UInt8], range: Range<Int>, structure: DocumentStructure, language: DocumentLanguage,
        options: ResultOptions, findings: [Finding] = []
    ) {
        let range = range.clamped(to: 0..<bytes.count)
        self.text = String(decoding: bytes[range], as: UTF8.self)
        self.spans = structure.ignored.compactMap { ignored in
            let clamped = ignored.range.clamped(to: range)
            guard !clamped.isEmpty else { return nil }
            let relative = (clamped.lowerBound - range.lowerBound)..<(clamped.upperBound - range.lowerBound)
            // Markup (a table's delimiter row, emphasis markers) belongs to the prose around it, never a block of its own.
            let isBlock = ignored.kind != .markup && Self.fillsLines(ignored.range, in: bytes)
            return ProtectedSpan(range: relative, kind: ignored.kind, isBlock: isBlock)
        }
        self.language = language
        self.options = options
        self.findings = findings.filter { range.contains($0.range.lowerBound) && $0.range.upperBound <= range.upperBound }
            .map { $0.shifted(by: -range.lowerBound) }
        self.context = Self.context(of: range, in: bytes, structure: structure)
    }

    /// Whether `range` starts at a line start and ends at a line end (blanks aside).
    static func fillsLines(_ range: Range<Int>, in bytes: [UInt8]) -> Bool {
        var i = range.lowerBound
        while i > 0 && (bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) { i -= 1 }
        guard i == 0 || bytes[i - 1] == 0x0A else { return false }
        if range.upperBound > range.lowerBound && bytes[range.upperBound - 1] == 0x0A { return true }
        var j = range.upperBound
        while j < bytes.count && (bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0D) { j += 1 }
        return j == bytes.count || bytes[j] == 0x0A
    }

    /// The blocks the selection touches (for an empty range: the block
    /// holding it, or the one before), when the selection covers only part of
    /// them, with ignored ranges shown as `…`.
    public static func context(of range: Range<Int>, in bytes: [UInt8], structure: DocumentStructure) -> String? {
        var touched = structure.blocks.filter { !$0.prose.isEmpty && $0.range.overlaps(range) }
        if range.isEmpty, let block = structure.blocks.last(where: { !$0.prose.isEmpty && $0.range.lowerBound <= range.lowerBound }) {
            touched = [block]
        }
        guard let first = touched.first, let last = touched.last else { return nil }
        let whole = first.range.lowerBound..<last.range.upperBound
        guard whole.lowerBound < range.lowerBound || whole.upperBound > range.upperBound else { return nil }
        var out: [UInt8] = []
        var cursor = whole.lowerBound
        for ignored in structure.ignored where ignored.range.overlaps(whole) {
            let r = ignored.range.clamped(to: whole)
            guard r.lowerBound >= cursor else { continue }
            out += bytes[cursor..<r.lowerBound]
            out += Array("…".utf8)
            cursor = r.upperBound
        }
        out += bytes[cursor..<whole.upperBound]
        return String(decoding: out, as: UTF8.self)
    }
}
