import Foundation
import Synchronization

/// The styles a Vale configuration names, loaded as files ask for them, and run.
///
/// - Important: Safe to share between threads: rules are loaded under a lock.
public final class ValeStyles: Sendable {
    public let configuration: ValeConfiguration
    private let vocabulary: ValeVocabulary
    private let loaded = Mutex<[String: ValeRule?]>([:])
    private let problems = Mutex<[String]>([])

    public init(configuration: ValeConfiguration) {
        self.configuration = configuration
        vocabulary = ValeVocabulary(names: configuration.vocab, stylesPath: configuration.stylesPath)
        problems.withLock { $0 = configuration.notes }
    }

    /// Problems met so far (rules that cannot be used, and why), each once; clears the list.
    public func takeProblems() -> [String] {
        problems.withLock { list in
            defer { list.removeAll() }
            return list
        }
    }

    /// The alerts of the rules that apply to the file at `path` (its text and structure), in order.
    public func alerts(forFile path: String, text: String, structure: DocumentStructure) -> [ValeAlert] {
        let folder = (configuration.path as NSString).deletingLastPathComponent
        let full = URL(fileURLWithPath: path).standardizedFileURL.path
        let relative = full.hasPrefix(folder + "/") ? String(full.dropFirst(folder.count + 1)) : full
        let sections = configuration.sections(for: relative)
        guard !sections.isEmpty else { return [] }
        var document = ValeDocument(text, structure: structure)
        document.blank(sections.flatMap(\.tokenIgnores).compactMap { try? ValePattern($0) })
        let directives = ValeDirectives(text)
        let enabled = enabledRules(sections)
        let minAlertLevel = configuration.minAlertLevel
        let scanned = document
        // Each rule loads and reads the document on its own, so they run side by side.
        let found = Mutex<[ValeAlert]>([])
        DispatchQueue.concurrentPerform(iterations: enabled.count) { k in
            let (id, level) = enabled[k]
            guard let rule = rule(id) else { return }
            var alerts: [ValeAlert] = []
            for var alert in rule.alerts(in: scanned) {
                alert.level = level ?? alert.level
                guard alert.level >= minAlertLevel, directives.allows(id, at: alert.range.lowerBound) else { continue }
                alerts.append(alert)
            }
            found.withLock { $0 += alerts }
        }
        return found.withLock { $0 }.sorted {
            ($0.range.lowerBound, $0.ruleID, $0.range.upperBound) < ($1.range.lowerBound, $1.ruleID, $1.range.upperBound)
        }
    }

    /// The rule ids the sections turn on, with the level a section sets for them.
    private func enabledRules(_ sections: [ValeConfiguration.Section]) -> [(String, ValeLevel?)] {
        var rules: [String: ValeLevel?] = [:]
        var order: [String] = []
        func enable(_ id: String, _ level: ValeLevel?) {
            if rules[id] == nil { order.append(id) }
            rules[id] = level
        }
        for section in sections {
            for style in section.basedOnStyles { for id in ruleIDs(ofStyle: style) { enable(id, nil) } }
            for (id, value) in section.rules {
                switch value.uppercased() {
                case "YES": enable(id, nil)
                case "NO":
                    rules[id] = nil
                    order.removeAll { $0 == id }
                default: if let level = ValeLevel(name: value) { enable(id, level) }
                }
            }
        }
        return order.compactMap { id in rules[id].map { (id, $0) } }
    }

    private func ruleIDs(ofStyle style: String) -> [String] {
        if style == "Vale" { return ValeBuiltIns.ruleIDs }
        guard let stylesPath = configuration.stylesPath else { return [] }
        let folder = (stylesPath as NSString).appendingPathComponent(style)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            note("the style “\(style)” is not in \(stylesPath)")
            return []
        }
        return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map {
            "\(style).\(($0 as NSString).deletingPathExtension)"
        }
    }

    private func note(_ problem: String) {
        problems.withLock { if !$0.contains(problem) { $0.append(problem) } }
    }

    /// The rule `id`, loaded once; nil (reported once) when it cannot be used.
    private func rule(_ id: String) -> ValeRule? {
        if let cached = loaded.withLock({ $0[id] }) { return cached }
        let rule: ValeRule?
        do {
            let yaml = try yaml(of: id)
            rule = yaml == .mapping([]) ? nil : try ValeRule(id: id, yaml: yaml, vocabulary: vocabulary)
        } catch {
            note("\(id): \(error)")
            rule = nil
        }
        loaded.withLock { $0[id] = .some(rule) }
        return rule
    }

    private func yaml(of id: String) throws -> YAMLValue {
        if let builtIn = ValeBuiltIns.rule(id, vocabulary: vocabulary) { return builtIn }
        let parts = id.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, let stylesPath = configuration.stylesPath else { throw ValeRuleError("no StylesPath holds it") }
        for ext in ["yml", "yaml"] {
            let file = (stylesPath as NSString).appendingPathComponent("\(parts[0])/\(parts[1]).\(ext)")
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            do {
                return try YAMLReader.read(String(decoding: data, as: UTF8.self))
            } catch {
                throw ValeRuleError("\(file): \(error)")
            }
        }
        throw ValeRuleError("no rule file \(parts[0])/\(parts[1]).yml in \(stylesPath)")
    }
}

/// The built-in `Vale` style.
enum ValeBuiltIns {
    static let ruleIDs = ["Vale.Spelling", "Vale.Repetition", "Vale.Terms", "Vale.Avoid"]

    /// The YAML of a built-in rule, or nil when `id` is not one.
    static func rule(_ id: String, vocabulary: ValeVocabulary) -> YAMLValue? {
        switch id {
        case "Vale.Spelling":
            return .mapping([
                ("extends", .scalar("spelling")), ("message", .scalar("Did you really mean '%s'?")), ("level", .scalar("error")),
            ])
        case "Vale.Repetition":
            return .mapping([
                ("extends", .scalar("repetition")), ("message", .scalar("'%s' is repeated!")), ("level", .scalar("error")),
                ("alpha", .scalar("true")), ("tokens", .sequence([.scalar(#"[^\s]+"#)])),
            ])
        case "Vale.Terms":
            let swap = vocabulary.accepted.filter { !$0.contains(where: { "()[]|\\*+?{}^$".contains($0) }) }
            guard !swap.isEmpty else { return .mapping([]) }
            return .mapping([
                ("extends", .scalar("substitution")), ("message", .scalar("Use '%s' instead of '%s'.")), ("level", .scalar("error")),
                ("ignorecase", .scalar("true")), ("swap", .mapping(swap.map { ($0, YAMLValue.scalar($0)) })),
            ])
        case "Vale.Avoid":
            guard !vocabulary.rejected.isEmpty else { return .mapping([]) }
            return .mapping([
                ("extends", .scalar("existence")), ("message", .scalar("Avoid using '%s'.")), ("level", .scalar("error")),
                ("ignorecase", .scalar("false")), ("tokens", .sequence(vocabulary.rejected.map { .scalar($0) })),
            ])
        default: return nil
        }
    }
}
