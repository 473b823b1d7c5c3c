/// One rule of a Vale style, read from its YAML file and compiled.
struct ValeRule: Sendable {
    /// `Style.Rule`.
    let id: String
    let level: ValeLevel
    let message: String
    let scope: ValeScope
    /// The `~scope` parts of a compound scope (`heading & ~heading.h1`): units of these are skipped.
    let excludedScopes: [ValeScope]
    let check: ValeCheck
    /// The fix its alerts offer, if any.
    let action: ValeAction?

    /// The rule `id` that `yaml` defines; throws a `ValeRuleError` saying what
    /// in it cannot be read or run (an untranslatable pattern, a `script` rule).
    init(id: String, yaml: YAMLValue, vocabulary: ValeVocabulary) throws(ValeRuleError) {
        guard case .mapping = yaml else { throw ValeRuleError("the file is not a mapping of rule settings") }
        self.id = id
        guard let extends = yaml["extends"]?.string else { throw ValeRuleError("it has no “extends”") }
        // A rule that names no level is a warning, as in Vale.
        level = yaml["level"]?.string.flatMap(ValeLevel.init(name:)) ?? .warning
        message = yaml["message"]?.string ?? ""
        let parts = (yaml["scope"]?.strings?.first ?? "text").split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
        let included = parts.filter { !$0.hasPrefix("~") }
        guard included.count <= 1 else { throw ValeRuleError("its compound scope joins two scopes to include; only one is supported") }
        // Vale reads a sequence sentence by sentence, whatever its scope.
        scope = extends == "sequence" ? .sentence : ValeScope(included.first ?? "text")
        excludedScopes = parts.filter { $0.hasPrefix("~") }.map { ValeScope(String($0.dropFirst())) }
        var options = ValeRuleOptions(yaml)
        // Vale adds the terms the vocabulary accepts to every rule's exceptions.
        options.exceptions += vocabulary.accepted
        action = ValeAction(yaml["action"])
        switch extends {
        case "existence": check = .existence(try ExistenceCheck(yaml, options))
        case "substitution": check = .substitution(try SubstitutionCheck(yaml, options, vocabulary: vocabulary))
        case "occurrence": check = .occurrence(try OccurrenceCheck(yaml, options))
        case "repetition": check = .repetition(try RepeatedWordCheck(yaml, options))
        case "consistency": check = .consistency(try ConsistencyCheck(yaml, options))
        case "capitalization": check = .capitalization(try CapitalizationCheck(yaml, options))
        case "spelling": check = .spelling(SpellingCheck(yaml, vocabulary: vocabulary))
        case "sequence": check = .sequence(try SequenceCheck(yaml, options))
        case "metric": check = .metric(try MetricCheck(yaml))
        case "conditional": check = .conditional(try ConditionalCheck(yaml, options))
        case "script": throw ValeRuleError("script rules (Tengo) are not supported")
        default: throw ValeRuleError("“extends: \(extends)” is not supported")
        }
    }

    /// The alerts of the rule in `document`.
    func alerts(in document: ValeDocument) -> [ValeAlert] {
        let document = scope.readsRaw ? document.readingRaw : document
        let excluded = Set(excludedScopes.flatMap { document.units(of: $0) })
        let units = document.units(of: scope).filter { !excluded.contains($0) }
        let matches: [ValeMatch]
        switch check {
        case .existence(let c): matches = c.run(document, units: units)
        case .substitution(let c): matches = c.run(document, units: units)
        case .occurrence(let c): matches = c.run(document, units: units)
        case .repetition(let c): matches = c.run(document, units: units)
        case .consistency(let c): matches = c.run(document, units: units)
        case .capitalization(let c): matches = c.run(document, units: units)
        case .spelling(let c): matches = c.run(document, units: units)
        case .sequence(let c): matches = c.run(document, units: units)
        case .metric(let c): matches = c.run(document)
        case .conditional(let c): matches = c.run(document, units: units)
        }
        return matches.map { match in
            var arguments = match.arguments
            // Vale quotes a substitution's replacement when the message does not.
            if case .substitution = check, !message.contains("'%s'"), !message.contains("\"%s\""), !arguments.isEmpty {
                arguments[0] = "'\(arguments[0])'"
            }
            var suggestions = match.suggestions
            if let action, action.name != "replace" || suggestions.isEmpty {
                suggestions = action.suggestions(for: document.string(match.range, raw: true))
            }
            if action == nil { suggestions = [] }
            return ValeAlert(
                ruleID: id, range: document.startingInProse(match.range),
                message: valeMessage(message, arguments), level: level, suggestions: suggestions)
        }
    }
}

/// The compiled check of a rule, by its `extends`.
enum ValeCheck: Sendable {
    case existence(ExistenceCheck)
    case substitution(SubstitutionCheck)
    case occurrence(OccurrenceCheck)
    case repetition(RepeatedWordCheck)
    case consistency(ConsistencyCheck)
    case capitalization(CapitalizationCheck)
    case spelling(SpellingCheck)
    case sequence(SequenceCheck)
    case metric(MetricCheck)
    case conditional(ConditionalCheck)
}

/// Why a rule file cannot be used.
public struct ValeRuleError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// The settings most checks share.
struct ValeRuleOptions {
    var ignoreCase: Bool
    var nonword: Bool
    var exceptions: [String]

    init(_ yaml: YAMLValue) {
        ignoreCase = yaml["ignorecase"]?.bool ?? false
        nonword = yaml["nonword"]?.bool ?? false
        exceptions = yaml["exceptions"]?.strings ?? []
    }

    /// `(?i)` when the rule ignores case.
    var casePrefix: String { ignoreCase ? "(?i)" : "" }

    /// Vale's wrapping of a list of tokens: `\b(?:a|b)\b`, or `(?:a|b)` for `nonword`.
    func wrapped(_ tokens: [String]) -> String {
        let joined = tokens.joined(separator: "|")
        return nonword ? "(?:\(joined))" : "\\b(?:\(joined))\\b"
    }

    /// Compiles `source`, naming the pattern in the error.
    static func compile(_ source: String) throws(ValeRuleError) -> ValePattern {
        do {
            return try ValePattern(source)
        } catch {
            throw ValeRuleError("its pattern “\(source.count > 120 ? source.prefix(120) + "…" : source)” cannot be used: \(error)")
        }
    }

    /// Whether `text` is one of the exceptions (compared as the rule compares case).
    func isException(_ text: String) -> Bool {
        exceptions.contains { ignoreCase ? $0.lowercased() == text.lowercased() : $0 == text }
    }
}
