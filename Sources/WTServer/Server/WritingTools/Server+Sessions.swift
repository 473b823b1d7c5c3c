import Dispatch
import Foundation
import LSPKit
import WritingEngine

// A session's life: willBegin → compute (built-in engine off the queue, or
// the model provider) → apply / show → didEnd → the command's answer.
extension Server {
    /// Registers a session and says `writingTools/willBegin`.
    func beginSession(_ action: WritingAction, uri: DocumentURI, range: Range<Int>, original: String, reply: Reply) -> Int {
        let id = writingTools.nextSessionID
        writingTools.nextSessionID += 1
        writingTools.sessions[id] = Session(id: id, uri: uri, action: action, range: range, original: original, reply: reply)
        beginWork()
        connection.send(WillBeginNotification(uri: uri, session: id, action: action.name))
        watchCancellation(id)
        return id
    }

    /// Work-done progress: on the client's token, or (for model calls) on one the server creates.
    func startProgress(_ id: Int, token: ProgressToken?, long: Bool) {
        guard let session = writingTools.sessions[id] else { return }
        let title = "Writing Tools: \(session.action.title)"
        if let token {
            writingTools.sessions[id]?.progress = token
            connection.send(ProgressNotification(token: token, value: .begin(title, cancellable: true)))
        } else if long && client.supportsWorkDoneProgress {
            let token = ProgressToken.string("wt-lsp-session-\(id)")
            connection.send(CreateWorkDoneProgressRequest(token: token)) { [self] result in
                guard case .success = result, writingTools.sessions[id] != nil else { return }
                writingTools.sessions[id]?.progress = token
                connection.send(ProgressNotification(token: token, value: .begin(title, cancellable: true)))
            }
        }
    }

    /// Computes the result with the model when there is one and it answers, else with the built-in engine.
    func run(_ id: Int, input: TransformInput, model: ChatCompletionClient?) {
        guard let session = writingTools.sessions[id] else { return }
        guard let model, writingTools.health.shouldCall() else {
            if model != nil {
                writingTools.sessions[id]?.note = "done by the built-in engine: the model provider is unreachable"
                if session.action.needsModel {
                    return endSession(id, .failed, message: "\(session.action.title) needs the model provider, which is unreachable")
                }
            }
            return runBuiltin(id, input: input)
        }
        let transform = ModelTransform(action: session.action, input: input, showsProtectedText: model.configuration.showsProtectedText)
        let reporter = ProgressThrottle()
        writingTools.sessions[id]?.call = ModelRun.start(
            transform, client: model,
            onProgress: { [self] chunks in
                guard reporter.shouldReport(chunks) else { return }
                connection.queue.async { [self] in reportTokens(id, chunks) }
            },
            completion: { [self] result in
                connection.queue.async { [self] in modelAnswered(id, result, input: input, model: model) }
            })
    }

    /// `$/progress` while a model generates: the tokens received so far.
    private func reportTokens(_ id: Int, _ chunks: Int) {
        guard let session = writingTools.sessions[id], session.phase == .running, let token = session.progress else { return }
        connection.send(ProgressNotification(token: token, value: .report("\(chunks) tokens", percentage: nil)))
    }

    private func runBuiltin(_ id: Int, input: TransformInput) {
        guard let action = writingTools.sessions[id]?.action else { return }
        DispatchQueue.global().async { [self] in
            let result = Result { () throws(TransformError) in try BuiltinEngine.run(action, on: input) }
            connection.queue.async { [self] in finish(id, result.mapError(SessionError.init)) }
        }
    }

    /// The built-in engine's result in place of model answers that could
    /// not be used, when it does the job (the user is told, once); else the
    /// model's failure.
    private func standIn(_ id: Int, input: TransformInput, for error: TransformError) {
        guard let action = writingTools.sessions[id]?.action else { return }
        DispatchQueue.global().async { [self] in
            let text = BuiltinEngine.standIn(for: action, on: input)
            connection.queue.async { [self] in
                if text != nil, writingTools.sessions[id]?.phase == .running {
                    let note = "done by the built-in engine: \(error)"
                    writingTools.sessions[id]?.note = note
                    connection.send(ShowMessageNotification(type: .info, message: "Writing Tools: \(action.title): \(note)"))
                }
                finish(id, text.map { .success($0) } ?? .failure(SessionError(error)))
            }
        }
    }

