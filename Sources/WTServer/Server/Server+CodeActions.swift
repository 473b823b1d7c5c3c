import Foundation
import LSPKit
import WritingEngine

extension Server {
    /// `textDocument/codeAction`, answered once the document is analysed (see `whenAnalyzed`).
    func codeActions(_ request: CodeActionRequest, reply: Reply) {
        let uri = request.textDocument.uri
        guard resolvedBehavior != .none else { return reply.success([CodeAction]()) }
        whenAnalyzed(uri) { [self] open in
            guard let open else { return reply.failure(.invalidParams("document not open: \(uri)")) }
            reply.success(codeActions(request, in: open))
        }
    }

    /// Quick fixes for the diagnostics in the range, fix-all, and the Writing
    /// Tools actions for a selection, of `open` analysed.
    private func codeActions(_ request: CodeActionRequest, in open: OpenDocument) -> [CodeAction] {
        let uri = open.uri
        let only = request.context.only
        func wanted(_ kind: CodeActionKind) -> Bool {
            guard let only else { return true }
            return only.contains { kind.isSelected(by: $0) }
        }
        var actions: [CodeAction] = []
        if wanted(.quickFix) {
            let diagnostics = diagnosticsFor(request, in: open)
            for diagnostic in diagnostics { actions += quickFixes(for: diagnostic, in: open) }
            // One "Ignore this line" per line and one "Disable rule" per rule, however many diagnostics share them.
            var seen: Set<String> = []
            for diagnostic in diagnostics {
                actions += directiveFixes(for: diagnostic, in: open).filter { seen.insert(Self.directiveKey($0)).inserted }
            }
        }
        if wanted(ServerCodeActionKinds.fixAll), let fixAll = fixAllAction(open) {
            actions.append(fixAll)
        }
        if wanted(ServerCodeActionKinds.rewriteSentence) {
            actions += sentenceRewrites(request.range, in: open)
        }
        if wanted(ServerCodeActionKinds.modelProofread), settings.provider.kind != .builtin, settings.modelProofreading != .off {
            var argument: [String: JSONValue] = ["uri": .string(uri)]
            if request.range.start != request.range.end { argument["range"] = (try? JSONValue(encoding: request.range)) ?? .null }
            actions.append(
                CodeAction(
                    title: "Proofread with the model", kind: ServerCodeActionKinds.modelProofread,
                    command: Command(
                        title: "Proofread with the model", command: ServerCommand.modelProofread.rawValue, arguments: [.object(argument)])))
        }
        let selection = open.document.byteRange(of: request.range, encoding: encoding)
        if wanted(ServerCodeActionKinds.followUp) {
            actions += followUpActions(selection, in: open)
        }
        if !selection.isEmpty {
            actions += rewriteActions(uri: uri, range: request.range, selection: selection, in: open).filter { $0.kind.map(wanted) ?? true }
        }
        return actions
    }

    /// "Rewrite sentence" for each sentence the model rewrote that the range
    /// touches: its whole new version, as one edit, a proposal the editor
    /// asks the user to confirm.
    private func sentenceRewrites(_ range: LSPRange, in open: OpenDocument) -> [CodeAction] {
        let selection = open.document.byteRange(of: range, encoding: encoding)
        let rewrites = open.documentSession.modelMarks.flatMap(\.rewrites).filter {
            $0.range.overlaps(selection) || $0.range.contains(selection.lowerBound) || selection.lowerBound == $0.range.upperBound
        }
        return zip(rewrites, open.document.ranges(of: rewrites.map(\.range), encoding: encoding)).map { rewrite, lspRange in
            CodeAction(
                title: "Rewrite sentence", kind: ServerCodeActionKinds.rewriteSentence,
                edit: versionedEdit(
                    open, [TextEdit(range: lspRange, newText: rewrite.replacement)],
                    annotation: ChangeAnnotation(
                        label: "Writing Tools: Rewrite sentence", needsConfirmation: true, description: "proposed by the model"))
            )
        }
    }

