import Dispatch
import Foundation
import Synchronization
import WritingEngine

/// `wt-lsp provider check [provider flags]`: whether the configured model
/// provider answers, which model it is, and how fast it generates.
struct ProviderCommand {
    let provider: ProviderSettings?

    init(_ args: inout Arguments) throws {
        guard case .value("check")? = args.tokens.first else { throw UsageError("provider takes one command: check") }
        _ = args.takeFirstValue()
        provider = try TransformCommand.providerFlags(&args)
        _ = try args.remainingValues().first.map { throw UsageError("provider check: unexpected argument “\($0)”") }
    }

    func run() throws -> Int32 {
        var settings = try CLISettings(configPath: nil, overrides: [:])
        let configured = provider ?? settings.analyzer(for: "-").settings.provider
        let client: ChatCompletionClient?
        do { client = try configured.client() } catch { throw InputError(error.description) }
        defer { ManagedModelServer.shared.shutDown() }
        guard let client else {
            print("provider: built-in engine (no model server is configured)")
            return 0
        }
        let limits = GenerationLimits(
            maxTokens: 32, maxCharacters: 400, firstTokenTimeout: client.configuration.firstTokenTimeout,
            totalTimeout: client.configuration.timeout)
        let messages = [ChatMessage.system("Answer in one short sentence."), .user("What is a text editor?")]
        let answer = Mutex<Result<Generation, ProviderError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let result = await client.generate(messages, limits: limits, temperature: 0)
            answer.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        let place = configured.kind == .llamaCpp ? "llama-server started by wt-lsp" : client.configuration.endpoint.absoluteString
        switch answer.withLock({ $0 })! {
        case .success(let generation):
            let speed = generation.seconds > 0 ? Double(generation.chunks) / generation.seconds : 0
            print("provider: \(place)")
            print("model: \(client.configuration.model)")
            print(
                String(
                    format: "first token: %.2f s, answer: %.2f s, %.1f tokens/s", generation.firstTokenSeconds ?? 0, generation.seconds,
                    speed))
            print("protected text: " + (client.configuration.showsProtectedText ? "shown as it is (this machine)" : "sent as placeholders"))
            return 0
        case .failure(let error):
            PrintedText.note("\(place): \(error)")
            return 1
        }
    }
}
