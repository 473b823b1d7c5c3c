import Dispatch
import Foundation
import LSPKit
import WritingEngine

extension Server {
    func didOpen(_ note: DidOpenTextDocumentNotification) {
        let item = note.textDocument
        var open = OpenDocument(document: TextDocument(uri: item.uri, languageID: item.languageId, version: item.version, text: item.text))
        open.documentSession.ignoredWords = ignoredWordsStore.words(for: item.uri)
        open.settingsFolder = settingsFolder(of: item.uri)
        open.generation = nextGeneration()
        documents[item.uri] = open
        cancelBackgroundAnalysis(item.uri)
        if !client.supportsPullDiagnostics { publishDiagnostics(item.uri, changedAt: ContinuousClock.now) }
    }

    func didChange(_ note: DidChangeTextDocumentNotification) {
        let received = ContinuousClock.now  // (DispatchTime is coarse on Linux)
        let uri = note.textDocument.uri
        guard let version = documents[uri]?.document.version else {
            return log.debug("didChange for a document that is not open: \(uri)")
        }
        // Versions only move forward: an older change was overtaken (or the client is confused), and applying it would
        // publish diagnostics for a text the client no longer has under an old version.
        guard note.textDocument.version >= version else {
            return log.error(
                "didChange for \(uri) refused: its version \(note.textDocument.version) is older than the document's \(version)"
            )
        }
        // Taken out while it changes, so its bytes are edited in place rather than copied.
        var open = documents.removeValue(forKey: uri)!
        let changes = open.document.apply(note.contentChanges, version: note.textDocument.version, encoding: encoding)
        if let merged = TextDocument.AppliedChange.merged(changes) { open.noteEdit(merged) }
        open.structure = nil
        open.diagnostics = nil
        let edits = changes.map(DocumentSession.Edit.init)
        for edit in edits { open.documentSession.apply(edit) }
        open.generation = nextGeneration()
        let generation = open.generation
        documents[uri] = open
        cancelBackgroundAnalysis(uri)
        sessionsNoticeChange(uri: uri, edits: edits)
        backgroundNoticeChange(uri: uri, edits: edits)
        guard !client.supportsPullDiagnostics else { return }
        let delay = settings.debounceMs
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
        cancelBackgroundAnalysis(uri)
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

    /// A generation no document had: a text of a document, from its opening
    /// to its next change (see `OpenDocument.generation`).
    func nextGeneration() -> Int {
        lastGeneration += 1
        return lastGeneration
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
    /// that needs them all (a code action) ranks the rest itself. Those of a
    /// large document are ranked all at once off the queue instead (each
    /// turn reads the whole document: in turns, they would cost the square
    /// of its size).
    func publishDiagnostics(_ uri: DocumentURI, changedAt: ContinuousClock.Instant? = nil, debounce: Int = 0) {
        if let open = documents[uri], needsBackgroundAnalysis(open, corrections: .known) {
            let generation = open.generation
            return analyzeInBackground(uri, corrections: .known) { [self] in
                // A newer text has a push of its own coming.
                guard documents[uri]?.generation == generation else { return }
                publishDiagnostics(uri, changedAt: changedAt, debounce: debounce)
            }
        }
        guard let open = analyze(uri, corrections: .known) else { return }
        connection.send(PublishDiagnosticsNotification(uri: uri, version: open.document.version, diagnostics: open.diagnostics ?? []))
        if let changedAt, log.trace == "verbose" {
            let elapsed = ContinuousClock.now - changedAt
            let ms = elapsed.seconds * 1e3 - Double(debounce)
            log.debug("timing: diagnostics \(uri) v\(open.document.version) in \(String(format: "%.3f", ms)) ms")
        }
        guard open.findings.contains(where: \.awaitsCorrections) else { return }
        if open.document.bytes.count >= Self.backgroundAnalysisBytes { return publishSettledDiagnostics(uri) }
        settleCorrections(uri, generation: open.generation)
    }

    /// Ranks the next few words awaiting corrections in `uri` on a later
    /// turn of the queue, then pushes the diagnostics once none is left
    /// (also when a request ranked the rest meanwhile: it did not push them).
    private func settleCorrections(_ uri: DocumentURI, generation: Int) {
        connection.queue.async { [self] in
            guard var open = documents[uri], open.generation == generation, open.diagnostics != nil else { return }
            guard open.findings.contains(where: \.awaitsCorrections) else { return publishSettledDiagnostics(uri) }
            var corrections = open.correctionSchedule(with: analyzer(for: open))
            corrections.rankNext(CorrectionSchedule.wordsPerStep)
            open.ruleFindings = corrections.findings
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
        whenAnalyzed(uri) { [self] open in
            guard let open else { return }
            connection.send(PublishDiagnosticsNotification(uri: uri, version: open.document.version, diagnostics: open.diagnostics ?? []))
        }
    }

    /// `textDocument/diagnostic`, answered once the document is analysed (see `whenAnalyzed`).
    func pullDiagnostics(_ request: DocumentDiagnosticRequest, reply: Reply) {
        let uri = request.textDocument.uri
        whenAnalyzed(uri) { open in
            guard let open else { return reply.failure(.invalidParams("document not open: \(uri)")) }
            reply.success(Self.diagnosticReport(of: open, previousResultID: request.previousResultId))
        }
    }

    /// A full report of `open`'s diagnostics, or `unchanged` when the client has them (`previousResultID`).
    private static func diagnosticReport(of open: OpenDocument, previousResultID: String?) -> DocumentDiagnosticReport {
        // Content-based: a reload that leaves the diagnostics as they were still answers `unchanged`.
        var hasher = Hasher()
        hasher.combine(open.document.version)
        hasher.combine(open.diagnostics ?? [])
        let resultID = String(UInt(bitPattern: hasher.finalize()), radix: 36)
        if previousResultID == resultID { return .unchanged(resultId: resultID) }
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

    /// `writingTools/ignoredRanges`, answered once the document is analysed (see `whenAnalyzed`).
    func ignoredRanges(_ request: IgnoredRangesRequest, reply: Reply) {
        let uri = request.textDocument.uri
        whenAnalyzed(uri, corrections: .known) { [self] open in
            guard let open else { return reply.failure(.invalidParams("document not open: \(uri)")) }
            guard let structure = open.structure else { return reply.success([IgnoredRangeItem]()) }
            let ranges = open.document.ranges(of: structure.ignored.map(\.range), encoding: encoding)
            reply.success(zip(structure.ignored, ranges).map { IgnoredRangeItem(range: $1, kind: $0.kind.rawValue) })
        }
    }
}
