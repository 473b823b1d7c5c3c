import Foundation
import LSPKit
import WritingEngine

/// How much Writing Tools may do (DESIGN §5 `behavior`).
enum Behavior: String, Sendable {
    /// Resolves to `complete` when the client can apply edits, else `limited`.
    case `default`
    /// Results are applied in place.
    case complete
    /// Results are shown, not applied.
    case limited
    /// No diagnostics, no actions.
    case none
}

/// When the model proofreads (DESIGN §5 `proofreading.model`).
enum ModelProofreadingMode: String, Sendable {
    /// Never: no code action, and the command says it is off.
    case off
    /// When asked, with "Proofread with the model".
    case onDemand
    /// Also by itself, on each paragraph that changed and then rested.
    case background
}

/// The model provider settings (trusted sources only).
struct ProviderSettings: Sendable, Hashable {
    enum Kind: String, Sendable {
        case builtin, openai
        /// A `llama-server` that wt-lsp starts and stops itself.
        case llamaCpp = "llama.cpp"
    }
    var kind: Kind = .builtin
    var endpoint: String?
    /// The model name (`openai`), or the GGUF file (`llama.cpp`).
    var model: String?
    var apiKeyEnv: String?
    /// The whole action's time-out, every try included: 18 s, so that an
    /// action answers within 20 s of the command's start.
    var timeoutMs: Int = 18_000
    /// The first token's time-out.
    var firstTokenTimeoutMs: Int = 10_000
    var allowInsecure = false
    /// Send placeholders even to a provider on this machine (a local proxy to a remote service).
    var maskProtectedText = false
    /// `llama.cpp`: the `llama-server` executable (default: found on `PATH`).
    var server: String?
    /// `llama.cpp`: threads for generation (default: `ManagedModelServer.defaultThreads`).
    var threads: Int?

    /// Reads the `provider` object, adding problems for bad values.
    init(json value: [String: JSONValue], problems: inout [String]) {
        if let kind = value["kind"]?.stringValue {
            if let k = Kind(rawValue: kind) {
                self.kind = k
            } else {
                problems.append("provider.kind must be builtin, openai or llama.cpp")
            }
        }
        for key in ["endpoint", "model", "apiKeyEnv", "server"] where value[key].map({ $0.stringValue == nil }) == true {
            problems.append("provider.\(key) must be a string; it was not used")
        }
        for key in ["allowInsecure", "maskProtectedText"] where value[key].map({ $0.boolValue == nil }) == true {
            problems.append("provider.\(key) must be true or false; false is used")
        }
        for key in ["timeoutMs", "firstTokenTimeoutMs", "threads"] where value[key].map({ ($0.intValue ?? 0) <= 0 }) == true {
            problems.append("provider.\(key) must be a whole number above 0; the default is used")
        }
        endpoint = value["endpoint"]?.stringValue
        model = value["model"]?.stringValue
        apiKeyEnv = value["apiKeyEnv"]?.stringValue
        if let t = value["timeoutMs"]?.intValue, t > 0 { timeoutMs = min(t, 600_000) }
        if let t = value["firstTokenTimeoutMs"]?.intValue, t > 0 { firstTokenTimeoutMs = min(t, 600_000) }
        allowInsecure = value["allowInsecure"]?.boolValue ?? false
        maskProtectedText = value["maskProtectedText"]?.boolValue ?? false
        server = value["server"]?.stringValue
        if let n = value["threads"]?.intValue, n > 0 { threads = min(n, 256) }
    }

    init(
        kind: Kind = .builtin, endpoint: String? = nil, model: String? = nil, apiKeyEnv: String? = nil, allowInsecure: Bool = false
    ) {
        self.kind = kind
        self.endpoint = endpoint
        self.model = model
        self.apiKeyEnv = apiKeyEnv
        self.allowInsecure = allowInsecure
    }

