extension StructureScanner {
    /// The structure of `newText`, made from `previous` (the structure of
    /// `oldText`) after `oldText[editedRange]` (UTF-8 bytes) was replaced by
    /// `replacementLength` bytes.
    ///
    /// When the edit stays inside one paragraph or list item paragraph of
    /// Markdown or plain text, or between the fences of a Markdown code block
    /// (see `BlockEdit.codeEdit`), and cannot change the document's block
    /// structure, only that block is re-scanned and everything after it is
    /// shifted; otherwise the whole text is scanned again. Either way the
    /// result equals `scan(newText, language:options:)`.
    ///
    /// A block is re-scanned alone when: the removed and inserted text hold
    /// no line ending; the edit starts after the first character of its line
    /// and that character cannot start a Markdown block (`#`, `>`, `-`, a
    /// digit, `<`…), or, on a list item's line, after the first character of
    /// the item's text, which cannot start one either; the block holds no `|` (tables), does not start with `[`
    /// (reference definitions, footnotes) and no `wt-lsp-` directive, before
    /// or after; no directive region, `ignoredPatterns` match or partial
    /// suppression touches it.
    public static func rescan(
        _ previous: DocumentStructure, oldText: String, newText: String, editedRange: Range<Int>, replacementLength: Int,
        language: DocumentLanguage, options: StructureOptions = StructureOptions()
    ) -> DocumentStructure {
        incrementalRescan(
            previous, oldText: oldText, newText: newText, editedRange: editedRange, replacementLength: replacementLength,
            language: language, options: options)
            ?? scan(newText, language: language, options: options)
    }

    /// `rescan(_:oldText:newText:editedRange:replacementLength:language:options:)`
    /// whose full scan, when the edit needs one, stops once `cancellation` is
    /// set, and then throws (see `scan(_:language:options:cancellation:)`).
    public static func rescan(
        _ previous: DocumentStructure, oldText: String, newText: String, editedRange: Range<Int>, replacementLength: Int,
        language: DocumentLanguage, options: StructureOptions = StructureOptions(), cancellation: CancellationFlag
    ) throws(CancellationError) -> DocumentStructure {
        if let rescanned = incrementalRescan(
            previous, oldText: oldText, newText: newText, editedRange: editedRange, replacementLength: replacementLength,
            language: language, options: options)
        {
            return rescanned
        }
        return try scan(newText, language: language, options: options, cancellation: cancellation)
    }

    /// The re-scan of one block, or nil when the edit needs a full scan.
    static func incrementalRescan(
        _ previous: DocumentStructure, oldText: String, newText: String, editedRange: Range<Int>, replacementLength: Int,
        language: DocumentLanguage, options: StructureOptions
    ) -> DocumentStructure? {
        guard language == .markdown || language == .plaintext, options.ignoredPatterns.isEmpty else { return nil }
        var old = oldText
        var new = newText
        return old.withUTF8 { oldBytes in
            new.withUTF8 { newBytes in
                var edit = BlockEdit(
                    previous: previous, old: oldBytes, new: newBytes, edited: editedRange, inserted: replacementLength,
                    markdown: language == .markdown, protectLinks: options.protectLinks)
                return edit.run()
            }
        }
    }
}

/// One incremental re-scan: finds the edited block, checks that the edit
/// cannot change the block structure, re-scans the block and splices it in.
private struct BlockEdit {
    let previous: DocumentStructure
    let old: UnsafeBufferPointer<UInt8>
    let new: UnsafeBufferPointer<UInt8>
    let edited: Range<Int>
    let inserted: Int
    let markdown: Bool
    let protectLinks: Bool
    var delta: Int { inserted - edited.count }

