import LSPKit
import WritingEngine

extension Server {
    /// "Ignore this line" (inserts `wt-lsp-ignore-next-line` above it) and
    /// "Disable rule ‘id’ in this file" (inserts `wt-lsp-disable id` at the
    /// top, after any front matter), where the format has comments.
    func directiveFixes(for diagnostic: Diagnostic, in open: OpenDocument) -> [CodeAction] {
        var actions: [CodeAction] = []
        let document = open.document
        let line = min(diagnostic.range.start.line, document.lines.lineCount - 1)
        if let directive = StructureScanner.ignoreNextLineDirective(for: open.language) {
            let start = document.lines.starts[line]
            var indentEnd = start
            while indentEnd < document.bytes.count, document.bytes[indentEnd] == 0x20 || document.bytes[indentEnd] == 0x09 {
                indentEnd += 1
            }
            let indent = String(decoding: document.bytes[start..<indentEnd], as: UTF8.self)
            let at = Position(line: line, character: 0)
            actions.append(
                CodeAction(
                    title: "Ignore this line", kind: .quickFix, diagnostics: [diagnostic],
                    edit: versionedEdit(open, [TextEdit(range: LSPRange(start: at, end: at), newText: indent + directive + "\n")])))
        }
        if let rule = diagnostic.code, let directive = StructureScanner.disableRuleDirective(rule, for: open.language) {
            var offset = 0
            if let first = open.structure?.ignored.first, first.kind == .frontMatter, first.range.lowerBound == 0 {
                offset = first.range.upperBound
                // After the closing fence's line break.
                while offset < document.bytes.count, document.bytes[offset] != 0x0A { offset += 1 }
                offset = min(document.bytes.count, offset + 1)
            }
            let at = document.position(of: offset, encoding: encoding)
            let atLineStart = at.character == 0
            actions.append(
                CodeAction(
                    title: "Disable rule ‘\(rule)’ in this file", kind: .quickFix, diagnostics: [diagnostic],
                    edit: versionedEdit(
                        open, [TextEdit(range: LSPRange(start: at, end: at), newText: (atLineStart ? "" : "\n") + directive + "\n")])))
        }
        return actions
    }
}