    /// A client for the configured provider; nil for `builtin`. For
    /// `llama.cpp`, the managed server starts (or restarts) when a request
    /// first needs it, off the caller's thread.
    func client() throws(ProviderError) -> ChatCompletionClient? {
        switch kind {
        case .builtin:
            return nil
        case .openai:
            return ChatCompletionClient(
                configuration: try ProviderConfiguration(
                    endpoint: endpoint, model: model, apiKeyVariable: apiKeyEnv, timeoutMs: timeoutMs,
                    firstTokenTimeoutMs: firstTokenTimeoutMs, allowInsecure: allowInsecure, maskProtectedText: maskProtectedText))
        case .llamaCpp:
            guard let model, !model.isEmpty else { throw .notConfigured("provider.model must name a GGUF model file") }
            try ManagedModelServer.checkModel(model)
            let launch = ManagedModelServer.Launch(
                executable: try ManagedModelServer.locate(server ?? "llama-server"), model: model,
                threads: threads ?? ManagedModelServer.defaultThreads)
            let configuration = try ProviderConfiguration(
                endpoint: ManagedModelServer.placeholderEndpoint, model: (model as NSString).lastPathComponent, apiKeyVariable: nil,
                timeoutMs: timeoutMs, firstTokenTimeoutMs: firstTokenTimeoutMs, allowInsecure: false)
            return ChatCompletionClient(configuration: configuration) { (lostConnection: Bool) throws(ProviderError) in
                URL(string: try ManagedModelServer.shared.endpoint(for: launch, lostConnection: lostConnection))!
            }
        }
    }
}

/// The resolved settings object (DESIGN §5).
struct Settings: Sendable {
    var behavior: Behavior = .default
    /// What a result may contain; nil means "by language".
    var resultOptions: Set<String>?
    var dialect: Dialect = .americanEnglish
    /// `lang`: the natural language, nil for `auto`.
    var language: LanguageTag?
    /// `dictionaries`: folders of Hunspell dictionaries (trusted sources only).
    var dictionaryFolders: [String] = []
    var rules: [String: RuleLevel] = [:]
    var ignoredPatterns: [String] = []
    /// The file (or “the editor's settings”) the patterns came from, to name it in messages.
    var ignoredPatternsOrigin = ""
    var protectBlockQuotes = true
    /// Protect Markdown link text too (off by default).
    var protectLinks = false
    var dictionaryWords: [String] = []
    var provider = ProviderSettings()
    /// The custom Writing Tools actions (trusted sources only).
    var actions: [CustomAction] = []
    var modelProofreading = ModelProofreadingMode.onDemand
    var debounceMs = 50
    var maxPerDocument = 1000
    /// `vale.enabled`: run the styles a Vale configuration names.
    var valeEnabled = true
    /// `vale.ownRules`: run our own rules beside a Vale configuration's styles.
    var valeOwnRules = true

    /// Problems found while reading the settings (unknown keys, bad values).
    var problems: [String] = []

    /// At most this many `ignoredPatterns` are used.
    static let maxPatterns = 100
    /// The largest `diagnostics.debounceMs` (ten seconds).
    static let maxDebounceMs = 10_000
    /// The largest `diagnostics.maxPerDocument`.
    static let maxPerDocumentLimit = 100_000
    /// At most this many unknown keys or rule ids are named in messages.
    static let maxNamedProblems = 5

    static let knownKeys: Set<String> = [
        "behavior", "resultOptions", "dialect", "lang", "dictionaries", "rules", "ignoredPatterns", "protect", "dictionary",
        "provider", "proofreading", "diagnostics", "actions", "vale",
    ]

