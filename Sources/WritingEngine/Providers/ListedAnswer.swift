/// A list or key-point answer that a model wrote as prose, laid out as the
/// list it was asked for: one `- ` item per sentence.
///
/// Small models often answer "make a list" with a paragraph. The words stay
/// the model's, and go through every check after this; only the layout is
/// ours. An answer that already holds list items, that holds a block
/// placeholder, or that has too few sentences (two for a list, one for key
/// points) is left as it is, for the shape check to judge.
enum ListedAnswer {
    static func itemized(_ answer: String, for action: WritingAction, masked: MaskedText) -> String {
        let needed: Int
        switch action {
        case .list: needed = 2
        case .keyPoints: needed = 1
        default: return answer
        }
        let lines = answer.split(separator: "\n")
        guard !lines.contains(where: TextLayout.isListItem),
            !lines.contains(where: { masked.isOnlyPlaceholders(String($0)) && !masked.occurrences(in: String($0)).isEmpty }),
            !lines.contains(where: { TextLayout.isHeading($0) || masked.isTableRow($0) })
        else { return answer }
        let sentences = Sentences.split(answer, placeholders: masked.occurrences(in: answer).map(\.range))
        guard sentences.count >= needed else { return answer }
        return sentences.map { "- " + $0 }.joined(separator: "\n")
    }
}
