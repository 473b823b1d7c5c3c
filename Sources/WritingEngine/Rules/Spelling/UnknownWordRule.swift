/// Words close to no dictionary word: more likely a term or a name the
/// dictionary lacks than a slip, so they are reported quietly, without a
/// guessed correction; adding the word to the dictionary clears every
/// occurrence.
///
/// The spelling rule finds these words; once a word's corrections are
/// ranked and none is close (`SpellingCorrections.isClose`), its finding is
/// settled as this rule's, with this rule's severity. A word the document
/// uses more than once is taken as one of its terms and not reported
/// (`SpellingReview`).
public struct UnknownWordRule: Rule {
    /// The rule's id, also used when settling spelling findings.
    public static let id = "unknown-word"

    public init() {}
    public var id: String { Self.id }
    public var summary: String {
        "Words close to no dictionary word (likely a term or a name), used once in the document; no guess is offered."
    }
    public var category: RuleCategory { .spelling }
    public var defaultSeverity: Severity { .info }

    /// Finds nothing itself: its findings are settled from the spelling rule's.
    public func check(_ context: RuleContext, into findings: inout [Finding]) {}

    /// The message for `word`.
    static func message(_ word: String) -> String {
        "Unknown word: “\(word)”. If it is right, add it to the dictionary."
    }
}
