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
    /// What is wrong, for people. A quotation in it longer than
    /// `longestQuotation` characters (a 100 KB "word") is shortened to its
    /// start and end around "…"; suggestions stay whole.
    public var message: String {
        didSet {
            // Reassigned only when shortened, so a message shared by many findings stays shared (`SharedFindingTexts`).
            guard message.utf8.count > Self.longestQuotation else { return }
            let shortened = Self.shorteningQuotations(message)
            if shortened != message { message = shortened }
        }
    }
    /// Full replacement strings for `range`, best first.
    public var suggestions: [String]
    public var severity: Severity
    /// Whether the first suggestion may be applied without asking (fix-all).
    /// It is, only with a `fixReason`.
    public var isFixSafe: Bool
    /// Why the first suggestion is certain, for a finding whose rule made it
    /// of a safe shape; the reviews of the document and the workspace may
    /// still take its safety away (`isFixSafe`), or give it back.
    public var fixReason: FixReason?
    /// Whether fix-all may apply the first suggestion once the workspace is
    /// read: it is safe already, a near tie the words around it may settle,
    /// or a repeated slip of a word the workspace may write far more often.
    public var mayBeFixSafe: Bool { isFixSafe || nearTie != nil || isRepeatedSlip }
    /// A misspelling whose corrections are still to be ranked: no
    /// suggestions yet, and message and fix-all safety provisional
    /// (`Proofreader.completeCorrections` settles them).
    public var awaitsCorrections: Bool
    /// For a misspelling, where it stands in its sentence: breaks near ties
    /// between its corrections when they are settled.
    var spellingSlot: SpellingSlot?
    /// For a misspelling whose best correction leads too little to be safe
    /// by its spelling alone, what the workspace's use of the words around it
    /// must show for its fix to become safe (`WorkspaceCodeWords`).
    var nearTie: NearTie? {
        get { rare?.fields.nearTie }
        set { updateRare { $0.nearTie = newValue } }
    }
    /// A misspelling whose fix would be safe but that its document writes
    /// more than once: safe only if the workspace writes its correction far
    /// more often (`WorkspaceCodeWords`).
    var isRepeatedSlip = false
    /// A capitalised word inside a sentence flagged as a slip of a common
    /// word rather than read as a name: a name after all if the document
    /// uses it again (`SpellingReview`).
    var isCapitalizedSlip = false
    /// A word another language's dictionary lacks: a term of the document
    /// rather than a slip if the document writes it again (`SpellingReview`).
    var isTermIfRepeated = false
    /// The word the rule read, when the range holds markup read inside it
    /// (`the *n*th` is about "nth"): what its corrections are ranked for.
    var readWord: String? {
        get { rare?.fields.readWord }
        set { updateRare { $0.readWord = newValue } }
    }
    /// For a finding the rules made on the correction of a misspelling
    /// (`Proofreader.findingsOnCorrections`), the misspelling's range: the
    /// finding stands only while that misspelling is flagged with a safe fix.
    var readsCorrection: Range<Int>? {
        get { rare?.fields.readsCorrection }
        set { updateRare { $0.readsCorrection = newValue } }
    }
    /// For a word another language's dictionary lacks, that language: its
    /// corrections come from its dictionary (`Proofreader.completeCorrections`).
    var dictionaryLanguage: LanguageTag? {
        get { rare?.fields.dictionaryLanguage }
        set { updateRare { $0.dictionaryLanguage = newValue } }
    }
    /// The fields above that most findings lack, out of line, so that a
    /// finding stays small: a document can have a million of them.
    private var rare: RareFields?

    public init(
        ruleID: String, range: Range<Int>, message: String, suggestions: [String] = [],
        severity: Severity = .warning, fix: FixReason? = nil, awaitsCorrections: Bool = false
    ) {
        self.ruleID = ruleID
        self.range = range
        self.message = message.utf8.count > Self.longestQuotation ? Self.shorteningQuotations(message) : message
        self.suggestions = suggestions
        self.severity = severity
        self.isFixSafe = fix != nil
        self.fixReason = fix
        self.awaitsCorrections = awaitsCorrections
    }

    /// The most characters a quotation (“…”) of a message shows whole.
    public static let longestQuotation = 60

    /// `message` with each quotation longer than `longestQuotation`
    /// characters cut to its first 40 and last 12 around "…".
    static func shorteningQuotations(_ message: String) -> String {
        var result = ""
        var rest = message[...]
        while let open = rest.firstIndex(of: "“") {
            let inside = rest.index(after: open)
            guard let close = rest[inside...].firstIndex(of: "”") else { break }
            result += rest[..<inside]
            let quoted = rest[inside..<close]
            if quoted.count > longestQuotation {
                result += quoted.prefix(40) + "…" + quoted.suffix(12)
            } else {
                result += quoted
            }
            rest = rest[close...]
            result += "”"
            rest = rest.dropFirst()
        }
        return result + rest
    }

    /// The same finding moved by `delta` bytes.
    public func shifted(by delta: Int) -> Finding {
        var copy = self
        copy.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        if let word = readsCorrection { copy.readsCorrection = (word.lowerBound + delta)..<(word.upperBound + delta) }
        return copy
    }
}

extension Finding {
    /// The fields of a finding that only some misspellings have, kept in one
    /// shared, immutable box: a copy of a finding copies a reference.
    private final class RareFields: Sendable, Hashable {
        struct Fields: Sendable, Hashable {
            var nearTie: NearTie?
            var readWord: String?
            var readsCorrection: Range<Int>?
            var dictionaryLanguage: LanguageTag?

            var isEmpty: Bool { nearTie == nil && readWord == nil && readsCorrection == nil && dictionaryLanguage == nil }
        }

        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }

        static func == (a: RareFields, b: RareFields) -> Bool { a === b || a.fields == b.fields }

        func hash(into hasher: inout Hasher) { hasher.combine(fields) }
    }

    /// Sets some of the rare fields: in a new box, none when they are all empty.
    private mutating func updateRare(_ change: (inout RareFields.Fields) -> Void) {
        var fields = rare?.fields ?? RareFields.Fields()
        change(&fields)
        rare = fields.isEmpty ? nil : RareFields(fields)
    }
}
