import Foundation

/// Where a file's workspace settings come from, one rule for the command
/// line and the language server: the nearest folder holding `.wt-lsp.json`
/// or `.wt-lsp/`, looking upward from the file's folder and no further than
/// the repository root (a folder holding `.git`) or a workspace folder,
/// whichever comes first. A folder above the repository is someone else's:
/// a `.wt-lsp.json` in a home folder must not silence a clone's checks.
enum ConfigurationFolder {
    /// The folder whose settings apply to the file at `file`, or nil.
    /// `boundaries` are the editor's workspace folders (none for the command line).
    static func of(file: URL, boundaries: [URL] = []) -> URL? {
        search(from: file.deletingLastPathComponent(), boundaries: boundaries)
    }

    /// The folder whose settings apply to files in `folder` (stdin: the current folder), or nil.
    static func search(from folder: URL, boundaries: [URL] = []) -> URL? {
        let fm = FileManager.default
        let stops = Set(boundaries.map { $0.standardizedFileURL.path })
        var folder = folder.standardizedFileURL
        while true {
            if fm.fileExists(atPath: folder.appendingPathComponent(".wt-lsp.json").path)
                || fm.fileExists(atPath: folder.appendingPathComponent(".wt-lsp").path)
            {
                return folder
            }
            if stops.contains(folder.path) || fm.fileExists(atPath: folder.appendingPathComponent(".git").path) { return nil }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
