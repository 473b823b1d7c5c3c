/// The shape an answer must have for its action, checked before its
/// protected text is restored (`AnswerAcceptance` judges its meaning after).
enum AnswerChecks {
    /// Refuses a list with fewer than two items, key points with none, a table without header and delimiter rows.
    static func shape(_ answer: String, for action: WritingAction) throws(TransformError) {
        let lines = answer.split(separator: "\n")
        switch action {
        case .list:
            if lines.filter(TextLayout.isListItem).count < 2 { throw .unusableAnswer("it is not a list") }
        case .keyPoints:
            if !lines.contains(where: TextLayout.isListItem) { throw .unusableAnswer("it holds no points") }
        case .table:
            let rows = lines.filter { TextLayout.isTableRow($0) }
            let delimiter = rows.contains { row in row.allSatisfy { "|-: \t".contains($0) } && row.contains("-") }
            if rows.count < 2 || !delimiter { throw .unusableAnswer("it is not a table") }
        default:
            break
        }
    }
}
