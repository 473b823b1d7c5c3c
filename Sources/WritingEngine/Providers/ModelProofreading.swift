/// Proofreading with a model, as marks: each prose block is sent to the
/// model to be corrected (`ModelRun` with `proofread`), and its answer is
/// compared with the block (`ModelMarks`). Each small change becomes a
/// finding of rule `model` whose one suggestion is the model's fix; a
/// model's fix is never marked safe, so fix-all never applies it.
public enum ModelProofreading {
    /// The rule id of model marks.
    public static let ruleID = "model"

    /// What the model found in `text`, and the blocks it could not check (with why).
    public struct Result: Sendable {
        public var findings: [Finding]
        /// Sentences the model rewrote too much for marks, offered whole
        /// (ranges in `text`; see `ModelMarks.Comparison.rewrites`).
        public var rewrites: [ModelMark]
        public var failures: [String]
        /// The last provider error (unreachable, timed out…), for the caller's health record.
        public var providerError: ProviderError?
    }

    /// The prose blocks of `structure` to send: paragraphs, headings, list items and table rows with prose,
    /// those overlapping `range` when one is given.
    public static func blocks(of structure: DocumentStructure, in range: Range<Int>? = nil) -> [Range<Int>] {
        structure.blocks.compactMap { block in
            guard !block.prose.isEmpty, range.map({ $0.overlaps(block.range) || $0.isEmpty && block.range.contains($0.lowerBound) }) ?? true
            else { return nil }
            switch block.kind {
            case .paragraph, .heading, .listItem, .tableRow: return block.range
            default: return nil
            }
        }
    }

    /// Runs the model on each block of `blocks` in turn; `onBlock` hears
    /// how many are done. Stops early when the task is cancelled.
    public static func check(
        _ text: String, structure: DocumentStructure, language: DocumentLanguage, blocks: [Range<Int>], client: ChatCompletionClient,
        onBlock: @escaping @Sendable (Int) -> Void = { _ in }
    ) async -> Result {
        let bytes = Array(text.utf8)
        var result = Result(findings: [], rewrites: [], failures: [])
        for (k, range) in blocks.enumerated() {
            if Task.isCancelled { break }
            let input = TransformInput(
                document: bytes, range: range, structure: structure, language: language, options: .defaults(for: language))
            let transform = ModelTransform(action: .proofread, input: input, showsProtectedText: client.configuration.showsProtectedText)
            switch await ModelRun.run(transform, client: client) {
            case .success(let outcome):
                let comparison = ModelMarks.compare(original: input.text, corrected: outcome.text, protected: input.spans.map(\.range))
                result.rewrites += comparison.rewrites.map { $0.shifted(by: range.lowerBound) }
                result.findings += comparison.marks.map {
                    Finding(
                        ruleID: ruleID, range: ($0.range.lowerBound + range.lowerBound)..<($0.range.upperBound + range.lowerBound),
                        message: "The model suggests: \($0.message)", suggestions: [$0.replacement], severity: .info)
                }
            case .failure(.provider(let error)):
                result.failures.append(error.description)
                result.providerError = error
                if error == .cancelled || error.isUnreachable { return result }
            case .failure(let failure):
                result.failures.append(failure.description)
            }
            onBlock(k + 1)
        }
        return result
    }

    /// `rules` (in order, as a check returns them) and `model` findings in order, a model mark on the same range
    /// as a rule's finding merged into it: one finding, the rule's
    /// suggestions first, then the model's.
    public static func merge(rules: [Finding], model: [Finding]) -> [Finding] {
        guard !model.isEmpty else { return rules }
        var merged = rules
        var extra: [Finding] = []
        for mark in model {
            if let k = merged.firstIndex(where: { $0.range == mark.range }) {
                for suggestion in mark.suggestions where !merged[k].suggestions.contains(suggestion) {
                    merged[k].suggestions.append(suggestion)
                }
            } else {
                extra.append(mark)
            }
        }
        return (merged + extra).sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }
}
