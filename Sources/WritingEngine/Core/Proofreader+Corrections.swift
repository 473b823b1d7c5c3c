import Foundation

extension Proofreader {
    /// How much of the spelling corrections a check settles.
    public enum Corrections: Sendable, Hashable {
        /// Every misspelling gets its ranked suggestions.
        case all
        /// Only misspellings whose corrections were ranked before (by any
        /// check of this dialect); the others await `completeCorrections`.
        case known
        /// Every misspelling when at most this many distinct words have not
        /// been ranked before (what an edit typically brings: ranked in the
        /// check, their units settle at once); otherwise as `known`.
        case upTo(Int)
    }

    /// `findings` of `text` with their corrections settled: the distinct
    /// misspelled words still awaiting theirs are ranked (the first
    /// `rankingAtMost` of them in text order, all by default), over the
    /// cores when there are several. Findings of words left unranked keep
    /// awaiting theirs, so a caller can settle a document in short steps;
    /// so do those of the words not begun when `cancellation` is set.
    public func completeCorrections(
        _ findings: [Finding], in text: String, rankingAtMost limit: Int = .max, cancellation: CancellationFlag? = nil
    ) -> [Finding] {
        guard findings.contains(where: \.awaitsCorrections) else { return findings }
        var text = text
        return text.withUTF8 { complete(findings, in: $0, ranking: limit, cancellation: cancellation) }
    }

    /// The distinct misspelled words of `findings` (of `text`) still awaiting their corrections.
    public func wordsAwaitingCorrections(_ findings: [Finding], in text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes in Set(findings.lazy.filter(\.awaitsCorrections).map { self.word($0, in: bytes) }) }
    }

    func word(_ finding: Finding, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let word = finding.readWord { return word }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[finding.range.clamped(to: 0..<bytes.count)]), as: UTF8.self)
    }

    /// Settles the findings awaiting corrections from the spell checker's
    /// memory, and ranks up to `limit` of the words it does not know yet;
    /// words of other languages likewise with their dictionaries
    /// (`completeFromDictionaries`).
    /// A word settled as unknown takes the unknown-word rule's severity (and
    /// goes when that rule is off); unknown words used more than once go
    /// (`SpellingReview.withoutTerms`, from the document's `counts` when
    /// given). Words not begun when `cancellation` is set stay unranked.
    func complete(
        _ findings: [Finding], in bytes: UnsafeBufferPointer<UInt8>, ranking limit: Int, cancellation: CancellationFlag? = nil,
        counts: WordCounts? = nil
    ) -> [Finding] {
        var awaiting = findings.indices.filter { findings[$0].awaitsCorrections }
        guard !awaiting.isEmpty else { return SpellingReview.withoutTerms(findings, in: bytes, documentCounts: counts) }
        var completed = findings
        let foreign = awaiting.filter { findings[$0].dictionaryLanguage != nil }
        if !foreign.isEmpty {
            completeFromDictionaries(&completed, at: foreign, in: bytes, ranking: limit, cancellation: cancellation)
            awaiting.removeAll { findings[$0].dictionaryLanguage != nil }
        }
        let words = awaiting.map { word(findings[$0], in: bytes) }
        var known = spelling.rememberedCorrections(for: words)
        if limit > 0 {
            var unranked: [String] = []
            var seen = Set<String>()
            for word in words where unranked.count < limit && known[word] == nil && seen.insert(word).inserted {
                unranked.append(word)
            }
            for (word, corrections) in zip(unranked, rankCorrections(unranked, cancellation: cancellation)) { known[word] = corrections }
        }
        var dropped = IndexSet()
        let unknownWordSeverity = self.unknownWordSeverity
        var texts = SharedFindingTexts()
        for (i, word) in zip(awaiting, words) {
            guard let corrections = known[word] else { continue }
            SpellingRule.complete(&completed[i], word: word, with: corrections, spelling: spelling)
            texts.share(&completed[i])
            guard completed[i].ruleID == UnknownWordRule.id else { continue }
            if let unknownWordSeverity { completed[i].severity = unknownWordSeverity } else { dropped.insert(i) }
        }
        if !dropped.isEmpty { completed = completed.indices.filter { !dropped.contains($0) }.map { completed[$0] } }
        return SpellingReview.withoutTerms(completed, in: bytes, documentCounts: counts)
    }

    /// Ranked corrections of each of `words`, spread over the cores (words
    /// differ widely in cost); nil for those not begun when `cancellation` is set.
    func rankCorrections(_ words: [String], cancellation: CancellationFlag?) -> [SpellingCorrections?] {
        words.concurrentMap { word in cancellation?.isCancelled == true ? nil : spelling.corrections(for: word) }
    }
}
