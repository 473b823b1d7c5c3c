/// A misspelling whose best correction is ahead of its rivals, but by too
/// little for its spelling alone to be certain (`thet`: `that` a little
/// ahead of `they`): the words around it decide.
///
/// Its fix becomes safe when the sentence or the workspace agrees with the
/// spelling:
/// - the slot calls for a closed-class word (a modal, a pronoun, a
///   preposition, a determiner…) that the correction can be and no rival can
///   (`SpellingSlot.agrees`), and the correction leads by `slotLead`;
/// - or the documents checked together write the correction next to the
///   misspelling's neighbours, on each side that has one (`note thet the`:
///   `note that` and `that the`), and write no rival next to either, and
///   the correction leads by `neighbourLead` or the slot agrees too (`isSettled`).
///
/// Calibrated on prose of real documentation (not the evaluation's) with
/// misspellings of one half of the Birkbeck corpus planted in it, ranked
/// with an error model trained on the other half: the neighbours settled
/// 98.0 % of the near ties they settle right from a lead of 2 (707 words,
/// 6.1 % of those planted; 97.3 % from any lead), the slot 98.6 % from a lead
/// of 4 (95.6 % from any), and the two together 100 % (118 words) from any
/// lead. The spelling alone is right 96.8 % of the time it is confident.
struct NearTie: Sendable, Hashable {
    /// The best correction, in lowercase.
    let correction: String
    /// The corrections less than `Suggester.Weight.clearLead` behind it, in lowercase.
    let rivals: [String]
    /// How far the correction is ahead of the runner-up, in tenths of an edit.
    let lead: Int
    /// Whether the slot agrees with the correction (`SpellingSlot.agrees`).
    var slotAgrees = false

    /// The lead from which the slot alone settles a near tie.
    static let slotLead = 4
    /// The lead from which the neighbours alone settle it.
    static let neighbourLead = 2

    /// The near tie of `corrections` (ranked, reranked by the slot), or nil
    /// when they are confident, not within a slip's reach, or lead by
    /// `clearLead` or more (then something else than the lead keeps them
    /// from being confident).
    init?(_ corrections: SpellingCorrections) {
        let suggestions = corrections.suggestions
        let costs = corrections.costs
        guard !corrections.isConfident, corrections.isWithinReach, suggestions.count > 1, costs.count == suggestions.count
        else { return nil }
        lead = costs[1] - costs[0]
        guard lead < Suggester.Weight.clearLead else { return nil }
        correction = suggestions[0].lowercased()
        rivals = suggestions.indices.dropFirst().filter { costs[$0] - costs[0] < Suggester.Weight.clearLead }.map {
            suggestions[$0].lowercased()
        }
    }

    /// The words next to a misspelling: the runs of letters just before and
    /// after `range` of `bytes`, with only blanks and at most one line break
    /// between (`SpellingReview.isPairGap`), in lowercase.
    static func neighbours(of range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (before: String?, after: String?) {
        let range = range.clamped(to: 0..<bytes.count)
        var start = range.lowerBound
        while start > 0, SpellingReview.isGapByte(bytes[start - 1]) { start -= 1 }
        var before: String?
        if start < range.lowerBound, SpellingReview.isPairGap(bytes, start..<range.lowerBound) {
            var wordStart = start
            while wordStart > 0, SpellingReview.isLetter(bytes[wordStart - 1]) { wordStart -= 1 }
            if wordStart < start {
                before = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<start]), as: UTF8.self).lowercased()
            }
        }
        var end = range.upperBound
        while end < bytes.count, SpellingReview.isGapByte(bytes[end]) { end += 1 }
        var after: String?
        if end > range.upperBound, SpellingReview.isPairGap(bytes, range.upperBound..<end) {
            var wordEnd = end
            while wordEnd < bytes.count, SpellingReview.isLetter(bytes[wordEnd]) { wordEnd += 1 }
            if wordEnd > end { after = String(decoding: UnsafeBufferPointer(rebasing: bytes[end..<wordEnd]), as: UTF8.self).lowercased() }
        }
        return (before, after)
    }

    /// The word pairs (`"note that"`) whose uses settle the tie, around
    /// neighbours `before` and `after`: each of the correction and its rivals
    /// with each neighbour.
    func pairs(before: String?, after: String?) -> [String] {
        ([correction] + rivals).flatMap { word in [before.map { $0 + " " + word }, after.map { word + " " + $0 }].compactMap { $0 } }
    }

    /// Whether the slot settles the tie alone.
    var isSettledBySlot: Bool { slotAgrees && lead >= Self.slotLead }

    /// Whether the uses of the pairs (`uses`, how often the workspace writes
    /// a pair) settle the tie: the correction is written with every neighbour
    /// there is (one at least), and no rival with either; and the
    /// correction leads by `neighbourLead`, or the slot agrees too.
    func isSettled(before: String?, after: String?, uses: (String) -> Int) -> Bool {
        guard before != nil || after != nil, lead >= Self.neighbourLead || slotAgrees else { return false }
        let correctionSeen =
            (before.map { uses($0 + " " + correction) > 0 } ?? true) && (after.map { uses(correction + " " + $0) > 0 } ?? true)
        return correctionSeen
            && rivals.allSatisfy { rival in
                (before.map { uses($0 + " " + rival) == 0 } ?? true) && (after.map { uses(rival + " " + $0) == 0 } ?? true)
            }
    }
}
