/// Words that repeat what a neighbour already says: `ATM machine`,
/// `free gift`, `end result`, `revert back`.
public struct RedundancyRule: PhraseTableRule {
    public init() {}
    public var id: String { "redundancy" }
    public var summary: String { "Redundant pairs (ATM machine, free gift, end result)." }
    public var category: RuleCategory { .style }
    var matcher: PhraseMatcher { Self.table }

    public func check(_ context: RuleContext, into findings: inout [Finding]) { checkTable(context, into: &findings) }

    private static let table = PhraseMatcher(
        table: """
            [atm machine|machines] => ATM / ATMs :: “ATM” already means “automated teller machine”.
            [pin number|numbers] => PIN / PINs :: “PIN” already means “personal identification number”.
            [hiv virus] => HIV :: “HIV” already means “human immunodeficiency virus”.
            [lcd display|displays] => LCD / LCDs :: “LCD” already means “liquid-crystal display”.
            [isbn number|numbers] => ISBN / ISBNs :: “ISBN” already means “International Standard Book Number”.
            [ram memory] => RAM :: “RAM” already means “random-access memory”.
            [lan network] => LAN :: “LAN” already means “local area network”.
            [sms message|messages] => SMS / SMS messages :: “SMS” already means “short message service”.
            [upc code|codes] => UPC / UPCs :: “UPC” already means “Universal Product Code”.
            [gui interface] => GUI :: “GUI” already means “graphical user interface”.
            [free gift|gifts] => gift / gifts :: A gift is free by definition.
            [end result|results] => result / results :: “Result” is enough.
            [final outcome|outcomes] => outcome / outcomes :: “Outcome” is enough.
            [past history] => history :: “History” is enough.
            [added bonus] => bonus :: A bonus is added by definition.
            [advance planning|warning] => planning / warning :: “Advance” adds nothing here.
            [close proximity] => proximity :: “Proximity” already means closeness.
            [completely finished|destroyed|eliminated|filled|full] => finished / destroyed / eliminated / filled / full :: “Completely” adds nothing here.
            [basic fundamentals|essentials] => fundamentals / essentials :: “Basic” adds nothing here.
            [future plans] => plans :: Plans are about the future.
            [merge|merged|merging|merges together] => {1} :: “Together” adds nothing to “merge”.
            [combine|combined|combining|combines together] => {1} :: “Together” adds nothing to “combine”.
            [collaborate|collaborated|collaborating|cooperate|cooperated together] => {1} :: “Together” adds nothing here.
            [repeat|repeated|repeating|repeats again] => {1} :: “Again” adds nothing to “repeat”.
            [revert|reverted|reverting|reverts back] => {1} :: “Back” adds nothing to “revert”.
            [reply|replied|replying|replies back] => {1} :: “Back” adds nothing to “reply”.
            [new innovation|innovations] => innovation / innovations :: An innovation is new by definition.
            [unexpected surprise|surprises] => surprise / surprises :: A surprise is unexpected by definition.
            [true facts] => facts :: Facts are true by definition.
            [sum total] => total :: “Total” is enough.
            [still remains|persists] => remains / persists :: “Still” adds nothing here.
            [personal opinion] => opinion :: An opinion is personal by definition.
            [brief summary] => summary :: A summary is brief by definition.
            [consensus of opinion] => consensus :: “Consensus” already means agreement of opinion.
            [first began|started] => began / started :: “First” adds nothing here.
            [unintentional mistake] => mistake :: A mistake is unintentional by definition.
            [usual custom] => custom :: A custom is usual by definition.
            [mutual cooperation] => cooperation :: Cooperation is mutual by definition.
            [over exaggerate|exaggerated] => exaggerate / exaggerated :: “Over” adds nothing to “exaggerate”.
            [postpone|postponed until later] => {1} :: “Until later” adds nothing to “postpone”.
            [each and every] => each / every :: Use “each” or “every”.
            [circle around] => circle :: “Around” adds nothing to “circle”.
            [ask|asked the question] => {1} :: “Ask” already means to put a question.
            [equal halves] => halves :: Halves are equal by definition.
            [foreign imports] => imports :: Imports are foreign by definition.
            [general consensus] => consensus :: A consensus is general by definition.
            [actual fact|facts] => fact / facts :: “Actual” adds nothing here.
            [armed gunman|gunmen] => gunman / gunmen :: A gunman is armed by definition.
            [attach|attached together] => {1} :: “Together” adds nothing here.
            [blend|blended together] => {1} :: “Together” adds nothing here.
            [descend|descended down] => {1} :: “Down” adds nothing to “descend”.
            [ascend|ascended up] => {1} :: “Up” adds nothing to “ascend”.
            [depreciate|depreciated in value] => {1} :: “In value” adds nothing to “depreciate”.
            [empty|emptied out] => {1} :: “Out” adds nothing here.
            [estimated at about|roughly|approximately] => estimated at :: “Estimated” already means approximate.
            [few in number] => few :: “In number” adds nothing.
            [frozen ice] => ice :: Ice is frozen by definition.
            [kneel|knelt down] => {1} :: “Down” adds nothing to “kneel”.
            [major breakthrough] => breakthrough :: A breakthrough is major by definition.
            [may possibly] => may :: “Possibly” adds nothing to “may”.
            [might possibly] => might :: “Possibly” adds nothing to “might”.
            [past records] => records :: Records are of the past by definition.
            [same identical] => identical :: “Same” and “identical” say the same.
            [separate|separated apart] => {1} :: “Apart” adds nothing here.
            [temper tantrum|tantrums] => tantrum / tantrums :: A tantrum is a fit of temper.
            [very unique] => unique :: “Unique” does not take degrees.
            [originally born] => born :: “Originally” adds nothing to “born”.
            [bitter|sweet|sour|salty in taste] => {1} :: “In taste” adds nothing.
            [established fact] => fact :: A fact is established by definition.
            [mutually dependent on each other] => mutually dependent / dependent on each other :: “Mutually” and “each other” say the same.
            [over exaggerating] => exaggerating :: “Over” adds nothing to “exaggerate”.
            [work colleague|colleagues] => colleague / colleagues :: A colleague is from work by definition.
            the [fall|autumn|spring|summer|winter season] => {1} :: “Season” adds nothing here.
            [forever and ever] => forever :: “And ever” adds nothing.
            [a whole lot of] => a lot of :: “Whole” adds nothing.
            [worst|best of any of] the => {1} of :: “Of any” adds nothing.
            [also other] => other :: “Also” and “other” say the same.
            [visible to the eye] => visible :: “To the eye” adds nothing.
            """)
}
