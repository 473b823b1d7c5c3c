/// Words that sound alike or look alike and are often swapped, caught by the
/// words around them: `their is` → `there is`, `its a` → `it's a`,
/// `your welcome` → `you're welcome`, `more then` → `more than`,
/// `could of` → `could have`, `to loose` → `to lose`; and by the part of
/// speech the slot expects (`ConfusedWordsRule+Tags.swift`): `its important
/// to` → `it's`, `it's value is` → `its`, `faster then` → `than`, `will
/// effect the results` → `affect`; and by the parts of speech around the
/// pair (`ConfusedWordsRule+Pairs.swift`): `whose going` → `who's`, `a lose
/// screw` → `loose`, `your advise on` → `advice`, `we where late` → `were`.
/// The table's `your`/`its`/`their` before an -ing form are dropped where the
/// analysis shows a gerund (`ConfusedWordsRule+Gerunds.swift`): `its being
/// open source matters`.
public struct ConfusedWordsRule: PhraseTableRule {
    public init() {}
    public var id: String { "confused-words" }
    public var summary: String { "Commonly confused words (their/there, its/it's, then/than, affect/effect…)." }
    public var category: RuleCategory { .grammar }
    var matcher: PhraseMatcher { Self.table }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let start = findings.count
        checkTable(context, into: &findings)
        keepPossessivesBeforeGerunds(context, from: start, in: &findings)
        checkItsBeforePlural(context, from: start, into: &findings)
        checkSlots(context, from: start, into: &findings)
    }

    /// `it's eyes` → `its eyes`: “it is” cannot stand before a bare plural noun,
    /// except in a cleft (`it's people who matter`) or a measure (`it's hours away`).
    private func checkItsBeforePlural(_ context: RuleContext, from start: Int, into findings: inout [Finding]) {
        let stream = context.view
        for item in 0..<stream.count where stream.texts[item] == "it's" && stream.isWord(item + 1) {
            let noun = stream.texts[item + 1]
            guard !Self.measures.contains(noun), Lexicon.shared.isPlural(noun, spelling: context.spelling) == true else { continue }
            if item + 2 < stream.count, Self.cleftWords.contains(stream.texts[item + 2]) { continue }
            let range = stream.range(item)
            if findings[start...].contains(where: { $0.range == range }) { continue }
            findings.append(
                context.finding(
                    self, range, .itsBeforeNoun, suggestions: [Casing.matching("its", to: stream.original(item))]))
        }
    }

    private static let measures: Set<String> = [
        "seconds", "minutes", "hours", "days", "weeks", "months", "years", "decades", "centuries", "ages", "miles",
        "meters", "metres", "kilometers", "kilometres", "feet", "inches", "times", "lots", "tons", "thanks", "basics",
        "dollars", "pounds", "euros", "cents", "degrees", "people",
    ]
    private static let cleftWords: Set<String> = ["that", "who", "which", "whom", "like", "and", "or", "not", ",", "."]

    private static let table = PhraseMatcher(table: ConfusedWordsTable.patterns)
}

extension String {
    fileprivate static let itsBeforeNoun = "Use the possessive “its” before a noun; “it's” means “it is”."
}
