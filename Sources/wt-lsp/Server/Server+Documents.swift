import Dispatch
import Foundation
import LSPKit
import WritingEngine

extension Server {
    func didOpen(_ note: DidOpenTextDocumentNotification) {
        let item = note.textDocument
        var open = OpenDocument(document: TextDocument(uri: item.uri, languageID: item.languageId, version: item.version, text: item.text))
        open.ignoredWords = ignoredWordsStore.words(for: item.uri)
        open.settingsFolder = settingsFolder(of: item.uri)
        documents[item.uri] = open
        backgroundAnalyses[item.uri] = nil
        if !client.supportsPullDiagnostics { publishDiagnostics(item.uri, changedAt: ContinuousClock.now) }
    }

    func didChange(_ note: DidChangeTextDocumentNotification) {
        let uri = note.textDocument.uri
        guard var open = documents[uri] else {
            return log.debug("didChange for a document that is not open: \(uri)")
        }
        // Versions only move forward: an older change was overtaken (or the client is confused), and applying it would
        // publish diagnostics for a text the client no longer has under an old version.
        guard note.textDocument.version >= open.document.version else {
            return log.error(
                "didChange for \(uri) refused: its version \(note.textDocument.version) is older than the document's \(open.document.version)"
            )
        }
        let changes = open.document.apply(note.contentChanges, version: note.textDocument.version, encoding: encoding)
        if let edits = TextDocument.AppliedChange.merged(changes) { open.noteEdit(edits) }
        open.structure = nil
        open.diagnostics = nil
        open.modelMarks = ModelMarksTracking.shift(open.modelMarks, by: changes)
        open.written = WrittenResult.shift(open.written, by: changes)
        open.generation += 1
        let generation = open.generation
        documents[uri] = open
        sessionsNoticeChange(uri: uri, changes: changes)
        backgroundNoticeChange(uri: uri, changes: changes)
        guard !client.supportsPullDiagnostics else { return }
        let delay = settings.debounceMs
        let received = ContinuousClock.now  // (DispatchTime is coarse on Linux)
        let work: @Sendable () -> Void = { [self] in
            guard documents[uri]?.generation == generation else { return }
            publishDiagnostics(uri, changedAt: received, debounce: delay)
        }
        if delay == 0 {
            connection.queue.async(execute: work)
        } else {
            connection.queue.asyncAfter(deadline: .now() + .milliseconds(delay), execute: work)
        }
    }

