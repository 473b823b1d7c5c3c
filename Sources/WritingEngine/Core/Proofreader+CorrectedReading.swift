extension Proofreader {
    /// The most misspellings of one unit whose sentences are read again with their correction.
    static let correctedReadingsPerUnit = 8

    /// Grammar findings that a misspelling hides: the grammar rules read the
    /// sentence of each misspelling whose correction is confident (a spelling
    /// finding safe for fix-all) with the correction in its place, and every
    /// finding they make there that they do not make on the sentence as
    /// written is returned (`I sugget you to go` is read as `I suggest you to
    /// go`, whose “you to go” a rule flags). A finding the rules make on both
    /// readings, over the misspelling, with other suggestions on the corrected
    /// one (`let me to decdie` → `decdie`) is returned too: it replaces the
    /// finding on the sentence as written (`merging`).
    ///
    /// Such a finding is moved back onto the text as written: one that covers
    /// the corrected word covers the misspelling whole, and its suggestions
    /// hold the corrected spelling, so applying it alone fixes both; one that
    /// does not cover it stays clear of the spelling fix, so the two can be
    /// applied in either order. It is never safe for fix-all, and it holds
    /// the misspelling's range (`Finding.readsCorrection`): it stands only
    /// while the spelling finding stays safe (`withStandingCorrections`).
    ///
    /// `unit` is the unit's bytes with its `masks`; `settled` its findings,
    /// `wereAwaiting` the ranges of those that awaited their corrections
    /// before they were settled (only these are read again, so a unit costs
    /// this once). Units with markup read inside a word are left alone.
    func findingsOnCorrections(
        _ settled: [Finding], wereAwaiting: Set<Range<Int>>, unit: [UInt8], masks: [UnitMask], firstSentenceStandsAlone: Bool,
        knownWords: Set<String>
    ) -> [Finding] {
        let corrected = settled.filter { finding in
            finding.ruleID == "spelling" && finding.isFixSafe && !finding.awaitsCorrections && !finding.isCapitalizedSlip
                && finding.readWord == nil && wereAwaiting.contains(finding.range) && finding.suggestions.first != nil
        }
        guard !corrected.isEmpty, !masks.contains(where: { $0.reading != nil }) else { return [] }
        let tokenMasks = masks.map { ($0.range, $0.isGap ? TokenKind.space : TokenKind.masked) }
        let paragraph = Paragraph(bytes: unit, tokens: Tokenizer.tokenize(unit, masks: tokenMasks))
        var found: [Finding] = []
        for misspelling in corrected.prefix(Self.correctedReadingsPerUnit) {
            guard let index = paragraph.tokens.firstIndex(where: { $0.range == misspelling.range }),
                let sentence = paragraph.sentences.first(where: { $0.contains(index) })
            else { continue }
            let span = paragraph.tokens[sentence.lowerBound].range.lowerBound..<paragraph.tokens[sentence.upperBound - 1].range.upperBound
            let standsAlone = sentence.lowerBound == paragraph.sentences[0].lowerBound ? firstSentenceStandsAlone : true
            found += sentenceFindings(
                span, correcting: misspelling, with: misspelling.suggestions[0], in: unit, masks: masks, standsAlone: standsAlone,
                knownWords: knownWords)
        }
        return found
    }

    /// The new grammar findings of the sentence `span` of `unit` read with
    /// `correction` in place of `misspelling`, on the unit's offsets.
    private func sentenceFindings(
        _ span: Range<Int>, correcting misspelling: Finding, with correction: String, in unit: [UInt8], masks: [UnitMask],
        standsAlone: Bool, knownWords: Set<String>
    ) -> [Finding] {
        let word = misspelling.range
        let asWritten = Array(unit[span])
        let read = Array(unit[span.lowerBound..<word.lowerBound]) + Array(correction.utf8) + Array(unit[word.upperBound..<span.upperBound])
        let start = word.lowerBound - span.lowerBound
        let correctedWord = start..<(start + correction.utf8.count)
        let delta = correctedWord.count - word.count
        let inside = masks.filter { span.contains($0.range.lowerBound) }
        let writtenMasks = inside.map {
            (($0.range.lowerBound - span.lowerBound)..<($0.range.upperBound - span.lowerBound), $0.isGap ? TokenKind.space : .masked)
        }
        let readMasks = writtenMasks.map { mask in
            mask.0.lowerBound >= correctedWord.lowerBound ? ((mask.0.lowerBound + delta)..<(mask.0.upperBound + delta), mask.1) : mask
        }
        // The two readings are independent: on an edit, one waits for this, so they run at the same time.
        let (before, after) = concurrently(
            { grammarFindings(asWritten, masks: writtenMasks, standsAlone: standsAlone, knownWords: knownWords) },
            { grammarFindings(read, masks: readMasks, standsAlone: standsAlone, knownWords: knownWords) })
        let known = Dictionary(before.map { (FindingKey(rule: $0.ruleID, range: $0.range), $0.suggestions) }) { first, _ in first }
        var found: [Finding] = []
        for finding in after {
            let covers = finding.range.lowerBound <= correctedWord.lowerBound && correctedWord.upperBound <= finding.range.upperBound
            guard covers || !finding.range.overlaps(correctedWord) else { continue }
            func written(_ offset: Int) -> Int { offset >= correctedWord.upperBound ? offset - delta : offset }
            let range = written(finding.range.lowerBound)..<written(finding.range.upperBound)
            // A rule that read the misspelling as some word flags it the same way, but suggests from its spelling.
            if let suggestions = known[FindingKey(rule: finding.ruleID, range: range)], !covers || suggestions == finding.suggestions {
                continue
            }
            var moved = finding
            moved.range = (range.lowerBound + span.lowerBound)..<(range.upperBound + span.lowerBound)
            moved.isFixSafe = false
            moved.readsCorrection = word
            found.append(moved)
        }
        return found
    }

    /// The findings of the grammar rules that are on, on one sentence.
    private func grammarFindings(_ bytes: [UInt8], masks: [(Range<Int>, TokenKind)], standsAlone: Bool, knownWords: Set<String>)
        -> [Finding]
    {
        let context = RuleContext(
            paragraph: Paragraph(bytes: bytes, tokens: Tokenizer.tokenize(bytes, masks: masks)), dialect: options.dialect,
            spelling: spelling, knownWords: knownWords, firstSentenceStandsAlone: standsAlone)
        var findings: [Finding] = []
        for (rule, severity) in effectiveRules where rule.category == .grammar {
            guard let severity else { continue }
            let start = findings.count
            rule.check(context, into: &findings)
            for i in start..<findings.count { findings[i].severity = severity }
        }
        return yielding(findings)
    }

    /// `findings` (sorted) with the findings read on corrections
    /// (`findingsOnCorrections`) in their place: each one replaces the
    /// finding of its rule on the same range, if any, and joins them otherwise.
    static func merging(_ read: [Finding], into findings: [Finding]) -> [Finding] {
        var merged = findings
        for finding in read {
            if let k = merged.firstIndex(where: { $0.ruleID == finding.ruleID && $0.range == finding.range }) {
                merged[k] = finding
            } else {
                merged.append(finding)
            }
        }
        return merged.sorted(by: precedes)
    }

    /// `findings` less those read on a correction (`readsCorrection`) whose
    /// misspelling is no longer flagged with a safe fix: the document uses
    /// the word as code or writes it again, or the user ignored it (the
    /// caller then drops the misspelling first).
    public static func withStandingCorrections(_ findings: [Finding]) -> [Finding] {
        guard findings.contains(where: { $0.readsCorrection != nil }) else { return findings }
        let safe = Set(findings.lazy.filter { $0.ruleID == "spelling" && $0.isFixSafe }.map(\.range))
        return findings.filter { $0.readsCorrection.map(safe.contains) ?? true }
    }
}

/// A rule's complaint about a range, whatever its suggestions.
private struct FindingKey: Hashable {
    let rule: String
    let range: Range<Int>
}
