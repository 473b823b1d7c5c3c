/// Every rule the proofreader knows, sorted by id.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        ArticleRule(),
        ConfusedWordsRule(),
        DoubledPunctuationRule(),
        EllipsisRule(),
        LowercaseIRule(),
        MissingSpaceAfterRule(),
        MultipleSpacesRule(),
        RepeatedWordRule(),
        SentenceCapitalRule(),
        SpaceBeforePunctuationRule(),
        SpellingRule(),
        UnbalancedBracketsRule(),
        UnbalancedQuotesRule(),
    ]

    /// The rule with `id`, if any.
    public static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.id == id }
    }
}
