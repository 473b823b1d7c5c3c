import Foundation
import Synchronization
import WritingEngine

extension Finding {
    /// A Vale alert as one of our findings: its rule id, message, level and the replacements its `action` offers.
    init(_ alert: ValeAlert) {
        self.init(
            ruleID: alert.ruleID, range: alert.range, message: alert.message, suggestions: alert.suggestions,
            severity: alert.level.severity)
    }
}

extension ValeLevel {
    /// suggestion → info, warning → warning, error → error.
    var severity: Severity {
        switch self {
        case .suggestion: .info
        case .warning: .warning
        case .error: .error
        }
    }
}

/// The Vale configurations the server's documents fall under, found upward
/// from each file, with their styles loaded once.
///
/// - Important: Safe to share between threads.
final class ValeStylesCache: Sendable {
    private let loaded = Mutex<[String: ValeStyles?]>([:])
    /// Configurations that could not be read, and why, not yet taken.
    private let unreadable = Mutex<[String]>([])

    /// The styles of the configuration that applies to the file at `path`, if any.
    func styles(forFile path: String) -> ValeStyles? {
        guard let configPath = ValeConfiguration.find(from: path) else { return nil }
        if let cached = loaded.withLock({ $0[configPath] }) { return cached }
        let styles: ValeStyles?
        do {
            styles = try ValeStyles(configuration: ValeConfiguration(path: configPath, trusted: false))
        } catch {
            unreadable.withLock { $0.append("\(configPath): \(error)") }
            styles = nil
        }
        loaded.withLock { $0[configPath] = .some(styles) }
        return styles
    }

    /// What went wrong since the last call: configurations that cannot be
    /// read, rules that cannot be used (each once, with the reason).
    func takeProblems() -> [String] {
        let styles = loaded.withLock { $0.values.compactMap { $0 } }
        return
            (unreadable.withLock { list in
                defer { list.removeAll() }
                return list
            } + styles.flatMap { $0.takeProblems() }).map { "Vale: \($0)" }
    }
}

extension Analyzer {
    /// `findings` of the document at the file URI `uri` with the alerts of the Vale
    /// styles that apply to it (setting `vale`), our own findings dropped
    /// when `vale.ownRules` is false; unchanged when no configuration applies.
    func withValeFindings(_ findings: [Finding], text: String, uri: String, structure: DocumentStructure) -> [Finding] {
        guard settings.valeEnabled, let url = URL(string: uri), url.isFileURL else { return findings }
        let path = url.standardizedFileURL.path
        guard let styles = valeStyles.styles(forFile: path) else { return findings }
        let styled = styles.alerts(forFile: path, text: text, structure: structure).map(Finding.init)
        return ((settings.valeOwnRules ? findings : []) + styled).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
