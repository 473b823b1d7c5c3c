/// `not` + adjective → the adjective's opposite (`not complete` → `incomplete`).
enum Negations {
    /// Adjectives and their negative forms.
    static let opposites: [String: String] = [
        "able": "unable", "accurate": "inaccurate", "adequate": "inadequate", "appropriate": "inappropriate",
        "available": "unavailable", "aware": "unaware", "certain": "uncertain", "clear": "unclear", "comfortable": "uncomfortable",
        "common": "uncommon", "complete": "incomplete", "consistent": "inconsistent", "convenient": "inconvenient",
        "correct": "incorrect", "effective": "ineffective", "efficient": "inefficient", "expensive": "inexpensive",
        "fair": "unfair", "familiar": "unfamiliar", "fortunate": "unfortunate", "happy": "unhappy", "healthy": "unhealthy",
        "honest": "dishonest", "important": "unimportant", "known": "unknown", "legal": "illegal", "likely": "unlikely",
        "logical": "illogical", "lucky": "unlucky", "mature": "immature", "necessary": "unnecessary", "patient": "impatient",
        "perfect": "imperfect", "pleasant": "unpleasant", "polite": "impolite", "popular": "unpopular", "possible": "impossible",
        "practical": "impractical", "rational": "irrational", "reasonable": "unreasonable", "regular": "irregular",
        "relevant": "irrelevant", "reliable": "unreliable", "responsible": "irresponsible", "safe": "unsafe",
        "satisfactory": "unsatisfactory", "secure": "insecure", "sensitive": "insensitive", "significant": "insignificant",
        "stable": "unstable", "steady": "unsteady", "successful": "unsuccessful", "sufficient": "insufficient", "tidy": "untidy",
        "true": "untrue", "usual": "unusual", "valid": "invalid", "visible": "invisible", "willing": "unwilling", "wise": "unwise",
    ]

    /// Gradable adjectives and their opposites, for `not fast enough` → `too slow`.
    static let gradable: [String: String] = {
        let pairs = [
            ("fast", "slow"), ("quick", "slow"), ("large", "small"), ("big", "small"), ("long", "short"), ("tall", "short"),
            ("old", "young"), ("high", "low"), ("strong", "weak"), ("hot", "cold"), ("warm", "cool"), ("wide", "narrow"),
            ("heavy", "light"), ("thick", "thin"), ("deep", "shallow"), ("loud", "quiet"), ("rich", "poor"), ("early", "late"),
            ("near", "far"), ("cheap", "expensive"), ("bright", "dim"), ("hard", "soft"), ("safe", "dangerous"),
        ]
        var map: [String: String] = [:]
        for (a, b) in pairs {
            map[a] = map[a] ?? b
            map[b] = map[b] ?? a
        }
        return map
    }()

    /// Fixed negative phrases and their positive equivalents.
    static let phrases: [(String, String)] = [
        ("not (very)? often", "rarely"),
        ("not unlike", "like"),
        ("not infrequently", "often"),
        ("did not remember", "forgot"),
        ("didn't remember", "forgot"),
        ("did not succeed", "failed"),
        ("does not have any", "has no"),
        ("do not have any", "have no"),
        ("did not have any", "had no"),
        ("(is|are|was|were) not present", "$1 absent"),
    ]

    /// Be-forms after which `not X` may become the opposite.
    static let beForms = "(is|are|am|was|were|be|been|seem|seems|seemed|remain|remains|remained|become|becomes|became)"
    /// Contracted be-forms: `isn't complete` → `is incomplete`.
    static let contracted: [String: String] = ["isn't": "is", "aren't": "are", "wasn't": "was", "weren't": "were"]
}
