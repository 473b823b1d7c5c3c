import LSPKit
import WritingEngine

extension OpenDocument {
    /// New misspelled words ranked before a push rather than after it: what an edit typically brings.
    static let wordsRankedBeforePush = 2

    /// This document with its structure and diagnostics computed if stale.
    /// With `corrections: .known`, the misspellings new to the server get
    /// their suggestions only when they are a few words
    /// (`wordsRankedBeforePush`); more of them still await theirs (see
    /// `Server.publishDiagnostics`).
    ///
    /// When `cancellation` is set before the analysis is done, the document
    /// comes back as it was (the units checked are cached all the same).
    /// A check of much new text hands the diagnostics of its start to
    /// `progress` as it goes (see `PartialFindings`), on this thread.
    ///
    /// - Important: Reads only its arguments: safe on any thread, so a large
    ///   document is analysed off the server's queue.
    func analyzed(
        with analyzer: Analyzer, behavior: Behavior, encoding: PositionEncoding, corrections: Proofreader.Corrections,
        cancellation: CancellationFlag? = nil, progress: (([Diagnostic]) -> Void)? = nil
    ) -> OpenDocument {
        var open = self
        if open.diagnostics != nil, open.structure != nil {
            guard Self.rankingNow(open.ruleFindings, of: open.document.text, corrections: corrections, analyzer: analyzer) else {
                return open
            }
            let before = open.ruleFindings
            open.ruleFindings = analyzer.completeCorrections(open.ruleFindings, in: open.document.text, cancellation: cancellation)
            if cancellation?.isCancelled == true { return self }
            open.checkAgainOnceSettled(after: before, with: analyzer)
            open.mergeModelMarks()
            open.convertFindings(encoding: encoding)
            return open
        }
        let text = open.document.text
        let scanner = analyzer.identity
        guard let structure = open.scanned(with: analyzer, cancellation: cancellation) else { return self }
        open.structure = structure
        open.lastScan = OpenDocument.LastScan(structure: structure, text: text, edit: nil, analyzer: scanner)
        if behavior == .none {
            open.findings = []
            open.ruleFindings = []
            open.diagnostics = []
            return open
        }
        // The few words an edit misspells are ranked within the check, so their units settle in it.
        let checked: Proofreader.Corrections = corrections == .known ? .upTo(Self.wordsRankedBeforePush) : corrections
        var findings: [Finding]
        if let cancellation {
            guard
                let found = try? analyzer.check(
                    text, structure: structure, corrections: checked, cancellation: cancellation, wordIndex: wordIndex,
                    progress: progress.map { report in { [self] partial in report(diagnostics(of: partial, encoding: encoding)) } })
            else { return self }
            findings = found
        } else {
            findings = analyzer.check(text, structure: structure, corrections: checked, wordIndex: wordIndex)
        }
        findings = analyzer.withValeFindings(findings, text: text, uri: open.uri, structure: structure)
        open.ruleFindings = open.withoutIgnoredWords(findings)
        open.mergeModelMarks()
        open.convertFindings(encoding: encoding)
        return open
    }

    /// The structure of the current text: the one computed already, else
    /// re-scanned after the edits since the last scan, else scanned; nil when
    /// `cancellation` is set before it is done.
    private func scanned(with analyzer: Analyzer, cancellation: CancellationFlag?) -> DocumentStructure? {
        if let structure { return structure }
        let flag = cancellation ?? CancellationFlag()  // never set: the scan runs to its end
        if let last = lastScan, last.analyzer == analyzer.identity, let edit = last.edit {
            return try? analyzer.structure(
                of: document.text, language: language, after: last.structure, text: last.text, edit: edit, cancellation: flag)
        }
        return try? analyzer.structure(of: document.text, language: language, cancellation: flag)
    }

    /// The diagnostics of the findings of the start of this document's
    /// text (see `PartialFindings`), with the model's marks before its end.
    func diagnostics(of partial: PartialFindings, encoding: PositionEncoding) -> [Diagnostic] {
        let marks = modelMarks.flatMap(\.marks).filter { $0.range.upperBound <= partial.end }
        return ModelProofreading.merge(rules: withoutIgnoredWords(partial.findings), model: marks).diagnostics(
            in: document, encoding: encoding)
    }

    /// `findings` less the misspellings of the words ignored in this
    /// document, and less the findings read on their corrections.
    func withoutIgnoredWords(_ findings: [Finding]) -> [Finding] {
        guard !ignoredWords.isEmpty else { return findings }
        let kept = findings.filter {
            !["spelling", "unknown-word", "dialect"].contains($0.ruleID)
                || !ignoredWords.contains(String(decoding: document.bytes[$0.range], as: UTF8.self))
        }
        return Proofreader.withStandingCorrections(kept)
    }

    /// Once the corrections of the last misspellings of `ruleFindings` are
    /// ranked (`before` still awaited some), checks the text again, every
    /// unit from the proofreader's cache: each unit then settles with the
    /// words just ranked, with the grammar findings that a confident
    /// correction hid (see `Proofreader.check`).
    mutating func checkAgainOnceSettled(after before: [Finding], with analyzer: Analyzer) {
        guard let structure, before.contains(where: \.awaitsCorrections), !ruleFindings.contains(where: \.awaitsCorrections) else {
            return
        }
        let checked = analyzer.check(document.text, structure: structure, corrections: .known, wordIndex: wordIndex)
        let again = withoutIgnoredWords(analyzer.withValeFindings(checked, text: document.text, uri: uri, structure: structure))
        if !again.contains(where: \.awaitsCorrections) { ruleFindings = again }
    }

    /// Takes what `analyzed` computed for the same version of this document.
    mutating func adoptAnalysis(of analyzed: OpenDocument) {
        structure = analyzed.structure
        lastScan = analyzed.lastScan
        ruleFindings = analyzed.ruleFindings
        diagnostics = analyzed.diagnostics
        converted = analyzed.converted
        findings = analyzed.findings
    }

    /// Whether `findings` of `text` have misspellings awaiting corrections
    /// that `analyzed` ranks now: all of them, or with `corrections: .known`
    /// only a few words (`wordsRankedBeforePush`).
    static func rankingNow(
        _ findings: [Finding], of text: String, corrections: Proofreader.Corrections, analyzer: Analyzer
    ) -> Bool {
        guard findings.contains(where: \.awaitsCorrections) else { return false }
        return corrections == .all
            || analyzer.proofreader.wordsAwaitingCorrections(findings, in: text).count <= wordsRankedBeforePush
    }
}
