import Foundation
import LSPKit
import WritingEngine

extension Server {
    /// `workspace/executeCommand`.
    func execute(_ request: ExecuteCommandRequest, reply: Reply) {
        guard let command = ServerCommand(rawValue: request.command) else {
            return reply.failure(.invalidParams("unknown command \(request.command)"))
        }
        let argument = request.arguments?.first ?? .object([:])
        guard argument.objectValue != nil else {
            return reply.failure(.invalidParams("\(request.command) takes one object argument"))
        }
        switch command {
        case .addToDictionary: reply(Result { try addToDictionary(argument) }.mapError(ResponseError.init))
        case .ignoreInDocument: reply(Result { try ignoreInDocument(argument) }.mapError(ResponseError.init))
        case .rewrite, .transform, .compose: executeWritingTools(command, argument, token: request.workDoneToken, reply: reply)
        case .refine: executeRefine(argument, token: request.workDoneToken, reply: reply)
        case .modelProofread: executeModelProofread(argument, token: request.workDoneToken, reply: reply)
        }
    }

    /// `writingTools.addToDictionary {word, scope: "user"|"workspace", uri?}`.
    private func addToDictionary(_ argument: JSONValue) throws -> JSONValue {
        guard let word = argument["word"]?.stringValue?.trimmingCharacters(in: .whitespacesAndNewlines), !word.isEmpty,
            !word.contains(where: \.isNewline)
        else {
            throw ResponseError.invalidParams("addToDictionary needs a one-line “word”")
        }
        let scope = argument["scope"]?.stringValue ?? "user"
        let file: WordListFile
        switch scope {
        case "user":
            file = userDictionary
        case "workspace":
            guard let folder = folder(for: argument["uri"]?.stringValue) else {
                throw ResponseError.invalidParams("no workspace folder to hold the word")
            }
            file = workspaceDictionary(folder)
        default:
            throw ResponseError.invalidParams("scope must be user or workspace")
        }
        do {
            try file.add([word])
        } catch {
            log.warning("could not add “\(word)” to \(file.url.path): \(error)")
            throw ResponseError.requestFailed("could not add “\(word)”: \(error)")
        }
        reloadSettings(announce: true)
        return .null
    }

    /// `writingTools.ignoreInDocument {uri, word}`: remembered for that file across restarts.
    private func ignoreInDocument(_ argument: JSONValue) throws -> JSONValue {
        guard let uri = argument["uri"]?.stringValue, let word = argument["word"]?.stringValue, !word.isEmpty else {
            throw ResponseError.invalidParams("ignoreInDocument needs “uri” and “word”")
        }
        guard var open = documents[uri] else { throw ResponseError.invalidParams("document not open: \(uri)") }
        open.documentSession.ignoredWords.insert(word)
        open.diagnostics = nil
        documents[uri] = open
        do {
            try ignoredWordsStore.add(word, for: uri)
        } catch {
            log.warning("could not remember the ignored word: \(error)")
        }
        if client.supportsPullDiagnostics {
            if client.supportsDiagnosticRefresh { connection.send(DiagnosticRefreshRequest()) { _ in } }
        } else {
            publishDiagnostics(uri)
        }
        return .null
    }

    /// The workspace folder holding `uri`, or the first one.
    func folder(for uri: String?) -> URL? {
        if let uri, let url = URL(string: uri), url.isFileURL {
            let path = url.standardizedFileURL.path
            if let match = workspaceFolders.first(where: { path.hasPrefix($0.standardizedFileURL.path + "/") }) { return match }
        }
        return workspaceFolders.first
    }
}