    func didClose(_ note: DidCloseTextDocumentNotification) {
        let uri = note.textDocument.uri
        guard documents.removeValue(forKey: uri) != nil else { return }
        backgroundAnalyses[uri] = nil
        backgroundForget(uri)
        if !client.supportsPullDiagnostics {
            connection.send(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []))
        }
    }

    /// Publishes every document whose debounced check, or ranking of
    /// corrections, has not run yet.
    func flushPendingDiagnostics() {
        guard !client.supportsPullDiagnostics else { return }
        for (uri, open) in documents where open.diagnostics == nil || open.findings.contains(where: \.awaitsCorrections) {
            publishSettledDiagnostics(uri)
        }
    }

    /// The open document at `uri`, or an invalid-params error.
    func openDocument(_ uri: DocumentURI) throws -> OpenDocument {
        guard let open = documents[uri] else { throw ResponseError.invalidParams("document not open: \(uri)") }
        return open
    }

    /// Structure and diagnostics of a document, computed if stale (see
    /// `OpenDocument.analyzed`), on the queue.
    @discardableResult
    func analyze(_ uri: DocumentURI, corrections: Proofreader.Corrections = .all) -> OpenDocument? {
        guard let open = documents[uri] else { return nil }
        let analyzer = analyzer(for: open)
        let analyzed = open.analyzed(with: analyzer, behavior: resolvedBehavior, encoding: encoding, corrections: corrections)
        if !analyzer.structureOptions.ignoredPatterns.isEmpty { reportDroppedPatterns(of: analyzer) }
        documents[uri] = analyzed
        return analyzed
    }

    /// Documents at least this large are analysed on a thread of their own
    /// when their diagnostics are pushed, so that the messages of other
    /// documents, and `shutdown`, are answered meanwhile (a check takes about
    /// a millisecond per 10 KB).
    static let backgroundAnalysisBytes = 64 << 10

    /// Analyses `uri` off the queue, then pushes its diagnostics, unless a
    /// newer version came meanwhile: that one is then analysed instead (an
    /// analysis in flight is not started twice; the newest version wins). A
    /// document opened again or closed meanwhile drops the result.
    private func analyzeInBackground(_ uri: DocumentURI, changedAt: ContinuousClock.Instant?, debounce: Int) {
        guard let open = documents[uri], backgroundAnalyses[uri] == nil else { return }
        analysisTickets += 1
        let ticket = analysisTickets
        backgroundAnalyses[uri] = ticket
        let analyzer = analyzer(for: open)
        let behavior = resolvedBehavior
        let encoding = encoding
        beginWork()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let analyzed = open.analyzed(with: analyzer, behavior: behavior, encoding: encoding, corrections: .known)
            connection.queue.async { [self] in
                defer { endWork() }
                guard backgroundAnalyses[uri] == ticket else { return }
                backgroundAnalyses[uri] = nil
                guard var current = documents[uri] else { return }
                guard current.generation == analyzed.generation, analyzer.identity == self.analyzer(for: current).identity else {
                    return publishDiagnostics(uri)
                }
                if !analyzer.structureOptions.ignoredPatterns.isEmpty { reportDroppedPatterns(of: analyzer) }
                current.adoptAnalysis(of: analyzed)
                documents[uri] = current
                publishDiagnostics(uri, changedAt: changedAt, debounce: debounce)
            }
        }
    }

    /// Pushes the diagnostics of `uri`. With trace `verbose`, logs the time
    /// since the change that caused it, minus the debounce (`bench/` reads it).
    ///
    /// Ranking the suggestions of misspellings new to the server is the dear
    /// part of a check. An edit brings a word or two: they are ranked before
    /// the push. A document just opened (or a paste) can bring dozens: its
    /// diagnostics are pushed at once without their suggestions, and again
    /// with them once ranked, unless the document changed meanwhile. They
    /// are ranked a few words per turn of the message queue, so an edit or a
    /// request arriving meanwhile waits for a few words at most; a request
    /// that needs them all (a code action) ranks the rest itself.
    func publishDiagnostics(_ uri: DocumentURI, changedAt: ContinuousClock.Instant? = nil, debounce: Int = 0) {
        if let open = documents[uri], open.diagnostics == nil || open.structure == nil,
            open.document.bytes.count >= Self.backgroundAnalysisBytes
        {
            return analyzeInBackground(uri, changedAt: changedAt, debounce: debounce)
        }
        guard let open = analyze(uri, corrections: .known) else { return }
        connection.send(PublishDiagnosticsNotification(uri: uri, version: open.document.version, diagnostics: open.diagnostics ?? []))
        if let changedAt, log.trace == "verbose" {
            let elapsed = ContinuousClock.now - changedAt
            let ms = elapsed.seconds * 1e3 - Double(debounce)
            log.debug("timing: diagnostics \(uri) v\(open.document.version) in \(String(format: "%.3f", ms)) ms")
        }
        guard open.findings.contains(where: \.awaitsCorrections) else { return }
        settleCorrections(uri, generation: open.generation)
    }

    /// Ranks the next few words awaiting corrections in `uri` on a later
    /// turn of the queue, then pushes the diagnostics once none is left
    /// (also when a request ranked the rest meanwhile: it did not push them).
    private func settleCorrections(_ uri: DocumentURI, generation: Int) {
        connection.queue.async { [self] in
            guard var open = documents[uri], open.generation == generation, open.diagnostics != nil else { return }
            guard open.findings.contains(where: \.awaitsCorrections) else { return publishSettledDiagnostics(uri) }
            let step = ProcessInfo.processInfo.activeProcessorCount
            open.ruleFindings = analyzer(for: open).completeCorrections(open.ruleFindings, in: open.document.text, rankingAtMost: step)
            open.mergeModelMarks()
            open.convertFindings(encoding: encoding)
            documents[uri] = open
            if open.findings.contains(where: \.awaitsCorrections) {
                settleCorrections(uri, generation: generation)
            } else {
                publishSettledDiagnostics(uri)
            }
        }
    }

    /// Pushes the diagnostics of `uri` with every correction ranked.
    private func publishSettledDiagnostics(_ uri: DocumentURI) {
        guard let open = analyze(uri) else { return }
        connection.send(PublishDiagnosticsNotification(uri: uri, version: open.document.version, diagnostics: open.diagnostics ?? []))
    }

    /// `textDocument/diagnostic`: a full report, or `unchanged` when the client has the current one.
    func pullDiagnostics(_ request: DocumentDiagnosticRequest) throws -> DocumentDiagnosticReport {
        let uri = request.textDocument.uri
        guard let open = analyze(uri) else { throw ResponseError.invalidParams("document not open: \(uri)") }
        // Content-based: a reload that leaves the diagnostics as they were still answers `unchanged`.
        var hasher = Hasher()
        hasher.combine(open.document.version)
        hasher.combine(open.diagnostics ?? [])
        let resultID = String(UInt(bitPattern: hasher.finalize()), radix: 36)
        if request.previousResultId == resultID { return .unchanged(resultId: resultID) }
        return .full(resultId: resultID, items: open.diagnostics ?? [])
    }

    /// `writingTools/check`.
    func checkText(_ request: CheckTextRequest) -> CheckTextResult {
        let language = DocumentLanguage(languageID: request.languageId ?? "plaintext")
        let document = TextDocument(uri: "untitled:check", languageID: language.identifier, version: 0, text: request.text)
        guard resolvedBehavior != .none else { return CheckTextResult(diagnostics: []) }
        let structure = analyzer.structure(of: request.text, language: language)
        let findings = analyzer.check(request.text, structure: structure)
        return CheckTextResult(diagnostics: findings.diagnostics(in: document, encoding: encoding))
    }

    /// `writingTools/ignoredRanges`.
    func ignoredRanges(_ request: IgnoredRangesRequest) throws -> [IgnoredRangeItem] {
        _ = try openDocument(request.textDocument.uri)
        guard let open = analyze(request.textDocument.uri), let structure = open.structure else { return [] }
        let ranges = open.document.ranges(of: structure.ignored.map(\.range), encoding: encoding)
        return zip(structure.ignored, ranges).map { IgnoredRangeItem(range: $1, kind: $0.kind.rawValue) }
    }
}
