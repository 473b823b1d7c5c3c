import Foundation

/// Every rule the proofreader knows, sorted by id: those written in Swift
/// and one per rule file (`PatternFamilyRule`).
public enum RuleRegistry {
    public static let all: [any Rule] = (coded + PatternFamilyRule.all).sorted { $0.id < $1.id }

    private static let coded: [any Rule] = [
        ArticleRule(),
        ArticleUsageRule(),
        ClicheRule(),
        CommaSpliceRule(),
        ComparisonRule(),
        ConfusedWordsRule(),
        ContextConfusionRule(),
        DeterminerAgreementRule(),
        DialectRule(),
        DoubleNegativeRule(),
        DoubledPunctuationRule(),
        EllipsisRule(),
        GovernedPrepositionRule(),
        IntroductoryCommaRule(),
        LessFewerRule(),
        LongSentenceRule(),
        LowercaseIRule(),
        MissingSpaceAfterRule(),
        MissingVerbRule(),
        MultipleSpacesRule(),
        NameCaseRule(),
        PassiveVoiceRule(),
        PhraseUsageRule(),
        PossessiveApostropheRule(),
        PronounCaseRule(),
        RedundancyRule(),
        RepeatedWordRule(),
        SentenceCapitalRule(),
        SpaceBeforePunctuationRule(),
        SpellingRule(),
        SubjectVerbAgreementRule(),
        TypographyRule(),
        UnbalancedBracketsRule(),
        UnbalancedQuotesRule(),
        UnknownWordRule(),
        VerbFormRule(),
        WeaselWordsRule(),
        WhichCommaRule(),
        WordyPhraseRule(),
    ]

    /// Starts compiling the rule files (`PatternBook`) on a thread of its own
    /// (the first call only), so that a check that reads and scans its files
    /// meanwhile waits less for them, as `Tagger.prepare` does for the tagger.
    public static func prepare() { _ = preparing }

    private static let preparing: Void = Thread { _ = PatternBook.shared }.start()

    /// The rule with `id`, if any.
    public static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.id == id }
    }
}
