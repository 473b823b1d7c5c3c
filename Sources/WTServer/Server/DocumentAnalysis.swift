import LSPKit
import WritingEngine

extension OpenDocument {
    /// This document with its structure and diagnostics computed if stale.
    /// With `corrections: .known`, the misspellings new to the server get
    /// their suggestions only when they are a few words
    /// (`CorrectionSchedule.wordsRankedInCheck`); more of them still await
    /// theirs (see `Server.publishDiagnostics`).
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
            var schedule = open.correctionSchedule(with: analyzer)
            guard schedule.ranksAtOnce(for: corrections) else { return open }
            schedule.rankNext(cancellation: cancellation)
            if cancellation?.isCancelled == true { return self }
            open.ruleFindings = schedule.findings
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
        let checked = CorrectionSchedule.inCheck(corrections)
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
        open.ruleFindings = open.documentSession.withoutIgnoredWords(findings, in: text)
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
        let marks = documentSession.modelMarks.flatMap(\.marks).filter { $0.range.upperBound <= partial.end }
        return ModelProofreading.merge(rules: documentSession.withoutIgnoredWords(partial.findings, in: document.text), model: marks)
            .diagnostics(in: document, encoding: encoding)
    }

    /// The correction schedule of `ruleFindings`: once they are ranked, the
    /// text is checked again with `analyzer`, as `analyzed` checks it.
    func correctionSchedule(with analyzer: Analyzer) -> CorrectionSchedule {
        let (text, uri, wordIndex, language, scanned) = (document.text, uri, wordIndex, language, structure)
        return documentSession.corrections(of: ruleFindings, in: text, proofreader: analyzer.proofreader) {
            let structure = scanned ?? analyzer.structure(of: text, language: language)
            let checked = analyzer.check(text, structure: structure, corrections: .known, wordIndex: wordIndex)
            return analyzer.withValeFindings(checked, text: text, uri: uri, structure: structure)
        }
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
}
