import Foundation
import LSPKit
import WritingEngine

// The model provider as the server sees it: configured only from trusted
// settings (`SettingsSources` drops `provider` from workspace files),
// announced once when it cannot be used or goes down.
extension Server {
    /// The client for the configured provider, or nil for the built-in
    /// engine. New settings get a new client, fresh health, and (for an
    /// `openai` provider) a probe (`GET /models`, no text) to learn early
    /// whether it answers.
    func providerClient() -> ChatCompletionClient? {
        let provider = settings.provider
        if let client = writingTools.client, writingTools.clientSettings == provider { return client }
        let client: ChatCompletionClient?
        do {
            client = try provider.client()
        } catch {
            announceOnce("Writing Tools: \(error.description). Using the built-in engine.")
            writingTools.client = nil
            writingTools.clientSettings = nil
            return nil
        }
        writingTools.client = client
        writingTools.clientSettings = provider
        writingTools.health = ProviderHealth()
        // A managed server starts when first needed, not to answer a probe.
        guard let client, provider.kind == .openai else { return client }
        client.probe { [self] result in
            connection.queue.async { [self] in
                guard writingTools.client === client, case .failure(let error) = result, error.isUnreachable else { return }
                if let event = writingTools.health.record(.failure(error)) { announce(event, client.configuration) }
            }
        }
        return client
    }

    /// Tells the user the provider went down or answers again.
    func announce(_ event: ProviderHealth.Event, _ configuration: ProviderConfiguration) {
        switch event {
        case .wentDown(let why):
            let text =
                "Writing Tools: the model provider at \(configuration.endpoint.absoluteString) is unreachable (\(why)). "
                + "Using the built-in engine until it answers again."
            log.warning(text)
            connection.send(ShowMessageNotification(type: .warning, message: text))
        case .recovered:
            connection.send(
                ShowMessageNotification(
                    type: .info, message: "Writing Tools: the model provider at \(configuration.endpoint.absoluteString) answers again."))
        }
    }

    /// Shows a settings problem the first time it occurs.
    func announceOnce(_ text: String) {
        guard writingTools.announcedProblems.insert(text).inserted else { return }
        log.warning(text)
        connection.send(ShowMessageNotification(type: .warning, message: text))
    }
}
