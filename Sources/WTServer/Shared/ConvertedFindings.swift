import LSPKit
import WritingEngine

/// Findings as they were last converted to diagnostics, with the edits made
/// to the text since, so the next conversion converts only what the edits
/// can have moved (`[Finding].diagnostics(in:encoding:reusing:)`).
struct ConvertedFindings: Sendable {
    var findings: [Finding]
    /// The diagnostic of each finding.
    var diagnostics: [Diagnostic]
    var encoding: PositionEncoding
    /// Lines of the text they were converted in.
    var lineCount: Int
    /// The edits since, merged into one (nil: the same text).
    var edit: TextDocument.AppliedChange?
}

extension [Finding] {
    /// The findings as diagnostics, like `diagnostics(in:encoding:)`. A
    /// finding equal to one of `previous` (moved by the edit) takes that
    /// one's diagnostic when the edit cannot have changed its position but
    /// by whole lines: the edit did not touch it (`DocumentSession.follow`),
    /// and it ends before the edit, or starts on a line after the edit's last
    /// line (then it moves by the lines the edit added or removed).
    func diagnostics(in document: TextDocument, encoding: PositionEncoding, reusing previous: ConvertedFindings?) -> [Diagnostic] {
        guard let previous, previous.encoding == encoding, previous.diagnostics.count == previous.findings.count else {
            return diagnostics(in: document, encoding: encoding)
        }
        let end = document.bytes.count
        // The edit run backwards takes a finding of the new text to where it was.
        let undo = previous.edit.map { DocumentSession.Edit($0).reversed }
        let editEnd = undo?.replaced.upperBound ?? end
        let linesAfter = editEnd < end ? document.lines.line(containing: editEnd) + 1 : document.lines.lineCount
        let afterEdit = linesAfter < document.lines.lineCount ? document.lines.starts[linesAfter] : Int.max
        let lineDelta = document.lines.lineCount - previous.lineCount
        var starts = document.positionCursor(encoding: encoding)
        var ends = document.positionCursor(encoding: encoding)
        var k = 0  // the first of `previous.findings` not before the one sought
        return map { finding in
            var shift: Int? = 0
            if let undo {
                shift = DocumentSession.follow(finding.range, through: undo).flatMap { old in
                    if finding.range.upperBound < undo.replaced.lowerBound { return 0 }
                    return finding.range.lowerBound >= afterEdit ? finding.range.lowerBound - old.lowerBound : nil
                }
            }
            if let shift {
                let old = finding.shifted(by: -shift)
                let olds = previous.findings
                let sought = (old.range.lowerBound, old.range.upperBound)
                while k < olds.count, (olds[k].range.lowerBound, olds[k].range.upperBound) < sought { k += 1 }
                var j = k
                while j < olds.count, olds[j].range == old.range {
                    if olds[j] == old {
                        var diagnostic = previous.diagnostics[j]
                        if shift != 0 {
                            diagnostic.range.start.line += lineDelta
                            diagnostic.range.end.line += lineDelta
                        }
                        return diagnostic
                    }
                    j += 1
                }
            }
            let range = LSPRange(start: starts.position(of: finding.range.lowerBound), end: ends.position(of: finding.range.upperBound))
            return finding.diagnostic(range: range)
        }
    }
}
