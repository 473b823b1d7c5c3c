/// Pleonasms: words that repeat what their neighbour already says. A general
/// table in the tradition of usage guides (not tuned to any test sentence).
enum Redundancies {
    /// Verbs whose meaning already holds `together` (`combine together`).
    static let togetherVerbs = [
        "add", "assemble", "associate", "attach", "band", "blend", "bond", "cluster", "collaborate", "combine", "connect",
        "convene", "cooperate", "couple", "fuse", "gather", "huddle", "integrate", "join", "link", "merge", "mix", "pair",
        "unite", "weld", "converge", "amalgamate", "coalesce", "congregate",
    ]

    /// Verbs whose meaning already holds `back` (`revert back`).
    static let backVerbs = ["revert", "return", "reply", "retreat", "recoil", "refer", "regress", "repay", "retract", "recall", "reflect"]

    /// Verb + redundant particle or adverb → the verb.
    static let verbParticles: [(verb: String, particle: String)] = [
        ("repeat", "again"), ("reiterate", "again"), ("restate", "again"), ("reread", "again"), ("recur", "again"),
        ("resume", "again"), ("ascend", "up"), ("descend", "down"), ("plummet", "down"),
        ("proceed", "ahead"), ("plan", "ahead"), ("sink", "down"), ("follow", "after"), ("postpone", "until later"),
        ("delay", "until later"), ("plan", "in advance"), ("warn", "in advance"), ("prepare", "in advance"),
        ("forewarn", "in advance"), ("circle", "around"), ("evolve", "over time"),
    ]

    /// Modifier + noun where the modifier is already in the noun → the noun.
    static let modifiers: [(modifier: String, nouns: [String])] = [
        ("added", ["bonus"]),
        ("advance", ["planning", "warning", "reservation", "reservations"]),
        ("armed", ["gunman", "gunmen"]),
        ("basic", ["fundamentals", "essentials", "necessities"]),
        ("brief", ["summary"]),
        ("close", ["proximity", "scrutiny"]),
        ("common", ["bond"]),
        ("completely", ["eliminate", "eliminated", "destroyed", "finished", "full", "empty", "surrounded"]),
        ("current", ["trend", "trends"]),
        ("dead", ["corpse"]),
        ("difficult", ["dilemma"]),
        ("end", ["result", "results"]),
        ("established", ["fact"]),
        ("exact", ["replica", "duplicate", "same"]),
        ("false", ["pretense", "pretence"]),
        ("fellow", ["colleague", "colleagues", "classmate", "classmates"]),
        ("final", ["outcome", "conclusion", "completion", "destination"]),
        ("first", ["began", "begin"]),
        ("foreign", ["imports"]),
        ("former", ["alumnus", "alumni", "alumna", "alumnae", "graduate", "graduates", "veteran", "veterans"]),
        ("forward", ["planning"]),
        ("free", ["gift", "gifts"]),
        ("frozen", ["ice", "tundra"]),
        ("future", ["plans", "prospects"]),
        ("general", ["public"]),
        ("honest", ["truth"]),
        ("joint", ["collaboration", "cooperation"]),
        ("knowledgeable", ["expert", "experts"]),
        ("mental", ["telepathy"]),
        ("more", ["superior", "preferable"]),
        ("natural", ["instinct", "instincts"]),
        ("new", ["innovation", "innovations", "invention", "inventions", "beginning", "beginnings", "recruit", "recruits"]),
        ("old", ["adage", "cliché", "cliche", "proverb"]),
        ("originally", ["born"]),
        ("over", ["exaggerate", "exaggerated", "exaggerating"]),
        ("passing", ["fad"]),
        ("past", ["history", "experience", "experiences", "memories", "records"]),
        ("personal", ["opinion", "friend", "friends"]),
        ("regular", ["routine"]),
        ("same", ["identical"]),
        ("serious", ["crisis"]),
        ("still", ["remains", "persists"]),
        ("sudden", ["impulse", "crisis"]),
        ("sum", ["total"]),
        ("temper", ["tantrum", "tantrums"]),
        ("true", ["facts", "fact"]),
        ("unconfirmed", ["rumor", "rumors", "rumour", "rumours"]),
        ("unexpected", ["surprise", "surprises", "emergency"]),
        ("unintended", ["mistake", "mistakes"]),
        ("universal", ["panacea"]),
        ("usual", ["custom", "customs"]),
        ("work", ["colleague", "colleagues"]),
    ]

    /// Noun + redundant noun → the noun (`salsa sauce`, `tuna fish`).
    static let nounTails: [(noun: String, tail: String)] = [
        ("salsa", "sauce"), ("chai", "tea"), ("tuna", "fish"), ("bouquet", "of flowers"), ("fall", "season"),
        ("autumn", "season"), ("consensus", "of opinion"),
    ]

    /// Acronyms whose last letter is already the noun written after them (`ATM machine`).
    static let acronyms: [(acronym: String, noun: String)] = [
        ("ATM", "machine"), ("PIN", "number"), ("ISBN", "number"), ("VIN", "number"), ("SSN", "number"), ("LCD", "display"),
        ("LED", "diode"), ("HIV", "virus"), ("RAM", "memory"), ("UPC", "code"), ("GUI", "interface"), ("LAN", "network"),
        ("CD", "disc"), ("CD", "disk"), ("DVD", "disc"), ("DVD", "disk"), ("SAT", "test"), ("PDF", "format"),
        ("ABS", "system"), ("GPS", "system"), ("NATO", "organization"), ("CPU", "unit"), ("HTML", "language"),
        ("OS", "system"),
    ]

    /// Intensifiers that make no sense before an absolute adjective.
    static let intensifiers = "(very|quite|rather|extremely|really|totally|completely|absolutely|most|so|somewhat|highly)"
    static let absolutes =
        "(unique|perfect|infinite|unanimous|universal|fatal|ultimate|supreme|impossible|eternal|identical|indispensable|essential|necessary|vital|crucial|paramount)"

    /// Predicate adjectives followed by the dimension they already name (`big in size`).
    static let dimensions =
        "(size|color|colour|shape|number|numbers|duration|length|appearance|taste|height|width|weight|area|quantity|amount|volume|texture|temperature|nature|character)"
    static let linkingVerbs =
        "(is|are|am|was|were|be|been|being|seem|seems|seemed|look|looks|looked|appear|appears|appeared|remain|remains|remained)"
}
