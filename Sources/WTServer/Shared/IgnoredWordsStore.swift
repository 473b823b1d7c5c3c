import Foundation

/// Words ignored per document ("Ignore “word” in this document"), remembered
/// across restarts in `ignored-words.json` beside the user dictionary.
struct IgnoredWordsStore: Sendable {
    /// A store larger than this is not read.
    static let maxBytes = 8 << 20

    let file: ConfinedFile

    init(directory: URL) {
        file = ConfinedFile(url: directory.appendingPathComponent("ignored-words.json"), scope: .user)
    }

    /// The words ignored in the document at `uri`.
    func words(for uri: String) -> Set<String> {
        Set(read()[uri] ?? [])
    }

    /// Remembers `word` for `uri` (locked, re-read, atomically replaced).
    func add(_ word: String, for uri: String) throws(FileAccessError) {
        try FileLock.withLock(on: file.url) { () throws(FileAccessError) in
            var all = read()
            var words = Set(all[uri] ?? [])
            words.insert(word)
            all[uri] = words.sorted()
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(all) else { throw .unwritable(file.url.path) }
            try file.replace(with: data)
        }
    }

    private func read() -> [String: [String]] {
        guard let data = try? file.read(limit: Self.maxBytes) else { return [:] }
        return (try? JSONDecoder().decode([String: [String]].self, from: data)) ?? [:]
    }
}