    private func modelAnswered(
        _ id: Int, _ result: Result<ModelRun.Outcome, ModelRun.Failure>, input: TransformInput, model: ChatCompletionClient
    ) {
        switch result {
        case .success: if let event = writingTools.health.record(.success(())) { announce(event, model.configuration) }
        case .failure(.provider(let error)):
            if let event = writingTools.health.record(.failure(error)) { announce(event, model.configuration) }
        case .failure(.transform): break
        }
        guard let session = writingTools.sessions[id], session.phase == .running else { return }
        writingTools.sessions[id]?.call = nil
        switch result {
        case .success(let outcome):
            writingTools.sessions[id]?.byModel = true
            finish(id, .success(outcome.text))
        case .failure(.provider(.cancelled)):
            endSession(id, .cancelled)
        case .failure(.provider(let error)) where writingTools.health.isDown && !session.action.needsModel:
            writingTools.sessions[id]?.note = "done by the built-in engine: \(error)"
            runBuiltin(id, input: input)
        case .failure(.transform(let error)) where !session.action.needsModel:
            standIn(id, input: input, for: error)
        case .failure(let failure):
            finish(id, .failure(SessionError(failure)))
        }
    }

    /// A result (or why there is none): applied, shown, or dropped when stale.
    func finish(_ id: Int, _ result: Result<String, SessionError>) {
        guard let session = writingTools.sessions[id], session.phase == .running else { return }
        switch result.map({ text in session.composed.map { $0.framing(text) } ?? text }) {
        case .failure(let error):
            endSession(id, error.refused ? .refused : .failed, message: error.message)
        case .success(let text) where text == session.original:
            // Editors show `didEnd` to nobody; the user hears it here, once.
            connection.send(ShowMessageNotification(type: .info, message: "Writing Tools: \(session.action.title): nothing to change"))
            endSession(id, .unchanged, message: "nothing to change")
        case .success(let text):
            if resolvedBehavior == .complete && client.canApplyEdits {
                apply(id, text)
            } else {
                show(id, text)
            }
        }
    }

    /// Sends the result as a versioned `TextDocumentEdit` with a change
    /// annotation naming the action and what it changes. A model's result is
    /// a proposal: its annotation asks the editor to confirm it
    /// (`needsConfirmation`, for clients that support annotations).
    private func apply(_ id: Int, _ text: String) {
        guard let session = writingTools.sessions[id], let open = documents[session.uri] else {
            return endSession(id, .stale, message: "the document was closed")
        }
        writingTools.sessions[id]?.phase = .applying
        releaseWork(id)
        let summary = ChangeSummary(original: session.original, result: text).description
        writingTools.sessions[id]?.summary = summary
        let edit = MinimalEdit(original: session.original, replacement: text, at: session.range.lowerBound)
        let textEdit = TextEdit(range: open.document.range(of: edit.range, encoding: encoding), newText: edit.text)
        let annotation = ChangeAnnotation(
            label: "Writing Tools: \(session.action.title)", needsConfirmation: session.byModel,
            description: (session.byModel ? "proposed by the model: " : "wt-lsp: ") + summary)
        let workspaceEdit = versionedEdit(open, [textEdit], annotation: annotation)
        let version = open.document.version
        connection.send(ApplyWorkspaceEditRequest(label: annotation.label, edit: workspaceEdit)) { [self] result in
            switch result {
            case .success(let response) where response.applied:
                remember(session, text)
                endSession(id, .applied)
            case .success(let response):
                let moved = documents[session.uri]?.document.version != version
                endSession(id, moved ? .stale : .failed, message: response.failureReason ?? "the editor did not apply the edit")
            case .failure(let error):
                endSession(id, .failed, message: "the editor could not apply the edit: \(error.message)")
            }
        }
    }

