import Dispatch
import LSPKit
import WritingEngine

// Background model proofreading (`proofreading.model: "background"`): a
// paragraph that changed is sent to the model once it has rested (no edit
// for the debounce plus `BackgroundProofreading.restMs`), one paragraph at a
// time for the whole server. None of this runs on the way from an edit to
// its rule diagnostics: an edit only records where it was; the model's
// marks arrive in a later publish. An answer for a paragraph that changed
// meanwhile is dropped.
extension Server {
    var backgroundIsOn: Bool { settings.modelProofreading == .background && resolvedBehavior != .none }

    /// The rest a paragraph needs before it is sent.
    private var restDelay: Duration { .milliseconds(settings.debounceMs + BackgroundProofreading.restMs) }

    /// Records `changes` to `uri` and makes sure a rest timer is set.
    func backgroundNoticeChange(uri: DocumentURI, edits: [DocumentSession.Edit]) {
        guard backgroundIsOn else { return }
        writingTools.background.notice(uri, edits, now: .now)
        scheduleRest(uri, at: ContinuousClock.now + restDelay)
    }

    /// Drops what background proofreading holds for a closed document.
    func backgroundForget(_ uri: DocumentURI) {
        writingTools.background.forget(uri)
    }

    /// After a settings change: stops when background proofreading is off,
    /// forgets answers that came from another provider.
    func backgroundSettingsChanged() {
        if !backgroundIsOn { writingTools.background.stop() }
        if writingTools.background.cacheProvider != settings.provider {
            writingTools.background.cache.removeAll()
            writingTools.background.cacheProvider = settings.provider
        }
    }

    /// One timer per document at a time: it handles every spot that has
    /// rested by then and sets itself again for the next one.
    private func scheduleRest(_ uri: DocumentURI, at due: ContinuousClock.Instant) {
        guard writingTools.background.timers.insert(uri).inserted else { return }
        let wait = max(.zero, due - .now)
        connection.queue.asyncAfter(deadline: .now() + .nanoseconds(Int(wait.seconds * 1e9))) { [self] in
            writingTools.background.timers.remove(uri)
            rested(uri)
        }
    }

    /// Queues the paragraphs under the spots of `uri` that have rested;
    /// those whose text the model already saw get its answer at once.
    private func rested(_ uri: DocumentURI) {
        guard backgroundIsOn, documents[uri] != nil else { return }
        // The rule diagnostics of the last edit come first: wait for them.
        if !client.supportsPullDiagnostics, documents[uri]?.diagnostics == nil {
            return scheduleRest(uri, at: .now + .milliseconds(max(settings.debounceMs, 10)))
        }
        // A large document is analysed off the queue first (see `whenAnalyzed`).
        if let open = documents[uri], needsBackgroundAnalysis(open, corrections: .all) {
            return analyzeInBackground(uri, corrections: .all) { [self] in rested(uri) }
        }
        let now = ContinuousClock.now
        let spots = writingTools.background.takeRested(uri, rest: restDelay, now: now)
        if let next = writingTools.background.nextRest(uri, rest: restDelay) { scheduleRest(uri, at: next) }
        guard !spots.isEmpty, let open = analyze(uri), let structure = open.structure else { return }
        var blocks: [Range<Int>] = []
        for spot in spots {
            for block in ModelProofreading.blocks(of: structure, in: spot) where !blocks.contains(block) { blocks.append(block) }
        }
        var answered = false
        for block in blocks {
            let key = ParagraphCache.Key(
                text: String(decoding: open.document.bytes[block], as: UTF8.self), language: open.language.identifier)
            if let entry = writingTools.background.cache[key] {
                answered = install(entry, uri: uri, paragraph: block) || answered
            } else if !writingTools.background.isPending(uri, key: key) {
                writingTools.background.queue.append(BackgroundProofreading.Job(uri: uri, paragraph: block, key: key))
            }
        }
        if answered { modelMarksChanged(uri) }
        startNextParagraph()
    }

