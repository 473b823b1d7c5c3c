/// `less` with a plural count noun (`less people` → `fewer people`), and
/// `fewer` with a mass noun (`fewer water` → `less water`).
public struct LessFewerRule: Rule {
    public init() {}
    public var id: String { "less-fewer" }
    public var summary: String { "“Fewer” with things you count, “less” with amounts." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        for item in 0..<stream.count where stream.kind(item) == .word {
            let text = stream.texts[item]
            guard text == "less" || text == "fewer", stream.isWord(item + 1) else { continue }
            let noun = stream.texts[item + 1]
            // `less than`, `more or less`, `no less`: not a determiner here.
            if item > 0, ["or", "no", "much", "far", "any", "the", "even", "still", "a", "little", "lot"].contains(stream.texts[item - 1]) {
                continue
            }
            if text == "less" {
                guard Self.countable(noun, context), !Self.isFollowedByNoun(stream, item + 1) else { continue }
                findings.append(
                    context.finding(
                        self, stream.range(item), .fewer(noun), suggestions: [Casing.matching("fewer", to: stream.original(item))]))
            } else if Self.massNouns.contains(noun) {
                findings.append(
                    context.finding(
                        self, stream.range(item), .less(noun), suggestions: [Casing.matching("less", to: stream.original(item))]))
            }
        }
    }

    /// A plural count noun: a regular plural of a known word, or an irregular one.
    private static func countable(_ noun: String, _ context: RuleContext) -> Bool {
        if ["people", "children", "men", "women", "feet", "teeth", "mice"].contains(noun) { return true }
        if notCountable.contains(noun) || Lexicon.shared.forms(of: noun).contains(.base) { return false }
        guard Lexicon.shared.isPlural(noun, spelling: context.spelling) == true else { return false }
        // Adjectives ending in -s are not plurals; `less obvious` is caught by `-us` in `Lexicon.isPlural`.
        return !noun.hasSuffix("less") && !noun.hasSuffix("ous")
    }

    /// `less sports coverage`: a plural used as a modifier of a following noun.
    private static func isFollowedByNoun(_ stream: ParagraphView, _ item: Int) -> Bool {
        guard stream.isWord(item + 1) else { return false }
        let next = stream.texts[item + 1]
        if Lexicon.prepositions.contains(next) || Lexicon.clauseOpeners.contains(next) || next.hasSuffix("ly")
            || ["here", "there", "now", "today", "than", "overall", "anymore", "nowadays", "each", "per"].contains(next)
        {
            return false
        }
        return Lexicon.shared.forms(of: next).isEmpty && !Lexicon.modals.contains(next)
    }

    private static let notCountable: Set<String> = [
        "news", "means", "series", "species", "physics", "mathematics", "economics", "politics", "ethics", "thanks",
        "times", "hours", "minutes", "seconds", "days", "weeks", "months", "years", "dollars", "pounds", "euros",
        "miles", "meters", "metres", "kilometers", "kilometres", "degrees", "calories", "percent", "bytes", "pixels",
    ]
    private static let massNouns: Set<String> = [
        "water", "money", "time", "information", "advice", "traffic", "food", "work", "noise", "pollution", "space",
        "energy", "furniture", "equipment", "luggage", "baggage", "knowledge", "research", "evidence", "progress",
        "sugar", "salt", "rice", "milk", "coffee", "tea", "air", "fuel", "electricity", "power", "weight", "help",
    ]
}

extension String {
    fileprivate static func fewer(_ noun: String) -> String {
        "Use “fewer” with things you can count, like “\(noun)”."
    }
    fileprivate static func less(_ noun: String) -> String {
        "Use “less” with amounts, like “\(noun)”."
    }
}
