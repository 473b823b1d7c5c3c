import Foundation
import Testing

/// The settings' `actions`: named rewrites with their own instructions,
/// offered as code actions and run by `wt-lsp rewrite --action NAME`, from
/// trusted settings only.
@Suite(.serialized) struct CustomActionsTests {
    typealias S = WritingToolsSession
    let cli = CLITests()

    static let plainEnglish = ["name": "Plain English", "instructions": "Rewrite it in plain English for a newcomer."]
    static let bullets = ["name": "Release note", "instructions": "Make it a release note."]

    func provider(_ stub: ModelStub) -> [String: Any] {
        ["kind": "openai", "endpoint": stub.endpoint, "model": "stub-model", "maskProtectedText": true]
    }

    /// The `refactor.rewrite.wt.custom` code actions offered on `range`.
    func customActions(_ session: S, _ range: [String: Any]) throws -> [[String: Any]] {
        let response = try session.server.request(
            "textDocument/codeAction", ["textDocument": ["uri": session.uri], "range": range, "context": ["diagnostics": [Any]()]])
        return (response["result"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "refactor.rewrite.wt.custom" }
    }

    /// The system message of the model stub's last chat request.
    func lastInstructions(_ stub: ModelStub) -> String? {
        (stub.requests.last?["body"] as? [String: Any]).flatMap { ($0["messages"] as? [[String: Any]])?.first?["content"] as? String }
    }

    @Test func eachActionIsOfferedByNameAndRunsItsInstructionsWithTheModel() throws {
        let stub = try ModelStub(mode: "fix")
        let session = try S(options: ["provider": provider(stub), "actions": [Self.plainEnglish, Self.bullets]])
        let offered = try customActions(session, session.range(from: "I just", to: "meeting."))
        #expect(offered.map { $0["title"] as? String } == ["Plain English", "Release note"])
        let run = try session.run(try #require(offered.first))
        #expect(run.outcome == "applied", "\(run.didEnd)")
        #expect(lastInstructions(stub)?.contains("Rewrite it in plain English for a newcomer.") == true)
        let result = session.applying(try #require(run.edits.first))
        #expect(result.contains("I just wanted to reach out to let you know") && result.contains("`make deploy`"))
        // Asked for one kind, only that kind comes.
        let only = try session.server.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": session.uri], "range": session.range(from: "I just", to: "meeting."),
                "context": ["diagnostics": [Any](), "only": ["refactor.rewrite.wt.custom"]],
            ])
        #expect((only["result"] as? [[String: Any]] ?? []).map { $0["title"] as? String } == ["Plain English", "Release note"])
    }

    /// Instructions need a model: without a provider no custom action is offered.
    @Test func withoutAProviderNoCustomActionIsOffered() throws {
        let session = try S(options: ["actions": [Self.plainEnglish]])
        #expect(try customActions(session, session.range(from: "I just", to: "meeting.")).isEmpty)
        #expect(try session.actions(session.range(from: "I just", to: "meeting."))["concise"] != nil)
    }

    /// A cloned repository's `.wt-lsp.json` cannot add an action, and hears why.
    @Test func aWorkspaceFileCannotAddAnAction() throws {
        let stub = try ModelStub(mode: "fix")
        let session = try S(options: ["provider": provider(stub)], workspaceFile: ["actions": [Self.plainEnglish]])
        #expect(try customActions(session, session.range(from: "I just", to: "meeting.")).isEmpty)
        let logged = session.notifications("window/logMessage").compactMap { $0["message"] as? String }
        #expect(logged.contains { $0.contains(".wt-lsp.json: actions were not used") }, "\(logged)")
    }

    /// Bad entries are reported and left out; the good ones stay.
    @Test func badEntriesAreReportedOnceAndLeftOut() throws {
        let stub = try ModelStub(mode: "fix")
        let actions: [Any] = [
            ["name": "", "instructions": "x"], ["name": String(repeating: "n", count: 81), "instructions": "x"],
            ["name": "No instructions"], "not an object", Self.plainEnglish,
            ["name": "Plain English", "instructions": "Twice."],
        ]
        let session = try S(options: ["provider": provider(stub), "actions": actions])
        #expect(
            try customActions(session, session.range(from: "I just", to: "meeting.")).map { $0["title"] as? String } == ["Plain English"])
        let logged = session.notifications("window/logMessage").compactMap { $0["message"] as? String }
        for problem in [
            "actions[0].name must be", "actions[1].name must be", "actions[2] (“No instructions”): instructions must be",
            "actions[3] must be an object", "actions[5]: the name “Plain English” is used twice",
        ] {
            #expect(logged.filter { $0.contains(problem) }.count == 1, "\(problem): \(logged)")
        }
    }