    /// Puts `entry` (ranges from the paragraph's start) on `paragraph`;
    /// whether the document's marks changed.
    private func install(_ entry: ParagraphCache.Entry, uri: DocumentURI, paragraph: Range<Int>) -> Bool {
        guard var open = documents[uri] else { return false }
        let group = ParagraphMarks(paragraph: 0..<paragraph.count, marks: entry.marks, rewrites: entry.rewrites)
            .shifted(by: paragraph.lowerBound)
        let others = open.documentSession.modelMarks.filter { !$0.paragraph.overlaps(paragraph) }
        let updated = (others + (group.marks.isEmpty && group.rewrites.isEmpty ? [] : [group]))
            .sorted { $0.paragraph.lowerBound < $1.paragraph.lowerBound }
        guard updated != open.documentSession.modelMarks else { return false }
        open.documentSession.modelMarks = updated
        documents[uri] = open
        return true
    }

    /// Sends the next queued paragraph to the model, unless one is running.
    /// With no provider, the user is told once and the queue is dropped;
    /// while the provider is down, paragraphs are dropped (it is tried again
    /// at most once a minute, see `ProviderHealth`), not retried on every edit.
    private func startNextParagraph() {
        guard writingTools.background.running == nil, !writingTools.background.queue.isEmpty else { return }
        guard let model = providerClient() else {
            writingTools.background.queue.removeAll()
            if settings.provider.kind == .builtin {
                announceOnce(
                    "Writing Tools: proofreading.model is \"background\", but no model provider is set (provider.kind \"openai\" or "
                        + "\"llama.cpp\"); the model does not proofread.")
            }
            return
        }
        guard writingTools.health.shouldCall() else { return writingTools.background.queue.removeAll() }
        var job = writingTools.background.queue.removeFirst()
        guard let open = documents[job.uri] else { return startNextParagraph() }
        if !client.supportsPullDiagnostics, open.structure == nil {
            // A rule check is pending; the model waits for it.
            writingTools.background.queue.insert(job, at: 0)
            connection.queue.asyncAfter(deadline: .now() + .milliseconds(max(settings.debounceMs, 10))) { [self] in
                startNextParagraph()
            }
            return
        }
        if needsBackgroundAnalysis(open, corrections: .all) {
            writingTools.background.queue.insert(job, at: 0)
            return analyzeInBackground(job.uri, corrections: .all) { [self] in startNextParagraph() }
        }
        guard let current = analyze(job.uri), let structure = current.structure,
            job.paragraph.upperBound <= current.document.bytes.count,
            String(decoding: current.document.bytes[job.paragraph], as: UTF8.self) == job.key.text
        else { return startNextParagraph() }
        let text = current.document.text
        let language = current.language
        let blocks = [job.paragraph]
        job.task = Task { await ModelProofreading.check(text, structure: structure, language: language, blocks: blocks, client: model) }
        writingTools.background.running = job
        let task = job.task!
        Task { [self] in
            let result = await task.value
            connection.queue.async { [self] in paragraphChecked(result, configuration: model.configuration) }
        }
    }

    /// The model's answer for the running paragraph: recorded for the
    /// provider's health, cached, and (unless the paragraph changed
    /// meanwhile) put on the document and published.
    private func paragraphChecked(_ result: ModelProofreading.Result, configuration: ProviderConfiguration) {
        guard let job = writingTools.background.running else { return }
        writingTools.background.running = nil
        defer { startNextParagraph() }
        if let error = result.providerError {
            if let event = writingTools.health.record(.failure(error)) { announce(event, configuration) }
            if error != .cancelled { log.debug("background proofreading: \(error.description)") }
            return
        }
        if let event = writingTools.health.record(.success(())) { announce(event, configuration) }
        for failure in result.failures { log.debug("background proofreading: \(failure)") }
        let start = job.paragraph.lowerBound
        let entry = ParagraphCache.Entry(
            marks: result.findings.map { $0.shifted(by: -start) },
            rewrites: result.rewrites.map { $0.shifted(by: -start) })
        // Cached under the text the model saw, whether or not it still stands.
        if writingTools.background.cacheProvider == settings.provider { writingTools.background.cache.store(entry, for: job.key) }
        guard !job.isStale, let open = documents[job.uri], job.paragraph.upperBound <= open.document.bytes.count,
            String(decoding: open.document.bytes[job.paragraph], as: UTF8.self) == job.key.text
        else { return }
        let started = ContinuousClock.now
        guard install(entry, uri: job.uri, paragraph: job.paragraph) else { return }
        modelMarksChanged(job.uri)
        if log.trace == "verbose" {
            let ms = (ContinuousClock.now - started).seconds * 1e3
            log.debug("timing: model marks \(job.uri) v\(open.document.version) in \(String(format: "%.3f", ms)) ms")
        }
    }
}
