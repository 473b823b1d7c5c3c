import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The user dictionary written by several servers at once, and by a server
/// killed in the middle: no word that was acknowledged is ever lost, and the
/// file never holds a broken line (lock, re-read, temp file + rename).
@Suite struct RobustDictionaryTests {
    static func configFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wt-dict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func server(_ config: URL) throws -> ServerProcess {
        let server = try ServerProcess(environment: ["XDG_CONFIG_HOME": config.path])
        try server.initialize()
        return server
    }

    static func words(in config: URL) -> [String] {
        let url = config.appendingPathComponent("wt-lsp/dictionary.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init)
    }

    /// Sends an add without waiting; returns the request id.
    static func add(_ server: ServerProcess, _ word: String, id: Int) {
        server.send([
            "jsonrpc": "2.0", "id": id, "method": "workspace/executeCommand",
            "params": ["command": "writingTools.addToDictionary", "arguments": [["word": word, "scope": "user"]]],
        ])
    }

    /// The ids among `ids` that got a successful answer.
    static func acknowledged(_ server: ServerProcess, _ ids: Range<Int>) -> Set<Int> {
        Set(
            server.received.compactMap { m -> Int? in
                guard let id = m["id"] as? Int, ids.contains(id), m["method"] == nil, m["error"] == nil else { return nil }
                return id
            })
    }

    @Test func twoServersAddingAtOnceLoseNoWord() throws {
        let config = try Self.configFolder()
        let a = try Self.server(config)
        let b = try Self.server(config)
        let n = 60
        for k in 0..<n {
            Self.add(a, "alphaword\(k)", id: 1000 + k)
            Self.add(b, "betaword\(k)", id: 1000 + k)
        }
        for server in [a, b] {
            _ = try server.waitFor(timeout: 60) { $0["id"] as? Int == 1000 + n - 1 && $0["method"] == nil }
            #expect(Self.acknowledged(server, 1000..<(1000 + n)).count == n)
        }
        let words = Self.words(in: config)
        let expected = Set((0..<n).flatMap { ["alphaword\($0)", "betaword\($0)"] })
        #expect(Set(words) == expected, "missing: \(expected.subtracting(words).sorted().prefix(5))")
        #expect(words.count == expected.count, "a word was written twice")
        #expect(try a.shutdown() == 0)
        #expect(try b.shutdown() == 0)
    }

    /// kill -9 at several moments while a server adds words: the file is
    /// always whole lines of added words, every acknowledged word is there,
    /// and the next server can still take the lock and add.
    @Test func killNineMidWriteLosesNoAcknowledgedWord() throws {
        let config = try Self.configFolder()
        var acknowledged = Set<String>()
        let all = (0..<400).map { "killword\($0)" }
        var next = 0
        for round in 0..<6 {
            let server = try Self.server(config)
            let first = next
            let count = 50 + round * 10
            for k in 0..<count where next < all.count {
                Self.add(server, all[next], id: 5000 + k)
                next += 1
            }
            // Let some of the adds through, then kill without warning.
            _ = try? server.waitFor(timeout: 10) { ($0["id"] as? Int).map { $0 >= 5000 + round * 7 } ?? false }
            kill(server.process.processIdentifier, SIGKILL)
            server.process.waitUntilExit()
            for id in Self.acknowledged(server, 5000..<(5000 + count)) { acknowledged.insert(all[first + id - 5000]) }
            let words = Self.words(in: config)
            #expect(Set(words).isSubset(of: Set(all)), "round \(round): a broken line in \(words.filter { !all.contains($0) })")
            #expect(acknowledged.isSubset(of: Set(words)), "round \(round): lost \(acknowledged.subtracting(words).sorted().prefix(5))")
        }
        // The lock was released with the killed processes.
        let last = try Self.server(config)
        Self.add(last, "afterthekill", id: 424_242)
        let answer = try last.waitFor(timeout: 20) { $0["id"] as? Int == 424_242 && $0["method"] == nil }
        #expect(answer["error"] == nil)
        #expect(Self.words(in: config).contains("afterthekill"))
        #expect(acknowledged.isSubset(of: Set(Self.words(in: config))))
        #expect(try last.shutdown() == 0)
    }

    /// Added words take effect in the other server after a reload (file watch).
    @Test func aWordAddedByOneServerIsKnownToTheOtherAfterReload() throws {
        let config = try Self.configFolder()
        let a = try Self.server(config)
        let b = try Self.server(config)
        b.open("file:///doc.md", "A zorblaxian idea.\n")
        let before = try b.diagnostics(for: "file:///doc.md")
        #expect(before.contains { slice("A zorblaxian idea.\n", $0["range"] as! [String: Any]) == "zorblaxian" })
        Self.add(a, "zorblaxian", id: 424_243)
        _ = try a.waitFor { $0["id"] as? Int == 424_243 && $0["method"] == nil }
        let from = b.messageCount
        b.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": [["uri": config.appendingPathComponent("wt-lsp/dictionary.txt").absoluteString, "type": 2]]])
        // (A push of the word's suggestions may still come first.)
        _ = try b.waitFor(from: from) { message in
            let params = message["params"] as? [String: Any]
            guard message["method"] as? String == "textDocument/publishDiagnostics", params?["uri"] as? String == "file:///doc.md" else {
                return false
            }
            return !((params?["diagnostics"] as? [[String: Any]]) ?? []).contains {
                slice("A zorblaxian idea.\n", $0["range"] as! [String: Any]) == "zorblaxian"
            }
        }
        #expect(try a.shutdown() == 0)
        #expect(try b.shutdown() == 0)
    }
}
