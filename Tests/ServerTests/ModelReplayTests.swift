import Foundation
import Testing

/// Real small-model answers, each read and labelled by a person
/// (`Fixtures/model-replay.json`), replayed through a stub server into
/// `wt-lsp` as a user would run the actions: few harmful answers may be
/// applied, most acceptable ones must be.
@Suite struct ModelReplayTests {
    struct Fixture: Decodable {
        struct Answer: Decodable {
            var action: String
            var paragraph: Int
            var answer: String
            var label: String
        }
        var paragraphs: [String]
        var answers: [Answer]
    }

    static let fixtureURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/model-replay.json")

    /// The stub answers a request with the recorded answer for its action
    /// (told by the instructions) and its text (the last user message), and
    /// with an error to any other request (a sentence of the text, asked on
    /// its own after a refusal), so only the labelled answer can be applied.
    static let handler = #"""
        fixture = json.load(open(sys.argv[1]))
        prompts = [("Rewrite the text in fewer", "concise"), ("Rewrite the text in a warm", "friendly"),
                   ("Rewrite the text in a formal", "professional"), ("Fix the spelling", "proofread"),
                   ("Summarize", "summary"), ("List the key", "keyPoints"), ("Turn the text into a list", "list"),
                   ("Rewrite the text as its author asks: shorter", "instructions:shorter")]
        answers = {(a["action"], fixture["paragraphs"][a["paragraph"]]): a["answer"] for a in fixture["answers"]}
        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args): pass
            def do_GET(self):
                body = json.dumps({"object": "list", "data": [{"id": "stub", "owned_by": "stub"}]}).encode()
                self.send_response(200); self.send_header("Content-Length", str(len(body))); self.end_headers(); self.wfile.write(body)
            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", "0"))))
                system = body["messages"][0]["content"]
                action = next((a for p, a in prompts if system.startswith(p)), None)
                text = answers.get((action, body["messages"][-1]["content"].strip()))
                if text is None:
                    self.send_response(500); self.send_header("Content-Length", "0"); self.end_headers(); return
                chunk = {"choices": [{"index": 0, "delta": {"content": text}, "finish_reason": "stop"}]}
                data = ("data: " + json.dumps(chunk) + "\n\ndata: [DONE]\n\n").encode()
                self.send_response(200); self.send_header("Content-Type", "text/event-stream")
                self.send_header("Content-Length", str(len(data))); self.end_headers(); self.wfile.write(data)
        """#

    /// The command line of an action of the fixture.
    static func arguments(_ action: String) -> [String] {
        switch action {
        case "concise", "friendly", "professional": ["rewrite", "--tone", action]
        case "instructions:shorter": ["rewrite", "--instructions", "shorter"]
        case "keyPoints": ["key-points"]
        case "summary": ["summarize"]
        default: [action]
        }
    }

    @Test func harmfulAnswersAreRarelyAppliedAndAcceptableOnesAre() throws {
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: Self.fixtureURL))
        let stub = try LocalHTTPStub(body: Self.handler, arguments: [Self.fixtureURL.path])
        defer { stub.stop() }
        let cli = CLITests()
        var applied: [String: Int] = [:]
        var total: [String: Int] = [:]
        for answer in fixture.answers {
            let run = try cli.run(
                Self.arguments(answer.action) + [
                    "--language", "markdown", "--provider", "openai", "--endpoint", stub.endpoint, "--model", "m", "--timeout-ms", "4000",
                ],
                stdin: fixture.paragraphs[answer.paragraph] + "\n")
            // The model's answer was accepted when the command wrote it (status 0), or found
            // in it nothing to change (status 1, the text given back as it was); status 3 is
            // the built-in engine standing in.
            let modelApplied = run.status == 0 || run.status == 1 && run.stderr.contains("nothing to change")
            total[answer.label, default: 0] += 1
            if modelApplied { applied[answer.label, default: 0] += 1 }
        }
        let harmful = Double(applied["harmful", default: 0]) / Double(max(total["harmful", default: 0], 1))
        let acceptable = Double(applied["acceptable", default: 0]) / Double(max(total["acceptable", default: 0], 1))
        print("model replay: \(total) answers, applied \(applied)")
        #expect(total["harmful", default: 0] >= 50 && total["acceptable", default: 0] >= 10)
        #expect(harmful <= 0.10, "harmful answers applied: \(applied["harmful", default: 0]) of \(total["harmful", default: 0])")
        #expect(
            acceptable >= 0.80, "acceptable answers applied: \(applied["acceptable", default: 0]) of \(total["acceptable", default: 0])")
    }
}
