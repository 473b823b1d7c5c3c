import Foundation

/// Words ignored per document ("Ignore “word” in this document"), remembered
/// across restarts in `ignored-words.json` beside the user dictionary.
struct IgnoredWordsStore: Sendable {
    let url: URL

    init(directory: URL) {
        url = directory.appendingPathComponent("ignored-words.json")
    }

    /// The words ignored in the document at `uri`.
    func words(for uri: String) -> Set<String> {
        Set(read()[uri] ?? [])
    }

    /// Remembers `word` for `uri` (locked, re-read, atomically replaced).
    func add(_ word: String, for uri: String) throws {
        try FileLock.withLock(on: url) {
            var all = read()
            var words = Set(all[uri] ?? [])
            words.insert(word)
            all[uri] = words.sorted()
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            try AtomicFile.write(try encoder.encode(all), to: url)
        }
    }

    private func read() -> [String: [String]] {
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return (try? JSONDecoder().decode([String: [String]].self, from: data)) ?? [:]
    }
}
