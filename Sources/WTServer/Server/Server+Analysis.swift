import Dispatch
import LSPKit
import WritingEngine

/// An analysis of one text of a large document, running off the server's queue.
struct BackgroundAnalysis {
    /// The `OpenDocument.generation` analysed.
    let generation: Int
    /// Set when the analysis is no longer wanted (a newer text, the document
    /// opened again or closed, new settings): it stops at its next prose unit.
    let cancellation = CancellationFlag()
    /// Run on the queue when it ends, whatever became of it: each looks at the document afresh.
    var then: [() -> Void]
}

extension Server {
    /// Documents at least this large are analysed on a thread of their own,
    /// so that the messages of other documents, and `shutdown`, are answered
    /// meanwhile (a check takes about a millisecond per 10 KB).
    static let backgroundAnalysisBytes = 64 << 10

    /// Structure and diagnostics of a document, computed if stale (see
    /// `OpenDocument.analyzed`), on the queue.
    @discardableResult
    func analyze(_ uri: DocumentURI, corrections: Proofreader.Corrections = .all) -> OpenDocument? {
        guard let open = documents[uri] else { return nil }
        let analyzer = analyzer(for: open)
        let analyzed = open.analyzed(with: analyzer, behavior: resolvedBehavior, encoding: encoding, corrections: corrections)
        if !analyzer.structureOptions.ignoredPatterns.isEmpty { reportDroppedPatterns(of: analyzer) }
        report(analyzer.valeStyles.takeProblems())
        documents[uri] = analyzed
        return analyzed
    }

    /// Runs `body` on the queue with the document at `uri` analysed, its
    /// spelling corrections settled as `corrections` asks: at once when that
    /// is quick (a document under `backgroundAnalysisBytes`, or one analysed
    /// already), else once its analysis off the queue has ended, the other
    /// messages being answered meanwhile. `body` gets nil when the document
    /// is not open (or no longer).
    func whenAnalyzed(_ uri: DocumentURI, corrections: Proofreader.Corrections = .all, _ body: @escaping (OpenDocument?) -> Void) {
        guard let open = documents[uri], needsBackgroundAnalysis(open, corrections: corrections) else {
            return body(analyze(uri, corrections: corrections))
        }
        analyzeInBackground(uri, corrections: corrections) { [self] in whenAnalyzed(uri, corrections: corrections, body) }
    }

    /// Whether `open` is large and lacks diagnostics with `corrections` settled.
    func needsBackgroundAnalysis(_ open: OpenDocument, corrections: Proofreader.Corrections) -> Bool {
        guard open.document.bytes.count >= Self.backgroundAnalysisBytes else { return false }
        guard open.diagnostics != nil, open.structure != nil else { return true }
        return corrections == .all && open.findings.contains(where: \.awaitsCorrections)
    }

    /// Analyses the document at `uri` off the queue, keeps the result if the
    /// document still has that text (and settings), then runs `then` on the
    /// queue. One analysis of a document runs at a time: `then` joins the
    /// one running, which is cancelled first when it analyses an older text
    /// (`then` runs once it has stopped, and can start the newer one).
    ///
    /// A client that takes pushed diagnostics gets those of the start of a
    /// large new text while it is checked (`publishProgress`).
    func analyzeInBackground(_ uri: DocumentURI, corrections: Proofreader.Corrections, then: @escaping () -> Void) {
        guard let open = documents[uri] else { return then() }
        if var running = backgroundAnalyses[uri] {
            if running.generation != open.generation { running.cancellation.cancel() }
            running.then.append(then)
            backgroundAnalyses[uri] = running
            return
        }
        let analysis = BackgroundAnalysis(generation: open.generation, then: [then])
        backgroundAnalyses[uri] = analysis
        let cancellation = analysis.cancellation
        let analyzer = analyzer(for: open)
        let behavior = resolvedBehavior
        let encoding = encoding
        let progress: (@Sendable ([Diagnostic]) -> Void)? = client.supportsPullDiagnostics ? nil : publishProgress(of: open)
        beginWork()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let analyzed = open.analyzed(
                with: analyzer, behavior: behavior, encoding: encoding, corrections: corrections, cancellation: cancellation,
                progress: progress)
            connection.queue.async { [self] in
                defer { endWork() }
                let waiting = backgroundAnalyses.removeValue(forKey: uri)?.then ?? []
                if cancellation.isCancelled, analyzed.diagnostics == nil {
                    log.debug("analysis of \(uri) v\(open.document.version) stopped: its text or settings changed")
                }
                if !cancellation.isCancelled, var current = documents[uri], current.generation == analyzed.generation,
                    analyzer.identity == self.analyzer(for: current).identity
                {
                    if !analyzer.structureOptions.ignoredPatterns.isEmpty { reportDroppedPatterns(of: analyzer) }
                    report(analyzer.valeStyles.takeProblems())
                    current.adoptAnalysis(of: analyzed)
                    documents[uri] = current
                }
                for next in waiting { next() }
            }
        }
    }

    /// Pushes diagnostics of the start of `open`'s text, handed out by its
    /// analysis off the queue, while that text is still the document's and
    /// its analysis has not ended (its own push comes after, on the queue).
    private func publishProgress(of open: OpenDocument) -> @Sendable ([Diagnostic]) -> Void {
        { [self] diagnostics in
            connection.queue.async { [self] in
                guard let current = documents[open.uri], current.generation == open.generation, current.diagnostics == nil else { return }
                connection.send(PublishDiagnosticsNotification(uri: open.uri, version: open.document.version, diagnostics: diagnostics))
            }
        }
    }

    /// Cancels the analysis of `uri` running off the queue, if any: its text
    /// is no longer the document's (it is still waited for, see `analyzeInBackground`).
    func cancelBackgroundAnalysis(_ uri: DocumentURI) {
        backgroundAnalyses[uri]?.cancellation.cancel()
    }
}
