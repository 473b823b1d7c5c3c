import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-word-a-line file (a user or workspace dictionary).
///
/// Adding a word takes an exclusive lock (kept in the user's cache folder,
/// never beside the file), re-reads the file, and replaces it atomically,
/// so two servers adding at once, or a crash mid-write, lose no word. A
/// workspace dictionary is used only when it is a regular file inside its
/// workspace (see `ConfinedFile`).
struct WordListFile: Sendable {
    /// Dictionaries larger than this are not read.
    static let maxBytes = 8 << 20

    let file: ConfinedFile

    init(url: URL, scope: FileScope) {
        file = ConfinedFile(url: url, scope: scope)
    }

    var url: URL { file.url }

    /// The words in the file (empty when it does not exist). Throws when the
    /// file may not be read.
    func read() throws(FileAccessError) -> [String] {
        guard let data = try file.read(limit: Self.maxBytes) else { return [] }
        return String(decoding: data, as: UTF8.self)
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The words, or none with the reason added to `problems`.
    func read(problems: inout [String]) -> [String] {
        do { return try read() } catch {
            problems.append(error.description)
            return []
        }
    }

    /// Adds `words` not already present. Throws when the file cannot be read or written.
    func add(_ words: [String]) throws(FileAccessError) {
        try update { existing in
            var seen = Set(existing)
            var result = existing
            for word in words where !seen.contains(word) {
                result.append(word)
                seen.insert(word)
            }
            return result
        }
    }

    /// Removes `words`. Throws when the file cannot be read or written.
    func remove(_ words: Set<String>) throws(FileAccessError) {
        try update { $0.filter { !words.contains($0) } }
    }

    private func update(_ change: ([String]) -> [String]) throws(FileAccessError) {
        try FileLock.withLock(on: url) { () throws(FileAccessError) in
            let before = try read()
            let after = change(before)
            guard after != before else { return }
            try file.replace(with: Data((after.joined(separator: "\n") + "\n").utf8))
        }
    }
}

/// An exclusive advisory lock for writing a file, shared by every process
/// that writes it. The lock file lives in `$XDG_CACHE_HOME/wt-lsp/locks`
/// (or `~/.cache/wt-lsp/locks`), named by a hash of the file's path, so
/// nothing is left inside a repository.
enum FileLock {
    static func withLock<T>(on url: URL, _ body: () throws(FileAccessError) -> T) throws(FileAccessError) -> T {
        let folder = lockFolder
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lockPath = folder.appendingPathComponent(lockName(for: url)).path
        let lock = open(lockPath, O_CREAT | O_RDWR | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw .cannotLock(lockPath) }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            if errno != EINTR { throw .cannotLock(lockPath) }
        }
        defer { flock(lock, LOCK_UN) }
        return try body()
    }

    static var lockFolder: URL {
        let env = ProcessInfo.processInfo.environment
        if let xdg = env["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("wt-lsp/locks")
        }
        let home = env["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/wt-lsp/locks")
    }

    /// A name from the 64-bit FNV-1a hash of the file's absolute path.
    static func lockName(for url: URL) -> String {
        let path = ConfinedFile.resolve(url.deletingLastPathComponent().path).map { $0 + "/" + url.lastPathComponent }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (path ?? url.standardizedFileURL.path).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16) + ".lock"
    }
}