    /// `behavior: limited`: shows the result; "Replace" applies it, "Dismiss" ends the session `shown`.
    private func show(_ id: Int, _ text: String) {
        guard let session = writingTools.sessions[id] else { return }
        writingTools.sessions[id]?.phase = .showing
        releaseWork(id)
        let actions = (client.canApplyEdits ? ["Replace", "Dismiss"] : ["Dismiss"]).map(MessageActionItem.init)
        let message = ShowMessageRequest(type: .info, message: "Writing Tools: \(session.action.title)\n\n\(text)", actions: actions)
        connection.send(message) { [self] result in
            guard writingTools.sessions[id]?.phase == .showing else { return }
            if case .success(let item?) = result, item.title == "Replace" {
                apply(id, text)
            } else {
                endSession(id, .shown)
            }
        }
    }

    /// Ends a session: progress end, `writingTools/didEnd`, then the command's answer.
    func endSession(_ id: Int, _ outcome: SessionOutcome, message: String? = nil) {
        guard let session = writingTools.sessions.removeValue(forKey: id) else { return }
        session.call?.cancel()
        let detail = [message, session.note].compactMap { $0 }.joined(separator: "; ")
        if let token = session.progress {
            connection.send(ProgressNotification(token: token, value: .end(outcome.rawValue)))
        }
        connection.send(
            DidEndNotification(
                uri: session.uri, session: id, outcome: outcome.rawValue, message: detail.isEmpty ? nil : detail, summary: session.summary,
                source: session.summary == nil ? nil : session.byModel ? "model" : "builtin"))
        switch outcome {
        case .failed, .refused:
            let text = "Writing Tools: \(session.action.title) \(outcome == .refused ? "was refused" : "failed"): \(detail)"
            log.warning(text)
            session.reply.failure(.requestFailed(text))
        case .cancelled where session.reply.token.isCancelled:
            session.reply.failure(.cancelled)
        default:
            var result: [String: JSONValue] = ["session": .int(id), "outcome": .string(outcome.rawValue)]
            if !detail.isEmpty { result["message"] = .string(detail) }
            if let summary = session.summary { result["summary"] = .string(summary) }
            session.reply.success(JSONValue.object(result))
        }
        if session.holdsWork { endWork() }
    }

    /// The session now waits for the editor or the user, not for the server.
    private func releaseWork(_ id: Int) {
        guard writingTools.sessions[id]?.holdsWork == true else { return }
        writingTools.sessions[id]?.holdsWork = false
        endWork()
    }

    /// Polls the command's cancellation (`$/cancelRequest`) while the session lives.
    private func watchCancellation(_ id: Int) {
        connection.queue.asyncAfter(deadline: .now() + .milliseconds(100)) { [self] in
            guard let session = writingTools.sessions[id] else { return }
            if session.reply.token.isCancelled && session.phase != .applying {
                endSession(id, .cancelled)
            } else {
                watchCancellation(id)
            }
        }
    }
}

/// Why a session produced no result, in words for the user.
struct SessionError: Error {
    let message: String
    /// Whether a result was refused by the checks every result passes
    /// (the session ends `refused`), rather than not made (`failed`).
    var refused = false

    init(message: String) { self.message = message }

    /// A transform's error: a refusal when the result failed the acceptance
    /// or protected-text checks, or could not be used as an answer.
    init(_ error: TransformError) {
        message = error.description
        switch error {
        case .refused, .protectedSpansDamaged, .unusableAnswer: refused = true
        case .noProse, .notApplicable, .needsModel, .notAllowed: refused = false
        }
    }

    /// A model run's failure: its answers were refused, or the call failed.
    init(_ failure: ModelRun.Failure) {
        if case .transform(let error) = failure {
            self.init(error)
        } else {
            self.init(message: failure.description)
        }
    }
}
