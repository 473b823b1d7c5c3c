/// Reads a document into blocks, prose ranges and ignored ranges.
public enum StructureScanner {
    /// Scans `text` as `language`.
    public static func scan(_ text: String, language: DocumentLanguage, options: StructureOptions = StructureOptions()) -> DocumentStructure {
        // Plain paragraphs separated by blank lines (being replaced by per-format scanners).
        var blocks: [Block] = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            while i < bytes.count && (bytes[i] == 0x0A || bytes[i] == 0x0D) { i += 1 }
            let start = i
            var end = i
            while i < bytes.count {
                if bytes[i] == 0x0A {
                    var j = i + 1
                    while j < bytes.count && (bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0D) { j += 1 }
                    if j >= bytes.count || bytes[j] == 0x0A { end = i; i = j; break }
                }
                i += 1
                end = i
            }
            if end > start { blocks.append(Block(kind: .paragraph, range: start..<end, prose: [start..<end])) }
        }
        return DocumentStructure(blocks: blocks)
    }
}
