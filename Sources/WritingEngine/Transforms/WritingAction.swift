/// A rewrite tone (Apple's Friendly / Professional / Concise).
public enum Tone: String, Sendable, Hashable, CaseIterable {
    case friendly, professional, concise
}

/// One Writing Tools action on a selection (or, for `compose`, at a position).
public enum WritingAction: Sendable, Hashable {
    /// Apply the proofreader's first suggestions.
    case proofread
    /// Rewrite in a tone.
    case rewrite(Tone)
    /// An extractive summary: about a third of the sentences, in order.
    case summary
    /// The same selection of sentences as a bullet list.
    case keyPoints
    /// One item per sentence, or per item of a series.
    case list
    /// A GFM table from `key: value` lines, parallel items or parallel sentences.
    case table
    /// A free instruction ("Describe your change", "warmer"). Model provider only.
    case instructions(String)
    /// Write new text from a prompt. Model provider only.
    case compose(String)

    /// The action's name in notifications and messages (`concise`, `keyPoints`…).
    public var name: String {
        switch self {
        case .proofread: "proofread"
        case .rewrite(let tone): tone.rawValue
        case .summary: "summary"
        case .keyPoints: "keyPoints"
        case .list: "list"
        case .table: "table"
        case .instructions: "instructions"
        case .compose: "compose"
        }
    }

    /// A short human title (`Rewrite: Concise`).
    public var title: String {
        switch self {
        case .proofread: "Proofread"
        case .rewrite(let tone): "Rewrite: \(tone.rawValue.capitalized)"
        case .summary: "Summary"
        case .keyPoints: "Key Points"
        case .list: "Make List"
        case .table: "Make Table"
        case .instructions: "Rewrite"
        case .compose: "Compose"
        }
    }

    /// Actions the built-in engine cannot do.
    public var needsModel: Bool {
        switch self {
        case .instructions, .compose: true
        default: false
        }
    }

    /// Summary and key points drop sentences: an inline protected span may
    /// leave with its sentence; block-level ones are kept after the result.
    public var dropsSentences: Bool { self == .summary || self == .keyPoints }

    /// What the result must be allowed to contain for the action to run.
    public var requiredResultOptions: ResultOptions {
        switch self {
        case .keyPoints, .list: .list
        case .table: .table
        default: []
        }
    }
}

/// What a result may contain (Apple's `allowedWritingToolsResultOptions`).
public struct ResultOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let plainText = ResultOptions(rawValue: 1)
    /// Inline formatting: emphasis, links.
    public static let richText = ResultOptions(rawValue: 2)
    /// Bullet and numbered lists.
    public static let list = ResultOptions(rawValue: 4)
    /// GFM tables.
    public static let table = ResultOptions(rawValue: 8)
    /// Everything (`presentationIntent`).
    public static let all: ResultOptions = [.plainText, .richText, .list, .table]

    /// Reads setting names (`plainText richText list table presentationIntent`); unknown names are skipped.
    public init(names: some Sequence<String>) {
        var options: ResultOptions = []
        for name in names {
            switch name {
            case "plainText": options.insert(.plainText)
            case "richText": options.insert(.richText)
            case "list": options.insert(.list)
            case "table": options.insert(.table)
            case "presentationIntent": options.formUnion(.all)
            default: break
            }
        }
        self = options.union(.plainText)
    }

    /// The default by language: Markdown and its variants may hold anything
    /// (results are written as Markdown); a commit message may hold bullet
    /// lists; everything else plain text only.
    public static func defaults(for language: DocumentLanguage) -> ResultOptions {
        DocumentFormat.of(language).resultOptions
    }
}
