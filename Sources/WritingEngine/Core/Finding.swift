/// How loudly a finding is reported. Ordered from most to least severe.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case error, warning, info, hint

    /// Lower is more severe.
    public var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        case .hint: 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One proofreading result: a rule's complaint about a range of text.
///
/// Ranges are UTF-8 byte offsets into the checked text (the engine's one
/// offset unit; the server converts them to protocol positions).
public struct Finding: Sendable, Hashable {
    /// The stable kebab-case id of the rule that produced the finding.
    public var ruleID: String
    /// UTF-8 byte range in the checked text.
    public var range: Range<Int>
    public var message: String
    /// Full replacement strings for `range`, best first.
    public var suggestions: [String]
    public var severity: Severity
    /// Whether the first suggestion may be applied without asking (fix-all).
    public var isFixSafe: Bool
    /// A misspelling whose corrections are still to be ranked: no
    /// suggestions yet, and message and fix-all safety provisional
    /// (`Proofreader.completeCorrections` settles them).
    public var awaitsCorrections: Bool
    /// For a misspelling, where it stands in its sentence: breaks near ties
    /// between its corrections when they are settled.
    var spellingSlot: SpellingSlot?
    /// A capitalised word inside a sentence flagged as a slip of a common
    /// word rather than read as a name: a name after all if the document
    /// uses it again (`SpellingReview`).
    var isCapitalizedSlip = false
    /// The word the rule read, when the range holds markup read inside it
    /// (`the *n*th` is about "nth"): what its corrections are ranked for.
    var readWord: String?

    public init(
        ruleID: String, range: Range<Int>, message: String, suggestions: [String] = [],
        severity: Severity = .warning, isFixSafe: Bool = false, awaitsCorrections: Bool = false
    ) {
        self.ruleID = ruleID
        self.range = range
        self.message = message
        self.suggestions = suggestions
        self.severity = severity
        self.isFixSafe = isFixSafe
        self.awaitsCorrections = awaitsCorrections
    }

    /// The same finding moved by `delta` bytes.
    public func shifted(by delta: Int) -> Finding {
        var copy = self
        copy.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        return copy
    }
}
