/// One action done by a model: the messages to send, and the checks and
/// repairs its answer goes through before it may replace the selection.
///
/// Protected spans are shown to the model in one of two ways. For a
/// provider on this machine (`showsProtectedText`), nothing leaves it, so
/// inline spans (`code`, link targets, math) are sent as they are, which
/// small models copy far more faithfully than markers, and verified byte for
/// byte in the answer; only blocks become placeholders. For any other
/// provider every protected span becomes a placeholder such as `⟦1⟧`, and
/// protected text never leaves the machine.
public struct ModelTransform: Sendable {
    public let action: WritingAction
    public let input: TransformInput
    /// Whether inline protected text is sent as it is (a provider on this machine).
    public let showsProtectedText: Bool
    let masked: MaskedText
    /// The inline protected texts the answer must keep byte for byte (when `showsProtectedText`).
    let verbatim: [String]

    /// For `compose`, `input.text` is empty and `input.context` is the paragraph around the position.
    public init(action: WritingAction, input: TransformInput, showsProtectedText: Bool = false) {
        self.action = action
        self.input = input
        self.showsProtectedText = showsProtectedText
        let hidden = showsProtectedText ? input.spans.filter(\.isBlock) : input.spans
        self.masked = MaskedText(input.text, spans: hidden)
        self.verbatim = showsProtectedText ? Self.verbatimTexts(input) : []
    }

    /// The system message.
    public var instructions: String {
        if showsProtectedText {
            return Prompts.local(for: action, options: input.options, hasPlaceholders: !masked.spans.isEmpty, language: language)
        }
        return Prompts.system(
            for: action, options: input.options, hasPlaceholders: !masked.spans.isEmpty, open: masked.open, close: masked.close,
            language: language)
    }

    /// The language the answer must be in: the selection's, or for
    /// `compose` the paragraph's around the position (else the prompt's).
    var language: LanguageTag {
        var source = input.text
        if case .compose(let prompt) = action { source = input.context ?? prompt }
        return AnswerLanguage.of(AnswerText(source))
    }

    /// What is sent: the instructions (with worked examples for a local
    /// model), the surrounding paragraph when the selection is only part of
    /// it, and the selection with its protected spans shown or replaced by
    /// placeholders (or, for `compose`, the prompt).
    public var messages: [ChatMessage] {
        var messages = [ChatMessage.system(instructions)]
        if showsProtectedText {
            for (text, answer) in Prompts.examples(for: action) {
                messages += [.user(text), ChatMessage(role: "assistant", content: answer)]
            }
        }
        if let context = input.context { messages.append(.user(Prompts.context(context))) }
        if case .compose(let prompt) = action {
            messages.append(.user(prompt))
        } else {
            messages.append(.user(sentText))
        }
        return messages
    }

    /// The selection as the model sees it.
    var sentText: String { BuiltinEngine.splitWhitespace(masked.text).1 }

    /// For a server that constrains its answers with a grammar (llama.cpp),
    /// the one the answer must follow: every protected text shown to the
    /// model (inline code, link targets, placeholders of blocks) at its
    /// turn, and no code or link of its own. Nil for a remote provider,
    /// which sees only placeholders the answer is checked for anyway, and
    /// for actions that may leave sentences out.
    var answerGrammar: AnswerGrammar? {
        if action == .keyPoints, showsProtectedText, masked.spans.isEmpty {
            let sentences = Sentences.split(sentText, placeholders: []).count
            return AnswerGrammar.keyPoints(of: sentText, maxItems: max(1, min(8, (sentences + 1) / 2)))
        }
        guard showsProtectedText, !action.dropsSentences else { return nil }
        if case .compose = action { return nil }
        if action == .table { return topicTable?.grammar }
        let text = sentText
        var required = masked.occurrences(in: text).compactMap { found in
            found.number.map { (found.range.lowerBound, masked.placeholder($0)) }
        }
        var from = text.startIndex
        for protected in verbatim {
            guard let found = text.range(of: protected, range: from..<text.endIndex) else { return nil }
            required.append((text.utf8.distance(from: text.startIndex, to: found.lowerBound), protected))
            from = found.upperBound
        }
        let lines: AnswerGrammar.Lines
        switch action {
        case _ where text.contains("\n\n"): lines = .any
        case .rewrite, .instructions: lines = .none
        case .proofread where !text.contains("\n"): lines = .none
        case .list: lines = .items
        default: lines = .single
        }
        let stretch: AnswerGrammar.Stretch
        switch action {
        case .rewrite(.concise): stretch = .init(factor: 1, extra: 16)
        case .proofread: stretch = .init(factor: 1.25, extra: 16)
        default: stretch = .init(factor: 2, extra: 24)
        }
        return AnswerGrammar(required: required.sorted { $0.0 < $1.0 }.map(\.1), input: text, lines: lines, stretch: stretch)
    }

