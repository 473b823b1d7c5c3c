/// What a rule looks at, to group rules in listings and settings.
public enum RuleCategory: String, Sendable, CaseIterable {
    case spelling, grammar, punctuation, style
}

/// A proofreading rule: a type with a stable kebab-case id that looks at one
/// paragraph at a time and appends findings.
///
/// Findings use byte ranges relative to `context.paragraph`; the proofreader
/// moves them to document offsets, applies the configured severity and drops
/// those inside ignored or suppressed ranges.
public protocol Rule: Sendable {
    /// Stable kebab-case id, used in diagnostics (`code`), settings and directives.
    var id: String { get }
    /// One line for `wt-lsp rules`.
    var summary: String { get }
    var category: RuleCategory { get }
    /// Severity when the settings do not name one.
    var defaultSeverity: Severity { get }
    /// Opt-in rules run only when the settings give them a severity.
    var isOptIn: Bool { get }
    /// Whether the rule's findings give way to any other rule's finding on
    /// the same words (a statistical rule behind the hand-written ones).
    var yieldsToOtherRules: Bool { get }
    func check(_ context: RuleContext, into findings: inout [Finding])
    /// Whether the rule reads text in `language`: English rules read only
    /// English; language-neutral rules (spacing, brackets, quotes) read all.
    func runs(on language: LanguageTag) -> Bool
}

extension Rule {
    public var isOptIn: Bool { false }
    public var yieldsToOtherRules: Bool { false }
    public func runs(on language: LanguageTag) -> Bool { language.isEnglish }
    public var defaultSeverity: Severity {
        switch category {
        case .spelling, .grammar, .punctuation: .warning
        case .style: isOptIn ? .hint : .info
        }
    }
}

/// Everything a rule may read while checking one paragraph.
public struct RuleContext: Sendable {
    public let paragraph: Paragraph
    public let dialect: Dialect
    public let spelling: SpellChecker
    /// Words the user or the document declared known (dictionary, identifiers of a code file).
    public let knownWords: Set<String>
    /// Whether the text's first sentence stands on its own: a paragraph at
    /// the start of the text or after another paragraph or a heading. Not a
    /// heading, list item, table row or comment (their first words may be a
    /// fragment), nor a paragraph after code, math or a list (it may go on
    /// with the sentence above them: `where n is…`, `but note that…`).
    public let firstSentenceStandsAlone: Bool
    /// The language the paragraph is written in.
    public let language: LanguageTag
    /// The spelling dictionary of `language` when it is not English and one is installed.
    public let dictionary: (any SpellingDictionary)?

    /// Values derived from the paragraph, made once and shared by the rules.
    private let memo = ParagraphMemo()

    public init(
        paragraph: Paragraph, dialect: Dialect, spelling: SpellChecker, knownWords: Set<String>, firstSentenceStandsAlone: Bool = false,
        language: LanguageTag = .english, dictionary: (any SpellingDictionary)? = nil
    ) {
        self.paragraph = paragraph
        self.dialect = dialect
        self.spelling = spelling
        self.knownWords = knownWords
        self.firstSentenceStandsAlone = firstSentenceStandsAlone
        self.language = language
        self.dictionary = dictionary
    }

    /// A value derived from this paragraph (a token stream, a word index…),
    /// made by the first rule that asks and shared with the others: every
    /// rule building its own copy of the same view of a paragraph is costly.
    /// Keyed by the value's type.
    ///
    /// - Important: The rules of one paragraph run one after another on one
    ///   thread; a context is not shared between threads.
    public func shared<T>(_ type: T.Type = T.self, _ make: (RuleContext) -> T) -> T {
        let key = ObjectIdentifier(type)
        if let value = memo.values[key] as? T { return value }
        let value = make(self)
        memo.values[key] = value
        return value
    }

    /// A finding of `rule` for a paragraph range; severity is set later from
    /// the settings. With `fix`, its first suggestion is safe, for that reason.
    public func finding(
        _ rule: some Rule, _ range: Range<Int>, _ message: String, suggestions: [String] = [], fix: FixReason? = nil
    ) -> Finding {
        Finding(
            ruleID: rule.id, range: range, message: message, suggestions: suggestions,
            severity: rule.defaultSeverity, fix: fix)
    }
}

/// Storage for `RuleContext.shared`: one paragraph's derived values.
private final class ParagraphMemo: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
}
