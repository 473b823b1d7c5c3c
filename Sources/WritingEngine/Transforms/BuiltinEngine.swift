/// The built-in, offline, deterministic Writing Tools engine.
///
/// Every action runs on the selection with its protected spans masked as
/// placeholders, and the result is checked and restored by `MaskedText`:
/// protected text comes back byte for byte or the result is refused. The
/// result then passes the acceptance check a model's answer passes.
public enum BuiltinEngine {
    /// Runs `action` on `input`; the result replaces the selection.
    public static func run(_ action: WritingAction, on input: TransformInput) throws(TransformError) -> String {
        guard !action.needsModel else { throw .needsModel(action.title) }
        try checkAllowed(action, input.options)
        guard input.text.contains(where: { !$0.isWhitespace }) else { throw .noProse }
        if action == .proofread { return try accepted(proofread(input), of: action, on: input) }
        let masked = MaskedText(input.text, spans: input.spans)
        if case .rewrite = action, let language = LanguageDetector.shared.candidates(for: masked.text[...]).first {
            throw .notApplicable(
                "the built-in engine rewrites English only, and this text reads as \(language); a model provider can rewrite it")
        }
        let (lead, body, trail) = splitWhitespace(masked.text)
        let result: String
        switch action {
        case .rewrite(let tone): result = ToneRewriter.rewrite(body, tone: tone, masked: masked)
        case .summary: result = try Summarizer.summary(body, masked: masked)
        case .keyPoints: result = try Summarizer.keyPoints(body, masked: masked)
        case .list: result = try ListMaker.list(body, masked: masked)
        case .table: result = try TableMaker.table(body, masked: masked)
        case .proofread, .instructions, .compose: result = body
        }
        return try accepted(lead + (try masked.restore(result, sentencesMayLeave: action.dropsSentences)) + trail, of: action, on: input)
    }

    /// `result` when it passes the acceptance check every answer passes
    /// (`AnswerAcceptance`); the text itself, unchanged, is always fine.
    static func accepted(_ result: String, of action: WritingAction, on input: TransformInput) throws(TransformError) -> String {
        guard result != input.text, case .refused(let why) = AnswerAcceptance.verdict(action, original: input.text, answer: result) else {
            return result
        }
        throw .refused(why)
    }

    /// The built-in result that stands in for a model whose answers could
    /// not be used: only when the engine can do `action`, and its result
    /// does the action's job (a rewrite or correction changes the text, a
    /// concise one is shorter); nil otherwise, and the model's failure stands.
    public static func standIn(for action: WritingAction, on input: TransformInput) -> String? {
        guard let result = try? run(action, on: input) else { return nil }
        let original = input.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let text = result.trimmingCharacters(in: .whitespacesAndNewlines)
        switch action {
        case .rewrite(.concise): return text.count < original.count ? result : nil
        default: return text != original ? result : nil
        }
    }

    /// Whether the built-in engine can do `action` on `input` (cheap: for listing actions).
    public static func canRun(_ action: WritingAction, on input: TransformInput) -> Bool {
        guard !action.needsModel, input.options.contains(action.requiredResultOptions) else { return false }
        switch action {
        case .table:
            let masked = MaskedText(input.text, spans: input.spans)
            return TableMaker.detect(masked.text, masked: masked) != nil
        case .proofread:
            return input.findings.contains { !$0.suggestions.isEmpty }
        default:
            return true
        }
    }

    /// Throws when `resultOptions` forbid what `action` produces.
    public static func checkAllowed(_ action: WritingAction, _ options: ResultOptions) throws(TransformError) {
        let missing = action.requiredResultOptions.subtracting(options)
        if missing.contains(.table) { throw .notAllowed("tables") }
        if missing.contains(.list) { throw .notAllowed("lists") }
    }

    /// The first suggestion of each finding, applied right to left, skipping
    /// overlaps and anything that touches a protected span.
    static func proofread(_ input: TransformInput) -> String {
        var bytes = Array(input.text.utf8)
        var lowest = bytes.count
        for finding in input.findings.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            guard let first = finding.suggestions.first, finding.range.upperBound <= lowest,
                !input.spans.contains(where: { $0.range.overlaps(finding.range) })
            else { continue }
            bytes.replaceSubrange(finding.range, with: Array(first.utf8))
            lowest = finding.range.lowerBound
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Leading whitespace, the text, trailing whitespace.
    static func splitWhitespace(_ text: String) -> (String, String, String) {
        let lead = text.prefix { $0.isWhitespace }
        let rest = text.dropFirst(lead.count)
        let trail = rest.reversed().prefix { $0.isWhitespace }
        return (String(lead), String(rest.dropLast(trail.count)), String(rest.suffix(trail.count)))
    }
}
