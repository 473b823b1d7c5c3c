/// One action done by a model: the messages to send, and the checks and
/// repairs its answer goes through before it may replace the selection.
public struct ModelTransform: Sendable {
    public let action: WritingAction
    public let input: TransformInput
    let masked: MaskedText

    /// For `compose`, `input.text` is empty and `input.context` is the paragraph around the position.
    public init(action: WritingAction, input: TransformInput) {
        self.action = action
        self.input = input
        self.masked = MaskedText(input.text, spans: input.spans)
    }

    /// What is sent: the instructions, the surrounding paragraph when the
    /// selection is only part of it, and the selection with its protected
    /// spans replaced by placeholders (or, for `compose`, the prompt).
    public var messages: [ChatMessage] {
        var messages = [
            ChatMessage.system(
                Prompts.system(
                    for: action, options: input.options, hasPlaceholders: !masked.spans.isEmpty, open: masked.open, close: masked.close))
        ]
        if let context = input.context { messages.append(.user(Prompts.context(context))) }
        if case .compose(let prompt) = action {
            messages.append(.user(prompt))
        } else {
            messages.append(.user(BuiltinEngine.splitWhitespace(masked.text).1))
        }
        return messages
    }

    /// The model's `answer` made into the replacement text: unwrapped from a
    /// code fence, shaped by `resultOptions`, Markdown links checked, protected
    /// spans restored (or the answer refused).
    public func finish(_ answer: String) throws(TransformError) -> String {
        var text = Self.unwrap(answer.trimmingCharacters(in: .whitespacesAndNewlines))
        guard !text.isEmpty else { throw .unusableAnswer("it is empty") }
        text = ResultShaping.shape(text, options: input.options, original: input.text)
        try checkSentences(text)
        let restored = try masked.restore(text, sentencesMayLeave: action.dropsSentences)
        if case .compose = action { return restored }
        let (lead, _, trail) = BuiltinEngine.splitWhitespace(input.text)
        return lead + restored + trail
    }

    /// An inline protected span (inline code, a link's markup and target,
    /// emphasis markers) may leave only with its whole sentence: the
    /// placeholders of one sentence are kept all together or not at all.
    private func checkSentences(_ text: String) throws(TransformError) {
        guard action.dropsSentences else { return }
        let kept = Set(masked.occurrences(in: text).compactMap(\.number))
        for run in TextLayout.runs(masked.text) where run.isParagraph {
            for sentence in Sentences.split(run.text, placeholders: masked.occurrences(in: run.text).map(\.range)) {
                let numbers = masked.occurrences(in: sentence).compactMap(\.number).filter {
                    $0 <= masked.spans.count && !masked.isBlock($0)
                }
                let present = numbers.filter(kept.contains)
                if !present.isEmpty && present.count < numbers.count {
                    throw .unusableAnswer(
                        "it kept part of a sentence's protected text (a link, inline code or formatting) without the rest")
                }
            }
        }
    }

    /// The answer without a code fence wrapped around all of it.
    static func unwrap(_ text: String) -> String {
        guard text.hasPrefix("```"), text.hasSuffix("```"), text.count > 6 else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3 else { return text }
        lines.removeFirst()
        lines.removeLast()
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
