import Foundation

/// A `.vale.ini` file: its core settings and its `[glob]` sections.
public struct ValeConfiguration: Sendable {
    /// One `[glob]` section.
    struct Section: Sendable {
        var glob: String
        var basedOnStyles: [String] = []
        /// `Style.Rule = YES|NO|suggestion|warning|error`, in order.
        var rules: [(id: String, value: String)] = []
        var tokenIgnores: [String] = []
        var blockIgnores: [String] = []
    }

    /// The configuration file.
    public let path: String
    /// The absolute `StylesPath`, when it is set and allowed.
    public private(set) var stylesPath: String?
    /// Vale's default shows warnings and errors.
    var minAlertLevel = ValeLevel.warning
    var vocab: [String] = []
    var ignoredScopes: [String] = []
    var skippedScopes: [String] = []
    var packages: [String] = []
    var sections: [Section] = []
    /// What could not be used, for people (a refused `StylesPath`, packages not installed…).
    public private(set) var notes: [String] = []

    /// The names Vale looks for, in order.
    public static let fileNames = [".vale.ini", "_vale.ini", "vale.ini", ".vale", "_vale"]

    /// Reads the configuration at `path`. `StylesPath` must stay inside the
    /// repository holding the file unless `trusted` (a file the user named).
    public init(path: String, trusted: Bool) throws {
        self.path = (path as NSString).standardizingPath
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValeRuleError("\(path): cannot be read")
        }
        guard data.count <= 1 << 20 else { throw ValeRuleError("\(path): larger than 1 MiB") }
        parse(String(decoding: data, as: UTF8.self), trusted: trusted)
    }

    /// The configuration found upward from `file`'s folder, up to the repository root (the folder holding `.git`).
    public static func find(from file: String) -> String? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
        while true {
            for name in fileNames {
                let candidate = (folder as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue { return candidate }
            }
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) { return nil }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// The folder holding `.git` above `path`, else `path`'s own folder.
    static func repositoryRoot(of path: String) -> String {
        let start = (path as NSString).deletingLastPathComponent
        var folder = start
        while true {
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return start }
            folder = parent
        }
    }

    private mutating func parse(_ text: String, trusted: Bool) {
        var current: Section?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                if let current { sections.append(current) }
                current = Section(glob: String(line.dropFirst().dropLast()))
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            let list = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if var section = current {
                switch key {
                case "BasedOnStyles": section.basedOnStyles = list
                case "TokenIgnores": section.tokenIgnores = Self.patterns(value)
                case "BlockIgnores": section.blockIgnores = Self.patterns(value)
                default: if key.contains(".") { section.rules.append((key, value)) }
                }
                current = section
                continue
            }
            switch key {
            case "StylesPath": setStylesPath(value, trusted: trusted)
            case "MinAlertLevel": minAlertLevel = ValeLevel(name: value) ?? .warning
            case "Vocab": vocab = list
            case "IgnoredScopes": ignoredScopes = list
            case "SkippedScopes": skippedScopes = list
            case "Packages":
                packages = list
                notes += list.map { "the package “\($0)” is not installed (packages need a download, which wt-lsp does not do)" }
            default: break
            }
        }
        if let current { sections.append(current) }
    }

    /// `TokenIgnores` patterns: separated by commas outside parentheses.
    private static func patterns(_ value: String) -> [String] {
        var result: [String] = []
        var depth = 0
        var current = ""
        for c in value {
            if c == "(" { depth += 1 }
            if c == ")" { depth -= 1 }
            if c == ",", depth == 0 {
                result.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(c)
            }
        }
        result.append(current.trimmingCharacters(in: .whitespaces))
        return result.filter { !$0.isEmpty }
    }

    private mutating func setStylesPath(_ value: String, trusted: Bool) {
        let folder = (path as NSString).deletingLastPathComponent
        let resolved = URL(fileURLWithPath: value, relativeTo: URL(fileURLWithPath: folder, isDirectory: true))
            .standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: Self.repositoryRoot(of: path)).standardizedFileURL.resolvingSymlinksInPath().path
        if trusted || resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            stylesPath = resolved
        } else {
            notes.append("StylesPath “\(value)” is outside the repository holding \(path): its styles are not read")
        }
    }

    /// The sections whose glob matches `file` (a path relative to the configuration's folder, or a file name).
    func sections(for file: String) -> [Section] {
        let name = (file as NSString).lastPathComponent
        return sections.filter { ValeGlob.matches($0.glob, name) || ValeGlob.matches($0.glob, file) }
    }
}

/// Vale's section globs: `*`, `**`, `?`, `{a,b}`.
enum ValeGlob {
    static func matches(_ glob: String, _ name: String) -> Bool {
        expand(glob).contains { wildcard(Array($0), Array(name)) }
    }

    /// `{a,b}` alternatives spelled out (one level of braces).
    private static func expand(_ glob: String) -> [String] {
        guard let open = glob.firstIndex(of: "{"), let close = glob[open...].firstIndex(of: "}") else { return [glob] }
        let head = glob[..<open]
        let tail = String(glob[glob.index(after: close)...])
        return glob[glob.index(after: open)..<close].split(separator: ",", omittingEmptySubsequences: false).flatMap {
            expand(head + $0 + tail)
        }
    }

    /// Iterative wildcard match (`*` may cross folders here, as `**` does).
    private static func wildcard(_ p: [Character], _ s: [Character]) -> Bool {
        var i = 0
        var j = 0
        var star: Int?
        var mark = 0
        while j < s.count {
            if i < p.count, p[i] == "?" || p[i] == s[j] {
                i += 1
                j += 1
            } else if i < p.count, p[i] == "*" {
                star = i
                mark = j
                i += 1
            } else if let star {
                i = star + 1
                mark += 1
                j = mark
            } else {
                return false
            }
        }
        while i < p.count, p[i] == "*" { i += 1 }
        return i == p.count
    }
}
