import Dispatch
import Foundation
import LSPKit
import Synchronization
import WritingEngine

#if canImport(Glibc)
    import Glibc
#endif

/// `wt-lsp rewrite --tone T | --instructions TEXT | --action NAME`, `wt-lsp summarize | key-points | list | table | proofread`:
/// stdin → stdout. Markdown structure (`--language markdown`) is protected as in the editor.
/// `wt-lsp compose PROMPT` writes new text (model provider only); the last
/// paragraph of stdin, when stdin is not a terminal, is its context.
/// The model provider comes from the flags, else from the user config file,
/// and so do the custom actions `--action` names (a workspace's `.wt-lsp.json` cannot add one).
///
/// The exit status says which engine wrote the text (`TransformOutcome`): 0
/// the engine asked for, 3 the built-in engine standing in for the model
/// (never with `--no-fallback`), 1 refused or nothing to change (stdout
/// then holds the text as it was, so an editor filter never blanks it), 2
/// a usage or input error.
struct TransformCommand {
    private(set) var action: WritingAction
    /// The name of the custom action to run in place of `action`, from `--action`.
    let customAction: String?
    let language: DocumentLanguage
    let provider: ProviderSettings?
    let settings: CLISettings
    /// `--no-fallback`: the model's answer or a refusal, never the built-in engine's.
    let noFallback: Bool

