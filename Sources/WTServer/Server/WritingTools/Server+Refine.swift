import LSPKit
import WritingEngine

// Follow-up (Apple's "make it warmer" on the last result): a result a
// session wrote is remembered, offered for refinement while its text is
// unchanged, and rewritten by `writingTools.refine` through the same checks
// as any instructed rewrite, and held to the text the first result was made from.
extension Server {
    /// Instructions offered as Follow-up code actions; an editor that can
    /// prompt sends the user's own through `writingTools.refine`.
    static let followUps: [(title: String, instructions: String)] = [
        ("Follow-up: Warmer", "Make it warmer."),
        ("Follow-up: More Conversational", "Make it more conversational."),
        ("Follow-up: Shorter", "Make it shorter."),
    ]

    /// Remembers the text `session` wrote at its range, for Follow-up, in
    /// place of any earlier result it overlaps.
    func remember(_ session: Session, _ text: String) {
        guard var open = documents[session.uri] else { return }
        let range = session.range.lowerBound..<(session.range.lowerBound + text.utf8.count)
        let origin = session.origin ?? (session.composed == nil ? FollowUpOrigin(text: session.original, action: session.action) : nil)
        open.documentSession.remember(WrittenResult(session: session.id, range: range, text: text, origin: origin))
        documents[session.uri] = open
    }

    /// Follow-up actions for the results that `selection` touches (a cursor
    /// inside one is enough) and whose text is unchanged, when a model provider is set.
    func followUpActions(_ selection: Range<Int>, in open: OpenDocument) -> [CodeAction] {
        guard providerClient() != nil else { return [] }
        let bytes = open.document.bytes
        let touched = open.documentSession.written.last { result in
            (result.range.overlaps(selection) || result.range.contains(selection.lowerBound)
                || result.range.upperBound == selection.lowerBound)
                && result.isUnchanged(in: bytes)
        }
        guard let result = touched else { return [] }
        return Self.followUps.map { followUp in
            let argument: JSONValue = ["session": .int(result.session), "instructions": .string(followUp.instructions)]
            return CodeAction(
                title: followUp.title, kind: ServerCodeActionKinds.followUp,
                command: Command(title: followUp.title, command: ServerCommand.refine.rawValue, arguments: [argument]))
        }
    }

    /// `writingTools.refine {session, instructions}`: rewrites the text
    /// `session` wrote, as the author instructs, while it is unchanged; the
    /// new result can be refined in turn. The session starts once the
    /// document is analysed (see `whenAnalyzed`).
    func executeRefine(_ argument: JSONValue, token: ProgressToken?, reply: Reply) {
        guard let id = argument["session"]?.intValue,
            let instructions = argument["instructions"]?.stringValue, !instructions.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else {
            return reply.failure(.invalidParams("writingTools.refine needs “session” and “instructions”"))
        }
        guard resolvedBehavior != .none else { return reply.failure(.requestFailed("Writing Tools are off (behavior: none)")) }
        guard let open = documents.values.first(where: { $0.documentSession.written.contains { $0.session == id } }),
            let result = open.documentSession.written.first(where: { $0.session == id })
        else {
            return reply.failure(.invalidParams("no result of session \(id) to refine: Follow-up works on a result a session wrote"))
        }
        let changed = ResponseError.requestFailed("the text session \(id) wrote has changed since; Follow-up works on it as it was written")
        guard result.isUnchanged(in: open.document.bytes) else { return reply.failure(changed) }
        let action = WritingAction.instructions(instructions)
        guard let model = providerClient() else {
            return reply.failure(.requestFailed(TransformError.needsModel("Follow-up").description))
        }
        let uri = open.uri
        whenAnalyzed(uri) { [self] analyzed in
            guard let analyzed, let structure = analyzed.structure else {
                return reply.failure(.invalidParams("document not open: \(uri)"))
            }
            if reply.token.isCancelled { return reply.failure(.cancelled) }
            // The text may have changed while the document was analysed.
            guard let result = analyzed.documentSession.written.first(where: { $0.session == id }),
                result.isUnchanged(in: analyzed.document.bytes)
            else {
                return reply.failure(changed)
            }
            var input = TransformInput(
                document: analyzed.document.bytes, range: result.range, structure: structure, language: analyzed.language,
                options: resultOptions(for: analyzed), findings: analyzed.findings)
            input.origin = result.origin
            let session = beginSession(action, uri: uri, range: result.range, original: input.text, reply: reply)
            writingTools.sessions[session]?.origin = result.origin
            startProgress(session, token: token, long: true)
            run(session, input: input, model: model)
        }
    }
}
