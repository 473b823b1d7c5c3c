import Foundation
import LSPKit
import WritingEngine

// Writing Tools on a selection: the actions offered (instantly, computing
// nothing), and the commands that run them as sessions.
extension Server {
    /// `refactor.rewrite.wt.*` actions for a non-empty selection touching prose,
    /// and the settings' custom actions (`refactor.rewrite.wt.custom`) when a
    /// model provider is set. With `codeAction/resolve` support a built-in
    /// action carries only `data`; it gets its command on resolve. A custom
    /// action carries its command (`writingTools.rewrite` with its
    /// instructions). The work starts when the command runs.
    func rewriteActions(uri: DocumentURI, range: LSPRange, selection: Range<Int>, in open: OpenDocument) -> [CodeAction] {
        guard let structure = open.structure,
            let widened = SentenceRange.widen(selection, in: open.document.bytes, structure: structure)
        else { return [] }
        let options = resultOptions(for: open)
        let hasModel = providerClient() != nil
        let input = TransformInput(
            document: open.document.bytes, range: widened, structure: structure, language: open.language, options: options,
            findings: open.findings)
        let builtIn: [CodeAction] = RewriteKind.allCases.compactMap { kind in
            let action = kind.action
            guard options.contains(action.requiredResultOptions) else { return nil }
            if kind == .table || kind == .proofread, !hasModel, !BuiltinEngine.canRun(action, on: input) { return nil }
            let version = open.document.version
            if client.supportsCodeActionResolve {
                let data: JSONValue = [
                    "uri": .string(uri), "range": (try? JSONValue(encoding: range)) ?? .null, "kind": .string(kind.rawValue),
                    "version": .int(version),
                ]
                return CodeAction(title: kind.title, kind: kind.codeActionKind, data: ["writingTools": data])
            }
            return CodeAction(
                title: kind.title, kind: kind.codeActionKind,
                command: WritingToolsRequest.command(kind, uri: uri, range: range, version: version))
        }
        // Custom actions follow instructions, which only a model can do.
        guard hasModel else { return builtIn }
        return builtIn
            + settings.actions.map { custom in
                CodeAction(
                    title: custom.name, kind: ServerCodeActionKinds.custom,
                    command: WritingToolsRequest.command(custom, uri: uri, range: range, version: open.document.version))
            }
    }

    /// `codeAction/resolve` for a Writing Tools action: adds its command.
    func resolveRewrite(_ action: CodeAction, reply: Reply) {
        guard let data = action.data?["writingTools"], let uri = data["uri"]?.stringValue,
            let kind = data["kind"]?.stringValue.flatMap(RewriteKind.init(rawValue:)),
            let range = try? data["range"]?.decode(LSPRange.self)
        else { return reply.success(action) }
        var resolved = action
        resolved.command = WritingToolsRequest.command(kind, uri: uri, range: range, version: data["version"]?.intValue ?? 0)
        reply.success(resolved)
    }

    /// `writingTools.rewrite`, `writingTools.transform`, `writingTools.compose`:
    /// runs a session, once the document is analysed (see `whenAnalyzed`),
    /// and answers when it has ended.
    func executeWritingTools(_ command: ServerCommand, _ argument: JSONValue, token: ProgressToken?, reply: Reply) {
        let request: WritingToolsRequest
        do {
            request = try WritingToolsRequest(command, argument)
        } catch {
            return reply.failure(error)
        }
        guard resolvedBehavior != .none else {
            return reply.failure(.requestFailed("Writing Tools are off (behavior: none)"))
        }
        whenAnalyzed(request.uri) { [self] open in
            guard let open, let structure = open.structure else {
                return reply.failure(.invalidParams("document not open: \(request.uri)"))
            }
            if reply.token.isCancelled { return reply.failure(.cancelled) }
            startWritingTools(request, in: open, structure: structure, token: token, reply: reply)
        }
    }

    /// Runs the session `request` asks for on `open`, analysed.
    private func startWritingTools(
        _ request: WritingToolsRequest, in open: OpenDocument, structure: DocumentStructure, token: ProgressToken?, reply: Reply
    ) {
        let options = resultOptions(for: open)
        let model = providerClient()
        do throws(TransformError) {
            try BuiltinEngine.checkAllowed(request.action, options)
            if request.action.needsModel && model == nil { throw .needsModel(request.action.title) }
        } catch {
            return reply.failure(.requestFailed(error.description))
        }
        let bytes = open.document.bytes
        let range: Range<Int>
        var composed: ComposedParagraph?
        if let position = request.position {
            let place = ComposedParagraph(at: open.document.offset(of: position, encoding: encoding), in: bytes)
            composed = place
            range = place.offset..<place.offset
        } else if let selection = request.range.map({ open.document.byteRange(of: $0, encoding: encoding) }),
            let widened = SentenceRange.widen(selection, in: bytes, structure: structure)
        {
            range = widened
        } else {
            return reply.failure(.requestFailed("the selection holds no prose"))
        }
        var input = TransformInput(
            document: bytes, range: range, structure: structure, language: open.language, options: options, findings: open.findings)
        if request.position != nil {
            input.context = TransformInput.context(of: range, in: bytes, structure: structure)
        }
        let session = beginSession(request.action, uri: request.uri, range: range, original: input.text, reply: reply)
        writingTools.sessions[session]?.composed = composed
        if let version = request.version, version != open.document.version {
            return endSession(session, .stale, message: "the document changed since the action was offered")
        }
        startProgress(session, token: token, long: model != nil)
        run(session, input: input, model: model)
    }

    /// Called on every `didChange` with its edits: a session whose range an
    /// edit touches is stale (its result is dropped); an edit before it moves
    /// its range (`DocumentSession.follow`).
    func sessionsNoticeChange(uri: DocumentURI, edits: [DocumentSession.Edit]) {
        for id in writingTools.sessions.keys.sorted() {
            guard var session = writingTools.sessions[id], session.uri == uri, session.phase != .applying else { continue }
            if let moved = DocumentSession.follow(session.range, through: edits) {
                session.range = moved
                writingTools.sessions[id] = session
            } else {
                session.call?.cancel()
                endSession(id, .stale, message: "the text changed while the session ran; its result was dropped")
            }
        }
    }

    /// `window/workDoneProgress/cancel` for a session's progress.
    func cancelProgress(_ token: ProgressToken) {
        guard let session = writingTools.sessions.values.first(where: { $0.progress == token }) else { return }
        session.call?.cancel()
        endSession(session.id, .cancelled)
    }

    /// What a result may contain in `open`: the setting, else the language's default.
    func resultOptions(for open: OpenDocument) -> ResultOptions {
        settings.resultOptions.map { ResultOptions(names: $0) } ?? .defaults(for: open.language)
    }
}
