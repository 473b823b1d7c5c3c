/// Overused expressions (`at the end of the day`, `think outside the box`) (opt-in).
public struct ClicheRule: PhraseTableRule {
    public init() {}
    public var id: String { "cliche" }
    public var summary: String { "Clichés (at the end of the day, low-hanging fruit)." }
    public var category: RuleCategory { .style }
    public var isOptIn: Bool { true }
    var matcher: PhraseMatcher { Self.table }

    public func check(_ context: RuleContext, into findings: inout [Finding]) { checkTable(context, into: &findings) }

    private static let table = PhraseMatcher(
        table: """
            [at the end of the day] => ultimately :: A cliché; say it plainly.
            [think|thinking outside the box] => be creative :: A cliché; say it plainly.
            [low-hanging fruit] => easy wins :: A cliché; say it plainly.
            [low hanging fruit] => easy wins :: A cliché; say it plainly.
            [game changer] => breakthrough :: A cliché; say it plainly.
            [game-changer] => breakthrough :: A cliché; say it plainly.
            [move the needle] => make a difference :: A cliché; say it plainly.
            [paradigm shift] => fundamental change :: A cliché; say it plainly.
            [in this day and age] => today :: A cliché; say it plainly.
            [avoid|avoided like the plague] => {1} :: A cliché; say it plainly.
            [last but not least] => finally :: A cliché; say it plainly.
            [only time will tell] => we will see :: A cliché; say it plainly.
            [few and far between] => rare :: A cliché; say it plainly.
            [needle in a haystack] => hard to find :: A cliché; say it plainly.
            [tip of the iceberg] => small part :: A cliché; say it plainly.
            [par for the course] => normal :: A cliché; say it plainly.
            [touch base] => talk :: A cliché; say it plainly.
            [circle back] => return :: A cliché; say it plainly.
            [easier said than done] => hard :: A cliché; say it plainly.
            [elephant in the room] => obvious problem :: A cliché; say it plainly.
            [win-win situation] => benefit to both :: A cliché; say it plainly.
            [best of both worlds] => both benefits :: A cliché; say it plainly.
            [in the nick of time] => just in time :: A cliché; say it plainly.
            [when all is said and done] => in the end :: A cliché; say it plainly.
            [at the drop of a hat] => at once :: A cliché; say it plainly.
            [read between the lines] => infer :: A cliché; say it plainly.
            [the calm before the storm] => a lull :: A cliché; say it plainly.
            [hit the ground running] => start quickly :: A cliché; say it plainly.
            [going forward] => from now on :: A cliché; say it plainly.
            [at the end of the tunnel] => eventually :: A cliché; say it plainly.
            """)
}