    /// Reads a settings object. Unknown keys and invalid values are recorded in `problems`.
    init(json: JSONValue?) {
        guard let object = json?.objectValue else {
            if let json, !json.isNull { problems.append("settings must be an object") }
            return
        }
        let unknownKeys = object.keys.sorted().filter { !Self.knownKeys.contains($0) }
        problems += Self.named(unknownKeys, "unknown setting", plural: "unknown settings")
        if let value = object["behavior"] {
            if let b = value.stringValue.flatMap(Behavior.init(rawValue:)) {
                behavior = b
            } else {
                problems.append("behavior must be one of default, complete, limited, none")
            }
        }
        if let value = object["resultOptions"] {
            if value.arrayValue == nil && value.stringValue == nil || value.arrayValue?.contains(where: { $0.stringValue == nil }) == true {
                problems.append("resultOptions must be a list of names such as [\"plainText\", \"list\"]")
            }
            let names = value.arrayValue?.compactMap(\.stringValue) ?? value.stringValue.map { [$0] } ?? []
            let valid: Set<String> = ["plainText", "richText", "list", "table", "presentationIntent"]
            let bad = names.filter { !valid.contains($0) }
            if !bad.isEmpty { problems.append("unknown resultOptions: \(bad.joined(separator: ", "))") }
            var set = Set(names.filter { valid.contains($0) })
            if set.contains("presentationIntent") { set = ["plainText", "richText", "list", "table"] }
            resultOptions = set
        }
        if let value = object["dialect"] {
            if let d = value.stringValue.flatMap(Dialect.init(rawValue:)) {
                dialect = d
            } else {
                problems.append("dialect must be one of en-US, en-GB, en-CA, en-AU")
            }
        }
        if let value = object["lang"] { readLanguage(value) }
        if let value = object["dictionaries"] {
            if let folders = value.arrayValue?.compactMap(\.stringValue), folders.count == value.arrayValue?.count {
                dictionaryFolders = Array(folders.prefix(Self.maxDictionaryFolders))
            } else {
                problems.append("dictionaries must be a list of folders such as [\"~/dictionaries\"]")
            }
        }
        if let value = object["rules"], value.objectValue == nil {
            problems.append("rules must be an object such as {\"spelling\": \"off\"}; it was not used")
        }
        if let value = object["rules"]?.objectValue {
            var badLevels: [String] = []
            for (id, level) in value {
                if let parsed = level.stringValue.flatMap(RuleLevel.init(setting:)) {
                    rules[id] = parsed
                } else if let on = level.boolValue {
                    rules[id] = on ? nil : .off
                } else {
                    badLevels.append(id)
                }
            }
            problems += Self.named(
                badLevels.sorted(), "a level that is not off, hint, info, warning or error for rule",
                plural: "rules with a bad level")
        }
        if let value = object["vale"] {
            let vale = value.objectValue ?? [:]
            if value.objectValue == nil || vale.values.contains(where: { $0.boolValue == nil }) {
                problems.append("vale must be an object {enabled: bool, ownRules: bool}")
            }
            valeEnabled = vale["enabled"]?.boolValue ?? true
            valeOwnRules = vale["ownRules"]?.boolValue ?? true
        }
        if let value = object["ignoredPatterns"] {
            if value.arrayValue?.allSatisfy({ $0.stringValue != nil }) != true {
                problems.append("ignoredPatterns must be a list of regular expressions (strings); what is not one was not used")
            }
            ignoredPatterns = value.arrayValue?.compactMap(\.stringValue) ?? []
        }
        if let value = object["protect"] {
            if value.objectValue == nil { problems.append("protect must be an object such as {\"blockQuotes\": true}; it was not used") }
            for key in (value.objectValue ?? [:]).keys.sorted() where key != "blockQuotes" && key != "links" {
                problems.append("unknown protect kind “\(key.prefix(80))” (known: blockQuotes, links)")
            }
            if let quotes = value["blockQuotes"] {
                protectBlockQuotes = Self.bool(quotes, "protect.blockQuotes", problems: &problems) ?? true
            }
            if let links = value["links"] { protectLinks = Self.bool(links, "protect.links", problems: &problems) ?? false }
        }
        if let value = object["dictionary"] {
            let words = value["words"]?.arrayValue ?? value.arrayValue
            if words == nil || words?.contains(where: { $0.stringValue == nil }) == true {
                problems.append("dictionary must be {\"words\": [...]} with words as strings; what is not one was not used")
            }
            dictionaryWords = (words ?? []).compactMap(\.stringValue)
        }
        if let value = object["provider"] {
            if let inner = value.objectValue {
                provider = ProviderSettings(json: inner, problems: &problems)
            } else {
                problems.append("provider must be an object such as {\"kind\": \"openai\", …}; it was not used")
            }
        }
        if let value = object["actions"] { actions = CustomAction.list(value, problems: &problems) }
        if let value = object["proofreading"] {
            if let inner = value.objectValue {
                for key in inner.keys.sorted() where key != "model" {
                    problems.append("unknown proofreading setting “\(key.prefix(80))” (known: model)")
                }
                if let model = inner["model"] {
                    if let mode = model.stringValue.flatMap(ModelProofreadingMode.init(rawValue:)) {
                        modelProofreading = mode
                    } else {
                        problems.append("proofreading.model must be one of off, onDemand, background")
                    }
                }
            } else {
                problems.append("proofreading must be an object such as {\"model\": \"onDemand\"}")
            }
        }
        if let value = object["diagnostics"] {
            if value.objectValue == nil { problems.append("diagnostics must be an object such as {\"debounceMs\": 50}; it was not used") }
            if let given = value["debounceMs"] {
                debounceMs = Self.number(
                    given, "diagnostics.debounceMs", in: 0...Self.maxDebounceMs, default: debounceMs, problems: &problems)
            }
            if let given = value["maxPerDocument"] {
                maxPerDocument = Self.number(
                    given, "diagnostics.maxPerDocument", in: 1...Self.maxPerDocumentLimit, default: maxPerDocument, problems: &problems)
            }
        }
        let unknownRules = rules.keys.sorted().filter { RuleRegistry.rule(withID: $0) == nil }
        problems += Self.named(unknownRules, "unknown rule id", plural: "unknown rule ids")
        for id in unknownRules { rules[id] = nil }
    }

