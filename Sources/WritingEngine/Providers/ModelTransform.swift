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
        try checkLinks(text)
        if text.components(separatedBy: "**").count % 2 == 0 { throw .unusableAnswer("its bold markers are unbalanced") }
        let restored = try masked.restore(text, sentencesMayLeave: action.dropsSentences)
        if case .compose = action { return restored }
        let (lead, _, trail) = BuiltinEngine.splitWhitespace(input.text)
        return lead + restored + trail
    }

    /// A link target placeholder kept by the answer must still be a link target.
    private func checkLinks(_ text: String) throws(TransformError) {
        for number in masked.spans.indices.map({ $0 + 1 }) {
            let placeholder = masked.placeholder(number)
            guard masked.text.contains("](" + placeholder), text.contains(placeholder) else { continue }
            if !text.contains("](" + placeholder) { throw .unusableAnswer("it broke a Markdown link") }
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