    /// What makes two directive fixes the same: the title and where it inserts.
    private static func directiveKey(_ action: CodeAction) -> String {
        let start = action.edit?.documentChanges?.first?.edits.first?.range.start ?? action.edit?.changes?.values.first?.first?.range.start
        return "\(action.title)@\(start?.line ?? -1)"
    }

    /// The client's diagnostics from wt-lsp that touch the range (a client
    /// may send every diagnostic of the line), or ours touching it when it
    /// sent none.
    private func diagnosticsFor(_ request: CodeActionRequest, in open: OpenDocument) -> [Diagnostic] {
        let touching = { (diagnostic: Diagnostic) in
            diagnostic.range.start <= request.range.end && request.range.start <= diagnostic.range.end
        }
        let given = request.context.diagnostics.filter { $0.source == "wt-lsp" || $0.source == nil }
        let current = open.diagnostics ?? []
        if !given.isEmpty {
            // Prefer the server's current copy (it has the suggestions even if the client dropped `data`).
            return given.filter(touching).map { g in current.first { $0.range == g.range && $0.code == g.code } ?? g }
        }
        let range = open.document.byteRange(of: request.range, encoding: encoding)
        return zip(open.findings, current).filter { finding, _ in
            finding.range.overlaps(range) || finding.range.contains(range.lowerBound)
                || range.isEmpty && finding.range.upperBound == range.lowerBound
        }.map(\.1)
    }

    /// "Replace with" for each suggestion (the model's corrections are
    /// proposals the editor asks the user to confirm), and for a word the
    /// dictionary lacks, adding or ignoring it.
    private func quickFixes(for diagnostic: Diagnostic, in open: OpenDocument) -> [CodeAction] {
        var actions: [CodeAction] = []
        let proposal =
            diagnostic.code == ModelProofreading.ruleID
            ? ChangeAnnotation(label: "Writing Tools: model correction", needsConfirmation: true, description: "proposed by the model")
            : nil
        for (index, suggestion) in diagnostic.suggestions.enumerated() {
            let edit = versionedEdit(open, [TextEdit(range: diagnostic.range, newText: suggestion)], annotation: proposal)
            actions.append(
                CodeAction(
                    title: "Replace with “\(suggestion.trimmingCharacters(in: .whitespacesAndNewlines))”", kind: .quickFix,
                    diagnostics: [diagnostic],
                    isPreferred: index == 0 ? true : nil,
                    edit: edit))
        }
        // A misspelling or an unknown word: either may be a word the user knows.
        if diagnostic.code == "spelling" || diagnostic.code == "unknown-word" {
            let word = String(
                decoding: open.document.bytes[open.document.byteRange(of: diagnostic.range, encoding: encoding)], as: UTF8.self)
            guard !word.isEmpty else { return actions }
            actions.append(
                CodeAction(
                    title: "Add “\(word)” to dictionary", kind: .quickFix, diagnostics: [diagnostic],
                    command: Command(
                        title: "Add to dictionary", command: ServerCommand.addToDictionary.rawValue,
                        arguments: [["word": .string(word), "scope": "user"]])))
            if !workspaceFolders.isEmpty {
                actions.append(
                    CodeAction(
                        title: "Add “\(word)” to workspace dictionary", kind: .quickFix, diagnostics: [diagnostic],
                        command: Command(
                            title: "Add to workspace dictionary", command: ServerCommand.addToDictionary.rawValue,
                            arguments: [["word": .string(word), "scope": "workspace", "uri": .string(open.uri)]])))
            }
            actions.append(
                CodeAction(
                    title: "Ignore “\(word)” in this document", kind: .quickFix, diagnostics: [diagnostic],
                    command: Command(
                        title: "Ignore in this document", command: ServerCommand.ignoreInDocument.rawValue,
                        arguments: [["word": .string(word), "uri": .string(open.uri)]])))
        }
        return actions
    }

