/// Words that sound alike or look alike and are often swapped, caught by the
/// words around them: `their is` → `there is`, `its a` → `it's a`,
/// `your welcome` → `you're welcome`, `more then` → `more than`,
/// `could of` → `could have`, `to loose` → `to lose`.
public struct ConfusedWordsRule: PhraseTableRule {
    public init() {}
    public var id: String { "confused-words" }
    public var summary: String { "Commonly confused words (their/there, its/it's, then/than, affect/effect…)." }
    public var category: RuleCategory { .grammar }
    var matcher: PhraseMatcher { Self.table }

    public func check(_ context: RuleContext, into findings: inout [Finding]) { checkTable(context, into: &findings) }

    private static let table = PhraseMatcher(table: ConfusedWordsTable.patterns)
}
