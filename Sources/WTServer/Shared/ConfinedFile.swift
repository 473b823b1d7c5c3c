import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Who vouches for a file the server reads or writes, and so how far it may be trusted.
enum FileScope: Sendable, Hashable {
    /// A file the user chose (the user config folder, `--config`): links are
    /// followed, as the user made them.
    case user
    /// A file inside a workspace folder, which may be a repository someone
    /// else wrote: it is read and written only when it is a regular file
    /// whose real path lies inside the folder.
    case workspace(URL)
}

/// A file read or written on a scope's terms (see `FileScope`), with a size
/// cap, never blocking on a FIFO and never following a link out of its
/// workspace.
struct ConfinedFile: Sendable, Hashable {
    let url: URL
    let scope: FileScope

    /// The file's bytes; nil when it does not exist. Throws when the file is
    /// not a regular file, lies outside its workspace, or is over `limit` bytes.
    func read(limit: Int) throws(FileAccessError) -> Data? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadable(url.path)
        }
        let real = try realPath()
        let fd = open(real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(url.path) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .notRegular(url.path) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(url.path, limit: limit) }
        var data = Data(count: Int(info.st_size))
        var done = 0
        let total = data.count
        while done < total {
            let n = data.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + done, total - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            done += n
        }
        return data.prefix(done)
    }

    /// Replaces the file's content atomically (a new file beside the real
    /// target, renamed over it), keeping its permissions; creates the
    /// folders it needs, each of which must stay inside the workspace.
    func replace(with data: Data) throws(FileAccessError) {
        try makeParentFolder()
        var target = url.path
        var mode: mode_t = 0o644
        var info = stat()
        if lstat(url.path, &info) == 0 {
            target = try realPath()
            guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .notRegular(url.path) }
            mode = info.st_mode & 0o777
        }
        try AtomicWrite.replace(target, with: data, mode: mode)
    }

    /// The real path, checked against the scope.
    private func realPath() throws(FileAccessError) -> String {
        guard let real = Self.resolve(url.path) else { throw .danglingLink(url.path) }
        try confine(real)
        return real
    }

    private func confine(_ real: String) throws(FileAccessError) {
        guard case .workspace(let folder) = scope else { return }
        guard let root = Self.resolve(folder.path), real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw .outsideWorkspace(url.path)
        }
    }

    private func makeParentFolder() throws(FileAccessError) {
        let parent = url.deletingLastPathComponent()
        var folders: [URL] = []
        var folder = parent
        while !FileManager.default.fileExists(atPath: folder.path) {
            folders.append(folder)
            let up = folder.deletingLastPathComponent()
            if up.path == folder.path { break }
            folder = up
        }
        for f in folders.reversed() {
            guard mkdir(f.path, 0o755) == 0 || errno == EEXIST else { throw .unwritable(f.path) }
        }
        guard let real = Self.resolve(parent.path) else { throw .danglingLink(parent.path) }
        try confine(real)
    }

    /// `realpath(3)`: nil when a component does not exist.
    static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Writes a new file next to `path` (created exclusively, never through a
/// link), syncs it and renames it over `path`.
enum AtomicWrite {
    static func replace(_ path: String, with data: Data, mode: mode_t) throws(FileAccessError) {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var temp = ""
        var fd: Int32 = -1
        for _ in 0..<8 {
            temp = folder + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
            fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .unwritable(path) }
        fchmod(fd, mode)
        let written = data.withUnsafeBytes { bytes -> Bool in
            var done = 0
            while done < bytes.count {
                let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        let synced = fsync(fd) == 0
        close(fd)
        guard written, synced, rename(temp, path) == 0 else {
            unlink(temp)
            throw .unwritable(path)
        }
    }
}

/// Why a file was not read or written.
enum FileAccessError: Error, CustomStringConvertible, Equatable {
    case unreadable(String)
    case unwritable(String)
    case notRegular(String)
    case danglingLink(String)
    case outsideWorkspace(String)
    case tooLarge(String, limit: Int)
    case tooDeep(String)
    case cannotLock(String)

    var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path)"
        case .unwritable(let path): "cannot write \(path)"
        case .notRegular(let path): "\(path) is not a regular file; it was not used"
        case .danglingLink(let path): "\(path) is a link to nothing; it was not used"
        case .outsideWorkspace(let path): "\(path) leads outside its workspace folder; it was not used"
        case .tooLarge(let path, let limit): "\(path) is larger than \(limit / 1024) KiB; it was not read"
        case .tooDeep(let path): "\(path) nests deeper than \(JSON5.maxDepth) levels; it was not read"
        case .cannotLock(let path): "cannot lock \(path)"
        }
    }
}
