import Foundation
import WritingEngine

/// The Vale configurations in effect for `check`: the one `--vale-config`
/// names, or the one found upward from each file; their styles are loaded once.
struct ValeRun {
    /// `--vale-config FILE`: trusted, since the user named it.
    let explicitPath: String?
    private var styles: [String: ValeStyles?] = [:]

    init(explicitPath: String?) throws {
        self.explicitPath = explicitPath
        if let explicitPath, !FileManager.default.fileExists(atPath: explicitPath) {
            throw InputError("cannot read Vale configuration \(PrintedText.path(explicitPath))")
        }
    }

    /// The findings of the Vale styles for the file at `path`, or nil when no configuration applies to it.
    mutating func findings(_ text: String, path: String, structure: DocumentStructure) -> [Finding]? {
        guard path != "-" || explicitPath != nil else { return nil }
        guard let configPath = explicitPath ?? ValeConfiguration.find(from: path), let styles = loaded(configPath) else { return nil }
        let alerts = styles.alerts(forFile: path == "-" ? "stdin.txt" : path, text: text, structure: structure)
        for problem in styles.takeProblems() { CLISettings.warn("Vale: \(problem)") }
        return alerts.map(Finding.init)
    }

    private mutating func loaded(_ configPath: String) -> ValeStyles? {
        if let cached = styles[configPath] { return cached }
        var result: ValeStyles?
        do {
            result = ValeStyles(configuration: try ValeConfiguration(path: configPath, trusted: configPath == explicitPath))
        } catch {
            CLISettings.warn("Vale: \(error)")
        }
        styles[configPath] = .some(result)
        return result
    }
}
