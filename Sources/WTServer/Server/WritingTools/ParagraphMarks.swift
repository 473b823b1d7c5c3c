import LSPKit
import WritingEngine

/// What the model said of one paragraph: its marks, and the sentences it
/// offers to rewrite. Kept while the paragraph's text stays as the model
/// saw it, and moved with the edits before it.
struct ParagraphMarks: Sendable, Equatable {
    /// The paragraph's UTF-8 byte range in the current text.
    var paragraph: Range<Int>
    /// Marks of rule `model` inside the paragraph.
    var marks: [Finding]
    /// Sentences offered as "Rewrite sentence".
    var rewrites: [ModelMark]

    /// The same paragraph `delta` bytes further on.
    func shifted(by delta: Int) -> ParagraphMarks {
        ParagraphMarks(
            paragraph: (paragraph.lowerBound + delta)..<(paragraph.upperBound + delta), marks: marks.map { $0.shifted(by: delta) },
            rewrites: rewrites.map { $0.shifted(by: delta) })
    }

    /// `findings` and `rewrites` of a model run, one group per paragraph of `blocks`.
    static func grouped(_ findings: [Finding], rewrites: [ModelMark], by blocks: [Range<Int>]) -> [ParagraphMarks] {
        blocks.map { block in
            ParagraphMarks(
                paragraph: block, marks: findings.filter { block.contains($0.range.lowerBound) },
                rewrites: rewrites.filter { block.contains($0.range.lowerBound) })
        }
    }
}

/// Keeps ranges in step with edits.
enum EditTracking {
    /// `range` after `change`: moved when the change is before it, the same
    /// when the change is after it, nil when the change touches it (inside
    /// it, or at either edge: typing at a paragraph's end changes it).
    static func follow(_ range: Range<Int>, through change: TextDocument.AppliedChange) -> Range<Int>? {
        if change.replaced.upperBound < range.lowerBound {
            let delta = change.insertedCount - change.replaced.count
            return (range.lowerBound + delta)..<(range.upperBound + delta)
        }
        if change.replaced.lowerBound > range.upperBound { return range }
        return nil
    }

    /// `range` after `changes` in turn, or nil once one touches it.
    static func follow(_ range: Range<Int>, through changes: [TextDocument.AppliedChange]) -> Range<Int>? {
        var current = range
        for change in changes {
            guard let next = follow(current, through: change) else { return nil }
            current = next
        }
        return current
    }
}

/// Keeps model marks in step with edits: a paragraph whose text an edit
/// touches loses its marks (they were about that text); one after the edit moves.
enum ModelMarksTracking {
    static func shift(_ groups: [ParagraphMarks], by changes: [TextDocument.AppliedChange]) -> [ParagraphMarks] {
        groups.compactMap { group in
            EditTracking.follow(group.paragraph, through: changes).map { group.shifted(by: $0.lowerBound - group.paragraph.lowerBound) }
        }
    }
}
