/// A double quotation mark without its partner in the paragraph: an odd
/// number of `"`, or an opening `“` that is never closed (and the reverse).
/// German and the languages that quote as it does open with `„` and close
/// with `“`.
public struct UnbalancedQuotesRule: Rule {
    public init() {}
    public var id: String { "unbalanced-quotes" }
    public var summary: String { "Every opening double quote has a closing one." }
    public var category: RuleCategory { .punctuation }
    public func runs(on language: LanguageTag) -> Bool { true }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let p = context.paragraph
        var straight: [Int] = []
        var inchMarks = 0
        var curly: [Int] = []
        var unmatchedClosers: [Int] = []
        let (opener, closer): (UInt8, UInt8) = Self.lowOpening.contains(context.language.language) ? (0x9E, 0x9C) : (0x9C, 0x9D)
        for (i, token) in p.tokens.enumerated() where token.kind == .punctuation {
            let r = token.range
            if r.count == 1 && p.bytes[r.lowerBound] == 0x22 {
                // `12"` (inches) is a unit, not a quote, when the count is odd because of it.
                if i > 0, p.tokens[i - 1].kind == .number { inchMarks += 1 }
                straight.append(i)
            } else if r.count == 3 && p.bytes[r.lowerBound] == 0xE2 && p.bytes[r.lowerBound + 1] == 0x80 {
                let c = p.bytes[r.lowerBound + 2]
                if c == opener {
                    curly.append(i)
                } else if c == closer {
                    if curly.isEmpty { unmatchedClosers.append(i) } else { curly.removeLast() }
                }
            }
        }
        var flagged = unmatchedClosers + curly
        if straight.count % 2 == 1, (straight.count - inchMarks) % 2 == 1 || inchMarks == 0, let last = straight.last {
            flagged.append(last)
        }
        for i in flagged.sorted() {
            findings.append(context.finding(self, p.tokens[i].range, .message(p.string(p.tokens[i]))))
        }
    }

    /// Languages whose quotations open with `„` (U+201E) and close with `“` (U+201C).
    private static let lowOpening: Set<String> = ["de", "cs", "sk", "sl", "et", "lt", "bg", "is"]
}

extension String {
    fileprivate static func message(_ mark: String) -> String {
        "“\(mark)” has no matching quotation mark."
    }
}