    /// `value` as a boolean, or nil with a problem naming `key`.
    private static func bool(_ value: JSONValue, _ key: String, problems: inout [String]) -> Bool? {
        if let flag = value.boolValue { return flag }
        problems.append("\(key) must be true or false; the default is used")
        return nil
    }

    /// `value` as a whole number clamped to `range`, or `fallback` when it is
    /// not a whole number (or one beyond 10^15, as 1e308); a problem names
    /// `key` when the value given is not used.
    private static func number(
        _ value: JSONValue, _ key: String, in range: ClosedRange<Int>, default fallback: Int, problems: inout [String]
    ) -> Int {
        guard let given = value.intValue else {
            problems.append("\(key) must be a whole number \(range.lowerBound)…\(range.upperBound); \(fallback) is used")
            return fallback
        }
        let used = min(max(given, range.lowerBound), range.upperBound)
        if used != given { problems.append("\(key) must be \(range.lowerBound)…\(range.upperBound); \(used) is used") }
        return used
    }

    /// One message per name for the first few, then one for the rest, so a
    /// settings file cannot flood the client with messages.
    private static func named(_ names: [String], _ singular: String, plural: String) -> [String] {
        var messages = names.prefix(maxNamedProblems).map { "\(singular) “\($0.prefix(80))”" }
        if names.count > maxNamedProblems { messages.append("\(names.count - maxNamedProblems) more \(plural)") }
        return messages
    }

    /// Proofreading options for the engine, with extra dictionary words.
    func proofreadingOptions(extraWords: Set<String>) -> ProofreadingOptions {
        ProofreadingOptions(
            dialect: dialect, ruleLevels: rules, dictionaryWords: extraWords.union(dictionaryWords), language: language,
            dictionaryFolders: dictionaryFolders)
    }

    /// At most this many `dictionaries` folders are searched.
    static let maxDictionaryFolders = 20

    /// Reads `lang`: `auto` or a BCP 47 tag; an English tag with a region
    /// that has a spelling variety sets `dialect` too (`en-GB`).
    private mutating func readLanguage(_ value: JSONValue) {
        guard let text = value.stringValue, text == "auto" || LanguageTag(text) != nil else {
            problems.append("lang must be auto or a BCP 47 tag such as de-DE, fr or pt-BR")
            return
        }
        guard let tag = LanguageTag(text) else {
            language = nil
            return
        }
        language = tag
        if tag.isEnglish, let variety = Dialect(rawValue: tag.description) { dialect = variety }
    }

    /// Structure options for the engine; refused patterns are reported in
    /// `problems`, each named with the file it came from.
    func structureOptions(problems: inout [String]) -> StructureOptions {
        var patterns: [IgnoredPattern] = []
        var instructions = 0
        var tooLarge = 0
        for source in ignoredPatterns.prefix(Self.maxPatterns) {
            do {
                let pattern = try IgnoredPattern(source)
                guard instructions + pattern.instructionCount <= IgnoredPattern.maxTotalInstructions else {
                    tooLarge += 1
                    continue
                }
                instructions += pattern.instructionCount
                patterns.append(pattern)
            } catch {
                problems.append("ignoredPatterns: “\(source.prefix(120))” in \(ignoredPatternsOrigin) was refused: \(error)")
            }
        }
        if tooLarge > 0 {
            problems.append(
                "ignoredPatterns: \(tooLarge) of the patterns in \(ignoredPatternsOrigin) were refused: together the patterns would be "
                    + "larger than \(IgnoredPattern.maxTotalInstructions) instructions, and each costs its size at every character")
        }
        if ignoredPatterns.count > Self.maxPatterns {
            problems.append(
                "ignoredPatterns: only the first \(Self.maxPatterns) of \(ignoredPatterns.count) in \(ignoredPatternsOrigin) are used")
        }
        return StructureOptions(protectBlockQuotes: protectBlockQuotes, protectLinks: protectLinks, ignoredPatterns: patterns)
    }

    /// The message for a pattern dropped because a search ran out of budget.
    func droppedPatternMessage(_ pattern: IgnoredPattern) -> String {
        "ignoredPatterns: “\(pattern.source.prefix(120))” in \(ignoredPatternsOrigin) took too long to match and was dropped"
    }
}
