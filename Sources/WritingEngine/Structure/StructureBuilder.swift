/// Collects what a format scanner finds, then applies directives and
/// `ignoredPatterns` and normalizes the result into a `DocumentStructure`.
struct StructureBuilder {
    private(set) var blocks: [Block] = []
    private(set) var ignored: [IgnoredRange] = []
    var knownWords: Set<String> = []
    var linkLabels: Set<String> = []
    private var directives: [(range: Range<Int>, directive: Directive)] = []

    /// Adds a block.
    mutating func block(_ kind: BlockKind, _ range: Range<Int>, prose: [Range<Int>] = []) {
        blocks.append(Block(kind: kind, range: range, prose: prose))
    }

    /// Replaces the block at `index` (a later pass re-reading what a scanner found).
    mutating func replaceBlock(at index: Int, with block: Block) {
        blocks[index] = block
    }

    /// Marks `range` ignored as `kind` (empty ranges are dropped), read as
    /// `reading` by the rules when it is markup inside a word.
    mutating func ignore(_ range: Range<Int>, _ kind: IgnoredKind, reading: String? = nil) {
        if !range.isEmpty { ignored.append(IgnoredRange(range: range, kind: kind, reading: reading)) }
    }

    /// Marks `range` ignored as `kind`, read as nothing when it stands inside
    /// a word (`the *n*th`, `**wt**-lsp`): see `Bytes.isInsideWord`.
    mutating func ignoreMarkup(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ kind: IgnoredKind, within limits: Range<Int>) {
        ignore(range, kind, reading: Bytes.isInsideWord(b, range, within: limits) ? "" : nil)
    }

    /// Reads the text of a comment (`text`, inside the comment `range`) as a
    /// directive. When it is one, the whole comment is ignored as `directive`
    /// and true is returned; otherwise nothing is recorded.
    mutating func directive(in b: UnsafeBufferPointer<UInt8>, comment range: Range<Int>, text: Range<Int>) -> Bool {
        guard let directive = Directive.parse(b, text) else { return false }
        directives.append((range, directive))
        ignore(range, .directive)
        return true
    }

    /// The finished structure of the scanned `b`: directives applied, pattern
    /// matches added, blocks sorted, ignored ranges sorted and made disjoint;
    /// nil when `cancellation` is set before the patterns are matched.
    mutating func finish(
        _ b: UnsafeBufferPointer<UInt8>, text: String, options: StructureOptions, cancellation: CancellationFlag? = nil
    ) -> DocumentStructure? {
        var suppressions: [RuleSuppression] = []
        Directive.apply(directives, in: b, ignore: { ignore($0, .directive) }, suppress: { suppressions.append($0) })
        guard let found = IgnoredPattern.matches(of: options.ignoredPatterns, in: b, cancellation: cancellation) else { return nil }
        for matches in found {
            for match in matches { ignore(match, .pattern) }
        }
        if !blocks.isSorted(by: { $0.range.lowerBound <= $1.range.lowerBound }) {
            let order = blocks.indices.sorted { (blocks[$0].range.lowerBound, $0) < (blocks[$1].range.lowerBound, $1) }
            blocks = order.map { blocks[$0] }
        }
        suppressions.sort { $0.range.lowerBound < $1.range.lowerBound }
        var structure = DocumentStructure(
            blocks: blocks, ignored: Self.normalize(ignored), suppressions: suppressions, knownWords: knownWords)
        structure.linkLabels = linkLabels
        return structure
    }

    /// Sorts ranges by start (longer first on a tie; a directive before other
    /// kinds), drops ranges inside an earlier one, cuts partial overlaps (a
    /// cut range loses its reading), and joins touching ranges of one kind
    /// that have no reading.
    static func normalize(_ ranges: [IgnoredRange]) -> [IgnoredRange] {
        let keys = ranges.map { ($0.range.lowerBound, $0.kind == .directive ? 0 : 1, -$0.range.upperBound) }
        var order = Array(ranges.indices)
        if !keys.isSorted(by: { $0 <= $1 }) { order.sort { keys[$0] < keys[$1] } }
        var out: [IgnoredRange] = []
        out.reserveCapacity(ranges.count)
        for index in order {
            var item = ranges[index]
            if let last = out.last {
                if item.range.upperBound <= last.range.upperBound { continue }
                if item.range.lowerBound < last.range.upperBound {
                    item.range = last.range.upperBound..<item.range.upperBound
                    item.reading = nil
                }
                if item.range.lowerBound == last.range.upperBound && item.kind == last.kind && item.reading == nil
                    && last.reading == nil
                {
                    out[out.count - 1].range = last.range.lowerBound..<item.range.upperBound
                    continue
                }
            }
            out.append(item)
        }
        return out
    }
}

extension Array {
    func isSorted(by areInOrder: (Element, Element) -> Bool) -> Bool {
        var i = 1
        while i < count {
            if !areInOrder(self[i - 1], self[i]) { return false }
            i += 1
        }
        return true
    }
}
