import Dispatch
import LSPKit
import Synchronization
import WritingEngine

// "Proofread with the model": each prose paragraph of the selection (or
// the document) goes to the model; its corrections come back as
// diagnostics of rule `model`, each with its fix as a quick fix.
extension Server {
    /// `writingTools.modelProofread {uri, range?}`: answers `{marks}` once the
    /// marks are published, with work-done progress (a paragraph at a time)
    /// and cancellation. The model starts once the document is analysed (see `whenAnalyzed`).
    func executeModelProofread(_ argument: JSONValue, token: ProgressToken?, reply: Reply) {
        let notOpen = ResponseError.invalidParams("modelProofread needs the “uri” of an open document")
        guard let uri = argument["uri"]?.stringValue, documents[uri] != nil else { return reply.failure(notOpen) }
        guard settings.modelProofreading != .off else {
            return reply.failure(.requestFailed(Self.modelProofreadingOff))
        }
        guard let model = providerClient() else {
            let text = "Writing Tools: Proofread with the model needs a model provider (provider.kind \"openai\" or \"llama.cpp\")"
            return reply.failure(.requestFailed(text))
        }
        whenAnalyzed(uri) { [self] open in
            guard let open, let structure = open.structure else { return reply.failure(notOpen) }
            if reply.token.isCancelled { return reply.failure(.cancelled) }
            startModelProofread(uri, argument, in: open, structure: structure, model: model, token: token, reply: reply)
        }
    }

    /// Sends the paragraphs of `open` (analysed) that `argument` selects to `model`.
    private func startModelProofread(
        _ uri: DocumentURI, _ argument: JSONValue, in open: OpenDocument, structure: DocumentStructure, model: ChatCompletionClient,
        token: ProgressToken?, reply: Reply
    ) {
        let range = argument["range"].flatMap { try? $0.decode(LSPRange.self) }.map { open.document.byteRange(of: $0, encoding: encoding) }
        let blocks = ModelProofreading.blocks(of: structure, in: range)
        let version = open.document.version
        let text = open.document.text
        let progress = token ?? ProgressToken.string("wt-lsp-model-proofread-\(version)-\(blocks.count)")
        let begun = ProgressBegun()
        let begin: @Sendable () -> Void = { [self] in
            begun.value.store(true, ordering: .relaxed)
            connection.send(ProgressNotification(token: progress, value: .begin("Proofread with the model", cancellable: true)))
        }
        if token != nil {
            begin()
        } else if client.supportsWorkDoneProgress {
            // A token the server makes may be used once the client has accepted it.
            connection.send(CreateWorkDoneProgressRequest(token: progress)) { result in if case .success = result { begin() } }
        }
        let reporting = begun
        beginWork()
        let language = open.language
        let task = Task {
            await ModelProofreading.check(text, structure: structure, language: language, blocks: blocks, client: model) { [self] done in
                connection.queue.async { [self] in
                    guard reporting.isOn else { return }
                    connection.send(
                        ProgressNotification(
                            token: progress,
                            value: .report("\(done) of \(blocks.count) paragraphs", percentage: 100 * done / max(blocks.count, 1))))
                }
            }
        }
        watchModelProofread(task, reply: reply)
        Task { [self] in
            let result = await task.value
            connection.queue.async { [self] in
                modelProofreadEnded(uri, result, version: version, blocks: blocks, cancelled: task.isCancelled, reply: reply)
                if reporting.isOn { connection.send(ProgressNotification(token: progress, value: .end(nil))) }
                endWork()
            }
        }
    }

    /// The answer to the command when `proofreading.model` is `off`.
    static let modelProofreadingOff =
        "Writing Tools: Proofread with the model is off (proofreading.model is \"off\"); set it to \"onDemand\" to use it"

    /// Publishes the diagnostics of `uri` again with its new model marks (or
    /// asks a pull client to refresh): merged into the current rule
    /// findings, without checking the text again.
    func modelMarksChanged(_ uri: DocumentURI) {
        guard var open = documents[uri], resolvedBehavior != .none else { return }
        if open.diagnostics != nil {
            open.mergeModelMarks()
            open.convertFindings(encoding: encoding)
            documents[uri] = open
        }
        if client.supportsPullDiagnostics {
            if client.supportsDiagnosticRefresh { connection.send(DiagnosticRefreshRequest()) { _ in } }
        } else {
            publishDiagnostics(uri)
        }
    }

    /// Cancels the run when the command is cancelled.
    private func watchModelProofread(_ task: Task<ModelProofreading.Result, Never>, reply: Reply) {
        connection.queue.asyncAfter(deadline: .now() + .milliseconds(100)) { [self] in
            if reply.token.isCancelled { return task.cancel() }
            if !task.isCancelled { watchModelProofread(task, reply: reply) }
        }
    }

    private func modelProofreadEnded(
        _ uri: DocumentURI, _ result: ModelProofreading.Result, version: Int, blocks: [Range<Int>], cancelled: Bool, reply: Reply
    ) {
        if cancelled || reply.token.isCancelled { return reply.failure(.cancelled) }
        guard var open = documents[uri] else { return reply.failure(.requestFailed("the document was closed")) }
        guard open.document.version == version else {
            return reply.failure(.requestFailed("the document changed while the model proofread it; run it again"))
        }
        if result.findings.isEmpty, let failure = result.failures.first {
            return reply.failure(.requestFailed("Writing Tools: Proofread with the model failed: \(failure)"))
        }
        // The blocks checked get the new marks; marks elsewhere stay.
        open.documentSession.modelMarks =
            open.documentSession.modelMarks.filter { group in !blocks.contains { $0.overlaps(group.paragraph) } }
            + ParagraphMarks.grouped(result.findings, rewrites: result.rewrites, by: blocks)
        documents[uri] = open
        modelMarksChanged(uri)
        reply.success(JSONValue.object(["marks": .int(result.findings.count)]))
    }
}

/// Whether a progress token has begun (set on the server's queue, read from the model's task).
final class ProgressBegun: Sendable {
    let value = Atomic<Bool>(false)
    var isOn: Bool { value.load(ordering: .relaxed) }
}
