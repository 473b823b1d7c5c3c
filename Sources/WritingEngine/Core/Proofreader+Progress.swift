/// The findings of the start of a text, handed out while a check of the
/// whole text goes on, so that an editor shows a large document's first
/// findings long before the last unit is checked.
///
/// They are the findings the whole check gives before `end` (reviewed
/// against the whole document, as the check's are), except that a
/// misspelling may still await its corrections where the whole check,
/// which ranks more, settles it.
public struct PartialFindings: Sendable {
    /// The findings before `end`, sorted by position.
    public var findings: [Finding]
    /// The UTF-8 offset up to which the text is checked.
    public var end: Int

    public init(findings: [Finding], end: Int) {
        self.findings = findings
        self.end = end
    }
}

extension Proofreader {
    /// Bytes of unchecked prose after which a check that reports its progress first does.
    public static let firstPartBytes = 64 << 10

    /// The batches in which `units` (to check, in document order) are
    /// checked: one, unless `progressive` and they hold more than twice
    /// `firstPartBytes`; then a first batch of about `firstPartBytes` and
    /// each next one as large as all before it, so the partial findings
    /// made after each (a pass over the units before its end) cost the
    /// check no more than twice its findings.
    static func batches(of units: [Unit], progressive: Bool) -> [Range<Int>] {
        let total = units.reduce(0) { $0 + $1.range.count }
        guard progressive, total > 2 * firstPartBytes else { return [units.startIndex..<units.endIndex] }
        var batches: [Range<Int>] = []
        var start = units.startIndex
        var checked = 0
        var bytes = 0  // in the batch being cut
        for i in units.indices {
            bytes += units[i].range.count
            if bytes >= max(firstPartBytes, checked) {
                batches.append(start..<(i + 1))
                checked += bytes
                bytes = 0
                start = i + 1
            }
        }
        if start < units.endIndex { batches.append(start..<units.endIndex) }
        return batches
    }

    /// The findings of the first `count` of `units`, whose `results` are all
    /// in, as the whole check will give them (see `PartialFindings`).
    func partialFindings(
        _ results: [[Finding]?], of units: [Unit], count: Int, in bytes: UnsafeBufferPointer<UInt8>, structure: DocumentStructure,
        counts: WordCounts?
    ) -> PartialFindings {
        let found = filter(assembled(results, of: units, count: count), structure: structure)
        let words = misspelledWords(Array(results[..<count]), of: Array(units[..<count]), in: bytes, structure: structure, counts: counts)
        let reviewed = SpellingReview.reviewed(found, in: bytes, structure: structure, words: words)
        let completed = Self.withStandingCorrections(complete(reviewed, in: bytes, ranking: 0, counts: counts))
        return PartialFindings(findings: completed, end: count < units.count ? units[count].range.lowerBound : bytes.count)
    }

    /// The findings of the first `count` of `units`, from their `results`,
    /// moved to their place in the document, in document order.
    func assembled(_ results: [[Finding]?], of units: [Unit], count: Int) -> [Finding] {
        var findings: [Finding] = []
        for (i, unit) in units[..<count].enumerated() {
            for finding in results[i]! {
                var shifted = finding.shifted(by: unit.range.lowerBound)
                if unit.isAlignedCell, shifted.isFixSafe, shifted.suggestions.first?.utf8.count != shifted.range.count {
                    shifted.isFixSafe = false
                }
                findings.append(shifted)
            }
        }
        return findings
    }
}