    /// The table of topics a local model makes (`TopicTable`), for a
    /// selection without blocks; nil for other actions and providers.
    var topicTable: TopicTable? {
        guard action == .table, showsProtectedText, masked.spans.isEmpty else { return nil }
        return TopicTable(sentText, protected: verbatim)
    }

    /// The model's `answer` made into the replacement text: chatter removed,
    /// unwrapped from a code fence, a list written as prose laid out as one,
    /// placeholders a model decorated repaired,
    /// its shape checked, shaped by `resultOptions`, protected text verified
    /// and restored, and its meaning held to the text's (`AnswerAcceptance`)
    /// and, for a Follow-up, to its origin's, or the answer refused.
    public func finish(_ answer: String) throws(TransformError) -> String {
        var text = AnswerCleaner.clean(StructuredAnswer.markdown(answer, for: action), input: sentText, system: instructions)
        text = Self.unwrap(text)
        guard !text.isEmpty else { throw .unusableAnswer("it is empty") }
        text = ListedAnswer.itemized(text, for: action, masked: masked)
        try AnswerChecks.shape(text, for: action)
        text = masked.repair(text)
        text = ResultShaping.shape(text, options: input.options, original: input.text)
        try checkSentences(text)
        text = restoreCodeMarks(text)
        text = spaceGluedCode(text)
        try checkLinkTexts(text)
        do {
            try checkVerbatim(text)
        } catch {
            guard let corrected = correctionsOnly(text) else { throw error }
            text = corrected
        }
        let restored = try masked.restore(text, sentencesMayLeave: action.dropsSentences)
        if case .compose = action {
            // Composed text replaces nothing: it is held to the paragraph it joins (its language).
            try AnswerAcceptance.check(action, original: input.context ?? "", answer: restored)
            return restored
        }
        try AnswerAcceptance.check(action, original: input.text, answer: restored)
        if let origin = input.origin { try AnswerAcceptance.checkFollowUp(action, origin: origin, answer: restored) }
        let (lead, _, trail) = BuiltinEngine.splitWhitespace(input.text)
        return lead + restored + trail
    }

    /// Inline protected texts to find in the answer: each inline span other
    /// than bare markup, a link target with the `](…)` around it.
    static func verbatimTexts(_ input: TransformInput) -> [String] {
        let bytes = Array(input.text.utf8)
        return input.spans.compactMap { span -> String? in
            guard !span.isBlock, span.kind != .markup else { return nil }
            var range = span.range
            if span.kind == .url, range.lowerBound >= 2, bytes[range.lowerBound - 1] == 0x28, bytes[range.lowerBound - 2] == 0x5D,
                range.upperBound < bytes.count, bytes[range.upperBound] == 0x29
            {
                range = (range.lowerBound - 2)..<(range.upperBound + 1)
            }
            let text = String(decoding: bytes[range], as: UTF8.self)
            return text.trimmingCharacters(in: .whitespaces).isEmpty ? nil : text
        }
    }

    /// Every inline protected text shown to the model is in the answer,
    /// byte for byte (summaries and key points may leave some out with
    /// their sentence).
    private func checkVerbatim(_ text: String) throws(TransformError) {
        guard !action.dropsSentences else { return }
        for protected in verbatim where !text.contains(protected) {
            let excerpt = protected.count > 40 ? String(protected.prefix(40)) + "…" : protected
            throw .protectedSpansDamaged("changed or dropped protected text (\(excerpt))")
        }
    }

    /// For proofreading on this machine, the text with only the small
    /// corrections of an answer that damaged protected text: its changes
    /// outside protected text that model proofreading would mark
    /// (`ModelMarks`), applied to the text. Nil for other actions, when
    /// blocks were masked, or when no such correction is left.
    func correctionsOnly(_ answer: String) -> String? {
        guard action == .proofread, showsProtectedText, masked.spans.isEmpty else { return nil }
        let (lead, core, _) = BuiltinEngine.splitWhitespace(input.text)
        let offset = lead.utf8.count
        let protected = input.spans.map { ($0.range.lowerBound - offset)..<($0.range.upperBound - offset) }
        let marks = ModelMarks.marks(original: core, corrected: answer, protected: protected)
        guard !marks.isEmpty else { return nil }
        var bytes = Array(core.utf8)
        var end = bytes.count
        for mark in marks.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where mark.range.upperBound <= end {
            bytes.replaceSubrange(mark.range, with: Array(mark.replacement.utf8))
            end = mark.range.lowerBound
        }
        return String(decoding: bytes, as: UTF8.self)
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
