import Foundation
import Testing

/// The built server over real pipes: lifecycle, errors, encodings, sync.
@Suite struct LifecycleTests {
    @Test func requestsBeforeInitializeAreRefused() throws {
        let server = try ServerProcess()
        let response = try server.request("textDocument/codeAction", ["textDocument": ["uri": "file:///a.md"]])
        #expect(((response["error"] as? [String: Any])?["code"] as? Int) == -32002)
        server.process.terminate()
    }

    @Test func initializeReportsCapabilitiesAndExitIsClean() throws {
        let server = try ServerProcess()
        let response = try server.initialize(encodings: ["utf-8", "utf-16"])
        let capabilities = (response["result"] as? [String: Any])?["capabilities"] as? [String: Any] ?? [:]
        #expect(capabilities["positionEncoding"] as? String == "utf-8")
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        let behavior = ((capabilities["experimental"] as? [String: Any])?["writingTools"] as? [String: Any])?["behavior"] as? String
        #expect(behavior == "complete")
        #expect(try server.shutdown() == 0)
    }

    @Test func everyAnswerSentBeforeExitReachesTheClient() throws {
        let server = try ServerProcess()
        try server.initialize()
        // Answers of about 100 kB each outgrow the pipe's buffer many times over:
        // they are still being written when `exit` is read.
        let text = Array(repeating: "Teh recieved mesage was definately wierd.", count: 400).joined(separator: " ")
        var frames = Data()
        func frame(_ object: [String: Any]) {
            let body = try! JSONSerialization.data(withJSONObject: object)
            frames += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        let checks = 1000..<1030
        for id in checks {
            frame(["jsonrpc": "2.0", "id": id, "method": "writingTools/check", "params": ["text": text, "languageId": "markdown"]])
        }
        frame(["jsonrpc": "2.0", "id": 2000, "method": "shutdown"])
        frame(["jsonrpc": "2.0", "method": "exit"])
        server.sendRaw(frames)
        #expect(server.waitForExit(timeout: 60) == 0)
        for id in checks {
            let answer = try server.waitFor(timeout: 1) { ($0["id"] as? Int) == id }
            #expect(((answer["result"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == false)
        }
        _ = try server.waitFor(timeout: 1) { ($0["id"] as? Int) == 2000 }
    }

    @Test func exitWithoutShutdownIsStatusOne() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.notify("exit")
        #expect(server.waitForExit() == 1)
    }

    @Test func unknownMethodsMalformedJSONAndBadParamsKeepTheServerAlive() throws {
        let server = try ServerProcess()
        try server.initialize()
        let unknown = try server.request("wt/noSuchMethod", [String: Any]())
        #expect(((unknown["error"] as? [String: Any])?["code"] as? Int) == -32601)
        server.sendRaw(Data("Content-Length: 9\r\n\r\n{not json".utf8))
        let parse = try server.waitFor { (($0["error"] as? [String: Any])?["code"] as? Int) == -32700 }
        #expect(parse["id"] is NSNull)
        let bad = try server.request("textDocument/codeAction", ["textDocument": 5])
        #expect(((bad["error"] as? [String: Any])?["code"] as? Int) == -32602)
        // Invalid UTF-8 inside a string body.
        server.sendRaw(Data("Content-Length: 4\r\n\r\n".utf8) + Data([0x22, 0xFF, 0xFE, 0x22]))
        let again = try server.request("wt/stillThere", [String: Any]())
        #expect(again["error"] != nil)
        #expect(try server.shutdown() == 0)
    }

