/// The pronoun `i` and its contractions written in lowercase: `i think`, `i'm`.
public struct LowercaseIRule: Rule {
    public init() {}
    public var id: String { "lowercase-i" }
    public var summary: String { "The pronoun “I” is always a capital letter." }
    public var category: RuleCategory { .grammar }

    public func check(_ context: RuleContext, into findings: inout [Finding]) {
        let stream = context.view
        for item in 0..<stream.count where stream.kind(item) == .word {
            let text = stream.texts[item]
            guard text == "i" || Self.contractions.contains(stream.key(item)) else { continue }
            let original = stream.original(item)
            guard original.utf8.first == 0x69 else { continue }
            // `(i)`, `i = 0`, `a[i]`: a label or a variable, not the pronoun.
            if item > 0, Self.labelNeighbours.contains(stream.texts[item - 1]) { continue }
            if item + 1 < stream.count, Self.labelNeighbours.contains(stream.texts[item + 1]) { continue }
            if item > 0, stream.kind(item - 1) == .word, Self.variableContext.contains(stream.texts[item - 1]) { continue }
            // `IBM i`, `Model i`: part of a product name.
            if item > 0, stream.kind(item - 1) == .word, stream.isAllCaps(item - 1) { continue }
            findings.append(
                context.finding(self, stream.range(item), .message, suggestions: [Casing.capitalized(original)]))
        }
    }

    private static let contractions: WordSet = ["i'm", "i've", "i'll", "i'd"]
    private static let labelNeighbours: WordSet = ["(", ")", "[", "]", "=", "+", "-", "<", ">", "*", "/", "{", "}", "_", "^"]
    /// `for each i`, `index i`: a variable name.
    private static let variableContext: WordSet = ["each", "index", "variable", "item", "element", "row", "column"]
}

extension String {
    fileprivate static let message = "Write the pronoun “I” as a capital letter."
}
