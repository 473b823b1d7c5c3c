/// A rule's configured level: off, or a severity.
public enum RuleLevel: Sendable, Hashable {
    case off
    case on(Severity)

    /// Parses `"off" | "hint" | "info" | "warning" | "error"`.
    public init?(setting: String) {
        if setting == "off" {
            self = .off
        } else if let severity = Severity(rawValue: setting) {
            self = .on(severity)
        } else {
            return nil
        }
    }
}

/// Settings that change what the proofreader reports.
public struct ProofreadingOptions: Sendable, Hashable {
    public var dialect: Dialect
    /// Per-rule overrides by rule id.
    public var ruleLevels: [String: RuleLevel]
    /// Words accepted as correctly spelled (user, workspace and settings dictionaries).
    public var dictionaryWords: Set<String>
    /// The language of the text; nil (`auto`) reads the document's own
    /// signals (`DeclaredLanguage`), then detects each paragraph's.
    public var language: LanguageTag?
    /// Folders of Hunspell dictionaries searched before the user's and the
    /// system's (the `dictionaries` setting).
    public var dictionaryFolders: [String]

    public init(
        dialect: Dialect = .americanEnglish, ruleLevels: [String: RuleLevel] = [:], dictionaryWords: Set<String> = [],
        language: LanguageTag? = nil, dictionaryFolders: [String] = []
    ) {
        self.dialect = dialect
        self.ruleLevels = ruleLevels
        self.dictionaryWords = dictionaryWords
        self.language = language
        self.dictionaryFolders = dictionaryFolders
    }
}
