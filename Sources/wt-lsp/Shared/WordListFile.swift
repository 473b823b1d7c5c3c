import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A one-word-a-line file (a user or workspace dictionary).
///
/// Adding a word takes an exclusive lock on a side lock file, re-reads the
/// file, and replaces it atomically (temp file + rename), so two servers
/// adding at once, or a crash mid-write, lose no word.
struct WordListFile: Sendable {
    let url: URL

    /// The words in the file (empty when it does not exist).
    func read() -> [String] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        return String(decoding: data, as: UTF8.self)
            .split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Adds `words` not already present. Throws when the file cannot be written.
    func add(_ words: [String]) throws {
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

    /// Removes `words`. Throws when the file cannot be written.
    func remove(_ words: Set<String>) throws {
        try update { $0.filter { !words.contains($0) } }
    }

    private func update(_ change: ([String]) -> [String]) throws {
        try FileLock.withLock(on: url) {
            let before = read()
            let after = change(before)
            guard after != before else { return }
            try AtomicFile.write(Data((after.joined(separator: "\n") + "\n").utf8), to: url)
        }
    }
}

/// An exclusive advisory lock on a side file (`<file>.lock`), shared by every
/// process that writes `<file>`.
enum FileLock {
    static func withLock<T>(on url: URL, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lockPath = url.path + ".lock"
        let lock = open(lockPath, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw WordListError.cannotLock(lockPath) }
        defer { close(lock) }
        while flock(lock, LOCK_EX) != 0 {
            if errno != EINTR { throw WordListError.cannotLock(lockPath) }
        }
        defer { flock(lock, LOCK_UN) }
        return try body()
    }
}

/// Replaces a file atomically: write a temp file beside it, sync, rename.
enum AtomicFile {
    static func write(_ data: Data, to url: URL) throws {
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        guard FileManager.default.createFile(atPath: temp.path, contents: data) else {
            throw WordListError.cannotWrite(temp.path)
        }
        let fd = open(temp.path, O_RDONLY)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
        guard rename(temp.path, url.path) == 0 else {
            unlink(temp.path)
            throw WordListError.cannotWrite(url.path)
        }
    }
}

enum WordListError: Error, CustomStringConvertible {
    case cannotLock(String)
    case cannotWrite(String)

    var description: String {
        switch self {
        case .cannotLock(let path): "cannot lock \(path)"
        case .cannotWrite(let path): "cannot write \(path)"
        }
    }
}