    /// `source.fixAll.wt-lsp`: the first suggestion of every safe finding,
    /// skipping overlaps. The open documents are the workspace: a word that
    /// another of them uses as code, or writes at all (unless it is a rare
    /// variant of its correction), is not fixed (`WorkspaceCodeWords`), as
    /// `check --fix` does over the files it reads. The title counts the
    /// fixes by the reason each is certain, and a client that supports
    /// change annotations gets each edit labelled with its reason.
    private func fixAllAction(_ open: OpenDocument) -> CodeAction? {
        let fixes = workspaceReviewed(open).safeFixes()
        guard !fixes.isEmpty else { return nil }
        let ranges = open.document.ranges(of: fixes.map(\.range), encoding: encoding)
        let annotates = client.supportsChangeAnnotations && client.supportsDocumentChanges
        let edits = zip(fixes, ranges).map { fix, range in
            TextEdit(range: range, newText: fix.text, annotationId: annotates ? fix.reason.map { "\($0)" } : nil)
        }
        var edit = versionedEdit(open, edits)
        if annotates {
            edit.changeAnnotations = Dictionary(
                fixes.compactMap(\.reason).map { ("\($0)", ChangeAnnotation(label: $0.rawValue, needsConfirmation: false)) }
            ) { first, _ in first }
        }
        return CodeAction(title: Self.fixAllTitle(fixes), kind: ServerCodeActionKinds.fixAll, edit: edit)
    }

    /// `Fix all safe proofreading issues (3): repeated word ×2, double space`.
    static func fixAllTitle(_ fixes: [TextReplacement]) -> String {
        var reasons: [FixReason] = []
        var counts: [FixReason: Int] = [:]
        for reason in fixes.compactMap(\.reason) {
            if counts[reason] == nil { reasons.append(reason) }
            counts[reason, default: 0] += 1
        }
        let named = reasons.map { counts[$0]! > 1 ? "\($0.rawValue) ×\(counts[$0]!)" : $0.rawValue }
        return "Fix all safe proofreading issues (\(fixes.count)): " + named.joined(separator: ", ")
    }

    /// The findings of `open` reviewed against the other open documents
    /// (`WorkspaceCodeWords`): those of words another one uses as code
    /// dropped, those of words another one writes safe only as rare variants.
    private func workspaceReviewed(_ open: OpenDocument) -> [Finding] {
        let text = open.document.text
        let candidates = WorkspaceCodeWords.flaggedWords(open.findings.filter(\.mayBeFixSafe), in: text)
        guard !candidates.isEmpty, let structure = open.structure else { return open.findings }
        var workspace = WorkspaceCodeWords()
        workspace.note(text, structure: structure, among: candidates)
        for (uri, other) in documents where uri != open.uri {
            guard let structure = other.structure else { continue }
            workspace.note(other.document.text, structure: structure, among: candidates)
        }
        return workspace.reviewed(open.findings, in: text)
    }

    /// A workspace edit on one document, carrying its version when the client supports it.
    func versionedEdit(_ open: OpenDocument, _ edits: [TextEdit], annotation: ChangeAnnotation? = nil) -> WorkspaceEdit {
        if client.supportsDocumentChanges || !client.canApplyEdits {
            var annotated = edits
            var annotations: [String: ChangeAnnotation]?
            if let annotation, client.supportsChangeAnnotations {
                annotated = edits.map { TextEdit(range: $0.range, newText: $0.newText, annotationId: "wt-lsp") }
                annotations = ["wt-lsp": annotation]
            }
            return WorkspaceEdit(
                documentChanges: [TextDocumentEdit(textDocument: .init(uri: open.uri, version: open.document.version), edits: annotated)],
                changeAnnotations: annotations)
        }
        return WorkspaceEdit(changes: [open.uri: edits])
    }

    /// `codeAction/resolve`: actions carry their edit or command already, except Writing Tools actions.
    func resolve(_ action: CodeAction, reply: Reply) {
        resolveRewrite(action, reply: reply)
    }
}
