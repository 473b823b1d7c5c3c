import Foundation

/// Makes a model's answer hold only what `resultOptions` allow: lists become
/// sentences, tables become `cell — cell` lines, and formatting the original
/// did not have is removed when rich text is not allowed.
enum ResultShaping {
    static func shape(_ text: String, options: ResultOptions, original: String) -> String {
        var lines = text.components(separatedBy: "\n")
        if !options.contains(.table) {
            lines = lines.compactMap { line in
                guard TextLayout.isTableRow(Substring(line)) else { return line }
                let cells = TableMaker.cells(of: Substring(line))
                return cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) ? nil : cells.joined(separator: " — ")
            }
        }
        if !options.contains(.list) {
            var joined: [String] = []
            var previousWasItem = false
            for line in lines {
                let isItem = TextLayout.isListItem(Substring(line))
                let content = isItem ? String(line.dropFirst(TextLayout.prefixLength(Substring(line)))) : line
                if isItem && previousWasItem, let last = joined.popLast() {
                    joined.append(last + " " + content)
                } else {
                    joined.append(content)
                }
                previousWasItem = isItem
            }
            lines = joined
        }
        var result = lines.joined(separator: "\n")
        if !options.contains(.richText) {
            for marker in ["**", "__"] where !original.contains(marker) {
                result = result.replacingOccurrences(of: marker, with: "")
            }
            if !original.split(separator: "\n").contains(where: TextLayout.isHeading) {
                result = result.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    TextLayout.isHeading(line) ? String(line.drop { $0 == " " }.drop { $0 == "#" }.dropFirst()) : String(line)
                }.joined(separator: "\n")
            }
        }
        return result
    }
}
