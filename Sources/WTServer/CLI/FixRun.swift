import Foundation
import WritingEngine

/// `check --fix [--dry-run]`: the safe fixes of every file (the editor's
/// fix-all set), staged beside the files and then put in place, or printed
/// as a unified diff. What was fixed goes to stderr, one line a file; a dry
/// run adds a line for each fix, with the reason it is certain.
struct FixRun {
    let dryRun: Bool
    /// The unified diff of every file (dry run).
    private(set) var diff = ""
    /// Whether a file could not be fixed (exit status 2).
    private(set) var failed = false
    private var staged: [(file: StagedFile, index: Int, fixed: CheckedFile, count: Int)] = []
    private var targets: Set<String> = []

    init(dryRun: Bool) {
        self.dryRun = dryRun
    }

    /// Whether `path` reaches a file no path before it reached (symbolic
    /// links resolved): each file is checked and fixed once.
    mutating func firstVisit(of path: String) -> Bool {
        targets.insert(URL(fileURLWithPath: path).resolvingSymlinksInPath().path).inserted
    }

    /// Where the fixes of `path`, found under the argument `root`, are
    /// written (symbolic links resolved), or nil with a message on stderr
    /// when the file is left alone: a symbolic link to a file outside the
    /// folder given (or, for a file given, outside its folder), not a
    /// regular file, or not writable (renaming over it would still work).
    private func target(of path: String, root: String) -> URL? {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: root, isDirectory: &isFolder)
        let rootURL = URL(fileURLWithPath: root)
        let folder = (isFolder.boolValue ? rootURL : rootURL.deletingLastPathComponent()).resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        guard target.path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
            Self.note(
                "skipped \(PrintedText.path(path)): a symbolic link to a file outside \(PrintedText.path(isFolder.boolValue ? root : folder))"
            )
            return nil
        }
        let type = (try? FileManager.default.attributesOfItem(atPath: target.path))?[.type] as? FileAttributeType
        guard type == .typeRegular else {
            Self.note("skipped \(PrintedText.path(path)): not a regular file")
            return nil
        }
        guard FileManager.default.isWritableFile(atPath: target.path) else {
            Self.note("skipped \(PrintedText.path(path)): not writable")
            return nil
        }
        return target
    }

    /// Fixes `file` (read as `snapshot`, found under the argument `root`;
    /// its report is `files[index]`). `recheck` proofreads the fixed text.
    /// In a dry run, adds to the diff and returns the fixed file's report;
    /// else stages the fixed text and returns `file`, `commit` replacing it.
    /// Throws when the fixed text cannot be staged.
    mutating func fix(
        _ file: CheckedFile, snapshot: FileSnapshot?, root: String, index: Int, recheck: (String) -> CheckedFile
    ) throws -> CheckedFile {
        let fixes = file.findings.safeFixes()
        guard !fixes.isEmpty, let snapshot, let target = target(of: file.path, root: root) else { return file }
        guard Data(file.document.text.utf8) == snapshot.data else {
            Self.note("skipped \(PrintedText.path(file.path)): not valid UTF-8")
            return file
        }
        let fixedText = fixes.applied(to: file.document.text)
        let fixed = recheck(fixedText)
        if dryRun {
            diff += UnifiedDiff.of(file.document.text, fixes: fixes, path: file.path)
            Self.note("would fix \(Self.issues(fixes.count)) in \(PrintedText.path(file.path))")
            Self.explain(fixes, in: file)
            return fixed
        }
        let stagedFile = try StagedFile(Data(fixedText.utf8), for: file.path, replacing: target, readAs: snapshot)
        staged.append((stagedFile, index, fixed, fixes.count))
        return file
    }

    /// Puts every staged file in place and reports it, or reports why it was
    /// left as it is; `files` gets the reports of the files replaced.
    mutating func commit(into files: inout [CheckedFile]) {
        for entry in staged {
            do {
                try entry.file.commit()
                files[entry.index] = entry.fixed
                Self.note("fixed \(Self.issues(entry.count)) in \(PrintedText.path(entry.file.path))")
            } catch {
                Self.note("\(error)")
                failed = true
            }
        }
        staged = []
    }

    /// Removes every staged file (the run stopped before `commit`).
    mutating func discard() {
        for entry in staged { entry.file.discard() }
        staged = []
    }

    /// One line a fix: `path:line:col: reason: “old” → “new”`, 1-based, the
    /// column in UTF-16 code units as in the text report.
    private static func explain(_ fixes: [TextReplacement], in file: CheckedFile) {
        let bytes = Array(file.document.text.utf8)
        var cursor = file.document.positionCursor(encoding: .utf16)
        let path = PrintedText.path(file.path)
        for fix in fixes {
            let start = cursor.position(of: fix.range.lowerBound)
            let old = String(decoding: bytes[fix.range], as: UTF8.self)
            note("\(path):\(start.line + 1):\(start.character + 1): \(fix.reason?.rawValue ?? "safe fix"): “\(old)” → “\(fix.text)”")
        }
    }

    private static func issues(_ count: Int) -> String { count == 1 ? "1 issue" : "\(count) issues" }

    private static func note(_ message: String) { PrintedText.note(message) }
}
