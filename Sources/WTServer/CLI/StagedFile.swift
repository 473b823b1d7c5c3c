import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file as it was read: its bytes and modification date, to tell later
/// whether it changed.
struct FileSnapshot: Equatable {
    var data: Data
    var modified: Date?

    /// Reads the file at `path`, or what a named pipe there gives (a shell's
    /// `<(command)`). The date (of the file a symbolic link leads to) comes
    /// first, so a write during the read shows as a change later.
    init(path: String) throws(InputError) {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let modified = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.modificationDate] as? Date
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError("cannot read \(PrintedText.path(path)): no such file or not readable")
        }
        defer { try? handle.close() }
        self.data = (try? handle.read(upToCount: InputFile.maxBytes + 1)) ?? Data()
        guard data.count <= InputFile.maxBytes else {
            throw InputError("\(PrintedText.path(path)) is larger than \(InputFile.maxBytes >> 20) MiB; it was not read")
        }
        self.modified = modified
    }
}

/// A file's new contents written to a temporary file in the same folder,
/// with the same permissions, waiting to replace the file in one rename.
///
/// `check --fix` stages every file before replacing any, so a failure while
/// staging (an unwritable folder, a full disk) leaves every file as it was.
struct StagedFile {
    /// The path as given, for messages.
    let path: String
    /// The file to replace (symbolic links resolved).
    let target: URL
    private let temporary: URL
    private let snapshot: FileSnapshot

    /// Writes `contents` beside `target` (`path` resolved), which was read as `snapshot`.
    init(_ contents: Data, for path: String, replacing target: URL, readAs snapshot: FileSnapshot) throws {
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).wt-lsp-\(UUID().uuidString.prefix(8))")
        let fm = FileManager.default
        let permissions = (try? fm.attributesOfItem(atPath: target.path))?[.posixPermissions]
        do {
            try contents.write(to: temporary, options: .withoutOverwriting)
            if let permissions { try fm.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path) }
        } catch {
            try? fm.removeItem(at: temporary)
            throw InputError("cannot write the fixes of \(PrintedText.path(path)): \(error.localizedDescription)")
        }
        self.path = path
        self.target = target
        self.temporary = temporary
        self.snapshot = snapshot
    }

    /// Renames the staged file over the target, unless the target changed
    /// since it was read (read again just before, compared with the
    /// snapshot); then the staged file is removed and the target kept.
    ///
    /// - Important: A write between the comparison and the rename is not
    ///   seen; the window is one `stat`, one read and one `rename`.
    func commit() throws {
        guard (try? FileSnapshot(path: target.path)) == snapshot else {
            discard()
            throw InputError("\(PrintedText.path(path)) changed while it was being fixed; left as it is")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw InputError("cannot replace \(PrintedText.path(path)): \(reason)")
        }
    }

    /// Removes the staged file, leaving the target as it is.
    func discard() {
        try? FileManager.default.removeItem(at: temporary)
    }
}
