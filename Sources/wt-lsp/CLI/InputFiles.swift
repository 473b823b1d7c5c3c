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
    /// the file name; stdin defaults to plain text.
    static func read(_ path: String, language: String?) throws -> InputFile {
        let snapshot = path == "-" ? nil : try FileSnapshot(path: path)
        let data = snapshot?.data ?? FileHandle.standardInput.readDataToEndOfFile()
        let resolved = language.map(DocumentLanguage.init(languageID:)) ?? DocumentLanguage(fileName: path) ?? .plaintext
        return InputFile(path: path, text: String(decoding: data, as: UTF8.self), language: resolved, snapshot: snapshot)
    }

    /// Expands folders into the supported files they hold (recursing, skipping
    /// hidden folders and files, and links that lead out of the folder or to
    /// anything but a regular file), in a stable order. Missing paths are errors.
    static func expand(_ paths: [String]) throws -> [String] {
        var result: [String] = []
        let fm = FileManager.default
        for path in paths {
            if path == "-" {
                result.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw InputError("cannot read \(PrintedText.path(path)): no such file or folder")
            }
            guard isDirectory.boolValue else {
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

    /// Whether `url`, found under `root`, is a regular file whose real path lies inside `root`.
    private static func staysInside(_ url: URL, _ root: URL) -> Bool {
        guard let real = ConfinedFile.resolve(url.path), let base = ConfinedFile.resolve(root.path) else { return false }
        var info = stat()
        return (real.hasPrefix(base + "/") || base == "/") && stat(real, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