    @Test func diagnosticsAtUTF16RangesAfterAnEmojiAndAQuickFix() throws {
        let server = try ServerProcess()
        try server.initialize()
        let text = "# Títle 😀\n\nThe 😀 cat sat on teh mat.\n"
        server.open("file:///doc.md", text)
        let diagnostics = try server.diagnostics(for: "file:///doc.md")
        let teh = try #require(diagnostics.first { slice(text, $0["range"] as! [String: Any]) == "teh" })
        #expect(teh["source"] as? String == "wt-lsp")
        #expect(teh["code"] as? String == "spelling")
        #expect(((teh["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int == 18)
        let actions = try server.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": "file:///doc.md"], "range": teh["range"]!, "context": ["diagnostics": [teh]]])
        let list = actions["result"] as? [[String: Any]] ?? []
        let preferred = try #require(list.first { $0["isPreferred"] as? Bool == true })
        #expect((preferred["title"] as? String)?.contains("“the”") == true)
        let changes = (preferred["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]]
        #expect(((changes?.first?["textDocument"] as? [String: Any])?["version"] as? Int) == 1)
        #expect(list.contains { ($0["title"] as? String)?.hasPrefix("Add “teh” to dictionary") == true })
        #expect(try server.shutdown() == 0)
    }

    @Test func fixAllTakesTheSafeFixesAtUTF16Ranges() throws {
        let server = try ServerProcess()
        try server.initialize()
        let text = "😀 The the cat sat  on a apple. Its fine.\n"
        server.open("file:///all.md", text)
        _ = try server.diagnostics(for: "file:///all.md")
        let actions = try server.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": "file:///all.md"],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                "context": ["diagnostics": [], "only": ["source.fixAll.wt-lsp"]],
            ])
        let action = try #require((actions["result"] as? [[String: Any]])?.first)
        #expect(
            action["title"] as? String
                == "Fix all safe proofreading issues (3): repeated word, double space, article before a vowel sound")
        let change = ((action["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first
        let edits = (change?["edits"] as? [[String: Any]] ?? []).map { edit in
            (((edit["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int ?? -1, edit["newText"] as? String ?? "")
        }
        // "😀 " is three UTF-16 code units; "Its" is not a safe fix.
        #expect(edits.map(\.0) == [3, 18, 23] && edits.map(\.1) == ["The", " ", "an"])
        #expect(try server.shutdown() == 0)
    }

    /// The open documents are the workspace of fix-all: a misspelling that
    /// another open document writes too is not fixed without asking, until
    /// that document is closed.
    @Test func fixAllLeavesAWordAnotherOpenDocumentWrites() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.open("file:///a.md", "I will recieve it, and the mail is definately late.\n")
        server.open("file:///b.md", "They recieve it today.\n")
        _ = try server.diagnostics(for: "file:///a.md")
        _ = try server.diagnostics(for: "file:///b.md")
        #expect(try fixAllTexts(server, "file:///a.md") == ["definitely"])
        server.notify("textDocument/didClose", ["textDocument": ["uri": "file:///b.md"]])
        #expect(try fixAllTexts(server, "file:///a.md") == ["receive", "definitely"])
        #expect(try server.shutdown() == 0)
    }

    /// A misspelling whose correction leads by little is fixed by fix-all
    /// when another open document writes the correction beside the same
    /// words, and not once that document is closed.
    @Test func fixAllSettlesANearTieByTheWordsOfTheOpenDocuments() throws {
        let server = try ServerProcess()
        try server.initialize()
        server.open("file:///a.md", "It coud be faster.\n")
        server.open("file:///b.md", "It could be slower, and it could be done.\n")
        _ = try server.diagnostics(for: "file:///a.md")
        _ = try server.diagnostics(for: "file:///b.md")
        #expect(try fixAllTexts(server, "file:///a.md") == ["could"])
        server.notify("textDocument/didClose", ["textDocument": ["uri": "file:///b.md"]])
        #expect(try fixAllTexts(server, "file:///a.md") == [])
        #expect(try server.shutdown() == 0)
    }

    /// The new texts of the edits of `uri`'s fix-all action, in order.
    private func fixAllTexts(_ server: ServerProcess, _ uri: String) throws -> [String] {
        let actions = try server.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": uri],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                "context": ["diagnostics": [], "only": ["source.fixAll.wt-lsp"]],
            ])
        let action = (actions["result"] as? [[String: Any]])?.first
        let change = ((action?["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first
        return (change?["edits"] as? [[String: Any]] ?? []).compactMap { $0["newText"] as? String }
    }

    @Test func incrementalChangeClearsTheFixedWord() throws {
        let server = try ServerProcess()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let uri = "file:///inc.md"
        server.open(uri, "The cat sat on teh mat.\n")
        #expect(try server.diagnostics(for: uri).count == 1)
        let mark = server.messageCount
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    ["range": ["start": ["line": 0, "character": 15], "end": ["line": 0, "character": 18]], "text": "the"]
                ],
            ])
        #expect(try server.diagnostics(for: uri, from: mark).isEmpty)
        #expect(try server.shutdown() == 0)
    }

    /// The pushes of diagnostics for `uri` received so far, in order.
    private func pushes(_ server: ServerProcess, _ uri: String) -> [[String: Any]] {
        server.received.compactMap { message in
            guard (message["method"] as? String) == "textDocument/publishDiagnostics",
                let params = message["params"] as? [String: Any], params["uri"] as? String == uri
            else { return nil }
            return params
        }
    }

    private func suggestions(_ diagnostic: [String: Any]) -> [String] {
        ((diagnostic["data"] as? [String: Any])?["suggestions"] as? [String]) ?? []
    }

    @Test func manyNewMisspellingsArePushedAtOnceThenAgainWithTheirSuggestions() throws {
        let server = try ServerProcess()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let uri = "file:///new.md"
        server.open(uri, "We rode a bycyclle to the libary with an umbrela.\n")
        _ = try server.waitFor { message in
            let params = message["params"] as? [String: Any]
            return params?["uri"] as? String == uri
                && ((params?["diagnostics"] as? [[String: Any]]) ?? []).contains { suggestions($0).first == "bicycle" }
        }
        let all = pushes(server, uri)
        #expect(all.count == 2)
        let first = (all.first?["diagnostics"] as? [[String: Any]]) ?? []
        #expect(first.map { $0["message"] as? String } == ["bycyclle", "libary", "umbrela"].map { "Possible spelling mistake: “\($0)”." })
        #expect(first.allSatisfy { suggestions($0).isEmpty })
        let second = (all.last?["diagnostics"] as? [[String: Any]]) ?? []
        #expect(second.map { suggestions($0).first } == ["bicycle", "library", "umbrella"])
        #expect(all.map { $0["version"] as? Int } == [1, 1])
        #expect(try server.shutdown() == 0)
    }

    @Test func anEditThatBringsOneNewMisspellingIsPushedOnceWithItsSuggestions() throws {
        let server = try ServerProcess()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let uri = "file:///edit.md"
        server.open(uri, "We rode home.\n")
        #expect(try server.diagnostics(for: uri).isEmpty)
        let mark = server.messageCount
        server.notify(
            "textDocument/didChange",
            [
                "textDocument": ["uri": uri, "version": 2],
                "contentChanges": [
                    ["range": ["start": ["line": 0, "character": 8], "end": ["line": 0, "character": 8]], "text": "a bycyclle "]
                ],
            ])
        let diagnostics = try server.diagnostics(for: uri, from: mark)
        #expect(diagnostics.map { suggestions($0).first } == ["bicycle"])
        #expect(try server.shutdown() == 0)
        #expect(pushes(server, uri).count == 2)
    }

    @Test func aQuickFixAskedRightAfterOpeningHasTheSuggestions() throws {
        let server = try ServerProcess()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let uri = "file:///fix.md"
        server.open(uri, "Read the documantation, the manul and the tutorail first.\n")
        let range: [String: Any] = ["start": ["line": 0, "character": 9], "end": ["line": 0, "character": 22]]
        let response = try server.request(
            "textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": [Any]()]])
        let list = response["result"] as? [[String: Any]] ?? []
        let preferred = try #require(list.first { $0["isPreferred"] as? Bool == true })
        #expect(preferred["title"] as? String == "Replace with “documentation”")
        // The request ranked what was left; the editor still gets a push with the suggestions.
        _ = try server.waitFor { message in
            let params = message["params"] as? [String: Any]
            return params?["uri"] as? String == uri
                && ((params?["diagnostics"] as? [[String: Any]]) ?? []).contains { suggestions($0).first == "documentation" }
        }
        #expect(try server.shutdown() == 0)
    }

    @Test func endOfInputPushesTheSuggestionsStillBeingRanked() throws {
        let server = try ServerProcess()
        try server.initialize(options: ["diagnostics": ["debounceMs": 0]])
        let uri = "file:///eof.md"
        server.open(uri, "An unusuall wurd in a sentance.\n")
        server.closeInput()
        #expect(server.waitForExit() == 0)
        let last = try #require((pushes(server, uri).last?["diagnostics"] as? [[String: Any]])?.first)
        #expect(suggestions(last).first == "unusual")
    }

    @Test func endOfInputFinishesPendingWork() throws {
        let server = try ServerProcess()
        try server.initialize(options: ["diagnostics": ["debounceMs": 5000]])
        server.open("file:///p.md", "Piped in.\n")
        server.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": "file:///p.md", "version": 2], "contentChanges": [["text": "Piped in with teh mistake.\n"]]])
        server.send(["jsonrpc": "2.0", "id": 99, "method": "writingTools/check", "params": ["text": "Also recieve this."]])
        server.closeInput()
        #expect(server.waitForExit() == 0)
        let published = server.received.filter {
            ($0["method"] as? String) == "textDocument/publishDiagnostics"
                && !((($0["params"] as? [String: Any])?["diagnostics"] as? [Any]) ?? []).isEmpty
        }
        #expect(!published.isEmpty, "the debounced diagnostics were not published before exit")
        let check = server.received.first { ($0["id"] as? Int) == 99 }
        let diagnostics = ((check?["result"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
        #expect(diagnostics.contains { (($0["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int == 5 })
    }
}

/// Quick fixes that insert directives.
@Suite struct DirectiveFixTests {
    @Test func ignoreThisLineAndDisableRuleInsertComments() throws {
        let server = try ServerProcess()
        try server.initialize()
        let uri = "file:///d.md"
        let text = "---\ntitle: x\n---\n\nSome text.\n  The cat sat on teh mat.\n"
        server.open(uri, text)
        let diagnostics = try server.diagnostics(for: uri)
        let teh = try #require(diagnostics.first { slice(text, $0["range"] as! [String: Any]) == "teh" })
        let response = try server.request(
            "textDocument/codeAction", ["textDocument": ["uri": uri], "range": teh["range"]!, "context": ["diagnostics": [teh]]])
        let actions = response["result"] as? [[String: Any]] ?? []
        func insertion(_ title: String) -> (line: Int?, text: String?) {
            let action = actions.first { $0["title"] as? String == title }
            let edit = ((action?["edit"] as? [String: Any])?["documentChanges"] as? [[String: Any]])?.first?["edits"] as? [[String: Any]]
            let start = (edit?.first?["range"] as? [String: Any])?["start"] as? [String: Any]
            return (start?["line"] as? Int, edit?.first?["newText"] as? String)
        }
        let ignore = insertion("Ignore this line")
        #expect(ignore.line == 5 && ignore.text == "  <!-- wt-lsp-ignore-next-line -->\n")
        let disable = insertion("Disable rule ‘spelling’ in this file")
        #expect(disable.line == 3 && disable.text == "<!-- wt-lsp-disable spelling -->\n")
        #expect(try server.shutdown() == 0)
    }

    /// A client may send every diagnostic of the line: only those touching
    /// the range bring their fixes, and the directives come once each.
    @Test func onlyTheRangesDiagnosticsAndEachDirectiveOnce() throws {
        let server = try ServerProcess()
        try server.initialize()
        let uri = "file:///line.md"
        let text = "We wrote teh plan and a mistaek in it.\n"
        server.open(uri, text)
        let diagnostics = try server.diagnostics(for: uri)
        #expect(diagnostics.count == 2)
        func titles(_ range: Any) throws -> [String] {
            let response = try server.request(
                "textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": diagnostics]])
            return (response["result"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        }
        let mistaek = try #require(diagnostics.first { slice(text, $0["range"] as! [String: Any]) == "mistaek" })
        let one = try titles(mistaek["range"]!)
        #expect(one.contains("Replace with “mistake”") && !one.contains("Replace with “the”"), "\(one)")
        #expect(!one.contains { $0.contains("“teh”") }, "\(one)")
        let line = ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 38]]
        let both = try titles(line)
        #expect(both.contains("Replace with “mistake”") && both.contains("Replace with “the”"), "\(both)")
        #expect(both.filter { $0 == "Ignore this line" }.count == 1, "\(both)")
        #expect(both.filter { $0 == "Disable rule ‘spelling’ in this file" }.count == 1, "\(both)")
        #expect(try server.shutdown() == 0)
    }
}
