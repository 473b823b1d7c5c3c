/// Words that hedge or inflate without adding meaning (`very`, `really`,
/// `basically`, `clearly`) (opt-in).
public struct WeaselWordsRule: Rule {
    public init() {}
    public var id: String { "weasel-words" }
    public var summary: String { "Hedging and filler words (very, really, basically, clearly)." }
    public var category: RuleCategory { .style }
    public var isOptIn: Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        for item in 0..<stream.count where stream.kind(item) == .word && Self.words.contains(stream.texts[item]) {
            findings.append(context.finding(self, stream.range(item), .message(stream.original(item))))
        }
    }

    private static let words: Set<String> = [
        "very", "really", "extremely", "quite", "fairly", "rather", "basically", "actually", "literally", "obviously",
        "clearly", "simply", "totally", "completely", "honestly", "arguably", "virtually", "essentially", "somewhat",
        "relatively", "surprisingly", "remarkably", "incredibly", "significantly", "various", "several",
    ]
}

extension String {
    fileprivate static func message(_ word: String) -> String {
        "“\(word)” weakens or inflates the sentence; cut it or be specific."
    }
}