    init(subcommand: String, _ args: inout Arguments) throws {
        let tone = try args.take("tone")
        let instructions = try args.take("instructions")
        customAction = try args.take("action")
        let rewriteFlags = [tone, instructions, customAction].compactMap { $0 }.count
        switch subcommand {
        case "rewrite":
            switch (tone, instructions, customAction) {
            case (let tone?, nil, nil):
                guard let parsed = Tone(rawValue: tone) else { throw UsageError("--tone must be friendly, professional or concise") }
                action = .rewrite(parsed)
            case (nil, let instructions?, nil):
                guard !instructions.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--instructions needs a text") }
                action = .instructions(instructions)
            case (nil, nil, _?):
                // Replaced by the named action's instructions once the settings are read (`run`).
                action = .instructions("")
            default:
                throw UsageError("rewrite takes --tone friendly|professional|concise, --instructions TEXT or --action NAME")
            }
        default:
            guard rewriteFlags == 0 else { throw UsageError("--tone, --instructions and --action belong to rewrite") }
            action = subcommand == "compose" ? .compose("") : Self.actions[subcommand]!
        }
        language = DocumentLanguage(languageID: try InputFile.languageFlag(&args) ?? "plaintext")
        noFallback = args.flag("no-fallback")
        provider = try Self.providerFlags(&args)
        let words = try args.remainingValues()
        if subcommand == "compose" {
            guard words.count == 1, !words[0].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw UsageError("compose takes one PROMPT argument (quote it), and reads its context from stdin")
            }
            action = .compose(words[0])
        } else if let word = words.first {
            throw UsageError("\(subcommand) reads stdin; unexpected argument “\(word)”")
        }
        settings = try CLISettings(configPath: nil, overrides: [:])
    }

    /// The instructions of the custom action `name`; a usage error naming the known ones when there is none.
    static func custom(_ name: String, in actions: [CustomAction]) throws -> WritingAction {
        if let found = actions.first(where: { $0.name == name }) { return .instructions(found.instructions) }
        let known = actions.isEmpty ? "none are set" : "known: " + actions.map { "“\($0.name)”" }.joined(separator: ", ")
        throw UsageError(
            "unknown action “\(name)” (\(known); actions come from the user config file "
                + "\(SettingsSources.userConfigDirectory.appendingPathComponent("config.json").path))")
    }

    static let actions: [String: WritingAction] = [
        "summarize": .summary, "key-points": .keyPoints, "list": .list, "table": .table, "proofread": .proofread,
    ]

    /// `--provider openai --endpoint URL --model NAME [--api-key-env VAR] [--timeout-ms N] [--first-token-timeout-ms N] [--allow-insecure]`, or `--provider builtin`.
    static func providerFlags(_ args: inout Arguments) throws -> ProviderSettings? {
        let kind = try args.take("provider")
        let endpoint = try args.take("endpoint")
        let model = try args.take("model")
        let keyVariable = try args.take("api-key-env")
        let timeout = try args.take("timeout-ms")
        let firstTokenTimeout = try args.take("first-token-timeout-ms")
        let allowInsecure = args.flag("allow-insecure")
        guard let kind else {
            guard endpoint == nil, model == nil, keyVariable == nil else {
                throw UsageError("--endpoint and --model go with --provider openai")
            }
            return nil
        }
        guard let parsed = ProviderSettings.Kind(rawValue: kind) else {
            throw UsageError("--provider must be openai, llama.cpp or builtin")
        }
        var settings = ProviderSettings(
            kind: parsed, endpoint: endpoint, model: model, apiKeyEnv: keyVariable, allowInsecure: allowInsecure)
        if let timeout {
            guard let ms = Int(timeout), ms > 0 else { throw UsageError("--timeout-ms must be a positive number") }
            settings.timeoutMs = ms
        }
        if let firstTokenTimeout {
            guard let ms = Int(firstTokenTimeout), ms > 0 else { throw UsageError("--first-token-timeout-ms must be a positive number") }
            settings.firstTokenTimeoutMs = ms
        }
        if parsed == .openai && (endpoint == nil || model == nil) {
            throw UsageError("--provider openai needs --endpoint URL and --model NAME")
        }
        if parsed == .llamaCpp {
            guard model != nil else { throw UsageError("--provider llama.cpp needs --model FILE.gguf") }
            settings.server = try args.take("server")
        }
        return settings
    }

    func run() throws -> Int32 {
        var settings = settings
        let analyzer = settings.analyzer(for: "-")
        var action = action
        if let customAction { action = try Self.custom(customAction, in: analyzer.settings.actions) }
        let composes = if case .compose = action { true } else { false }
        // Compose reads no terminal: its context is optional.
        let text = composes && isatty(0) != 0 ? "" : String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        let structure = analyzer.structure(of: text, language: language)
        // Asking for a list or a table on the command line allows one.
        let options = (analyzer.settings.resultOptions.map { ResultOptions(names: $0) } ?? .defaults(for: language))
            .union(action.requiredResultOptions)
        let findings = action == .proofread ? analyzer.check(text, structure: structure) : []
        var input = TransformInput(
            document: Array(text.utf8), range: 0..<text.utf8.count, structure: structure, language: language, options: options,
            findings: findings)
        if composes {
            let end = text.utf8.count
            input = TransformInput(
                text: "", language: language, options: options,
                context: TransformInput.context(of: end..<end, in: Array(text.utf8), structure: structure))
        }
        let providerSettings = provider ?? analyzer.settings.provider
        let outcome: TransformOutcome
        let client: ChatCompletionClient?
        do { client = try providerSettings.client() } catch { throw InputError(error.description) }
        defer { ManagedModelServer.shared.shutDown() }
        if let client {
            outcome = Self.runModel(action, input, client, fallback: !noFallback)
        } else if action.needsModel {
            let name = composes ? "compose" : customAction.map { "--action “\($0)”" } ?? "--instructions"
            throw UsageError(TransformError.needsModel(name).description + " (or pass --provider openai --endpoint URL --model NAME)")
        } else {
            outcome = TransformOutcome(builtin: action, on: input, standingIn: nil)
        }
        // Compose writes new text: it has no text of its own to give back.
        return outcome.finish(original: composes ? "" : text, endsWithLineBreak: composes)
    }

    /// Runs `action` with the model, waiting for the answer. With
    /// `fallback`, an unreachable provider gives way to the built-in engine
    /// for what it can do, and so does a model whose answers could not be
    /// used, when the engine's result does the job.
    static func runModel(_ action: WritingAction, _ input: TransformInput, _ client: ChatCompletionClient, fallback: Bool)
        -> TransformOutcome
    {
        let transform = ModelTransform(action: action, input: input, showsProtectedText: client.configuration.showsProtectedText)
        let answer = Mutex<Result<ModelRun.Outcome, ModelRun.Failure>?>(nil)
        let done = DispatchSemaphore(value: 0)
        ModelRun.start(transform, client: client) { result in
            answer.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        switch answer.withLock({ $0 })! {
        case .success(let outcome):
            return .written(outcome.text)
        case .failure(.provider(let error)) where error.isUnreachable && !action.needsModel && fallback:
            return TransformOutcome(builtin: action, on: input, standingIn: "\(error)")
        case .failure(.provider(let error)):
            return .failed(.provider(error))
        case .failure(.transform(let error)):
            guard fallback, !action.needsModel, let text = BuiltinEngine.standIn(for: action, on: input) else {
                return .failed(.transform(error))
            }
            return .stoodIn(text, because: "\(error)")
        }
    }
}