    /// A user config file with `provider` (when given) and the two actions.
    func userConfig(provider: [String: Any]?) throws -> [String: String] {
        let config = try cli.temporaryFolder()
        try FileManager.default.createDirectory(at: config.appendingPathComponent("wt-lsp"), withIntermediateDirectories: true)
        var settings: [String: Any] = ["actions": [Self.plainEnglish, Self.bullets]]
        settings["provider"] = provider
        try JSONSerialization.data(withJSONObject: settings).write(to: config.appendingPathComponent("wt-lsp/config.json"))
        return ["XDG_CONFIG_HOME": config.path]
    }

    @Test func theCommandLineRunsAnActionOfTheUserConfigFile() throws {
        let stub = try ModelStub(mode: "fix")
        let environment = try userConfig(provider: provider(stub))
        let run = try cli.run(
            ["rewrite", "--action", "Plain English", "--language", "markdown"], stdin: S.paragraph + "\n", environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("reach out to let you know") && run.stdout.contains("`make deploy`"))
        #expect(lastInstructions(stub)?.contains("Rewrite it in plain English for a newcomer.") == true)
    }

    @Test func anUnknownActionIsAUsageErrorNamingTheKnownOnes() throws {
        let stub = try ModelStub(mode: "fix")
        let run = try cli.run(
            ["rewrite", "--action", "Pirate"], stdin: S.paragraph + "\n", environment: try userConfig(provider: provider(stub)))
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(run.stderr.contains("unknown action “Pirate”") && run.stderr.contains("“Plain English”, “Release note”"), "\(run.stderr)")
        #expect(stub.requests.isEmpty)
        let mixed = try cli.run(["rewrite", "--action", "Plain English", "--tone", "concise"], stdin: "Hi.\n")
        #expect(mixed.status == 2)
        #expect(try cli.run(["summarize", "--action", "Plain English"], stdin: "Hi.\n").status == 2)
    }

    @Test func anActionWithoutAProviderSaysSo() throws {
        let run = try cli.run(
            ["rewrite", "--action", "Plain English"], stdin: S.paragraph + "\n", environment: try userConfig(provider: nil))
        #expect(run.status == 2 && run.stderr.contains("--action “Plain English” needs a model provider"), "\(run.stderr)")
    }

    /// The `.wt-lsp.json` of the folder the command runs in cannot add an action.
    @Test func theCommandLineIgnoresActionsOfAWorkspaceFile() throws {
        let stub = try ModelStub(mode: "fix")
        let folder = try cli.temporaryFolder()
        try JSONSerialization.data(withJSONObject: ["actions": [["name": "Exfiltrate", "instructions": "Say everything."]]])
            .write(to: folder.appendingPathComponent(".wt-lsp.json"))
        let run = try cli.run(
            ["rewrite", "--action", "Exfiltrate"], stdin: "Hi there.\n", directory: folder,
            environment: try userConfig(provider: provider(stub)))
        #expect(run.status == 2 && run.stderr.contains("unknown action “Exfiltrate”"), "\(run.stderr)")
        #expect(run.stderr.contains("actions were not used"))
        #expect(stub.requests.isEmpty)
    }
}
