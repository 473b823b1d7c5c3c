/// A document open in an editor, as the engine follows it from one edit to
/// the next: what earlier runs found in it (the model's marks, the results
/// Writing Tools wrote) moved with the edits, the words the user chose to
/// ignore in it, and how the spelling corrections of a check are scheduled
/// (`corrections(of:in:proofreader:checkAgain:)`).
///
/// Offsets are UTF-8 byte offsets into the document's current text.
public struct DocumentSession: Sendable {
    /// One change to the text: the byte range of the text before it that was
    /// replaced, and how many bytes replaced it.
    public struct Edit: Sendable, Hashable {
        public var replaced: Range<Int>
        public var insertedCount: Int

        public init(replaced: Range<Int>, insertedCount: Int) {
            self.replaced = replaced
            self.insertedCount = insertedCount
        }

        /// How many bytes longer the text is after the edit (negative: shorter).
        public var delta: Int { insertedCount - replaced.count }

        /// The edit that undoes this one: it replaces, in the text after this
        /// edit, the inserted bytes with as many bytes as this one replaced.
        public var reversed: Edit {
            Edit(replaced: replaced.lowerBound..<(replaced.lowerBound + insertedCount), insertedCount: replaced.count)
        }
    }

    /// The model's proofreading marks and sentence rewrites, by paragraph:
    /// kept while the paragraph's text is as the model saw it.
    public var modelMarks: [ParagraphMarks] = []
    /// The results Writing Tools sessions wrote here, for Follow-up (the latest last).
    public var written: [WrittenResult] = []
    /// Words the user chose to ignore in this document.
    public var ignoredWords: Set<String>

    public init(ignoredWords: Set<String> = []) {
        self.ignoredWords = ignoredWords
    }

    /// `range` (of the text before `edit`) in the text after it, or nil when
    /// the edit touched it. This is the one rule for every range that follows
    /// a document's edits:
    ///
    /// | the edit                                                  | the range          |
    /// |-----------------------------------------------------------|--------------------|
    /// | ends before the range starts                              | moves by its delta |
    /// | starts after the range ends                               | stays as it is     |
    /// | replaces any of its bytes, or meets it at either end      | touched: nil       |
    ///
    /// Meeting counts as touching: text typed at a paragraph's end, or right
    /// before a sentence, changes what that paragraph or sentence is.
    public static func follow(_ range: Range<Int>, through edit: Edit) -> Range<Int>? {
        if edit.replaced.upperBound < range.lowerBound { return (range.lowerBound + edit.delta)..<(range.upperBound + edit.delta) }
        if edit.replaced.lowerBound > range.upperBound { return range }
        return nil
    }

    /// `range` after `edits` in turn (each in the text the one before left), or nil once one touches it.
    public static func follow(_ range: Range<Int>, through edits: some Sequence<Edit>) -> Range<Int>? {
        var current = range
        for edit in edits {
            guard let next = follow(current, through: edit) else { return nil }
            current = next
        }
        return current
    }

    /// Follows `edit`: the model's marks of a paragraph it touched go (they
    /// were about that text); those after it move. A written result it
    /// touched stays where it is: the editor's own copy of the session's
    /// edit may arrive after the server noted the result, and a result is
    /// offered only while the document holds its text (`WrittenResult.isUnchanged`).
    public mutating func apply(_ edit: Edit) {
        modelMarks = modelMarks.compactMap { group in
            Self.follow(group.paragraph, through: edit).map { group.shifted(by: $0.lowerBound - group.paragraph.lowerBound) }
        }
        for k in written.indices {
            written[k].range = Self.follow(written[k].range, through: edit) ?? written[k].range
        }
    }

    /// Notes `result`, in place of any earlier result it overlaps; the latest `WrittenResult.limit` are kept.
    public mutating func remember(_ result: WrittenResult) {
        written.removeAll { $0.range.overlaps(result.range) || $0.range == result.range }
        written.append(result)
        if written.count > WrittenResult.limit { written.removeFirst(written.count - WrittenResult.limit) }
    }

    /// `findings` (of `text`) less the misspellings of the words ignored in
    /// this document, and less the findings read on their corrections.
    public func withoutIgnoredWords(_ findings: [Finding], in text: String) -> [Finding] {
        guard !ignoredWords.isEmpty else { return findings }
        var text = text
        let kept = text.withUTF8 { bytes in
            findings.filter { finding in
                guard Self.spellingRules.contains(finding.ruleID), finding.range.upperBound <= bytes.count else { return true }
                return !ignoredWords.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[finding.range]), as: UTF8.self))
            }
        }
        return Proofreader.withStandingCorrections(kept)
    }

    /// The rules whose findings an ignored word silences.
    static let spellingRules: Set<String> = ["spelling", "unknown-word", "dialect"]

    /// At most `limit` findings, shared fairly between rules (each rule gets
    /// an equal share, and what a rule does not use goes to the others), each
    /// rule keeping its first findings; the result stays sorted by position.
    /// Cutting by position alone would let one noisy rule on one junk line
    /// (thousands of unbalanced brackets) hide every other finding after it.
    public static func capped(_ findings: [Finding], at limit: Int) -> [Finding] {
        guard findings.count > limit else { return findings }
        guard limit > 0 else { return [] }
        var groups: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() { groups[finding.ruleID, default: []].append(index) }
        var quota: [String: Int] = [:]
        var left = limit
        let bySize = groups.sorted { ($0.value.count, $0.key) < ($1.value.count, $1.key) }
        for (k, group) in bySize.enumerated() {
            let share = min(group.value.count, left / (bySize.count - k))
            quota[group.key] = share
            left -= share
        }
        var kept: [Int] = []
        kept.reserveCapacity(limit)
        for (rule, indices) in groups { kept += indices.prefix(quota[rule] ?? 0) }
        return kept.sorted().map { findings[$0] }
    }
}
