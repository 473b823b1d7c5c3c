/// Long phrases with a shorter equivalent: `in order to` → `to`,
/// `due to the fact that` → `because` (opt-in).
public struct WordyPhraseRule: PhraseTableRule {
    public init() {}
    public var id: String { "wordy-phrase" }
    public var summary: String { "Wordy phrases with a shorter equivalent (in order to → to)." }
    public var category: RuleCategory { .style }
    public var isOptIn: Bool { true }
    var matcher: PhraseMatcher { Self.table }

    public func check(_ context: RuleContext, into findings: inout [Finding]) { checkTable(context, into: &findings) }

    private static let table = PhraseMatcher(
        table: """
            [in order to] => to :: “To” says the same in fewer words.
            [due to the fact that] => because :: “Because” says the same in fewer words.
            [because of the fact that] => because :: “Because” says the same in fewer words.
            [owing to the fact that] => because :: “Because” says the same in fewer words.
            [in spite of the fact that] => although :: “Although” says the same in fewer words.
            [despite the fact that] => although :: “Although” says the same in fewer words.
            [at this point in time] => now :: “Now” says the same in fewer words.
            [at the present time] => now :: “Now” says the same in fewer words.
            [in the event that] => if :: “If” says the same in fewer words.
            [a large|great number of] => many :: “Many” says the same in fewer words.
            [prior to] => before :: “Before” says the same in fewer words.
            [subsequent to] => after :: “After” says the same in fewer words.
            [for the purpose of] => for :: “For” says the same in fewer words.
            [has|have|had the ability to] => can / can / could :: “Can” says the same in fewer words.
            [is|are able to] => can :: “Can” says the same in fewer words.
            [in close proximity to] => near :: “Near” says the same in fewer words.
            [with the exception of] => except :: “Except” says the same in fewer words.
            [in the near future] => soon :: “Soon” says the same in fewer words.
            [make|makes|made a decision] => decide / decides / decided :: “Decide” says the same in fewer words.
            [take|takes|took into consideration] => consider / considers / considered :: “Consider” says the same in fewer words.
            [on a daily basis] => daily :: “Daily” says the same in fewer words.
            [on a regular basis] => regularly :: “Regularly” says the same in fewer words.
            [until such time as] => until :: “Until” says the same in fewer words.
            [a majority of] => most :: “Most” says the same in fewer words.
            [first and foremost] => first :: “First” says the same in fewer words.
            [in a timely manner] => promptly :: “Promptly” says the same in fewer words.
            [it is important to note that] => note that :: Say it directly.
            [in light of the fact that] => because :: “Because” says the same in fewer words.
            [at all times] => always :: “Always” says the same in fewer words.
            [in the amount of] => of / for :: Use “of” or “for”.
            [the majority of] => most :: “Most” says the same in fewer words.
            [whether or not] => whether :: “Whether” says the same in fewer words.
            [in terms of] => in / for / about :: “In terms of” is usually vague; name the relation.
            [for all intents and purposes] => in effect :: “In effect” says the same in fewer words.
            """)
}
