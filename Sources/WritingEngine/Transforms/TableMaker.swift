import Foundation

/// Builds a GFM table from `key: value` lines, from parallel items (the same
/// separator splitting each line into the same number of cells), or from
/// parallel sentences (the words they share become column headers).
enum TableMaker {
    /// A table: header cells and rows.
    struct Table: Equatable {
        var header: [String]
        var rows: [[String]]

        /// The GFM text, cells escaped.
        var markdown: String {
            func row(_ cells: [String]) -> String {
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
            }
            return ([row(header), "|" + String(repeating: " --- |", count: header.count)] + rows.map(row)).joined(separator: "\n")
        }
    }

    static func table(_ text: String, masked: MaskedText) throws(TransformError) -> String {
        guard let table = detect(text, masked: masked) else {
            throw .notApplicable("no table structure found: write `key: value` lines, parallel list items or parallel sentences")
        }
        return BlockPlaceholders.appending(to: table.markdown, from: text, masked: masked)
    }

    /// The table `text` holds, if any.
    static func detect(_ text: String, masked: MaskedText) -> Table? {
        let lines = BlockPlaceholders.strip(text, masked: masked).split(separator: "\n").map { line -> String in
            String(line.dropFirst(TextLayout.isListItem(line) ? TextLayout.prefixLength(line) : 0)).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        return keyValues(lines) ?? parallelItems(lines) ?? parallelSentences(text, masked: masked)
    }

    /// `Owner: Dana` lines; a repeated key starts a new record (row).
    static func keyValues(_ lines: [String]) -> Table? {
        guard lines.count >= 2 else { return nil }
        var keys: [String] = []
        var records: [[String: String]] = [[:]]
        for line in lines {
            guard let colon = line.range(of: ": ") else { return nil }
            let key = String(line[..<colon.lowerBound]).trimmingCharacters(in: .whitespaces)
            let value = String(line[colon.upperBound...]).trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !value.isEmpty, key.split(separator: " ").count <= 5, !key.contains(where: { ".!?;|".contains($0) }) else {
                return nil
            }
            if records[records.count - 1][key] != nil { records.append([:]) }
            records[records.count - 1][key] = value
            if !keys.contains(key) { keys.append(key) }
        }
        if records.count == 1 && keys.count > 5 {
            return Table(header: ["Field", "Value"], rows: keys.map { [$0, records[0][$0]!] })
        }
        return Table(header: keys, rows: records.map { record in keys.map { record[$0] ?? "" } })
    }

    /// Lines that one separator splits into the same number of cells (two or more).
    static func parallelItems(_ lines: [String]) -> Table? {
        guard lines.count >= 2 else { return nil }
        for separator in [" | ", "\t", " — ", " – ", " - ", "; ", ", "] {
            let split = lines.map { $0.components(separatedBy: separator).map { $0.trimmingCharacters(in: .whitespaces) } }
            guard let count = split.first?.count, count >= 2, split.allSatisfy({ $0.count == count && !$0.contains("") }) else { continue }
            let header = ["Item"] + (1..<count).map { count == 2 ? "Detail" : "Detail \($0)" }
            return Table(header: header, rows: split)
        }
        return nil
    }

    /// Sentences that share words in the same order: the shared words name
    /// the columns, the words that differ fill the cells.
    static func parallelSentences(_ text: String, masked: MaskedText) -> Table? {
        let prose = BlockPlaceholders.strip(text, masked: masked)
        let sentences = Sentences.split(prose, placeholders: masked.occurrences(in: prose).map(\.range)).map { sentence in
            sentence.split(separator: " ").map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?")) }.filter {
                !$0.isEmpty
            }
        }
        guard sentences.count >= 2, let first = sentences.first else { return nil }
        var shared = Set(first.indices)
        var alignments: [[Int: Int]] = []
        for other in sentences {
            let alignment = align(first, other)
            shared.formIntersection(alignment.keys)
            alignments.append(alignment)
        }
        let anchors = shared.sorted()
        guard !anchors.isEmpty, anchors.count * 3 >= first.count else { return nil }
        // Gaps: before the first anchor, between anchors, after the last.
        var header: [String] = []
        var columns: [[String]] = []
        let bounds = [-1] + anchors + [first.count]
        for gap in 0..<(bounds.count - 1) {
            let cells = zip(sentences, alignments).map { sentence, alignment -> String in
                let lower = gap == 0 ? 0 : alignment[bounds[gap]]! + 1
                let upper = gap == bounds.count - 2 ? sentence.count : alignment[bounds[gap + 1]]!
                return lower < upper ? sentence[lower..<upper].joined(separator: " ") : ""
            }
            guard cells.contains(where: { !$0.isEmpty }) else { continue }
            columns.append(cells)
            var name = title(before: gap, anchors: anchors, words: first)
            // `costs 10 dollars`: a unit after numbers goes into the header.
            if gap < anchors.count, cells.allSatisfy({ Double($0.replacingOccurrences(of: ",", with: "")) != nil }),
                !Sentences.stopwords.contains(PhraseRule.normalize(first[anchors[gap]]))
            {
                name += " (\(first[anchors[gap]]))"
            }
            header.append(name)
        }
        guard columns.count >= 2, columns[0].allSatisfy({ !$0.isEmpty }) else { return nil }
        return Table(header: header, rows: sentences.indices.map { row in columns.map { $0[row] } })
    }

    /// The header of the gap after anchor run `gap`: the shared words just before it.
    private static func title(before gap: Int, anchors: [Int], words: [String]) -> String {
        guard gap > 0 else { return "Item" }
        var run = [anchors[gap - 1]]
        var k = gap - 2
        while k >= 0 && anchors[k] == run[0] - 1 {
            run.insert(anchors[k], at: 0)
            k -= 1
        }
        // The words after the run's last function word: `dollars and includes` → `includes`.
        let names = run.map { words[$0] }
        let phrase = names.split { Sentences.stopwords.contains(PhraseRule.normalize($0)) }.last.map(Array.init) ?? [names.last!]
        return phrase.joined(separator: " ").capitalizingFirst()
    }

    /// A longest common subsequence of words (case-insensitive): index in `a` → index in `b`.
    static func align(_ a: [String], _ b: [String]) -> [Int: Int] {
        let a = a.map(PhraseRule.normalize)
        let b = b.map(PhraseRule.normalize)
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [Int: Int] = [:]
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                result[i] = j
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }

    /// The cells of a GFM table row.
    static func cells(of line: Substring) -> [String] {
        var trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("|") { trimmed.removeFirst() }
        if trimmed.hasSuffix("|") { trimmed.removeLast() }
        return trimmed.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
