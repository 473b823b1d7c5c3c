import Foundation
import WritingEngine

/// One input of `check`/`ignored`: a file or stdin, with its text and language.
struct InputFile {
    /// Files larger than this are not read.
    static let maxBytes = 64 << 20

    var path: String
    var text: String
    var language: DocumentLanguage
    /// The file as read (nil for stdin), for `check --fix` to see whether it changed since.
    var snapshot: FileSnapshot?

    /// Reads `path` (`-` is stdin). The language comes from `--language`, else
    /// the file name; stdin defaults to plain text. A binary file (a NUL byte
    /// in its first 8,000 bytes) is not read: the error says so
    /// (`InputError.isBinary`). Bytes that are not UTF-8 are read as U+FFFD,
    /// with one warning for the file.
    static func read(_ path: String, language: String?) throws(InputError) -> InputFile {
        let snapshot = path == "-" ? nil : try FileSnapshot(path: path)
        let data = snapshot?.data ?? FileHandle.standardInput.readDataToEndOfFile()
        guard !data.prefix(8_000).contains(0) else {
            throw InputError("\(PrintedText.path(path)) is a binary file; it was not read", isBinary: true)
        }
        let resolved = language.map(DocumentLanguage.init(languageID:)) ?? DocumentLanguage(fileName: path) ?? .plaintext
        let text = String(decoding: data, as: UTF8.self)
        if text.utf8.count != data.count || !data.elementsEqual(text.utf8) {
            CLISettings.warn("\(PrintedText.path(path)) is not valid UTF-8; its invalid bytes are read as U+FFFD")
        }
        return InputFile(path: path, text: text, language: resolved, snapshot: snapshot)
    }

    /// The value of `--language`, checked: an id no format or code language
    /// answers to is a usage error that lists the valid ones.
    static func languageFlag(_ args: inout Arguments) throws -> String? {
        guard let id = try args.take("language") else { return nil }
        guard DocumentLanguage(knownLanguageID: id) != nil else {
            throw UsageError(
                "unknown --language “\(id)”; use one of \(DocumentLanguage.knownIdentifiers.joined(separator: ", "))")
        }
        return id
    }

    /// Expands folders into the supported files they hold (recursing, skipping
    /// hidden folders and files, and links that lead out of the folder or to
    /// anything but a regular file), in a stable order. Missing paths are errors.
    static func expand(_ paths: [String]) throws(InputError) -> [String] {
        var result: [String] = []
        let fm = FileManager.default
        for path in paths {
            if path == "-" {
                result.append(path)
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                throw InputError("cannot read \(PrintedText.path(path)): \(Self.reason(errno))")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                result.append(path)
                continue
            }
            var found: [String] = []
            let root = URL(fileURLWithPath: path)
            if let walker = fm.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) {
                for case let url as URL in walker {
                    let name = url.lastPathComponent
                    if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                        if name == "node_modules" || name == ".build" { walker.skipDescendants() }
                        continue
                    }
                    if DocumentLanguage(fileName: name) != nil, Self.staysInside(url, root) {
                        let relative = url.path.hasPrefix(root.path) ? String(url.path.dropFirst(root.path.count)) : "/" + name
                        found.append(path.hasSuffix("/") ? path + relative.dropFirst() : path + relative)
                    }
                }
            }
            result += found.sorted()
        }
        return result
    }

    /// Why `stat` failed, in words.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file or folder"
        case ELOOP: "its symbolic links form a loop"
        case EACCES: "permission denied"
        default: String(cString: strerror(code))
        }
    }

    /// Whether `url`, found under `root`, is a regular file whose real path lies inside `root`.
    private static func staysInside(_ url: URL, _ root: URL) -> Bool {
        guard let real = ConfinedFile.resolve(url.path), let base = ConfinedFile.resolve(root.path) else { return false }
        var info = stat()
        return (real.hasPrefix(base + "/") || base == "/") && stat(real, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
