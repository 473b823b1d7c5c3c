/// Two negatives in one clause (`don't have no`, `can't get nothing`,
/// `didn't see nobody`), which standard English reads as one positive.
public struct DoubleNegativeRule: Rule {
    public init() {}
    public var id: String { "double-negative" }
    public var summary: String { "Two negatives in one clause (don't have no…)." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        var item = 0
        while item < stream.count {
            defer { item += 1 }
            guard stream.kind(item) == .word, Self.isNegatedVerb(stream.texts[item]) else { continue }
            // Look ahead a few words in the same clause for a second negative.
            var k = item + 1
            var steps = 0
            while k < stream.count, steps < 4, stream.kind(k) == .word {
                let w = stream.texts[k]
                if Self.clauseBreaks.contains(w) { break }
                // A new subject starts a clause of its own (`classes you've never heard of`).
                if Self.startsClause(w) { break }
                if let positive = Self.negatives[w] {
                    // `None` inside a sentence is a value (Python's), not the pronoun (`this won't be None`).
                    if w == "none" && stream.original(k) == "None" && !stream.startsSentence[k] { break }
                    if w == "no" && (k + 1 >= stream.count || Self.noExceptions.contains(stream.texts[k + 1])) { break }
                    if k > 0 && ["say", "said", "says", "saying", "take", "took"].contains(stream.texts[k - 1]) { break }
                    findings.append(
                        context.finding(
                            self, stream.range(k), .doubleNegative(stream.original(item)),
                            suggestions: [Casing.matching(positive, to: stream.original(k))]))
                    break
                }
                k += 1
                steps += 1
            }
        }
    }

    private static func isNegatedVerb(_ w: String) -> Bool {
        w.hasSuffix("n't") || w == "not" || w == "cannot" || w == "never" || w == "ain't"
    }

    /// A subject pronoun or existential `there`, alone or with its verb (`you`, `you've`, `we're`, `there's`).
    private static func startsClause(_ w: String) -> Bool {
        let subject = w.split(maxSplits: 1) { $0 == "'" || $0 == "’" }.first.map(String.init) ?? w
        return ["i", "you", "he", "she", "we", "they", "there"].contains(subject)
    }

    private static let negatives: [String: String] = [
        "no": "any", "nothing": "anything", "nobody": "anybody", "nowhere": "anywhere", "none": "any",
        "never": "ever", "neither": "either", "noone": "anyone",
    ]
    /// `no longer`, `no matter`, `no doubt`, `no less than`: idioms, not determiners.
    private static let noExceptions: Set<String> = ["longer", "matter", "doubt", "less", "more", "sooner", "one", "way", "problem"]
    private static let clauseBreaks: Set<String> = [
        "but", "and", "or", "because", "if", "when", "that", "which", "who", "although", "though", "unless", "only",
        "just", "even", "than",
    ]
}

extension String {
    fileprivate static func doubleNegative(_ negation: String) -> String {
        "A double negative: “\(negation)” already makes this negative."
    }
}
