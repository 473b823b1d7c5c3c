/// Set phrases written wrongly (`for all intensive purposes`, `could care
/// less`, `in regards to`), words that take a fixed preposition
/// (`interested in`, `depend on`, `discuss` with none), and verbs that go with
/// a noun (`make a mistake`, `take a photo`).
public struct PhraseUsageRule: PhraseTableRule {
    public init() {}
    public var id: String { "phrase-usage" }
    public var summary: String { "Idioms, prepositions and word pairings as English uses them." }
    public var category: RuleCategory { .grammar }
    var matcher: PhraseMatcher { Self.table }

    public func check(_ context: RuleContext, into findings: inout [Finding]) { checkTable(context, into: &findings) }

    private static let table = PhraseMatcher(table: PhraseUsageTable.patterns)
}