    private static let blockStartBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for c in "#`~*+-_=<>|:$[0123456789".utf8 { table[Int(c)] = true }
        return table
    }()

    mutating func run() -> DocumentStructure? {
        guard edited.upperBound <= old.count, edited.lowerBound + inserted <= new.count,
            old.count + delta == new.count, edited.lowerBound > 0
        else { return nil }
        let insertedRange = edited.lowerBound..<(edited.lowerBound + inserted)
        guard !containsLineEnd(old, edited), !containsLineEnd(new, insertedRange) else { return nil }
        // The block whose prose holds the edit.
        let blocks = previous.blocks
        var low = 0
        var high = blocks.count
        while low < high {
            let mid = (low + high) / 2
            if blocks[mid].range.lowerBound < edited.lowerBound { low = mid + 1 } else { high = mid }
        }
        let index = low - 1
        guard index >= 0 else { return nil }
        let block = blocks[index]
        guard edited.upperBound <= block.range.upperBound,
            index + 1 == blocks.count || blocks[index + 1].range.lowerBound >= block.range.upperBound
        else { return nil }
        if markdown, case .fencedCode = block.kind { return codeEdit(index: index, block: block) }
        guard block.kind == .paragraph || block.kind == .listItem else { return nil }
        // The edited line: it keeps its first character, which starts no block.
        let lineStart = Bytes.lineStart(old, edited.lowerBound)
        var first = Bytes.skipSpaces(old, lineStart, edited.lowerBound)
        if markdown, block.kind == .listItem, first < edited.lowerBound,
            let text = Self.itemText(old, marker: first, before: edited.lowerBound)
        {
            first = text
        }
        guard first < edited.lowerBound, !markdown || !Self.blockStartBytes[Int(old[first])] else { return nil }
        let oldLineEnd = Bytes.lineEnd(old, from: edited.upperBound, end: old.count)
        let newLineEnd = oldLineEnd + delta
        // The new prose ranges and block range.
        var prose: [Range<Int>]
        if markdown {
            guard let k = block.prose.firstIndex(where: { $0.lowerBound == first }) else { return nil }
            prose = block.prose.enumerated().map { j, r in
                j < k
                    ? r
                    : j == k ? r.lowerBound..<Bytes.trimEnd(new, r.lowerBound, newLineEnd) : (r.lowerBound + delta)..<(r.upperBound + delta)
            }
        } else {
            let lastLine = oldLineEnd >= block.range.upperBound
            let upper = lastLine ? Bytes.trimEnd(new, block.range.lowerBound, newLineEnd) : block.range.upperBound + delta
            prose = [block.range.lowerBound..<upper]
        }
        let range = prose[0].lowerBound..<prose[prose.count - 1].upperBound
        guard !range.isEmpty, !contains(old, block.range, "wt-lsp-"), !contains(new, range, "wt-lsp-") else { return nil }
        if markdown {
            guard old[block.range.lowerBound] != 0x5B, new[range.lowerBound] != 0x5B, !contains(old, block.range, "|"),
                !contains(new, range, "|")
            else { return nil }
        }
        // The block's new ignored ranges.
        var fresh: [IgnoredRange] = []
        if markdown {
            var joined = JoinedLines()
            var scanner = MarkdownInlineScanner()
            MarkdownScanner.inlineSpans(
                new, lines: prose, definitions: previous.linkLabels, protectLinks: protectLinks, joined: &joined, scanner: &scanner)
            for span in scanner.spans {
                guard span.commentText == nil || Directive.parse(new, span.commentText!) == nil else { return nil }
                if !span.range.isEmpty { fresh.append(IgnoredRange(range: span.range, kind: span.kind, reading: span.reading)) }
            }
        } else {
            ProseSpans.scan(new, range, options: .plainText) { fresh.append(IgnoredRange(range: $0, kind: $1)) }
        }
        return splice(index: index, block: Block(kind: block.kind, range: range, prose: prose), ignored: fresh)
    }

    /// The structure after an edit inside a Markdown code block fenced at
    /// the start of a line (not in a list or quote), on a line after its
    /// opening fence and before its last line (its closing fence, or the
    /// end of the text), whose first character, before and after, is no
    /// backtick or tilde (so no fence opens or closes): the block and its
    /// ignored range grow by the edit, and everything after it is shifted.
    private func codeEdit(index: Int, block: Block) -> DocumentStructure? {
        let range = block.range
        guard block.prose.isEmpty, Bytes.lineStart(old, range.lowerBound) == range.lowerBound else { return nil }
        let lineStart = Bytes.lineStart(old, edited.lowerBound)
        let oldLineEnd = Bytes.lineEnd(old, from: edited.upperBound, end: old.count)
        // A line of the block after the opening fence, with another line of the block after it.
        guard lineStart > range.lowerBound, oldLineEnd + 1 < range.upperBound else { return nil }
        let fenceBytes: [UInt8] = [0x60, 0x7E]
        let oldFirst = Bytes.skipSpaces(old, lineStart, oldLineEnd)
        let newFirst = Bytes.skipSpaces(new, lineStart, oldLineEnd + delta)
        guard oldFirst == oldLineEnd || !fenceBytes.contains(old[oldFirst]),
            newFirst == oldLineEnd + delta || !fenceBytes.contains(new[newFirst])
        else { return nil }
        let inside = previous.ignored.filter { $0.range.overlaps(range) }
        guard inside.count == 1, inside[0].range == range, inside[0].kind == .codeBlock, inside[0].reading == nil else { return nil }
        let grown = range.lowerBound..<(range.upperBound + delta)
        return splice(
            index: index, block: Block(kind: block.kind, range: grown, prose: []), ignored: [IgnoredRange(range: grown, kind: .codeBlock)])
    }

    /// Where the text of a list item starts on a line whose marker (`-`, `*`,
    /// `+`, or up to nine digits and `.` or `)`) is at `marker`, past the
    /// spaces after it; nil when there is no such marker, or no text before `limit`.
    private static func itemText(_ b: UnsafeBufferPointer<UInt8>, marker: Int, before limit: Int) -> Int? {
        var i = marker
        if b[i] == 0x2D || b[i] == 0x2A || b[i] == 0x2B {
            i += 1
        } else {
            while i < limit, i - marker < 9, Bytes.isDigit(b[i]) { i += 1 }
            guard i > marker, i < limit, b[i] == 0x2E || b[i] == 0x29 else { return nil }
            i += 1
        }
        let text = Bytes.skipSpaces(b, i, limit)
        return text > i && text < limit ? text : nil
    }

    /// `previous` with block `index` replaced, its ignored ranges replaced by
    /// `ignored`, and everything after it shifted.
    private func splice(index: Int, block: Block, ignored: [IgnoredRange]) -> DocumentStructure? {
        let oldRange = previous.blocks[index].range
        var result = previous
        result.blocks[index] = block
        for k in (index + 1)..<result.blocks.count {
            result.blocks[k].range = shift(result.blocks[k].range)
            for j in result.blocks[k].prose.indices { result.blocks[k].prose[j] = shift(result.blocks[k].prose[j]) }
        }
        // Ranges before the block, the block's own, then the ones after it shifted.
        let fresh = StructureBuilder.normalize(ignored)
        var spliced: [IgnoredRange] = []
        spliced.reserveCapacity(previous.ignored.count + fresh.count)
        var junctions: [Int] = []
        for item in previous.ignored {
            if item.range.upperBound <= oldRange.lowerBound {
                spliced.append(item)
            } else if item.range.lowerBound >= oldRange.upperBound {
                if junctions.isEmpty {
                    junctions = [spliced.count, spliced.count + fresh.count]
                    spliced += fresh
                }
                spliced.append(IgnoredRange(range: shift(item.range), kind: item.kind, reading: item.reading))
            } else {
                guard oldRange.contains(item.range.lowerBound), item.range.upperBound <= oldRange.upperBound,
                    item.kind != .directive, item.kind != .pattern
                else { return nil }
            }
        }
        if junctions.isEmpty {
            junctions = [spliced.count]
            spliced += fresh
        }
        // Where the pieces meet, ranges must follow each other and not join.
        for j in junctions where j > 0 && j < spliced.count {
            let (a, b) = (spliced[j - 1], spliced[j])
            if a.range.upperBound > b.range.lowerBound || a.range.upperBound == b.range.lowerBound && a.kind == b.kind {
                spliced = StructureBuilder.normalize(spliced)
                break
            }
        }
        result.ignored = spliced
        for k in result.suppressions.indices {
            let r = result.suppressions[k].range
            if r.upperBound <= oldRange.lowerBound { continue }
            if r.lowerBound >= oldRange.upperBound {
                result.suppressions[k].range = shift(r)
            } else if r.lowerBound <= oldRange.lowerBound, r.upperBound >= oldRange.upperBound {
                result.suppressions[k].range = r.lowerBound..<(r.upperBound + delta)
            } else {
                return nil
            }
        }
        return result
    }

    private func shift(_ r: Range<Int>) -> Range<Int> { (r.lowerBound + delta)..<(r.upperBound + delta) }

    private func containsLineEnd(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> Bool {
        r.contains { Bytes.isLineEnd(b[$0]) }
    }

    private func contains(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, _ literal: StaticString) -> Bool {
        Bytes.find(b, literal, from: r.lowerBound, to: r.upperBound) != nil
    }
}
