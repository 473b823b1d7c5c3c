/// What the model said of one paragraph: its marks, and the sentences it
/// offers to rewrite. Kept while the paragraph's text stays as the model
/// saw it, and moved with the edits before it (`DocumentSession.apply`).
public struct ParagraphMarks: Sendable, Equatable {
    /// The paragraph's UTF-8 byte range in the current text.
    public var paragraph: Range<Int>
    /// Marks of rule `model` inside the paragraph.
    public var marks: [Finding]
    /// Sentences offered as "Rewrite sentence".
    public var rewrites: [ModelMark]

    public init(paragraph: Range<Int>, marks: [Finding], rewrites: [ModelMark]) {
        self.paragraph = paragraph
        self.marks = marks
        self.rewrites = rewrites
    }

    /// The same paragraph `delta` bytes further on.
    public func shifted(by delta: Int) -> ParagraphMarks {
        ParagraphMarks(
            paragraph: (paragraph.lowerBound + delta)..<(paragraph.upperBound + delta), marks: marks.map { $0.shifted(by: delta) },
            rewrites: rewrites.map { $0.shifted(by: delta) })
    }

    /// `findings` and `rewrites` of a model run, one group per paragraph of `blocks`.
    public static func grouped(_ findings: [Finding], rewrites: [ModelMark], by blocks: [Range<Int>]) -> [ParagraphMarks] {
        blocks.map { block in
            ParagraphMarks(
                paragraph: block, marks: findings.filter { block.contains($0.range.lowerBound) },
                rewrites: rewrites.filter { block.contains($0.range.lowerBound) })
        }
    }
}
